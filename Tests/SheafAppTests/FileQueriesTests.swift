import XCTest

@testable import SheafApp

final class FileQueriesTests: XCTestCase {
  func testDecodeTextKeepsACompleteLastCharacterAndDropsACutOne() {
    let word = Array("café".utf8)  // ends in the two bytes of "é"
    XCTAssertEqual(FileQueries.decodeText(word, truncated: false), "café")
    XCTAssertEqual(FileQueries.decodeText(word, truncated: true), "café")
    let cut = Array(word.dropLast())  // the read limit fell inside "é"
    XCTAssertEqual(FileQueries.decodeText(cut, truncated: true), "caf")
    XCTAssertNil(FileQueries.decodeText(cut, truncated: false), "a whole file ending mid-character")
  }

  func testDecodeTextRejectsBinary() {
    XCTAssertNil(FileQueries.decodeText([0x41, 0xFF, 0x41, 0x41, 0x41, 0x41], truncated: true))
    XCTAssertNil(FileQueries.decodeText([0x41, 0x00, 0x42], truncated: false), "NUL bytes")
    XCTAssertEqual(FileQueries.decodeText([], truncated: false), "")
  }

  func testCollationKeysSortNumbersAsNumbers() {
    let names = ["Chapter 10.txt", "chapter 3.txt", "Chapter 2.txt", "appendix.md"]
    let sorted = names.sorted {
      FileQueries.collationKey($0).lexicographicallyPrecedes(FileQueries.collationKey($1))
    }
    XCTAssertEqual(sorted, ["appendix.md", "Chapter 2.txt", "chapter 3.txt", "Chapter 10.txt"])
  }
}
