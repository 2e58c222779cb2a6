/// SwiftUI's `NavigationSplitViewVisibility`, for apps written against `NavigationSplitView`;
/// it maps onto a ``PreferredDisplayMode`` and back.
public enum ColumnVisibility: String, Codable, Sendable, CaseIterable {
  /// The width decides (``PreferredDisplayMode/automatic``).
  case automatic
  /// Every column: ``PreferredDisplayMode/twoBesideSecondary`` with three columns,
  /// ``PreferredDisplayMode/oneBesideSecondary`` with two.
  case all
  /// The list and the detail (``PreferredDisplayMode/oneBesideSecondary``).
  case doubleColumn
  /// The detail alone (``PreferredDisplayMode/secondaryOnly``).
  case detailOnly

  /// The preferred display mode this visibility asks for in a view of `style`.
  public func preferredDisplayMode(in style: ColumnStyle) -> PreferredDisplayMode {
    switch self {
    case .automatic: .automatic
    case .all: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    case .doubleColumn: .oneBesideSecondary
    case .detailOnly: .secondaryOnly
    }
  }

  /// What an expanded view's display mode shows, in SwiftUI's words (a collapsed view has no
  /// column visibility: it shows one page, ``SplitState/topColumn``).
  public init(_ mode: DisplayMode, in style: ColumnStyle) {
    switch mode {
    case .secondaryOnly: self = .detailOnly
    case .oneBesideSecondary, .oneOverSecondary:
      self = style == .tripleColumn ? .doubleColumn : .all
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: self = .all
    }
  }
}
