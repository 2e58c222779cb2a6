import CGtk

/// A few worker threads of one's own, for work that comes in bursts (a screenful of
/// thumbnails): at most `threads` jobs run at once, in the order they were asked for, and the
/// queue moves on without the main loop, even while the main thread is busy drawing. Capping
/// the threads below the machine's cores leaves one for the main thread, which GTask's shared
/// pool, growing to a dozen threads, would crowd out.
public final class WorkerPool: Sendable {
  private nonisolated(unsafe) let pool: UnsafeMutablePointer<GThreadPool>?

  /// A pool of at most `threads` threads (at least one), started as work arrives. With
  /// `yielding`, the threads run at a lower CPU priority than the rest of the process, so
  /// that their work never takes a core from drawing (on a machine of two cores, GL's
  /// software rasterizer wants both).
  public init(threads: Int, yielding: Bool = false) {
    pool = g_thread_pool_new(
      runPooledJob, yielding ? UnsafeMutableRawPointer(bitPattern: 1) : nil,
      gint(clamping: max(1, threads)), 0, nil)
  }

  // Jobs already queued still run (each holds what it needs); the pool goes once they have.
  deinit {
    if let pool { g_thread_pool_free(pool, 0, 0) }
  }

  /// At most one thread fewer than the machine has cores, and at least one.
  public static var sparingOneCore: Int { max(1, Int(g_get_num_processors()) - 1) }

  /// Queues `job`; false if the pool could not be made, so the caller runs it elsewhere.
  func submit(_ job: any JobProtocol) -> Bool {
    guard let pool else { return false }
    g_thread_pool_push(pool, Unmanaged<AnyObject>.passRetained(job).toOpaque(), nil)
    return true
  }
}

private let runPooledJob: GFunc = { data, yielding in
  guard let data else { return }
  // Each time: a pool's threads come and go, and setting it again costs one system call.
  if yielding != nil { cgtk_lower_thread_priority() }
  (Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? any JobProtocol)?
    .runOnWorker()
  // The job's reference passes to the main loop, which finishes and releases it. An idle
  // source, always: g_main_context_invoke would run it right here whenever the main thread
  // happens not to hold the loop.
  g_idle_add_full(G_PRIORITY_DEFAULT, finishPooledJob, data, nil)
}

private let finishPooledJob: GSourceFunc = { data in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated {
    guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
    let job = Unmanaged<AnyObject>.fromOpaque(data).takeRetainedValue()
    (job as? any JobProtocol)?.finish()
  }
  return 0  // G_SOURCE_REMOVE
}
