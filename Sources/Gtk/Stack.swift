import CGtk

/// A GtkStack: named pages, one shown at a time, with slide transitions.
@MainActor
public final class Stack: Widget {
  /// An empty stack.
  public init() {
    super.init(gtk_stack_new(), .sink)
  }

  /// Adds `child` as the page called `name`.
  public func addNamed(_ child: Widget, name: String) {
    gtk_stack_add_named(cast(), child.widget, name)
  }

  /// Removes the page `child`.
  public func remove(_ child: Widget) { gtk_stack_remove(cast(), child.widget) }

  /// The name of the page shown, if any.
  public var visibleChildName: String? {
    gtk_stack_get_visible_child_name(cast()).map { String(cString: $0) }
  }

  /// Shows the page called `name` with `transition` (a slide, a crossfade, none).
  public func showChild(named name: String, transition: GtkStackTransitionType) {
    gtk_stack_set_visible_child_full(cast(), name, transition)
  }

  /// Whether a transition between pages is under way.
  public var isTransitionRunning: Bool { gtk_stack_get_transition_running(cast()) != 0 }

  /// Whether the stack sizes itself to every page or only to the visible one.
  public var isHomogeneous: Bool {
    get { gtk_stack_get_hhomogeneous(cast()) != 0 }
    set {
      gtk_stack_set_hhomogeneous(cast(), newValue ? 1 : 0)
      gtk_stack_set_vhomogeneous(cast(), newValue ? 1 : 0)
    }
  }
}
