import CGtk

/// A GtkButton with a label or a symbolic icon.
@MainActor
public class Button: Widget {
  /// A button showing `label`.
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

  /// Calls `handler` on every click (or activation with the keyboard).
  @discardableResult
  public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("clicked", handler)
  }

  /// The action a click runs, e.g. "win.open-with-default".
  public func setActionName(_ name: String?) {
    gtk_actionable_set_action_name(cast(), name)
  }

  /// The button's text; nil for an icon button.
  public var label: String? {
    get { gtk_button_get_label(cast()).map { String(cString: $0) } }
    set { gtk_button_set_label(cast(), newValue) }
  }

  /// The name of the symbolic icon the button shows, if any.
  public var iconName: String? {
    get { gtk_button_get_icon_name(cast()).map { String(cString: $0) } }
    set { gtk_button_set_icon_name(cast(), newValue) }
  }

  /// Replaces the button's content with `child`.
  public func setChild(_ child: Widget?) { gtk_button_set_child(cast(), child?.widget) }

}

/// A GtkToggleButton: a button that stays pressed.
@MainActor
public final class ToggleButton: Button {
  /// A toggle button showing the symbolic icon `iconName`; `accessibleLabel` is what a screen
  /// reader speaks.
  public override init(iconName: String, accessibleLabel: String) {
    super.init(gtk_toggle_button_new(), .sink)
    iconName.withCString { gtk_button_set_icon_name(cast(), $0) }
    setAccessibleLabel(accessibleLabel)
  }

  /// Whether the button is pressed in; setting it emits `toggled`.
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(cast()) != 0 }
    set { gtk_toggle_button_set_active(cast(), newValue ? 1 : 0) }
  }

  /// Calls `handler` whenever the button is pressed in or out, by the user or by code.
  @discardableResult
  public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("toggled", handler)
  }
}
