import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

/// The split view is a GtkWidget that owns its state: it keeps answering when nobody holds the
/// Swift object, exposes GObject properties, and dies with its window.
final class WidgetObjectTests: XCTestCase {
  func testTheViewKeepsWorkingWhenTheSwiftObjectIsDropped() throws {
    try withGtk {
      let window = Window()
      let sidebar = Button(label: "List")
      inOwnScope {
        let split = SplitView<String>(sidebar: sidebar, content: Label("Detail"))
        window.setChild(split.widget)
      }
      window.setDefaultSize(width: 1100, height: 500)
      window.present()
      defer { window.destroy() }
      guard let view = gtk_window_get_child(window.window) else { return XCTFail("no child") }
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_width(view) > 1000 }))
      XCTAssertEqual(booleanProperty(view, "collapsed"), false)
      window.setDefaultSize(width: 400, height: 500)
      XCTAssertTrue(
        MainLoop.run(until: { booleanProperty(view, "collapsed") == true }),
        "the widget still follows its width with no Swift owner left")
      XCTAssertTrue(sidebar.isMapped, "and shows the list")
    }
  }

  func testPropertiesNotifyOnEveryChange() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      var notified: [String] = []
      let view = harness.split.widget
      let connections = ["collapsed", "display-mode", "show-sidebar", "show-content", "selection"]
        .map { name in view.onNotify(name) { notified.append(name) } }
      defer {
        for connection in connections { connection.disconnect() }
      }
      harness.split.selection = "a"
      XCTAssertEqual(notified, ["show-content", "selection"])
      XCTAssertEqual(stringProperty(view.widget, "selection"), "a")
      notified = []
      harness.resize(to: 400)
      XCTAssertEqual(Set(notified), ["collapsed", "display-mode", "show-sidebar"])
      XCTAssertEqual(booleanProperty(view.widget, "collapsed"), true)
      notified = []
      setBooleanProperty(view.widget, "show-content", false)
      XCTAssertEqual(harness.split.state.topPage, .primary, "setting show-content pops")
      XCTAssertEqual(notified, ["show-content"])
    }
  }

  func testTheDelegateDecidesThePageAfterCollapsing() throws {
    try withGtk {
      final class ListFirst: SplitViewDelegate {
        var asked: [Pane] = []
        func splitView(_ splitView: SplitView<String>, topPageForCollapsing proposed: Pane) -> Pane
        {
          asked.append(proposed)
          return .primary
        }
      }
      let delegate = ListFirst()
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      harness.split.delegate = delegate
      harness.split.selection = "a"
      harness.resize(to: 400)
      XCTAssertEqual(delegate.asked, [.secondary], "proposed: the detail the user was reading")
      XCTAssertEqual(harness.panesOnScreen, [.primary], "decided: the list")
      XCTAssertEqual(harness.split.selection, "a", "the selection survives")
    }
  }

  func testADestroyedWindowTakesTheViewAndItsSwiftObjectWithIt() throws {
    try withGtk {
      weak var released: SplitView<String>?
      let counter = FinalizationWatch()
      inOwnScope {
        let window = Window()
        let split = SplitView<String>(sidebar: Box(), content: Box())
        released = split
        counter.watch(split.widget)
        window.setChild(split.widget)
        window.present()
        _ = MainLoop.run(until: { split.widget.width > 0 })
        window.destroy()
      }
      drainMainLoop()
      XCTAssertEqual(counter.finalized, 1, "the GtkWidget is finalized")
      XCTAssertNil(released, "and the Swift object it owned is released")
    }
  }
}

/// A GObject property read by name, typed by its own GParamSpec.
@MainActor
private func readProperty<T>(
  _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String,
  _ read: (UnsafeMutablePointer<GValue>) -> T
) -> T? {
  let object: UnsafeMutablePointer<GObject> = gcast(widget)
  let klass = object.pointee.g_type_instance.g_class.withMemoryRebound(
    to: GObjectClass.self, capacity: 1
  ) { $0 }
  guard let spec = g_object_class_find_property(klass, name) else { return nil }
  var value = GValue()
  g_value_init(&value, spec.pointee.value_type)
  defer { g_value_unset(&value) }
  g_object_get_property(object, name, &value)
  return read(&value)
}

@MainActor
func booleanProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool? {
  readProperty(widget, name) { g_value_get_boolean($0) != 0 }
}

@MainActor
func stringProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String? {
  readProperty(widget, name) { g_value_get_string($0).map { String(cString: $0) } } ?? nil
}

/// Sets a boolean GObject property by name, as GtkBuilder or a binding would.
@MainActor
func setBooleanProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ on: Bool) {
  var value = GValue()
  g_value_init(&value, g_type_from_name("gboolean"))
  g_value_set_boolean(&value, on ? 1 : 0)
  g_object_set_property(gcast(widget), name, &value)
}
