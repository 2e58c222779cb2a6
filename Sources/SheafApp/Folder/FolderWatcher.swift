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

  private let monitor: FileMonitor?
  private let folder: File

  init(_ folder: File, onChange: @escaping @MainActor (Change) -> Void) {
    self.folder = folder
    // A folder that cannot be watched is still shown; it just does not update by itself.
    monitor = try? FileMonitor(folder: folder)
    monitor?.onChanged { [folder] file, other, event in
      guard let change = Self.change(file, other, event, in: folder) else { return }
      onChange(change)
    }
  }

  func stop() { monitor?.cancel() }

  /// Whether GIO gave a monitor for the folder; without one, nothing can follow it.
  var isWatching: Bool { monitor != nil }

  private static func change(
    _ file: File, _ other: File?, _ event: GFileMonitorEvent, in folder: File
  ) -> Change? {
    let id = EntryID(name: file.basenameBytes)
    switch event {
    case G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_MOVED_IN:
      return file == folder ? nil : .appeared(id)
    // GIO reports a file being written at most once per its rate limit (CHANGED), and once
    // more when the writer closes it (CHANGES_DONE_HINT): a log kept open never sends the
    // second.
    case G_FILE_MONITOR_EVENT_CHANGED, G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT,
      G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
      return file == folder ? nil : .changed(id)
    case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT:
      return file == folder ? .folderGone : .removed(id, renamedTo: nil)
    case G_FILE_MONITOR_EVENT_RENAMED:
      return .removed(id, renamedTo: other.map { EntryID(name: $0.basenameBytes) })
    default:
      return nil
    }
  }
}
