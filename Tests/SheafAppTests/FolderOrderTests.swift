import CGtk
import Gtk
import XCTest

@testable import SheafApp

/// The list's order and filters, run through GTK's own models as the window runs them.
final class FolderOrderTests: XCTestCase {
  func testNaturalCaseFoldedOrderWithTiesBrokenByTheRawName() throws {
    try MainActor.assumeIsolated {
      let names = [
        "Chapter 10.txt", "chapter 3.txt", "Chapter 2.txt", "appendix.md", "B.txt", "b.txt",
      ]
      let sorted = SortListModel(model: store(names), sorter: FolderOrder.makeSorter())
      XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
      XCTAssertEqual(
        displayNames(sorted),
        ["appendix.md", "B.txt", "b.txt", "Chapter 2.txt", "chapter 3.txt", "Chapter 10.txt"])
    }
  }

  func testBisectionFindsEveryNameInTheSortedListAndNoOther() throws {
    try MainActor.assumeIsolated {
      let names = (0..<500).map { "File \($0 * 7 % 500).txt" } + ["file 3.txt", "B.txt", "b.txt"]
      let sorted = SortListModel(model: store(names), sorter: FolderOrder.makeSorter())
      XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
      for (position, name) in displayNames(sorted).enumerated() {
        XCTAssertEqual(
          FolderOrder.position(of: Array(name.utf8), inSorted: sorted), position, name)
      }
      for absent in ["File 500.txt", "file 4.txt", "", "a.txt", "zzz"] {
        XCTAssertNil(FolderOrder.position(of: Array(absent.utf8), inSorted: sorted), absent)
      }
    }
  }

  func testFoldersFirstThenRegularFilesAndBrokenLinksThatAreNotHiddenAreListed() throws {
    try MainActor.assumeIsolated {
      let model = ListStoreModel()
      model.append("notes.txt", type: G_FILE_TYPE_REGULAR)
      model.append(".hidden.txt", type: G_FILE_TYPE_REGULAR, hidden: true)
      model.append("Pictures", type: G_FILE_TYPE_DIRECTORY)
      model.append("dangling", type: G_FILE_TYPE_SYMBOLIC_LINK)
      model.append("pipe", type: G_FILE_TYPE_SPECIAL)
      let rule = FolderOrder.ListedRule()
      let listed = FilterListModel(model: model, filter: FolderOrder.makeListedFilter(rule))
      XCTAssertTrue(MainLoop.run(until: { listed.pending == 0 }))
      XCTAssertEqual(displayNames(listed), ["notes.txt", "Pictures", "dangling"])
      let sorted = SortListModel(model: listed, sorter: FolderOrder.makeSorter())
      XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
      XCTAssertEqual(displayNames(sorted), ["Pictures", "dangling", "notes.txt"])
      XCTAssertEqual(FolderOrder.position(of: Array("Pictures".utf8), inSorted: sorted), 0)
      XCTAssertEqual(FolderOrder.position(of: Array("notes.txt".utf8), inSorted: sorted), 2)
      // Hidden files asked for: the same rule lets them through once the filter runs again.
      rule.showsHidden = true
      let all = FilterListModel(model: model, filter: FolderOrder.makeListedFilter(rule))
      XCTAssertTrue(MainLoop.run(until: { all.pending == 0 }))
      XCTAssertEqual(displayNames(all), ["notes.txt", ".hidden.txt", "Pictures", "dangling"])
    }
  }

}

@MainActor
private func store(_ names: [String]) -> ListStoreModel {
  let model = ListStoreModel()
  for name in names { model.append(name, type: G_FILE_TYPE_REGULAR) }
  return model
}

@MainActor
func displayNames(_ model: ListModel) -> [String] {
  (0..<model.count).compactMap { model.item(at: $0).map { FileEntry($0).displayName } }
}

/// A GListStore of GFileInfos made up for a test, shaped as GtkDirectoryList's are.
@MainActor
final class ListStoreModel: ListModel {
  init() {
    super.init(UnsafeMutableRawPointer(g_list_store_new(g_file_info_get_type())), .adopt)
  }

  func append(_ name: String, type: GFileType, hidden: Bool = false) {
    guard let info = fileInfo(named: name, type: type, hidden: hidden) else { return }
    g_list_store_append(cast(), UnsafeMutableRawPointer(info))
    g_object_unref(UnsafeMutableRawPointer(info))
  }
}

/// A new GFileInfo for a file called `name`, as GIO lists one; the caller owns it.
func fileInfo(named name: String, type: GFileType, hidden: Bool = false) -> OpaquePointer? {
  guard let info = g_file_info_new() else { return nil }
  g_file_info_set_name(info, name)
  g_file_info_set_display_name(info, name)
  g_file_info_set_file_type(info, type)
  g_file_info_set_is_hidden(info, hidden ? 1 : 0)
  return info
}
