import CGtk

/// A GtkStack: named pages, one shown at a time, with slide transitions.
@MainActor
public final class Stack: Widget {
  public init() {
    super.init(gtk_stack_new(), .sink)
  }

  public func addNamed(_ child: Widget, name: String) {
    gtk_stack_add_named(cast(), child.widget, name)
  }

  public func remove(_ child: Widget) { gtk_stack_remove(cast(), child.widget) }

  public var visibleChildName: String? {
    gtk_stack_get_visible_child_name(cast()).map { String(cString: $0) }
  }

  public func showChild(named name: String, transition: GtkStackTransitionType) {
    gtk_stack_set_visible_child_full(cast(), name, transition)
  }

  /// Whether the stack sizes itself to every page or only to the visible one.
  public var isHomogeneous: Bool {
    get { gtk_stack_get_hhomogeneous(cast()) != 0 }
    set {
      gtk_stack_set_hhomogeneous(cast(), newValue ? 1 : 0)
      gtk_stack_set_vhomogeneous(cast(), newValue ? 1 : 0)
    }
  }
}
