extension SplitState {
  /// The pure transition function: the state after `event`, with the notifications to deliver.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - policy: Overridable collapse/expand decisions; whatever it answers, the result keeps
  ///     the invariants (see ``SplitPolicy``).
  public func applying(
    _ event: SplitEvent<Item>,
    policy: SplitPolicy<Item> = .init()
  ) -> SplitTransition<Item> {
    applying(
      event,
      topPageForCollapsing: policy.topPageForCollapsing,
      displayModeForExpanding: policy.displayModeForExpanding
    )
  }

  /// The transition with the decisions as plain closures, so ``SplitController`` can ask its
  /// (non-Sendable) delegate without wrapping it in a `@Sendable` policy.
  func applying(
    _ event: SplitEvent<Item>,
    topPageForCollapsing: (Pane, SplitState) -> Pane,
    displayModeForExpanding: (DisplayMode, SplitState) -> DisplayMode
  ) -> SplitTransition<Item> {
    var next = self
    switch event {
    case .widthChanged(let width):
      next.resize(
        to: width,
        topPageForCollapsing: topPageForCollapsing,
        displayModeForExpanding: displayModeForExpanding
      )
    case .select(let item): next.select(item)
    case .activate(let item): next.activate(item)
    case .back: next.back()
    case .toggleSidebar: next.toggleSidebar()
    case .dismissOverlay: next.dismissOverlay()
    case .setPreferredDisplayMode(let mode): next.setPreferredDisplayMode(mode)
    case .sidebarDragged(let width): next.dragSidebar(to: width)
    case .selectedItemRemoved: next.removeSelectedItem()
    }
    return SplitTransition(old: self, new: next)
  }
}
