import CGtk
import Gtk

/// Watches the folder: files coming, going, renamed and rewritten, and the folder itself
/// vanishing.
@MainActor
final class FolderWatcher {
  enum Change {
    /// A file was created or moved in.
    case appeared(EntryID)
    /// A file's contents or attributes changed.
    case changed(EntryID)
    /// A file went away, or was renamed to `to` (nil when it left the folder).
    case removed(EntryID, renamedTo: EntryID?)
    /// The folder itself was deleted or moved away.
    case folderGone
  }

  private let monitor: FileMonitor

  /// A folder that cannot be watched is still shown; it just does not update by itself.
  init(_ folder: File, onChange: @escaping @MainActor (Change) -> Void) {
    monitor = FileMonitor(folder: folder) { events in
      for event in events {
        if let change = Self.change(event) { onChange(change) }
      }
    }
  }

  func stop() { monitor.cancel() }

  /// Whether GIO watches the folder: nil until it has said.
  var isWatching: Bool? {
    switch monitor.state {
    case .starting: nil
    case .watching: true
    case .failed: false
    }
  }

  private static func change(_ event: FileMonitor.Event) -> Change? {
    let id = EntryID(name: event.name)
    let isFolder = event.isFolder
    switch event.kind {
    case G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_MOVED_IN:
      return isFolder ? nil : .appeared(id)
    // GIO reports a file being written at most once per its rate limit (CHANGED), and once
    // more when the writer closes it (CHANGES_DONE_HINT): a log kept open never sends the
    // second.
    case G_FILE_MONITOR_EVENT_CHANGED, G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT,
      G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
      return isFolder ? nil : .changed(id)
    case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
      return isFolder ? .folderGone : .removed(id, renamedTo: nil)
    case G_FILE_MONITOR_EVENT_RENAMED:
      return .removed(id, renamedTo: event.newName.map { EntryID(name: $0) })
    default:
      return nil
    }
  }
}
