import CGtk
import GtkTestSupport
import XCTest

@testable import Gtk
@testable import SheafApp

/// Ctrl+F in a document: every match counted, each selected in turn, and the bar gone with
/// the document.
final class FindBarTests: XCTestCase {
  func testEachMatchIsSelectedInTurnAndCounted() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      let detail = try showing(
        "notes.txt", "Apple pie, apple tart.\nNo fruit here.\nAPPLE juice\n", in: folder)
      XCTAssertTrue(detail.find(), "a text can be searched")
      XCTAssertTrue(detail.findBar.isOpen)
      detail.findBar.look(for: "apple")
      XCTAssertTrue(
        MainLoop.run(until: { detail.findBar.countText == "1 of 3" }, timeout: 10),
        "the first match selected, all three counted; saw \(detail.findBar.countText)")
      XCTAssertEqual(selectedText(in: detail), "Apple")
      detail.findBar.go(forward: true)
      XCTAssertEqual(detail.findBar.countText, "2 of 3")
      detail.findBar.go(forward: true)
      XCTAssertEqual(selectedText(in: detail), "APPLE", "case is ignored")
      detail.findBar.go(forward: true)
      XCTAssertEqual(detail.findBar.countText, "1 of 3", "past the last, the first again")
      detail.findBar.go(forward: false)
      XCTAssertEqual(detail.findBar.countText, "3 of 3", "before the first, the last")
      detail.findBar.look(for: "pear")
      XCTAssertTrue(
        MainLoop.run(until: { detail.findBar.countText == "No matches" }, timeout: 10),
        "saw \(detail.findBar.countText)")
    }
  }

  func testAMarkdownDocumentIsSearchedAndAPictureClosesTheBar() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      let detail = try showing(
        "note.md", "# Title\n\nSome **bold** words, and more words.\n", in: folder)
      XCTAssertEqual(detail.page, "markdown")
      XCTAssertTrue(detail.find())
      detail.findBar.look(for: "words")
      XCTAssertTrue(
        MainLoop.run(until: { detail.findBar.countText == "1 of 2" }, timeout: 10),
        "saw \(detail.findBar.countText)")
      let picture = try folder.picture("small.png", width: 8, height: 8)
      detail.show(
        picture,
        facts: FileFacts(displayName: "small.png", contentType: "image/png", size: 1, modified: 0),
        in: folder.file)
      XCTAssertTrue(MainLoop.run(until: { detail.page == "image" }, timeout: 30))
      XCTAssertFalse(detail.findBar.isOpen, "nothing to find in a picture")
      XCTAssertFalse(detail.find(), "nor does Ctrl+F open it there")
    }
  }
}

/// A detail pane showing a file of `text` made in `folder`, once its page is on show.
@MainActor
private func showing(_ name: String, _ text: String, in folder: TestFolder) throws -> DetailPane {
  let file = try folder.write(name, Array(text.utf8))
  let detail = DetailPane()
  let type = name.hasSuffix(".md") ? "text/markdown" : "text/plain"
  detail.show(
    file,
    facts: FileFacts(
      displayName: name, contentType: type, size: Int64(text.utf8.count), modified: 0),
    in: folder.file)
  XCTAssertTrue(MainLoop.run(until: { ["text", "markdown"].contains(detail.page) }, timeout: 30))
  return detail
}

/// The text selected in the document on show.
@MainActor
private func selectedText(in detail: DetailPane) -> String? {
  guard let view = detail.searchableView,
    let buffer = gtk_text_view_get_buffer(view.cast())
  else { return nil }
  var start = GtkTextIter()
  var end = GtkTextIter()
  guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0,
    let text = gtk_text_buffer_get_text(buffer, &start, &end, 0)
  else { return nil }
  defer { g_free(text) }
  return String(cString: text)
}
