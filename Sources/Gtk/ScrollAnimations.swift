import CGtk

extension Widget {
  /// Stops every smooth-scroll animation inside this widget where it is.
  ///
  /// GTK 4.8 prints two criticals when a scrollable is unmapped while its adjustment animates
  /// (gtk_adjustment_enable_animation disconnects a tick handler that the value change it just
  /// emitted had already removed). The public setter ends the animation cleanly; 4.8 does not
  /// expose the target, so the scroll stops at its current position. Call this before moving
  /// a subtree out of the window.
  public func finishScrollAnimations() {
    var pending: [UnsafeMutablePointer<GtkWidget>] = [widget]
    while let current = pending.popLast() {
      if g_type_check_instance_is_a(gcast(current), gtk_scrollable_get_type()) != 0 {
        let scrollable = OpaquePointer(current)
        for adjustment in [
          gtk_scrollable_get_hadjustment(scrollable), gtk_scrollable_get_vadjustment(scrollable),
        ] {
          guard let adjustment else { continue }
          gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment))
        }
      }
      var child = gtk_widget_get_first_child(current)
      while let next = child {
        pending.append(next)
        child = gtk_widget_get_next_sibling(next)
      }
    }
  }
}

extension Widget {
  /// Scrolls a scrollable widget (a text view, a list) back to its top-left corner, now, before
  /// new content arrives. Placing a text buffer's cursor at its start would scroll too, but
  /// later, during the next layout, and GTK 4.8 then draws the scrollbar unallocated.
  public func scrollToStart() {
    let scrollable = OpaquePointer(widget)
    for adjustment in [
      gtk_scrollable_get_hadjustment(scrollable), gtk_scrollable_get_vadjustment(scrollable),
    ] {
      guard let adjustment else { continue }
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }
  }
}
