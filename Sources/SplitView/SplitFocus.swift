import CGtk
import Gtk
import SplitState

/// The widget that had the keyboard focus before a layout change, kept alive while it moves.
@MainActor
struct FocusMemory {
  let widget: Widget?

  init(in bin: AdaptiveBin) {
    guard let root = gtk_widget_get_root(bin.widget), let focus = gtk_root_get_focus(root) else {
      widget = nil
      return
    }
    widget = Widget(borrowing: focus)
  }
}

extension SplitView {
  /// SPEC §3: the focused widget keeps focus if it stays on screen; otherwise, or when a
  /// navigation (push, pop, overlay) moved the model's focus to the other pane, the pane the
  /// model names gets it — its first focusable widget, or the selected row for the list.
  func restoreFocus(
    _ memory: FocusMemory, previous: SplitState<Item>?, arrangementChanged: Bool
  ) {
    guard let previous, gtk_widget_get_root(bin.widget) != nil else { return }
    let visible = state.visiblePanes
    let current = memory.widget.flatMap(pane(containing:))
    // A resize never moves the focus by itself; only navigation does.
    let navigated =
      previous.widthClass == state.widthClass && previous.focusedPane != state.focusedPane
      && previous.visiblePanes != visible
    if let widget = memory.widget, let pane = current, visible.contains(pane) {
      if !navigated || pane == state.focusedPane {
        if arrangementChanged || !widget.hasFocus { widget.grabFocus() }
        return
      }
    }
    focus(state.focusedPane)
  }

  /// Moves the keyboard focus into `pane`.
  public func focus(_ pane: Pane) {
    switch pane {
    case .primary:
      if let focusSidebar { focusSidebar() } else { sidebarPage.focusFirstChild() }
    case .secondary:
      if let focusDetail {
        focusDetail()
      } else if !detailContent.focusFirstChild() {
        detailPage.focusFirstChild()
      }
    }
  }

  /// The pane a widget lives in, if any.
  func pane(containing widget: Widget) -> Pane? {
    if widget.widget == sidebarPage.widget
      || gtk_widget_is_ancestor(widget.widget, sidebarPage.widget) != 0
    {
      return .primary
    }
    if widget.widget == detailPage.widget
      || gtk_widget_is_ancestor(widget.widget, detailPage.widget) != 0
    {
      return .secondary
    }
    return nil
  }

  /// F6: the focus goes to the other pane when both are on screen.
  func focusOtherPane() -> Bool {
    guard state.visiblePanes.count == 2 else { return false }
    let current = FocusMemory(in: bin).widget.flatMap(pane(containing:))
    focus(current == .primary ? .secondary : .primary)
    return true
  }
}
