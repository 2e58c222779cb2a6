extension SplitState {
  /// Collapsed into a stack of pages; true iff the width class is compact.
  public var isCollapsed: Bool { widthClass == .compact }

  /// The resolved display mode; `nil` when collapsed, never "automatic".
  public var displayMode: DisplayMode? {
    switch widthClass {
    case .compact: nil
    case _ where isOverlayOpen: .oneOverSecondary
    case _ where usesBesideStyle: isSidebarHiddenByUser ? .secondaryOnly : .oneBesideSecondary
    default: .secondaryOnly
    }
  }

  /// What is on screen: the top page when collapsed, otherwise the panes of ``displayMode``.
  public var visiblePanes: Set<Pane> {
    switch displayMode {
    case nil: [topPage]
    case .secondaryOnly: [.secondary]
    case .oneBesideSecondary, .oneOverSecondary: [.primary, .secondary]
    }
  }

  /// Whether the sidebar toggle (UIKit's display-mode button) is shown: iff expanded.
  public var showsSidebarToggle: Bool { !isCollapsed }

  /// The toggle's pressed state: expanded and the sidebar visible.
  public var isSidebarToggleActive: Bool { !isCollapsed && visiblePanes.contains(.primary) }

  /// Whether a Back button is shown: collapsed with the detail on top.
  public var showsBackButton: Bool { isCollapsed && topPage == .secondary }

  /// Whether the visible detail shows the "No item selected" placeholder. Never when collapsed:
  /// the collapsed stack shows the list instead of an empty detail.
  public var showsPlaceholder: Bool { !isCollapsed && selection == nil }

  /// The sidebar width for the current width: the dragged width, or the configured fraction of
  /// the width, clamped to the configured bounds and — within those bounds — to half the width so
  /// the detail never gets narrower than the sidebar. The minimum before any width is known.
  public var sidebarWidth: Double {
    guard let width else { return configuration.clampSidebar(configuration.minimumSidebarWidth) }
    let wanted = userSidebarWidth ?? configuration.sidebarFraction * width
    return configuration.clampSidebar(wanted, upTo: width / 2)
  }

  /// The beside style flips between secondaryOnly and beside; the other (medium) between
  /// secondaryOnly and the overlay. Regular width never overlays.
  var usesBesideStyle: Bool {
    widthClass == .regular || preferredDisplayMode == .oneBesideSecondary
  }

  /// The overlay state a resize or a preferred-mode change starts from: open when the app
  /// prefers it, and open when nothing is selected, so a medium window never shows an empty
  /// detail on its own; the user may still close it (see ``isSidebarHiddenByUser``).
  var defaultOverlayOpen: Bool {
    guard widthClass == .medium && !usesBesideStyle else { return false }
    return preferredDisplayMode == .oneOverSecondary
      || (selection == nil && !isSidebarHiddenByUser)
  }

  /// Closes the overlay. Closing it while nothing is selected is the user saying "no list":
  /// remembered, so the next resize or launch does not open it again.
  mutating func closeOverlay() {
    isOverlayOpen = false
    if selection == nil { isSidebarHiddenByUser = true }
  }

  /// Focus must never sit on a pane that is off screen; the detail is the safer landing place.
  mutating func keepFocusVisible() {
    let visible = visiblePanes
    if !visible.contains(focusedPane) {
      focusedPane = visible.contains(.secondary) ? .secondary : .primary
    }
  }
}
