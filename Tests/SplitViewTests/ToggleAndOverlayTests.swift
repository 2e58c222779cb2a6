import CGtk
import Gtk
import SplitState
import XCTest

@testable import SplitView

final class ToggleAndOverlayTests: XCTestCase {
  func testTheToggleHidesAndShowsTheSidebarAndShowsItsState() throws {
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
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
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
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
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
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
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
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
}
