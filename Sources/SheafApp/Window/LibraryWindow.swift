import CGtk
import Gtk
import SplitState
import SplitView

/// One window showing one folder: the file list in the sidebar, the chosen file in the content.
/// Folders entered from it stack up in the sidebar as levels, each with its own list.
@MainActor
final class LibraryWindow {
  let window: Window
  let split: SplitView<EntryID>
  /// The folder the window opened.
  let root: FolderLevel
  /// The folders entered from it, deepest last.
  var entered: [FolderLevel] = []
  /// The folders still to enter, outermost first, to bring back where the user was; then the
  /// file to select in the last one.
  var pathToRestore: [EntryID] = []
  var selectionAfterPath: EntryID?
  /// The places links were followed from, the last last, with the folder each led to.
  var linksFollowed: [(folder: File, selection: EntryID?, landing: File)] = []
  /// Whether hidden files are listed, in every level.
  var showsHidden: Bool
  /// The order of every level's list.
  var order: ListOrder
  /// Set while the levels are listed again.
  var relisting = false
  /// The folders left with Back, to enter again with Forward, the nearest last.
  var forward: [EntryID] = []
  /// Levels just left, let go once the level that shows instead has been painted.
  var leftLevels: [FolderLevel] = []
  /// The level on show.
  var current: FolderLevel { entered.last ?? root }
  /// The list on show.
  var list: FileList { current.list }
  let detail = DetailPane()
  /// The folder tree, the first of three columns when the window is wide.
  let tree = FolderTree()
  let menu = PrimaryMenu()
  let openWith = OpenWithControls()
  private let actions: DetailActions
  /// The actions on the file on show, greyed while there is none.
  private var fileActions: [(Action, SheafAction.Need)] = []
  private let searchToggle = ToggleButton(
    iconName: "edit-find-symbolic", accessibleLabel: localized("Filter by Name"))

  /// The folder on show.
  var folder: File { current.folder }
  private let store: StateStore
  private weak var application: Application?
  /// The file to select once the list on show shows it.
  var awaited: AwaitedSelection {
    get { current.awaited }
    set { current.awaited = newValue }
  }
  /// What the folder on show has to say as a whole, shown in place of its list.
  var folderMessage: StatusMessage? {
    get { current.message }
    set { current.message = newValue }
  }

  /// A window on `folder`, entering the folders of `path` one after the other and then
  /// selecting `selecting`, each once it is listed. With `restoring`, it takes the size and
  /// the sidebar the user left last time.
  init(
    application: Application, folder: File, path: [EntryID] = [], selecting: EntryID?,
    store: StateStore, restoring: Bool
  ) {
    root = FolderLevel(folder: folder)
    showsHidden = store.state.showsHidden
    order = store.state.order
    self.store = store
    self.application = application
    let saved = store.state
    window = Window(application: application)
    // Each pane carries its own header bar; an empty, hidden title bar keeps the window's
    // client-side decorations without a header of its own.
    window.setTitlebar(Box(), visible: false)
    window.setDefaultSize(width: saved.windowWidth, height: saved.windowHeight)
    if restoring && saved.isMaximized { window.maximize() }
    actions = DetailActions(detail: detail.root, openWith: openWith.root, menu: menu.detailButton)
    split = SplitView(
      primary: tree.root, sidebar: root.list.root, content: actions.root,
      configuration: Self.configuration, preferences: saved.split)
    split.primaryTitle = localized("Folders")
    tree.showsHidden = showsHidden
    split.sidebarShortcut = KeyboardMap.sidebarKey
    searchToggle.tooltip = KeyboardMap.tooltip(localized("Filter by Name"), for: .find)
    // Flat, as every header button (see `SplitHeaders`).
    searchToggle.addCSSClass("flat")
    split.sidebarHeader.packEnd(menu.sidebarButton)
    split.sidebarHeader.packStart(searchToggle)
    split.contentHeader.packEnd(menu.detailButton)
    split.contentHeader.packEnd(openWith.root)
    window.setChild(split.widget)
    installActions()
    connect()
    tree.onChosen = { [weak self] folder in self?.go(to: folder, selecting: nil) }
    wire(root)
    split.delegate = self
    split.prepare(forWidth: saved.windowWidth)
    menu.update(for: split.state)
    updateOpenWith()
    show(folder, selecting: path.first ?? selecting)
    pathToRestore = path
    selectionAfterPath = path.isEmpty ? nil : selecting
  }

  /// Three columns (the folder tree, the list, the detail) with the standard sizes, the tree
  /// and the list widening with the user's text size, so names stay readable in large print.
  private static var configuration: SplitConfiguration {
    let scale = min(max(Settings.textScale, 1), 1.6)
    let standard = SplitConfiguration.standard
    return
      (try? SplitConfiguration(
        style: .tripleColumn,
        compactThreshold: standard.compactThreshold, regularThreshold: standard.regularThreshold,
        wideThreshold: standard.wideThreshold, sidebarFraction: treeFraction,
        minimumSidebarWidth: standard.minimumSidebarWidth * scale,
        maximumSidebarWidth: widestTree * scale,
        supplementaryFraction: standard.supplementaryFraction,
        minimumSupplementaryWidth: standard.minimumSupplementaryWidth * scale,
        maximumSupplementaryWidth: standard.maximumSupplementaryWidth * scale)) ?? standard
  }

  /// The tree holds short names, indented: narrower than the list beside it.
  private static let treeFraction = 0.2
  private static let widestTree = 300.0

  /// Shows the window with the focus already where the layout wants it, so the first frame
  /// draws no focus moving in; a new window first waits, briefly, for its first files and
  /// the preview of the file it opens on.
  func present() {
    presentation.present(hasContent: hasSomethingToShow)
  }

  /// The folder's first files are in, and the preview of the file on show if there is one.
  private var hasSomethingToShow: Bool {
    list.model.hasSomethingToShow && !detail.isLoading
  }

  private lazy var presentation = WindowPresentation(
    window: window,
    placeFocus: { [weak self] in
      guard let self else { return }
      split.focus(split.state.focusedPane)
    },
    firstFrameDrawn: { [weak self] in
      // The list knows its height now, and makes rows for what it shows only.
      self?.list.model.showEveryRow()
      // The remembered file may lie past the first screenful.
      self?.statusChanged()
    })

  // MARK: The folder

  /// The name of the folder on show, for titles and sentences.
  var folderName: String { current.name }

  func statusChanged() {
    let model = list.model
    let name = folderName
    if let error = model.error {
      // A kind of location GIO cannot list at all is named by its whole address.
      folderMessage =
        error.matches(G_IO_ERROR_NOT_SUPPORTED)
        ? Messages.folderUnsupported(folder.displayPath) : Messages.folder(name, failed: error)
    } else if !model.isLoading && model.count == 0 && folderMessage == nil {
      folderMessage = Messages.emptyFolder(name)
    } else if model.count > 0, folderMessage == Messages.emptyFolder(name) {
      folderMessage = nil
    }
    // A folder that could not be listed, or is gone, has no count to tell.
    split.sidebarSubtitle =
      model.error != nil || folderMessage == Messages.folderGone(name)
      ? ""
      : model.isLoading
        ? localized("Loading… %s", Formatting.items(model.count))
        : model.filterText.isEmpty
          ? Formatting.items(model.count)
          // Translators: how many files match the filter, of how many the folder holds.
          : localized(
            "%1$s of %2$s", Formatting.number(model.matchingCount), Formatting.items(model.count))
    if let folderMessage {
      list.show(folderMessage)
    } else if !model.filterText.isEmpty && model.matchingCount == 0 && !model.isLoading {
      list.show(Messages.noMatches(model.filterText))
    } else {
      list.show(nil)
    }
    if split.selection == nil { showPlaceholder() }
    selectPending()
    if hasSomethingToShow { presentation.contentArrived() }
  }

  /// Selects the awaited file as soon as the list has it; a folder on the path being
  /// restored is entered.
  func selectPending() {
    guard let row = awaited.row(in: list.model) else { return }
    list.model.selection.selected = row
    if let next = pathToRestore.first, let entry = list.model.entry(at: row), entry.id == next,
      entry.isFolder
    {
      pathToRestore.removeFirst()
      enter(entry)
      awaited.await(pathToRestore.first ?? selectionAfterPath)
      if pathToRestore.isEmpty { selectionAfterPath = nil }
      return
    }
    // Into the list, unless the user is typing a filter there.
    if split.state.focusedPane == .primary && !list.searchBar.isSearchMode {
      list.focusSelectedRow()
    } else {
      list.view.scrollTo(row)
    }
  }

  func folderChanged(_ change: FolderWatcher.Change, in level: FolderLevel) {
    let list = level.list
    if case .folderGone = change {
      return level === current ? folderGone() : levelGone(level)
    }
    switch change {
    case .appeared(let id):
      list.model.fileAppeared(id)
    case .changed(let id):
      list.model.fileChanged(id)
    case .removed(let id, let renamedTo):
      list.model.fileRemoved(id)
      if let renamedTo { list.model.fileAppeared(renamedTo) }
      guard level === current else { return }
      if let renamedTo, renamedTo == split.selection {
        // Another file renamed over the one on show, as editors save: show what it holds now
        // (the list swaps in a new entry for it, see `selectionChanged`).
        detail.reload(in: folder)
      } else if id == split.selection {
        if let renamedTo { follow(renamedTo) } else { detail.showGone() }
      }
    case .folderGone:
      break
    }
  }

  /// A listed file changed: the file on show is shown as it is now.
  private func fileUpdated(_ id: EntryID, _ file: File, _ facts: FileFacts) {
    guard id == split.selection else { return }
    detail.follow(file, facts: facts, in: folder)
  }

  /// Selects `id`, the new name of the file on show, as soon as the list has it.
  private func follow(_ id: EntryID) {
    awaited.follow(renamedTo: id)
    // While the old entry is still selected, the list's change to come selects the new one.
    if list.model.selectedEntry == nil { selectPending() }
  }

  // MARK: Selection

  func selectionChanged() {
    // A level listed again drops its selection and selects the same file once listed: the
    // detail stays on it meanwhile.
    if relisting || list.model.isMovingFile { return }
    guard let entry = list.model.selectedEntry else {
      // Nothing selected in the list: the file went away, or the filter hides it (then the
      // detail keeps showing it), or its entry was replaced: GtkDirectoryList swaps in a new
      // one when a file is saved over it or its attributes change. That one is selected as
      // soon as the list has it.
      guard let id = split.selection else { return }
      if awaited.selectionLost(id, in: list.model) { detail.showGone() }
      return
    }
    let id = entry.id
    current.notice = nil
    awaited.selected(id)
    // Another choice than the path being restored ends the restoring.
    if let next = pathToRestore.first, next != id {
      pathToRestore = []
      selectionAfterPath = nil
    }
    if id == split.selection, detail.shown != nil { return }
    split.selection = id
    // The header takes the file's name when the detail shows it (see `detail.onChange`).
    if let file = entry.file {
      detail.show(file, facts: entry.facts, in: folder)
    } else {
      split.contentTitle = entry.displayName
    }
  }

  private func activate(row: Int) {
    guard let entry = list.model.entry(at: row) else { return }
    if list.model.selection.selected != row { list.model.selection.selected = row }
    if entry.isFolder { return enter(entry) }
    split.show(entry.id)
  }

  /// A click opens a file, as Enter does; a folder is entered with a double click, so that a
  /// single one can show its card.
  private func clicked(row: Int, clicks: Int) {
    guard let entry = list.model.entry(at: row) else { return }
    if !entry.isFolder && clicks == 1 || entry.isFolder && clicks == 2 {
      activate(row: row)
    } else if list.model.selection.selected != row {
      list.model.selection.selected = row
    }
  }

  func showPlaceholder() {
    if let folderMessage { return detail.show(folderMessage) }
    if let notice = current.notice { return detail.show(notice) }
    let listHidden = !split.isCollapsed && !split.state.visiblePanes.contains(.primary)
    detail.show(Messages.noSelection(listHidden: listHidden))
  }

  // MARK: Actions

  private func installActions() {
    let actions: [(SheafAction, @MainActor () -> Void)] = [
      (.close, { [weak self] in self?.window.close() }),
      (.openFolder, { [weak self] in self?.chooseFolder() }),
      (.showMenu, { [weak self] in self?.menu.popup() }),
      (.find, { [weak self] in self?.find() }),
      (.parentFolder, { [weak self] in self?.goToParent() }),
      (.showHidden, { [weak self] in self?.toggleHiddenFiles() }),
      (.forward, { [weak self] in self?.goForward() }),
      (.openWithDefault, { [weak self] in self?.openWithDefaultApp() }),
      (.otherApplication, { [weak self] in self?.openWithOtherApp() }),
      (.showInFiles, { [weak self] in self?.showInFiles() }),
      (.copyLocation, { [weak self] in self?.copyLocation() }),
      (.zoomIn, { [weak self] in self?.detail.zoom(in: true) }),
      (.zoomOut, { [weak self] in self?.detail.zoom(in: false) }),
      (.zoomToFit, { [weak self] in self?.detail.zoomToFit() }),
    ]
    let openWith = Action(SheafAction.openWith.name) { [weak self] (id: String) in
      self?.openWith(appID: id)
    }
    window.add(
      Action(SheafAction.goUp.name) { [weak self] (steps: String) in
        self?.goUp(Int(steps) ?? 0)
      })
    fileActions.append((openWith, SheafAction.openWith.needs))
    window.add(openWith)
    window.add(
      Action(SheafAction.sortBy.name, state: order.key.rawValue) { [weak self] key in
        guard let self, let key = ListOrder.Key(rawValue: key) else { return }
        order.key = key
        reorder()
      })
    window.add(
      Action(SheafAction.sortReversed.name, isOn: order.isReversed) { [weak self] reversed in
        self?.order.isReversed = reversed
        self?.reorder()
      })
    window.add(
      Action(SheafAction.foldersFirst.name, isOn: order.foldersFirst) { [weak self] first in
        self?.order.foldersFirst = first
        self?.reorder()
      })
    for (action, handler) in actions {
      let made = Action(action.name, handler)
      if action.needs != .nothing { fileActions.append((made, action.needs)) }
      window.add(made)
    }
  }

  private func chooseFolder() {
    Dialogs.chooseFolder(
      title: localized("Select a Folder"), accept: localized("Open"), cancel: localized("Cancel"),
      beside: folder, for: window
    ) { [weak self] chosen in
      if let chosen { self?.show(chosen) }
    }
  }

  /// With no default app for the file, the choice of any app.
  private func openWithDefaultApp() {
    guard let type = detail.shownType else { return }
    guard let app = AppLauncher.defaultApp(for: type) else { return openWithOtherApp() }
    launch(app)
  }

  private func openWith(appID: String) {
    guard let type = detail.shownType else { return }
    launch(AppLauncher.app(withID: appID, for: type))
  }

  private func openWithOtherApp() {
    guard let shown = detail.shown else { return }
    Dialogs.chooseApp(for: shown.file, window: window) { [weak self] app in self?.launch(app) }
  }

  private func launch(_ app: Object?) {
    guard let shown = detail.shown, let app else { return }
    do {
      try AppLauncher.open(shown.file, with: app)
    } catch {
      log("could not open \(shown.file) with \(AppLauncher.name(of: app)): \(error)")
      detail.show(Messages.cannotLaunch(AppLauncher.name(of: app), shown.facts.displayName))
    }
  }

  /// Asks the file manager to show the file in its folder; without one, opens the folder.
  private func showInFiles() {
    guard let shown = detail.shown else { return }
    guard let application, let connection = DBus.connection(of: application) else {
      return AppLauncher.show(uri: folder.uri, for: window)
    }
    let uris = shown.file.uri.withCString { uri in
      var items: [UnsafePointer<CChar>?] = [uri]
      return g_variant_new_strv(&items, 1)
    }
    DBus.call(
      on: connection, service: "org.freedesktop.FileManager1",
      path: "/org/freedesktop/FileManager1",
      interface: "org.freedesktop.FileManager1", method: "ShowItems",
      arguments: [uris, g_variant_new_string("")]
    ) { [weak self] result in
      guard let self, case .failure(let error) = result else { return }
      log("no file manager answered ShowItems (\(error.message)); opening the folder instead")
      AppLauncher.show(uri: folder.uri, for: window)
    }
  }

  private func copyLocation() {
    guard let shown = detail.shown else { return }
    window.copyToClipboard(shown.file.displayPath)
  }

  /// Open With follows the file on show; a narrow window has it below the detail.
  private func updateOpenWith() {
    actions.place(below: split.isCollapsed, header: split.contentHeader)
    openWith.update(for: detail.shownType)
    for (action, need) in fileActions {
      action.isEnabled =
        switch need {
        case .nothing: true
        case .file: detail.shown != nil
        case .fileOfKnownType: detail.shownType != nil
        case .zoomable: detail.zooms
        }
    }
  }

  // MARK: Filtering

  /// Ctrl+F: finds in the document when the focus is in it, else filters the list.
  private func find() {
    if detail.root.containsFocus, detail.find() { return }
    startFiltering()
  }

  private func startFiltering() {
    if split.isCollapsed { split.goBack() } else { showList() }
    list.searchBar.isSearchMode = true
    list.searchEntry.grabFocus()
  }

  /// Brings the list on screen when it is not: the toggle slides it in when the window is
  /// medium. (Wider, the list is always there, and the toggle is the folder tree's.)
  private func showList() {
    guard !split.isCollapsed, !split.state.visiblePanes.contains(.primary) else { return }
    split.showsSidebar = true
  }

  private func stopFiltering() {
    list.searchEntry.text = ""
    // The entry reports its text a moment later; the list must be whole before the focus goes
    // back to the file on show.
    list.model.filterText = ""
    selectPending()
    list.searchBar.isSearchMode = false
    list.focusSelectedRow()
  }

  // MARK: Wiring

  /// Wires the window's own parts; each level's list is wired by `wire`.
  private func connect() {
    searchToggle.onToggled { [weak self] in
      guard let self, searchToggle.isActive != list.searchBar.isSearchMode else { return }
      if searchToggle.isActive { startFiltering() } else { stopFiltering() }
    }
    detail.status.onAction = { [weak self] action in self?.statusAction(action) }
    detail.onLink = { [weak self] target in self?.followLink(target) }
    detail.onChange = { [weak self] in
      guard let self else { return }
      if let facts = detail.onScreen { split.contentTitle = facts.displayName }
      updateOpenWith()
      if hasSomethingToShow { presentation.contentArrived() }
    }
    // Escape closes the filter wherever the focus is, once nothing nearer has used it (the
    // narrow detail page goes back first).
    let escape = KeyController()
    escape.onKeyPressed { [weak self] key, _ in
      guard let self, Int32(key) == GDK_KEY_Escape, list.searchBar.isSearchMode else {
        return false
      }
      stopFiltering()
      return true
    }
    window.addController(escape)
    // Alt+Left after a link comes back to the note that had it, before the split view takes
    // the key to leave a level.
    let back = KeyController()
    back.phase = GTK_PHASE_CAPTURE
    back.onKeyPressed { [weak self] key, modifiers in
      guard let self, Int32(key) == GDK_KEY_Left,
        modifiers.rawValue
          & (GDK_ALT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
          == GDK_ALT_MASK.rawValue
      else { return false }
      return backFromLink()
    }
    window.addController(back)
    for property in ["default-width", "default-height", "maximized"] {
      window.onNotify(property) { [weak self] in self?.remember() }
    }
    window.onCloseRequest { [weak self] in
      self?.closing()
      return false
    }
  }

  /// Wires a level's list: what the user does in it, and what its folder does. A level below
  /// the one on show keeps following its folder; only the level on show drives the header,
  /// the selection and the detail.
  func wire(_ level: FolderLevel) {
    let list = level.list
    list.model.onStatusChange = { [weak self, weak level] in
      guard let self, level === current else { return }
      statusChanged()
    }
    list.model.onFileUpdated = { [weak self, weak level] id, file, facts in
      guard let self, level === current else { return }
      fileUpdated(id, file, facts)
    }
    list.model.onFolderGone = { [weak self, weak level] in
      guard let self, let level else { return }
      if level === current { folderGone() } else { levelGone(level) }
    }
    list.model.selection.onSelectionChanged { [weak self, weak level] in
      guard let self, level === current else { return }
      selectionChanged()
    }
    list.view.onActivate { [weak self] row in self?.activate(row: row) }
    list.onRowClicked = { [weak self] row, clicks in self?.clicked(row: row, clicks: clicks) }
    list.searchEntry.onSearchChanged { [weak list] in
      guard let list else { return }
      list.model.filterText = list.searchEntry.text
    }
    list.searchEntry.onStopSearch { [weak self] in self?.stopFiltering() }
    list.searchEntry.onActivate { [weak self, weak list] in
      guard let self, let list else { return }
      // Return may come before the entry's delayed report of what was typed last.
      list.model.filterText = list.searchEntry.text
      guard list.model.matchingCount > 0 else { return }
      activate(row: 0)
    }
    list.searchBar.onNotify("search-mode-enabled") { [weak self, weak level] in
      guard let self, let level, level === current else { return }
      if searchToggle.isActive != level.list.searchBar.isSearchMode {
        searchToggle.isActive = level.list.searchBar.isSearchMode
      }
    }
    list.status.onAction = { [weak self] action in self?.statusAction(action) }
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
  }

  private func statusAction(_ action: StatusAction) {
    switch action {
    case .openFolder: chooseFolder()
    case .showFiles: showList()
    }
  }

  /// Keys the list handles beyond GtkListView's own.
  private func listKeyPressed(_ key: UInt32) -> Bool {
    if list.typeAhead(key) { return true }
    switch Int32(key) {
    case GDK_KEY_space:
      // Space opens the selected row, like Enter.
      guard let row = list.model.selection.selected else { return false }
      activate(row: row)
      return true
    case GDK_KEY_BackSpace where !entered.isEmpty:
      // To the parent folder, as in GNOME Files: typed in the list, it leaves the level even
      // while the list slides over the detail (where Back would first close the list).
      goToParent()
      return true
    case GDK_KEY_Escape where list.searchBar.isSearchMode:
      // The filter closes from the list too, not only from its entry.
      stopFiltering()
      return true
    case GDK_KEY_Down, GDK_KEY_KP_Down:
      // With nothing selected, GtkListView's focus sits on the first row and Down would move
      // past it: the first Down selects the first file, as in any file list.
      guard list.model.selection.selected == nil, list.model.matchingCount > 0 else {
        return false
      }
      list.model.selection.selected = 0
      list.focusSelectedRow()
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

  private func closing() {
    // The window is unmapped next: a view still gliding to a keyboard scroll's end would
    // make GTK 4.8 print criticals (see `Widget.finishScrollAnimations`).
    window.finishScrollAnimations()
    detail.cancel()
    for level in [root] + entered { level.close() }
    remember()
    store.saveNow()
  }

  /// Records what the next launch restores; the store writes it shortly after.
  func remember() {
    let size = window.defaultSize
    let maximized = window.isMaximized
    store.update { saved in
      saved.folder = root.folder.uri
      saved.path = split.path
      saved.showsHidden = showsHidden
      saved.order = order
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
}

extension LibraryWindow: SplitViewDelegate {
  func splitView(_ splitView: SplitView<EntryID>, didChangeFrom old: SplitState<EntryID>) {
    if splitView.path.count < entered.count { levelsLeft(from: old.path) }
    menu.update(for: splitView.state)
    if old.isCollapsed != splitView.isCollapsed { updateOpenWith() }
    remember()
    if splitView.selection == nil { showPlaceholder() }
  }

  func splitView(_ splitView: SplitView<EntryID>, moveFocusToColumn column: Column) -> Bool {
    switch column {
    case .primary: tree.focusSelectedRow()
    case .supplementary: self.splitView(splitView, moveFocusTo: .primary)
    case .secondary: self.splitView(splitView, moveFocusTo: .secondary)
    }
  }

  func splitView(_ splitView: SplitView<EntryID>, moveFocusTo pane: Pane) -> Bool {
    switch pane {
    case .primary:
      list.focusSelectedRow()
      return true
    case .secondary:
      return detail.focus()
    }
  }
}
