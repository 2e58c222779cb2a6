import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

final class ToggleAndOverlayTests: XCTestCase {
  func testTheToggleHidesAndShowsTheSidebarAndShowsItsState() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      XCTAssertEqual(harness.toggleButtons.count, 1)
      let toggle = try XCTUnwrap(harness.toggleButtons.first)
      XCTAssertNotEqual(gtk_toggle_button_get_active(gcast(toggle)), 0, "pressed: shown")
      harness.activateToggle()
      harness.waitForPanes([.secondary], "the toggle hides the sidebar")
      XCTAssertTrue(harness.split.state.isSidebarHiddenByUser)
      XCTAssertEqual(gtk_toggle_button_get_active(gcast(toggle)), 0, "released: hidden")
      harness.activateToggle()
      harness.waitForPanes([.primary, .secondary], "the toggle shows it again")
    }
  }

  func testMediumOverlayOpensOverTheDetailAndEveryDismissalClosesIt() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 700)
      defer { harness.destroy() }
      harness.split.show("shown")
      harness.waitForPanes([.secondary], "medium shows the chosen item alone")
      let closers: [SplitEvent<String>] = [.dismissOverlay, .back, .activate("a")]
      for closer in closers {
        harness.activateToggle()
        harness.waitForPanes([.primary, .secondary], "the toggle slides the sidebar in")
        XCTAssertEqual(harness.split.state.displayMode, .oneOverSecondary)
        XCTAssertTrue(
          MainLoop.run(until: { harness.focusedButton == "sidebar" }),
          "focus moves in, is \(String(describing: harness.focusedButton))")
        harness.split.send(closer)
        harness.waitForPanes([.secondary], "\(closer) closes the overlay")
        XCTAssertTrue(
          MainLoop.run(until: { harness.focusedButton == "detail" }), "focus returns, \(closer)")
      }
    }
  }

  func testMediumWithNothingSelectedShowsTheListWithTheFocusInIt() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 700)
      defer { harness.destroy() }
      harness.waitForPanes([.primary, .secondary], "the list slides over the empty detail")
      XCTAssertEqual(harness.split.state.displayMode, .oneOverSecondary)
      XCTAssertTrue(
        MainLoop.run(until: { harness.focusedButton == "sidebar" }),
        "the focus is in the list, is \(String(describing: harness.focusedButton))")
      harness.split.send(.dismissOverlay)
      harness.waitForPanes([.secondary], "Escape closes it")
      harness.resize(to: 720)
      XCTAssertEqual(harness.panesOnScreen, [.secondary], "and a resize does not reopen it")
    }
  }

  func testOneToggleThatNeverMovesAfterAHundredChoicesFromTheOverlay() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 700)
      defer { harness.destroy() }
      harness.split.show("item 0")
      let toggle = Widget(borrowing: try XCTUnwrap(harness.toggleButtons.first))
      let before = try XCTUnwrap(toggle.origin(in: harness.window))
      for item in 1...100 {
        harness.activateToggle()
        XCTAssertTrue(harness.split.state.isOverlayOpen)
        harness.split.send(.activate("item \(item)"))
        XCTAssertFalse(harness.split.state.isOverlayOpen)
      }
      harness.waitForPanes([.secondary], "the overlay is closed")
      XCTAssertEqual(harness.toggleButtons.count, 1, "still exactly one toggle")
      let after = try XCTUnwrap(toggle.origin(in: harness.window))
      XCTAssertEqual(after.x, before.x)
      XCTAssertEqual(after.y, before.y)
      XCTAssertEqual(harness.split.state.selection, "item 100")
    }
  }

  func testOnlyTheSlidingSidebarFillsItsOwnBackground() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      // The harness's sidebar is a bare box: whatever fills the page comes from the view.
      let box = try XCTUnwrap(harness.sidebarButton.parent)
      let page = Widget(borrowing: try XCTUnwrap(gtk_widget_get_parent(box)))
      harness.pumpOneFrame()
      let beside = drawing(of: page)
      XCTAssertTrue(beside.contains("color {"), "the header bar is drawn: \(beside)")
      XCTAssertFalse(
        beside.contains(wholeAreaFill(of: page)), "beside, the sidebar's widgets draw: \(beside)")
      harness.resize(to: 700)
      harness.split.show("shown")
      harness.activateToggle()
      harness.waitForPanes([.primary, .secondary], "the sidebar slides over the content")
      harness.pumpOneFrame()
      let sliding = drawing(of: page)
      XCTAssertTrue(
        sliding.contains(wholeAreaFill(of: page)), "sliding, it hides the content: \(sliding)")
    }
  }
}

/// The widget's drawing in the last frame, as GTK serializes render nodes.
@MainActor
private func drawing(of widget: Widget) -> String {
  guard let paintable = gtk_widget_paintable_new(widget.widget) else { return "" }
  defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
  let snapshot = gtk_snapshot_new()
  gdk_paintable_snapshot(paintable, snapshot, Double(widget.width), Double(widget.height))
  guard let node = gtk_snapshot_free_to_node(snapshot) else { return "" }
  defer { gsk_render_node_unref(node) }
  guard let bytes = gsk_render_node_serialize(node) else { return "" }
  defer { g_bytes_unref(bytes) }
  var size = 0
  guard let data = g_bytes_get_data(bytes, &size) else { return "" }
  return String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
}

/// A colour fill the size of the widget, as it appears in `drawing(of:)`.
@MainActor
private func wholeAreaFill(of widget: Widget) -> String {
  "bounds: 0 0 \(widget.width) \(widget.height);"
}
