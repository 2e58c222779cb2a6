/// Text made ready on a worker for `TextPage`: its lines cut to a length GTK lays out in a
/// frame, and the facts that decide, on the main thread, whether it wraps and is coloured. See
/// "Text is bounded" in docs/design.md.
struct PreparedText: Sendable, Equatable {
  /// What the page shows: the file's text, no line longer than `TextBounds.longestLine`
  /// characters.
  var text: String
  var contentType: String
  /// Only the start of the file was read (it is longer than `TextDecoding.limit`).
  var truncated = false
  /// Only the end was read, instead: the text starts at a line in the middle of the file.
  var isEnd = false
  /// How many lines were cut short.
  var cutLines = 0
  /// The text goes on past `TextBounds.mostLines` lines, which are all that is shown.
  var endsEarly = false
  /// The longest line as shown, in characters (Unicode scalars).
  var longestLine = 0
  /// The most characters any `TextBounds.denseWindow` consecutive lines hold.
  var densest = 0
  /// The text opens a here-document with a quoted delimiter (`<<'EOF'`, `<<-"EOF"`).
  var quotedHereDocument = false
  /// Markdown shown as written, because rendered it would take too long to show.
  var isMarkdownSource = false
}

/// The bounds, and the one pass over the text that applies them.
enum TextBounds {
  /// Longer lines are cut: Pango shapes a line whole, in time that grows faster than the line
  /// when nothing breaks it (a minified file, a run of brackets).
  static let longestLine = 2_000
  /// Lines past this many are not shown: GtkTextBuffer takes the whole text in one call, in
  /// time that grows with its lines (512 KiB of empty lines took 125 ms).
  static let mostLines = 100_000
  /// Code is not wrapped unless a line is longer: GTK lays out a screen's height of lines at a
  /// time, so unwrapped long lines make each step long.
  static let longestUnwrapped = 1_000
  /// Colours only when every line is at most this long: GtkSourceView colours a line in one go,
  /// in time that grows with the square of its tokens.
  static let longestHighlighted = 1_000
  /// ... and no `denseWindow` consecutive lines hold more than `densestHighlighted` characters:
  /// the lines on screen are coloured before they are drawn.
  static let denseWindow = 50
  static let densestHighlighted = 10_000
  /// Ends a line that was cut.
  static let cutMark = "\u{2026}"

  /// Languages whose rules include the shell's here-documents, which GtkSourceView 5.6 cannot
  /// match when their delimiter is quoted (it warns "Invalid group: HDB" on every one).
  static let hereDocumentLanguages: Set<String> = ["sh", "makefile", "automake", "m4", "dpatch"]

  /// Cuts `text`'s long lines and measures it. Lines end at "\n", "\r" or "\r\n", as in
  /// GtkTextBuffer.
  static func prepare(_ text: String, contentType: String, truncated: Bool = false)
    -> PreparedText
  {
    var source = text
    return source.withUTF8 { bytes in
      var scan = Scan(capacity: bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == newline || byte == carriageReturn {
          let crlf =
            byte == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == newline
          scan.endLine()
          scan.output.append(byte)
          if crlf {
            scan.output.append(newline)
            index += 1
          }
          if scan.lines == mostLines && index + 1 < bytes.count {
            scan.endsEarly = true
            break
          }
        } else {
          scan.take(byte)
          if byte == lessThan && !scan.foundHereDocument {
            scan.foundHereDocument = opensQuotedHereDocument(bytes, at: index)
          }
        }
        index += 1
      }
      if !scan.endsEarly { scan.endLine() }
      return PreparedText(
        text: String(decoding: scan.output, as: UTF8.self), contentType: contentType,
        truncated: truncated, cutLines: scan.cutLines, endsEarly: scan.endsEarly,
        longestLine: scan.longest, densest: scan.densest,
        quotedHereDocument: scan.foundHereDocument)
    }
  }

  /// Whether long lines make even code wrap.
  static func wrapsLongLines(_ text: PreparedText) -> Bool {
    text.longestLine > longestUnwrapped
  }

  /// Whether the text may be coloured in the language `languageID` (GtkSourceView's id).
  static func highlights(_ text: PreparedText, languageID: String) -> Bool {
    if text.isMarkdownSource { return false }
    if text.longestLine > longestHighlighted || text.densest > densestHighlighted {
      return false
    }
    return !(text.quotedHereDocument && hereDocumentLanguages.contains(languageID))
  }

  /// `<<`, not `<<<`, then an optional `-`, blanks, and a quote, starting at `index`.
  private static func opensQuotedHereDocument(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Bool
  {
    guard index + 1 < bytes.count, bytes[index + 1] == lessThan else { return false }
    if index > 0 && bytes[index - 1] == lessThan { return false }
    var next = index + 2
    if next < bytes.count && bytes[next] == UInt8(ascii: "-") { next += 1 }
    while next < bytes.count && (bytes[next] == UInt8(ascii: " ") || bytes[next] == tab) {
      next += 1
    }
    return next < bytes.count
      && (bytes[next] == UInt8(ascii: "'") || bytes[next] == UInt8(ascii: "\""))
  }

  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let tab = UInt8(ascii: "\t")
  private static let lessThan = UInt8(ascii: "<")

  /// The pass's running state: the text as it will be shown, and its measures so far.
  private struct Scan {
    var output: [UInt8] = []
    var cutLines = 0
    /// Lines ended so far.
    var lines = 0
    var endsEarly = false
    var longest = 0
    var densest = 0
    var foundHereDocument = false
    /// Characters of the line being read, counted whole (also past the cut).
    private var characters = 0
    /// Characters of the last `denseWindow` lines as shown (a ring), and their sum.
    private var window = [Int](repeating: 0, count: TextBounds.denseWindow)
    private var windowNext = 0
    private var windowSum = 0

    init(capacity: Int) { output.reserveCapacity(capacity) }

    mutating func take(_ byte: UInt8) {
      // A UTF-8 continuation byte belongs to the character before it.
      let startsCharacter = byte & 0xC0 != 0x80
      if startsCharacter { characters += 1 }
      if characters <= TextBounds.longestLine {
        output.append(byte)
      } else if characters == TextBounds.longestLine + 1 && startsCharacter {
        output.append(contentsOf: TextBounds.cutMark.utf8)
      }
    }

    mutating func endLine() {
      let shown: Int
      if characters > TextBounds.longestLine {
        cutLines += 1
        shown = TextBounds.longestLine + 1
      } else {
        shown = characters
      }
      longest = max(longest, shown)
      windowSum += shown - window[windowNext]
      window[windowNext] = shown
      windowNext = (windowNext + 1) % window.count
      densest = max(densest, windowSum)
      characters = 0
      lines += 1
    }
  }
}
