import CGtk

/// A GtkOverlay: a main child with further children drawn on top of it.
@MainActor
public final class Overlay: Widget {
  /// An empty overlay.
  public init() {
    super.init(gtk_overlay_new(), .sink)
  }

  /// Sets the main child, which gives the overlay its size.
  public func setChild(_ child: Widget?) { gtk_overlay_set_child(cast(), child?.widget) }
  /// Draws `child` on top of the main child, placed by its alignment.
  public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(cast(), child.widget) }
  /// Removes a child added with `addOverlay`.
  public func removeOverlay(_ child: Widget) { gtk_overlay_remove_overlay(cast(), child.widget) }
}

/// A GtkRevealer: shows and hides its child with a slide or fade.
@MainActor
public final class Revealer: Widget {
  /// An empty revealer; its child starts hidden.
  public init() {
    super.init(gtk_revealer_new(), .sink)
  }

  /// Sets the child shown and hidden.
  public func setChild(_ child: Widget?) { gtk_revealer_set_child(cast(), child?.widget) }

  /// Whether the child is (or is becoming) shown; setting it starts the transition.
  public var revealsChild: Bool {
    get { gtk_revealer_get_reveal_child(cast()) != 0 }
    set { gtk_revealer_set_reveal_child(cast(), newValue ? 1 : 0) }
  }

  /// True once the child is fully shown, false once fully hidden (not during a transition).
  public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(cast()) != 0 }

  /// How the child appears: a slide from one side, or a fade.
  public var transitionType: GtkRevealerTransitionType {
    get { gtk_revealer_get_transition_type(cast()) }
    set { gtk_revealer_set_transition_type(cast(), newValue) }
  }

  /// How long the transition takes, in milliseconds.
  public var transitionDuration: UInt32 {
    get { gtk_revealer_get_transition_duration(cast()) }
    set { gtk_revealer_set_transition_duration(cast(), newValue) }
  }
}
