/// A resolved display mode of an expanded split view (UIKit names).
///
/// Never `automatic`: ``SplitState/displayMode`` is `nil` while collapsed and one of these otherwise.
public enum DisplayMode: String, Codable, Sendable, CaseIterable {
  /// Only the detail (secondary) pane is shown; the sidebar is hidden.
  case secondaryOnly
  /// The sidebar (primary) sits beside the detail.
  case oneBesideSecondary
  /// The sidebar slides over the detail, which is dimmed (medium width only).
  case oneOverSecondary
}

/// The display mode the app asks for; resolved against the width class into a ``DisplayMode``.
///
/// See ``SplitState`` for the exact resolution rules.
public enum PreferredDisplayMode: String, Codable, Sendable, CaseIterable {
  /// Beside in regular width, hidden with an overlay toggle in medium width.
  case automatic
  /// The sidebar starts hidden; the toggle shows it (beside in regular, over in medium).
  case secondaryOnly
  /// The sidebar sits beside the detail in regular and medium width; the toggle hides it.
  case oneBesideSecondary
  /// In medium width the sidebar overlay is open by default; regular width shows it beside.
  case oneOverSecondary
}
