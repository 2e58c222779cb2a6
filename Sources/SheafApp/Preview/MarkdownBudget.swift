/// How much rendered Markdown the main thread may be handed: past any of these, the document
/// is shown as written instead. Each style becomes a GtkTextTag applied on the main thread, so
/// these bound that work. See "Text is bounded" in docs/design.md.
enum MarkdownBudget {
  /// Nodes of cmark's tree (blocks and inlines).
  static let nodes = 50_000
  /// Styles open at once (a list in a list, a quote in a quote): each is a tag over all that
  /// it holds, and a deeper document is never written by hand.
  static let depth = 64
  /// Styled ranges in the whole document.
  static let spans = 20_000
  /// Places where a style starts or ends on one line: GtkTextBuffer keeps a line's tag changes
  /// in a list, so applying them costs the square of their number.
  static let togglesPerLine = 2_000
  /// The longest rendered line, in characters. Source lines are at most
  /// `TextBounds.longestLine` long, so no run without a break is longer than that; but a
  /// paragraph or a table row joins many of them, and Pango lays out a paragraph whole (ten
  /// runs of 2,000 dots took 160 ms, five 55 ms).
  static let longestLine = 10_000

  /// Whether a parsed document is within the budget.
  static func fits(_ document: MarkdownDocument) -> Bool {
    guard document.spans.count <= spans else { return false }
    // Where each line starts, in characters, and the longest line.
    var lineStarts = [0]
    var offset = 0
    for scalar in document.text.unicodeScalars {
      offset += 1
      if scalar == "\n" {
        if offset - 1 - (lineStarts.last ?? 0) > longestLine { return false }
        lineStarts.append(offset)
      }
    }
    if offset - (lineStarts.last ?? 0) > longestLine { return false }
    // A code block keeps its lines, and the buffer takes them all in one call.
    guard lineStarts.count <= TextBounds.mostLines else { return false }
    var toggles = [Int](repeating: 0, count: lineStarts.count)
    for span in document.spans {
      for position in [span.start, span.end] {
        let line = Self.line(of: position, in: lineStarts)
        toggles[line] += 1
        if toggles[line] > togglesPerLine { return false }
      }
    }
    return true
  }

  /// The index of the line holding `offset`: the last start at or before it.
  private static func line(of offset: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
