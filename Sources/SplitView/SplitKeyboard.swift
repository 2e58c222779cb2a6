import CGtk
import Gtk
import SplitState

/// The split view's own keys (SPEC §4): they work wherever the focus is in the split view.
enum SplitKeyboard {
  @MainActor
  static func install<Item>(on view: SplitView<Item>) {
    // Everything in the window lives inside the split view, so a local controller that sees
    // keys in the capture phase works wherever the focus is, and goes before GtkPaned's own
    // F6 binding, which would only cycle to the first focusable widget of the other side.
    let shortcuts = ShortcutController(scope: GTK_SHORTCUT_SCOPE_LOCAL)
    shortcuts.phase = GTK_PHASE_CAPTURE
    shortcuts.add(triggers: ["Escape"]) { [weak view] in
      guard let view else { return false }
      if view.state.isOverlayOpen { return changed(view.send(.dismissOverlay)) }
      return view.state.showsBackButton && changed(view.send(.back))
    }
    shortcuts.add(triggers: ["<Alt>Left", "Back"]) { [weak view] in
      guard let view else { return false }
      return changed(view.send(.back))
    }
    shortcuts.add(triggers: ["F9"]) { [weak view] in
      guard let view, view.state.showsSidebarToggle else { return false }
      return changed(view.send(.toggleSidebar))
    }
    shortcuts.add(triggers: ["F6"]) { [weak view] in
      view?.focusOtherPane() ?? false
    }
    view.bin.addController(shortcuts)

    // The mouse's back button (button 8), anywhere over the view.
    let backButton = ClickGesture(button: 8)
    backButton.phase = GTK_PHASE_CAPTURE
    backButton.onPressed { [weak view] _, _, _ in view?.send(.back) }
    view.bin.addController(backButton)
  }

  private static func changed<Item>(_ transition: SplitTransition<Item>) -> Bool {
    transition.old != transition.new
  }
}
