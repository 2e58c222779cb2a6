import SplitState
import TestSupport
import XCTest

/// The laws at every depth and with three columns, over thousands of random histories of
/// resize, push, pop, select, toggle and back, with shrinking.
final class StackPropertyTests: XCTestCase {
  private let baseSeed: UInt64 = 0x57AC_0001
  private let histories = 4_000

  func testTheLawsHoldAfterEveryStepAtEveryDepthWithTwoAndThreeColumns() {
    for i in 0..<histories {
      let seed = baseSeed &+ UInt64(i)
      let (config, events, policyIndex) = Self.history(seed: seed)
      let policy = stackPolicies[policyIndex]
      guard let failure = Self.firstViolation(config, events, policy.policy) else { continue }
      let shrunk = shrink(events) { Self.firstViolation(config, $0, policy.policy) != nil }
      let reason = Self.firstViolation(config, shrunk, policy.policy) ?? failure
      XCTFail(
        "seed \(seed) \(config.style) policy \(policy.name): \(failure)\n"
          + "shrunk to \(shrunk.count) events: \(shrunk)\n-> \(reason)")
      return
    }
  }

  /// The configuration, events and policy of one seed.
  static func history(seed: UInt64) -> (SplitConfiguration, [Event], Int) {
    var rng = SplitMix64(seed: seed)
    let config = bothStyles[Int.random(in: 0..<bothStyles.count, using: &rng)]
    let policyIndex = Int.random(in: 0..<stackPolicies.count, using: &rng)
    let count = Int.random(in: 1...30, using: &rng)
    return (config, (0..<count).map { _ in randomStackEvent(&rng) }, policyIndex)
  }

  /// The first broken law along `events` from a fresh state, with its step.
  static func firstViolation(
    _ config: SplitConfiguration, _ events: [Event], _ policy: Policy
  ) -> String? {
    var state = State(configuration: config)
    var shadow = ShadowStack()
    for (step, event) in events.enumerated() {
      var policyHid = false
      var watched = policy
      watched.displayModeForExpanding = { proposed, s in
        let answer = policy.displayModeForExpanding(proposed, s)
        // An answer without the sidebar column is the app's choice to hide it.
        let shown = answer.visibleColumns(in: s.configuration.style)
        if !shown.contains(s.sidebarColumn) { policyHid = true }
        return answer
      }
      let t = state.applying(event, policy: watched)
      shadow.record(event, before: state, policyHid: policyHid)
      if let v = stackViolation(of: t, by: event, shadow: shadow) ?? backLaw(t.new)
        ?? toggleLaw(t.new)
      {
        return "step \(step) \(event): \(v)"
      }
      state = t.new
    }
    return nil
  }

  /// Back from any state reaches the root list in at most depth + 1 (+ 1 for the detail page)
  /// presses, and then does nothing.
  static func backLaw(_ s: State) -> String? {
    let bound = s.path.count + 1 + (s.isCollapsed && s.pages.last == .detail ? 1 : 0)
    let (presses, end) = pressBackUntilStill(s, limit: bound)
    if presses > bound { return "Back needed more than \(bound) presses" }
    if !end.path.isEmpty { return "Back stopped at depth \(end.path.count)" }
    if end.isCollapsed && end.visibleColumns != [end.configuration.style.listColumn] {
      return "Back stopped on \(end.visibleColumns), not the root list"
    }
    return nil
  }

  /// One toggle: pressing it twice gives the layout back; it does nothing when collapsed.
  static func toggleLaw(_ s: State) -> String? {
    let twice = s.applying(.toggleSidebar).new.applying(.toggleSidebar).new
    if s.isCollapsed { return s.applying(.toggleSidebar).new == s ? nil : "toggle when collapsed" }
    guard twice.displayMode == s.displayMode, twice.selection == s.selection,
      twice.path == s.path
    else {
      return
        "toggling twice: \(String(describing: s.displayMode)) -> \(String(describing: twice.displayMode))"
    }
    return nil
  }

  func testResizePathsEndingAtTheSameWidthAgreeAtAnyDepth() {
    for i in 0..<1_500 {
      let seed = baseSeed &+ 0x10_0000 &+ UInt64(i)
      var rng = SplitMix64(seed: seed)
      let config = bothStyles[Int.random(in: 0..<bothStyles.count, using: &rng)]
      let history = (0..<Int.random(in: 0...20, using: &rng)).map { _ in randomStackEvent(&rng) }
      let final = randomStackWidth(&rng)
      let paths = (0..<4).map { _ in
        (0..<Int.random(in: 0...5, using: &rng)).map { _ in randomStackWidth(&rng) } + [final]
      }
      let start = State(configuration: config).after(history)
      guard let failure = Self.disagreement(start: start, paths: paths) else { continue }
      let shrunk = shrink(history) { h in
        Self.disagreement(start: State(configuration: config).after(h), paths: paths) != nil
      }
      XCTFail(
        "seed \(seed) \(config.style): \(failure)\nhistory shrunk to \(shrunk)\npaths \(paths)")
      return
    }
  }

  /// Paths that resize must agree on the layout, depth and selections included.
  static func disagreement(start: State, paths: [[Double]]) -> String? {
    var reference: (path: [Double], layout: StackLayout)?
    for widths in paths where widths.contains(where: { $0 != start.width }) {
      let layout = StackLayout(start.after(widths.map(Event.widthChanged)))
      if layout.path != start.path || layout.selection != start.selection {
        return "resizing \(widths) changed the stack: \(layout)"
      }
      if let reference, reference.layout != layout {
        return "\(reference.path) -> \(reference.layout)\n   vs \(widths) -> \(layout)"
      }
      reference = reference ?? (widths, layout)
    }
    return nil
  }

  func testTheHistoriesReachDeepStacksAndEveryModeOfBothStyles() {
    var deepest = 0
    var modes: Set<DisplayMode> = []
    for i in 0..<histories {
      let (config, events, _) = Self.history(seed: baseSeed &+ UInt64(i))
      var state = State(configuration: config)
      for event in events {
        state = state.applying(event).new
        deepest = max(deepest, state.path.count)
        if let mode = state.displayMode { modes.insert(mode) }
      }
    }
    XCTAssertGreaterThanOrEqual(deepest, 4, "the generator must reach a few levels")
    XCTAssertEqual(modes, Set(DisplayMode.allCases), "every display mode must be exercised")
  }
}
