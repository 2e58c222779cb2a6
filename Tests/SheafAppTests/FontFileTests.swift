import XCTest

@testable import SheafApp

/// A font file is read for Sheaf alone; a file named as a font that holds none is told apart.
final class FontFileTests: XCTestCase {
  func testAFontIsReadWithItsFamilyAndStyleAndAloneInItsSet() throws {
    let path = Array("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf".utf8)
    let font = try XCTUnwrap(FontFile(path: path))
    XCTAssertEqual(font.family, "DejaVu Serif")
    XCTAssertEqual(font.style, "Bold")
    XCTAssertEqual(font.fontCount, 1, "the file's font, and none of the system's")
  }

  func testAFileThatIsNotAFontIsNone() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let file = try folder.write("fake.ttf", Array("not a font at all\n".utf8))
      XCTAssertNil(FontFile(path: try XCTUnwrap(file.pathBytes)))
    }
  }
}
