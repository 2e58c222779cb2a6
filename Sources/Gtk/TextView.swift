import CGtk

/// A read-only GtkTextView for showing a document's text.
@MainActor
public final class TextView: Widget {
  /// An empty, read-only text view without a cursor that wraps at words.
  public init() {
    super.init(gtk_text_view_new(), .sink)
    gtk_text_view_set_editable(cast(), 0)
    gtk_text_view_set_cursor_visible(cast(), 0)
    gtk_text_view_set_wrap_mode(cast(), GTK_WRAP_WORD_CHAR)
  }

  /// Replaces the whole text; `text` must be valid UTF-8 (Swift strings are).
  public var text: String {
    get {
      let buffer = gtk_text_view_get_buffer(cast())
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(buffer, &start, &end)
      return takeString(gtk_text_buffer_get_text(buffer, &start, &end, 0)) ?? ""
    }
    set {
      let buffer = gtk_text_view_get_buffer(cast())
      let count = newValue.utf8.count
      gtk_text_buffer_set_text(buffer, newValue, Int32(clamping: count))
    }
  }

  /// The space between the text and the view's edges, in pixels.
  public func setMargins(horizontal: Int32, vertical: Int32) {
    gtk_text_view_set_left_margin(cast(), horizontal)
    gtk_text_view_set_right_margin(cast(), horizontal)
    gtk_text_view_set_top_margin(cast(), vertical)
    gtk_text_view_set_bottom_margin(cast(), vertical)
  }
}
