import CGtk

/// A GtkButton with a label or a symbolic icon.
@MainActor
public class Button: Widget {
  public init(label: String) {
    super.init(gtk_button_new_with_label(label), .sink)
  }

  /// An icon-only button; `accessibleLabel` is what a screen reader speaks.
  public init(iconName: String, accessibleLabel: String) {
    super.init(gtk_button_new_from_icon_name(iconName), .sink)
    setAccessibleLabel(accessibleLabel)
  }

  override init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) {
    super.init(pointer, ownership)
  }

  @discardableResult
  public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("clicked", handler)
  }

  /// The action a click runs, e.g. "win.open-with-default".
  public func setActionName(_ name: String?) {
    gtk_actionable_set_action_name(cast(), name)
  }

  public var label: String? {
    get { gtk_button_get_label(cast()).map { String(cString: $0) } }
    set { gtk_button_set_label(cast(), newValue) }
  }

  public var iconName: String? {
    get { gtk_button_get_icon_name(cast()).map { String(cString: $0) } }
    set { gtk_button_set_icon_name(cast(), newValue) }
  }

  public func setChild(_ child: Widget?) { gtk_button_set_child(cast(), child?.widget) }

}

/// A GtkToggleButton: a button that stays pressed.
@MainActor
public final class ToggleButton: Button {
  public override init(iconName: String, accessibleLabel: String) {
    super.init(gtk_toggle_button_new(), .sink)
    iconName.withCString { gtk_button_set_icon_name(cast(), $0) }
    setAccessibleLabel(accessibleLabel)
  }

  public var isActive: Bool {
    get { gtk_toggle_button_get_active(cast()) != 0 }
    set { gtk_toggle_button_set_active(cast(), newValue ? 1 : 0) }
  }

  @discardableResult
  public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("toggled", handler)
  }
}
