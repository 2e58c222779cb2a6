import CGtk

/// A GFileMonitor on a folder: tells what changed inside it (and to it) as it happens.
@MainActor
public final class FileMonitor: Object {
  /// Watches `folder`, renames included. Throws when the folder cannot be watched.
  public init(folder: File) throws(GLibError) {
    let monitor = try throwingGError {
      g_file_monitor_directory(folder.pointer, G_FILE_MONITOR_WATCH_MOVES, nil, $0)
    }
    guard let monitor else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: "no monitor")
    }
    super.init(UnsafeMutableRawPointer(monitor), .adopt)
  }

  /// Called with the file concerned, the other file of a rename, and the event.
  @discardableResult
  public func onChanged(
    _ handler: @escaping @MainActor (File, File?, GFileMonitorEvent) -> Void
  ) -> SignalConnection {
    connect("changed", handler: handler, trampoline: monitorChanged)
  }

  /// Stops watching (GIO also stops when the monitor is finalized).
  public func cancel() { g_file_monitor_cancel(cast(to: GFileMonitor.self)) }
}

private typealias MonitorHandler = @MainActor (File, File?, GFileMonitorEvent) -> Void

private let monitorChanged:
  @convention(c) (gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void =
    { _, file, other, event, data in
      guard let handler = SignalBox<MonitorHandler>.from(data), let file else { return }
      let changed = File(borrowing: file)
      let renamed = other.map { File(borrowing: $0) }
      MainActor.assumeIsolated { handler(changed, renamed, event) }
    }
