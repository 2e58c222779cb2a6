import CGtk
import Gtk

/// Watches the folder for what GtkDirectoryList's own monitor leaves out: a file rewritten in
/// place (its row and its preview must refresh), and the folder itself vanishing.
@MainActor
final class FolderWatcher {
  enum Change {
    /// A file's contents changed (and the writer is done).
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
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
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
