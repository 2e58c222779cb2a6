import CGtk

/// A GSimpleAction, optionally with a boolean state (shown as a pressed toggle button).
@MainActor
public final class Action: Object {
  /// The action's name, without the `app.` or `win.` prefix.
  public let name: String

  /// An action called `name` that runs `handler` when activated; with `state`, a boolean
  /// stateful action (shown as a toggle) starting at that value.
  public init(_ name: String, state: Bool? = nil, _ handler: @escaping @MainActor () -> Void) {
    self.name = name
    let action =
      if let state {
        g_simple_action_new_stateful(name, nil, g_variant_new_boolean(state ? 1 : 0))
      } else {
        g_simple_action_new(name, nil)
      }
    guard let action else { fatalError("GLib refused the action name \(name)") }
    super.init(UnsafeMutableRawPointer(action), .adopt)
    let wrapped: Trampolines.PointerHandler = { _ in handler() }
    _ = connect("activate", handler: wrapped, trampoline: Trampolines.pointer)
  }

  /// Whether the action can run; a disabled action greys out its buttons and menu items.
  public var isEnabled: Bool {
    get { g_action_get_enabled(cast()) != 0 }
    set { g_simple_action_set_enabled(cast(), newValue ? 1 : 0) }
  }

  /// The boolean state of a stateful action; false for a stateless one.
  public var state: Bool {
    get {
      guard let variant = g_action_get_state(cast()) else { return false }
      defer { g_variant_unref(variant) }
      return g_variant_get_boolean(variant) != 0
    }
    set {
      guard newValue != state else { return }
      g_simple_action_set_state(cast(), g_variant_new_boolean(newValue ? 1 : 0))
    }
  }
}
