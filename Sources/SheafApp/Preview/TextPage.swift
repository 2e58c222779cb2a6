import CGtk
import CGtkSourceView
import Gtk

/// Text and source code in a read-only GtkSourceView: highlighted in the language GtkSource
/// guesses from the name and type, monospaced, line numbers for code, colours that follow the
/// dark or light style.
@MainActor
final class TextPage {
  let root = Box(GTK_ORIENTATION_VERTICAL)
  /// Says how the text on show differs from the file: only its start or its first lines,
  /// lines cut short, Markdown as written.
  private let banner = Label()
  let view: Widget
  private let buffer: OpaquePointer
  /// Called when the reader asks for the file's end (Ctrl+End in a text read from its start
  /// only) or its start again (Ctrl+Home in its end): true for the end.
  var onWantsPart: ((_ end: Bool) -> Void)?
  /// What the text on show is of the file: all of it, its start only or its end only.
  private var shownPart: (truncated: Bool, isEnd: Bool) = (false, false)

  init() {
    guard let sourceView = gtk_source_view_new() else { fatalError("GtkSourceView failed") }
    view = Widget(sourceView, .sink)
    let textView: UnsafeMutablePointer<GtkTextView> = view.cast()
    buffer = OpaquePointer(gtk_text_view_get_buffer(textView))
    gtk_text_view_set_editable(textView, 0)
    // A viewer: the arrow keys scroll, and no caret blinks (each blink is a repaint).
    gtk_text_view_set_cursor_visible(textView, 0)
    gtk_text_view_set_monospace(textView, 1)
    gtk_text_view_set_left_margin(textView, 12)
    gtk_text_view_set_right_margin(textView, 12)
    gtk_text_view_set_top_margin(textView, 12)
    gtk_text_view_set_bottom_margin(textView, 12)
    gtk_text_buffer_set_enable_undo(gcast(buffer), 0)
    view.addCSSClass("preview")
    view.setAccessibleLabel(localized("File contents"))
    banner.wraps = true
    banner.xAlign = 0
    banner.setMargins(12)
    banner.addCSSClass("dim-label")
    banner.isVisible = false
    let scroller = ScrolledWindow()
    scroller.setSteadyChild(view)
    let keys = KeyController()
    keys.phase = GTK_PHASE_CAPTURE
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 else { return false }
      let part = shownPart
      switch Int32(key) {
      case GDK_KEY_End, GDK_KEY_KP_End:
        guard part.truncated && !part.isEnd else { return false }
        onWantsPart?(true)
        return true
      case GDK_KEY_Home, GDK_KEY_KP_Home:
        guard part.isEnd else { return false }
        onWantsPart?(false)
        return true
      default:
        return false
      }
    }
    view.addController(keys)
    scroller.expandsVertically = true
    root.append(banner)
    root.append(scroller)
  }

  /// Shows text prepared on a worker: its facts decide whether it wraps and is coloured (see
  /// `TextBounds`), and the banner says what is not shown as it is in the file.
  /// `keepingPlace`: the same file read again (it changed). Text that only grew, as a log
  /// does, gets what was added, and a reader at the end stays at the end; other text is shown
  /// anew with the reader on the line they were at.
  func show(_ content: PreparedText, name: String, size: Int64, keepingPlace: Bool = false) {
    shownPart = (content.truncated, content.isEnd)
    defer {
      let notes = Self.notes(for: content, size: size)
      banner.isVisible = !notes.isEmpty
      banner.text = notes.joined(separator: " ")
    }
    let style = TextStyle(content, name: name)
    if keepingPlace, style == shownStyle,
      let added = Self.addition(content.text, to: bufferText())
    {
      append(added)
      return
    }
    let place = content.isEnd && !keepingPlace ? .end : keepingPlace ? readingPlace() : .top
    shownStyle = style
    gtk_source_buffer_set_language(gcast(buffer), style.language)
    gtk_source_view_set_show_line_numbers(view.cast(), style.numbersLines ? 1 : 0)
    gtk_text_view_set_wrap_mode(view.cast(), style.wrap)
    if place == .top { view.scrollToStart() }
    let text = content.text
    gtk_text_buffer_set_text(gcast(buffer), text, Int32(clamping: text.utf8.count))
    layOutBeforeDrawing(from: go(to: place))
  }

  /// How text is shown: its colours' language, line numbers and wrapping.
  private struct TextStyle: Equatable {
    var language: OpaquePointer?
    var numbersLines = false
    var wrap = GTK_WRAP_WORD_CHAR

    init() {}

    @MainActor
    init(_ content: PreparedText, name: String) {
      let manager = gtk_source_language_manager_get_default()
      let guessed = gtk_source_language_manager_guess_language(
        manager, name, content.contentType)
      let id = TextPage.id(of: guessed)
      let isCode =
        guessed != nil && !TextPage.proseLanguages.contains(id) && !content.isMarkdownSource
      let highlights = guessed != nil && TextBounds.highlights(content, languageID: id)
      language = highlights ? guessed : nil
      numbersLines = isCode
      wrap =
        !isCode
        ? GTK_WRAP_WORD_CHAR
        : TextBounds.wrapsLongLines(content) ? GTK_WRAP_CHAR : GTK_WRAP_NONE
    }
  }

  private var shownStyle = TextStyle()

  /// The text on show, read back only when the file changed, rather than kept twice.
  private func bufferText() -> String {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(gcast(buffer), &start, &end)
    return takeString(gtk_text_buffer_get_text(gcast(buffer), &start, &end, 1)) ?? ""
  }

  /// What `new` adds to `old`, when it starts with all of it.
  private static func addition(_ new: String, to old: String) -> Substring.UTF8View? {
    var new = new
    var old = old
    let count = old.utf8.count
    guard count > 0, new.utf8.count >= count else { return nil }
    let same = new.withUTF8 { newBytes in
      old.withUTF8 { oldBytes in
        guard let newStart = newBytes.baseAddress, let oldStart = oldBytes.baseAddress else {
          return false
        }
        return memcmp(newStart, oldStart, count) == 0
      }
    }
    return same ? new[...].utf8.dropFirst(count) : nil
  }

  /// Adds text at the end; a reader who was at the end sees it come in.
  private func append(_ added: Substring.UTF8View) {
    guard !added.isEmpty else { return }
    let atEnd = readingPlace() == .end
    var end = GtkTextIter()
    gtk_text_buffer_get_end_iter(gcast(buffer), &end)
    let firstNewLine = gtk_text_iter_get_line(&end)
    // Terminated and given without a length: GTK 4.8's accessibility reads the inserted text
    // as a C string, and past an unterminated one it found bytes that are not UTF-8 (a
    // critical, from a GVariant it could not make).
    String(decoding: added, as: UTF8.self).withCString {
      gtk_text_buffer_insert(gcast(buffer), &end, $0, -1)
    }
    layOutBeforeDrawing(from: atEnd ? go(to: .end) : firstNewLine)
  }

  /// New text reaches the screen laid out. Left alone, GtkTextView lays it out in an idle that
  /// may come after the next frame, and GtkSourceView colours the lines it draws while drawing
  /// them (coloured text can take another width): either way the view lays out in the middle of
  /// the frame and moves the scroll bars after GTK placed them, and GTK warns that it draws a
  /// scroll bar it has not placed. Colouring the first screenful now (new text starts at the
  /// top) and asking for the view's layout in the frame's layout phase leave nothing to do
  /// while drawing.
  ///
  /// The view asks for a new size while it lays the new text out. GTK 4.8 clears a widget's
  /// layout flags once it has laid its children out, so that request is lost on an ancestor
  /// that had already finished: one asked for with `queue_allocate` is served from the
  /// ancestor's check of its children after that point, and leaves it marked but never laid
  /// out again (GTK then warns it draws a widget it has not placed, and skips it). A resize
  /// marks every ancestor, which lays the view out from inside each of their layouts. It is
  /// asked for once the page is on show (the detail reveals it after this returns): a request
  /// inside a hidden page stops there and is never seen above it.
  private func layOutBeforeDrawing(from line: Int32) {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_iter_at_line(gcast(buffer), &start, line)
    gtk_text_buffer_get_iter_at_line(gcast(buffer), &end, line + Self.firstScreenfulLines)
    gtk_text_iter_forward_to_line_end(&end)
    gtk_source_buffer_ensure_highlight(gcast(buffer), &start, &end)
    let view = self.view
    MainLoop.idle(priority: G_PRIORITY_HIGH_IDLE + 10) { gtk_widget_queue_resize(view.widget) }
  }

  private enum Place: Equatable {
    case top
    case line(Int32)
    case end
  }

  /// Where the reader is: the view's first line, or its end.
  private func readingPlace() -> Place {
    let textView: UnsafeMutablePointer<GtkTextView> = view.cast()
    guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(textView)) else {
      return .top
    }
    var visible = GdkRectangle()
    gtk_text_view_get_visible_rect(textView, &visible)
    var iter = GtkTextIter()
    // Scrolled, and the last line in view: the bottom margin may be out of it, and so may the
    // empty line after a final line break.
    gtk_text_view_get_line_at_y(textView, &iter, visible.y + visible.height - 1, nil)
    let lastLine = gtk_text_buffer_get_line_count(gcast(buffer)) - 1
    if gtk_adjustment_get_value(adjustment) > 0 && gtk_text_iter_get_line(&iter) >= lastLine - 1 {
      return .end
    }
    gtk_text_view_get_line_at_y(textView, &iter, visible.y, nil)
    let line = gtk_text_iter_get_line(&iter)
    return line > 0 ? .line(line) : .top
  }

  /// Puts the cursor at `place` and has the view scroll there once laid out; returns the
  /// line the view will start at.
  private func go(to place: Place) -> Int32 {
    var iter = GtkTextIter()
    switch place {
    case .top: return 0
    case .line(let line): gtk_text_buffer_get_iter_at_line(gcast(buffer), &iter, line)
    case .end: gtk_text_buffer_get_end_iter(gcast(buffer), &iter)
    }
    gtk_text_buffer_place_cursor(gcast(buffer), &iter)
    let textView: UnsafeMutablePointer<GtkTextView> = view.cast()
    let cursor = gtk_text_buffer_get_insert(gcast(buffer))
    gtk_text_view_scroll_to_mark(textView, cursor, 0, 1, 0, place == .end ? 1 : 0)
    let line = gtk_text_iter_get_line(&iter)
    return place == .end ? max(0, line - Self.firstScreenfulLines) : line
  }

  /// More lines than a screen shows, at the smallest font and tallest window.
  private static let firstScreenfulLines: Int32 = 300

  /// How much of a longer file is shown. Sizes are rounded to a few digits, so a file a little
  /// past the limit would be "the first 524.3 kB of this 524.3 kB file": then the bytes are
  /// counted. A size at or under the limit is one read before the file grew: it is left out.
  nonisolated static func truncationNote(shown: Int64, of size: Int64) -> String {
    guard size > shown else {
      return localized("Only the first %s of this file are shown.", Formatting.size(shown))
    }
    let (part, whole) = (Formatting.size(shown), Formatting.size(size))
    guard part != whole else {
      return fillPlaceholders(
        localizedPlural(
          "Only the first %1$s of this file’s %2$s byte are shown.",
          "Only the first %1$s of this file’s %2$s bytes are shown.", Int(clamping: size)),
        [Formatting.number(Int(clamping: shown)), Formatting.number(Int(clamping: size))])
    }
    return localized("Only the first %1$s of this %2$s file are shown.", part, whole)
  }

  /// What the banner says: each way the text on show differs from the file.
  nonisolated static func notes(for content: PreparedText, size: Int64) -> [String] {
    var notes: [String] = []
    if content.isMarkdownSource {
      notes.append(
        localized("This document is too complex to lay out quickly, so it is shown as plain text."))
    }
    if content.isEnd {
      notes.append(
        localized(
          "Only the end of this %s file is shown; Ctrl+Home shows its start.",
          Formatting.size(size)))
    } else if content.truncated {
      notes.append(truncationNote(shown: Int64(TextDecoding.limit), of: size))
      notes.append(localized("Ctrl+End shows its end."))
    }
    if content.endsEarly {
      notes.append(
        localized("Only the first %s lines are shown.", Formatting.number(TextBounds.mostLines)))
    }
    if content.cutLines > 0 {
      notes.append(
        localized(
          "Lines longer than %s characters are cut short, at “…”.",
          Formatting.number(TextBounds.longestLine)))
    }
    return notes
  }

  /// The id of the language the text is coloured in; "" when it is not coloured.
  var languageID: String { Self.id(of: gtk_source_buffer_get_language(gcast(buffer))) }

  /// Follows the dark or light style with GtkSourceView's matching Adwaita scheme.
  func setDark(_ dark: Bool) {
    let manager = gtk_source_style_scheme_manager_get_default()
    let scheme = gtk_source_style_scheme_manager_get_scheme(
      manager, dark ? "Adwaita-dark" : "Adwaita")
    gtk_source_buffer_set_style_scheme(gcast(buffer), scheme)
  }

  /// Languages that are prose: no line numbers, wrapped.
  fileprivate static let proseLanguages: Set<String> = ["markdown", "latex", "rst", "asciidoc"]

  fileprivate static func id(of language: OpaquePointer?) -> String {
    language.flatMap { gtk_source_language_get_id($0) }.map { String(cString: $0) } ?? ""
  }
}
