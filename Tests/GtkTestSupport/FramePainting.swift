import Gtk

/// Lets GTK lay out and paint `count` frames of `window`, one after the other; false as soon
/// as one is not painted (the main loop gave up waiting, or the window has no frame clock).
@MainActor
public func paintFrames(_ window: Window, count: Int = 1) -> Bool {
  for _ in 0..<count {
    var painted = false
    guard let connection = window.onFramePainted({ painted = true }) else { return false }
    defer { connection.disconnect() }
    window.queueDraw()
    guard MainLoop.run(until: { painted }) else { return false }
  }
  return true
}
