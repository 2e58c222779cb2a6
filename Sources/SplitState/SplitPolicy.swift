/// The two overridable collapse/expand decisions, the decision half of
/// `UISplitViewControllerDelegate`, as closures for ``SplitState/applying(_:policy:)``.
///
/// The model stays safe whatever a policy answers:
/// - collapsing with no selection always shows the list (never an empty detail);
/// - an expanding decision is coerced to the modes the width allows: any "sidebar visible"
///   answer becomes the shown mode of the width's ``SplitBehavior`` (so never an overlay where
///   the sidebar tiles), any other answer the hidden mode.
///
/// The answer is recorded in the state (the top page, the sticky hidden flag or the overlay), as
/// if the user had made that choice.
public struct SplitPolicy<Item: Hashable & Sendable> {
  /// Chooses the page on top when the view collapses; `proposed` is the stored
  /// ``SplitState/topPage`` and `state` the collapsed state about to be adopted.
  public var topPageForCollapsing: (_ proposed: Pane, _ state: SplitState<Item>) -> Pane
  /// Chooses the column on top when the view collapses, in UIKit's terms
  /// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`); when set, it is
  /// asked instead of ``topPageForCollapsing``. ``Column/secondary`` means the detail, either
  /// other column the current list: a resize never pops levels, so a three-column view
  /// answering ``Column/primary`` still shows the current list, with its levels beneath.
  public var topColumnForCollapsing: ((_ proposed: Column, _ state: SplitState<Item>) -> Column)?
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
    self.topColumnForCollapsing = nil
    self.displayModeForExpanding = displayModeForExpanding
  }

  /// Creates a policy that decides the top column in UIKit's terms.
  public init(
    topColumnForCollapsing: @escaping (_ proposed: Column, _ state: SplitState<Item>) -> Column,
    displayModeForExpanding:
      @escaping (_ proposed: DisplayMode, _ state: SplitState<Item>) -> DisplayMode = {
        proposed, _ in proposed
      }
  ) {
    self.init(displayModeForExpanding: displayModeForExpanding)
    self.topColumnForCollapsing = topColumnForCollapsing
  }

  /// SwiftUI's `preferredCompactColumn`: collapsing always proposes `column` on top (the model
  /// still shows the list when nothing is selected).
  public static func preferringCompactColumn(_ column: Column) -> SplitPolicy {
    SplitPolicy(topColumnForCollapsing: { _, _ in column })
  }
}
