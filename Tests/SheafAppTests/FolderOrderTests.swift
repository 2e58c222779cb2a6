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

/// The orders a user can choose: each fact, reversed, with folders first or mixed in.
final class SortOrderTests: XCTestCase {
  func testEachFactOrdersTheFilesWithFoldersFirst() {
    MainActor.assumeIsolated {
      XCTAssertEqual(
        names(in: ListOrder(key: .name)), ["alpha", "Zeta", "a.md", "b 9.txt", "b 10.txt", "c.png"])
      XCTAssertEqual(
        names(in: ListOrder(key: .modified)),
        ["Zeta", "alpha", "b 10.txt", "b 9.txt", "c.png", "a.md"])
      XCTAssertEqual(
        names(in: ListOrder(key: .size)), ["alpha", "Zeta", "a.md", "b 9.txt", "c.png", "b 10.txt"])
      // "Markdown document", "plain text document", "PNG image"; ties by name.
      XCTAssertEqual(
        names(in: ListOrder(key: .kind)), ["alpha", "Zeta", "a.md", "b 9.txt", "b 10.txt", "c.png"])
    }
  }

  func testReversedOrdersKeepFoldersFirstUnlessMixed() {
    MainActor.assumeIsolated {
      XCTAssertEqual(
        names(in: ListOrder(key: .name, isReversed: true)),
        ["Zeta", "alpha", "c.png", "b 10.txt", "b 9.txt", "a.md"])
      XCTAssertEqual(
        names(in: ListOrder(key: .modified, isReversed: true, foldersFirst: false)),
        ["a.md", "alpha", "c.png", "Zeta", "b 9.txt", "b 10.txt"])
      // Folders have no size: the smallest of all, last when reversed.
      XCTAssertEqual(
        names(in: ListOrder(key: .size, isReversed: true, foldersFirst: false)),
        ["b 10.txt", "c.png", "b 9.txt", "a.md", "Zeta", "alpha"])
      XCTAssertEqual(
        names(in: ListOrder(key: .name, foldersFirst: false)),
        ["a.md", "alpha", "b 9.txt", "b 10.txt", "c.png", "Zeta"])
    }
  }

  func testBisectionByNameFindsFilesInAnyOrderByNameAndGivesUpOtherwise() {
    MainActor.assumeIsolated {
      for order in [ListOrder(isReversed: true), ListOrder(foldersFirst: false)] {
        let rule = FolderOrder.SortRule(order)
        let sorted = SortListModel(model: files(), sorter: FolderOrder.makeSorter(rule))
        XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
        for (position, name) in displayNames(sorted).enumerated() {
          XCTAssertEqual(
            FolderOrder.position(of: Array(name.utf8), inSorted: sorted, by: rule), position)
        }
      }
      let bySize = FolderOrder.SortRule(ListOrder(key: .size))
      let sorted = SortListModel(model: files(), sorter: FolderOrder.makeSorter(bySize))
      XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
      XCTAssertNil(FolderOrder.position(of: Array("a.md".utf8), inSorted: sorted, by: bySize))
    }
  }
}

/// Two folders and four files, each fact different from one to the next.
@MainActor
private func files() -> ListStoreModel {
  let model = ListStoreModel()
  model.append("Zeta", type: G_FILE_TYPE_DIRECTORY, modified: 2022, contentType: "inode/directory")
  model.append("alpha", type: G_FILE_TYPE_DIRECTORY, modified: 2024, contentType: "inode/directory")
  model.append("b 10.txt", size: 5000, modified: 2020, contentType: "text/plain")
  model.append("b 9.txt", size: 10, modified: 2021, contentType: "text/plain")
  model.append("a.md", size: 3, modified: 2025, contentType: "text/markdown")
  model.append("c.png", size: 900, modified: 2023, contentType: "image/png")
  return model
}

@MainActor
private func names(in order: ListOrder) -> [String] {
  let sorted = SortListModel(
    model: files(), sorter: FolderOrder.makeSorter(FolderOrder.SortRule(order)))
  XCTAssertTrue(MainLoop.run(until: { sorted.pending == 0 }))
  let byHand = FolderOrder.sorted(
    (0..<sorted.count).compactMap { sorted.item(at: $0).map { OpaquePointer($0.object) } }
      .reversed(), in: order)
  // The sort of a whole list and the comparison the models call agree.
  XCTAssertEqual(
    byHand.map { FileEntry(Object(UnsafeMutableRawPointer($0), .borrow)).displayName },
    displayNames(sorted), "\(order)")
  return displayNames(sorted)
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

  func append(
    _ name: String, type: GFileType = G_FILE_TYPE_REGULAR, hidden: Bool = false, size: Int = 0,
    modified: Int? = nil, contentType: String? = nil
  ) {
    guard let info = fileInfo(named: name, type: type, hidden: hidden) else { return }
    g_file_info_set_size(info, goffset(size))
    if let modified {
      // A year, as seconds since the epoch: enough to order.
      g_file_info_set_attribute_uint64(
        info, "time::modified", guint64(modified - 1970) * 31_557_600)
    }
    if let contentType {
      g_file_info_set_attribute_string(info, "standard::fast-content-type", contentType)
    }
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
