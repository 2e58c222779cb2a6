import XCTest

@testable import SheafApp

/// Blocks shown as widgets of their own, each standing as one character on a line of its own:
/// a table as a grid of cells, each column aligned as its delimiter row says (a table too
/// large for widgets, or one past the document's budget of cells, is laid out as text); a
/// code block with lines too long for the text, in a box that scrolls.
final class MarkdownBlockTests: XCTestCase {
  func testATableIsAGridOfCellsWithItsAlignments() throws {
    let source = """
      Before.

      | Name | Size | Notes |
      |:-----|-----:|:-----:|
      | Apples | 12 | *Red* ones |

      After.
      """
    let document = try XCTUnwrap(MarkdownParser.parse(source))
    XCTAssertEqual(document.tables.count, 1)
    let table = try XCTUnwrap(document.tables.first)
    XCTAssertEqual(table.rows, [["Name", "Size", "Notes"], ["Apples", "12", "Red ones"]])
    XCTAssertEqual(table.alignments, ["l", "r", "c"])
    let scalars = Array(document.text.unicodeScalars)
    XCTAssertEqual(Character(scalars[table.offset]), MarkdownDocument.imageMark)
    XCTAssertFalse(document.text.contains("Apples"), "the cells are not in the text")
    XCTAssertTrue(document.text.contains("\u{FFFC}\n\nAfter."), document.text)
  }

  func testTablesPastTheBudgetAreLaidOutAsText() throws {
    // 201 rows of 2 cells: over the limit for one table.
    let large =
      "| A | B |\n|---|---|\n" + (1...200).map { "| \($0) | x |" }.joined(separator: "\n")
    let document = try XCTUnwrap(MarkdownParser.parse(large))
    XCTAssertTrue(document.tables.isEmpty)
    XCTAssertTrue(document.text.contains("200"), "the cells written as text")
    XCTAssertTrue(document.spans.contains { $0.style == .table })
    // Small tables, each within the limit, until the document's cells run out.
    let small = "| A | B |\n|---|---|\n" + (1...99).map { "| \($0) | x |" }.joined(separator: "\n")
    let many = try XCTUnwrap(
      MarkdownParser.parse(Array(repeating: small, count: 12).joined(separator: "\n\nText.\n\n")))
    XCTAssertEqual(many.tables.count, MarkdownTable.documentCellLimit / 200)
    XCTAssertEqual(
      many.spans.filter { $0.style == .table }.count, 12 - MarkdownTable.documentCellLimit / 200)
  }

  func testACodeBlockWithLongLinesGetsABoxOfItsOwn() throws {
    let long = String(repeating: "x", count: MarkdownWideCode.lineLimit + 1)
    let document = try XCTUnwrap(
      MarkdownParser.parse("```swift\nlet a = 1\n\(long)\n```\n\n```\nshort\n```\n"))
    XCTAssertEqual(document.wideCode.count, 1)
    let wide = try XCTUnwrap(document.wideCode.first)
    XCTAssertEqual(wide.code, "let a = 1\n" + long)
    XCTAssertEqual(wide.language, "swift")
    XCTAssertFalse(document.text.contains(long), "not in the text")
    XCTAssertTrue(document.text.contains("short"), "a short block stays in the text")
    XCTAssertEqual(document.spans.filter { $0.style == .codeBlock }.count, 1)
  }
}
