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

  /// UTF-16 with its byte order mark, as Windows' Notepad saves "Unicode" text, is text.
  func testUTF16WithAByteOrderMarkIsText() {
    let text = "Grüße, 世界 🌾\nline two\n"
    let units = Array(text.utf16)
    let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    XCTAssertEqual(TextDecoding.decode(little, truncated: false), text, "little-endian")
    XCTAssertEqual(TextDecoding.decode(big, truncated: false), text, "big-endian")
    // The read limit fell inside the sheaf's surrogate pair, or inside one unit.
    let sheaf = Array(little[..<(2 + 2 * ("Grüße, 世界 ".utf16.count + 1))])
    XCTAssertEqual(TextDecoding.decode(sheaf, truncated: true), "Grüße, 世界 ")
    XCTAssertEqual(
      TextDecoding.decode(Array(big.dropLast()), truncated: true), "Grüße, 世界 🌾\nline two")
    XCTAssertNil(
      TextDecoding.decode(Array(big.dropLast()), truncated: false), "a whole file cut short")
    // A mark followed by no text of that kind (a lone low surrogate), or by NUL characters.
    XCTAssertNil(TextDecoding.decode([0xFF, 0xFE, 0x00, 0xDC, 0x41, 0x00], truncated: false))
    XCTAssertNil(TextDecoding.decode([0xFF, 0xFE, 0x41, 0x00, 0x00, 0x00], truncated: false))
  }
}
