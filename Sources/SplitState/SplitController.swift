/// A reference holder for a widget: keeps the state, runs events through the pure transition
/// function, and calls its delegate and observer in order.
///
/// Not `Sendable`: use it from one thread (the widget's main actor).
public final class SplitController<Item: Hashable & Codable & Sendable> {
  /// The current state.
  public private(set) var state: SplitState<Item>
  /// Receives notifications and decisions; held weakly, as UIKit does, to avoid a cycle with
  /// the widget that owns the controller.
  public weak var delegate: (any SplitControllerDelegate<Item>)?
  /// Called after the delegate with every transition, changed or not.
  public var onTransition: ((SplitTransition<Item>) -> Void)?

  /// Creates a controller holding `state`.
  public init(state: SplitState<Item> = .init()) {
    self.state = state
  }

  /// Applies `event`. Order: the delegate's decisions, `willChangeTo` (old state still current),
  /// the state update, `didCollapse`/`didExpand`, `didChangeTo`, then ``onTransition``.
  @discardableResult
  public func send(_ event: SplitEvent<Item>) -> SplitTransition<Item> {
    let delegate = self.delegate
    let transition = state.applying(
      event,
      topPageForCollapsing: { proposed, _ in
        delegate?.splitController(self, topPageForCollapsing: proposed) ?? proposed
      },
      displayModeForExpanding: { proposed, _ in
        delegate?.splitController(self, displayModeForExpanding: proposed) ?? proposed
      }
    )
    for case .willChangeDisplayMode(_, let to) in transition.notifications {
      delegate?.splitController(self, willChangeTo: to)
    }
    state = transition.new
    for notification in transition.notifications {
      switch notification {
      case .willChangeDisplayMode: break
      case .didCollapse: delegate?.splitControllerDidCollapse(self)
      case .didExpand: delegate?.splitControllerDidExpand(self)
      case .didChangeDisplayMode(_, let to): delegate?.splitController(self, didChangeTo: to)
      }
    }
    onTransition?(transition)
    return transition
  }
}
