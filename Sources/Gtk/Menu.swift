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

  /// Adds a section: items separated from the rest by a line, under `label` if given. The
  /// section's items may change later; the menu shows them as they are.
  public func appendSection(_ section: Menu, label: String? = nil) {
    g_menu_append_section(cast(), label, gcast(section.object))
  }
}

/// A GtkMenuButton showing a menu model in a popover. The popover is built the first time it
/// opens: a window's menus cost nothing until then, and a menu changed before that is
/// built as it is then.
@MainActor
public final class MenuButton: Widget {
  /// A button showing `label` and an arrow, for a menu of choices about something.
  public init(label: String? = nil, iconName: String? = nil, menu: Menu) {
    super.init(gtk_menu_button_new(), .sink)
    if let iconName { gtk_menu_button_set_icon_name(cast(), iconName) }
    if let label { gtk_menu_button_set_label(cast(), label) }
    buildOnFirstPopup(menu)
  }

  /// An icon-only menu button; `accessibleLabel` is what a screen reader speaks and the tooltip.
  public init(iconName: String, accessibleLabel: String, menu: Menu) {
    super.init(gtk_menu_button_new(), .sink)
    gtk_menu_button_set_icon_name(cast(), iconName)
    buildOnFirstPopup(menu)
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  private func buildOnFirstPopup(_ menu: Menu) {
    g_object_ref(menu.object)
    gtk_menu_button_set_create_popup_func(
      cast(), buildMenuPopover, UnsafeMutableRawPointer(menu.object), releaseMenu)
  }

  /// Opens the menu, as F10 does.
  public func popup() { gtk_menu_button_popup(cast()) }

  /// Whether the button is drawn raised (the default) or flat, as in a header bar.
  public var hasFrame: Bool {
    get { gtk_menu_button_get_has_frame(cast()) != 0 }
    set { gtk_menu_button_set_has_frame(cast(), newValue ? 1 : 0) }
  }

}

/// Gives the button its popover, once: the button then keeps it.
private let buildMenuPopover: GtkMenuButtonCreatePopupFunc = { button, menu in
  guard let button, let menu else { return }
  gtk_menu_button_set_menu_model(button, menu.assumingMemoryBound(to: GMenuModel.self))
  if let popover = gtk_menu_button_get_popover(button) {
    g_signal_connect_data(
      popover, "activate-default", unsafeBitCast(dropReturnWithoutFocus, to: GCallback.self),
      nil, nil, GConnectFlags(0))
  }
  // Drops the function, and with it (releaseMenu) this reference: the popover holds its own.
  gtk_menu_button_set_create_popup_func(button, nil, nil, nil)
}

/// Return in an open menu whose window has no focused widget (the one that had the focus
/// left the screen while the menu was open, in a resize say): GTK 4.8's popover then asks
/// whether nothing is inside it and prints a critical. With nothing focused there is nothing
/// for Return to activate, so the key stops here, before GTK's own handler.
private let dropReturnWithoutFocus: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void =
  { popover, _ in
    guard let popover,
      let root = gtk_widget_get_root(popover.assumingMemoryBound(to: GtkWidget.self))
    else { return }
    if gtk_root_get_focus(root) == nil {
      g_signal_stop_emission_by_name(popover, "activate-default")
    }
  }

private let releaseMenu: GDestroyNotify = { menu in
  guard let menu else { return }
  g_object_unref(menu)
}
