import SplitState
import XCTest

final class SidebarWidthTests: XCTestCase {
  func testTheFractionIsClampedToTheBoundsAndHalfTheWidth() {
    let table: [(Double, Double)] = [
      (600, 200), (700, 210), (1000, 300), (1333.4, 400), (3000, 400),
    ]
    for (width, expected) in table {
      XCTAssertEqual(given(.widthChanged(width)).sidebarWidth, expected, accuracy: 1e-9, "\(width)")
    }
  }

  func testDraggingStoresAClampedWidthThatSurvivesResizes() {
    let table: [(Double, Double)] = [(50, 200), (250, 250), (999, 400), (-1, 200)]
    for (drag, stored) in table {
      let s = given(.widthChanged(W.regular), .sidebarDragged(to: drag))
      XCTAssertEqual(s.userSidebarWidth, stored, "\(drag)")
      XCTAssertEqual(s.sidebarWidth, stored)
      XCTAssertEqual(s.after(.widthChanged(1500), .widthChanged(W.regular)).sidebarWidth, stored)
    }
    XCTAssertNil(given(.sidebarDragged(to: .nan)).userSidebarWidth)
  }

  func testTheDetailIsNeverNarrowerThanTheSidebar() {
    let s = given(.sidebarDragged(to: 400), .widthChanged(640))
    XCTAssertEqual(s.userSidebarWidth, 400)
    XCTAssertEqual(s.sidebarWidth, 320)
  }

}
