import CGtk
import Gtk
import XCTest

@testable import SheafApp

/// The listed files once the first listing is in: each change finds its file by halves.
final class SortedFilesTests: XCTestCase {
  func testRemovingTakesOutEachNamedFileOnceAndNoOther() {
    MainActor.assumeIsolated {
      let files = sortedFiles((1...8).map { "file \($0).txt" })
      // A file made and removed twice is named twice in one batch of removals.
      files.remove(
        ["file 3.txt", "file 4.txt", "file 3.txt", "absent.txt", "file 8.txt"].map(bytes))
      XCTAssertEqual(
        displayNames(files.store),
        ["file 1.txt", "file 2.txt", "file 5.txt", "file 6.txt", "file 7.txt"])
    }
  }

  func testRemovingAndPuttingKeepTheNaturalOrder() throws {
    try MainActor.assumeIsolated {
      let files = sortedFiles(["b 10.txt", "b 2.txt", "a.txt"])
      XCTAssertTrue(files.remove(bytes("b 2.txt")))
      XCTAssertFalse(files.remove(bytes("b 2.txt")), "already gone")
      let added = try XCTUnwrap(fileInfo(named: "b 9.txt", type: G_FILE_TYPE_REGULAR))
      files.put(added, named: bytes("b 9.txt"))
      g_object_unref(UnsafeMutableRawPointer(added))
      XCTAssertEqual(displayNames(files.store), ["a.txt", "b 9.txt", "b 10.txt"])
    }
  }
}

@MainActor
private func sortedFiles(_ names: [String]) -> SortedFiles {
  let model = ListStoreModel()
  for name in names { model.append(name, type: G_FILE_TYPE_REGULAR) }
  let sorted = SortListModel(model: model, sorter: FolderOrder.makeSorter())
  XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
  return SortedFiles(copying: sorted)
}

private func bytes(_ name: String) -> [UInt8] { Array(name.utf8) }
