/// A resolved display mode of an expanded split view (UIKit names).
///
/// Never `automatic`: ``SplitState/displayMode`` is `nil` while collapsed and one of these
/// otherwise. "One" is the list column (``ColumnStyle/listColumn``), "two" the primary and the
/// supplementary columns together; only a three-column view reaches the "two" modes.
public enum DisplayMode: String, Codable, Sendable, CaseIterable {
  /// Only the detail (secondary) pane is shown; the sidebar is hidden.
  case secondaryOnly
  /// The sidebar (primary) sits beside the detail; with three columns, the list (supplementary).
  case oneBesideSecondary
  /// The sidebar slides over the detail, which is dimmed; with three columns, the list.
  case oneOverSecondary
  /// Three columns side by side (``SplitBehavior/tile``).
  case twoBesideSecondary
  /// The primary and supplementary columns slide over a dimmed detail
  /// (``SplitBehavior/overlay``).
  case twoOverSecondary
  /// The primary and supplementary columns push the detail aside, partly off screen
  /// (``SplitBehavior/displace``).
  case twoDisplaceSecondary

  /// The columns this mode shows, for a view of `style`.
  public func visibleColumns(in style: ColumnStyle) -> Set<Column> {
    switch self {
    case .secondaryOnly: [.secondary]
    case .oneBesideSecondary, .oneOverSecondary: [style.listColumn, .secondary]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      [.primary, .supplementary, .secondary]
    }
  }
}

/// The display mode the app asks for; resolved against the width class into a ``DisplayMode``.
///
/// See ``SplitState`` for the exact resolution rules, and <doc:ThreeColumns> for the "two"
/// modes. A two-column view reads each "two" mode as its "one" counterpart
/// (`twoDisplaceSecondary` as `oneBesideSecondary`).
public enum PreferredDisplayMode: String, Codable, Sendable, CaseIterable {
  /// Beside in regular width, hidden with an overlay toggle in medium width.
  case automatic
  /// The sidebar starts hidden; the toggle shows it (beside in regular, over in medium).
  case secondaryOnly
  /// The sidebar sits beside the detail in regular and medium width; the toggle hides it.
  /// Three columns: the list beside the detail, the primary column shown by the toggle.
  case oneBesideSecondary
  /// In medium width the sidebar overlay is open by default; regular width shows it beside.
  case oneOverSecondary
  /// Three columns: all three side by side from regular width on (tiled).
  case twoBesideSecondary
  /// Three columns: the primary and the list over the detail, open by default.
  case twoOverSecondary
  /// Three columns: the primary and the list push the detail aside, open by default.
  case twoDisplaceSecondary

  /// This mode as a view of `style` reads it: a two-column view folds the "two" modes onto the
  /// "one" modes.
  func folded(for style: ColumnStyle) -> PreferredDisplayMode {
    guard style == .doubleColumn else { return self }
    switch self {
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return self
    }
  }
}
