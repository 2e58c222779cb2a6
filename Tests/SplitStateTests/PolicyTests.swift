import SplitState
import XCTest

final class PolicyTests: XCTestCase {
  func testTopPageForCollapsingReceivesTheStoredPageAndIsObeyed() {
    let listOnCollapse = Policy(topPageForCollapsing: { proposed, state in
      XCTAssertEqual(proposed, .secondary)
      XCTAssertTrue(state.isCollapsed)
      return .primary
    })
    let s = given(.widthChanged(W.regular), .select(1)).after(
      [.widthChanged(W.compact)], policy: listOnCollapse)
    XCTAssertEqual(s.visiblePanes, [.primary])
    XCTAssertEqual(s.selection, 1)
  }

  func testADetailDecisionWithoutASelectionIsCoercedToTheList() {
    let detail = Policy(topPageForCollapsing: { _, _ in .secondary })
    let s = given(.widthChanged(W.regular)).after([.widthChanged(W.compact)], policy: detail)
    XCTAssertEqual(s.visiblePanes, [.primary])
    let withSelection = given(.widthChanged(W.regular), .select(1), .select(2)).after(
      [.widthChanged(W.compact)], policy: detail)
    XCTAssertEqual(withSelection.visiblePanes, [.secondary])
  }

  func testDisplayModeForExpandingIsObeyedAndRecorded() {
    let hide = Policy(displayModeForExpanding: { proposed, state in
      XCTAssertEqual(proposed, .oneBesideSecondary)
      XCTAssertEqual(state.widthClass, .regular)
      return .secondaryOnly
    })
    let s = given(.widthChanged(W.compact)).after([.widthChanged(W.regular)], policy: hide)
    XCTAssertEqual(s.displayMode, .secondaryOnly)
    XCTAssertTrue(s.isSidebarHiddenByUser, "recorded as the sticky choice")
    let overlay = Policy(displayModeForExpanding: { _, _ in .oneOverSecondary })
    XCTAssertEqual(
      given(.widthChanged(W.compact)).after([.widthChanged(W.medium)], policy: overlay).displayMode,
      .oneOverSecondary)
  }

  func testExpandingDecisionsAreCoercedToWhatTheWidthAllows() {
    let table: [(PreferredDisplayMode, Double, DisplayMode, DisplayMode)] = [
      (.automatic, W.regular, .oneOverSecondary, .oneBesideSecondary),
      (.automatic, W.medium, .oneBesideSecondary, .oneOverSecondary),
      (.oneBesideSecondary, W.medium, .oneOverSecondary, .oneBesideSecondary),
      (.oneBesideSecondary, W.medium, .secondaryOnly, .secondaryOnly),
    ]
    for (preferred, width, answer, resolved) in table {
      let policy = Policy(displayModeForExpanding: { _, _ in answer })
      let s = State(preferredDisplayMode: preferred).after(
        [.widthChanged(W.compact), .widthChanged(width)], policy: policy)
      XCTAssertEqual(s.displayMode, resolved, "\(preferred) at \(width) answering \(answer)")
    }
  }

  func testPoliciesAreOnlyAskedOnCollapseAndExpand() {
    let trap = Policy(
      topPageForCollapsing: { p, _ in
        XCTFail("asked to collapse")
        return p
      },
      displayModeForExpanding: { p, _ in
        XCTFail("asked to expand")
        return p
      }
    )
    _ = given(.widthChanged(W.medium)).after(
      [.widthChanged(W.regular), .widthChanged(W.medium), .toggleSidebar], policy: trap)
    _ = given(.widthChanged(W.compact)).after(
      [.widthChanged(300), .activate(1), .back], policy: trap)
  }
}
