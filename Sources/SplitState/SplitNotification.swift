/// A change a transition reports, in the order a delegate would receive it.
public enum SplitNotification: Equatable, Sendable {
  /// The resolved display mode is about to change (`nil` means collapsed).
  case willChangeDisplayMode(from: DisplayMode?, to: DisplayMode?)
  /// The resolved display mode changed (`nil` means collapsed).
  case didChangeDisplayMode(from: DisplayMode?, to: DisplayMode?)
  /// The view collapsed into a stack of pages.
  case didCollapse
  /// The view expanded into columns.
  case didExpand
}
