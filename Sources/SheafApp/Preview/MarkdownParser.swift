import CCmark

/// Parses Markdown with cmark-gfm (CommonMark plus GitHub's tables, task lists, strikethrough
/// and autolinks) and walks the tree into a `MarkdownDocument`, within `MarkdownBudget`. Runs
/// on a worker thread.
struct MarkdownParser {
  /// The GFM extensions register themselves in a process-wide table: once, before the first
  /// parse (a static's initializer runs once, whatever the thread).
  private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

  /// The rendered document, or nil when it is past `MarkdownBudget` (then it is shown as
  /// written).
  static func parse(_ source: String) -> MarkdownDocument? {
    _ = extensionsRegistered
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES) else {
      return plain(source)
    }
    defer { cmark_parser_free(parser) }
    for name in ["table", "strikethrough", "autolink", "tasklist"] {
      if let extensionPointer = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, extensionPointer)
      }
    }
    var bytes = Array(source.utf8)
    bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parser_feed(parser, chars.baseAddress, chars.count)
      }
    }
    guard let root = cmark_parser_finish(parser) else { return plain(source) }
    defer { cmark_node_free(root) }
    var walker = Walker()
    guard walker.walk(root) else { return nil }
    return MarkdownBudget.fits(walker.document) ? walker.document : nil
  }

  private static func plain(_ source: String) -> MarkdownDocument {
    MarkdownDocument(text: source, length: source.unicodeScalars.count)
  }
}

/// The tree walk: text is appended as nodes are entered, styles close as they are left.
private struct Walker {
  var document = MarkdownDocument()
  /// Open inline styles and block styles, with their start offsets.
  private var open: [(start: Int, style: MarkdownStyle?)] = []
  private var listDepth = 0
  private var quoteDepth = 0
  /// The next number of each open ordered list; nil for bullets.
  private var listNumbers: [Int?] = []
  private var tight: [Bool] = []
  /// How many footnotes have been written at the end so far.
  private var footnotes = 0
  /// The cells of the tables shown as grids so far.
  private var gridCells = 0

  /// Walks the tree into `document`; false, as soon as it is known, when the tree is larger or
  /// deeper than `MarkdownBudget` allows.
  mutating func walk(_ root: OpaquePointer) -> Bool {
    guard let iterator = cmark_iter_new(root) else { return true }
    defer { cmark_iter_free(iterator) }
    var nodes = 0
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      if event == CMARK_EVENT_ENTER {
        nodes += 1
        if enter(node) == .skipChildren { cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT) }
        if nodes > MarkdownBudget.nodes || open.count > MarkdownBudget.depth { return false }
      } else {
        exit(node)
      }
    }
    return true
  }

  private enum Visit { case children, skipChildren }

  private mutating func enter(_ node: OpaquePointer) -> Visit {
    let type = cmark_node_get_type(node)
    let extensionType = String(cString: cmark_node_get_type_string(node))
    switch type {
    case CMARK_NODE_PARAGRAPH:
      if !isInTightItem(node) && !opensFootnote(node) { separateBlock() }
      open.append((document.length, nil))
    case CMARK_NODE_FOOTNOTE_REFERENCE:
      // cmark-gfm numbers the notes in the order they are first referred to.
      let number = literal(node)
      let start = document.length
      styled("[\(number)]", .footnoteMark)
      document.spans.append(
        MarkdownSpan(start: start, end: document.length, style: .link("#footnote-\(number)")))
    case CMARK_NODE_FOOTNOTE_DEFINITION:
      if footnotes == 0 {
        separateBlock()
        styled(String(repeating: "\u{2500}", count: 24), .rule)
        append("\n")
      }
      footnotes += 1
      separateBlock()
      document.anchors["#footnote-\(footnotes)"] = document.length
      open.append((document.length, .footnote))
      append("\(footnotes). ")
    case CMARK_NODE_HEADING:
      separateBlock()
      open.append((document.length, .heading(Int(cmark_node_get_heading_level(node)))))
    case CMARK_NODE_BLOCK_QUOTE:
      separateBlock()
      quoteDepth += 1
      open.append((document.length, .quote))
    case CMARK_NODE_LIST:
      if listDepth == 0 { separateBlock() }
      listDepth += 1
      let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
      listNumbers.append(ordered ? Int(cmark_node_get_list_start(node)) : nil)
      tight.append(cmark_node_get_list_tight(node) != 0)
      open.append((document.length, nil))
    case CMARK_NODE_ITEM:
      startLine()
      open.append((document.length, .listItem(listDepth)))
      append(itemMarker(node, extensionType: extensionType))
    case CMARK_NODE_CODE_BLOCK:
      separateBlock()
      let start = document.length
      var code = literal(node)
      if code.hasSuffix("\n") { code.removeLast() }
      let fence = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      if isWide(code) {
        document.wideCode.append(MarkdownWideCode(offset: start, code: code, language: fence))
        append(String(MarkdownDocument.imageMark))
      } else {
        append(code)
        document.spans.append(
          MarkdownSpan(start: start, end: document.length, style: .codeBlock))
        if !fence.isEmpty {
          document.codeBlocks.append(
            MarkdownCodeBlock(start: start, end: document.length, language: fence))
        }
      }
      append("\n")
      return .skipChildren
    case CMARK_NODE_HTML_BLOCK:
      separateBlock()
      styled(literal(node).trimmingTrailingNewlines, .html)
      append("\n")
    case CMARK_NODE_THEMATIC_BREAK:
      separateBlock()
      styled(String(repeating: "\u{2500}", count: 24), .rule)
      append("\n")
    case CMARK_NODE_TEXT:
      append(literal(node))
    case CMARK_NODE_SOFTBREAK:
      append(" ")
    case CMARK_NODE_LINEBREAK:
      append("\n")
    case CMARK_NODE_CODE:
      styled(literal(node), .code)
    case CMARK_NODE_HTML_INLINE:
      styled(literal(node), .html)
    case CMARK_NODE_EMPH:
      open.append((document.length, .emphasis))
    case CMARK_NODE_STRONG:
      open.append((document.length, .strong))
    case CMARK_NODE_LINK:
      let target = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
      open.append((document.length, .link(target)))
    case CMARK_NODE_IMAGE:
      let source = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
      document.images.append(
        MarkdownImage(offset: document.length, source: source, alternative: plainText(node)))
      append(String(MarkdownDocument.imageMark))
      return .skipChildren
    default:
      switch extensionType {
      case "strikethrough": open.append((document.length, .strikethrough))
      case "table":
        separateBlock()
        appendTable(node)
        return .skipChildren
      default: break
      }
    }
    return .children
  }

  private mutating func exit(_ node: OpaquePointer) {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
      close()
      append("\n")
    case CMARK_NODE_BLOCK_QUOTE:
      close()
      quoteDepth -= 1
    case CMARK_NODE_LIST:
      close()
      listDepth -= 1
      listNumbers.removeLast()
      tight.removeLast()
    case CMARK_NODE_ITEM:
      close()
      if let number = listNumbers.last ?? nil {
        listNumbers[listNumbers.count - 1] = number + 1
      }
    case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_FOOTNOTE_DEFINITION:
      close()
    default:
      if String(cString: cmark_node_get_type_string(node)) == "strikethrough" { close() }
    }
  }

  /// Ends the innermost open style at the current offset.
  private mutating func close() {
    guard let (start, style) = open.popLast(), let style, start < document.length else { return }
    document.spans.append(MarkdownSpan(start: start, end: document.length, style: style))
  }

  private mutating func append(_ text: String) {
    document.text += text
    document.length += text.unicodeScalars.count
  }

  private mutating func styled(_ text: String, _ style: MarkdownStyle) {
    let start = document.length
    append(text)
    if document.length > start {
      document.spans.append(MarkdownSpan(start: start, end: document.length, style: style))
    }
  }

  /// A blank line between blocks, never at the very start.
  private mutating func separateBlock() {
    guard !document.text.isEmpty else { return }
    startLine()
    if !document.text.hasSuffix("\n\n") { append("\n") }
  }

  private mutating func startLine() {
    if !document.text.isEmpty && !document.text.hasSuffix("\n") { append("\n") }
  }

  /// Whether `node` is a footnote's first paragraph, which follows its number on one line.
  private func opensFootnote(_ node: OpaquePointer) -> Bool {
    guard let parent = cmark_node_parent(node),
      cmark_node_get_type(parent) == CMARK_NODE_FOOTNOTE_DEFINITION
    else { return false }
    return cmark_node_first_child(parent) == node
  }

  private func isInTightItem(_ node: OpaquePointer) -> Bool {
    guard let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_ITEM
    else { return false }
    return tight.last ?? false
  }

  private func itemMarker(_ node: OpaquePointer, extensionType: String) -> String {
    if extensionType == "tasklist" {
      return cmark_gfm_extensions_get_tasklist_item_checked(node) ? "\u{2611} " : "\u{2610} "
    }
    if let number = listNumbers.last ?? nil { return "\(number). " }
    return listDepth % 2 == 1 ? "\u{2022} " : "\u{25E6} "
  }

  /// A table as a grid of cells (see `MarkdownTable`), or, past the cell limit, laid out in
  /// columns of the widest cell, monospaced, the header row bold.
  private mutating func appendTable(_ table: OpaquePointer) {
    var rows: [[String]] = []
    var row = cmark_node_first_child(table)
    while let currentRow = row {
      var cells: [String] = []
      var cell = cmark_node_first_child(currentRow)
      while let currentCell = cell {
        cells.append(plainText(currentCell))
        cell = cmark_node_next(currentCell)
      }
      rows.append(cells)
      row = cmark_node_next(currentRow)
    }
    let columns = rows.map(\.count).max() ?? 0
    let cells = rows.count * columns
    if cells <= MarkdownTable.cellLimit, gridCells + cells <= MarkdownTable.documentCellLimit {
      gridCells += cells
      document.tables.append(
        MarkdownTable(offset: document.length, rows: rows, alignments: alignments(table, columns)))
      append(String(MarkdownDocument.imageMark) + "\n")
      return
    }
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    let start = document.length
    for (index, cells) in rows.enumerated() {
      let line = (0..<columns).map { column -> String in
        let text = column < cells.count ? cells[column] : ""
        return text + String(repeating: " ", count: widths[column] - text.count)
      }.joined(separator: "  \u{2502}  ")
      if index == 0 { styled(line, .tableHeader) } else { append(line) }
      append("\n")
    }
    document.spans.append(MarkdownSpan(start: start, end: document.length, style: .table))
  }

  /// Whether a code block gets a box of its own that scrolls sideways (see `MarkdownWideCode`).
  private func isWide(_ code: String) -> Bool {
    document.wideCode.count < MarkdownWideCode.documentLimit
      && code.utf8.count <= MarkdownWideCode.sizeLimit
      && code.split(separator: "\n", omittingEmptySubsequences: false).contains {
        $0.count > MarkdownWideCode.lineLimit
      }
  }

  /// Each column's alignment as the table's delimiter row sets it.
  private func alignments(_ table: OpaquePointer, _ columns: Int) -> [String] {
    guard let marks = cmark_gfm_extensions_get_table_alignments(table) else {
      return Array(repeating: "", count: columns)
    }
    let count = min(columns, Int(cmark_gfm_extensions_get_table_columns(table)))
    return (0..<columns).map { column in
      guard column < count, marks[column] != 0 else { return "" }
      return String(UnicodeScalar(marks[column]))
    }
  }

  /// The text of a node's children, styles dropped (an image's alternative text, a cell).
  private func plainText(_ node: OpaquePointer) -> String {
    var text = ""
    var child = cmark_node_first_child(node)
    while let current = child {
      switch cmark_node_get_type(current) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += literal(current)
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
      default: text += plainText(current)
      }
      child = cmark_node_next(current)
    }
    return text
  }

  private func literal(_ node: OpaquePointer) -> String {
    cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }
}

extension String {
  fileprivate var trimmingTrailingNewlines: String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
