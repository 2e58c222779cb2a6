import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

/// A real window with a split view in it, resized the way a window manager would.
@MainActor
final class SplitViewHarness {

  let window = Window()
  let sidebarButton = Button(label: "Sidebar item")
  let detailButton = Button(label: "Detail item")
  /// In the primary column of a three-column view.
  let primaryButton = Button(label: "Primary item")
  let split: SplitView<String>

  init(
    width: Int32, preferences: SplitPreferences = .init(),
    configuration: SplitConfiguration = .standard
  ) {
    let sidebar = Box()
    sidebar.append(sidebarButton)
    let detail = Box()
    detail.append(detailButton)
    let primary = Box()
    primary.append(primaryButton)
    split = SplitView(
      primary: primary, sidebar: sidebar, content: detail, configuration: configuration,
      preferences: preferences)
    window.setChild(split.widget)
    window.setDefaultSize(width: width, height: 500)
    window.present()
    _ = MainLoop.run(until: { [split] in split.widget.width > 0 })
    // The window's own frame (client-side decoration) takes a few pixels of its width.
    frame = max(0, width - split.widget.width)
    resize(to: width)
  }

  private var frame: Int32 = 0

  /// Resizes the window so the split view gets `width`, and waits until it has laid itself
  /// out for it.
  func resize(to width: Int32) {
    window.setDefaultSize(width: width + frame, height: 500)
    settle(width: width)
  }

  func settle(width: Int32) {
    let reached = MainLoop.run(
      until: { [self] in
        split.widget.width == width && split.state.width == Double(width)
      }, timeout: 5)
    XCTAssertTrue(reached, "split view reached \(width) px (is \(split.widget.width))")
    drainMainLoop()
  }

  /// The panes a person sees: mapped, with a non-zero size, and drawn inside the window.
  var panesOnScreen: Set<Pane> {
    var panes: Set<Pane> = []
    if isOnScreen(sidebarButton) { panes.insert(.primary) }
    if isOnScreen(detailButton) { panes.insert(.secondary) }
    return panes
  }

  /// The columns a person sees, by the test button each holds.
  var columnsOnScreen: Set<Column> {
    var columns: Set<Column> = []
    if isOnScreen(primaryButton) { columns.insert(.primary) }
    if isOnScreen(sidebarButton) { columns.insert(split.state.configuration.style.listColumn) }
    if isOnScreen(detailButton) { columns.insert(.secondary) }
    return columns
  }

  /// Waits until the columns on screen are `columns`.
  func waitForColumns(_ columns: Set<Column>, _ message: String, line: UInt = #line) {
    let reached = MainLoop.run(until: { [self] in columnsOnScreen == columns })
    XCTAssertTrue(
      reached, "\(message): columns \(columnsOnScreen), expected \(columns)", line: line)
  }

  func isOnScreen(_ widget: Widget) -> Bool {
    guard widget.isMapped, widget.width > 0, let origin = widget.origin(in: window) else {
      return false
    }
    return origin.x + Double(widget.width) > 0 && origin.x < Double(window.width)
  }

  /// Waits until the panes on screen are `panes` (slide animations take a few frames).
  func waitForPanes(_ panes: Set<Pane>, _ message: String, line: UInt = #line) {
    let reached = MainLoop.run(until: { [self] in panesOnScreen == panes })
    XCTAssertTrue(reached, "\(message): panes \(panesOnScreen), expected \(panes)", line: line)
  }

  /// Lets GTK lay out and paint one frame.
  func pumpOneFrame() {
    XCTAssertTrue(paintFrames(window), "a frame was painted")
  }

  /// Which of the two test buttons has the keyboard focus.
  var focusedButton: String? {
    guard let focus = window.focusWidget else { return nil }
    if focus == sidebarButton.widget { return "sidebar" }
    if focus == detailButton.widget { return "detail" }
    let type = String(cString: g_type_name_from_instance(gcast(focus)))
    let label = gtk_widget_get_tooltip_text(focus).map { String(cString: $0) } ?? ""
    return "other: \(type) \(label)"
  }

  /// Every GtkToggleButton in the window: the split view must own exactly one.
  var toggleButtons: [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var pending: [UnsafeMutablePointer<GtkWidget>] = [window.widget]
    while let current = pending.popLast() {
      if g_type_check_instance_is_a(
        UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self),
        gtk_toggle_button_get_type()) != 0
      {
        found.append(current)
      }
      var child = gtk_widget_get_first_child(current)
      while let next = child {
        pending.append(next)
        child = gtk_widget_get_next_sibling(next)
      }
    }
    return found
  }

  /// Flips the sidebar toggle as a click does (a click ends in "toggled"), without GtkButton's
  /// quarter-second pressed animation; real clicks and F9 are covered end to end.
  func activateToggle() {
    guard let toggle = toggleButtons.first else { return XCTFail("no sidebar toggle") }
    let before = split.state.isSidebarToggleActive
    let button: UnsafeMutablePointer<GtkToggleButton> = gcast(toggle)
    gtk_toggle_button_set_active(button, gtk_toggle_button_get_active(button) == 0 ? 1 : 0)
    XCTAssertNotEqual(split.state.isSidebarToggleActive, before, "the toggle changed the model")
  }

  func destroy() {
    window.destroy()
    drainMainLoop()
  }
}
