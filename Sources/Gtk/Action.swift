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
}
