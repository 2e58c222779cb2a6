import SplitState
import TestSupport
import XCTest

final class InvariantPropertyTests: XCTestCase {
  /// Base seed; sequence i uses base + i, so a failure is reproduced by its printed seed alone.
  private let baseSeed: UInt64 = 0x5EED_0003
  private let sequences = 10_000

  func testInvariantsHoldAfterEveryStepOfRandomSequences() {
    for i in 0..<sequences {
      let seed = baseSeed &+ UInt64(i)
      let (events, policyIndex) = Self.sequence(seed: seed)
      let policy = policies[policyIndex]
      guard let failure = Self.firstViolation(events, policy.policy) else { continue }
      let shrunk = shrink(events) { Self.firstViolation($0, policy.policy) != nil }
      let reason = Self.firstViolation(shrunk, policy.policy) ?? failure
      XCTFail(
        "seed \(seed) policy \(policy.name): \(failure)\n"
          + "shrunk to \(shrunk.count) events: \(shrunk)\n-> \(reason)")
      return
    }
  }

  /// The events and policy of one seed.
  static func sequence(seed: UInt64) -> ([Event], Int) {
    var rng = SplitMix64(seed: seed)
    let policyIndex = Int.random(in: 0..<policies.count, using: &rng)
    let count = Int.random(in: 1...30, using: &rng)
    return ((0..<count).map { _ in randomEvent(&rng) }, policyIndex)
  }

  /// The first broken invariant along `events` from a fresh state, with its step.
  static func firstViolation(_ events: [Event], _ policy: Policy) -> String? {
    var state = State()
    var choices = SidebarChoices()
    for (step, event) in events.enumerated() {
      // A policy that answers "sidebar hidden" on expanding makes the app's choice.
      var policyHid = false
      let watched = Policy(
        topPageForCollapsing: policy.topPageForCollapsing,
        displayModeForExpanding: { proposed, s in
          let answer = policy.displayModeForExpanding(proposed, s)
          if answer == .secondaryOnly { policyHid = true }
          return answer
        })
      let t = state.applying(event, policy: watched)
      choices.record(event, before: state, policyHid: policyHid)
      if let v = violation(of: t, by: event) ?? choices.emptyDetailViolation(t.new) {
        return "step \(step) \(event): \(v)"
      }
      state = t.new
    }
    return nil
  }

  func testShrinkFindsAMinimalFailingSequence() {
    // A fake "bug": any sequence that activates and later goes back.
    let events: [Event] = [
      .widthChanged(300), .select(1), .activate(2), .toggleSidebar, .back, .select(nil),
    ]
    let fails: ([Event]) -> Bool = { seq in
      guard let a = seq.firstIndex(of: .activate(2)) else { return false }
      return seq[a...].contains(.back)
    }
    XCTAssertEqual(shrink(events, while: fails), [.activate(2), .back])
  }

  func testSequencesAreReproducibleFromTheirSeed() {
    XCTAssertEqual(Self.sequence(seed: 42).0, Self.sequence(seed: 42).0)
    XCTAssertNotEqual(Self.sequence(seed: 42).0, Self.sequence(seed: 43).0)
  }
}
