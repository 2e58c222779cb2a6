import Foundation
import SplitState
import XCTest

/// UIKit's documented navigation and collapse behaviour, one rule per test, named for it.
final class NavigationStackTests: XCTestCase {
  /// `pushViewController(_:animated:)`: the entered row stays selected below the new level.
  func testPushingKeepsTheEnteredItemSelectedInItsLevel() {
    let s = given(.widthChanged(W.regular), .select(3), .push(3), .select(1))
    XCTAssertEqual(s.path, [3])
    XCTAssertEqual(s.selection(atLevel: 0), 3)
    XCTAssertEqual(s.selection(atLevel: 1), 1)
    XCTAssertNil(s.selection(atLevel: 2))
    XCTAssertTrue(s.showsListBackButton)
  }

  /// `popViewController(animated:)`: the previous list comes back with its row selected and
  /// focused.
  func testPoppingSelectsAndFocusesTheItemThatWasEntered() {
    for width in [W.compact, W.medium, W.regular] {
      let s = given(.widthChanged(width), .activate(2), .push(2), .select(0), .pop)
      XCTAssertEqual(s.path, [], "at \(width)")
      XCTAssertEqual(s.selection, 2, "at \(width)")
      XCTAssertEqual(s.focusedPane, .primary, "at \(width)")
    }
  }

  /// The navigation bar's Back: an overlay first, then the detail page, then one level.
  func testBackClosesTheOverlayThenPopsTheDetailThenOneLevel() {
    let medium = given(.widthChanged(W.medium), .push(1), .push(2), .select(3))
    XCTAssertTrue(medium.isOverlayOpen, "entered with nothing selected, the list slid in")
    let closed = medium.after(.back)
    XCTAssertFalse(closed.isOverlayOpen)
    XCTAssertEqual(closed.path, [1, 2])
    XCTAssertEqual(closed.after(.back).path, [1])

    let compact = given(.widthChanged(W.compact), .push(1), .push(2), .activate(3))
    XCTAssertEqual(compact.pages, [.level(0), .level(1), .level(2), .detail])
    let list = compact.after(.back)
    XCTAssertEqual(list.pages, [.level(0), .level(1), .level(2)])
    XCTAssertEqual(list.selection, 3, "popping the detail keeps the selection")
    XCTAssertEqual(list.after(.back).pages, [.level(0), .level(1)])
    XCTAssertEqual(list.after(.back).selection, 2)
    XCTAssertEqual(list.after(.back, .back, .back).pages, [.level(0)])
    XCTAssertFalse(list.after(.back, .back).showsBackButton)
  }

  /// `collapseSecondaryViewController(_:onto:)`: the navigation controller pushes the detail
  /// onto its own stack, above every level.
  func testCollapsingPushesTheDetailOntoTheListsStack() {
    let s = given(
      .widthChanged(W.regular), .push(4), .push(5), .select(6), .widthChanged(W.compact))
    XCTAssertEqual(s.pages, [.level(0), .level(1), .level(2), .detail])
    XCTAssertEqual(s.visibleColumns, [.secondary])
    XCTAssertTrue(s.showsBackButton)
  }

  /// Collapsing with nothing selected shows the current list, never an empty detail.
  func testCollapsingWithoutASelectionShowsTheCurrentLevelsList() {
    let s = given(.widthChanged(W.regular), .push(4), .widthChanged(W.compact))
    XCTAssertEqual(s.pages, [.level(0), .level(1)])
    XCTAssertEqual(s.visibleColumns, [.primary])
    XCTAssertTrue(s.showsBackButton, "a level above the root has Back")
  }

  /// `separateSecondaryViewController(from:)`: the detail returns to the secondary column, the
  /// levels stay with the primary, the same item selected.
  func testExpandingGivesTheDetailBackToTheSecondaryColumn() {
    let s = given(.widthChanged(W.compact), .push(4), .activate(6), .widthChanged(W.regular))
    XCTAssertEqual(s.visibleColumns, [.primary, .secondary])
    XCTAssertEqual(s.path, [4])
    XCTAssertEqual(s.selection, 6)
    XCTAssertEqual(s.focusedColumn, .secondary, "the detail the user was reading keeps the focus")
  }

  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: proposed is the
  /// column the user was looking at, and the answer is obeyed.
  func testTheTopColumnDecisionGetsTheColumnShownAndIsObeyed() {
    var proposals: [Column] = []
    let policy = Policy(topColumnForCollapsing: { proposed, _ in
      proposals.append(proposed)
      return .primary
    })
    let s = State(configuration: triple).after(
      [.widthChanged(W.regular), .select(1), .widthChanged(W.compact)], policy: policy)
    XCTAssertEqual(proposals, [.secondary])
    XCTAssertEqual(s.visibleColumns, [.supplementary], "the list, its levels kept")
    XCTAssertEqual(s.selection, 1)
  }

  /// SwiftUI's `preferredCompactColumn`, but never an empty detail.
  func testPreferredCompactColumnIsShownUnlessItWouldBeAnEmptyDetail() {
    let detail = Policy.preferringCompactColumn(.secondary)
    let listed = given(.widthChanged(W.regular), .select(1), .back).after(
      [.widthChanged(W.compact)], policy: detail)
    XCTAssertEqual(listed.topColumn, .secondary)
    let empty = given(.widthChanged(W.regular)).after([.widthChanged(W.compact)], policy: detail)
    XCTAssertEqual(empty.topColumn, .primary)
  }

  /// Pushing where the list is hidden: nothing is selected in the new level, so a medium
  /// window slides the list in, as deselecting does.
  func testPushingIntoAHiddenListAtMediumWidthSlidesItIn() {
    let s = given(.select(1), .widthChanged(W.medium), .push(1))
    XCTAssertEqual(s.displayMode, .oneOverSecondary)
    XCTAssertEqual(s.focusedPane, .primary)
  }

  /// `setViewControllers(_:animated:)`: the stack is replaced and its list shown, never a
  /// detail, as at launch.
  func testSettingThePathShowsItsList() {
    let s = given(.widthChanged(W.compact), .activate(9), .setPath([1, 2], selection: 3))
    XCTAssertEqual(s.pages, [.level(0), .level(1), .level(2)])
    XCTAssertEqual(s.selection, 3)
    XCTAssertEqual(s.selection(atLevel: 1), 2)
    XCTAssertEqual(s.after(.popTo(depth: 0)).selection, 1)
    XCTAssertEqual(s.after(.popTo(depth: 0)).path, [])
    XCTAssertEqual(s.after(.popTo(depth: 2)), s, "not above the current level: nothing")
  }

  /// Navigation is not layout: a push or pop changes the stack, announced as a path change,
  /// with no display-mode notification.
  func testPushAndPopChangeThePathWithoutDisplayModeNotifications() {
    let t = given(.widthChanged(W.regular)).applying(.push(1))
    XCTAssertTrue(t.pathChanged)
    XCTAssertTrue(t.notifications.isEmpty)
    XCTAssertFalse(Event.push(1).isLayoutEvent)
    XCTAssertTrue(given(.widthChanged(W.compact), .push(1)).applying(.pop).layoutChanged)
  }

  /// Only the state's own persistence needs `Codable` items.
  func testTheModelWorksWithItemsThatAreNotCodable() {
    struct Row: Hashable, Sendable { var name: String }
    let s = SplitState<Row>().applying(.push(Row(name: "a"))).new
    XCTAssertEqual(s.path, [Row(name: "a")])
  }

  func testAStackRoundTripsThroughPersistence() throws {
    let s = State(configuration: triple).after(
      .widthChanged(1300), .push(1), .push(2), .select(3), .supplementaryDragged(to: 300))
    let data = try JSONEncoder().encode(s)
    XCTAssertEqual(try JSONDecoder().decode(State.self, from: data), s)
  }
}
