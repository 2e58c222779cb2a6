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

  func testInAnOrderBySizeAFileThatGrowsMovesAndEveryFileIsFoundByName() throws {
    try MainActor.assumeIsolated {
      let rule = FolderOrder.SortRule(ListOrder(key: .size))
      let files = sortedFiles(
        ["a.txt", "b.txt", "c.txt", "d.txt"], sizes: [1, 2, 3, 4], rule: rule)
      var moves = 0
      files.aroundMove = { move in
        moves += 1
        move()
      }
      let grown = try XCTUnwrap(fileInfo(named: "a.txt", type: G_FILE_TYPE_REGULAR))
      g_file_info_set_size(grown, 10)
      files.put(grown, named: bytes("a.txt"))
      g_object_unref(UnsafeMutableRawPointer(grown))
      XCTAssertEqual(displayNames(files.store), ["b.txt", "c.txt", "d.txt", "a.txt"])
      XCTAssertEqual(moves, 1)
      for (position, name) in ["b.txt", "c.txt", "d.txt", "a.txt"].enumerated() {
        XCTAssertEqual(files.position(of: bytes(name)), position, name)
      }
      // A change that keeps its place is told as a change of that row alone.
      let same = try XCTUnwrap(fileInfo(named: "c.txt", type: G_FILE_TYPE_REGULAR))
      g_file_info_set_size(same, 3)
      files.put(same, named: bytes("c.txt"))
      g_object_unref(UnsafeMutableRawPointer(same))
      XCTAssertEqual(moves, 1)
      files.remove([bytes("c.txt"), bytes("a.txt")])
      XCTAssertNil(files.position(of: bytes("a.txt")))
      XCTAssertEqual(files.position(of: bytes("d.txt")), 1)
      // Back to the order by name, in one change.
      rule.order = ListOrder()
      files.reorder()
      XCTAssertEqual(displayNames(files.store), ["b.txt", "d.txt"])
      XCTAssertEqual(files.position(of: bytes("d.txt")), 1)
      rule.order = ListOrder(key: .size, isReversed: true)
      files.reorder()
      XCTAssertEqual(displayNames(files.store), ["d.txt", "b.txt"])
      XCTAssertEqual(files.position(of: bytes("b.txt")), 1)
    }
  }
}

@MainActor
private func sortedFiles(
  _ names: [String], sizes: [Int]? = nil, rule: FolderOrder.SortRule = FolderOrder.SortRule()
) -> SortedFiles {
  let model = ListStoreModel()
  for (index, name) in names.enumerated() { model.append(name, size: sizes?[index] ?? 0) }
  let sorted = SortListModel(model: model, sorter: FolderOrder.makeSorter(rule))
  XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
  return SortedFiles(copying: sorted, rule: rule)
}

private func bytes(_ name: String) -> [UInt8] { Array(name.utf8) }
