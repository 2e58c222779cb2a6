/// Width thresholds and sidebar sizing of a split view: the app's configuration, never the user's.
///
/// A configuration always keeps its invariants: `0 <= compactThreshold < regularThreshold`,
/// `0 < minimumSidebarWidth <= maximumSidebarWidth`, `0 < sidebarFraction < 1`, every value
/// finite. The initializer rejects anything else with a ``SplitConfiguration/Error``.
public struct SplitConfiguration: Equatable, Sendable {
  /// Widths strictly below this are ``WidthClass/compact`` (collapsed).
  public let compactThreshold: Double
  /// Widths at or above this are ``WidthClass/regular``.
  public let regularThreshold: Double
  /// The sidebar's share of the width when the user has not dragged the divider.
  public let sidebarFraction: Double
  /// The narrowest the sidebar may be.
  public let minimumSidebarWidth: Double
  /// The widest the sidebar may be.
  public let maximumSidebarWidth: Double

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
      }
    }
  }

  /// The defaults: compact below 600, regular from 860, the sidebar 30 % of the width within
  /// 200...400 (GNOME's own split views use the same sizes).
  public static let standard = SplitConfiguration(
    checked: (compact: 600, regular: 860, fraction: 0.3, minimum: 200, maximum: 400))

  /// Creates a configuration, or throws when the values break its invariants.
  public init(
    compactThreshold: Double = 600,
    regularThreshold: Double = 860,
    sidebarFraction: Double = 0.3,
    minimumSidebarWidth: Double = 200,
    maximumSidebarWidth: Double = 400
  ) throws(Error) {
    let named = [
      ("compactThreshold", compactThreshold), ("regularThreshold", regularThreshold),
      ("sidebarFraction", sidebarFraction), ("minimumSidebarWidth", minimumSidebarWidth),
      ("maximumSidebarWidth", maximumSidebarWidth),
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
    self.init(
      checked: (
        compactThreshold, regularThreshold, sidebarFraction, minimumSidebarWidth,
        maximumSidebarWidth
      ))
  }

  private init(
    checked values: (
      compact: Double, regular: Double, fraction: Double, minimum: Double,
      maximum: Double
    )
  ) {
    compactThreshold = values.compact
    regularThreshold = values.regular
    sidebarFraction = values.fraction
    minimumSidebarWidth = values.minimum
    maximumSidebarWidth = values.maximum
  }

  /// The width class for a width; a pure function of the width, so there is no hysteresis and
  /// nothing that could oscillate at a threshold.
  public func widthClass(for width: Double) -> WidthClass {
    if width < compactThreshold { return .compact }
    return width >= regularThreshold ? .regular : .medium
  }

  /// Clamps a sidebar width into the configured bounds and below `cap` (never below the
  /// minimum); NaN becomes the minimum.
  func clampSidebar(_ width: Double, upTo cap: Double = .infinity) -> Double {
    let upper = max(minimumSidebarWidth, min(maximumSidebarWidth, cap))
    guard width.isFinite else { return width == .infinity ? upper : minimumSidebarWidth }
    return min(max(width, minimumSidebarWidth), upper)
  }
}

extension SplitConfiguration: Codable {
  enum CodingKeys: String, CodingKey {
    case compactThreshold, regularThreshold, sidebarFraction, minimumSidebarWidth
    case maximumSidebarWidth
  }

  /// Decodes through the checking initializer: stored data cannot smuggle in a configuration
  /// that breaks the invariants.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      compactThreshold: c.decode(Double.self, forKey: .compactThreshold),
      regularThreshold: c.decode(Double.self, forKey: .regularThreshold),
      sidebarFraction: c.decode(Double.self, forKey: .sidebarFraction),
      minimumSidebarWidth: c.decode(Double.self, forKey: .minimumSidebarWidth),
      maximumSidebarWidth: c.decode(Double.self, forKey: .maximumSidebarWidth))
  }

  /// Encodes the five values under their property names.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(compactThreshold, forKey: .compactThreshold)
    try c.encode(regularThreshold, forKey: .regularThreshold)
    try c.encode(sidebarFraction, forKey: .sidebarFraction)
    try c.encode(minimumSidebarWidth, forKey: .minimumSidebarWidth)
    try c.encode(maximumSidebarWidth, forKey: .maximumSidebarWidth)
  }
}
