import SplitState
import XCTest

final class RestoreTests: XCTestCase {
  func testRestoringKeepsTheUsersChoicesAndNothingOfTheSession() {
    let used = given(
      .widthChanged(1000), .toggleSidebar, .sidebarDragged(to: 333), .activate(4),
      .widthChanged(400))
    XCTAssertTrue(used.isSidebarHiddenByUser)
    XCTAssertEqual(used.topPage, .secondary)
    let restored = State(preferences: used.preferences)
    XCTAssertTrue(restored.isSidebarHiddenByUser)
    XCTAssertEqual(restored.userSidebarWidth, 333)
    XCTAssertNil(restored.width)
    XCTAssertNil(restored.selection)
    XCTAssertEqual(restored.topPage, .primary, "a narrow relaunch shows the list")
    XCTAssertEqual(
      restored.after(.widthChanged(1000)).displayMode, .secondaryOnly, "still hidden when wide")
  }

  func testPreferencesHoldOnlyWhatTheUserChose() {
    let used = given(.widthChanged(1000), .sidebarDragged(to: 250), .select(2))
    XCTAssertEqual(
      used.preferences,
      SplitPreferences(
        preferredDisplayMode: .automatic, isSidebarHiddenByUser: false, sidebarWidth: 250))
  }
}
