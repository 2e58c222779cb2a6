import Gtk

/// The folders' item counts the list's rows show, counted on workers and kept, a bounded
/// number, by folder and modification time (adding or removing an item changes the time).
@MainActor
final class FolderCounts {
  static let shared = FolderCounts()

  /// How many counts are kept.
  static let capacity = 2048

  private var cache = BoundedCache<FolderSummary>(capacity: FolderCounts.capacity)

  /// The count of `folder` as it was at `modified`, if known.
  func cached(_ folder: File, modified: Int64) -> FolderSummary? {
    cache[Self.key(folder, modified: modified)]
  }

  /// Counts `folder`'s items and calls `ready` with them, unless `cancellable` is cancelled
  /// first or the folder cannot be read.
  func count(
    _ folder: File, modified: Int64, cancellable: Cancellable,
    ready: @escaping @MainActor (FolderSummary) -> Void
  ) {
    let key = Self.key(folder, modified: modified)
    Background.run(cancellable: cancellable) { cancellable in
      try FolderSummary.read(folder, cancellable: cancellable)
    } then: { [weak self] result in
      guard case .success(let summary) = result else { return }
      self?.cache.store(summary, for: key)
      ready(summary)
    }
  }

  private static func key(_ folder: File, modified: Int64) -> String {
    "\(folder.uri)@\(modified)"
  }

}
