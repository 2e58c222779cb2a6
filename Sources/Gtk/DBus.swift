import CGtk

/// Calls and signals on a D-Bus connection (GDBus), answered on the main thread.
@MainActor
public enum DBus {
  /// The session bus connection an application registered on.
  public static func connection(of application: Application) -> OpaquePointer? {
    g_application_get_dbus_connection(application.cast())
  }

  /// Calls a method asynchronously; `completion` gets the reply tuple (a GVariant, owned by
  /// the call) or the error.
  public static func call(
    on connection: OpaquePointer, service: String, path: String, interface: String,
    method: String, arguments: [OpaquePointer?],
    then completion: @escaping @MainActor (Result<OpaquePointer, GLibError>) -> Void
  ) {
    var children = arguments
    let tuple = children.withUnsafeMutableBufferPointer {
      g_variant_new_tuple($0.baseAddress, gsize($0.count))
    }
    let done = AsyncCall { source, result in
      var error: UnsafeMutablePointer<GError>?
      guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
        return completion(.failure(error.map(GLibError.init(taking:)) ?? unknown))
      }
      defer { g_variant_unref(reply) }
      completion(.success(reply))
    }
    g_dbus_connection_call(
      connection, service, path, interface, method, tuple, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil,
      done.callback, done.userData)
  }

  /// Subscribes to a signal; `handler` gets its arguments tuple. Returns the subscription id
  /// for `unsubscribe`.
  @discardableResult
  public static func subscribe(
    on connection: OpaquePointer, service: String?, path: String?, interface: String,
    signal: String, firstArgument: String? = nil,
    _ handler: @escaping @MainActor (OpaquePointer) -> Void
  ) -> guint {
    g_dbus_connection_signal_subscribe(
      connection, service, interface, signal, path, firstArgument, G_DBUS_SIGNAL_FLAGS_NONE,
      signalArrived, Unmanaged.passRetained(SignalBox<SignalHandler>(handler)).toOpaque(),
      releaseBox)
  }

  /// Ends a subscription `subscribe` returned.
  public static func unsubscribe(_ id: guint, on connection: OpaquePointer) {
    g_dbus_connection_signal_unsubscribe(connection, id)
  }

  private static let unknown = GLibError(
    domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue), message: "no reply")
}

private typealias SignalHandler = @MainActor (OpaquePointer) -> Void

private let signalArrived: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
  guard let parameters, let handler = SignalBox<SignalHandler>.from(data) else { return }
  let address = UInt(bitPattern: parameters)
  MainActor.assumeIsolated {
    guard let pointer = OpaquePointer(bitPattern: address) else { return }
    handler(pointer)
  }
}

private let releaseBox: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
