import XCTest

@testable import SheafApp

/// Footnotes are numbered as they are first referred to, marked with a link in the text, and
/// written at the end after a rule, each on its own line.
final class MarkdownFootnoteTests: XCTestCase {
  func testNotesAreNumberedLinkedAndWrittenAtTheEnd() throws {
    let source = """
      A claim[^source] and another[^aside], the first again[^source].

      [^aside]: An aside.
      [^source]: The *source*.
      [^unused]: Never referred to.
      """
    let document = try XCTUnwrap(MarkdownParser.parse(source))
    XCTAssertTrue(
      document.text.hasPrefix("A claim[1] and another[2], the first again[1]."), document.text)
    XCTAssertTrue(document.text.hasSuffix("1. The source.\n\n2. An aside.\n"), document.text)
    XCTAssertFalse(document.text.contains("Never"), "a note nothing refers to is left out")
    let marks = document.spans.filter { $0.style == .footnoteMark }
    XCTAssertEqual(marks.count, 3)
    let links = document.spans.compactMap { span -> String? in
      guard case .link(let target) = span.style else { return nil }
      return target
    }
    XCTAssertEqual(links, ["#footnote-1", "#footnote-2", "#footnote-1"])
    let scalars = Array(document.text.unicodeScalars)
    for (target, start) in ["#footnote-1": "1. The", "#footnote-2": "2. An"] {
      let offset = try XCTUnwrap(document.anchors[target])
      XCTAssertEqual(
        String(String.UnicodeScalarView(scalars[offset..<(offset + start.unicodeScalars.count)])),
        start)
    }
  }
}
