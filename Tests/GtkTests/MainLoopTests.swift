import CGtk
import XCTest

@testable import Gtk

final class MainLoopTests: XCTestCase {
  func testIdleWorkRunsOnTheLoopAndCancelledWorkNever() throws {
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
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

  func testBackgroundWorkRunsOnAWorkerAndItsResultOnTheMainThread() throws {
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
      var result: (value: Int, workOnMain: Bool, completionOnMain: Bool)?
      Background.run(cancellable: Cancellable()) { _ in
        ((1...100).reduce(0, +), Thread.isMainThread)
      } then: { outcome in
        if case .success(let (value, workOnMain)) = outcome {
          result = (value, workOnMain, Thread.isMainThread)
        }
      }
      XCTAssertTrue(MainLoop.run(until: { result != nil }))
      XCTAssertEqual(result?.value, 5050)
      XCTAssertEqual(result?.workOnMain, false, "the work ran on a worker thread")
      XCTAssertEqual(result?.completionOnMain, true)
    }
  }

  func testACancelledJobsResultNeverArrives() throws {
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
      let gate = Gate()
      let cancellable = Cancellable()
      var delivered = false
      let droppedBefore = Background.droppedResults
      Background.run(cancellable: cancellable) { _ in
        gate.waitUntilOpen()
        return 1
      } then: { _ in
        delivered = true
      }
      cancellable.cancel()
      gate.open()
      XCTAssertTrue(MainLoop.run(until: { Background.droppedResults > droppedBefore }))
      XCTAssertFalse(delivered, "a cancelled job's result is dropped")
    }
  }
}

/// A door worker threads wait at until the test opens it.
final class Gate: @unchecked Sendable {
  private let condition = NSCondition()
  private var isOpen = false

  func open() {
    condition.lock()
    isOpen = true
    condition.broadcast()
    condition.unlock()
  }

  func waitUntilOpen() {
    condition.lock()
    while !isOpen { condition.wait() }
    condition.unlock()
  }
}
