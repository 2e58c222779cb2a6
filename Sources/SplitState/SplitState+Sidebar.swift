extension SplitState {
  /// Flips the sidebar between the two modes of the current behaviour; focus follows the
  /// sidebar.
  mutating func toggleSidebar() {
    guard let behavior = splitBehavior else { return }
    if visibleColumns.contains(sidebarColumn) {
      if behavior == .tile { isSidebarHiddenByUser = true } else { closeOverlay() }
      focusedColumn = .secondary
    } else {
      // Showing the sidebar, in either style, takes back an earlier choice to hide it.
      isSidebarHiddenByUser = false
      if behavior != .tile { isOverlayOpen = true }
      focusedColumn = sidebarColumn
    }
    keepFocusVisible()
  }

  /// Closes the overlay (Escape, a click on the dimmed detail); nothing else.
  mutating func dismissOverlay() {
    guard isOverlayOpen else { return }
    closeOverlay()
    focusedColumn = .secondary
    keepFocusVisible()
  }

  /// Adopts a new preferred mode and resets the user's sidebar choices to its defaults.
  mutating func setPreferredDisplayMode(_ mode: PreferredDisplayMode) {
    guard mode != preferredDisplayMode else { return }
    preferredDisplayMode = mode
    resetSidebar()
  }

  /// Adopts a new preferred behaviour; the user's sticky choice stays, the overlay restarts.
  mutating func setPreferredSplitBehavior(_ behavior: PreferredSplitBehavior) {
    guard behavior != preferredSplitBehavior else { return }
    preferredSplitBehavior = behavior
    resetSidebar(keepingTheUsersChoice: true)
  }

  /// The sidebar as the preferred mode has it by default (keeping the sticky hide if asked);
  /// the sidebar that appears takes the focus.
  private mutating func resetSidebar(keepingTheUsersChoice keep: Bool = false) {
    let sidebarWasVisible = isSidebarToggleActive
    if !keep { isSidebarHiddenByUser = preferredDisplayMode == .secondaryOnly }
    isOverlayOpen = defaultOverlayOpen
    if isSidebarToggleActive && !sidebarWasVisible { focusedColumn = sidebarColumn }
    keepFocusVisible()
  }

  /// Remembers the divider position, clamped; non-finite drags are ignored.
  mutating func dragSidebar(to width: Double) {
    guard width.isFinite else { return }
    userSidebarWidth = configuration.clampSidebar(width)
  }

  /// Remembers the supplementary column's divider position, clamped; non-finite drags are
  /// ignored.
  mutating func dragSupplementary(to width: Double) {
    guard width.isFinite else { return }
    userSupplementaryWidth = configuration.clampSupplementary(width)
  }
}
