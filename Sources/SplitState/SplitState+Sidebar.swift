extension SplitState {
  /// Flips the sidebar between the two modes of the current style; focus follows the sidebar.
  mutating func toggleSidebar() {
    guard let mode = displayMode else { return }
    switch mode {
    case .oneOverSecondary:
      isOverlayOpen = false
      focusedPane = .secondary
    case .oneBesideSecondary:
      isSidebarHiddenByUser = true
      focusedPane = .secondary
    case .secondaryOnly:
      if usesBesideStyle { isSidebarHiddenByUser = false } else { isOverlayOpen = true }
      focusedPane = .primary
    }
  }

  /// Closes the overlay (Escape, a click on the dimmed detail); nothing else.
  mutating func dismissOverlay() {
    guard isOverlayOpen else { return }
    isOverlayOpen = false
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
