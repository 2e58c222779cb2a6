import CGtk

/// A GSimpleAction: what a menu item, a button or a keyboard shortcut runs.
@MainActor
public final class Action: Object {
  /// The action's name, without the `app.` or `win.` prefix.
  public let name: String

  /// An action without a parameter.
  public init(_ name: String, _ handler: @escaping @MainActor () -> Void) {
    self.name = name
    guard let action = g_simple_action_new(name, nil) else {
      fatalError("GLib refused the action name \(name)")
    }
    super.init(UnsafeMutableRawPointer(action), .adopt)
    let wrapped: Trampolines.PointerHandler = { _ in handler() }
    _ = connect("activate", handler: wrapped, trampoline: Trampolines.pointer)
  }

  /// An action taking a string, as a menu item's target ("win.open-with::id") gives it.
  public init(_ name: String, _ handler: @escaping @MainActor (String) -> Void) {
    self.name = name
    let stringType = g_variant_type_new("s")
    defer { g_variant_type_free(stringType) }
    guard let action = g_simple_action_new(name, stringType) else {
      fatalError("GLib refused the action name \(name)")
    }
    super.init(UnsafeMutableRawPointer(action), .adopt)
    let wrapped: Trampolines.PointerHandler = { parameter in
      guard let parameter, let text = g_variant_get_string(OpaquePointer(parameter), nil) else {
        return
      }
      handler(String(cString: text))
    }
    _ = connect("activate", handler: wrapped, trampoline: Trampolines.pointer)
  }

  /// Whether the action can run now; a disabled action's buttons and menu items are greyed.
  public var isEnabled: Bool {
    get { g_action_get_enabled(OpaquePointer(object)) != 0 }
    set { g_simple_action_set_enabled(OpaquePointer(object), newValue ? 1 : 0) }
  }

  /// An action with a string state, which a menu shows as radio items, one per target
  /// ("win.sort-by::size"). Choosing one makes its target the state, then calls `handler`.
  public init(
    _ name: String, state: String, _ handler: @escaping @MainActor (String) -> Void
  ) {
    self.name = name
    let stringType = g_variant_type_new("s")
    defer { g_variant_type_free(stringType) }
    guard let action = g_simple_action_new_stateful(name, stringType, g_variant_new_string(state))
    else { fatalError("GLib refused the action name \(name)") }
    super.init(UnsafeMutableRawPointer(action), .adopt)
    onStateChange { value in
      guard let text = g_variant_get_string(value, nil) else { return }
      handler(String(cString: text))
    }
  }

  /// An action with a true-or-false state, which a menu shows as a check item. Choosing it
  /// flips the state, then calls `handler` with the new one.
  public init(_ name: String, isOn: Bool, _ handler: @escaping @MainActor (Bool) -> Void) {
    self.name = name
    guard let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
    else { fatalError("GLib refused the action name \(name)") }
    super.init(UnsafeMutableRawPointer(action), .adopt)
    onStateChange { value in handler(g_variant_get_boolean(value) != 0) }
  }

  /// Takes each state asked for (GLib has checked its type against the state's) and reports
  /// it. With no "activate" handler, GSimpleAction turns a choice into such a request.
  private func onStateChange(_ report: @escaping @MainActor (OpaquePointer) -> Void) {
    // The action itself, not this wrapper, which may go once the action is added: the
    // signal comes only while the action lives.
    let action = OpaquePointer(object)
    let wrapped: Trampolines.PointerHandler = { value in
      guard let value else { return }
      let variant = OpaquePointer(value)
      g_simple_action_set_state(action, variant)
      report(variant)
    }
    _ = connect("change-state", handler: wrapped, trampoline: Trampolines.pointer)
  }

  /// The state of a stateful action, set without running its handler: a string, or a
  /// true-or-false value; nil for an action without a state.
  public var stringState: String? {
    get {
      guard let state = g_action_get_state(OpaquePointer(object)) else { return nil }
      defer { g_variant_unref(state) }
      guard hasType(state, "s"), let text = g_variant_get_string(state, nil)
      else { return nil }
      return String(cString: text)
    }
    set {
      guard let newValue else { return }
      g_simple_action_set_state(OpaquePointer(object), g_variant_new_string(newValue))
    }
  }

  /// The true-or-false state of a toggle action, set without running its handler; nil for
  /// an action without such a state.
  public var isOn: Bool? {
    get {
      guard let state = g_action_get_state(OpaquePointer(object)) else { return nil }
      defer { g_variant_unref(state) }
      guard hasType(state, "b") else { return nil }
      return g_variant_get_boolean(state) != 0
    }
    set {
      guard let newValue else { return }
      g_simple_action_set_state(OpaquePointer(object), g_variant_new_boolean(newValue ? 1 : 0))
    }
  }
}

/// Whether `value` is of the GVariant type written `type` ("s", "b").
private func hasType(_ value: OpaquePointer, _ type: String) -> Bool {
  guard let written = g_variant_get_type_string(value) else { return false }
  return String(cString: written) == type
}
