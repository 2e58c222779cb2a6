import CGtk

/// A handle on one signal connection; `disconnect()` ends it.
///
/// The connection does not keep its object alive: it holds a GWeakRef, so disconnecting
/// after the object died is a harmless no-op.
@MainActor
public final class SignalConnection {
  // Only touched on the main actor and in deinit, when nothing else holds the connection.
  private nonisolated(unsafe) let weakRef: UnsafeMutablePointer<GWeakRef>
  /// GLib's id of the handler; 0 once disconnected.
  public private(set) var handlerID: gulong

  init(object: UnsafeMutableRawPointer, handlerID: gulong) {
    weakRef = .allocate(capacity: 1)
    weakRef.initialize(to: GWeakRef())
    g_weak_ref_init(weakRef, object)
    self.handlerID = handlerID
  }

  deinit {
    g_weak_ref_clear(weakRef)
    weakRef.deallocate()
  }

  /// Whether the object is alive and the handler still connected.
  public var isConnected: Bool {
    guard handlerID != 0, let object = g_weak_ref_get(weakRef) else { return false }
    defer { g_object_unref(object) }
    return g_signal_handler_is_connected(object, handlerID) != 0
  }

  /// Disconnects the handler; harmless if already disconnected or the object is gone.
  public func disconnect() {
    guard handlerID != 0 else { return }
    if let object = g_weak_ref_get(weakRef) {
      if g_signal_handler_is_connected(object, handlerID) != 0 {
        g_signal_handler_disconnect(object, handlerID)
      }
      g_object_unref(object)
    }
    handlerID = 0
  }
}

extension Object {
  /// Connects `handler` through the C `trampoline` that matches the signal's signature.
  /// With `after`, the handler runs after those connected without it, whenever they were
  /// connected.
  func connect<Handler, Trampoline>(
    _ signal: String, handler: Handler, trampoline: Trampoline, after: Bool = false
  ) -> SignalConnection {
    let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
    let id = g_signal_connect_data(
      object, signal, unsafeBitCast(trampoline, to: GCallback.self), box, releaseSignalBox,
      after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
    return SignalConnection(object: object, handlerID: id)
  }

  /// Connects a handler to a signal with no arguments beyond the instance; see
  /// `onIgnoringArgument(_:_:)` for a signal that has one.
  @discardableResult
  public func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect(signal, handler: handler, trampoline: Trampolines.void)
  }

  /// Calls `handler` whenever the property `name` changes.
  @discardableResult
  public func onNotify(_ name: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalConnection
  {
    connect("notify::\(name)", handler: handler, trampoline: Trampolines.oneArgument)
  }

  /// Calls `handler` whenever `signal` is emitted with one argument beyond the instance (a
  /// string or an object), which the handler does not need: GSettings' `changed::KEY` passes
  /// the key, for instance. Connecting such a signal with `on(_:_:)` would read the argument
  /// as the handler.
  @discardableResult
  public func onIgnoringArgument(_ signal: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalConnection
  {
    connect(signal, handler: handler, trampoline: Trampolines.oneArgument)
  }
}

/// One `@convention(c)` entry point per C signal signature. Each finds its handler in the
/// box and runs it on the main actor, where GTK emits every signal we connect.
enum Trampolines {
  typealias VoidHandler = @MainActor () -> Void
  typealias BoolHandler = @MainActor () -> Bool
  typealias UIntHandler = @MainActor (UInt32) -> Void
  typealias IntHandler = @MainActor (Int32) -> Void
  typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
  typealias PressHandler = @MainActor (Int32, Double, Double) -> Void
  typealias PointHandler = @MainActor (Double, Double) -> Void
  typealias KeyHandler = @MainActor (UInt32, GdkModifierType) -> Bool
  typealias ScrollHandler = @MainActor (Double, Double) -> Bool
  typealias DoubleHandler = @MainActor (Double) -> Void

  static let void: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let handler = SignalBox<VoidHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler() }
  }

  static let oneArgument: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    _, _, data in
    guard let handler = SignalBox<VoidHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler() }
  }

  static let bool: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    guard let handler = SignalBox<BoolHandler>.from(data) else { return 0 }
    return MainActor.assumeIsolated { handler() } ? 1 : 0
  }

  static let uint: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, value, data in
    guard let handler = SignalBox<UIntHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler(value) }
  }

  static let int: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
    guard let handler = SignalBox<IntHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler(value) }
  }

  static let pointer: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    _, argument, data in
    guard let handler = SignalBox<PointerHandler>.from(data) else { return }
    // Pointers are not Sendable; the address crosses into the main-actor closure as a number.
    let address = UInt(bitPattern: argument)
    MainActor.assumeIsolated { handler(UnsafeMutableRawPointer(bitPattern: address)) }
  }

  static let press: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    _, count, x, y, data in
    guard let handler = SignalBox<PressHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler(count, x, y) }
  }

  static let point: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = {
    _, x, y, data in
    guard let handler = SignalBox<PointHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler(x, y) }
  }

  static let double: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, value, data in
    guard let handler = SignalBox<DoubleHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler(value) }
  }

  static let scroll: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = {
    _, dx, dy, data in
    guard let handler = SignalBox<ScrollHandler>.from(data) else { return 0 }
    return MainActor.assumeIsolated { handler(dx, dy) } ? 1 : 0
  }

  static let key: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean =
    { _, keyval, _, state, data in
      guard let handler = SignalBox<KeyHandler>.from(data) else { return 0 }
      return MainActor.assumeIsolated { handler(keyval, state) } ? 1 : 0
    }
}
