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

  /// GTK 4.8's list view loses track of its rows when a range of them is replaced by a
  /// different set of items it partly shows already. What the view reads is told only that
  /// items came, that items left, that the same items are there again, or that the whole
  /// list was replaced by another.
  func testTheListViewIsToldOfInsertionsAndRemovalsNotOfPartsReplaced() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      for index in 0..<30 { try folder.write("File \(index).txt", [0x78]) }
      let model = FolderModel()
      model.open(folder.file)
      XCTAssertTrue(MainLoop.run(until: { !model.isLoading }))
      let view = model.selection
      var shown = items(of: view)
      var replaced: [String] = []
      view.onItemsChanged { position, removed, added in
        let gone = Array(shown[position..<(position + removed)])
        let now = items(of: view)
        let came = Array(now[position..<(position + added)])
        let whole = position == 0 && removed == shown.count && added == now.count
        if removed > 0 && added > 0 && gone != came && !whole {
          replaced.append("\(position): \(removed) replaced by \(added)")
        }
        shown.replaceSubrange(position..<(position + removed), with: came)
      }
      model.showEveryRow()
      model.selection.selected = 5

      // Files come and go, the way the folder's monitor tells them.
      for index in [3, 12, 13, 29] {
        unlink(folder.path + "/File \(index).txt")
        model.fileRemoved(EntryID(name: Array("File \(index).txt".utf8)))
      }
      for index in [40, 41, 75] { try folder.write("File \(index).txt", [0x78]) }
      for index in [40, 41, 75] {
        model.fileAppeared(EntryID(name: Array("File \(index).txt".utf8)))
      }
      XCTAssertTrue(MainLoop.run(until: { model.count == 29 }), "\(model.count) files")
      // The name filter narrows, widens, changes and goes, the selected file matching it.
      for text in ["5", "e 5", "5", ".txt", "5", ""] { model.filterText = text }

      XCTAssertEqual(replaced, [])
      XCTAssertEqual(shown, items(of: view), "what the view was told adds up to the list")
      XCTAssertEqual(model.selectedEntry?.displayName, "File 5.txt")
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
        XCTAssertTrue(MainLoop.run(until: { watcher.isWatching != nil }), uri)
        XCTAssertEqual(watcher.isWatching, false, uri)
        let model = FolderModel()
        model.open(location)
        XCTAssertTrue(MainLoop.run(until: { !model.isLoading }), uri)
        XCTAssertEqual(model.error?.matches(G_IO_ERROR_NOT_SUPPORTED), true, uri)
        XCTAssertEqual(model.count, 0)
      }
    }
  }
}

/// The items of `model`, by identity.
@MainActor
private func items(of model: ListModel) -> [UnsafeMutableRawPointer?] {
  (0..<model.count).map { position in
    let item = g_list_model_get_item(model.cast(), guint(position))
    if let item { g_object_unref(item) }
    return item
  }
}
