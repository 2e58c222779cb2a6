import CGtk

/// A GtkLabel showing plain text (never parsed as markup).
@MainActor
public final class Label: Widget {
  public init(_ text: String = "") {
    super.init(gtk_label_new(text), .sink)
  }

  /// Wraps a label GTK handed out (`transfer none`), e.g. a list row's child.
  public init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
    super.init(pointer, .borrow)
  }

  public var text: String {
    get { String(cString: gtk_label_get_text(cast())) }
    set { gtk_label_set_text(cast(), newValue) }
  }

  public var ellipsizes: Bool {
    get { gtk_label_get_ellipsize(cast()) != PANGO_ELLIPSIZE_NONE }
    set { gtk_label_set_ellipsize(cast(), newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
  }

  public var wraps: Bool {
    get { gtk_label_get_wrap(cast()) != 0 }
    set { gtk_label_set_wrap(cast(), newValue ? 1 : 0) }
  }

  public var isSelectable: Bool {
    get { gtk_label_get_selectable(cast()) != 0 }
    set { gtk_label_set_selectable(cast(), newValue ? 1 : 0) }
  }

  /// 0 is the start edge, 1 the end edge.
  public var xAlign: Float {
    get { gtk_label_get_xalign(cast()) }
    set { gtk_label_set_xalign(cast(), newValue) }
  }

  public var widthInCharacters: Int32 {
    get { gtk_label_get_width_chars(cast()) }
    set { gtk_label_set_width_chars(cast(), newValue) }
  }
}
