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
    let scroller = ScrolledWindow(child: view)
    scroller.expandsVertically = true
    root.append(banner)
    root.append(scroller)
  }

  /// Shows text prepared on a worker: its facts decide whether it wraps and is coloured (see
  /// `TextBounds`), and the banner says what is not shown as it is in the file.
  func show(_ content: PreparedText, name: String, size: Int64) {
    let manager = gtk_source_language_manager_get_default()
    let guessed = gtk_source_language_manager_guess_language(
      manager, name, content.contentType)
    let id = Self.id(of: guessed)
    let isCode = guessed != nil && !Self.proseLanguages.contains(id) && !content.isMarkdownSource
    let highlights = guessed != nil && TextBounds.highlights(content, languageID: id)
    gtk_source_buffer_set_language(gcast(buffer), highlights ? guessed : nil)
    gtk_source_view_set_show_line_numbers(view.cast(), isCode ? 1 : 0)
    let wrap =
      !isCode
      ? GTK_WRAP_WORD_CHAR : TextBounds.wrapsLongLines(content) ? GTK_WRAP_CHAR : GTK_WRAP_NONE
    gtk_text_view_set_wrap_mode(view.cast(), wrap)
    view.scrollToStart()
    let text = content.text
    gtk_text_buffer_set_text(gcast(buffer), text, Int32(clamping: text.utf8.count))
    layOutBeforeDrawing()
    let notes = Self.notes(for: content, size: size)
    banner.isVisible = !notes.isEmpty
    banner.text = notes.joined(separator: " ")
  }

  /// New text reaches the screen laid out. Left alone, GtkTextView lays it out in an idle that
  /// may come after the next frame, and GtkSourceView colours the lines it draws while drawing
  /// them (coloured text can take another width): either way the view lays out in the middle of
  /// the frame and moves the scroll bars after GTK placed them, and GTK warns that it draws a
  /// scroll bar it has not placed. Colouring the first screenful now (new text starts at the
  /// top) and asking for the view's layout in the frame's layout phase leave nothing to do
  /// while drawing.
  private func layOutBeforeDrawing() {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_start_iter(gcast(buffer), &start)
    gtk_text_buffer_get_iter_at_line(gcast(buffer), &end, Self.firstScreenfulLines)
    gtk_text_iter_forward_to_line_end(&end)
    gtk_source_buffer_ensure_highlight(gcast(buffer), &start, &end)
    gtk_widget_queue_allocate(view.widget)
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
    if content.truncated {
      notes.append(truncationNote(shown: Int64(TextDecoding.limit), of: size))
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
  private static let proseLanguages: Set<String> = ["markdown", "latex", "rst", "asciidoc"]

  private static func id(of language: OpaquePointer?) -> String {
    language.flatMap { gtk_source_language_get_id($0) }.map { String(cString: $0) } ?? ""
  }
}
