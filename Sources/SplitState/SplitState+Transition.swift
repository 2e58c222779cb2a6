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
    case .setPreferredSplitBehavior(let behavior): next.setPreferredSplitBehavior(behavior)
    case .supplementaryDragged(let width): next.dragSupplementary(to: width)
    case .push(let item): next.push(item)
    case .pop: next.pop(to: next.path.count - 1)
    case .popTo(let depth): next.pop(to: depth)
    case .setPath(let path, let item): next.setPath(path, selection: item)
    }
    return SplitTransition(old: self, new: next)
  }
}
