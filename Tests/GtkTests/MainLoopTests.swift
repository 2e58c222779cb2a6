import CGtk
import GtkTestSupport
import XCTest

@testable import Gtk

final class MainLoopTests: XCTestCase {
  func testIdleWorkRunsOnTheLoopAndCancelledWorkNever() throws {
    try withGtk {
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
    try withGtk {
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
    try withGtk {
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

  func testAPoolsJobsRunInOrderOneAtATimeWhileTheMainThreadIsBusy() throws {
    try withGtk {
      let pool = WorkerPool(threads: 1)
      let log = JobLog()
      let delivered = queueJobs(3, on: pool, log: log)
      // The main loop does not turn here: the queue must move on by itself.
      XCTAssertEqual(log.waitForRuns(3, seconds: 10), [0, 1, 2])
      XCTAssertEqual(log.mostAtOnce, 1, "one thread runs one job at a time")
      XCTAssertTrue(MainLoop.run(until: { delivered.indices.count == 3 }))
      XCTAssertEqual(delivered.indices, [0, 1, 2], "results come back in the order asked for")
    }
  }

  func testAPoolLetGoStillRunsWhatWasQueuedAndGoes() throws {
    try withGtk {
      var pool: WorkerPool? = WorkerPool(threads: 1)
      weak let gone = pool
      let log = JobLog()
      let delivered = queueJobs(3, on: pool, log: log)
      pool = nil
      XCTAssertNil(gone, "nothing else holds the pool")
      XCTAssertEqual(log.waitForRuns(3, seconds: 10), [0, 1, 2])
      XCTAssertTrue(MainLoop.run(until: { delivered.indices.count == 3 }))
    }
  }
}

/// Queues jobs 0..<`count` on `pool`, each noting in `log` that it ran and returning its index;
/// their results arrive, on the main thread, in what this returns.
@MainActor
private func queueJobs(_ count: Int, on pool: WorkerPool?, log: JobLog) -> Deliveries {
  let deliveries = Deliveries()
  for index in 0..<count {
    Background.run(on: pool, cancellable: Cancellable()) { _ in
      log.ran(index)
      return index
    } then: { result in
      if case .success(let index) = result { deliveries.indices.append(index) }
    }
  }
  return deliveries
}

/// The indices of the jobs whose results came back, in the order they came.
@MainActor
private final class Deliveries {
  var indices: [Int] = []
}

/// What a pool's jobs did, from their worker threads.
final class JobLog: @unchecked Sendable {
  private let condition = NSCondition()
  private var runs: [Int] = []
  private var running = 0
  private(set) var mostAtOnce = 0

  func ran(_ index: Int) {
    condition.lock()
    running += 1
    mostAtOnce = max(mostAtOnce, running)
    condition.unlock()
    // Long enough for a second thread, had the pool one, to start a job meanwhile.
    Thread.sleep(forTimeInterval: 0.02)
    condition.lock()
    running -= 1
    runs.append(index)
    condition.broadcast()
    condition.unlock()
  }

  /// The jobs run so far, once `count` have run or `seconds` have passed.
  func waitForRuns(_ count: Int, seconds: Double) -> [Int] {
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while runs.count < count && condition.wait(until: deadline) {}
    return runs
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
