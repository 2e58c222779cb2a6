import XCTest

@testable import SheafApp

/// What reaches GtkSourceView: lines cut to a length GTK lays out in a frame, and colours only
/// where GtkSourceView colours a screenful in a frame. Pure decisions, no display.
final class TextBoundsTests: XCTestCase {
  private let longest = TextBounds.longestLine

  func testOrdinaryTextIsShownAsItIs() {
    let text = "first line\r\nsecond line\nthird\rfourth, no end"
    let prepared = TextBounds.prepare(text, contentType: "text/plain")
    XCTAssertEqual(prepared.text, text)
    XCTAssertEqual(prepared.cutLines, 0)
    XCTAssertEqual(prepared.longestLine, "fourth, no end".count)
    XCTAssertFalse(TextBounds.wrapsLongLines(prepared))
    XCTAssertTrue(TextBounds.highlights(prepared, languageID: "c"))
  }

  func testALongLineIsCutAndTheOthersKept() {
    let long = String(repeating: "[", count: 400_000)
    let prepared = TextBounds.prepare("# Title\n\(long)\nlast\n", contentType: "text/markdown")
    XCTAssertEqual(
      prepared.text, "# Title\n\(String(repeating: "[", count: longest))\u{2026}\nlast\n")
    XCTAssertEqual(prepared.cutLines, 1)
    XCTAssertEqual(prepared.longestLine, longest + 1, "the cut line, with its mark")
  }

  func testALineExactlyAtTheBoundIsWhole() {
    let line = String(repeating: "x", count: longest)
    let prepared = TextBounds.prepare(line + "\n" + line, contentType: "text/plain")
    XCTAssertEqual(prepared.text, line + "\n" + line)
    XCTAssertEqual(prepared.cutLines, 0)
  }

  func testLinesAreCountedInCharactersAndCutBetweenThem() {
    // Two bytes each in UTF-8; a cut by bytes would split one.
    let accents = String(repeating: "é", count: longest + 10)
    let prepared = TextBounds.prepare(accents + "\r\n" + accents, contentType: "text/plain")
    let cut = String(repeating: "é", count: longest) + "\u{2026}"
    XCTAssertEqual(prepared.text, cut + "\r\n" + cut)
    XCTAssertEqual(prepared.cutLines, 2)
  }

  func testLinesEndAtACarriageReturnAsGTKSees() {
    let lines = Array(repeating: String(repeating: "a", count: 900), count: 4)
    let prepared = TextBounds.prepare(lines.joined(separator: "\r"), contentType: "text/plain")
    XCTAssertEqual(prepared.cutLines, 0, "four lines of 900, not one of 3,603")
    XCTAssertEqual(prepared.longestLine, 900)
  }

  func testOnlyTheFirstLinesOfAVeryTallTextAreShown() {
    let most = TextBounds.mostLines
    let tall = TextBounds.prepare(String(repeating: "\n", count: 5 * most), contentType: "")
    XCTAssertTrue(tall.endsEarly)
    XCTAssertEqual(tall.text, String(repeating: "\n", count: most))
    let exact = TextBounds.prepare(String(repeating: "a\n", count: most), contentType: "")
    XCTAssertFalse(exact.endsEarly, "every line is there; the empty one after the last is not")
    XCTAssertEqual(exact.text.count, 2 * most)
    let crlf = TextBounds.prepare(String(repeating: "a\r\n", count: most + 1), contentType: "")
    XCTAssertTrue(crlf.endsEarly)
    XCTAssertEqual(crlf.text, String(repeating: "a\r\n", count: most))
  }

  func testLongLinesWrapEvenInCodeAndLoseTheirColours() {
    let minified = "[" + String(repeating: "{\"a\":1},", count: 140) + "{}]"
    XCTAssertGreaterThan(minified.count, TextBounds.longestHighlighted)
    let prepared = TextBounds.prepare(minified, contentType: "application/json")
    XCTAssertTrue(TextBounds.wrapsLongLines(prepared))
    XCTAssertFalse(TextBounds.highlights(prepared, languageID: "json"))
  }

  func testDenseLinesLoseTheirColoursThoughEachIsShort() {
    let line = String(repeating: "a+b;", count: 60)  // 240 characters
    let lines = Array(repeating: line, count: 60).joined(separator: "\n")
    let prepared = TextBounds.prepare(lines, contentType: "application/javascript")
    XCTAssertEqual(prepared.densest, 50 * 240, "the most in any 50 lines")
    XCTAssertFalse(TextBounds.wrapsLongLines(prepared))
    XCTAssertFalse(TextBounds.highlights(prepared, languageID: "js"))
    let sparse = TextBounds.prepare(
      Array(repeating: String(line.prefix(80)), count: 60).joined(separator: "\n"),
      contentType: "application/javascript")
    XCTAssertTrue(TextBounds.highlights(sparse, languageID: "js"))
  }

  func testAQuotedHereDocumentTurnsTheShellsColoursOff() {
    for script in [
      "cat <<'EOF'\n$HOME\nEOF\n", "\tcat <<-\"EOF\"\n\tx\n\tEOF\n", "cat << 'END'\nEND\n",
    ] {
      let prepared = TextBounds.prepare(script, contentType: "application/x-shellscript")
      XCTAssertTrue(prepared.quotedHereDocument, script)
      XCTAssertFalse(TextBounds.highlights(prepared, languageID: "sh"), script)
      XCTAssertTrue(TextBounds.highlights(prepared, languageID: "python"), "not a shell: \(script)")
    }
    for script in ["cat <<EOF\n$HOME\nEOF\n", "grep x <<< \"$text\"\n", "a=$((1 << 2))\n"] {
      let prepared = TextBounds.prepare(script, contentType: "application/x-shellscript")
      XCTAssertFalse(prepared.quotedHereDocument, script)
      XCTAssertTrue(TextBounds.highlights(prepared, languageID: "sh"), script)
    }
  }

  func testMarkdownShownAsWrittenIsNeverColoured() {
    var prepared = TextBounds.prepare("# Title\n", contentType: "text/markdown")
    prepared.isMarkdownSource = true
    XCTAssertFalse(TextBounds.highlights(prepared, languageID: "markdown"))
  }
}
