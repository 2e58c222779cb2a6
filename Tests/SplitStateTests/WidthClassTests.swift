import SplitState
import XCTest

final class WidthClassTests: XCTestCase {
  func testBoundaries() {
    let table: [(Double, WidthClass)] = [
      (0, .compact), (599, .compact), (599.99, .compact), (600, .medium), (600.01, .medium),
      (859, .medium), (859.99, .medium), (860, .regular), (860.01, .regular), (4000, .regular),
    ]
    for (width, expected) in table {
      XCTAssertEqual(SplitConfiguration.standard.widthClass(for: width), expected, "\(width)")
      let s = given(.widthChanged(width))
      XCTAssertEqual(s.widthClass, expected, "\(width)")
      XCTAssertEqual(s.isCollapsed, expected == .compact, "\(width)")
      XCTAssertEqual(s.showsSidebarToggle, expected != .compact, "\(width)")
    }
  }

  func testBeforeAnyWidthTheStateIsCollapsedOnTheList() {
    let s = State()
    XCTAssertNil(s.width)
    XCTAssertEqual(s.widthClass, .compact)
    XCTAssertNil(s.displayMode)
    XCTAssertEqual(s.visiblePanes, [.primary])
    XCTAssertEqual(s.sidebarWidth, 200)
  }

  func testCustomThresholds() throws {
    let config = try SplitConfiguration(compactThreshold: 400, regularThreshold: 1000)
    let s = State(configuration: config).after(.widthChanged(500))
    XCTAssertEqual(s.widthClass, .medium)
    XCTAssertEqual(s.after(.widthChanged(999)).widthClass, .medium)
    XCTAssertEqual(s.after(.widthChanged(1000)).widthClass, .regular)
    XCTAssertEqual(s.after(.widthChanged(399)).widthClass, .compact)
  }

  func testAResizeWithinAClassChangesNoLayoutAndNotifiesNothing() {
    let table: [(Double, Double)] = [(300, 599), (600, 859), (860, 2000)]
    for (start, end) in table {
      let t = given(.select(1), .widthChanged(start)).applying(.widthChanged(end))
      XCTAssertFalse(t.layoutChanged, "\(start) -> \(end)")
      XCTAssertFalse(t.widthClassChanged)
      XCTAssertTrue(t.notifications.isEmpty)
      XCTAssertEqual(t.new.width, end)
    }
  }

  func testTheSameWidthAgainIsIgnoredEvenWithTheOverlayOpen() {
    let open = given(.widthChanged(W.medium), .toggleSidebar)
    XCTAssertEqual(open.applying(.widthChanged(W.medium)).new, open)
  }

  func testAResizeWithinMediumClosesTheTransientOverlay() {
    let t = given(.widthChanged(W.medium), .toggleSidebar).applying(.widthChanged(W.medium + 1))
    XCTAssertEqual(t.new.displayMode, .secondaryOnly)
    XCTAssertEqual(t.new.focusedPane, .secondary)
  }

  func testNonFiniteWidthsAreIgnoredAndNegativeOnesAreZero() {
    let s = given(.widthChanged(W.regular))
    XCTAssertEqual(s.after(.widthChanged(.nan)), s)
    XCTAssertEqual(s.after(.widthChanged(.infinity)), s)
    XCTAssertEqual(s.after(.widthChanged(-5)).width, 0)
  }

  func testOneWidthChangeIsAtMostOneTransition() {
    for start in interestingWidths {
      for end in interestingWidths {
        let t = given(.widthChanged(start)).applying(.widthChanged(end))
        XCTAssertLessThanOrEqual(t.notifications.count, 3, "\(start) -> \(end)")
        XCTAssertEqual(Layout(t.new), Layout(given(.widthChanged(end))), "\(start) -> \(end)")
      }
    }
  }
}
