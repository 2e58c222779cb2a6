extension SplitState: Codable {
  enum CodingKeys: String, CodingKey {
    case configuration, width, widthClass, selection, preferredDisplayMode
    case isSidebarHiddenByUser, isOverlayOpen, topPage, userSidebarWidth, focusedPane
  }

  /// Decodes a stored state and repairs anything that would break an invariant, since stored
  /// data may be stale or hand-edited: the width class is recomputed, the overlay and a detail
  /// without a selection are dropped, the dragged width is re-clamped.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let configuration = try c.decode(SplitConfiguration.self, forKey: .configuration)
    let preferred = try c.decode(PreferredDisplayMode.self, forKey: .preferredDisplayMode)
    self.init(configuration: configuration, preferredDisplayMode: preferred)
    width = try c.decodeIfPresent(Double.self, forKey: .width).flatMap { $0.isFinite ? $0 : nil }
    widthClass = width.map(configuration.widthClass(for:)) ?? .compact
    selection = try c.decodeIfPresent(Item.self, forKey: .selection)
    isSidebarHiddenByUser = try c.decode(Bool.self, forKey: .isSidebarHiddenByUser)
    let overlay = try c.decode(Bool.self, forKey: .isOverlayOpen)
    // A medium view with nothing selected shows the list unless the user hid it.
    let listNeeded = selection == nil && !isSidebarHiddenByUser
    isOverlayOpen = (overlay || listNeeded) && widthClass == .medium && !usesBesideStyle
    let page = try c.decode(Pane.self, forKey: .topPage)
    topPage = selection == nil ? .primary : page
    userSidebarWidth = try c.decodeIfPresent(Double.self, forKey: .userSidebarWidth)
      .flatMap { $0.isFinite ? configuration.clampSidebar($0) : nil }
    focusedPane = try c.decode(Pane.self, forKey: .focusedPane)
    keepFocusVisible()
  }

  /// Encodes every stored property, so a round trip is the identity for any reachable state.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(configuration, forKey: .configuration)
    try c.encodeIfPresent(width, forKey: .width)
    try c.encode(widthClass, forKey: .widthClass)
    try c.encodeIfPresent(selection, forKey: .selection)
    try c.encode(preferredDisplayMode, forKey: .preferredDisplayMode)
    try c.encode(isSidebarHiddenByUser, forKey: .isSidebarHiddenByUser)
    try c.encode(isOverlayOpen, forKey: .isOverlayOpen)
    try c.encode(topPage, forKey: .topPage)
    try c.encodeIfPresent(userSidebarWidth, forKey: .userSidebarWidth)
    try c.encode(focusedPane, forKey: .focusedPane)
  }
}
