import CGtk

extension ScrolledWindow {
  /// Shows a scrollable `child`, such as a text view, that moves at once when it scrolls
  /// itself (to the cursor, by a page) rather than gliding there.
  ///
  /// A scrolled window animates its adjustments when its child scrolls itself. GtkTextView
  /// 4.8 leaves an animating adjustment's bounds alone when it is laid out and sets them when
  /// it is drawn, so a window resized during such a glide drew its scroll bar before placing it
  /// (GTK warns "Trying to snapshot … without a current allocation"). The child gets
  /// adjustments of its own, which never animate, mirrored to the scroll bars': the child's
  /// bounds go to the scroll bars, and a position set on either side goes to the other. A
  /// drag or a click on a scroll bar still glides; the child just follows.
  public func setSteadyChild(_ child: Widget) {
    setChild(child)
    let scrollable = OpaquePointer(child.widget)
    let scrolledWindow: OpaquePointer = cast()
    let pairs = [
      (gtk_scrolled_window_get_hadjustment(scrolledWindow), gtk_scrollable_set_hadjustment),
      (gtk_scrolled_window_get_vadjustment(scrolledWindow), gtk_scrollable_set_vadjustment),
    ]
    for (shown, setOwn) in pairs {
      guard let shown else { continue }
      let own = gtk_adjustment_new(
        gtk_adjustment_get_value(shown), gtk_adjustment_get_lower(shown),
        gtk_adjustment_get_upper(shown), gtk_adjustment_get_step_increment(shown),
        gtk_adjustment_get_page_increment(shown), gtk_adjustment_get_page_size(shown))
      // The child takes its own reference; the bindings go when the child drops the adjustment
      // (another child shown, or the child destroyed).
      setOwn(scrollable, own)
      for property in ["lower", "upper", "page-size", "step-increment", "page-increment"] {
        g_object_bind_property(own, property, shown, property, G_BINDING_SYNC_CREATE)
      }
      g_object_bind_property(
        own, "value", shown, "value",
        GBindingFlags(G_BINDING_SYNC_CREATE.rawValue | G_BINDING_BIDIRECTIONAL.rawValue))
    }
  }
}
