/// Everything that can happen to a split view; fed to ``SplitState/applying(_:policy:)``.
public enum SplitEvent<Item: Hashable & Sendable>: Equatable, Sendable {
  /// The split view's own allocated width changed (logical pixels).
  case widthChanged(Double)
  /// The selection moved (arrow keys, a click in expanded mode); never pushes the detail.
  case select(Item?)
  /// A row was activated (Enter, click): selects it and, when collapsed, pushes the detail.
  case activate(Item)
  /// Back, in this order: closes an open overlay (expanded), pops the detail page (collapsed),
  /// then pops one level; at the root list it does nothing.
  case back
  /// The sidebar toggle (UIKit's display-mode button) was pressed; ignored when collapsed.
  case toggleSidebar
  /// Escape or a click on the dimmed detail while the overlay is open.
  case dismissOverlay
  /// The app changed its preferred display mode.
  case setPreferredDisplayMode(PreferredDisplayMode)
  /// The app changed its preferred split behaviour.
  case setPreferredSplitBehavior(PreferredSplitBehavior)
  /// The user dragged the divider; the width is stored clamped to the configured bounds.
  case sidebarDragged(to: Double)
  /// The user dragged the supplementary column's divider; stored clamped to its bounds.
  case supplementaryDragged(to: Double)
  /// The selected item no longer exists.
  case selectedItemRemoved
  /// Enters an item of the current level (a folder): it becomes the level's selection and a new
  /// level, with nothing selected, is pushed onto the list column's stack.
  case push(Item)
  /// Leaves the current level, whatever page is on top; the item it was entered through is
  /// selected and focused. Nothing at the root.
  case pop
  /// Pops down to the level at `depth` (0 is the root), selecting the item entered from it;
  /// nothing unless `depth` is above the current level.
  case popTo(depth: Int)
  /// Replaces the whole stack (restoring a session, going above the root): the list of the
  /// last level is shown with `selection` selected.
  case setPath([Item], selection: Item?)

  /// Whether this event only rearranges the layout; such events never change a level's
  /// selection or the path. ``back`` counts: when it pops a level it removes that level, and
  /// the level it returns to was already selecting the item it had entered.
  public var isLayoutEvent: Bool {
    switch self {
    case .select, .activate, .selectedItemRemoved, .push, .pop, .popTo, .setPath: false
    default: true
    }
  }
}
