import CGtk
import Gtk
import GtkTestSupport
import XCTest

/// Proves by counting that wrappers, widgets and signal boxes die with their window.
final class LifetimeTests: XCTestCase {
  func testDestroyedWindowFinalizesEveryWidgetAndSignalBox() throws {
    try withGtk {
      drainMainLoop()
      let boxesBefore = liveSignalHandlerCount
      let counter = FinalizationWatch()
      inOwnScope {
        let window = Window()
        let box = Box()
        let label = Label("Hello")
        let button = Button(label: "Press")
        let toggle = ToggleButton(iconName: "sidebar-show-symbolic", accessibleLabel: "Toggle")
        let paned = Box(GTK_ORIENTATION_HORIZONTAL)
        let list = DirectoryList(attributes: "standard::name")
        list.file = File(pathBytes: Array("/usr/share".utf8))
        let selection = SingleSelection(model: list)
        let factory = ListItemFactory(setup: { $0.setChild(Label()) }, bind: { _ in })
        let listView = ListView(selection: selection, factory: factory)
        for object: Object in [
          window, box, label, button, toggle, paned, list, selection, listView,
        ] {
          counter.watch(object)
        }
        button.onClicked { [weak label] in label?.text = "Pressed" }
        toggle.onToggled { [weak window] in window?.title = "Toggled" }
        selection.onSelectionChanged { [weak button] in button?.isSensitive = false }
        // Counted before the main loop runs again: an earlier test's last objects may be
        // finalized in any later iteration, taking their boxes with them.
        XCTAssertEqual(liveSignalHandlerCount, boxesBefore + 6)  // 3 here, 3 in the factory
        box.append(label)
        box.append(button)
        box.append(toggle)
        box.append(ScrolledWindow(child: listView))
        paned.append(box)
        window.setChild(paned)
        window.present()
        drainMainLoop()
        window.destroy()
      }
      drainMainLoop()
      XCTAssertEqual(counter.finalized, counter.watched, "every widget and model is finalized")
      // At most as many as before: ours are gone (an earlier test's may be too).
      XCTAssertLessThanOrEqual(
        liveSignalHandlerCount, boxesBefore, "no signal box outlives its object")
    }
  }

  /// GTK 4.8's scrolled window leaves a handler on GtkSettings behind when it dies; the
  /// binding's takes it away, so turning "always show scroll bars" on or off later reaches no
  /// freed widget (which GTK reports as a critical, and this suite treats as a failure).
  func testAScrolledWindowLeavesNothingOnTheSettingsWhenItDies() throws {
    try withGtk {
      let overlay = Settings.overlayScrolling
      let counter = FinalizationWatch()
      inOwnScope {
        let window = Window()
        let scroller = ScrolledWindow(child: Label("Scrolled"))
        counter.watch(scroller)
        window.setChild(scroller)
        window.present()
        drainMainLoop()
        window.destroy()
      }
      drainMainLoop()
      XCTAssertTrue(counter.allFinalized, "the scrolled window is gone")
      Settings.overlayScrolling = !overlay
      Settings.overlayScrolling = overlay
    }
  }

  func testDisconnectReleasesTheBoxAndTheHandlerNeverRunsAgain() throws {
    try withGtk {
      let boxesBefore = liveSignalHandlerCount
      let toggle = ToggleButton(iconName: "go-previous-symbolic", accessibleLabel: "T")
      var calls = 0
      let connection = toggle.onToggled { calls += 1 }
      XCTAssertEqual(liveSignalHandlerCount, boxesBefore + 1)
      toggle.isActive = true
      XCTAssertEqual(calls, 1)
      XCTAssertTrue(connection.isConnected)
      connection.disconnect()
      XCTAssertFalse(connection.isConnected)
      XCTAssertEqual(liveSignalHandlerCount, boxesBefore, "disconnecting releases the box")
      toggle.isActive = false
      XCTAssertEqual(calls, 1, "a disconnected handler never runs")
      connection.disconnect()  // twice is harmless
    }
  }

  func testBoxIsReleasedWhenItsObjectDiesAndLateDisconnectIsHarmless() throws {
    try withGtk {
      let boxesBefore = liveSignalHandlerCount
      let counter = FinalizationWatch()
      var connection: SignalConnection?
      inOwnScope {
        let label = Label("Short-lived")
        counter.watch(label)
        connection = label.onNotify("label") {}
        XCTAssertEqual(liveSignalHandlerCount, boxesBefore + 1)
      }
      XCTAssertEqual(counter.finalized, 1)
      XCTAssertEqual(liveSignalHandlerCount, boxesBefore)
      XCTAssertEqual(connection?.isConnected, false)
      connection?.disconnect()
    }
  }

  func testBorrowedWrapperDoesNotStealAReference() throws {
    try withGtk {
      let box = Box()
      let label = Label("Child")
      box.append(label)
      let before = label.referenceCount
      inOwnScope {
        let borrowed = Label(borrowing: label.widget)
        XCTAssertEqual(borrowed.referenceCount, before + 1)
      }
      XCTAssertEqual(label.referenceCount, before, "a borrow gives back exactly what it took")
    }
  }
}
