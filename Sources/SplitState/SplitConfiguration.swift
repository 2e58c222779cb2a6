/// Width thresholds and column sizing of a split view: the app's configuration, never the user's.
///
/// A configuration always keeps its invariants: `0 <= compactThreshold < regularThreshold`,
/// `0 < minimumSidebarWidth <= maximumSidebarWidth`, `0 < sidebarFraction < 1`, the same for the
/// supplementary column's bounds and fraction, `regularThreshold < wideThreshold` in a
/// three-column view, every value finite. The initializer rejects anything else with a
/// ``SplitConfiguration/Error``.
public struct SplitConfiguration: Equatable, Sendable {
  /// Two columns (the default) or three.
  public let style: ColumnStyle
  /// Widths strictly below this are ``WidthClass/compact`` (collapsed).
  public let compactThreshold: Double
  /// Widths at or above this are ``WidthClass/regular``.
  public let regularThreshold: Double
  /// Widths at or above this are ``WidthClass/wide`` in a three-column view; a two-column view
  /// ignores it.
  public let wideThreshold: Double
  /// The sidebar's share of the width when the user has not dragged the divider.
  public let sidebarFraction: Double
  /// The narrowest the sidebar may be.
  public let minimumSidebarWidth: Double
  /// The widest the sidebar may be.
  public let maximumSidebarWidth: Double
  /// The supplementary column's share of the width when the user has not dragged its divider.
  public let supplementaryFraction: Double
  /// The narrowest the supplementary column may be.
  public let minimumSupplementaryWidth: Double
  /// The widest the supplementary column may be.
  public let maximumSupplementaryWidth: Double

  /// Why a configuration was rejected.
  public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// A value is NaN or infinite.
    case notFinite(String)
    /// `compactThreshold` is negative or not below `regularThreshold`.
    case thresholdsOutOfOrder(compact: Double, regular: Double)
    /// `minimumSidebarWidth` is not positive or exceeds `maximumSidebarWidth`.
    case sidebarBoundsOutOfOrder(minimum: Double, maximum: Double)
    /// `sidebarFraction` is not strictly between 0 and 1.
    case fractionOutOfRange(Double)
    /// A three-column view's `wideThreshold` is not above its `regularThreshold`.
    case wideThresholdOutOfOrder(regular: Double, wide: Double)
    /// `minimumSupplementaryWidth` is not positive or exceeds `maximumSupplementaryWidth`.
    case supplementaryBoundsOutOfOrder(minimum: Double, maximum: Double)
    /// `supplementaryFraction` is not strictly between 0 and 1.
    case supplementaryFractionOutOfRange(Double)

    /// What is wrong, in a sentence, for a log or an error message.
    public var description: String {
      switch self {
      case .notFinite(let name):
        "\(name) must be a finite number"
      case .thresholdsOutOfOrder(let compact, let regular):
        "the compact threshold (\(compact)) must be at least 0 and below the regular one (\(regular))"
      case .sidebarBoundsOutOfOrder(let minimum, let maximum):
        "the sidebar's minimum width (\(minimum)) must be above 0 and at most its maximum (\(maximum))"
      case .fractionOutOfRange(let fraction):
        "the sidebar fraction (\(fraction)) must lie strictly between 0 and 1"
      case .wideThresholdOutOfOrder(let regular, let wide):
        "the wide threshold (\(wide)) must be above the regular one (\(regular))"
      case .supplementaryBoundsOutOfOrder(let minimum, let maximum):
        "the supplementary column's minimum width (\(minimum)) must be above 0 and at most its maximum (\(maximum))"
      case .supplementaryFractionOutOfRange(let fraction):
        "the supplementary column's fraction (\(fraction)) must lie strictly between 0 and 1"
      }
    }
  }

  /// The defaults: two columns, compact below 600, regular from 860, the sidebar 30 % of the
  /// width within 200...400 (GNOME's own split views use the same sizes); for three columns,
  /// wide from 1200 and the supplementary column 30 % within 240...400.
  public static let standard = SplitConfiguration(
    style: .doubleColumn, compact: 600, regular: 860, wide: 1200,
    sidebar: (fraction: 0.3, minimum: 200, maximum: 400),
    supplementary: (fraction: 0.3, minimum: 240, maximum: 400))

  /// Creates a configuration, or throws when the values break its invariants.
  ///
  /// The wide threshold is checked only for a three-column view: a two-column one never
  /// reaches it, so an app that raises its regular threshold need not move it too.
  public init(
    style: ColumnStyle = .doubleColumn,
    compactThreshold: Double = 600,
    regularThreshold: Double = 860,
    wideThreshold: Double = 1200,
    sidebarFraction: Double = 0.3,
    minimumSidebarWidth: Double = 200,
    maximumSidebarWidth: Double = 400,
    supplementaryFraction: Double = 0.3,
    minimumSupplementaryWidth: Double = 240,
    maximumSupplementaryWidth: Double = 400
  ) throws(Error) {
    let named = [
      ("compactThreshold", compactThreshold), ("regularThreshold", regularThreshold),
      ("sidebarFraction", sidebarFraction), ("minimumSidebarWidth", minimumSidebarWidth),
      ("maximumSidebarWidth", maximumSidebarWidth), ("wideThreshold", wideThreshold),
      ("supplementaryFraction", supplementaryFraction),
      ("minimumSupplementaryWidth", minimumSupplementaryWidth),
      ("maximumSupplementaryWidth", maximumSupplementaryWidth),
    ]
    if let bad = named.first(where: { !$0.1.isFinite }) { throw .notFinite(bad.0) }
    guard compactThreshold >= 0, compactThreshold < regularThreshold else {
      throw .thresholdsOutOfOrder(compact: compactThreshold, regular: regularThreshold)
    }
    guard minimumSidebarWidth > 0, minimumSidebarWidth <= maximumSidebarWidth else {
      throw .sidebarBoundsOutOfOrder(minimum: minimumSidebarWidth, maximum: maximumSidebarWidth)
    }
    guard sidebarFraction > 0, sidebarFraction < 1 else {
      throw .fractionOutOfRange(sidebarFraction)
    }
    guard style == .doubleColumn || wideThreshold > regularThreshold else {
      throw .wideThresholdOutOfOrder(regular: regularThreshold, wide: wideThreshold)
    }
    guard minimumSupplementaryWidth > 0, minimumSupplementaryWidth <= maximumSupplementaryWidth
    else {
      throw .supplementaryBoundsOutOfOrder(
        minimum: minimumSupplementaryWidth, maximum: maximumSupplementaryWidth)
    }
    guard supplementaryFraction > 0, supplementaryFraction < 1 else {
      throw .supplementaryFractionOutOfRange(supplementaryFraction)
    }
    self.init(
      style: style, compact: compactThreshold, regular: regularThreshold, wide: wideThreshold,
      sidebar: (sidebarFraction, minimumSidebarWidth, maximumSidebarWidth),
      supplementary: (supplementaryFraction, minimumSupplementaryWidth, maximumSupplementaryWidth))
  }

  private init(
    style: ColumnStyle, compact: Double, regular: Double, wide: Double,
    sidebar: (fraction: Double, minimum: Double, maximum: Double),
    supplementary: (fraction: Double, minimum: Double, maximum: Double)
  ) {
    self.style = style
    compactThreshold = compact
    regularThreshold = regular
    wideThreshold = wide
    sidebarFraction = sidebar.fraction
    minimumSidebarWidth = sidebar.minimum
    maximumSidebarWidth = sidebar.maximum
    supplementaryFraction = supplementary.fraction
    minimumSupplementaryWidth = supplementary.minimum
    maximumSupplementaryWidth = supplementary.maximum
  }

  /// The width class for a width; a pure function of the width, so there is no hysteresis and
  /// nothing that could oscillate at a threshold.
  public func widthClass(for width: Double) -> WidthClass {
    if width < compactThreshold { return .compact }
    if width < regularThreshold { return .medium }
    return style == .tripleColumn && width >= wideThreshold ? .wide : .regular
  }

  /// Clamps a sidebar width into the configured bounds and below `cap` (never below the
  /// minimum); NaN becomes the minimum.
  func clampSidebar(_ width: Double, upTo cap: Double = .infinity) -> Double {
    Self.clamp(width, minimumSidebarWidth, maximumSidebarWidth, cap)
  }

  /// Clamps a supplementary column width the same way, into its own bounds.
  func clampSupplementary(_ width: Double, upTo cap: Double = .infinity) -> Double {
    Self.clamp(width, minimumSupplementaryWidth, maximumSupplementaryWidth, cap)
  }

  private static func clamp(_ width: Double, _ low: Double, _ high: Double, _ cap: Double)
    -> Double
  {
    let upper = max(low, min(high, cap))
    guard width.isFinite else { return width == .infinity ? upper : low }
    return min(max(width, low), upper)
  }
}

extension SplitConfiguration: Codable {
  enum CodingKeys: String, CodingKey {
    case style, compactThreshold, regularThreshold, wideThreshold, sidebarFraction
    case minimumSidebarWidth, maximumSidebarWidth, supplementaryFraction
    case minimumSupplementaryWidth, maximumSupplementaryWidth
  }

  /// Decodes through the checking initializer: stored data cannot smuggle in a configuration
  /// that breaks the invariants. The three-column keys may be missing (data written before
  /// they existed): they take their defaults.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let standard = Self.standard
    try self.init(
      style: c.decodeIfPresent(ColumnStyle.self, forKey: .style) ?? standard.style,
      compactThreshold: c.decode(Double.self, forKey: .compactThreshold),
      regularThreshold: c.decode(Double.self, forKey: .regularThreshold),
      wideThreshold: c.decodeIfPresent(Double.self, forKey: .wideThreshold)
        ?? standard.wideThreshold,
      sidebarFraction: c.decode(Double.self, forKey: .sidebarFraction),
      minimumSidebarWidth: c.decode(Double.self, forKey: .minimumSidebarWidth),
      maximumSidebarWidth: c.decode(Double.self, forKey: .maximumSidebarWidth),
      supplementaryFraction: c.decodeIfPresent(Double.self, forKey: .supplementaryFraction)
        ?? standard.supplementaryFraction,
      minimumSupplementaryWidth: c.decodeIfPresent(
        Double.self, forKey: .minimumSupplementaryWidth) ?? standard.minimumSupplementaryWidth,
      maximumSupplementaryWidth: c.decodeIfPresent(
        Double.self, forKey: .maximumSupplementaryWidth) ?? standard.maximumSupplementaryWidth)
  }

  /// Encodes every value under its property name.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(style, forKey: .style)
    try c.encode(compactThreshold, forKey: .compactThreshold)
    try c.encode(regularThreshold, forKey: .regularThreshold)
    try c.encode(wideThreshold, forKey: .wideThreshold)
    try c.encode(sidebarFraction, forKey: .sidebarFraction)
    try c.encode(minimumSidebarWidth, forKey: .minimumSidebarWidth)
    try c.encode(maximumSidebarWidth, forKey: .maximumSidebarWidth)
    try c.encode(supplementaryFraction, forKey: .supplementaryFraction)
    try c.encode(minimumSupplementaryWidth, forKey: .minimumSupplementaryWidth)
    try c.encode(maximumSupplementaryWidth, forKey: .maximumSupplementaryWidth)
  }
}
