import CGtk
import Gtk
import SplitState

/// The widget that had the keyboard focus before a layout change.
@MainActor
struct FocusMemory {
  let widget: Widget?

  init(in view: UnsafeMutablePointer<GtkWidget>?) {
    guard let view, let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root)
    else {
      widget = nil
      return
    }
    widget = Widget(borrowing: focus)
  }
}

extension SplitView {
  /// The focused widget keeps the focus if it stays on screen; otherwise, or when a navigation
  /// (push, pop, the overlay) moved the model's focus to the other pane, the pane the model
  /// names gets it. In a window not on screen yet nothing moves: whoever shows the window puts
  /// the focus in place once it is mapped (see `focus(_:)`).
  func restoreFocus(_ memory: FocusMemory, previous: SplitState<Item>) {
    guard let instance, Widget(borrowing: instance).isInMappedWindow else { return }
    let visible = state.visiblePanes
    let current = memory.widget.flatMap(pane(containing:))
    // A resize never moves the focus by itself; only navigation does.
    let navigated =
      previous.widthClass == state.widthClass && previous.focusedPane != state.focusedPane
      && previous.visiblePanes != visible
    if let widget = memory.widget, let pane = current, visible.contains(pane) {
      if !navigated || pane == state.focusedPane {
        if !widget.hasFocus { widget.grabFocus() }
        return
      }
    }
    focus(state.focusedPane)
  }

  /// Moves the keyboard focus into `pane`: where the delegate puts it, or else the pane's first
  /// focusable widget.
  ///
  /// Call it once the window is mapped (right after `present`, before its first frame is
  /// drawn): see `Widget.isInMappedWindow` for what moving the focus earlier does to screen
  /// readers.
  public func focus(_ pane: Pane) {
    if delegate?.splitView(self, moveFocusTo: pane) == true { return }
    switch pane {
    case .primary:
      if !sidebar.focusFirstChild() { sidebarPage.focusFirstChild() }
    case .secondary:
      if !content.focusFirstChild() { contentPage.focusFirstChild() }
    }
  }

  /// The pane a widget lives in, if any.
  func pane(containing widget: Widget) -> Pane? {
    for (pane, page) in [(Pane.primary, sidebarPage), (.secondary, contentPage)] {
      if widget.widget == page.widget || gtk_widget_is_ancestor(widget.widget, page.widget) != 0 {
        return pane
      }
    }
    return nil
  }

  /// F6: the focus goes to the other pane when both are on screen.
  func focusOtherPane() -> Bool {
    guard state.visiblePanes.count == 2 else { return false }
    let current = FocusMemory(in: instance).widget.flatMap(pane(containing:))
    focus(current == .primary ? .secondary : .primary)
    return true
  }
}
