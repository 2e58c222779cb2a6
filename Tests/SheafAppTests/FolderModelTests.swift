import CGtk
import Gtk
import GtkTestSupport
import XCTest

@testable import SheafApp

/// The chain of models behind the list, on a real folder listed by GIO.
final class FolderModelTests: XCTestCase {
  func testTheListHasAScreenfulUntilTheWindowIsLaidOutThenEveryFile() throws {
    try withGtk {
      let folder = try TestFolder()
      for index in 0..<100 { try folder.write("File \(index).txt", [0x78]) }
      let model = FolderModel()
      model.open(folder.file)
      XCTAssertTrue(MainLoop.run(until: { !model.isLoading }))
      XCTAssertEqual(model.count, 100)
      let screenful = model.selection.count
      XCTAssertGreaterThan(screenful, 0)
      XCTAssertLessThan(screenful, 100, "a list not laid out yet gets a screenful of rows")
      let last = EntryID(name: Array("File 99.txt".utf8))
      XCTAssertNil(model.position(of: last), "a file past the screenful cannot be selected yet")
      XCTAssertTrue(model.contains(last))

      model.showEveryRow()
      XCTAssertEqual(model.selection.count, 100)
      XCTAssertEqual(model.position(of: last), 99)
      XCTAssertEqual(model.entry(at: 99)?.id, last)
    }
  }

  /// A web address or "recent:///" without GVfs: GIO has no monitor and no listing for it.
  /// Opened as the window opens it, it ends in GIO's "not supported", with no critical
  /// (fatal here) from a monitor that was never made.
  func testALocationGIOCannotListEndsInNotSupported() throws {
    try withGtk {
      for uri in ["http://example.com", "recent:///", "network:///"] {
        let location = File(uri: uri)
        let watcher = FolderWatcher(location) { _ in }
        XCTAssertFalse(watcher.isWatching, uri)
        let model = FolderModel()
        model.open(location)
        XCTAssertTrue(MainLoop.run(until: { !model.isLoading }), uri)
        XCTAssertEqual(model.error?.matches(G_IO_ERROR_NOT_SUPPORTED), true, uri)
        XCTAssertEqual(model.count, 0)
      }
    }
  }
}
