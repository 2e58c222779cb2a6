import CGtk
import Gtk
import XCTest

final class MainLoopTests: XCTestCase {
  func testIdleWorkRunsOnTheLoopAndCancelledWorkNever() throws {
    try MainActor.assumeIsolated {
      try requireDisplay()
      var ran: [String] = []
      MainLoop.idle { ran.append("idle") }
      let cancelled = MainLoop.idle { ran.append("cancelled") }
      cancelled.cancel()
      XCTAssertEqual(ran, [], "nothing runs before the loop turns")
      XCTAssertTrue(MainLoop.run(until: { ran == ["idle"] }))
      drainMainLoop()
      XCTAssertEqual(ran, ["idle"])
    }
  }

  func testBackgroundResultArrivesOnTheMainThread() throws {
    try MainActor.assumeIsolated {
      try requireDisplay()
      var result: (value: Int, onMain: Bool)?
      MainLoop.background({ (1...100).reduce(0, +) }) { value in
        result = (value, Thread.isMainThread)
      }
      XCTAssertTrue(MainLoop.run(until: { result != nil }))
      XCTAssertEqual(result?.value, 5050)
      XCTAssertEqual(result?.onMain, true)
    }
  }
}
