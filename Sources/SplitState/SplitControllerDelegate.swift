/// Receives a ``SplitController``'s notifications and makes its overridable decisions; the
/// `UISplitViewControllerDelegate` analogue. Every method has a default implementation.
///
/// The decision methods are asked while the transition is computed, before any notification;
/// `c.state` is then still the state before the event.
public protocol SplitControllerDelegate<Item>: AnyObject {
  /// The item type of the controller.
  associatedtype Item: Hashable & Codable & Sendable

  /// The display mode is about to change; `c.state` is still the old state.
  func splitController(_ c: SplitController<Item>, willChangeTo displayMode: DisplayMode?)
  /// The display mode changed; `c.state` is the new state.
  func splitController(_ c: SplitController<Item>, didChangeTo displayMode: DisplayMode?)
  /// The view collapsed; `c.state` is the new state.
  func splitControllerDidCollapse(_ c: SplitController<Item>)
  /// The view expanded; `c.state` is the new state.
  func splitControllerDidExpand(_ c: SplitController<Item>)
  /// The page on top after collapsing; a `.secondary` answer without a selection is ignored.
  func splitController(_ c: SplitController<Item>, topPageForCollapsing proposed: Pane) -> Pane
  /// The display mode after expanding; coerced to what the width allows (see ``SplitPolicy``).
  func splitController(
    _ c: SplitController<Item>, displayModeForExpanding proposed: DisplayMode
  ) -> DisplayMode
}

extension SplitControllerDelegate {
  /// Does nothing.
  public func splitController(_ c: SplitController<Item>, willChangeTo displayMode: DisplayMode?) {}
  /// Does nothing.
  public func splitController(_ c: SplitController<Item>, didChangeTo displayMode: DisplayMode?) {}
  /// Does nothing.
  public func splitControllerDidCollapse(_ c: SplitController<Item>) {}
  /// Does nothing.
  public func splitControllerDidExpand(_ c: SplitController<Item>) {}
  /// Accepts the proposal.
  public func splitController(
    _ c: SplitController<Item>, topPageForCollapsing proposed: Pane
  ) -> Pane { proposed }
  /// Accepts the proposal.
  public func splitController(
    _ c: SplitController<Item>, displayModeForExpanding proposed: DisplayMode
  ) -> DisplayMode { proposed }
}
