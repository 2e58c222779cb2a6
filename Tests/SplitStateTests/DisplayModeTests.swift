import SplitState
import XCTest

final class DisplayModeTests: XCTestCase {
  /// (preferred, width) -> resolved mode, and the mode after one toggle.
  private let table: [(PreferredDisplayMode, Double, DisplayMode, DisplayMode)] = [
    (.automatic, W.medium, .secondaryOnly, .oneOverSecondary),
    (.automatic, W.regular, .oneBesideSecondary, .secondaryOnly),
    (.secondaryOnly, W.medium, .secondaryOnly, .oneOverSecondary),
    (.secondaryOnly, W.regular, .secondaryOnly, .oneBesideSecondary),
    (.oneBesideSecondary, W.medium, .oneBesideSecondary, .secondaryOnly),
    (.oneBesideSecondary, W.regular, .oneBesideSecondary, .secondaryOnly),
    (.oneOverSecondary, W.medium, .oneOverSecondary, .secondaryOnly),
    (.oneOverSecondary, W.regular, .oneBesideSecondary, .secondaryOnly),
  ]

  func testResolutionWhenLaunchingWithAPreferredMode() {
    for (preferred, width, mode, toggled) in table {
      let s = State(preferredDisplayMode: preferred).after(.select(1), .widthChanged(width))
      XCTAssertEqual(s.displayMode, mode, "\(preferred) at \(width)")
      XCTAssertEqual(
        s.after(.toggleSidebar).displayMode, toggled, "\(preferred) at \(width), toggled")
      XCTAssertEqual(s.after(.toggleSidebar, .toggleSidebar).displayMode, mode)
    }
  }

  func testResolutionWhenSettingThePreferredModeWhileExpanded() {
    for (preferred, width, mode, toggled) in table {
      let other: PreferredDisplayMode = preferred == .automatic ? .oneBesideSecondary : .automatic
      let s = State(preferredDisplayMode: other).after(
        .select(1), .widthChanged(width), .setPreferredDisplayMode(preferred))
      XCTAssertEqual(s.displayMode, mode, "\(preferred) at \(width)")
      XCTAssertEqual(
        s.after(.toggleSidebar).displayMode, toggled, "\(preferred) at \(width), toggled")
    }
  }

  func testThePreferredModeIsNeverReportedAsAutomaticAndIsNilWhenCollapsed() {
    for preferred in PreferredDisplayMode.allCases {
      XCTAssertNil(
        State(preferredDisplayMode: preferred).after(.widthChanged(W.compact)).displayMode)
    }
  }

  func testTheOverlayIsClosedByChoosingEscapeBackCollapsingWideningAndResizing() {
    let open = given(.select(2), .widthChanged(W.medium), .toggleSidebar)
    let closers: [Event] = [
      .activate(1), .dismissOverlay, .back, .toggleSidebar,
      .widthChanged(W.compact), .widthChanged(W.regular), .widthChanged(W.medium - 50),
    ]
    for event in closers {
      let s = open.after(event)
      XCTAssertFalse(s.isOverlayOpen, "\(event)")
      XCTAssertEqual(s.selection, event == .activate(1) ? 1 : 2)
    }
    XCTAssertTrue(open.after(.sidebarDragged(to: 300)).isOverlayOpen)
    XCTAssertTrue(open.after(.select(nil)).isOverlayOpen, "deselecting is not choosing an item")
    XCTAssertTrue(open.after(.select(1)).isOverlayOpen, "moving the selection is not choosing")
  }

  func testTheSidebarHiddenInRegularStaysHiddenUntilTheToggleShowsItAgain() {
    let open = given(.select(2), .widthChanged(W.medium), .toggleSidebar)
    XCTAssertEqual(open.after(.widthChanged(W.regular)).displayMode, .oneBesideSecondary)
    let hidden = given(.select(2), .widthChanged(W.regular), .toggleSidebar)
    XCTAssertEqual(
      hidden.after(.widthChanged(W.medium), .widthChanged(W.regular)).displayMode, .secondaryOnly,
      "a trip through medium width keeps the choice")
    let shownAgain = hidden.after(.widthChanged(W.medium), .toggleSidebar)
    XCTAssertEqual(shownAgain.displayMode, .oneOverSecondary)
    XCTAssertEqual(
      shownAgain.after(.widthChanged(W.regular)).displayMode, .oneBesideSecondary,
      "showing the sidebar again, at any width, takes the choice back")
  }

  func testPreferredOverlayReopensAfterEveryResizeIntoMedium() {
    let s = State(preferredDisplayMode: .oneOverSecondary).after(
      .widthChanged(W.medium), .activate(1))
    XCTAssertEqual(s.displayMode, .secondaryOnly)
    XCTAssertEqual(s.after(.widthChanged(W.medium + 10)).displayMode, .oneOverSecondary)
    XCTAssertEqual(
      s.after(.widthChanged(W.regular), .widthChanged(W.medium)).displayMode, .oneOverSecondary)
  }

  func testSettingTheModeAlreadyInForceKeepsTheUsersToggle() {
    let hidden = given(.widthChanged(W.regular), .toggleSidebar)
    XCTAssertEqual(hidden.after(.setPreferredDisplayMode(.automatic)), hidden)
    let shown = State(preferredDisplayMode: .secondaryOnly).after(
      .widthChanged(W.regular), .toggleSidebar)
    XCTAssertEqual(
      shown.after(.setPreferredDisplayMode(.secondaryOnly)).displayMode, .oneBesideSecondary)
  }

  func testSettingAnotherModeResetsTheUsersChoice() {
    let hidden = given(.widthChanged(W.regular), .toggleSidebar)
    let s = hidden.after(.setPreferredDisplayMode(.oneBesideSecondary))
    XCTAssertEqual(s.displayMode, .oneBesideSecondary)
    XCTAssertFalse(s.isSidebarHiddenByUser)
  }

  func testSidebarEventsAreIgnoredWhereTheyMeanNothing() {
    let compact = given(.widthChanged(W.compact), .activate(1))
    XCTAssertEqual(compact.after(.toggleSidebar), compact)
    XCTAssertEqual(compact.after(.dismissOverlay), compact)
    let regular = given(.widthChanged(W.regular), .select(1))
    XCTAssertEqual(regular.after(.dismissOverlay), regular)
    XCTAssertEqual(regular.after(.back), regular)
    XCTAssertEqual(
      compact.after(.setPreferredDisplayMode(.secondaryOnly)).visiblePanes, [.secondary])
  }

  func testLayoutEventsNeverChangeTheSelection() {
    let layoutEvents: [Event] = [
      .widthChanged(W.compact), .widthChanged(W.medium), .widthChanged(W.regular), .back,
      .toggleSidebar,
      .dismissOverlay, .sidebarDragged(to: 250), .setPreferredDisplayMode(.secondaryOnly),
    ]
    for width in [W.compact, W.medium, W.regular] {
      for event in layoutEvents {
        XCTAssertTrue(event.isLayoutEvent)
        XCTAssertEqual(
          given(.widthChanged(width), .activate(5)).after(event).selection, 5,
          "\(event) at \(width)")
      }
    }
  }

  func testTheToggleReflectsTheSidebarAndFocusFollowsIt() {
    let regular = given(.widthChanged(W.regular))
    XCTAssertTrue(regular.isSidebarToggleActive)
    let hidden = regular.after(.toggleSidebar)
    XCTAssertFalse(hidden.isSidebarToggleActive)
    XCTAssertEqual(hidden.focusedPane, .secondary)
    XCTAssertEqual(hidden.after(.toggleSidebar).focusedPane, .primary)
    let overlay = given(.select(1), .widthChanged(W.medium), .toggleSidebar)
    XCTAssertTrue(overlay.isSidebarToggleActive)
    XCTAssertEqual(overlay.focusedPane, .primary)
    XCTAssertEqual(overlay.after(.dismissOverlay).focusedPane, .secondary)
  }
}
