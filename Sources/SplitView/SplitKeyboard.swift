import CGtk
import Gtk
import SplitState

/// The split view's own keys; they work wherever the focus is inside the view.
@MainActor
final class SplitKeyboard {
  private var sidebarKey: ShortcutController?

  /// Escape, Alt+Left, the Back key, F6, Shift+F6 and the mouse's back button, wherever the focus is in
  /// the view. Alt+Left, Back and F6 go before the focused widget's own bindings (capture
  /// phase), so no child swallows them. Escape goes after (bubble phase): a widget that uses
  /// it for itself, a search entry clearing its text, has it first.
  func install<Item>(on view: SplitView<Item>, widget: Widget) {
    let escape = ShortcutController(scope: GTK_SHORTCUT_SCOPE_LOCAL)
    escape.phase = GTK_PHASE_BUBBLE
    escape.add(triggers: ["Escape"]) { [weak view] in
      guard let view else { return false }
      if view.state.isOverlayOpen { return view.send(.dismissOverlay) }
      return view.state.showsBackButton && view.send(.back)
    }
    widget.addController(escape)

    let shortcuts = ShortcutController(scope: GTK_SHORTCUT_SCOPE_LOCAL)
    shortcuts.phase = GTK_PHASE_CAPTURE
    shortcuts.add(triggers: ["<Alt>Left", "Back"]) { [weak view] in
      view?.send(.back) ?? false
    }
    shortcuts.add(triggers: ["F6"]) { [weak view] in
      view?.focusNextColumn() ?? false
    }
    shortcuts.add(triggers: ["<Shift>F6"]) { [weak view] in
      view?.focusPreviousColumn() ?? false
    }
    widget.addController(shortcuts)

    let backButton = ClickGesture(button: 8)
    backButton.phase = GTK_PHASE_CAPTURE
    backButton.onPressed { [weak view] _, _, _ in view?.send(.back) }
    widget.addController(backButton)
  }

  /// The key that toggles the sidebar: the app's choice (nil for none).
  func setSidebarKey<Item>(_ trigger: String?, on view: SplitView<Item>, widget: Widget) {
    if let sidebarKey { widget.removeController(sidebarKey) }
    sidebarKey = nil
    guard let trigger else { return }
    let controller = ShortcutController(scope: GTK_SHORTCUT_SCOPE_LOCAL)
    controller.phase = GTK_PHASE_CAPTURE
    controller.add(triggers: [trigger]) { [weak view] in
      guard let view, view.state.showsSidebarToggle else { return false }
      return view.send(.toggleSidebar)
    }
    widget.addController(controller)
    sidebarKey = controller
  }
}
