import CGtk

/// Scheduling on the GLib main loop.
///
/// `Task { @MainActor in }` and the Dispatch main queue never run while
/// `g_application_run` owns the main thread on Linux, so every deferred piece of
/// main-thread work goes through a GLib source instead.
public enum MainLoop {
  /// Work run on the main thread from a GLib source.
  public typealias Work = @Sendable @MainActor () -> Void

  /// Runs `work` once on the main thread when the loop is idle. Callable from any thread.
  @discardableResult
  public static func idle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ work: @escaping Work)
    -> SourceID
  {
    SourceID(g_idle_add_full(priority, runOnce, retain(work), releaseWork))
  }

  /// Runs `work` once after `milliseconds`. Callable from any thread.
  @discardableResult
  public static func after(milliseconds: UInt32, _ work: @escaping Work) -> SourceID {
    SourceID(
      g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, retain(work), releaseWork))
  }

  /// Dispatches pending events once; returns whether anything was dispatched. For tests and
  /// modal waits, never from inside a handler.
  @MainActor
  @discardableResult
  public static func iterate(blocking: Bool = false) -> Bool {
    g_main_context_iteration(nil, blocking ? 1 : 0) != 0
  }

  /// Pumps the loop until `condition` holds or `timeout` seconds pass; returns whether it held.
  /// Each iteration blocks until an event arrives; a one-shot timer is the event that ends
  /// the wait at the deadline. Never sleeps.
  @MainActor
  public static func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
    var expired = false
    let timer = after(milliseconds: UInt32(timeout * 1000)) { expired = true }
    defer { if !expired { timer.cancel() } }
    while !condition() {
      if expired { return condition() }
      iterate(blocking: true)
    }
    return true
  }

  private static func retain(_ work: @escaping Work) -> gpointer {
    Unmanaged.passRetained(SignalBox(work)).toOpaque()
  }
}

/// A GLib source that can be cancelled before it runs.
public struct SourceID: Sendable, Hashable {
  /// GLib's id for the source.
  public let rawValue: guint
  init(_ rawValue: guint) { self.rawValue = rawValue }

  /// Removes the source if it has not run yet.
  public func cancel() {
    if let source = g_main_context_find_source_by_id(nil, rawValue) {
      g_source_destroy(source)
    }
  }
}

private let runOnce: @convention(c) (gpointer?) -> gboolean = { data in
  if let work = SignalBox<MainLoop.Work>.from(data) {
    MainActor.assumeIsolated { work() }
  }
  return 0  // G_SOURCE_REMOVE
}

private let releaseWork: @convention(c) (gpointer?) -> Void = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
