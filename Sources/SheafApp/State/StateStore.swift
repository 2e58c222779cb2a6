import CGtk
import Glibc
import Gtk

/// Keeps `SavedState` in one file, `$XDG_STATE_HOME/sheaf/state.ini`.
///
/// It is read once, asynchronously, before the first window; writes are coalesced (a burst of
/// changes causes one write shortly after the last) and done on a worker thread with
/// `g_file_set_contents`, which writes a temporary file and renames it over the old one, so a
/// crash mid-write leaves the old state or the new one, never a mix. A bad file is reported
/// on standard error and replaced; it never stops Sheaf.
@MainActor
final class StateStore {
  let folder: String
  var path: String { folder + "/state.ini" }
  private(set) var state = SavedState()
  private var pendingSave: SourceID?
  /// Set while a write runs on a worker; a change meanwhile is written right after it.
  private var isWriting = false
  private var isDirty = false
  /// Keeps the application running until the last write is on disk.
  var hold: (() -> Void)?
  var release: (() -> Void)?

  /// The delay between a change and its write.
  static let saveDelay: UInt32 = 300

  init(folder: String = StateStore.defaultFolder) {
    self.folder = folder
  }

  static var defaultFolder: String {
    String(cString: g_get_user_state_dir()) + "/sheaf"
  }

  /// Reads the saved state, then calls `ready` (also when there is none, or it is broken).
  func load(then ready: @escaping @MainActor () -> Void) {
    removeLeftovers()
    let file = File(pathBytes: Array(path.utf8))
    FileReading.readPrefix(file, limit: StateFile.largest, cancellable: Cancellable()) {
      [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let prefix):
        let (loaded, problems) =
          prefix.truncated
          ? (SavedState(), ["it is larger than any state Sheaf writes"])
          : StateFile.decode(prefix.bytes)
        state = loaded
        if !problems.isEmpty {
          log("the saved state in \(path) was partly unusable: \(problems.joined(separator: "; "))")
          scheduleSave()
        }
      case .failure(let error) where error.matches(G_IO_ERROR_NOT_REGULAR_FILE):
        // A FIFO, a device or a folder, refused unread (a FIFO would wait for a writer): left
        // in place, not ours to delete, and replaced by the first save, which renames over it.
        log("the saved state in \(path) is not a regular file; starting afresh")
        scheduleSave()
      case .failure(let error) where error.matches(G_IO_ERROR_NOT_FOUND):
        discardOlderLayout()
      case .failure(let error):
        log("the saved state in \(path) could not be read (\(error.message)); starting afresh")
        scheduleSave()
      }
      ready()
    }
  }

  /// A write cut short (the process killed mid-write) leaves `state.ini.XXXXXX` behind; the
  /// folder is ours, so those go, on a worker.
  private func removeLeftovers() {
    let folder = folder
    Background.run(cancellable: Cancellable()) { _ in
      guard let directory = g_dir_open(folder, 0, nil) else { return }
      defer { g_dir_close(directory) }
      while let name = g_dir_read_name(directory) {
        let entry = String(cString: name)
        if entry.hasPrefix("state.ini.") { unlink(folder + "/" + entry) }
      }
    } then: { _ in
    }
  }

  /// Sheaf 0.1 kept its state as JSON, with the split view's thresholds in it: not read, so
  /// nothing of that configuration comes back; said once, then removed (the folder is ours).
  private func discardOlderLayout() {
    let old = File(pathBytes: Array((folder + "/state.json").utf8))
    let deleted = AsyncCall { [path] source, result in
      if g_file_delete_finish(OpaquePointer(source), result, nil) != 0 {
        log("the state saved by an older Sheaf is not used; it is replaced by \(path)")
      }
    }
    g_file_delete_async(old.pointer, G_PRIORITY_LOW, nil, deleted.callback, deleted.userData)
  }

  /// Changes the state and schedules a write.
  func update(_ change: (inout SavedState) -> Void) {
    var next = state
    change(&next)
    guard next != state else { return }
    state = next
    scheduleSave()
  }

  /// Writes now, e.g. when a window closes.
  func saveNow() {
    pendingSave?.cancel()
    pendingSave = nil
    write()
  }

  private func scheduleSave() {
    pendingSave?.cancel()
    pendingSave = MainLoop.after(milliseconds: Self.saveDelay) { [weak self] in
      self?.pendingSave = nil
      self?.write()
    }
  }

  private func write() {
    guard !isWriting else {
      isDirty = true
      return
    }
    isWriting = true
    isDirty = false
    hold?()
    let data = StateFile.encode(state)
    let folder = folder
    let path = path
    Background.run(cancellable: Cancellable()) { _ in
      try Self.writeFile(data, folder: folder, path: path)
    } then: { [weak self] result in
      if case .failure(let error) = result {
        log("could not save the state in \(path): \(error)")
      }
      guard let self else { return }
      isWriting = false
      if isDirty { write() }
      release?()
    }
  }

  nonisolated private static func writeFile(_ data: [UInt8], folder: String, path: String) throws {
    g_mkdir_with_parents(folder, 0o700)
    _ = try data.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { chars in
        try throwingGError { g_file_set_contents(path, chars.baseAddress, gssize(chars.count), $0) }
      }
    }
  }
}
