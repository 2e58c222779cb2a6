import CGtk
import Synchronization

/// A GFileMonitor on a folder, watched from a thread of its own: tells what changed inside it
/// (and to it) in batches on the main loop.
///
/// GIO emits one signal per event on the context the monitor was made on, and hands over every
/// event it has queued in one dispatch: a folder of 100,000 files being deleted would hold the
/// main loop for the whole burst. Here GIO's signals run on the watch thread, which keeps only
/// the names and the kind of each event; the main thread takes at most `batchSize` of them per
/// turn of its loop, so drawing and input go on between batches.
@MainActor
public final class FileMonitor {
  /// One change, as GIO reported it.
  public struct Event: Sendable, Equatable {
    /// The name of the file concerned, as bytes; empty for the folder itself.
    public let name: [UInt8]
    /// The new name, for a rename inside the folder.
    public let newName: [UInt8]?
    /// What happened: created, deleted, changed, renamed, moved in or out.
    public let kind: GFileMonitorEvent
    /// Whether the event concerns the watched folder itself (deleted, moved away).
    public let isFolder: Bool
  }

  /// Whether GIO watches the folder.
  public enum State: Sendable {
    /// The watch thread has not made the monitor yet.
    case starting
    /// Events are reported.
    case watching
    /// GIO cannot watch it (a location without a monitor, a folder that cannot be read).
    case failed(GLibError)
  }

  /// Whether the folder is watched, as the watch thread last said.
  public private(set) var state: State = .starting
  private let sink: MonitorSink

  /// Watches `folder`, renames included, and calls `handler` on the main thread with at most
  /// `batchSize` events at a time, in the order GIO reported them.
  public init(
    folder: File, batchSize: Int = 1000, handler: @escaping @MainActor ([Event]) -> Void
  ) {
    sink = MonitorSink(folder: folder, batchSize: max(1, batchSize))
    sink.onEvents = handler
    sink.onState = { [weak self] state in self?.state = state }
    let sink = self.sink
    WatchThread.shared.run { sink.start() }
  }

  deinit { Self.cancel(sink) }

  /// Stops watching; no event is delivered after this returns.
  public func cancel() { Self.cancel(sink) }

  private nonisolated static func cancel(_ sink: MonitorSink) {
    sink.cancel()
    WatchThread.shared.run { sink.stop() }
  }
}

/// What the watch thread and the main thread share of one monitor.
private final class MonitorSink: @unchecked Sendable {
  let folder: File
  let batchSize: Int
  private struct Shared {
    var events: [FileMonitor.Event] = []
    var next = 0
    var flushScheduled = false
    var cancelled = false
  }
  private let shared = Mutex(Shared())

  // Main thread only.
  nonisolated(unsafe) var onEvents: (@MainActor ([FileMonitor.Event]) -> Void)?
  nonisolated(unsafe) var onState: (@MainActor (FileMonitor.State) -> Void)?

  // Watch thread only.
  private var monitor: UnsafeMutablePointer<GFileMonitor>?
  private var handlerID: gulong = 0

  init(folder: File, batchSize: Int) {
    self.folder = folder
    self.batchSize = batchSize
  }

  // MARK: On the watch thread

  func start() {
    guard !shared.withLock({ $0.cancelled }) else { return }
    var error: UnsafeMutablePointer<GError>?
    let monitor = g_file_monitor_directory(folder.pointer, G_FILE_MONITOR_WATCH_MOVES, nil, &error)
    let state: FileMonitor.State
    if let monitor {
      self.monitor = monitor
      // The connection holds the sink until `stop` disconnects it.
      handlerID = g_signal_connect_data(
        monitor, "changed", unsafeBitCast(monitorChanged, to: GCallback.self),
        Unmanaged.passRetained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
      state = .watching
    } else {
      state = .failed(
        error.map { GLibError(taking: $0) }
          ?? GLibError(
            domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
            message: "no monitor"))
    }
    MainLoop.idle(priority: G_PRIORITY_DEFAULT) { [self] in
      guard !shared.withLock({ $0.cancelled }) else { return }
      onState?(state)
    }
  }

  func stop() {
    guard let monitor else { return }
    g_signal_handler_disconnect(monitor, handlerID)
    g_file_monitor_cancel(monitor)
    g_object_unref(monitor)
    self.monitor = nil
    Unmanaged.passUnretained(self).release()
  }

  func received(_ file: OpaquePointer, _ other: OpaquePointer?, _ kind: GFileMonitorEvent) {
    let isFolder = g_file_equal(file, folder.pointer) != 0
    let event = FileMonitor.Event(
      name: isFolder ? [] : File.basenameBytes(of: file), newName: other.map(File.basenameBytes),
      kind: kind,
      isFolder: isFolder)
    let schedule = shared.withLock { shared in
      guard !shared.cancelled else { return false }
      shared.events.append(event)
      defer { shared.flushScheduled = true }
      return !shared.flushScheduled
    }
    // GIO's own priority for its events.
    if schedule { MainLoop.idle(priority: G_PRIORITY_DEFAULT) { [self] in flush() } }
  }

  // MARK: On the main thread

  @MainActor
  private func flush() {
    let (batch, more) = shared.withLock { shared -> ([FileMonitor.Event], Bool) in
      guard !shared.cancelled else { return ([], false) }
      let end = min(shared.events.count, shared.next + batchSize)
      let batch = Array(shared.events[shared.next..<end])
      guard end < shared.events.count else {
        shared.events.removeAll(keepingCapacity: false)
        shared.next = 0
        shared.flushScheduled = false
        return (batch, false)
      }
      shared.next = end
      return (batch, true)
    }
    // The rest waits until the loop has drawn and taken input.
    if more { MainLoop.idle { [self] in flush() } }
    if !batch.isEmpty { onEvents?(batch) }
  }

  func cancel() {
    shared.withLock { shared in
      shared.cancelled = true
      shared.events = []
    }
  }
}

private let monitorChanged:
  @convention(c) (
    UnsafeMutablePointer<GFileMonitor>?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent,
    gpointer?
  ) -> Void = { _, file, other, event, data in
    guard let data, let file else { return }
    Unmanaged<MonitorSink>.fromOpaque(data).takeUnretainedValue().received(file, other, event)
  }

/// The thread GIO's monitors report on: one for the process, running a main loop of its own.
private final class WatchThread: Sendable {
  static let shared = WatchThread()
  private nonisolated(unsafe) let context: OpaquePointer

  private init() {
    guard let context = g_main_context_new() else { fatalError("GLib could not allocate") }
    self.context = context
    // The thread holds a reference of its own: it runs the loop for the life of the process.
    g_main_context_ref(context)
    let thread = g_thread_new("file-monitors", runWatchLoop, UnsafeMutableRawPointer(context))
    g_thread_unref(thread)
  }

  /// Runs `work` on the watch thread, after anything asked for earlier.
  func run(_ work: @escaping @Sendable () -> Void) {
    let source = g_idle_source_new()
    g_source_set_priority(source, G_PRIORITY_DEFAULT)
    let box = Unmanaged.passRetained(WatchWork(work)).toOpaque()
    g_source_set_callback(source, runWatchWork, box, releaseWatchWork)
    g_source_attach(source, context)
    g_source_unref(source)
  }
}

private final class WatchWork: Sendable {
  let work: @Sendable () -> Void
  init(_ work: @escaping @Sendable () -> Void) { self.work = work }
}

private let runWatchLoop: GThreadFunc = { data in
  let context = OpaquePointer(data)
  // Monitors made on this thread report on its thread-default context.
  g_main_context_push_thread_default(context)
  let loop = g_main_loop_new(context, 0)
  g_main_loop_run(loop)
  return nil
}

private let runWatchWork: GSourceFunc = { data in
  if let data { Unmanaged<WatchWork>.fromOpaque(data).takeUnretainedValue().work() }
  return 0  // G_SOURCE_REMOVE
}

private let releaseWatchWork: GDestroyNotify = { data in
  if let data { Unmanaged<WatchWork>.fromOpaque(data).release() }
}
