import CGtk
import Gtk

/// Gives the memory of closed windows back to the system. glibc keeps what a program frees in
/// its heap for reuse, and a window's memory is freed in many small pieces between pieces that
/// stay: after twenty windows close, hundreds of MB are free yet still counted as Sheaf's, and
/// more of them on each round of opening and closing. A trim after the last close of a burst
/// returns them.
@MainActor
enum MemoryRelease {
  /// Long enough for a closed window's widgets to be finalized (some go on idle) and for the
  /// next close of a burst to come; short enough that the memory is back within a second.
  static let delayMilliseconds: UInt32 = 300

  /// How many trims have run, for tests.
  private(set) static var trims = 0

  private static var pending: SourceID?

  /// A window closed: trims once no other has closed for a moment.
  static func windowClosed() {
    pending?.cancel()
    pending = MainLoop.after(milliseconds: delayMilliseconds) {
      pending = nil
      // On a worker: walking a heap of a GB takes tens of milliseconds the main loop would
      // otherwise spend not drawing.
      Background.run(cancellable: Cancellable()) { _ in
        cgtk_release_free_memory()
      } then: { _ in
        trims += 1
      }
    }
  }
}
