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
  let menu = PrimaryMenu()
  private(set) var folder: String
  private let store: StateStore
  /// The entry to select once the folder is listed (the one selected at the last quit).
  private var pendingSelection: String?

  /// A window on `folder`. With `restoring`, it takes the size, sidebar and selection the
  /// user left last time; otherwise only their sidebar preferences.
  init(application: Application, folder: String, store: StateStore, restoring: Bool) {
    self.folder = folder
    self.store = store
    let saved = store.state
    window = Window(application: application)
    window.title = "Sheaf"
    // Each pane carries its own header bar; an empty, hidden title bar keeps the window's
    // client-side decorations without a header of its own.
    window.setTitlebar(Box(), visible: false)
    window.setDefaultSize(width: saved.windowWidth, height: saved.windowHeight)
    if restoring && saved.isMaximized { window.maximize() }
    split = SplitView(sidebar: list.scroller, content: detail.root, preferences: saved.split)
    split.sidebarHeader.packEnd(menu.sidebarButton)
    split.contentHeader.packEnd(menu.detailButton)
    window.setChild(split.widget)
    pendingSelection = restoring && saved.folder == folder ? saved.selection : nil
    installActions()
    connect()
    split.delegate = self
    split.prepare(forWidth: saved.windowWidth)
    menu.update(for: split.state)
    show(folder)
  }

  /// Shows another folder in this window.
  func show(_ folder: String) {
    self.folder = folder
    split.sidebarTitle = basename(folder)
    split.contentTitle = ""
    list.replace(with: [])
    split.selection = nil
    detail.show(nil)
    load()
    remember()
  }

  private func installActions() {
    let actions: [(SheafAction, @MainActor () -> Void)] = [
      (.close, { [weak self] in self?.window.close() }),
      (.openFolder, { [weak self] in self?.chooseFolder() }),
      (.showMenu, { [weak self] in self?.menu.popup() }),
    ]
    for (action, handler) in actions {
      window.add(Action(action.name, handler))
    }
  }

  private func chooseFolder() {
    Dialogs.chooseFolder(
      title: localized("Select a Folder"), accept: localized("Open"), cancel: localized("Cancel"),
      for: window
    ) { [weak self] path in
      if let path { self?.show(path) }
    }
  }

  /// Records what the next launch restores; the store writes it shortly after.
  private func remember() {
    let size = window.defaultSize
    let maximized = window.isMaximized
    store.update { saved in
      saved.folder = folder
      saved.split = split.state.preferences
      saved.selection = split.selection
      saved.isMaximized = maximized
      // A maximized window's size is the screen's; keep the size it had before.
      if !maximized {
        saved.windowWidth = size.width
        saved.windowHeight = size.height
      }
    }
  }

  private func connect() {
    list.selection.onSelectionChanged { [weak self] in self?.selectionChanged() }
    list.view.onActivate { [weak self] row in self?.activate(row: row) }
    list.onRowClicked = { [weak self] row in self?.activate(row: row) }
    let keys = KeyController()
    // Capture phase: the rows bind Space to selection themselves, which would swallow it.
    keys.phase = GTK_PHASE_CAPTURE
    keys.onKeyPressed { [weak self] key, modifiers in
      // Keys with Ctrl or Alt keep GTK's meaning (Ctrl+Space toggles the selection).
      let chord = GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
      guard modifiers.rawValue & chord.rawValue == 0 else { return false }
      return self?.listKeyPressed(key) ?? false
    }
    list.view.addController(keys)
    for property in ["default-width", "default-height", "maximized"] {
      window.onNotify(property) { [weak self] in self?.remember() }
    }
    window.onCloseRequest { [weak self] in
      self?.remember()
      self?.store.saveNow()
      return false
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
    split.selection = entry?.path
    split.contentTitle = entry?.title ?? ""
    detail.show(entry)
  }

  private func activate(row: Int) {
    guard row < list.entries.count else { return }
    if list.selection.selected != row { list.selection.selected = row }
    split.show(list.entries[row].path)
  }

  private func load() {
    let folder = folder
    FolderLoader.load(folder) { [weak self] outcome in
      guard let self, self.folder == folder else { return }
      switch outcome {
      case .loaded(let entries):
        list.replace(with: entries)
        if let path = pendingSelection, let row = list.index(ofPath: path) {
          list.selection.selected = row
        }
        pendingSelection = nil
        split.focus(split.state.focusedPane)
        if entries.isEmpty { detail.showProblem(localized("This folder is empty.")) }
      case .failed(let message):
        detail.showProblem(message)
      }
    }
  }

  func present() { window.present() }
}

extension LibraryWindow: SplitViewDelegate {
  func splitView(_ splitView: SplitView<String>, didChangeFrom old: SplitState<String>) {
    menu.update(for: splitView.state)
    remember()
    // The list follows the model, e.g. when it dropped a selection that no longer exists.
    if splitView.selection == nil, list.selection.selected != nil {
      list.selection.selected = nil
    }
  }

  func splitView(_ splitView: SplitView<String>, moveFocusTo pane: Pane) -> Bool {
    guard pane == .primary else { return false }
    list.focusSelectedRow()
    return true
  }
}

/// The last component of a path, for the sidebar title.
private func basename(_ path: String) -> String {
  guard let name = g_path_get_basename(path) else { return path }
  defer { g_free(name) }
  return String(cString: name)
}
