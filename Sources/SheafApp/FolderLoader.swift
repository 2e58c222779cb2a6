import Gtk

/// Reads a folder's listing off the main thread: regular, non-hidden files in natural order.
enum FolderLoader {
  enum Outcome: Sendable {
    case loaded([LibraryEntry])
    case failed(String)
  }

  static func load(
    _ path: String, then completion: @escaping @Sendable @MainActor (Outcome) -> Void
  ) {
    MainLoop.background({ list(path) }, then: completion)
  }

  /// The synchronous part, run on the worker thread.
  static func list(_ path: String) -> Outcome {
    do {
      let entries = try FileQueries.listDirectory(path)
        .filter { $0.isRegularFile && !$0.isHidden }
        .map(LibraryEntry.init)
        .sorted(by: LibraryEntry.naturalOrder)
      return .loaded(entries)
    } catch {
      return .failed(localized("Could not open the folder: %s", "\(error)"))
    }
  }
}
