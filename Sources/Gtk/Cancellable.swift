import CGtk

/// A GCancellable: lets the main thread stop I/O or a worker's job it no longer needs (the
/// user moved on, the window closed). GCancellable is thread-safe, so the handle may cross
/// threads.
public final class Cancellable: @unchecked Sendable {
  public let pointer: UnsafeMutablePointer<GCancellable>

  public init() {
    guard let cancellable = g_cancellable_new() else { fatalError("GLib could not allocate") }
    pointer = cancellable
  }

  deinit { g_object_unref(pointer) }

  public func cancel() { g_cancellable_cancel(pointer) }

  public var isCancelled: Bool { g_cancellable_is_cancelled(pointer) != 0 }

  /// Throws GIO's "cancelled" error once cancelled: for long loops in a worker.
  public func check() throws(GLibError) {
    _ = try throwingGError { g_cancellable_set_error_if_cancelled(pointer, $0) }
  }
}
