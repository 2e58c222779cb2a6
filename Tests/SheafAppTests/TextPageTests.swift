import CGtk
import CGtkSourceView
import XCTest

@testable import Gtk
@testable import SheafApp

/// The text page colours, wraps and numbers what the bounds allow, and GtkSourceView, left to
/// colour it, warns about nothing.
final class TextPageTests: XCTestCase {
  func testColoursWrappingAndLineNumbersFollowTheBounds() throws {
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
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

  /// The banner over a file longer than what is read never names one size twice.
  func testTheNoteOverALongerFileNeverGivesTheSameSizeTwice() {
    let limit = Int64(TextDecoding.limit)
    let truncated = PreparedText(text: "x", contentType: "text/plain", truncated: true)
    let cases: [(Int64, String)] = [
      (300 * 1024 * 1024, "Only the first 524.3\u{a0}kB of this 314.6\u{a0}MB file are shown."),
      // 524,300 bytes is 524.3 kB too: the bytes are counted.
      (
        limit + 12,
        "Only the first \(Formatting.number(524_288)) of this file’s "
          + "\(Formatting.number(524_300)) bytes are shown."
      ),
      // The size listed before the file grew past the limit.
      (limit, "Only the first 524.3\u{a0}kB of this file are shown."),
      (10, "Only the first 524.3\u{a0}kB of this file are shown."),
    ]
    for (size, note) in cases {
      XCTAssertEqual(TextPage.notes(for: truncated, size: size), [note], "\(size) bytes")
    }
  }
}
