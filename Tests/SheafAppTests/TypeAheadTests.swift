import XCTest

@testable import SheafApp

/// Letters typed close together make one prefix; a pause starts another.
final class TypeAheadTests: XCTestCase {
  func testLettersTypedTogetherMakeOnePrefixAndAPauseStartsAnother() {
    var typing = TypeAhead()
    let second: Int64 = 1_000_000
    XCTAssertFalse(typing.isTyping(at: 0))
    XCTAssertEqual(typing.type("b", at: 0), "b")
    XCTAssertEqual(typing.type("r", at: second / 2), "br")
    XCTAssertTrue(typing.isTyping(at: second))
    XCTAssertEqual(typing.erase(at: second), "b")
    XCTAssertEqual(typing.type("e", at: second + second / 2), "be")
    XCTAssertFalse(typing.isTyping(at: 3 * second), "a pause of a second ends it")
    XCTAssertEqual(typing.type("c", at: 3 * second), "c", "a new prefix after the pause")
    typing.reset()
    XCTAssertFalse(typing.isTyping(at: 3 * second))
    XCTAssertEqual(typing.erase(at: 3 * second), "", "nothing to take back")
  }
}
