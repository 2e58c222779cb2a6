import CGtk
import Gtk

/// Moving between folders: entering and leaving levels, the folders above, Forward, links
/// between notes, and a folder that goes away while shown.
extension LibraryWindow {
  /// Shows another folder in this window, in place of the levels on show.
  func show(_ folder: File, selecting: EntryID? = nil) {
    if !entered.isEmpty { split.pop(toDepth: 0) }
    leaveLevels(beyond: 0)
    forward = []
    list(folder, in: root)
    tree.show(root: folder)
    root.awaited.await(selecting)
    split.sidebarTitle = root.name
    split.selection = nil
    levelChanged()
  }

  /// Enters the folder `entry` of the level on show: its list slides in over the current one.
  func enter(_ entry: FileEntry) {
    guard let file = entry.file else { return }
    let level = FolderLevel(folder: file)
    wire(level)
    if forward.last == entry.id { forward.removeLast() } else { forward = [] }
    list(file, in: level)
    entered.append(level)
    split.push(entry.id, page: level.list.root, title: level.name)
    levelChanged()
    split.focus(.primary)
  }

  /// Lists `folder` in `level`, hidden files or not and in the order the window shows them,
  /// following it.
  private func list(_ folder: File, in level: FolderLevel) {
    level.list.model.showsHidden = showsHidden
    level.list.model.order = order
    level.open(folder) { [weak self, weak level] change in
      guard let level else { return }
      self?.folderChanged(change, in: level)
    }
  }

  /// Shows hidden files, or hides them: every level is listed again, its selection kept.
  func toggleHiddenFiles() {
    showsHidden.toggle()
    // Filtered again, the tree makes its rows anew: it finds the folder on show again.
    tree.showsHidden = showsHidden
    tree.follow(split.path)
    relisting = true
    for level in [root] + entered {
      let selected = level.list.model.selectedEntry?.id
      list(level.folder, in: level)
      // Awaited once the listing has started: until then the list looks empty and done.
      level.awaited.await(selected)
    }
    relisting = false
    statusChanged()
    remember()
  }

  /// Puts every level's list in the window's order, each selection kept and the one on
  /// show in view.
  func reorder() {
    for level in [root] + entered { level.list.model.order = order }
    list.scrollToSelection()
    remember()
    // Chosen from the main menu, which gives the focus back to its button as it closes, or
    // from the list: the list is what the user works in, from the selected row on.
    let menuButtons = [menu.sidebarButton, menu.detailButton]
    if list.view.containsFocus || menuButtons.contains(where: \.containsFocus) {
      list.focusSelectedRow()
    }
  }

  /// Goes to the parent of the folder on show: the level below, or above the folder the
  /// window opened, the folder left selected.
  func goToParent() {
    goUp(1)
  }

  /// The menu of the folders above the one on show, nearest first: the levels below it, then
  /// the folders above the one the window opened.
  private func updateFoldersAbove() {
    let foldersAbove = menu.foldersAbove
    foldersAbove.removeAll()
    var names = ([root] + entered).dropLast().reversed().map(\.name)
    var above = root.folder.parent
    while let folder = above, names.count < Self.mostFoldersAbove {
      names.append(FolderLevel.name(of: folder))
      above = folder.parent
    }
    for (index, name) in names.enumerated() {
      foldersAbove.append(name, action: "\(SheafAction.goUp.rawValue)::\(index + 1)")
    }
  }

  private static let mostFoldersAbove = 64

  /// Goes up `steps` folders: leaves levels, then lists the folders above the one opened,
  /// each time with the folder come from selected.
  func goUp(_ steps: Int) {
    guard steps > 0 else { return }
    if steps <= entered.count { return split.pop(toDepth: entered.count - steps) }
    var folder = root.folder
    var child = root.folder
    for _ in entered.count..<steps {
      guard let parent = folder.parent else { return }
      child = folder
      folder = parent
    }
    show(folder, selecting: EntryID(name: child.basenameBytes))
  }

  /// Enters again the folder last left with Back, if the list still has it.
  func goForward() {
    guard let id = forward.last, let row = list.model.position(of: id),
      let entry = list.model.entry(at: row), entry.isFolder
    else { return }
    list.model.selection.selected = row
    enter(entry)
  }

  /// The split view left one or more levels (Back, or a path shortened): their lists go, and
  /// the parent shows again with the folder entered selected, its card in the detail.
  func levelsLeft(from path: [EntryID]) {
    let depth = split.path.count
    forward.append(contentsOf: path[depth...].reversed())
    leaveLevels(beyond: depth)
    levelChanged()
    selectionChanged()
    if split.state.focusedPane == .primary { list.focusSelectedRow() }
  }

  /// Lets go of the levels deeper than `depth` (0: all but the root).
  private func leaveLevels(beyond depth: Int) {
    guard entered.count > depth else { return }
    while entered.count > depth {
      let level = entered.removeLast()
      level.leave()
      leftLevels.append(level)
    }
    // A list of thousands of files takes milliseconds to drop: after the parent's frame,
    // not before it.
    MainLoop.idle { [weak self] in self?.leftLevels.removeAll() }
  }

  /// The level on show changed: the title, the status and the detail follow it.
  private func levelChanged() {
    window.title = localized("%s — Sheaf", folderName)
    tree.follow(split.path)
    updateFoldersAbove()
    split.contentTitle = ""
    showPlaceholder()
    statusChanged()
    remember()
  }

  /// A link to a local file or folder goes there inside Sheaf, and Alt+Left comes back to
  /// the note that had it; anything else (a web address) goes to its app.
  func followLink(_ target: String) {
    guard !target.contains(":"), let path = takeString(g_uri_unescape_string(target, nil)) else {
      return AppLauncher.show(uri: target, for: window)
    }
    let file = folder.resolve(path)
    let origin = (folder: folder, selection: split.selection)
    FileReading.fileType(file) { [weak self] type in
      guard let self else { return }
      let landing: File
      switch type {
      case .success(G_FILE_TYPE_DIRECTORY):
        landing = file
        go(to: file, selecting: nil)
      case .success:
        guard let parent = file.parent else { return }
        landing = parent
        go(to: parent, selecting: EntryID(name: file.basenameBytes))
      case .failure:
        return AppLauncher.show(uri: file.uri, for: window)
      }
      linksFollowed.append((origin.folder, origin.selection, landing))
    }
  }

  /// Goes back to the note whose link led to the folder on show; false when the folder on
  /// show was not reached by a link.
  func backFromLink() -> Bool {
    guard let last = linksFollowed.last, last.landing == folder else { return false }
    linksFollowed.removeLast()
    go(to: last.folder, selecting: last.selection)
    return true
  }

  /// Shows `target`, selecting `selecting` there: through the levels when it is inside one
  /// (leaving the deeper ones, entering the folders between), else as the folder opened.
  func go(to target: File, selecting: EntryID?) {
    let levels = [root] + entered
    guard let depth = levels.lastIndex(where: { target.isInside($0.folder) }) else {
      return show(target, selecting: selecting)
    }
    var names: [EntryID] = []
    var step = target
    while step != levels[depth].folder, let parent = step.parent {
      names.insert(EntryID(name: step.basenameBytes), at: 0)
      step = parent
    }
    if depth < entered.count { split.pop(toDepth: depth) }
    pathToRestore = names
    selectionAfterPath = names.isEmpty ? nil : selecting
    awaited.await(names.first ?? selecting)
    selectPending()
  }

  /// The folder on show is gone (deleted, or moved away). Entered from another, Sheaf goes
  /// back to the nearest level whose folder is still there, and says so in the detail; the
  /// folder the window opened says it is gone, in the list and the detail.
  func folderGone() {
    let gone = current
    gone.close()
    gone.isGone = true
    let levels = [root] + entered
    if let depth = levels.dropLast().lastIndex(where: { !$0.isGone }) {
      split.pop(toDepth: depth)
      // The parent shows without the folder selected, which its listing is about to drop (or
      // find again, as a file of the same name): the detail says where Sheaf went.
      current.notice = Messages.folderLeft(gone.name, for: current.name)
      split.selection = nil
      list.model.selection.selected = nil
      showPlaceholder()
      return
    }
    folderMessage = Messages.folderGone(folderName)
    detail.show(Messages.folderGone(folderName))
    statusChanged()
  }

  /// A level below the one on show lost its folder: it stops following it, and is passed
  /// over when Sheaf goes back from a folder that is gone too.
  func levelGone(_ level: FolderLevel) {
    level.close()
    level.isGone = true
  }
}
