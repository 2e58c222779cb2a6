import SplitState
import XCTest

/// Records every delegate call, with the state the controller exposed at that moment.
private final class RecordingDelegate: SplitControllerDelegate {
  var calls: [String] = []
  var topPage: Pane?
  var mode: DisplayMode?

  func splitController(_ c: SplitController<Int>, willChangeTo displayMode: DisplayMode?) {
    calls.append("will \(name(displayMode)) current=\(name(c.state.displayMode))")
  }
  func splitController(_ c: SplitController<Int>, didChangeTo displayMode: DisplayMode?) {
    calls.append("did \(name(displayMode)) current=\(name(c.state.displayMode))")
  }
  func splitControllerDidCollapse(_ c: SplitController<Int>) {
    calls.append("didCollapse \(c.state.isCollapsed)")
  }
  func splitControllerDidExpand(_ c: SplitController<Int>) {
    calls.append("didExpand \(c.state.isCollapsed)")
  }
  func splitController(_ c: SplitController<Int>, topPageForCollapsing proposed: Pane) -> Pane {
    calls.append("topPage \(proposed)")
    return topPage ?? proposed
  }
  func splitController(_ c: SplitController<Int>, displayModeForExpanding proposed: DisplayMode)
    -> DisplayMode
  {
    calls.append("expandMode \(proposed)")
    return mode ?? proposed
  }
  private func name(_ mode: DisplayMode?) -> String { mode?.rawValue ?? "collapsed" }
}

/// Uses only the defaults, to prove every method has one.
private final class SilentDelegate: SplitControllerDelegate {
  typealias Item = Int
}

final class SplitControllerTests: XCTestCase {
  func testDelegateCallOrderOnExpandAndCollapse() {
    let delegate = RecordingDelegate()
    let controller = SplitController<Int>()
    controller.delegate = delegate
    var observed: [String] = []
    controller.onTransition = { t in
      observed.append("\(t.notifications.count)")
      delegate.calls.append("observer")
    }

    controller.send(.widthChanged(W.regular))
    controller.send(.activate(1))
    controller.send(.widthChanged(W.compact))
    XCTAssertEqual(
      delegate.calls,
      [
        "expandMode oneBesideSecondary", "will oneBesideSecondary current=collapsed",
        "didExpand false", "did oneBesideSecondary current=oneBesideSecondary", "observer",
        "observer",
        "topPage secondary", "will collapsed current=oneBesideSecondary",
        "didCollapse true", "did collapsed current=collapsed", "observer",
      ])
    XCTAssertEqual(observed, ["3", "0", "3"])
    XCTAssertEqual(controller.state.visiblePanes, [.secondary])
  }

  func testDelegateDecisionsAreObeyedAndStillCoerced() {
    let delegate = RecordingDelegate()
    delegate.mode = .oneOverSecondary
    delegate.topPage = .secondary
    let controller = SplitController<Int>()
    controller.delegate = delegate
    controller.send(.widthChanged(W.regular))
    XCTAssertEqual(controller.state.displayMode, .oneBesideSecondary, "no overlay in regular width")
    controller.send(.widthChanged(W.compact))
    XCTAssertEqual(controller.state.visiblePanes, [.primary], "no detail without a selection")
  }

  func testTheDelegateIsWeakAndDefaultsAcceptProposals() {
    let controller = SplitController<Int>(state: given(.widthChanged(W.regular), .select(1)))
    var delegate: SilentDelegate? = SilentDelegate()
    controller.delegate = delegate
    XCTAssertEqual(controller.send(.widthChanged(W.compact)).new.visiblePanes, [.secondary])
    delegate = nil
    XCTAssertNil(controller.delegate)
    XCTAssertEqual(controller.send(.back).new.visiblePanes, [.primary])
  }

  func testSendMatchesThePureFunction() {
    var rng = SplitMix64(seed: 7)
    let controller = SplitController<Int>()
    var state = State()
    for _ in 0..<500 {
      let event = randomEvent(&rng)
      state = state.applying(event).new
      XCTAssertEqual(controller.send(event).new, state)
      XCTAssertEqual(controller.state, state)
    }
  }
}

/// A main-actor widget can conform through an isolated conformance (Swift 6.2+).
@MainActor
private final class MainActorWidget: @MainActor SplitControllerDelegate {
  typealias Item = Int
  let controller = SplitController<Int>()
  var collapsed = 0
  init() { controller.delegate = self }
  func splitControllerDidCollapse(_ c: SplitController<Int>) { collapsed += 1 }
}

final class MainActorUseTests: XCTestCase {
  // Synchronous @MainActor test methods crash corelibs XCTest; hop explicitly instead.
  func testAMainActorWidgetCanBeTheDelegate() async {
    let collapsed = await MainActor.run {
      let widget = MainActorWidget()
      widget.controller.send(.widthChanged(W.regular))
      widget.controller.send(.widthChanged(W.compact))
      return widget.collapsed
    }
    XCTAssertEqual(collapsed, 1)
  }
}
