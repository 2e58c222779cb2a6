extension SplitState {
  /// Collapsed into a stack of pages; true iff the width class is compact.
  public var isCollapsed: Bool { widthClass == .compact }

  /// The resolved display mode; `nil` when collapsed, never "automatic".
  public var displayMode: DisplayMode? {
    guard let behavior = splitBehavior else { return nil }
    let shown = behavior == .tile ? !isSidebarHiddenByUser : isOverlayOpen
    return shown ? shownMode(behavior) : hiddenMode
  }

  /// What is on screen: the top page when collapsed, otherwise the panes of ``displayMode``
  /// (with three columns, ``Pane/primary`` stands for the list and whatever leads to it).
  public var visiblePanes: Set<Pane> {
    Set(visibleColumns.map { $0 == .secondary ? Pane.secondary : .primary })
  }

  /// The columns on screen: the top page's column when collapsed, otherwise those of
  /// ``displayMode``.
  public var visibleColumns: Set<Column> {
    guard let mode = displayMode else { return [topColumn] }
    return mode.visibleColumns(in: configuration.style)
  }

  /// Whether the sidebar toggle (UIKit's display-mode button) is shown: iff expanded.
  public var showsSidebarToggle: Bool { !isCollapsed }

  /// The toggle's pressed state: expanded and the sidebar visible.
  public var isSidebarToggleActive: Bool { !isCollapsed && visibleColumns.contains(sidebarColumn) }

  /// Whether the one Back button of a collapsed view shows: on any page but the root list.
  public var showsBackButton: Bool { isCollapsed && (topPage == .secondary || !path.isEmpty) }

  /// Whether the list column's header shows Back (expanded, below the root level).
  public var showsListBackButton: Bool { !isCollapsed && !path.isEmpty }

  /// Whether the visible detail shows the "No item selected" placeholder. Never when collapsed:
  /// the collapsed stack shows the list instead of an empty detail.
  public var showsPlaceholder: Bool { !isCollapsed && selection == nil }

  /// The sidebar width for the current width: the dragged width, or the configured fraction of
  /// the width, clamped to the configured bounds and — within those bounds — to half the width
  /// (a third with three columns) so the detail never gets narrower than the sidebar. The
  /// minimum before any width is known.
  public var sidebarWidth: Double {
    guard let width else { return configuration.clampSidebar(configuration.minimumSidebarWidth) }
    let wanted = userSidebarWidth ?? configuration.sidebarFraction * width
    return configuration.clampSidebar(wanted, upTo: width / columnShare)
  }

  /// The supplementary column's width, found as ``sidebarWidth`` is, within its own bounds.
  public var supplementaryWidth: Double {
    guard let width else {
      return configuration.clampSupplementary(configuration.minimumSupplementaryWidth)
    }
    let wanted = userSupplementaryWidth ?? configuration.supplementaryFraction * width
    return configuration.clampSupplementary(wanted, upTo: width / columnShare)
  }

  /// How a shown sidebar shares the width now; `nil` when collapsed. `automatic` resolves, in
  /// two columns, to overlay in medium width and tile in regular; in three, to overlay in
  /// medium, displace in regular and tile in wide width. A preferred display mode steers it
  /// (see <doc:ThreeColumns>).
  public var splitBehavior: SplitBehavior? {
    guard !isCollapsed else { return nil }
    if let asked = preferredSplitBehavior.behavior { return asked }
    let preferred = preferredDisplayMode.folded(for: configuration.style)
    switch (configuration.style, widthClass) {
    case (.doubleColumn, .medium), (.tripleColumn, .medium):
      return [.oneBesideSecondary, .twoBesideSecondary].contains(preferred) ? .tile : .overlay
    case (.doubleColumn, _):
      return .tile
    case (.tripleColumn, .regular):
      if preferred == .twoBesideSecondary { return .tile }
      return [.oneOverSecondary, .twoOverSecondary].contains(preferred) ? .overlay : .displace
    case (.tripleColumn, _):
      if [.oneOverSecondary, .twoOverSecondary].contains(preferred) { return .overlay }
      return [.oneBesideSecondary, .twoDisplaceSecondary].contains(preferred) ? .displace : .tile
    }
  }

  /// The page on top of the collapsed stack, as a column: the detail or the list.
  public var topColumn: Column {
    topPage == .secondary ? .secondary : configuration.style.listColumn
  }

  /// The number of levels above the root.
  public var depth: Int { path.count }

  /// The selection of the level at `depth` (0 is the root): the item entered from it for the
  /// levels above the current one, ``selection`` for the current one; `nil` past it.
  public func selection(atLevel depth: Int) -> Item? {
    guard depth >= 0 else { return nil }
    if depth < path.count { return path[depth] }
    return depth == path.count ? selection : nil
  }

  /// The collapsed stack: every level, root first, then the detail when it is on top.
  /// UIKit's collapse pushes the secondary onto the primary's navigation stack; here the stack
  /// is there at every width, so collapsing and expanding never lose a level.
  public var pages: [SplitPage] {
    (0...path.count).map(SplitPage.level) + (topPage == .secondary ? [.detail] : [])
  }

  /// The column the toggle shows and hides: the list in two columns and in medium width, the
  /// primary column beside a three-column view's list otherwise.
  public var sidebarColumn: Column { listIsFixed ? .primary : configuration.style.listColumn }

  /// Whether the current list stays beside the detail whatever the toggle does: three columns
  /// in regular and wide width.
  var listIsFixed: Bool {
    configuration.style == .tripleColumn && (widthClass == .regular || widthClass == .wide)
  }

  /// The mode of a shown sidebar for a behaviour.
  func shownMode(_ behavior: SplitBehavior) -> DisplayMode {
    switch (listIsFixed, behavior) {
    case (true, .tile): .twoBesideSecondary
    case (true, .overlay): .twoOverSecondary
    case (true, .displace): .twoDisplaceSecondary
    case (false, .overlay): .oneOverSecondary
    case (false, _): .oneBesideSecondary
    }
  }

  /// The mode of a hidden sidebar.
  var hiddenMode: DisplayMode { listIsFixed ? .oneBesideSecondary : .secondaryOnly }

  /// Three columns share the width three ways.
  private var columnShare: Double { configuration.style == .tripleColumn ? 3 : 2 }

  /// The beside style flips between secondaryOnly and beside; the other (medium) between
  /// secondaryOnly and the overlay. Regular width never overlays.
  var usesBesideStyle: Bool { splitBehavior == .tile }

  /// The overlay state a resize or a preferred-mode change starts from: open when the app
  /// prefers it, and open when nothing is selected and the list is in the sidebar, so a medium
  /// window never shows an empty detail on its own; the user may still close it (see
  /// ``isSidebarHiddenByUser``).
  var defaultOverlayOpen: Bool {
    guard let behavior = splitBehavior, behavior != .tile else { return false }
    let preferred = preferredDisplayMode.folded(for: configuration.style)
    let opening: Set<PreferredDisplayMode> =
      listIsFixed
      ? [.twoOverSecondary, .twoDisplaceSecondary]
      : [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary]
    return opening.contains(preferred)
      || (!listIsFixed && selection == nil && !isSidebarHiddenByUser)
  }

  /// Closes the overlay. Closing it while nothing is selected is the user saying "no list":
  /// remembered, so the next resize or launch does not open it again.
  mutating func closeOverlay() {
    isOverlayOpen = false
    if selection == nil && !listIsFixed { isSidebarHiddenByUser = true }
  }

  /// Focus must never sit on a column that is off screen; the detail is the safer landing
  /// place, then the list.
  mutating func keepFocusVisible() {
    let visible = visibleColumns
    guard !visible.contains(focusedColumn) else { return }
    let listColumn = configuration.style.listColumn
    focusedColumn =
      visible.contains(.secondary)
      ? .secondary : visible.contains(listColumn) ? listColumn : .primary
  }
}
