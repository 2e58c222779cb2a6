extension SplitState: Codable where Item: Codable {
  enum CodingKeys: String, CodingKey {
    case configuration, width, widthClass, selection, path, preferredDisplayMode
    case preferredSplitBehavior, isSidebarHiddenByUser, isOverlayOpen, topPage
    case userSidebarWidth, userSupplementaryWidth, focusedPane, focusedColumn
  }

  /// Decodes a stored state and repairs anything that would break an invariant, since stored
  /// data may be stale or hand-edited: the width class is recomputed, the overlay and a detail
  /// without a selection are dropped, the dragged widths are re-clamped. Keys added with the
  /// navigation stack and three columns may be missing: they take their defaults.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let configuration = try c.decode(SplitConfiguration.self, forKey: .configuration)
    let preferred = try c.decode(PreferredDisplayMode.self, forKey: .preferredDisplayMode)
    let behavior =
      try c.decodeIfPresent(PreferredSplitBehavior.self, forKey: .preferredSplitBehavior)
      ?? .automatic
    self.init(
      configuration: configuration, preferredDisplayMode: preferred,
      preferredSplitBehavior: behavior)
    width = try c.decodeIfPresent(Double.self, forKey: .width).flatMap { $0.isFinite ? $0 : nil }
    widthClass = width.map(configuration.widthClass(for:)) ?? .compact
    selection = try c.decodeIfPresent(Item.self, forKey: .selection)
    path = try c.decodeIfPresent([Item].self, forKey: .path) ?? []
    isSidebarHiddenByUser = try c.decode(Bool.self, forKey: .isSidebarHiddenByUser)
    let overlay = try c.decode(Bool.self, forKey: .isOverlayOpen)
    // A medium view with nothing selected shows the list unless the user hid it.
    let listNeeded = selection == nil && !isSidebarHiddenByUser && !listIsFixed
    isOverlayOpen = (overlay || listNeeded) && !isCollapsed && !usesBesideStyle
    let page = try c.decode(Pane.self, forKey: .topPage)
    topPage = selection == nil ? .primary : page
    userSidebarWidth = try c.decodeIfPresent(Double.self, forKey: .userSidebarWidth)
      .flatMap { $0.isFinite ? configuration.clampSidebar($0) : nil }
    userSupplementaryWidth = try c.decodeIfPresent(Double.self, forKey: .userSupplementaryWidth)
      .flatMap { $0.isFinite ? configuration.clampSupplementary($0) : nil }
    if let column = try c.decodeIfPresent(Column.self, forKey: .focusedColumn) {
      focusedColumn = column
    } else {
      focusedPane = try c.decode(Pane.self, forKey: .focusedPane)
    }
    keepFocusVisible()
  }

  /// Encodes every stored property, so a round trip is the identity for any reachable state;
  /// `focusedPane` too, for readers that predate `focusedColumn`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(configuration, forKey: .configuration)
    try c.encodeIfPresent(width, forKey: .width)
    try c.encode(widthClass, forKey: .widthClass)
    try c.encodeIfPresent(selection, forKey: .selection)
    try c.encode(path, forKey: .path)
    try c.encode(preferredDisplayMode, forKey: .preferredDisplayMode)
    try c.encode(preferredSplitBehavior, forKey: .preferredSplitBehavior)
    try c.encode(isSidebarHiddenByUser, forKey: .isSidebarHiddenByUser)
    try c.encode(isOverlayOpen, forKey: .isOverlayOpen)
    try c.encode(topPage, forKey: .topPage)
    try c.encodeIfPresent(userSidebarWidth, forKey: .userSidebarWidth)
    try c.encodeIfPresent(userSupplementaryWidth, forKey: .userSupplementaryWidth)
    try c.encode(focusedPane, forKey: .focusedPane)
    try c.encode(focusedColumn, forKey: .focusedColumn)
  }
}
