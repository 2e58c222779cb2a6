import CGtk

/// A GtkLabel showing plain text (never parsed as markup).
@MainActor
public final class Label: Widget {
  /// A label showing `text`.
  public init(_ text: String = "") {
    super.init(gtk_label_new(text), .sink)
  }

  /// A label with an accessible role other than "label", e.g. `GTK_ACCESSIBLE_ROLE_HEADING`
  /// for a page's title (the role can only be set when the widget is made).
  public init(_ text: String, role: GtkAccessibleRole) {
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, Int32(bitPattern: role.rawValue))
    let label = withConstCStringArray(["accessible-role"]) { names in
      g_object_new_with_properties(gtk_label_get_type(), 1, names, &value)
    }
    g_value_unset(&value)
    guard let label else { fatalError("GTK could not create a label") }
    super.init(label, .sink)
    self.text = text
  }

  /// Wraps a label GTK handed out (`transfer none`), e.g. a list row's child.
  public init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
    super.init(pointer, .borrow)
  }

  /// The text shown.
  public var text: String {
    get { String(cString: gtk_label_get_text(cast())) }
    set { gtk_label_set_text(cast(), newValue) }
  }

  /// Whether an overlong text is cut at the end with an ellipsis (see `ellipsizeMode`).
  public var ellipsizes: Bool {
    get { gtk_label_get_ellipsize(cast()) != PANGO_ELLIPSIZE_NONE }
    set { gtk_label_set_ellipsize(cast(), newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
  }

  /// Where an overlong text is cut: `PANGO_ELLIPSIZE_MIDDLE` keeps a file name's extension.
  public var ellipsizeMode: PangoEllipsizeMode {
    get { gtk_label_get_ellipsize(cast()) }
    set { gtk_label_set_ellipsize(cast(), newValue) }
  }

  /// How the lines of a multi-line text align with each other.
  public var justify: GtkJustification {
    get { gtk_label_get_justify(cast()) }
    set { gtk_label_set_justify(cast(), newValue) }
  }

  /// Whether an overlong text wraps onto more lines.
  public var wraps: Bool {
    get { gtk_label_get_wrap(cast()) != 0 }
    set { gtk_label_set_wrap(cast(), newValue ? 1 : 0) }
  }

  /// 0 is the start edge, 1 the end edge.
  public var xAlign: Float {
    get { gtk_label_get_xalign(cast()) }
    set { gtk_label_set_xalign(cast(), newValue) }
  }

  /// The width the label asks for, in characters; -1 for its text's own width.
  public var widthInCharacters: Int32 {
    get { gtk_label_get_width_chars(cast()) }
    set { gtk_label_set_width_chars(cast(), newValue) }
  }
}
