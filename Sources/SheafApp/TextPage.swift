import CGtk
import CGtkSourceView
import Gtk

/// Text and source code in a read-only GtkSourceView: highlighted in the language GtkSource
/// guesses from the name and type, monospaced, line numbers for code, colours that follow the
/// dark or light style.
@MainActor
final class TextPage {
  let root = Box(GTK_ORIENTATION_VERTICAL)
  /// Says when only the start of a large file is shown.
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

  func show(_ text: String, name: String, contentType: String, truncated: Bool, size: Int64) {
    let manager = gtk_source_language_manager_get_default()
    let language = gtk_source_language_manager_guess_language(manager, name, contentType)
    gtk_source_buffer_set_language(gcast(buffer), language)
    let isCode = language != nil && !Self.proseLanguages.contains(Self.id(of: language))
    gtk_source_view_set_show_line_numbers(view.cast(), isCode ? 1 : 0)
    gtk_text_view_set_wrap_mode(view.cast(), isCode ? GTK_WRAP_NONE : GTK_WRAP_WORD_CHAR)
    view.scrollToStart()
    gtk_text_buffer_set_text(gcast(buffer), text, Int32(clamping: text.utf8.count))
    banner.isVisible = truncated
    if truncated {
      banner.text = localized(
        "Only the first %1$s of this %2$s file are shown.",
        Formatting.size(Int64(TextDecoding.limit)), Formatting.size(size))
    }
  }

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
