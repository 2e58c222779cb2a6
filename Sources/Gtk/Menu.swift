import CGtk

/// A GMenu: a menu model whose items run actions.
@MainActor
public final class Menu: Object {
  /// An empty menu.
  public init() {
    super.init(UnsafeMutableRawPointer(g_menu_new()), .adopt)
  }

  /// Adds an item running a detailed action, e.g. "win.open-folder".
  public func append(_ label: String, action: String) {
    g_menu_append(cast(), label, action)
  }

  /// Removes every item.
  public func removeAll() { g_menu_remove_all(cast()) }

  /// Adds a section: items separated from the rest by a line.
  public func appendSection(_ section: Menu) {
    g_menu_append_section(cast(), nil, gcast(section.object))
  }
}

/// A GtkMenuButton showing a menu model in a popover.
@MainActor
public final class MenuButton: Widget {
  /// A button showing `label` and an arrow, for a menu of choices about something.
  public init(label: String? = nil, iconName: String? = nil, menu: Menu) {
    super.init(gtk_menu_button_new(), .sink)
    if let iconName { gtk_menu_button_set_icon_name(cast(), iconName) }
    if let label { gtk_menu_button_set_label(cast(), label) }
    gtk_menu_button_set_menu_model(cast(), gcast(menu.object))
  }

  /// An icon-only menu button; `accessibleLabel` is what a screen reader speaks and the tooltip.
  public init(iconName: String, accessibleLabel: String, menu: Menu) {
    super.init(gtk_menu_button_new(), .sink)
    gtk_menu_button_set_icon_name(cast(), iconName)
    gtk_menu_button_set_menu_model(cast(), gcast(menu.object))
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Opens the menu, as F10 does.
  public func popup() { gtk_menu_button_popup(cast()) }

}
