import CGtk
import Gtk

/// The folder tree of the window's first column: the folder the window opened, and inside it
/// the folders it holds, a level at a time. A folder is read (by GIO, off the main thread)
/// only once its row is expanded, by the user or to follow the folder on show; nothing
/// expands by itself, so a link to an ancestor is one more row, never a loop. Choosing a row
/// (Enter, a click) shows that folder; the tree follows the levels the list goes through.
@MainActor
final class FolderTree {
  let root: ScrolledWindow
  let view: ListView
  /// The top row's item: the folder the window opened.
  private let top = ListStore(itemType: g_file_info_get_type())
  private let tree: TreeListModel
  private let selection: SingleSelection
  /// Folders only, hidden ones when the window lists them: one filter and one order for
  /// every level of the tree.
  private let rule = FolderOrder.ListedRule()
  private let folders: CustomFilter
  /// The names still to open below `followed` to reach the folder on show.
  private var following: [EntryID] = []
  private var followed: TreeListRow?
  private let rowFocus = RowFocus()
  /// The row widgets on screen now.
  var rowWidgets: [UnsafeMutablePointer<GtkWidget>] { rowFocus.boundWidgets }

  /// Called with the folder the user chose.
  var onChosen: ((File) -> Void)?

  init() {
    folders = CustomFilter(
      match: isListedFolder, userData: Unmanaged.passRetained(rule).toOpaque(),
      destroy: { data in
        guard let data else { return }
        Unmanaged<FolderOrder.ListedRule>.fromOpaque(data).release()
      })
    let sorter = FolderOrder.makeSorter()
    tree = TreeListModel(root: top) { [folders] item in
      guard let file = FolderTree.folder(of: item) else { return nil }
      return FolderTree.children(of: file, filter: folders, sorter: sorter)
    }
    selection = SingleSelection(model: tree)
    weak var owner: FolderTree?
    let factory = ListItemFactory(
      setup: { item in
        let row = FolderTreeRow.make()
        // A click shows the folder, as in a sidebar of places. Not GTK's single-click mode,
        // which also selects the row under the pointer as it passes: the selected row is
        // where the window is. A click on the arrow is the arrow's alone.
        let click = ClickGesture()
        click.onReleased { count, _, _ in
          if count == 1 { owner?.choose(item.position) }
        }
        row.addController(click)
        item.setChild(row)
      },
      bind: { item in
        FolderTreeRow.bind(item) { row in owner?.expanded(row) }
        owner?.rowFocus.bound(item)
      },
      unbind: { item in
        FolderTreeRow.unbind(item)
        owner?.rowFocus.unbound(item)
      })
    view = ListView(selection: selection, factory: factory)
    view.setAccessibleLabel(localized("Folders"))
    // Styled as the file list is: a sidebar's rows.
    view.addCSSClass("navigation-sidebar")
    root = ScrolledWindow(child: view)
    root.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    root.expandsVertically = true
    owner = self
    view.onActivate { [weak self] position in self?.choose(position) }
    view.addController(keys())
  }

  private func choose(_ position: Int) {
    guard let row = tree.row(at: position), let item = row.item, let file = Self.folder(of: item)
    else { return }
    onChosen?(file)
  }

  /// Whether hidden folders show; the tree filters again at once.
  var showsHidden: Bool {
    get { rule.showsHidden }
    set {
      guard newValue != rule.showsHidden else { return }
      rule.showsHidden = newValue
      folders.changed()
    }
  }

  /// Shows the tree of `folder`, dropping the one shown.
  func show(root folder: File) {
    guard let info = g_file_info_new() else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(info)) }
    let name = folder.basenameBytes.map { CChar(bitPattern: $0) } + [0]
    g_file_info_set_name(info, name)
    g_file_info_set_display_name(info, FolderLevel.name(of: folder))
    g_file_info_set_file_type(info, G_FILE_TYPE_DIRECTORY)
    g_file_info_set_attribute_object(
      info, "standard::file", UnsafeMutablePointer<GObject>(folder.pointer))
    following = []
    followed = nil
    top.splice(at: 0, removing: top.count, adding: [info])
  }

  /// Opens the rows down to the folder at `path` below the top one and selects it, as each
  /// folder on the way is read. A folder not found on the way (hidden, or gone) ends the walk
  /// at its parent.
  func follow(_ path: [EntryID]) {
    following = path
    followed = tree.row(at: 0)
    advance()
  }

  private func advance() {
    guard let row = followed else { return }
    guard let next = following.first else {
      followed = nil
      select(row)
      return
    }
    if !row.isExpanded { row.isExpanded = true }
    guard let children = row.children else { return end(at: row) }
    startListing(children)
    // Rows found while their folder is still read or sorted would be made anew when it
    // settles, and the selection lost with them: the end of the listing calls `advance` again.
    guard Self.isSettled(children) else { return }
    if let index = FolderOrder.scan(for: next.name, in: children),
      let child = row.child(at: index)
    {
      following.removeFirst()
      followed = child
      advance()
    } else {
      end(at: row)
    }
  }

  private func end(at row: TreeListRow) {
    following = []
    followed = nil
    select(row)
  }

  /// Puts the keyboard focus on the selected row (the first when none is), once the window
  /// is on screen; returns whether the tree took it.
  func focusSelectedRow() -> Bool {
    rowFocus.focus(selection.selected ?? 0, in: view)
    return view.containsFocus
  }

  private func select(_ row: TreeListRow) {
    selection.selected = row.position
    view.scrollTo(row.position)
  }

  /// A row was expanded, by the user or by `follow`: its folder is read now.
  private func expanded(_ row: TreeListRow) {
    guard let children = row.children else { return }
    startListing(children)
  }

  // MARK: The folders of a row

  /// The folder a tree item (a GFileInfo) stands for.
  private static func folder(of item: Object) -> File? {
    guard
      let file = g_file_info_get_attribute_object(item.cast(), "standard::file")
    else { return nil }
    return File(borrowing: OpaquePointer(file))
  }

  /// A folder's sub-folders, in the list's natural order, as a list that reads nothing yet:
  /// GTK makes one for every row it draws, to know whether to draw an expander, and keeps
  /// only an expanded row's.
  private static func children(of folder: File, filter: CustomFilter, sorter: CustomSorter)
    -> ListModel
  {
    let directory = DirectoryList(attributes: attributes)
    // Below drawing and input, and sorted a slice at a time: a folder of 100,000 folders
    // opened in the tree must not hold the window.
    directory.ioPriority = G_PRIORITY_DEFAULT_IDLE
    let sorted = SortListModel(
      model: FilterListModel(model: directory, filter: filter), sorter: sorter)
    sorted.isIncremental = true
    let list = UnsafeMutablePointer<GObject>(OpaquePointer(sorted.object))
    g_object_set_qdata_full(list, directoryQuark, g_object_ref(directory.object), g_object_unref)
    g_object_set_qdata_full(
      list, folderQuark, g_object_ref(UnsafeMutableRawPointer(folder.pointer)), g_object_unref)
    return sorted
  }

  /// Starts reading the folder of `children`, a list made by `children(of:)`, once.
  private func startListing(_ children: ListModel) {
    let list = UnsafeMutablePointer<GObject>(OpaquePointer(children.object))
    guard let directory = g_object_get_qdata(list, directoryQuark),
      let folder = g_object_get_qdata(list, folderQuark),
      gtk_directory_list_get_file(OpaquePointer(directory)) == nil
    else { return }
    // The handlers go with the lists, which go with their row.
    Object(directory, .borrow).onNotify("loading") { [weak self] in self?.advance() }
    children.onNotify("pending") { [weak self] in self?.advance() }
    gtk_directory_list_set_file(OpaquePointer(directory), OpaquePointer(folder))
  }

  /// Whether the folder of `children` has been read to its end and sorted.
  private static func isSettled(_ children: ListModel) -> Bool {
    let list = UnsafeMutablePointer<GObject>(OpaquePointer(children.object))
    guard let directory = g_object_get_qdata(list, directoryQuark) else { return true }
    return gtk_directory_list_is_loading(OpaquePointer(directory)) == 0
      && gtk_directory_list_get_file(OpaquePointer(directory)) != nil
      && gtk_sort_list_model_get_pending(OpaquePointer(children.object)) == 0
  }

  private static let attributes = [
    "standard::name", "standard::display-name", "standard::type", "standard::is-hidden",
  ].joined(separator: ",")

  // MARK: Keys

  /// Right opens a row, or goes to its first child; Left closes it, or goes to its parent:
  /// the keys of a tree.
  private func keys() -> KeyController {
    let keys = KeyController()
    keys.phase = GTK_PHASE_CAPTURE
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, modifiers.rawValue & Self.chords == 0,
        let position = selection.selected, let row = tree.row(at: position)
      else { return false }
      switch Int32(key) {
      case GDK_KEY_Right, GDK_KEY_KP_Right:
        if !row.isExpanded {
          guard row.isExpandable else { return true }
          row.isExpanded = true
        } else if let child = row.child(at: 0) {
          select(child)
          rowFocus.focus(child.position, in: view)
        }
        return true
      case GDK_KEY_Left, GDK_KEY_KP_Left:
        if row.isExpanded {
          row.isExpanded = false
        } else if let parent = row.parent {
          select(parent)
          rowFocus.focus(parent.position, in: view)
        }
        return true
      default:
        return false
      }
    }
    return keys
  }

  private static let chords =
    GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
}

private let directoryQuark = g_quark_from_string("sheaf-tree-directory")
private let folderQuark = g_quark_from_string("sheaf-tree-folder")

/// Folders the window lists: hidden ones only when asked for.
private let isListedFolder: GtkCustomFilterFunc = { item, rule in
  guard let item, let rule else { return 0 }
  let info = OpaquePointer(item)
  guard g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY else { return 0 }
  let showsHidden = Unmanaged<FolderOrder.ListedRule>.fromOpaque(rule).takeUnretainedValue()
    .showsHidden
  return showsHidden || g_file_info_get_is_hidden(info) == 0 ? 1 : 0
}
