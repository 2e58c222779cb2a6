import CGtk

/// The completion of a GIO asynchronous call (`g_file_read_async` and the like) as a Swift
/// closure run on the main thread, where GIO delivers it.
///
/// Pass `callback` and `userData` to the `_async` function; the closure receives the source
/// object and the GAsyncResult to hand to the matching `_finish` function. The closure is
/// released after it ran once.
public struct AsyncCall {
  /// What the caller does with the result: call the `_finish` function on `result`.
  public typealias Completion =
    @MainActor (
      _ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?
    ) -> Void

  /// The C callback to pass as the `_async` function's `GAsyncReadyCallback`.
  public let callback: GAsyncReadyCallback = asyncCallDone
  /// The user data to pass alongside `callback`; it owns the completion until it runs.
  public let userData: gpointer

  /// Wraps `completion` for one asynchronous call.
  public init(_ completion: @escaping Completion) {
    userData = Unmanaged.passRetained(SignalBox<Completion>(completion)).toOpaque()
  }
}

private let asyncCallDone: GAsyncReadyCallback = { source, result, data in
  guard let data else { return }
  let box = Unmanaged<SignalBox<AsyncCall.Completion>>.fromOpaque(data).takeRetainedValue()
  let sourceAddress = UInt(bitPattern: source)
  let resultAddress = UInt(bitPattern: result)
  MainActor.assumeIsolated {
    box.handler(
      UnsafeMutablePointer<GObject>(bitPattern: sourceAddress),
      OpaquePointer(bitPattern: resultAddress))
  }
}
