import SplitState
import XCTest

final class NavigationTests: XCTestCase {
  func testSelectNeverPushesWhenCollapsed() {
    let s = given(.widthChanged(W.compact), .select(1))
    let t = s.applying(.select(2))
    XCTAssertFalse(t.layoutChanged)
    XCTAssertEqual(t.new.topPage, .primary)
  }

  func testSelectWhileTheDetailIsOnTopShowsTheNewItemThere() {
    let s = given(.widthChanged(W.compact), .activate(1), .select(2))
    XCTAssertEqual(s.visiblePanes, [.secondary])
    XCTAssertEqual(s.selection, 2)
  }

  func testDeselectingWhileTheDetailIsOnTopPopsToTheList() {
    let s = given(.widthChanged(W.compact), .activate(1), .select(nil))
    XCTAssertEqual(s.visiblePanes, [.primary])
    XCTAssertEqual(s.focusedPane, .primary)
  }

  func testBackOnTheListDoesNothing() {
    let s = given(.widthChanged(W.compact), .select(1))
    XCTAssertEqual(s.after(.back), s)
  }

  func testSelectingWhileExpandedMakesTheDetailThePageToKeepOnCollapse() {
    let s = given(.widthChanged(W.regular), .select(1))
    XCTAssertEqual(s.topPage, .secondary)
    XCTAssertEqual(s.focusedPane, .primary, "arrow keys in the sidebar keep the focus there")
    XCTAssertEqual(s.after(.activate(1)).focusedPane, .secondary)
  }

  func testBackFromTheDetailThenExpandAndCollapseStaysOnTheList() {
    let s = given(
      .widthChanged(W.compact), .activate(1), .back, .widthChanged(W.regular),
      .widthChanged(W.compact))
    XCTAssertEqual(s.visiblePanes, [.primary], "the user was on the list")
    XCTAssertEqual(s.selection, 1)
  }

  func testRemovingWithoutASelectionDoesNothing() {
    let s = given(.widthChanged(W.regular))
    XCTAssertEqual(s.after(.selectedItemRemoved), s)
  }

  func testFocusAfterCollapseIsTheTopPageAndAfterExpandStaysIfVisible() {
    XCTAssertEqual(
      given(.widthChanged(W.regular), .select(1), .widthChanged(W.compact)).focusedPane, .secondary)
    XCTAssertEqual(given(.widthChanged(W.compact), .widthChanged(W.regular)).focusedPane, .primary)
    XCTAssertEqual(
      given(.widthChanged(W.compact), .widthChanged(W.medium)).focusedPane, .primary,
      "nothing selected: the list slides in, focused")
    XCTAssertEqual(
      given(.widthChanged(W.compact), .select(1), .widthChanged(W.medium)).focusedPane,
      .secondary)
    XCTAssertEqual(
      given(.widthChanged(W.compact), .activate(1), .widthChanged(W.regular)).focusedPane,
      .secondary)
  }
}
