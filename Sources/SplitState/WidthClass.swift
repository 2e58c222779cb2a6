/// The size class of the split view, computed from its own allocated width.
///
/// Analogue of UIKit's horizontal size class, with a third step: `medium` is where the
/// sidebar no longer fits beside the detail comfortably but the view is not yet collapsed.
public enum WidthClass: String, Codable, Sendable, CaseIterable {
  /// Narrower than ``SplitConfiguration/compactThreshold``: collapsed into a stack of pages.
  case compact
  /// Between the thresholds: expanded; the sidebar overlays the detail when shown (automatic mode).
  case medium
  /// At least ``SplitConfiguration/regularThreshold``: expanded; the sidebar sits beside the detail.
  case regular
}
