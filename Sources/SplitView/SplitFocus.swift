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
  /// (push, pop, the overlay) moved the model's focus to another column, the column the model
  /// names gets it. In a window not on screen yet nothing moves: whoever shows the window puts
  /// the focus in place once it is mapped (see `focus(_:)`).
  func restoreFocus(_ memory: FocusMemory, previous: SplitState<Item>) {
    guard let instance, Widget(borrowing: instance).isInMappedWindow else { return }
    let visible = state.visibleColumns
    let current = memory.widget.flatMap(column(containing:))
    // A resize never moves the focus by itself; only navigation does: a change of the focused
    // column that came with a change of what is on screen, or a level entered or left.
    let sameClass = previous.widthClass == state.widthClass
    let navigated =
      sameClass
      && ((previous.focusedColumn != state.focusedColumn
        && previous.visibleColumns != visible) || previous.path != state.path)
    if let widget = memory.widget, let column = current, visible.contains(column) {
      if !navigated || (column == state.focusedColumn && previous.path == state.path) {
        if !widget.hasFocus { widget.grabFocus() }
        return
      }
    }
    focus(column: state.focusedColumn)
  }

  /// Moves the keyboard focus into `pane`: where the delegate puts it, or else the pane's first
  /// focusable widget.
  ///
  /// Call it once the window is mapped (right after `present`, before its first frame is
  /// drawn): see `Widget.isInMappedWindow` for what moving the focus earlier does to screen
  /// readers.
  public func focus(_ pane: Pane) {
    focus(column: pane == .secondary ? .secondary : state.configuration.style.listColumn)
  }

  /// Moves the keyboard focus into `column`, where the delegate puts it, or else to the
  /// column's first focusable widget; the list's focus goes to the current level.
  public func focus(column: Column) {
    let listColumn = state.configuration.style.listColumn
    if delegate?.splitView(self, moveFocusToColumn: column) == true { return }
    switch column {
    case .secondary:
      if !content.focusFirstChild() { contentPage.focusFirstChild() }
    case listColumn:
      if !levels.current.focusFirstChild() { sidebarPage.focusFirstChild() }
    default:
      if primary?.focusFirstChild() != true { primaryPage.focusFirstChild() }
    }
  }

  /// The column a widget lives in, if any.
  func column(containing widget: Widget) -> Column? {
    var pages = [
      (state.configuration.style.listColumn, sidebarPage), (Column.secondary, contentPage),
    ]
    if primary != nil { pages.append((.primary, primaryPage)) }
    for (column, page) in pages {
      if widget.widget == page.widget || gtk_widget_is_ancestor(widget.widget, page.widget) != 0 {
        return column
      }
    }
    return nil
  }

  /// The pane a widget lives in, if any (the list, whatever its column, or the detail).
  func pane(containing widget: Widget) -> Pane? {
    column(containing: widget).map { $0 == .secondary ? .secondary : .primary }
  }

  /// F6: the focus goes to the next column on screen, from the start edge to the content and
  /// round again; nothing when only one is on screen.
  func focusNextColumn() -> Bool { focusColumn(step: 1) }

  /// Shift+F6: the focus goes to the previous column on screen, round again from the start.
  func focusPreviousColumn() -> Bool { focusColumn(step: -1) }

  private func focusColumn(step: Int) -> Bool {
    let order = Column.allCases.filter(state.visibleColumns.contains)
    guard order.count > 1 else { return false }
    let current = FocusMemory(in: instance).widget.flatMap(column(containing:))
    let index = current.flatMap { order.firstIndex(of: $0) }.map { $0 + step } ?? 0
    focus(column: order[(index + order.count) % order.count])
    return true
  }
}
