import CGtk
import CGtkSourceView
import Gtk

/// A parsed Markdown document in a read-only GtkTextView: one text tag per style, links that
/// open on a click or from the keyboard, pictures and tables inline, sized to the pane, and
/// lines no longer than a reader follows comfortably however wide the window.
///
/// Each document gets a text view and a buffer of its own, built with its tags and pictures
/// before it joins the window, so GTK lays each document out from scratch and no layout state
/// carries over from the previous one. Handing a view on show a new buffer instead crashed GTK
/// 4.8's text layout when it happened while a resize was validating the old one.
@MainActor
final class MarkdownView {
  let root = ScrolledWindow()
  /// The view of the document on show.
  private(set) var view: TextView
  /// The styles, shared by every document's buffer.
  private let tagTable: Object
  private var tags: OpaquePointer { OpaquePointer(tagTable.object) }
  private var buffer: UnsafeMutablePointer<GtkTextBuffer> {
    gtk_text_view_get_buffer(view.cast())
  }
  /// The links of the document on show, in order, as character ranges of its buffer.
  private var links: [(range: Range<Int>, target: String)] = []
  /// Where the footnotes of the document on show start, by the target that leads there.
  private var anchors: [String: Int] = [:]
  /// Whether the dark style is on, for the colours of code in the next document shown.
  private var isDark = false
  /// Called with a link's target when the user clicks it or presses Return on it.
  var onLink: ((String) -> Void)?
  /// The pictures and tables of the document on show, sized to the pane as it changes: each
  /// as wide as it wants (a picture's pixels, a table's cells unwrapped) up to the width of the
  /// text; a picture keeps its proportions, a table's cells wrap.
  private var blocks: [(widget: Widget, width: Double, height: Double?)] = []
  /// The source buffers of the wide code blocks on show, to colour them for the style.
  private var codeBuffers: [Object] = []
  /// The pane's width the document was last fitted to.
  private var fittedWidth: Int32 = 0
  private var fitting: SourceID?

  init() {
    // Prose wraps; code and tables laid out as text (past the budgets for boxes and grids of
    // their own) do not, and scroll sideways instead of being cut off.
    root.setPolicy(horizontal: GTK_POLICY_AUTOMATIC, vertical: GTK_POLICY_AUTOMATIC)
    tagTable = Object(UnsafeMutableRawPointer(gtk_text_tag_table_new()), .adopt)
    Self.makeTags(in: OpaquePointer(tagTable.object))
    view = Self.makeView(tags: OpaquePointer(tagTable.object))
    listen(to: view)
    root.setSteadyChild(view)
    // The pane's width shows in its scroll bar's page size. The fitting waits for the loop
    // to be idle: it changes sizes, which must not happen while GTK lays the pane out.
    if let horizontal = gtk_scrolled_window_get_hadjustment(root.cast()) {
      Object(UnsafeMutableRawPointer(horizontal), .borrow).on("changed") { [weak self] in
        self?.fitSoon()
      }
    }
  }

  func show(_ document: MarkdownDocument) {
    let next = Self.makeView(tags: tags)
    listen(to: next)
    let buffer = gtk_text_view_get_buffer(next.cast())
    gtk_text_buffer_set_enable_undo(buffer, 0)
    gtk_text_buffer_set_text(buffer, document.text, -1)
    for span in document.spans {
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(clamping: span.start))
      gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(clamping: span.end))
      gtk_text_buffer_apply_tag_by_name(buffer, span.style.tagName, &start, &end)
    }
    if let buffer {
      CodeHighlighting.apply(document.codeBlocks, to: buffer, tags: tags, dark: isDark)
    }
    // From the end, so each replacement leaves the earlier offsets where they were.
    blocks = []
    codeBuffers = []
    let inline =
      (document.images.map(InlineBlock.image) + document.tables.map(InlineBlock.table)
      + document.wideCode.map(InlineBlock.code))
      .sorted { $0.offset > $1.offset }
    for block in inline {
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(clamping: block.offset))
      gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(clamping: block.offset + 1))
      gtk_text_buffer_delete(buffer, &start, &end)
      switch block {
      case .code(let code):
        let box = codeBox(for: code)
        add(box, at: &start, in: next)
        blocks.append((box, .infinity, nil))
      case .table(let table):
        let grid = Self.grid(for: table)
        add(grid, at: &start, in: next)
        var natural: Int32 = 0
        gtk_widget_measure(grid.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        blocks.append((grid, Double(natural), nil))
      case .image(let image):
        guard let texture = image.texture else {
          let text = Self.standIn(for: image)
          gtk_text_buffer_insert(buffer, &start, text, -1)
          gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(clamping: image.offset))
          gtk_text_buffer_apply_tag_by_name(buffer, "html", &end, &start)
          continue
        }
        let picture = Picture()
        picture.setTexture(texture.pointer)
        picture.alternativeText = image.alternative
        add(picture, at: &start, in: next)
        blocks.append((picture, Double(texture.width), Double(texture.height)))
      }
    }
    Self.markLineStarts(buffer)
    links = Self.links(of: document)
    anchors = document.anchors.mapValues { Self.moved($0, by: document) }
    // Setting the text leaves the cursor at its end; Tab looks for links after the cursor.
    var start = GtkTextIter()
    gtk_text_buffer_get_start_iter(buffer, &start)
    gtk_text_buffer_place_cursor(buffer, &start)
    // A link to another document leaves the focus in the document, not on nothing.
    let hadFocus = gtk_widget_has_focus(view.widget) != 0
    view = next
    fittedWidth = 0
    fit()
    root.setSteadyChild(next)
    next.scrollToStart()
    if hadFocus { next.grabFocus() }
  }

  /// What stands as one character of the text and is put in its place when it is shown.
  private enum InlineBlock {
    case image(MarkdownImage)
    case table(MarkdownTable)
    case code(MarkdownWideCode)

    var offset: Int {
      switch self {
      case .image(let image): image.offset
      case .table(let table): table.offset
      case .code(let code): code.offset
      }
    }
  }

  /// Puts `widget` in the document at `iter`, in the place of one character.
  private func add(_ widget: Widget, at iter: inout GtkTextIter, in view: TextView) {
    let buffer = gtk_text_view_get_buffer(view.cast())
    guard let anchor = gtk_text_buffer_create_child_anchor(buffer, &iter) else { return }
    gtk_text_view_add_child_at_anchor(view.cast(), widget.widget, anchor)
  }

  private func fitSoon() {
    guard fitting == nil, root.width != fittedWidth else { return }
    fitting = MainLoop.idle { [weak self] in
      guard let self else { return }
      fitting = nil
      fit()
    }
  }

  /// Sizes the margins, pictures and tables for the pane's width: the text at most
  /// `lineWidth` wide, centred, and nothing wider than the text.
  private func fit() {
    let width = root.width
    guard width > 0, width != fittedWidth else { return }
    fittedWidth = width
    let side = max(Self.margin, (width - Self.lineWidth) / 2)
    if gtk_text_view_get_left_margin(view.cast()) != side {
      gtk_text_view_set_left_margin(view.cast(), side)
      gtk_text_view_set_right_margin(view.cast(), side)
    }
    // A list's or a quote's indent, and a vertical scroll bar, come off the text's width too.
    let available = Double(max(Self.narrowest, width - 2 * side - Self.slack))
    for (widget, naturalWidth, naturalHeight) in blocks {
      let shown = min(naturalWidth, available)
      let height = naturalHeight.map { ($0 * shown / max(1, naturalWidth)).rounded() }
      widget.setSizeRequest(width: Int32(shown.rounded()), height: height.map { Int32($0) } ?? -1)
    }
  }

  /// The longest a line of text is, in pixels: about 80 characters.
  private static let lineWidth: Int32 = 720
  /// The least space beside the text.
  private static let margin: Int32 = 24
  private static let slack: Int32 = 24
  private static let narrowest: Int32 = 64

  /// A code block with long lines, in a read-only source view of its own that scrolls sideways
  /// inside the text's width, coloured in its fence's language by GtkSourceView.
  private func codeBox(for code: MarkdownWideCode) -> ScrolledWindow {
    let box = ScrolledWindow()
    box.setPolicy(horizontal: GTK_POLICY_AUTOMATIC, vertical: GTK_POLICY_NEVER)
    box.addCSSClass("markdown-code")
    let view = TextView()
    view.addCSSClass("markdown-code")
    gtk_text_view_set_monospace(view.cast(), 1)
    gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_NONE)
    view.setMargins(horizontal: 12, vertical: 8)
    view.setAccessibleLabel(localized("Code"))
    if let buffer = gtk_source_buffer_new(nil) {
      gtk_source_buffer_set_highlight_matching_brackets(buffer, 0)
      gtk_source_buffer_set_style_scheme(buffer, CodeHighlighting.scheme(dark: isDark))
      if let language = CodeHighlighting.language(named: code.language) {
        gtk_source_buffer_set_language(buffer, language)
        gtk_source_buffer_set_highlight_syntax(buffer, 1)
      }
      let plain = UnsafeMutablePointer<GtkTextBuffer>(OpaquePointer(buffer))
      gtk_text_buffer_set_text(plain, code.code, -1)
      // A plain text view never asks its source buffer to highlight: it is asked here, once
      // (the block is at most `MarkdownWideCode.sizeLimit` long).
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(plain, &start, &end)
      gtk_source_buffer_ensure_highlight(buffer, &start, &end)
      gtk_text_view_set_buffer(view.cast(), plain)
      codeBuffers.append(Object(UnsafeMutableRawPointer(buffer), .adopt))
    }
    box.setChild(view)
    return box
  }

  /// A table as a grid of labels that wrap, the header row bold, each column aligned as the
  /// table says.
  private static func grid(for table: MarkdownTable) -> Grid {
    let grid = Grid(rowSpacing: 0, columnSpacing: 0)
    grid.addCSSClass("markdown-table")
    grid.setAccessibleLabel(localized("Table"))
    for (row, cells) in table.rows.enumerated() {
      for (column, text) in cells.enumerated() {
        let cell = Label(
          text, role: row == 0 ? GTK_ACCESSIBLE_ROLE_COLUMN_HEADER : GTK_ACCESSIBLE_ROLE_CELL)
        cell.wraps = true
        gtk_label_set_wrap_mode(cell.cast(), PANGO_WRAP_WORD_CHAR)
        let alignment = column < table.alignments.count ? table.alignments[column] : ""
        cell.xAlign = alignment == "r" ? 1 : alignment == "c" ? 0.5 : 0
        cell.justify =
          alignment == "r"
          ? GTK_JUSTIFY_RIGHT : alignment == "c" ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT
        cell.addCSSClass(row == 0 ? "heading" : row % 2 == 0 ? "even" : "odd")
        cell.expandsHorizontally = true
        grid.attach(cell, column: Int32(column), row: Int32(row))
      }
    }
    return grid
  }

  /// Tags the first character of every line. GtkTextView 4.8 lays a line out with the style it
  /// last computed unless a tag starts or ends on that line; a line laid out again on its own
  /// (the link chosen with Tab, scrolled to, or read by a screen reader) then gave the lines
  /// after it that line's style, and a list's later items lost their indent. A tag that starts
  /// every line makes each line compute its own style.
  private static func markLineStarts(_ buffer: UnsafeMutablePointer<GtkTextBuffer>?) {
    let lines = gtk_text_buffer_get_line_count(buffer)
    for index in 0..<lines {
      var start = GtkTextIter()
      gtk_text_buffer_get_iter_at_line(buffer, &start, index)
      var end = start
      guard gtk_text_iter_forward_char(&end) != 0 else { continue }
      gtk_text_buffer_apply_tag_by_name(buffer, "line-start", &start, &end)
    }
  }

  /// What a picture that could not be decoded shows instead.
  private static func standIn(for image: MarkdownImage) -> String {
    "[\(image.alternative.isEmpty ? image.source : image.alternative)]"
  }

  /// The document's links where they end up in the buffer: a picture shown as its text is
  /// longer than the one character that stood for it, and moves every link after it.
  private static func links(of document: MarkdownDocument) -> [(range: Range<Int>, target: String)]
  {
    document.spans.compactMap { span in
      guard case .link(let target) = span.style else { return nil }
      return (moved(span.start, by: document)..<moved(span.end, by: document), target)
    }
  }

  /// Where a character of the document ends up in the buffer, past the pictures before it
  /// that are shown as their text.
  private static func moved(_ offset: Int, by document: MarkdownDocument) -> Int {
    offset
      + document.images.reduce(0) { total, image in
        guard image.texture == nil, image.offset < offset else { return total }
        return total + standIn(for: image).unicodeScalars.count - 1
      }
  }

  /// A fresh view over a fresh, empty buffer that uses the shared styles.
  private static func makeView(tags: OpaquePointer) -> TextView {
    let next = TextView()
    // GtkSourceView's buffer, for its search (see `FindBar`); it highlights nothing else.
    if let buffer = gtk_source_buffer_new(tags) {
      gtk_source_buffer_set_highlight_matching_brackets(buffer, 0)
      gtk_text_view_set_buffer(
        next.cast(), UnsafeMutablePointer<GtkTextBuffer>(OpaquePointer(buffer)))
      g_object_unref(UnsafeMutableRawPointer(buffer))
    }
    next.setMargins(horizontal: 24, vertical: 18)
    next.canFocus = true
    next.addCSSClass("preview")
    next.setAccessibleLabel(localized("Document"))
    return next
  }

  /// A link to a footnote goes to it, selected, in this document; any other is the window's.
  private func follow(_ target: String) {
    guard let offset = anchors[target] else { return onLink?(target) ?? () }
    let buffer = gtk_text_view_get_buffer(view.cast())
    var start = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(clamping: offset))
    var end = start
    gtk_text_iter_forward_to_line_end(&end)
    gtk_text_buffer_select_range(buffer, &start, &end)
    gtk_text_view_scroll_to_mark(view.cast(), gtk_text_buffer_get_insert(buffer), 0.1, 0, 0, 0)
  }

  /// Follows clicks and the pointer over links in `next`.
  private func listen(to next: TextView) {
    let click = ClickGesture()
    click.onReleased { [weak self] count, x, y in
      guard count == 1, let self, !hasSelection, let target = link(at: x, y) else { return }
      follow(target)
    }
    next.addController(click)
    let motion = MotionController()
    motion.onMotion { [weak self] x, y in
      guard let self else { return }
      view.cursorName = link(at: x, y) == nil ? "text" : "pointer"
    }
    next.addController(motion)
    // A link chosen with Tab is a selection; once the focus goes elsewhere it would stay
    // highlighted like text the user picked. It goes, and the cursor stays at the link, so
    // Shift+Tab coming back still starts from there.
    next.onNotify("has-focus") { [weak self, weak next] in
      guard let self, let next, gtk_widget_has_focus(next.widget) == 0 else { return }
      let buffer = gtk_text_view_get_buffer(next.cast())
      var start = GtkTextIter()
      var end = GtkTextIter()
      guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0,
        links.contains(where: {
          $0.range == Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
        })
      else { return }
      gtk_text_buffer_place_cursor(buffer, &start)
    }
    let keys = KeyController()
    // Capture phase: a read-only text view moves the focus on Tab itself.
    keys.phase = GTK_PHASE_CAPTURE
    keys.onKeyPressed { [weak self] key, modifiers in
      self?.keyPressed(key, modifiers) ?? false
    }
    next.addController(keys)
  }

  /// Tab and Shift+Tab select the next and the previous link, as in a web page, and Return
  /// follows the selected one. Past the last link (or before the first) Tab leaves the
  /// document as it does anywhere else.
  private func keyPressed(_ key: UInt32, _ modifiers: GdkModifierType) -> Bool {
    let chord = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
    guard modifiers.rawValue & chord == 0 else { return false }
    switch Int32(key) {
    case GDK_KEY_Tab, GDK_KEY_KP_Tab:
      return selectLink(backwards: modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0)
    case GDK_KEY_ISO_Left_Tab:
      return selectLink(backwards: true)
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
      let (start, end) = selectionBounds
      guard let link = links.first(where: { $0.range == start..<end }) else { return false }
      follow(link.target)
      return true
    default:
      return false
    }
  }

  /// Selects the link after the selection (or before it) and scrolls it into view; false when
  /// there is none.
  private func selectLink(backwards: Bool) -> Bool {
    let (start, end) = selectionBounds
    let next =
      backwards
      ? links.last { $0.range.upperBound <= start && $0.range.lowerBound < start }
      : links.first { $0.range.lowerBound >= end && $0.range.upperBound > end }
    guard let next else { return false }
    var first = GtkTextIter()
    var last = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer, &first, Int32(clamping: next.range.lowerBound))
    gtk_text_buffer_get_iter_at_offset(buffer, &last, Int32(clamping: next.range.upperBound))
    gtk_text_buffer_select_range(buffer, &first, &last)
    gtk_text_view_scroll_mark_onscreen(view.cast(), gtk_text_buffer_get_insert(buffer))
    return true
  }

  /// The selection's start and end offsets; both the cursor's when nothing is selected.
  private var selectionBounds: (Int, Int) {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
    return (Int(gtk_text_iter_get_offset(&start)), Int(gtk_text_iter_get_offset(&end)))
  }

  /// Colours that read well on a dark or light background.
  func setDark(_ dark: Bool) {
    isDark = dark
    let table = tags
    let colors: [(String, String, String)] = [
      ("link", "foreground", dark ? "#78aeed" : "#1c71d8"),
      ("code", "background", dark ? "#ffffff1a" : "#0000000f"),
      ("code-block", "paragraph-background", dark ? "#ffffff12" : "#0000000a"),
    ]
    for (name, property, color) in colors {
      guard let tag = gtk_text_tag_table_lookup(table, name) else { continue }
      Object(UnsafeMutableRawPointer(tag), .borrow).setProperty(property, .string(color))
    }
    for buffer in codeBuffers {
      gtk_source_buffer_set_style_scheme(buffer.cast(), CodeHighlighting.scheme(dark: dark))
    }
  }

  private var hasSelection: Bool { gtk_text_buffer_get_has_selection(buffer) != 0 }

  /// The target of the link under a point of the view, if any.
  private func link(at x: Double, _ y: Double) -> String? {
    guard !links.isEmpty else { return nil }
    var bufferX: Int32 = 0
    var bufferY: Int32 = 0
    gtk_text_view_window_to_buffer_coords(
      view.cast(), GTK_TEXT_WINDOW_WIDGET, Int32(x), Int32(y), &bufferX, &bufferY)
    var iter = GtkTextIter()
    guard gtk_text_view_get_iter_at_location(view.cast(), &iter, bufferX, bufferY) != 0 else {
      return nil
    }
    let offset = Int(gtk_text_iter_get_offset(&iter))
    return links.first { $0.range.contains(offset) }?.target
  }

  private static func makeTags(in table: OpaquePointer) {
    let weightBold = 700
    let styles: [(String, [(String, PropertyValue)])] =
      [
        (
          "h1",
          [("weight", .integer(800)), ("scale", .double(2.0)), ("pixels-below-lines", .integer(6))]
        ),
        (
          "h2",
          [
            ("weight", .integer(weightBold)), ("scale", .double(1.6)),
            ("pixels-below-lines", .integer(4)),
          ]
        ),
        ("h3", [("weight", .integer(weightBold)), ("scale", .double(1.3))]),
        ("h4", [("weight", .integer(weightBold)), ("scale", .double(1.15))]),
        ("h5", [("weight", .integer(weightBold))]),
        ("h6", [("weight", .integer(weightBold)), ("scale", .double(0.9))]),
        ("emphasis", [("style", .integer(Int(PANGO_STYLE_ITALIC.rawValue)))]),
        ("strong", [("weight", .integer(weightBold))]),
        ("strikethrough", [("strikethrough", .boolean(true))]),
        ("code", [("family", .string("monospace"))]),
        (
          "code-block",
          [
            ("family", .string("monospace")), ("left-margin", .integer(36)),
            ("wrap-mode", .integer(Int(GTK_WRAP_NONE.rawValue))),
          ]
        ),
        (
          "quote",
          [("left-margin", .integer(48)), ("style", .integer(Int(PANGO_STYLE_ITALIC.rawValue)))]
        ),
        ("link", [("underline", .integer(Int(PANGO_UNDERLINE_SINGLE.rawValue)))]),
        ("footnote-mark", [("scale", .double(0.75)), ("rise", .integer(4 * Int(PANGO_SCALE)))]),
        ("footnote", [("scale", .double(0.9))]),
        (
          "rule",
          [
            ("foreground", .string("#77767b")),
            ("justification", .integer(Int(GTK_JUSTIFY_CENTER.rawValue))),
          ]
        ),
        (
          "table",
          [("family", .string("monospace")), ("wrap-mode", .integer(Int(GTK_WRAP_NONE.rawValue)))]
        ),
        ("table-header", [("weight", .integer(weightBold))]),
        ("html", [("foreground", .string("#77767b")), ("family", .string("monospace"))]),
        // No look of its own: see `markLineStarts`.
        ("line-start", []),
      ]
      + (1...6).map { depth in
        ("list-\(depth)", [("left-margin", .integer(24 + 24 * depth)), ("indent", .integer(-16))])
      }
    for (name, properties) in styles {
      guard let tag = gtk_text_tag_new(name) else { continue }
      let wrapper = Object(UnsafeMutableRawPointer(tag), .adopt)
      for (property, value) in properties { wrapper.setProperty(property, value) }
      gtk_text_tag_table_add(table, tag)
    }
  }
}
