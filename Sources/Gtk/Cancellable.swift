import CGtk

/// A GCancellable: lets the main thread stop I/O or a worker's job it no longer needs (the
/// user moved on, the window closed). GCancellable is thread-safe, so the handle may cross
/// threads.
public final class Cancellable: @unchecked Sendable {
  /// The wrapped GCancellable, for GIO calls that take one.
  public let pointer: UnsafeMutablePointer<GCancellable>

  /// A cancellable that is not cancelled yet.
  public init() {
    guard let cancellable = g_cancellable_new() else { fatalError("GLib could not allocate") }
    pointer = cancellable
  }

  deinit { g_object_unref(pointer) }

  /// Cancels: pending I/O fails with `G_IO_ERROR_CANCELLED` and workers see `isCancelled`.
  public func cancel() { g_cancellable_cancel(pointer) }

  /// Whether `cancel()` was called; safe to ask from any thread.
  public var isCancelled: Bool { g_cancellable_is_cancelled(pointer) != 0 }

  /// Throws GIO's "cancelled" error once cancelled: for long loops in a worker.
  public func check() throws(GLibError) {
    _ = try throwingGError { g_cancellable_set_error_if_cancelled(pointer, $0) }
  }
}
