import CGtk

/// A GtkOverlay: a main child with further children drawn on top of it.
@MainActor
public final class Overlay: Widget {
  public init() {
    super.init(gtk_overlay_new(), .sink)
  }

  public func setChild(_ child: Widget?) { gtk_overlay_set_child(cast(), child?.widget) }
  public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(cast(), child.widget) }
  public func removeOverlay(_ child: Widget) { gtk_overlay_remove_overlay(cast(), child.widget) }
}

/// A GtkRevealer: shows and hides its child with a slide or fade.
@MainActor
public final class Revealer: Widget {
  public init() {
    super.init(gtk_revealer_new(), .sink)
  }

  public func setChild(_ child: Widget?) { gtk_revealer_set_child(cast(), child?.widget) }

  public var revealsChild: Bool {
    get { gtk_revealer_get_reveal_child(cast()) != 0 }
    set { gtk_revealer_set_reveal_child(cast(), newValue ? 1 : 0) }
  }

  /// True once the child is fully shown, false once fully hidden (not during a transition).
  public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(cast()) != 0 }

  public var transitionType: GtkRevealerTransitionType {
    get { gtk_revealer_get_transition_type(cast()) }
    set { gtk_revealer_set_transition_type(cast(), newValue) }
  }

  public var transitionDuration: UInt32 {
    get { gtk_revealer_get_transition_duration(cast()) }
    set { gtk_revealer_set_transition_duration(cast(), newValue) }
  }
}
