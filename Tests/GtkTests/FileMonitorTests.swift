import CGtk
import Foundation
import GtkTestSupport
import XCTest

@testable import Gtk

final class FileMonitorTests: XCTestCase {
  /// A burst reaches the main thread in batches of at most the batch size, in the order the
  /// files went.
  func testABurstArrivesInOrderInBatchesOfAtMostTheBatchSize() throws {
    try withGtk {
      let folder = try TemporaryFolder(files: 60)
      var batches: [[FileMonitor.Event]] = []
      let monitor = FileMonitor(folder: folder.file, batchSize: 10) { batches.append($0) }
      XCTAssertTrue(MainLoop.run(until: { monitor.isWatching }))
      for name in folder.names { unlink(folder.path + "/" + name) }
      let gone = { batches.joined().filter { $0.kind == G_FILE_MONITOR_EVENT_DELETED } }
      XCTAssertTrue(MainLoop.run(until: { gone().count == 60 }))
      XCTAssertEqual(gone().map { String(decoding: $0.name, as: UTF8.self) }, folder.names)
      XCTAssertGreaterThanOrEqual(batches.count, 6)
      XCTAssertLessThanOrEqual(batches.map(\.count).max() ?? 0, 10)
      XCTAssertFalse(batches.joined().contains { $0.isFolder })
      monitor.cancel()
      rmdir(folder.path)
    }
  }

  /// The folder itself going away is told as such, and nothing comes after a cancel.
  func testTheFolderGoingIsToldAndACancelledMonitorSaysNothingMore() throws {
    try withGtk {
      let folder = try TemporaryFolder(files: 2)
      var cancelledSaw: [FileMonitor.Event] = []
      var sentinelSaw: [FileMonitor.Event] = []
      let cancelled = FileMonitor(folder: folder.file) { cancelledSaw += $0 }
      let sentinel = FileMonitor(folder: folder.file) { sentinelSaw += $0 }
      XCTAssertTrue(MainLoop.run(until: { cancelled.isWatching && sentinel.isWatching }))
      cancelled.cancel()
      for name in folder.names { unlink(folder.path + "/" + name) }
      rmdir(folder.path)
      XCTAssertTrue(MainLoop.run(until: { sentinelSaw.contains { $0.isFolder } }))
      drainMainLoop()
      XCTAssertEqual(cancelledSaw, [])
      let folderEvent = sentinelSaw.first { $0.isFolder }
      XCTAssertEqual(folderEvent?.kind, G_FILE_MONITOR_EVENT_DELETED)
      XCTAssertEqual(folderEvent?.name, [])
    }
  }

  func testALocationGIOCannotWatchSaysSo() throws {
    try withGtk {
      let monitor = FileMonitor(folder: File(uri: "http://example.com")) { _ in }
      XCTAssertTrue(MainLoop.run(until: { !monitor.isStarting }))
      guard case .failed = monitor.state else { return XCTFail("\(monitor.state)") }
    }
  }
}

extension FileMonitor {
  fileprivate var isWatching: Bool {
    if case .watching = state { true } else { false }
  }
  fileprivate var isStarting: Bool {
    if case .starting = state { true } else { false }
  }
}

/// A folder of empty files, named in order, removed with what is left of it.
private struct TemporaryFolder {
  let path: String
  let names: [String]
  var file: File { File(pathBytes: Array(path.utf8)) }

  init(files: Int) throws {
    var template = Array((NSTemporaryDirectory() + "/monitor-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    path = String(cString: made)
    names = (0..<files).map { String(format: "file %03d", $0) }
    for name in names {
      FileManager.default.createFile(atPath: path + "/" + name, contents: nil)
    }
  }
}
