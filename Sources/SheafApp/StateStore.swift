import CGtk
import Foundation
import Gtk

/// Reads and writes `SavedState` in one file under `$XDG_STATE_HOME/sheaf/`.
///
/// Writes go through `g_file_set_contents`, which writes a temporary file and renames it
/// over the old one, so a crash mid-write leaves the old state or the new one, never a mix.
/// Saves are coalesced: a burst of changes causes one write shortly after the last.
@MainActor
final class StateStore {
  let path: String
  private(set) var state: SavedState
  private var pendingSave: SourceID?

  /// The delay between a change and its write.
  static let saveDelay: UInt32 = 300

  init(path: String = StateStore.defaultPath) {
    self.path = path
    state = SavedState()
    state = load()
  }

  static var defaultPath: String {
    String(cString: g_get_user_state_dir()) + "/sheaf/state.json"
  }

  /// Changes the state and schedules a write.
  func update(_ change: (inout SavedState) -> Void) {
    var next = state
    change(&next)
    guard next != state else { return }
    state = next
    scheduleSave()
  }

  /// Writes now, e.g. when the window closes.
  func saveNow() {
    pendingSave?.cancel()
    pendingSave = nil
    write(state)
  }

  private func scheduleSave() {
    pendingSave?.cancel()
    pendingSave = MainLoop.after(milliseconds: Self.saveDelay) { [weak self] in
      self?.pendingSave = nil
      self?.saveNow()
    }
  }

  /// A missing file means defaults; a corrupt one is reported, replaced, never fatal.
  private func load() -> SavedState {
    guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { return SavedState() }
    do {
      let (bytes, _) = try FileQueries.readPrefix(path, limit: 1 << 20)
      return try JSONDecoder().decode(SavedState.self, from: Data(bytes))
    } catch {
      FileHandle.standardError.write(
        Data("sheaf: the saved state in \(path) is unreadable (\(error)); starting afresh\n".utf8))
      write(SavedState())
      return SavedState()
    }
  }

  private func write(_ state: SavedState) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(state) else { return }
    guard let directory = g_path_get_dirname(path) else { return }
    defer { g_free(directory) }
    g_mkdir_with_parents(directory, 0o700)
    var error: UnsafeMutablePointer<GError>?
    let written = data.withUnsafeBytes { buffer in
      g_file_set_contents(
        path, buffer.baseAddress?.assumingMemoryBound(to: CChar.self), gssize(buffer.count),
        &error)
    }
    if written == 0, let error {
      let message = String(cString: error.pointee.message)
      g_error_free(error)
      FileHandle.standardError.write(Data("sheaf: could not save the state: \(message)\n".utf8))
    }
  }
}
