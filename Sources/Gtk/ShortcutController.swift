import CGtk

/// A GtkShortcutController: keyboard shortcuts handled by Swift closures.
@MainActor
public final class ShortcutController: EventController {
  /// `scope` decides where the shortcuts work: `GTK_SHORTCUT_SCOPE_GLOBAL` makes them work
  /// anywhere in the window, wherever the focus is.
  public init(scope: GtkShortcutScope = GTK_SHORTCUT_SCOPE_GLOBAL) {
    super.init(UnsafeMutableRawPointer(gtk_shortcut_controller_new()), .adopt)
    gtk_shortcut_controller_set_scope(cast(), scope)
  }

  /// Adds a shortcut for each trigger ("F9", "<Alt>Left", "Escape"). The handler returns
  /// whether it used the key; if not, the key goes on to other handlers.
  public func add(triggers: [String], _ handler: @escaping @MainActor () -> Bool) {
    for trigger in triggers {
      guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
        preconditionFailure("invalid shortcut trigger \(trigger)")
      }
      let box = Unmanaged.passRetained(SignalBox<Trampolines.BoolHandler>(handler)).toOpaque()
      let action = gtk_callback_action_new(shortcutCallback, box, releaseShortcutBox)
      // gtk_shortcut_new and gtk_shortcut_controller_add_shortcut take the references given.
      gtk_shortcut_controller_add_shortcut(cast(), gtk_shortcut_new(parsed, action))
    }
  }
}

private let shortcutCallback: GtkShortcutFunc = { _, _, data in
  guard let handler = SignalBox<Trampolines.BoolHandler>.from(data) else { return 0 }
  return MainActor.assumeIsolated { handler() } ? 1 : 0
}

private let releaseShortcutBox: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
