import SplitState
import XCTest

final class NotificationTests: XCTestCase {
  func testCollapseAnnouncesWillThenDidCollapseThenDid() {
    let t = given(.widthChanged(W.regular)).applying(.widthChanged(W.compact))
    XCTAssertEqual(
      t.notifications,
      [
        .willChangeDisplayMode(from: .oneBesideSecondary, to: nil), .didCollapse,
        .didChangeDisplayMode(from: .oneBesideSecondary, to: nil),
      ])
    XCTAssertTrue(t.widthClassChanged)
    XCTAssertTrue(t.layoutChanged)
  }

  func testExpandAnnouncesWillThenDidExpandThenDid() {
    let t = given(.widthChanged(W.compact), .select(1)).applying(.widthChanged(W.medium))
    XCTAssertEqual(
      t.notifications,
      [
        .willChangeDisplayMode(from: nil, to: .secondaryOnly), .didExpand,
        .didChangeDisplayMode(from: nil, to: .secondaryOnly),
      ])
  }

  func testTheFirstWidthIsAnExpansionOfTheInitialCollapsedState() {
    XCTAssertEqual(State().applying(.widthChanged(W.regular)).notifications.count, 3)
    XCTAssertEqual(State().applying(.widthChanged(W.compact)).notifications, [])
  }

  func testAModeChangeWithoutCollapseAnnouncesOnlyWillAndDid() {
    let t = given(.widthChanged(W.regular)).applying(.toggleSidebar)
    XCTAssertEqual(
      t.notifications,
      [
        .willChangeDisplayMode(from: .oneBesideSecondary, to: .secondaryOnly),
        .didChangeDisplayMode(from: .oneBesideSecondary, to: .secondaryOnly),
      ])
    XCTAssertFalse(t.widthClassChanged)
  }

  func testMediumToRegularChangesTheModeButDoesNotExpand() {
    let t = given(.widthChanged(W.medium)).applying(.widthChanged(W.regular))
    XCTAssertEqual(
      t.notifications,
      [
        .willChangeDisplayMode(from: .oneOverSecondary, to: .oneBesideSecondary),
        .didChangeDisplayMode(from: .oneOverSecondary, to: .oneBesideSecondary),
      ])
  }

  func testPushAndPopChangeTheLayoutSilently() {
    let t = given(.widthChanged(W.compact)).applying(.activate(1))
    XCTAssertTrue(t.layoutChanged)
    XCTAssertTrue(t.notifications.isEmpty)
    XCTAssertFalse(given(.widthChanged(W.regular)).applying(.select(1)).layoutChanged)
  }
}
