/// How a shown sidebar shares the width with the detail (UIKit's
/// `UISplitViewController.SplitBehavior`); ``SplitState/splitBehavior`` reports the one in force.
public enum SplitBehavior: String, Codable, Sendable, CaseIterable {
  /// Side by side: the detail narrows. The user's choice to hide the sidebar is sticky.
  case tile
  /// The sidebar slides over a dimmed detail; transient, like a popover.
  case overlay
  /// The sidebar pushes the detail aside without narrowing it; transient, like an overlay.
  case displace
}

/// The split behaviour the app asks for; `automatic` picks one per width class (see
/// ``SplitState/splitBehavior``).
public enum PreferredSplitBehavior: String, Codable, Sendable, CaseIterable {
  /// Overlay in medium width, tile in regular width (two columns); overlay in medium, displace
  /// in regular and tile in wide width (three columns). The preferred display mode may steer it.
  case automatic
  /// Always ``SplitBehavior/tile``.
  case tile
  /// Always ``SplitBehavior/overlay``.
  case overlay
  /// Always ``SplitBehavior/displace``.
  case displace

  /// The behaviour asked for, or `nil` for `automatic`.
  public var behavior: SplitBehavior? {
    switch self {
    case .automatic: nil
    case .tile: .tile
    case .overlay: .overlay
    case .displace: .displace
    }
  }
}
