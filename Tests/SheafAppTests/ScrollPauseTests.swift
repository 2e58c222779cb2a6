import CGtk
import Gtk
import GtkTestSupport
import XCTest

@testable import SheafApp

/// Work that waits for a list to stand still: at once when it does, later while it moves,
/// never once cancelled.
final class ScrollPauseTests: XCTestCase {
  func testWorkWaitsWhileTheListMovesAndRunsOnceItStops() throws {
    try withGtk {
      let pause = ScrollPause()
      var ranAtOnce = false
      pause.whenStill(unless: Cancellable()) { ranAtOnce = true }
      XCTAssertTrue(ranAtOnce, "a list that never moved is still")

      pause.moved()
      let started = g_get_monotonic_time()
      var ranAt: gint64?
      pause.whenStill(unless: Cancellable()) { ranAt = g_get_monotonic_time() }
      XCTAssertNil(ranAt, "a list that just moved waits")
      var cancelledRan = false
      let cancellable = Cancellable()
      pause.whenStill(unless: cancellable) { cancelledRan = true }
      cancellable.cancel()
      XCTAssertTrue(MainLoop.run(until: { ranAt != nil }, timeout: 5))
      let waited = (ranAt ?? started) - started
      XCTAssertGreaterThanOrEqual(waited, gint64(ScrollPause.stillMilliseconds) * 1000)
      var settled = false
      MainLoop.after(milliseconds: ScrollPause.stillMilliseconds * 2) { settled = true }
      XCTAssertTrue(MainLoop.run(until: { settled }, timeout: 5))
      XCTAssertFalse(cancelledRan, "cancelled work never runs")
    }
  }
}
