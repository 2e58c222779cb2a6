import CGtk
import Synchronization

/// Holds a Swift handler for a GObject signal connection.
///
/// GObject owns the box: it is passed retained as the connection's user data and
/// released by a `GClosureNotify` when the connection goes away (disconnection or the
/// object's disposal), so a handler can never run after its box is freed.
final class SignalBox<Handler>: Sendable {
  /// Live boxes across the process, so tests can prove that none outlives its object.
  static var live: Int { signalBoxesAlive.load(ordering: .relaxed) }

  // The handler is only ever called on the main thread, through `MainActor.assumeIsolated`.
  nonisolated(unsafe) let handler: Handler

  init(_ handler: Handler) {
    self.handler = handler
    signalBoxesAlive.add(1, ordering: .relaxed)
  }

  deinit {
    signalBoxesAlive.subtract(1, ordering: .relaxed)
  }

  static func from(_ data: gpointer?) -> Handler? {
    guard let data else { return nil }
    return Unmanaged<SignalBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
  }
}

let signalBoxesAlive = Atomic<Int>(0)

/// How many signal handler boxes are alive. Not API: the test-support target reads it.
@_spi(Testing) public var signalHandlerBoxCount: Int {
  signalBoxesAlive.load(ordering: .relaxed)
}

/// Releases a box when GObject drops the connection.
let releaseSignalBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
