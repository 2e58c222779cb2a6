import CGtk
import Gtk
import SplitState
import SplitView

/// One window showing one folder: the list in the sidebar, the chosen entry in the detail.
@MainActor
final class LibraryWindow {
  let window: Window
  let split: SplitView<String>
  let list = LibraryList()
  let detail = DetailPane()
  let folder: String

  init(application: Application, folder: String) {
    self.folder = folder
    window = Window(application: application)
    window.title = "Sheaf"
    window.setDefaultSize(width: 1100, height: 700)
    split = SplitView(sidebar: list.scroller, detail: detail.root)
    split.sidebarTitle = basename(folder)
    split.detailTitle = ""
    window.setChild(split.widget)
    split.prepare(width: 1100)
    connect()
    load()
  }

  private func connect() {
    list.selection.onSelectionChanged { [weak self] in self?.selectionChanged() }
    list.view.onActivate { [weak self] row in self?.activate(row: row) }
    list.onRowClicked = { [weak self] row in self?.activate(row: row) }
    let keys = KeyController()
    keys.onKeyPressed { [weak self] key, _ in self?.listKeyPressed(key) ?? false }
    list.view.addController(keys)
    split.focusSidebar = { [weak self] in self?.list.focusSelectedRow() }
    split.onTransition = { [weak self] transition in
      // The list follows the model, e.g. when it dropped a selection that no longer exists.
      guard let self, transition.new.selection == nil, list.selection.selected != nil else {
        return
      }
      list.selection.selected = nil
    }
  }

  /// Keys the list handles beyond GtkListView's own.
  private func listKeyPressed(_ key: UInt32) -> Bool {
    switch Int32(key) {
    case GDK_KEY_space:
      // Space opens the selected row, like Enter (SPEC §4).
      guard let row = list.selection.selected else { return false }
      activate(row: row)
      return true
    case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab:
      // GTK 4.8's list view tabs from row to row; Tab and Shift+Tab leave it for the detail,
      // the only other place to go, when it is on screen.
      guard split.state.visiblePanes.contains(.secondary) else { return false }
      split.focus(.secondary)
      return true
    default:
      return false
    }
  }

  private func selectionChanged() {
    let entry = list.selectedEntry
    split.send(.select(entry?.path))
    split.detailTitle = entry?.title ?? ""
    detail.show(entry)
  }

  private func activate(row: Int) {
    guard row < list.entries.count else { return }
    if list.selection.selected != row { list.selection.selected = row }
    split.send(.activate(list.entries[row].path))
  }

  private func load() {
    FolderLoader.load(folder) { [weak self] outcome in
      guard let self else { return }
      switch outcome {
      case .loaded(let entries):
        list.replace(with: entries)
        split.focus(split.state.focusedPane)
        if entries.isEmpty { detail.showProblem(localized("This folder is empty.")) }
      case .failed(let message):
        detail.showProblem(message)
      }
    }
  }

  func present() { window.present() }
}

/// The last component of a path, for the sidebar title.
private func basename(_ path: String) -> String {
  guard let name = g_path_get_basename(path) else { return path }
  defer { g_free(name) }
  return String(cString: name)
}
