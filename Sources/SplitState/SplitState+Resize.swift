extension SplitState {
  /// Applies a width. Everything it changes is derived from the final width and stored
  /// preferences, which is what makes resizes path-independent.
  mutating func resize(to rawWidth: Double, policy: SplitPolicy<Item>) {
    guard rawWidth.isFinite else { return }
    let newWidth = max(0, rawWidth)
    // GTK re-allocates at the same width all the time; that is not a resize.
    guard newWidth != width else { return }
    let wasCollapsed = isCollapsed
    let overlayWasOpen = isOverlayOpen
    width = newWidth
    widthClass = configuration.widthClass(for: newWidth)
    isOverlayOpen = defaultOverlayOpen
    if !wasCollapsed && isCollapsed {
      collapse(policy: policy)
    } else if wasCollapsed && !isCollapsed {
      expand(displayModeForExpanding: policy.displayModeForExpanding)
    }
    keepFocusVisible()
    if isOverlayOpen && !overlayWasOpen { focusedColumn = sidebarColumn }
  }

  /// The stored top page is the proposal: it already says whether the user was looking at the
  /// detail. No selection always means the list, whatever the policy answers. The levels stay:
  /// the collapsed stack is the list column's own, with the detail pushed on top (UIKit's
  /// collapse of the secondary onto the primary).
  private mutating func collapse(policy: SplitPolicy<Item>) {
    let decided: Pane
    if let byColumn = policy.topColumnForCollapsing {
      decided = byColumn(topColumn, self) == .secondary ? .secondary : .primary
    } else {
      decided = policy.topPageForCollapsing(topPage, self)
    }
    topPage = selection == nil ? .primary : decided
    focusedPane = topPage
  }

  /// The resolved mode is the proposal; the answer is recorded in the style's flags.
  private mutating func expand(displayModeForExpanding: (DisplayMode, SplitState) -> DisplayMode) {
    guard let proposed = displayMode else { return }
    adopt(displayModeForExpanding(proposed, self))
  }

  /// Records a display mode decision, coerced to the two modes of the current behaviour: a
  /// decision to show the sidebar means its shown mode (so never an overlay where the sidebar
  /// tiles), anything else its hidden mode. Expanding separates the detail from the stack
  /// again (UIKit's separate-secondary): the levels stay with the list column.
  private mutating func adopt(_ mode: DisplayMode) {
    let showsSidebar = mode != .secondaryOnly && mode != hiddenMode
    if usesBesideStyle {
      isSidebarHiddenByUser = !showsSidebar
      isOverlayOpen = false
    } else if showsSidebar {
      isOverlayOpen = true
    } else if isOverlayOpen {
      closeOverlay()
    }
  }
}
