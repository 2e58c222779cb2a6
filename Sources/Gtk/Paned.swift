import CGtk

/// A GtkPaned: two children beside each other with a draggable divider.
@MainActor
public final class Paned: Widget {
  /// A paned with its children side by side (or one above the other for vertical).
  public init(_ orientation: GtkOrientation = GTK_ORIENTATION_HORIZONTAL) {
    super.init(gtk_paned_new(orientation), .sink)
  }

  /// Sets the first child (left, or top).
  public func setStartChild(_ child: Widget?) { gtk_paned_set_start_child(cast(), child?.widget) }
  /// Sets the second child (right, or bottom).
  public func setEndChild(_ child: Widget?) { gtk_paned_set_end_child(cast(), child?.widget) }

  /// The divider's distance from the start edge, in pixels.
  public var position: Int32 {
    get { gtk_paned_get_position(cast()) }
    set { gtk_paned_set_position(cast(), newValue) }
  }

  /// Whether each child grows with the paned, and whether it may shrink below its minimum.
  public func configure(
    resizeStart: Bool, shrinkStart: Bool, resizeEnd: Bool, shrinkEnd: Bool
  ) {
    gtk_paned_set_resize_start_child(cast(), resizeStart ? 1 : 0)
    gtk_paned_set_shrink_start_child(cast(), shrinkStart ? 1 : 0)
    gtk_paned_set_resize_end_child(cast(), resizeEnd ? 1 : 0)
    gtk_paned_set_shrink_end_child(cast(), shrinkEnd ? 1 : 0)
  }

  /// Whether the divider is drawn wide, like a toolbar, instead of a thin line.
  public var hasWideHandle: Bool {
    get { gtk_paned_get_wide_handle(cast()) != 0 }
    set { gtk_paned_set_wide_handle(cast(), newValue ? 1 : 0) }
  }
}
