import SplitState

/// Hears about a ``SplitView``'s changes and makes its overridable decisions: the
/// `UISplitViewControllerDelegate` analogue, and the one channel for both. Every method has a
/// default implementation.
///
/// Calls caused by a resize arrive while GTK lays the window out: change properties of your
/// widgets there (GTK lays out once more in the same frame), but do not add or remove widgets.
@MainActor
public protocol SplitViewDelegate<Item>: AnyObject {
  /// The split view's item type.
  associatedtype Item: Hashable & Codable & Sendable

  /// The display mode is about to change; `splitView.state` is still the old state.
  func splitView(_ splitView: SplitView<Item>, willChangeTo displayMode: DisplayMode?)
  /// The display mode changed; `splitView.state` is the new state.
  func splitView(_ splitView: SplitView<Item>, didChangeTo displayMode: DisplayMode?)
  /// The view collapsed into a stack of pages.
  func splitViewDidCollapse(_ splitView: SplitView<Item>)
  /// The view expanded into columns.
  func splitViewDidExpand(_ splitView: SplitView<Item>)
  /// The page on top after collapsing; a ``/SplitState/Pane/secondary`` answer without a selection is
  /// ignored, so the view never collapses onto an empty detail.
  func splitView(_ splitView: SplitView<Item>, topPageForCollapsing proposed: Pane) -> Pane
  /// The column on top after collapsing, in UIKit's terms: ``/SplitState/Column/secondary``
  /// for the detail, either other column for the current list (a resize never leaves a
  /// level). The default asks ``splitView(_:topPageForCollapsing:)``.
  func splitView(_ splitView: SplitView<Item>, topColumnForCollapsing proposed: Column) -> Column
  /// The display mode after expanding; coerced to what the width allows (see ``/SplitState/SplitPolicy``).
  func splitView(
    _ splitView: SplitView<Item>, displayModeForExpanding proposed: DisplayMode
  ) -> DisplayMode
  /// Anything in the state changed (selection, preferences, layout), after the widgets show it.
  func splitView(_ splitView: SplitView<Item>, didChangeFrom old: SplitState<Item>)
  /// The keyboard focus should go into `pane`: place it (e.g. on the selected row) and return
  /// true, or return false to let the view focus the pane's first focusable widget.
  func splitView(_ splitView: SplitView<Item>, moveFocusTo pane: Pane) -> Bool
  /// The keyboard focus should go into `column`, in UIKit's terms: the three-column form of
  /// the same decision, for a primary column (a tree, a parent list) that keeps a selected
  /// row of its own. The default asks ``splitView(_:moveFocusTo:)`` for the list and the
  /// detail, and leaves a three-column view's primary column to the view.
  func splitView(_ splitView: SplitView<Item>, moveFocusToColumn column: Column) -> Bool
}

extension SplitViewDelegate {
  /// Does nothing.
  public func splitView(_ splitView: SplitView<Item>, willChangeTo displayMode: DisplayMode?) {}
  /// Does nothing.
  public func splitView(_ splitView: SplitView<Item>, didChangeTo displayMode: DisplayMode?) {}
  /// Does nothing.
  public func splitViewDidCollapse(_ splitView: SplitView<Item>) {}
  /// Does nothing.
  public func splitViewDidExpand(_ splitView: SplitView<Item>) {}
  /// Accepts the proposal.
  public func splitView(_ splitView: SplitView<Item>, topPageForCollapsing proposed: Pane) -> Pane {
    proposed
  }
  /// Asks ``splitView(_:topPageForCollapsing:)``, the two-pane form of the same decision.
  public func splitView(
    _ splitView: SplitView<Item>, topColumnForCollapsing proposed: Column
  ) -> Column {
    let page = self.splitView(
      splitView, topPageForCollapsing: proposed == .secondary ? .secondary : .primary)
    if page == .secondary { return .secondary }
    return proposed == .secondary ? splitView.state.configuration.style.listColumn : proposed
  }
  /// Accepts the proposal.
  public func splitView(
    _ splitView: SplitView<Item>, displayModeForExpanding proposed: DisplayMode
  ) -> DisplayMode { proposed }
  /// Does nothing.
  public func splitView(_ splitView: SplitView<Item>, didChangeFrom old: SplitState<Item>) {}
  /// Leaves the focus to the view.
  public func splitView(_ splitView: SplitView<Item>, moveFocusTo pane: Pane) -> Bool { false }
  /// Asks ``splitView(_:moveFocusTo:)`` for the list and the detail.
  public func splitView(_ splitView: SplitView<Item>, moveFocusToColumn column: Column) -> Bool {
    switch column {
    case .secondary: self.splitView(splitView, moveFocusTo: .secondary)
    case splitView.state.configuration.style.listColumn:
      self.splitView(splitView, moveFocusTo: .primary)
    default: false
    }
  }
}
