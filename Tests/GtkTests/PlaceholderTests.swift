import XCTest

@testable import Gtk

final class PlaceholderTests: XCTestCase {
  func testPlainPlaceholdersTakeTheArgumentsInOrder() {
    XCTAssertEqual(fillPlaceholders("%s · %s", ["12 bytes", "Today"]), "12 bytes · Today")
  }

  func testNumberedPlaceholdersLetATranslationReorderThem() {
    XCTAssertEqual(fillPlaceholders("%2$s, %1$s", ["first", "second"]), "second, first")
    XCTAssertEqual(fillPlaceholders("%1$s and %1$s", ["twice"]), "twice and twice")
  }

  func testAnArgumentIsNeverReadAsAFormat() {
    XCTAssertEqual(fillPlaceholders("%1$s · %2$s", ["%2$s.txt", "3 kB"]), "%2$s.txt · 3 kB")
    XCTAssertEqual(fillPlaceholders("“%s” is %s", ["%s", "empty"]), "“%s” is empty")
  }

  func testWhatIsNotAPlaceholderStaysAsWritten() {
    XCTAssertEqual(fillPlaceholders("100% of %s", ["it"]), "100% of it")
    XCTAssertEqual(fillPlaceholders("%3$s %s %d", ["a"]), "%3$s a %d")
    XCTAssertEqual(fillPlaceholders("ends with %", []), "ends with %")
    XCTAssertEqual(fillPlaceholders("%99999999999999999999$s", ["a"]), "%99999999999999999999$s")
  }
}
