import CGtk

/// CPU-bound work on GLib's worker threads (GTask's pool, or a `WorkerPool`), with the result
/// handed back on the main loop. No thread is created per request, and a cancelled job's
/// result is dropped.
public enum Background {
  /// Results dropped because their job was cancelled, for tests that wait for one.
  @MainActor static var droppedResults = 0

  /// Runs `work` on a worker thread (one of `pool`'s, if given), then `completion`, if given,
  /// on the main thread with its result, unless `cancellable` was cancelled by then (then
  /// `completion` never runs).
  public static func run<Value: Sendable>(
    on pool: WorkerPool? = nil,
    cancellable: Cancellable,
    _ work: @escaping @Sendable (Cancellable) throws -> Value,
    then completion: @escaping @MainActor (Result<Value, any Error>) -> Void = { _ in }
  ) {
    let job = Job(cancellable: cancellable, work: work, completion: completion)
    if let pool, pool.submit(job) { return }
    let task = g_task_new(
      nil, cancellable.pointer, jobFinished, Unmanaged.passRetained(job).toOpaque())
    g_task_set_task_data(task, Unmanaged.passRetained(job).toOpaque(), releaseJob)
    g_task_run_in_thread(task, runJob)
    g_object_unref(UnsafeMutableRawPointer(task))
  }
}

/// One job: its work, its result once run, and what to do with it.
private final class Job<Value: Sendable>: JobProtocol, @unchecked Sendable {
  let cancellable: Cancellable
  let work: @Sendable (Cancellable) throws -> Value
  // Written once on the worker before the task returns, read on the main thread after:
  // GTask orders the two.
  private var result: Result<Value, any Error>?
  // Only called on the main thread.
  private let completion: @MainActor (Result<Value, any Error>) -> Void

  init(
    cancellable: Cancellable, work: @escaping @Sendable (Cancellable) throws -> Value,
    completion: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) {
    self.cancellable = cancellable
    self.work = work
    self.completion = completion
  }

  func runOnWorker() {
    result = Result { try work(cancellable) }
  }

  @MainActor
  func finish() {
    guard !cancellable.isCancelled, let result else {
      Background.droppedResults += 1
      return
    }
    completion(result)
  }
}

protocol JobProtocol: AnyObject {
  func runOnWorker()
  @MainActor func finish()
}

private let runJob: GTaskThreadFunc = { task, _, data, _ in
  guard let data else { return }
  (Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? any JobProtocol)?.runOnWorker()
  g_task_return_boolean(task, 1)
}

private let jobFinished: GAsyncReadyCallback = { _, _, data in
  // The pointer crosses into the main-actor closure as a number: pointers are not Sendable.
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated {
    guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
    let job = Unmanaged<AnyObject>.fromOpaque(data).takeRetainedValue()
    (job as? any JobProtocol)?.finish()
  }
}

private let releaseJob: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
