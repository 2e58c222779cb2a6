import CGtk
import Gtk

/// Whether a list is moving, for work that can wait until it stops. Paging through a folder
/// of pictures binds a screenful of rows at each key press, and a thumbnail made for each
/// of them would be decoded, handed to the main thread and drawn, once per row that is
/// gone again a moment later: the window then spends every frame on pictures nobody sees.
@MainActor
final class ScrollPause {
  /// How long the list must have stood still: longer than key repeat's interval, short
  /// enough that the thumbnails come as the eye settles.
  static let stillMilliseconds: UInt32 = 150

  private var movedAt: gint64?

  /// The list moved.
  func moved() {
    movedAt = g_get_monotonic_time()
  }

  private var isStill: Bool {
    guard let movedAt else { return true }
    return g_get_monotonic_time() - movedAt >= gint64(Self.stillMilliseconds) * 1000
  }

  /// Runs `work` once the list has stood still for a moment (now, if it has), unless
  /// `cancellable` is cancelled first.
  func whenStill(unless cancellable: Cancellable, _ work: @escaping @MainActor () -> Void) {
    guard !cancellable.isCancelled else { return }
    if isStill { return work() }
    MainLoop.after(milliseconds: Self.stillMilliseconds) { [weak self] in
      self?.whenStill(unless: cancellable, work)
    }
  }
}
