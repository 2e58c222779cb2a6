/// Everything that can happen to a split view; fed to ``SplitState/applying(_:policy:)``.
public enum SplitEvent<Item: Hashable & Codable & Sendable>: Equatable, Sendable {
  /// The split view's own allocated width changed (logical pixels).
  case widthChanged(Double)
  /// The selection moved (arrow keys, a click in expanded mode); never pushes the detail.
  case select(Item?)
  /// A row was activated (Enter, click): selects it and, when collapsed, pushes the detail.
  case activate(Item)
  /// Pops the detail when collapsed; closes the overlay when open; otherwise nothing.
  case back
  /// The sidebar toggle (UIKit's display-mode button) was pressed; ignored when collapsed.
  case toggleSidebar
  /// Escape or a click on the dimmed detail while the overlay is open.
  case dismissOverlay
  /// The app changed its preferred display mode.
  case setPreferredDisplayMode(PreferredDisplayMode)
  /// The user dragged the divider; the width is stored clamped to the configured bounds.
  case sidebarDragged(to: Double)
  /// The selected item no longer exists.
  case selectedItemRemoved

  /// Whether this event only rearranges the layout; such events never change the selection.
  public var isLayoutEvent: Bool {
    switch self {
    case .select, .activate, .selectedItemRemoved: false
    default: true
    }
  }
}
