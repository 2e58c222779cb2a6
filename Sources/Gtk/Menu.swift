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

  /// Adds a section: items separated from the rest by a line.
  public func appendSection(_ section: Menu) {
    g_menu_append_section(cast(), nil, gcast(section.object))
  }
}

/// A GtkMenuButton showing a menu model in a popover.
@MainActor
public final class MenuButton: Widget {
  /// A button with the symbolic icon `iconName` that opens `menu`; `accessibleLabel` is
  /// spoken by screen readers and shown as the tooltip.
  public init(iconName: String, accessibleLabel: String, menu: Menu) {
    super.init(gtk_menu_button_new(), .sink)
    gtk_menu_button_set_icon_name(cast(), iconName)
    gtk_menu_button_set_menu_model(cast(), gcast(menu.object))
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  /// Opens the menu, as F10 does.
  public func popup() { gtk_menu_button_popup(cast()) }

  /// Whether the menu is open.
  public var isMenuShown: Bool {
    guard let popover = gtk_menu_button_get_popover(cast()) else { return false }
    return gtk_widget_get_visible(gcast(popover)) != 0
  }
}
