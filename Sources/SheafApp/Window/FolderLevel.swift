import Gtk

/// One folder of the list column: the folder a window opened, or one entered from it. Each
/// level keeps its own list, following its folder, with its own selection and filter, so going
/// back shows the parent as it was left, at once.
@MainActor
final class FolderLevel {
  /// The folder listed; the root level's changes when the window opens another.
  var folder: File
  let list = FileList()
  var watcher: FolderWatcher?
  /// The file to select once the list shows it.
  var awaited = AwaitedSelection()
  /// What the folder as a whole has to say (empty, failed, gone), shown in place of the list.
  var message: StatusMessage?
  /// The folder was deleted or moved away while listed.
  var isGone = false
  /// What the detail says until a file is chosen here (Sheaf came back from a folder gone).
  var notice: StatusMessage?

  init(folder: File) {
    self.folder = folder
  }

  /// The folder's name for titles and sentences. The root of a location that is not on this
  /// computer has no name of its own ("/" for "recent:///"): it goes by its address.
  var name: String { Self.name(of: folder) }

  static func name(of folder: File) -> String {
    folder.pathBytes == nil && folder.parent == nil ? folder.displayPath : folder.displayName
  }

  /// Lists `folder` afresh, following it, and tells `changed` of what happens in it.
  func open(_ folder: File, changed: @escaping @MainActor (FolderWatcher.Change) -> Void) {
    self.folder = folder
    watcher?.stop()
    watcher = FolderWatcher(folder, onChange: changed)
    message = nil
    isGone = false
    list.folderOpened()
    list.model.open(folder)
  }

  /// Stops following the folder and empties the list (the folder is gone, or the window
  /// closes).
  func close() {
    watcher?.stop()
    watcher = nil
    list.model.close()
  }

  /// Stops following the folder, the list left as it is: the level is left, and nothing will
  /// show its list again. (Emptying it would have the list view drop each row while the
  /// parent waits to be painted.)
  func leave() {
    watcher?.stop()
    watcher = nil
    list.model.stop()
  }
}
