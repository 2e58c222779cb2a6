/// The size class of the split view, computed from its own allocated width.
///
/// Analogue of UIKit's horizontal size class, with more steps: `medium` is where the
/// sidebar no longer fits beside the detail comfortably but the view is not yet collapsed, and
/// `wide` (three columns only) is where all three columns fit side by side.
public enum WidthClass: String, Codable, Sendable, CaseIterable {
  /// Narrower than ``SplitConfiguration/compactThreshold``: collapsed into a stack of pages.
  case compact
  /// Between the thresholds: expanded; the sidebar overlays the detail when shown (automatic mode).
  case medium
  /// At least ``SplitConfiguration/regularThreshold``: expanded; the sidebar sits beside the detail.
  case regular
  /// At least ``SplitConfiguration/wideThreshold`` in a three-column view: all three columns
  /// side by side. A two-column view never reports it.
  case wide
}
