import SplitState
import TestSupport
import XCTest

/// Resize-only paths between the same start state: the layout after the path must depend only on
/// the final width and the stored preferences. The start states come from random histories of
/// every event kind; the paths themselves contain nothing but `widthChanged`.
final class PathIndependenceTests: XCTestCase {
  private let baseSeed: UInt64 = 0xA7_0003
  private let trials = 3_000

  func testResizePathsEndingAtTheSameWidthGiveTheSameLayout() {
    for i in 0..<trials {
      let seed = baseSeed &+ UInt64(i)
      var rng = SplitMix64(seed: seed)
      let history = (0..<Int.random(in: 0...20, using: &rng)).map { _ in randomEvent(&rng) }
      let start = State().after(history)
      let final = randomWidth(&rng)
      let paths = (0..<4).map { _ in
        (0..<Int.random(in: 0...5, using: &rng)).map { _ in randomWidth(&rng) } + [final]
      }
      if let failure = Self.disagreement(start: start, paths: paths) {
        let shrunk = shrink(history) { h in
          Self.disagreement(start: State().after(h), paths: paths) != nil
        }
        XCTFail(
          "seed \(seed): \(failure)\nhistory shrunk to \(shrunk.count) events: \(shrunk)\npaths: \(paths)"
        )
        return
      }
    }
  }

  /// Paths that actually resize (some width differs from the start width) must agree on the
  /// layout; paths that never change the width are not resizes and must leave the state alone.
  static func disagreement(start: State, paths: [[Double]]) -> String? {
    var reference: (path: [Double], layout: Layout)?
    for path in paths {
      let end = start.after(path.map(Event.widthChanged))
      guard path.contains(where: { $0 != start.width }) else {
        if end != start { return "non-resize path \(path) changed the state" }
        continue
      }
      let layout = Layout(end)
      if let reference, reference.layout != layout {
        return "\(reference.path) -> \(reference.layout)\n   vs \(path) -> \(layout)"
      }
      reference = reference ?? (path, layout)
    }
    return nil
  }

  func testOscillatingAtAThresholdGivesOneTransitionPerChangeAndNoDrift() {
    var state = given(.widthChanged(W.regular), .activate(1))
    var layouts: [Bool: Layout] = [:]
    for step in 0..<100 {
      let narrow = step % 2 == 0
      let t = state.applying(.widthChanged(narrow ? 599.99 : 600))
      XCTAssertEqual(t.notifications.count, 3, "step \(step)")
      XCTAssertEqual(t.new.isCollapsed, narrow)
      if let previous = layouts[narrow] { XCTAssertEqual(previous, Layout(t.new), "step \(step)") }
      layouts[narrow] = Layout(t.new)
      state = t.new
    }
  }
}
