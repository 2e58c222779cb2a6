import CGtk
import Gtk
import GtkTestSupport
import XCTest

/// Menus in popovers.
final class MenuTests: XCTestCase {
  /// The widget that had the focus can leave the screen while a menu is open (a resize hides
  /// it); Return in the menu then has nothing to activate, and GTK 4.8 printed a critical
  /// (fatal in this run).
  func testReturnInAnOpenMenuWithNothingFocusedDoesNothing() throws {
    try withGtk {
      let menu = Menu()
      menu.append("Nothing", action: "app.nothing")
      let button = MenuButton(label: "Menu", menu: menu)
      let window = Window()
      window.setChild(button)
      window.present()
      defer {
        window.destroy()
        drainMainLoop()
      }
      XCTAssertTrue(MainLoop.run(until: { button.isInMappedWindow }))
      button.popup()
      let popover = try XCTUnwrap(gtk_menu_button_get_popover(button.cast()))
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_mapped(gcast(popover)) != 0 }))
      gtk_window_set_focus(window.cast(), nil)

      try activateDefault(popover)

      XCTAssertNotEqual(gtk_widget_get_mapped(gcast(popover)), 0, "the menu stays open")
    }
  }
}

/// Emits a popover's keybinding signal for Return, as its shortcut controller does.
@MainActor
private func activateDefault(_ popover: UnsafeMutablePointer<GtkPopover>) throws {
  let signal = g_signal_lookup("activate-default", gtk_popover_get_type())
  XCTAssertNotEqual(signal, 0)
  var instance = GValue()
  g_value_init(&instance, gtk_popover_get_type())
  defer { g_value_unset(&instance) }
  g_value_set_object(&instance, popover)
  g_signal_emitv(&instance, signal, 0, nil)
}
