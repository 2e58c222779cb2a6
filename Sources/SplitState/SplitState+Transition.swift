extension SplitState {
  /// The pure transition function: the state after `event`, with the notifications to deliver.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - policy: Overridable collapse/expand decisions; whatever it answers, the result keeps
  ///     the invariants (see ``SplitPolicy``).
  public func applying(
    _ event: SplitEvent<Item>, policy: SplitPolicy<Item> = .init()
  ) -> SplitTransition<Item> {
    var next = self
    switch event {
    case .widthChanged(let width): next.resize(to: width, policy: policy)
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
