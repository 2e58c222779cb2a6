import CGtk
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// A text view shown with `setSteadyChild` scrolls itself in one step, and its scroll bars
/// follow it, and it them, whichever child is on show.
final class SteadyScrollingTests: XCTestCase {
  func testATextViewScrollingToItsCursorArrivesInOneStepWithTheScrollBarsFollowing() throws {
    try withGtk {
      let (scroller, window) = presentScroller()
      defer {
        window.destroy()
        drainMainLoop()
      }
      let lines = (1...400).map { "Line \($0) of a text long enough to scroll." }
      for round in 0..<2 {
        // A second view replaces the first, as a new document does.
        let view = TextView()
        view.text = lines.joined(separator: "\n")
        scroller.setSteadyChild(view)
        XCTAssertTrue(paintFrames(window, count: 4), "frames were painted")
        let own = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(view.widget)))
        let shown = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(scroller.cast()))
        var changes = 0
        let counter = Object(UnsafeMutableRawPointer(own), .borrow).on("value-changed") {
          changes += 1
        }
        defer { counter.disconnect() }
        for line: Int32 in [300, 20, 399, 0] {
          changes = 0
          view.placeCursor(atLine: line)
          XCTAssertTrue(paintFrames(window, count: 4), "frames were painted")
          XCTAssertEqual(changes, 1, "round \(round): one move to line \(line), not a glide")
          XCTAssertGreaterThan(gtk_adjustment_get_upper(shown), 1000, "round \(round)")
          XCTAssertEqual(
            gtk_adjustment_get_value(shown), gtk_adjustment_get_value(own),
            "round \(round): the scroll bar shows where the view is, at line \(line)")
        }
        // A drag of the scroll bar moves the view.
        gtk_adjustment_set_value(shown, 500)
        XCTAssertEqual(gtk_adjustment_get_value(own), 500, "round \(round)")
      }
    }
  }
}

extension SteadyScrollingTests {
  /// New text arrives in the frame that draws it (from a tick callback, before any idle can
  /// lay it out): the text view lays itself out while it is drawn, and its scroll bars must
  /// not move then; they follow before the next frame.
  func testTheScrollBarsNeverMoveWhileAFrameIsDrawn() throws {
    try withGtk {
      let overlay = Settings.overlayScrolling
      Settings.overlayScrolling = false
      defer { Settings.overlayScrolling = overlay }
      let (scroller, window) = presentScroller()
      defer {
        window.destroy()
        drainMainLoop()
      }
      let view = TextView()
      scroller.setSteadyChild(view)
      XCTAssertTrue(paintFrames(window, count: 4), "frames were painted")
      let shown = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(scroller.cast()))
      var movesWhileDrawing = 0
      let probe = Object(UnsafeMutableRawPointer(shown), .borrow)
      let connections = ["changed", "value-changed"].map { signal in
        probe.on(signal) {
          if Thread.callStackSymbols.contains(where: { $0.contains("gtk_widget_snapshot") }) {
            movesWhileDrawing += 1
          }
        }
      }
      defer { for connection in connections { connection.disconnect() } }
      for lines in [400, 3, 900, 40, 1200] {
        scroller.addTickCallback { _ in
          view.text = (1...lines).map { "Line \($0), long enough to wrap in a narrow window." }
            .joined(separator: "\n")
          return false
        }
        XCTAssertTrue(paintFrames(window, count: 4), "frames were painted")
        XCTAssertEqual(
          movesWhileDrawing, 0, "the scroll bars moved while \(lines) lines were drawn")
        let own = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(view.widget)))
        XCTAssertEqual(
          gtk_adjustment_get_upper(shown), gtk_adjustment_get_upper(own),
          "the scroll bar follows \(lines) lines")
      }
    }
  }
}

extension TextView {
  /// Puts the cursor at the start of `line` and scrolls it into view, as a key does.
  @MainActor
  fileprivate func placeCursor(atLine line: Int32) {
    let buffer = gtk_text_view_get_buffer(cast())
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_line(buffer, &iter, line)
    gtk_text_buffer_place_cursor(buffer, &iter)
    gtk_text_view_scroll_mark_onscreen(cast(), gtk_text_buffer_get_insert(buffer))
  }
}

/// An empty scrolled window alone in a window, on screen.
@MainActor
private func presentScroller() -> (ScrolledWindow, Window) {
  let scroller = ScrolledWindow()
  let window = Window()
  window.setDefaultSize(width: 500, height: 300)
  window.setChild(scroller)
  window.present()
  return (scroller, window)
}
