import Gtk
import GtkTestSupport
import XCTest

@testable import SheafApp

/// Closing windows gives their memory back once the burst of closes is over.
final class MemoryReleaseTests: XCTestCase {
  func testABurstOfClosedWindowsTrimsOnceAfterTheLast() throws {
    try withGtk {
      let before = MemoryRelease.trims
      for _ in 0..<5 { MemoryRelease.windowClosed() }
      XCTAssertTrue(MainLoop.run(until: { MemoryRelease.trims > before }, timeout: 10))
      // No other trim is waiting: the burst's closes made one.
      var waited = false
      MainLoop.after(milliseconds: MemoryRelease.delayMilliseconds * 3) { waited = true }
      XCTAssertTrue(MainLoop.run(until: { waited }, timeout: 10))
      XCTAssertEqual(MemoryRelease.trims, before + 1)
    }
  }
}
