import XCTest

@testable import SheafApp

/// Open With's button leaves the header's title its room, whatever an app calls itself.
final class OpenWithLabelTests: XCTestCase {
  func testAnAppsNameLosesWhatFollowsAParenthesisAndAVeryLongOneGivesOpenWith() {
    MainActor.assumeIsolated {
      let label = OpenWithControls.buttonLabel
      XCTAssertEqual(label("Open With Vim", "Vim"), "Open With Vim")
      XCTAssertEqual(
        label("Open With ImageMagick (color depth=q16)", "ImageMagick (color depth=q16)"),
        "Open With ImageMagick")
      XCTAssertEqual(
        label("Open With LibreOffice Writer Professional", "LibreOffice Writer Professional"),
        "Open With…")
      XCTAssertEqual(
        label("Open With (weird)", "(weird)"), "Open With (weird)", "a name kept whole")
      XCTAssertEqual(label("Open With…", nil), "Open With…")
    }
  }
}
