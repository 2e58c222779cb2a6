import CGtk
import CGtkSourceView
import Foundation
import GtkTestSupport
import XCTest

@testable import Gtk
@testable import SheafApp

/// The text page colours, wraps and numbers what the bounds allow, and GtkSourceView, left to
/// colour it, warns about nothing.
final class TextPageTests: XCTestCase {
  func testColoursWrappingAndLineNumbersFollowTheBounds() throws {
    try withGtk {
      let (page, window) = Self.presentPage(width: 800, height: 600)
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
        XCTAssertTrue(paintFrames(window, count: 3), "frames were painted")
        XCTAssertEqual(page.languageID.isEmpty, !coloured, name)
        XCTAssertEqual(gtk_text_view_get_wrap_mode(page.view.cast()), wrap, name)
        let numbered = gtk_source_view_get_show_line_numbers(page.view.cast()) != 0
        XCTAssertEqual(numbered, name != "notes.txt", "line numbers for code: \(name)")
      }
    }
  }

  /// Text shown in the frame that draws it is coloured and laid out before the drawing starts:
  /// nothing moves the scroll bars while GTK draws them (it warns that it draws a scroll bar it
  /// has not placed when something does). Scroll bars always shown, as with the "always show
  /// scroll bars" setting, are drawn in every frame.
  func testNewTextIsLaidOutBeforeItsFirstFrame() throws {
    try withGtk {
      let overlay = Settings.overlayScrolling
      Settings.overlayScrolling = false
      defer { Settings.overlayScrolling = overlay }

      let (page, window) = Self.presentPage(width: 600, height: 400)
      defer { window.destroy() }
      let moves = ScrollbarMovesWhileDrawing(page.view)
      for length in [3, 400, 5, 900, 2, 250, 40, 1] {
        let line = "echo \"a line of a script that is long enough to need a scroll bar\" | wc -c\n"
        let text = String(repeating: line, count: length)
        // Shown from a tick callback, the text arrives in the frame that paints it, before
        // any idle can run: the case that reaches the user at random.
        var painted = false
        page.root.addTickCallback { _ in
          page.show(
            TextBounds.prepare(text, contentType: "application/x-shellscript"),
            name: "script \(length).sh", size: Int64(text.utf8.count))
          return false
        }
        guard let connection = window.onFramePainted({ painted = true }) else {
          return XCTFail("no frame clock")
        }
        XCTAssertTrue(MainLoop.run(until: { painted }), "a frame was painted")
        connection.disconnect()
        XCTAssertEqual(moves.count, 0, "the scroll bars moved while \(length) lines were drawn")
      }
      Settings.overlayScrolling = true
      window.destroy()
      drainMainLoop()
    }
  }

  /// A shell script with the here-documents GtkSourceView 5.6 cannot colour.
  private static let quotedHereDocuments =
    "cat <<'EOF'\n$HOME stays as written\nEOF\nif true; then\n\tcat <<-\"EOF\"\n\tx\n\tEOF\nfi\n"

  /// A text page alone in a window of that size, on screen.
  @MainActor
  private static func presentPage(width: Int32, height: Int32) -> (TextPage, Window) {
    let page = TextPage()
    let window = Window()
    window.setDefaultSize(width: width, height: height)
    window.setChild(page.root)
    window.present()
    return (page, window)
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
      XCTAssertEqual(
        TextPage.notes(for: truncated, size: size), [note, "Ctrl+End shows its end."],
        "\(size) bytes")
    }
  }
}

/// Counts changes to a scrollable's adjustments made while GTK draws a widget, told by the
/// call stack: GTK draws children through `gtk_widget_snapshot_child`, and nothing may move a
/// scroll bar then.
@MainActor
private final class ScrollbarMovesWhileDrawing {
  private(set) var count = 0

  init(_ scrollable: Widget) {
    let pointer = OpaquePointer(scrollable.widget)
    for adjustment in [
      gtk_scrollable_get_hadjustment(pointer), gtk_scrollable_get_vadjustment(pointer),
    ] {
      guard let adjustment else { continue }
      let object = Object(UnsafeMutableRawPointer(adjustment), .borrow)
      for signal in ["changed", "value-changed"] {
        _ = object.on(signal) { [weak self] in
          if Thread.callStackSymbols.contains(where: { $0.contains("gtk_widget_snapshot") }) {
            self?.count += 1
          }
        }
      }
    }
  }
}

/// A source view coloured while it is drawn (GtkSourceView colours the lines it draws) lays
/// itself out again in the middle of the frame; shown with `setSteadyChild`, its scroll bars
/// still never move while GTK draws them.
final class SteadySourceViewTests: XCTestCase {
  func testTheScrollBarsOfAViewColouredWhileDrawnNeverMoveThen() throws {
    try withGtk {
      let overlay = Settings.overlayScrolling
      Settings.overlayScrolling = false
      defer { Settings.overlayScrolling = overlay }
      guard let sourceView = gtk_source_view_new() else { return XCTFail("no source view") }
      let view = Widget(sourceView, .sink)
      let buffer = try XCTUnwrap(gtk_text_view_get_buffer(view.cast()))
      let manager = gtk_source_language_manager_get_default()
      gtk_source_buffer_set_language(
        gcast(OpaquePointer(buffer)), gtk_source_language_manager_get_language(manager, "sh"))
      gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_NONE)
      let scroller = ScrolledWindow()
      scroller.setSteadyChild(view)
      let window = Window()
      window.setDefaultSize(width: 500, height: 300)
      window.setChild(scroller)
      window.present()
      defer {
        window.destroy()
        drainMainLoop()
      }
      var movesWhileDrawing = 0
      var connections: [SignalConnection] = []
      for adjustment in [
        gtk_scrolled_window_get_hadjustment(scroller.cast()),
        gtk_scrolled_window_get_vadjustment(scroller.cast()),
      ] {
        guard let adjustment else { continue }
        let object = Object(UnsafeMutableRawPointer(adjustment), .borrow)
        for signal in ["changed", "value-changed"] {
          connections.append(
            object.on(signal) {
              if Thread.callStackSymbols.contains(where: { $0.contains("gtk_widget_snapshot") }) {
                movesWhileDrawing += 1
              }
            })
        }
      }
      defer { for connection in connections { connection.disconnect() } }
      for length in [3, 400, 5, 900, 2, 250, 40, 1] {
        let line =
          "echo \"a line of a script that is long enough to need a scroll bar\" | wc -c # \(length)\n"
        let text = String(repeating: line, count: length)
        var painted = false
        _ = scroller.addTickCallback { _ in
          gtk_text_buffer_set_text(buffer, text, -1)
          return false
        }
        guard let connection = window.onFramePainted({ painted = true }) else {
          return XCTFail("no frame clock")
        }
        XCTAssertTrue(MainLoop.run(until: { painted }), "a frame was painted")
        connection.disconnect()
        XCTAssertEqual(
          movesWhileDrawing, 0, "the scroll bars moved while \(length) lines were drawn")
      }
    }
  }
}
