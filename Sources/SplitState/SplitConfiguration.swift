/// Width thresholds and sidebar sizing of a split view.
public struct SplitConfiguration: Equatable, Codable, Sendable {
  /// Widths strictly below this are ``WidthClass/compact`` (collapsed).
  public var compactThreshold: Double
  /// Widths at or above this are ``WidthClass/regular``.
  public var regularThreshold: Double
  /// The sidebar's share of the width when the user has not dragged the divider.
  public var sidebarFraction: Double
  /// The narrowest the sidebar may be.
  public var minimumSidebarWidth: Double
  /// The widest the sidebar may be.
  public var maximumSidebarWidth: Double

  /// Creates a configuration; the defaults are those of the Sheaf spec (600 / 860, 30 % in 200...400).
  public init(
    compactThreshold: Double = 600,
    regularThreshold: Double = 860,
    sidebarFraction: Double = 0.3,
    minimumSidebarWidth: Double = 200,
    maximumSidebarWidth: Double = 400
  ) {
    self.compactThreshold = compactThreshold
    self.regularThreshold = regularThreshold
    self.sidebarFraction = sidebarFraction
    self.minimumSidebarWidth = minimumSidebarWidth
    self.maximumSidebarWidth = maximumSidebarWidth
  }

  /// The width class for a width; a pure function of the width, so there is no hysteresis and
  /// nothing that could oscillate at a threshold.
  public func widthClass(for width: Double) -> WidthClass {
    if width < compactThreshold { return .compact }
    return width >= regularThreshold ? .regular : .medium
  }

  /// Clamps a sidebar width into the configured bounds, tolerating `minimum > maximum`
  /// (the minimum wins) so a bad configuration cannot produce an out-of-range width.
  func clampSidebar(_ width: Double, upTo cap: Double = .infinity) -> Double {
    let upper = max(minimumSidebarWidth, min(maximumSidebarWidth, cap))
    // NaN would slip through min/max unchanged.
    guard width.isFinite else { return minimumSidebarWidth }
    return min(max(width, minimumSidebarWidth), upper)
  }
}
