import XCTest

@testable import SheafApp

final class TextDecodingTests: XCTestCase {
  func testAWholeLastCharacterIsKeptAndOneCutByTheLimitIsDropped() {
    let word = Array("café".utf8)  // ends in the two bytes of "é"
    XCTAssertEqual(TextDecoding.decode(word, truncated: false), "café")
    XCTAssertEqual(TextDecoding.decode(word, truncated: true), "café")
    let cut = Array(word.dropLast())  // the read limit fell inside "é"
    XCTAssertEqual(TextDecoding.decode(cut, truncated: true), "caf")
    XCTAssertNil(TextDecoding.decode(cut, truncated: false), "a whole file ending mid-character")
  }

  func testBinaryIsNotText() {
    XCTAssertNil(TextDecoding.decode([0x41, 0xFF, 0x41, 0x41, 0x41, 0x41], truncated: true))
    XCTAssertNil(TextDecoding.decode([0x41, 0x00, 0x42], truncated: false), "NUL bytes")
    XCTAssertEqual(TextDecoding.decode([], truncated: false), "")
  }
}
