/// The two overridable collapse/expand decisions, the decision half of
/// `UISplitViewControllerDelegate`, as closures for ``SplitState/applying(_:policy:)``.
///
/// The model stays safe whatever a policy answers:
/// - collapsing with no selection always shows ``Pane/primary`` (never an empty detail);
/// - an expanding decision is coerced to the modes the width allows: any "sidebar visible"
///   answer becomes ``DisplayMode/oneBesideSecondary`` in the beside style (so never an overlay in
///   regular width) and ``DisplayMode/oneOverSecondary`` in the medium overlay style.
///
/// The answer is recorded in the state (the top page, the sticky hidden flag or the overlay), as
/// if the user had made that choice.
public struct SplitPolicy<Item: Hashable & Codable & Sendable> {
  /// Chooses the page on top when the view collapses; `proposed` is the stored
  /// ``SplitState/topPage`` and `state` the collapsed state about to be adopted.
  public var topPageForCollapsing: (_ proposed: Pane, _ state: SplitState<Item>) -> Pane
  /// Chooses the display mode when the view expands; `proposed` is the resolved mode and `state`
  /// the expanded state about to be adopted.
  public var displayModeForExpanding:
    (_ proposed: DisplayMode, _ state: SplitState<Item>) -> DisplayMode

  /// Creates a policy; the defaults accept the proposals.
  public init(
    topPageForCollapsing: @escaping (_ proposed: Pane, _ state: SplitState<Item>) -> Pane = {
      proposed, _ in proposed
    },
    displayModeForExpanding:
      @escaping (_ proposed: DisplayMode, _ state: SplitState<Item>) -> DisplayMode = {
        proposed, _ in proposed
      }
  ) {
    self.topPageForCollapsing = topPageForCollapsing
    self.displayModeForExpanding = displayModeForExpanding
  }
}
