extension SplitState {
  /// Flips the sidebar between the two modes of the current style; focus follows the sidebar.
  mutating func toggleSidebar() {
    guard let mode = displayMode else { return }
    switch mode {
    case .oneOverSecondary:
      closeOverlay()
      focusedPane = .secondary
    case .oneBesideSecondary:
      isSidebarHiddenByUser = true
      focusedPane = .secondary
    case .secondaryOnly:
      // Showing the sidebar, in either style, takes back an earlier choice to hide it.
      isSidebarHiddenByUser = false
      if !usesBesideStyle { isOverlayOpen = true }
      focusedPane = .primary
    }
  }

  /// Closes the overlay (Escape, a click on the dimmed detail); nothing else.
  mutating func dismissOverlay() {
    guard isOverlayOpen else { return }
    closeOverlay()
    focusedPane = .secondary
  }

  /// Adopts a new preferred mode and resets the user's sidebar choices to its defaults.
  mutating func setPreferredDisplayMode(_ mode: PreferredDisplayMode) {
    guard mode != preferredDisplayMode else { return }
    let sidebarWasVisible = isSidebarToggleActive
    preferredDisplayMode = mode
    isSidebarHiddenByUser = mode == .secondaryOnly
    isOverlayOpen = defaultOverlayOpen
    if isSidebarToggleActive && !sidebarWasVisible { focusedPane = .primary }
    keepFocusVisible()
  }

  /// Remembers the divider position, clamped; non-finite drags are ignored.
  mutating func dragSidebar(to width: Double) {
    guard width.isFinite else { return }
    userSidebarWidth = configuration.clampSidebar(width)
  }
}
