import SplitState
import XCTest

/// UISplitViewController's known pitfalls (docs/design.md, "Never an empty detail"), one
/// test each.
final class PitfallTests: XCTestCase {
  func test1_LaunchingNarrowShowsTheListNeverAnEmptyDetail() {
    for width in [0, 320, 599.99] {
      let s = given(.widthChanged(width))
      XCTAssertTrue(s.isCollapsed)
      XCTAssertEqual(s.visiblePanes, [.primary], "width \(width)")
      XCTAssertFalse(s.showsBackButton)
      XCTAssertFalse(s.showsPlaceholder)
    }
    XCTAssertEqual(State().visiblePanes, [.primary], "before any width")
  }

  func test2_CollapsingWithoutASelectionShowsTheList() {
    let s = given(.widthChanged(W.regular), .widthChanged(W.compact))
    XCTAssertEqual(s.visiblePanes, [.primary])
    XCTAssertFalse(s.showsBackButton)
    XCTAssertEqual(s.focusedPane, .primary)
  }

  func test2_CollapsingWithASelectionShowsTheDetailWithBack() {
    for expanded in [W.medium, W.regular] {
      let s = given(.widthChanged(expanded), .select(7), .widthChanged(W.compact))
      XCTAssertEqual(s.visiblePanes, [.secondary], "from \(expanded)")
      XCTAssertTrue(s.showsBackButton)
      XCTAssertEqual(s.selection, 7)
      XCTAssertEqual(s.focusedPane, .secondary)
    }
  }

  func test3_LaunchingAtMediumShowsTheToggleAtOnce() {
    let s = given(.select(1), .widthChanged(W.medium))
    XCTAssertTrue(s.showsSidebarToggle)
    XCTAssertFalse(s.isSidebarToggleActive)
    XCTAssertEqual(s.displayMode, .secondaryOnly)
  }

  func test3b_LaunchingAtMediumWithNothingSelectedShowsTheListNotAnEmptyDetail() {
    let s = given(.widthChanged(W.medium))
    XCTAssertEqual(s.displayMode, .oneOverSecondary, "the list slides over the empty detail")
    XCTAssertEqual(s.focusedPane, .primary, "with the focus in it, so Down works at once")
    XCTAssertTrue(s.isSidebarToggleActive)
    XCTAssertEqual(
      given(.widthChanged(W.regular), .widthChanged(W.medium)).displayMode, .oneOverSecondary,
      "also when the window narrows into medium")
  }

  func test3c_ClosingTheListWithNothingSelectedIsRespectedUntilTheUserOpensIt() {
    for close in [Event.toggleSidebar, .dismissOverlay, .back] {
      let closed = given(.widthChanged(W.medium), close)
      XCTAssertEqual(closed.displayMode, .secondaryOnly, "\(close)")
      XCTAssertTrue(closed.showsPlaceholder)
      XCTAssertEqual(
        closed.after(
          .widthChanged(W.medium + 20), .widthChanged(W.compact), .widthChanged(W.medium)
        )
        .displayMode, .secondaryOnly, "no resize reopens it after \(close)")
      let reopened = closed.after(.toggleSidebar)
      XCTAssertEqual(reopened.displayMode, .oneOverSecondary)
      XCTAssertEqual(reopened.after(.widthChanged(W.medium + 20)).displayMode, .oneOverSecondary)
    }
  }

  func test3d_DeselectingOrLosingTheItemAtMediumSlidesTheListIn() {
    let shown = given(.select(1), .widthChanged(W.medium))
    XCTAssertEqual(shown.displayMode, .secondaryOnly)
    for event in [Event.select(nil), .selectedItemRemoved] {
      let s = shown.after(event)
      XCTAssertEqual(s.displayMode, .oneOverSecondary, "\(event)")
      XCTAssertEqual(s.focusedPane, .primary)
    }
  }

  func test4_ChoosingAnItemFromTheOverlayClosesItAndShowsTheItem() {
    let open = given(.widthChanged(W.medium))
    XCTAssertEqual(open.displayMode, .oneOverSecondary)
    let s = open.after(.activate(3))
    XCTAssertFalse(s.isOverlayOpen)
    XCTAssertEqual(s.displayMode, .secondaryOnly)
    XCTAssertEqual(s.selection, 3)
    XCTAssertFalse(s.showsPlaceholder)
    XCTAssertEqual(s.focusedPane, .secondary)
  }

  func test4b_ArrowKeysInTheOverlayBrowseWithoutClosingIt() {
    let open = given(.widthChanged(W.medium))
    let s = open.after(.select(3), .select(4))
    XCTAssertTrue(s.isOverlayOpen, "moving the selection is not choosing")
    XCTAssertEqual(s.displayMode, .oneOverSecondary)
    XCTAssertEqual(s.selection, 4, "the detail under the overlay follows the selection")
    XCTAssertEqual(s.focusedPane, .primary, "focus stays in the list")
  }

  func test5_Toggling100TimesLeavesOneToggleAndAConsistentState() {
    for width in [W.medium, W.regular] {
      var s = given(.select(1), .widthChanged(width))
      // With an item shown, medium starts with the detail alone, regular with both panes.
      let modes: [DisplayMode] =
        width == W.medium
        ? [.secondaryOnly, .oneOverSecondary] : [.oneBesideSecondary, .secondaryOnly]
      XCTAssertEqual(s.displayMode, modes[0])
      for i in 1...100 {
        s = s.after(.toggleSidebar)
        XCTAssertTrue(s.showsSidebarToggle)
        XCTAssertEqual(s.displayMode, modes[i % 2], "toggle \(i)")
        XCTAssertEqual(s.isSidebarToggleActive, s.displayMode != .secondaryOnly, "toggle \(i)")
        XCTAssertEqual(s.selection, 1)
      }
      XCTAssertEqual(
        s, given(.select(1), .widthChanged(width)).after(.toggleSidebar, .toggleSidebar))
    }
  }

  func test6_ExpandingRestoresBothPanesWithTheSameSelection() {
    let s = given(.widthChanged(W.compact), .activate(4), .widthChanged(W.regular))
    XCTAssertEqual(s.visiblePanes, [.primary, .secondary])
    XCTAssertEqual(s.selection, 4)
    XCTAssertFalse(s.showsPlaceholder)
  }

  func test6_ExpandingWithoutASelectionShowsThePlaceholder() {
    let s = given(.widthChanged(W.compact), .widthChanged(W.regular))
    XCTAssertEqual(s.visiblePanes, [.primary, .secondary])
    XCTAssertTrue(s.showsPlaceholder)
  }

  func test7_SidebarHiddenInRegularSurvivesResizes() {
    let hidden = given(.widthChanged(W.regular), .toggleSidebar)
    XCTAssertEqual(hidden.displayMode, .secondaryOnly)
    let paths: [[Double]] = [
      [1400], [W.medium, W.regular], [W.compact, W.regular], [W.compact, W.medium, 900],
    ]
    for path in paths {
      let s = hidden.after(path.map(Event.widthChanged))
      XCTAssertEqual(s.displayMode, .secondaryOnly, "\(path)")
      XCTAssertTrue(s.isSidebarHiddenByUser)
    }
    XCTAssertEqual(
      hidden.after(.widthChanged(W.medium), .widthChanged(W.regular), .toggleSidebar).displayMode,
      .oneBesideSecondary)
  }

  func test8_RemovingTheSelectedItemWhileCollapsedReturnsToTheList() {
    let s = given(.widthChanged(W.compact), .activate(2), .selectedItemRemoved)
    XCTAssertNil(s.selection)
    XCTAssertEqual(s.visiblePanes, [.primary])
    XCTAssertFalse(s.showsBackButton)
    XCTAssertEqual(s.focusedPane, .primary)
  }

  func test8_RemovingTheSelectedItemWhileExpandedShowsThePlaceholder() {
    let s = given(.widthChanged(W.regular), .select(2), .selectedItemRemoved)
    XCTAssertNil(s.selection)
    XCTAssertEqual(s.visiblePanes, [.primary, .secondary])
    XCTAssertTrue(s.showsPlaceholder)
    XCTAssertEqual(s.after(.widthChanged(W.compact)).visiblePanes, [.primary])
  }

  func test9_ArrowsInCompactDoNotPushActivationPushesBackKeepsTheSelection() {
    let list = given(.widthChanged(W.compact), .select(1), .select(2))
    XCTAssertEqual(list.visiblePanes, [.primary])
    XCTAssertEqual(list.selection, 2)
    let detail = list.after(.activate(2))
    XCTAssertEqual(detail.visiblePanes, [.secondary])
    XCTAssertTrue(detail.showsBackButton)
    XCTAssertEqual(detail.focusedPane, .secondary)
    let back = detail.after(.back)
    XCTAssertEqual(back.visiblePanes, [.primary])
    XCTAssertEqual(back.selection, 2)
    XCTAssertEqual(back.focusedPane, .primary)
  }
}
