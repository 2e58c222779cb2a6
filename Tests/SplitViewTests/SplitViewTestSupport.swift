import CGtk
import Gtk
import SplitState
import SplitView
import XCTest

/// A real window with a split view in it, resized the way a window manager would.
@MainActor
final class SplitViewHarness {
  static let started: Bool = gtk_init_check() != 0

  let window = Window()
  let sidebarButton = Button(label: "Sidebar item")
  let detailButton = Button(label: "Detail item")
  let split: SplitView<String>

  init(width: Int32, state: SplitState<String> = .init()) {
    let sidebar = Box()
    sidebar.append(sidebarButton)
    let detail = Box()
    detail.append(detailButton)
    split = SplitView(sidebar: sidebar, detail: detail, state: state)
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
          && !split.isSwitchingLayout
      }, timeout: 5)
    XCTAssertTrue(reached, "split view reached \(width) px (is \(split.widget.width))")
    while MainLoop.iterate() {}
  }

  /// The panes a person sees: mapped, with a non-zero size, and drawn inside the window.
  var panesOnScreen: Set<Pane> {
    var panes: Set<Pane> = []
    if isOnScreen(sidebarButton) { panes.insert(.primary) }
    if isOnScreen(detailButton) { panes.insert(.secondary) }
    return panes
  }

  private func isOnScreen(_ widget: Widget) -> Bool {
    guard widget.isMapped, widget.width > 0, let origin = widget.origin(in: window) else {
      return false
    }
    return origin.x + Double(widget.width) > 0 && origin.x < Double(window.width)
  }

  func destroy() {
    window.destroy()
    while MainLoop.iterate() {}
  }
}
