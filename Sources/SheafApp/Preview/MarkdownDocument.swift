/// A Markdown file turned into text with styled ranges: made off the main thread, shown by
/// `MarkdownView` as a GtkTextBuffer with one tag per style.
struct MarkdownDocument: Sendable {
  /// The rendered text; images stand as one U+FFFC character each.
  var text = ""
  /// `text`'s length in characters (Unicode scalars), as GtkTextBuffer counts offsets.
  var length = 0
  var spans: [MarkdownSpan] = []
  var images: [MarkdownImage] = []
  /// Tables shown as grids, each standing as one U+FFFC character on a line of its own.
  var tables: [MarkdownTable] = []
  /// Code blocks with lines too long for the text's width, each shown in a box that scrolls
  /// on its own, standing as one U+FFFC character on a line of its own.
  var wideCode: [MarkdownWideCode] = []
  /// The fenced code blocks that name a language, to colour in it.
  var codeBlocks: [MarkdownCodeBlock] = []
  /// Where each footnote starts, by the target its marks link to ("#footnote-1").
  var anchors: [String: Int] = [:]

  /// The character that stands for an image until it is shown.
  static let imageMark: Character = "\u{FFFC}"
}

/// A style over `[start, end)`, in character offsets.
struct MarkdownSpan: Sendable, Equatable {
  var start: Int
  var end: Int
  var style: MarkdownStyle
}

enum MarkdownStyle: Sendable, Hashable {
  case heading(Int)
  case emphasis
  case strong
  case strikethrough
  case code
  case codeBlock
  case quote
  /// A list item's text, indented by its depth (1 for a top-level list).
  case listItem(Int)
  case link(String)
  case rule
  case table
  case tableHeader
  /// Raw HTML, shown as written rather than interpreted.
  case html
  /// A footnote's mark in the text ("[1]"), raised and small.
  case footnoteMark
  /// A footnote at the end of the document, small.
  case footnote

  /// The GtkTextTag name for this style (links share one tag; their targets are kept apart).
  var tagName: String {
    switch self {
    case .heading(let level): "h\(min(max(level, 1), 6))"
    case .emphasis: "emphasis"
    case .strong: "strong"
    case .strikethrough: "strikethrough"
    case .code: "code"
    case .codeBlock: "code-block"
    case .quote: "quote"
    case .listItem(let depth): "list-\(min(max(depth, 1), 6))"
    case .link: "link"
    case .rule: "rule"
    case .table: "table"
    case .tableHeader: "table-header"
    case .html: "html"
    case .footnoteMark: "footnote-mark"
    case .footnote: "footnote"
    }
  }
}

/// An image the document references by a path relative to its folder, at a character offset.
struct MarkdownImage: Sendable {
  var offset: Int
  var source: String
  var alternative: String
  /// Decoded off the main thread; nil when it could not be (then the alternative text shows).
  var texture: Texture?
}

/// A table shown as a grid of cells that wrap, at a character offset.
struct MarkdownTable: Sendable, Equatable {
  var offset: Int
  /// The rows, the header first, each as its cells' text.
  var rows: [[String]]
  /// Each column's alignment: "l", "c", "r", or "" when the table leaves it.
  var alignments: [String]

  /// Tables with more cells, and tables past `documentCellLimit` cells in all, are laid out
  /// as text instead: each cell is a widget, made on the main thread, and thousands would hold
  /// the window.
  static let cellLimit = 400
  static let documentCellLimit = 2_000
}

/// A code block with a line longer than the text's width, at a character offset: its text and
/// the language its fence names.
struct MarkdownWideCode: Sendable, Equatable {
  var offset: Int
  var code: String
  var language: String

  /// A line longer than this many characters does not fit the text's width in monospace.
  static let lineLimit = 80
  /// Longer blocks, and blocks past `documentLimit` of them, stay in the text, scrolling with
  /// the whole document: each is a text view of its own, made on the main thread.
  static let sizeLimit = 20_000
  static let documentLimit = 20
}

/// A fenced code block over `[start, end)`, in character offsets, and the language its fence
/// names ("swift" in ```swift).
struct MarkdownCodeBlock: Sendable, Equatable {
  var start: Int
  var end: Int
  var language: String
}
