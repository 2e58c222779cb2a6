import CGtk
import CGtkSourceView
import GtkTestSupport
import XCTest

@testable import Gtk
@testable import SheafApp

/// The text page colours, wraps and numbers what the bounds allow, and GtkSourceView, left to
/// colour it, warns about nothing.
final class TextPageTests: XCTestCase {
  func testColoursWrappingAndLineNumbersFollowTheBounds() throws {
    try withGtk {
      let page = TextPage()
      let window = Window()
      window.setDefaultSize(width: 800, height: 600)
      window.setChild(page.root)
      window.present()
      defer { window.destroy() }

      let minified = "[" + String(repeating: "{\"a\":1},", count: 400) + "{}]\n"
      let cases: [(String, String, String, Bool, GtkWrapMode)] = [
        ("script.sh", "application/x-shellscript", "cat <<EOF\n$HOME\nEOF\n", true, GTK_WRAP_NONE),
        ("quoted.sh", "application/x-shellscript", Self.quotedHereDocuments, false, GTK_WRAP_NONE),
        ("data.json", "application/json", "{\"a\": [1, 2]}\n", true, GTK_WRAP_NONE),
        ("min.json", "application/json", minified, false, GTK_WRAP_CHAR),
        ("notes.txt", "text/plain", "Plain words.\n", false, GTK_WRAP_WORD_CHAR),
      ]
      for (name, type, text, coloured, wrap) in cases {
        page.show(TextBounds.prepare(text, contentType: type), name: name, size: 1)
        Self.pumpFrames(window)
        XCTAssertEqual(page.languageID.isEmpty, !coloured, name)
        XCTAssertEqual(gtk_text_view_get_wrap_mode(page.view.cast()), wrap, name)
        let numbered = gtk_source_view_get_show_line_numbers(page.view.cast()) != 0
        XCTAssertEqual(numbered, name != "notes.txt", "line numbers for code: \(name)")
      }
    }
  }

  /// A shell script with the here-documents GtkSourceView 5.6 cannot colour.
  private static let quotedHereDocuments =
    "cat <<'EOF'\n$HOME stays as written\nEOF\nif true; then\n\tcat <<-\"EOF\"\n\tx\n\tEOF\nfi\n"

  /// Lets GTK lay out, colour and paint a few frames.
  @MainActor
  private static func pumpFrames(_ window: Window) {
    for _ in 0..<3 {
      var painted = false
      guard let connection = window.onFramePainted({ painted = true }) else { return }
      defer { connection.disconnect() }
      window.queueDraw()
      XCTAssertTrue(MainLoop.run(until: { painted }), "a frame was painted")
    }
  }
}
