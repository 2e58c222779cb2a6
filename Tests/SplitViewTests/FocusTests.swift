import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

/// Focus keeps its widget while it stays on screen, else goes to the shown page.
final class FocusTests: XCTestCase {
  func testPushMovesFocusIntoTheDetailAndPopBackToTheList() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 400)
      defer { harness.destroy() }
      harness.sidebarButton.grabFocus()
      harness.split.send(.select("a"))
      XCTAssertEqual(harness.panesOnScreen, [.primary], "selecting does not push")
      XCTAssertEqual(harness.focusedButton, "sidebar")
      harness.split.send(.activate("a"))
      harness.waitForPanes([.secondary], "activation pushes")
      XCTAssertEqual(harness.focusedButton, "detail")
      harness.split.send(.back)
      harness.waitForPanes([.primary], "back pops")
      XCTAssertEqual(harness.focusedButton, "sidebar")
      XCTAssertEqual(harness.split.state.selection, "a")
    }
  }

  func testAFocusedWidgetThatStaysOnScreenKeepsFocusAcrossResizes() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      harness.split.send(.select("a"))
      harness.detailButton.grabFocus()
      for width: Int32 in [700, 400, 1100, 599, 860] {
        harness.resize(to: width)
        XCTAssertEqual(harness.focusedButton, "detail", "the detail stays on screen at \(width)")
      }
    }
  }

  func testFocusGoesToTheShownPageWhenItsWidgetLeavesTheScreen() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      harness.split.selection = "a"
      harness.sidebarButton.grabFocus()
      harness.resize(to: 700)
      XCTAssertEqual(harness.panesOnScreen, [.secondary])
      XCTAssertEqual(harness.focusedButton, "detail", "the list left the screen")
      harness.resize(to: 1100)
      harness.sidebarButton.grabFocus()
      harness.split.selection = nil
      harness.resize(to: 400)
      XCTAssertEqual(harness.panesOnScreen, [.primary], "nothing selected: the list")
      XCTAssertEqual(harness.focusedButton, "sidebar")
    }
  }

  func testRightToLeftPutsTheSidebarOnTheRight() throws {
    try withGtk {
      gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
      defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      let sidebar = try XCTUnwrap(harness.sidebarButton.origin(in: harness.window))
      let detail = try XCTUnwrap(harness.detailButton.origin(in: harness.window))
      XCTAssertGreaterThan(sidebar.x, detail.x)
    }
  }
}
