import XCTest

@testable import Gtk
@testable import SheafApp

/// Markdown whose rendering would hold the main thread (too deep, too many styles, a line
/// too long) is shown as written. Decided on the worker, without a display.
final class MarkdownBudgetTests: XCTestCase {
  func testAnOrdinaryDocumentIsRendered() throws {
    let source = "# Title\n\n- one *two*\n  - three **four**\n\n> quoted [link](x.md)\n"
    let document = try XCTUnwrap(MarkdownParser.parse(source))
    XCTAssertTrue(document.text.hasPrefix("Title\n"))
    XCTAssertTrue(MarkdownBudget.fits(document))
  }

  func testDeeplyNestedListsAreNotRendered() {
    let deep = String(repeating: "- ", count: 100_000) + "deep\n"
    XCTAssertNil(MarkdownParser.parse(deep))
    let nested = (0..<10).map { String(repeating: "  ", count: $0) + "- level \($0)" }
    XCTAssertNotNil(MarkdownParser.parse(nested.joined(separator: "\n")), "ten levels are fine")
  }

  func testDeeplyNestedQuotesAreNotRendered() {
    XCTAssertNil(MarkdownParser.parse(String(repeating: ">", count: 10_000) + " deep\n"))
  }

  func testTooManyNodesAreNotRendered() {
    let items = (0..<(MarkdownBudget.nodes / 3 + 1)).map { "- item \($0)" }
    XCTAssertNil(MarkdownParser.parse(items.joined(separator: "\n")))
  }

  func testTooManyStylesOnOneLineAreNotRendered() {
    let words = (0..<(MarkdownBudget.togglesPerLine / 2 + 1)).map { "*w\($0)*" }
    XCTAssertNil(MarkdownParser.parse(words.joined(separator: " ")), "one paragraph")
    XCTAssertNotNil(
      MarkdownParser.parse(words.joined(separator: "\n\n")), "as many, one per paragraph")
  }

  func testARenderedLineTooLongIsNotRendered() {
    // Short source lines that render as one paragraph, one line.
    let lines = Array(repeating: String(repeating: "word ", count: 16), count: 300)
    XCTAssertGreaterThan(lines.joined().count, MarkdownBudget.longestLine)
    XCTAssertNil(MarkdownParser.parse(lines.joined(separator: "\n")))
    XCTAssertNotNil(MarkdownParser.parse(lines.joined(separator: "\n\n")))
    let paragraph = lines.prefix(100).joined(separator: "\n")
    XCTAssertNotNil(MarkdownParser.parse(paragraph), "a long paragraph, within the budget")
  }

  func testACodeBlockOfTooManyLinesIsNotRendered() {
    let lines = String(repeating: "x\n", count: TextBounds.mostLines)
    XCTAssertNil(MarkdownParser.parse("```\n" + lines + "```\n"))
    XCTAssertNotNil(MarkdownParser.parse("```\n" + lines.dropFirst(4000) + "```\n"))
  }

  func testTheBudgetCountsStylesAndLines() {
    var document = MarkdownDocument(text: "a\nb\n", length: 4)
    document.spans = [MarkdownSpan(start: 0, end: 1, style: .strong)]
    XCTAssertTrue(MarkdownBudget.fits(document))
    document.spans = Array(
      repeating: MarkdownSpan(start: 2, end: 3, style: .emphasis),
      count: MarkdownBudget.togglesPerLine / 2 + 1)
    XCTAssertFalse(MarkdownBudget.fits(document), "too many changes on the second line")
  }

  func testMarkdownPastTheBudgetOrWithALongLineIsShownAsWritten() throws {
    let facts = FileFacts(
      displayName: "deep.md", contentType: "text/markdown", size: 1, modified: 0)
    let folder = File(pathBytes: Array("/nonexistent".utf8))
    for source in [
      String(repeating: "- ", count: 100_000) + "deep\n",
      "# Title\n\n" + String(repeating: "[", count: 400_000) + "\n",
      String(repeating: ".", count: 200_000) + "\n",
    ] {
      let prefix = FileReading.Prefix(bytes: Array(source.utf8), truncated: false)
      let preview = try PreviewLoader.decodeText(
        prefix, facts: facts, in: folder, cancellable: Cancellable())
      guard case .text(let text) = preview else { return XCTFail("rendered: \(source.prefix(20))") }
      XCTAssertTrue(text.isMarkdownSource)
      XCTAssertLessThanOrEqual(text.longestLine, TextBounds.longestLine + 1)
      XCTAssertEqual(text.contentType, "text/markdown")
    }
  }
}
