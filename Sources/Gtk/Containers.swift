import CGtk

/// A GtkBox: children in a row or a column.
@MainActor
public final class Box: Widget {
  /// A box laying its children out along `orientation`, `spacing` pixels apart.
  public init(_ orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL, spacing: Int32 = 0) {
    super.init(gtk_box_new(orientation, spacing), .sink)
  }

  /// Adds `child` at the end.
  public func append(_ child: Widget) { gtk_box_append(cast(), child.widget) }
  /// Removes `child`, which must be a child of this box.
  public func remove(_ child: Widget) { gtk_box_remove(cast(), child.widget) }
}

/// A GtkScrolledWindow around one child.
@MainActor
public final class ScrolledWindow: Widget {
  /// A scrolled window, showing `child` if given.
  public init(child: Widget? = nil) {
    super.init(cgtk_scrolled_window_new(), .sink)
    if let child { setChild(child) }
  }

  /// Replaces the scrolled content.
  public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(cast(), child?.widget) }

  /// When each scroll bar shows (`GTK_POLICY_AUTOMATIC`, `GTK_POLICY_NEVER`...).
  public func setPolicy(horizontal: GtkPolicyType, vertical: GtkPolicyType) {
    gtk_scrolled_window_set_policy(cast(), horizontal, vertical)
  }
}

/// A GtkHeaderBar: the title area of one pane.
@MainActor
public final class HeaderBar: Widget {
  /// An empty header bar showing the window's title and controls.
  public init() {
    super.init(gtk_header_bar_new(), .sink)
  }

  /// Adds `child` at the start of the bar (left in left-to-right languages).
  public func packStart(_ child: Widget) { gtk_header_bar_pack_start(cast(), child.widget) }
  /// Adds `child` at the end of the bar.
  public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(cast(), child.widget) }
  /// Takes `child` out of the bar; a handle on it keeps it alive, to be packed elsewhere.
  public func remove(_ child: Widget) { gtk_header_bar_remove(cast(), child.widget) }
  /// Shows `child` in place of the window's title; nil brings the title back.
  public func setTitleWidget(_ child: Widget?) {
    gtk_header_bar_set_title_widget(cast(), child?.widget)
  }

  /// Which window controls this bar shows, in `gtk-decoration-layout` syntax.
  public var decorationLayout: String? {
    get { gtk_header_bar_get_decoration_layout(cast()).map { String(cString: $0) } }
    set { gtk_header_bar_set_decoration_layout(cast(), newValue) }
  }

  /// Whether the bar shows the window's controls (close, maximize, minimize).
  public var showsTitleButtons: Bool {
    get { gtk_header_bar_get_show_title_buttons(cast()) != 0 }
    set { gtk_header_bar_set_show_title_buttons(cast(), newValue ? 1 : 0) }
  }
}

/// A GtkActionBar: a row of controls along the bottom of a view, as narrow GNOME windows
/// carry the actions their header has no room for.
@MainActor
public final class ActionBar: Widget {
  /// An empty action bar.
  public init() {
    super.init(gtk_action_bar_new(), .sink)
  }

  /// Adds `child` at the start of the bar.
  public func packStart(_ child: Widget) { gtk_action_bar_pack_start(cast(), child.widget) }
  /// Adds `child` at the end of the bar.
  public func packEnd(_ child: Widget) { gtk_action_bar_pack_end(cast(), child.widget) }
  /// Puts `child` in the middle of the bar; nil takes it out (a handle on it keeps it alive).
  public func setCenterWidget(_ child: Widget?) {
    gtk_action_bar_set_center_widget(cast(), child?.widget)
  }
  /// Takes `child` out of the bar; a handle on it keeps it alive, to be packed elsewhere.
  public func remove(_ child: Widget) { gtk_action_bar_remove(cast(), child.widget) }
}

/// A GtkSeparator: a thin line between two areas.
@MainActor
public final class Separator: Widget {
  /// A line along `orientation`: a vertical one sets columns apart.
  public init(_ orientation: GtkOrientation) {
    super.init(gtk_separator_new(orientation), .sink)
  }
}

/// A GtkGrid: children in rows and columns.
@MainActor
public final class Grid: Widget {
  /// An empty grid with the given gaps between rows and between columns, in pixels.
  public init(rowSpacing: UInt32 = 6, columnSpacing: UInt32 = 12) {
    super.init(gtk_grid_new(), .sink)
    gtk_grid_set_row_spacing(cast(), rowSpacing)
    gtk_grid_set_column_spacing(cast(), columnSpacing)
  }

  /// Puts `child` at `column`, `row`, spanning `width` columns.
  public func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1) {
    gtk_grid_attach(cast(), child.widget, column, row, width, 1)
  }
}
