import XCTest

@testable import SheafApp

/// The info card's size: short when that is exact, with the exact count when it is rounded.
final class FileSizeTests: XCTestCase {
  func testASmallFileGivesItsExactSizeOnce() {
    XCTAssertEqual(InfoCard.size(0), "0 bytes")
    XCTAssertEqual(InfoCard.size(1), "1 byte")
    XCTAssertEqual(InfoCard.size(999), "999 bytes")
  }

  func testALargerFileAddsTheExactCount() {
    XCTAssertEqual(InfoCard.size(16384), "16.4\u{a0}kB (16384 bytes)")
    XCTAssertEqual(InfoCard.size(3_000_000), "3.0\u{a0}MB (3000000 bytes)")
  }

  func testANegativeSizeFromABrokenFileSystemReadsAsNothing() {
    XCTAssertEqual(InfoCard.size(-5), "0 bytes")
  }
}
