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
  /// What the view shows while the tree changes much (see `detachingView`).
  private let nothing = ListStore(itemType: gtk_tree_list_row_get_type())
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
    weak var owner: FolderTree?
    tree = TreeListModel(root: top) { [folders] item in
      guard let file = FolderTree.folder(of: item) else { return nil }
      return FolderChildren.make(
        for: file, filter: folders, sorter: sorter,
        arriving: { change in
          if let owner { owner.detachingView(change) } else { change() }
        },
        onSettled: { owner?.advance() })
    }
    selection = SingleSelection(model: tree)
    let factory = ListItemFactory(
      setup: { item in item.setChild(FolderTreeRow.make()) },
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
    // A click shows the folder, as in a sidebar of places; the arrows only move.
    view.activatesOnSingleClick = true
    // Styled as the file list is: a sidebar's rows.
    view.addCSSClass("navigation-sidebar")
    root = ScrolledWindow(child: view)
    root.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    root.expandsVertically = true
    owner = self
    view.onActivate { [weak self] position in
      guard let self, let row = tree.row(at: position), let item = row.item,
        let file = Self.folder(of: item)
      else { return }
      onChosen?(file)
    }
    view.addController(keys())
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
    guard let children = row.children, let folders = FolderChildren.of(children) else {
      return end(at: row)
    }
    folders.start()
    // The folders come once read and sorted, which calls `advance` again.
    guard folders.isSettled else { return }
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

  /// Makes a large change to the tree while the view shows nothing, then gives it the tree
  /// again, the selected row kept: GTK 4.8's list view, told of thousands of rows arriving
  /// among those it shows, sometimes painted rows it had not placed. Told that every row
  /// left and came back, it starts afresh.
  private func detachingView(_ change: () -> Void) {
    selection.setModel(nothing)
    change()
    selection.setModel(tree)
  }

  /// Puts the keyboard focus on the selected row (the first when none is), once the window
  /// is on screen; returns whether the tree took it.
  func focusSelectedRow() -> Bool {
    rowFocus.focus(selection.selected ?? 0, in: view)
    return view.containsFocus
  }

  private func select(_ row: TreeListRow) {
    let position = row.position
    selection.selected = position
    // Once the view has laid out what changed: GTK 4.8's list view, scrolled far in the
    // change that gave it a folder of many folders, painted rows it had not placed.
    var frames = 0
    view.addTickCallback { [weak self] _ in
      frames += 1
      guard frames >= 2 else { return true }
      if let self, selection.selected == position { view.scrollTo(position) }
      return false
    }
  }

  /// A row was expanded, by the user or by `follow`: its folder is read now.
  private func expanded(_ row: TreeListRow) {
    guard let children = row.children else { return }
    FolderChildren.of(children)?.start()
  }

  // MARK: The folders of a row

  /// The folder a tree item (a GFileInfo) stands for.
  private static func folder(of item: Object) -> File? {
    guard
      let file = g_file_info_get_attribute_object(item.cast(), "standard::file")
    else { return nil }
    return File(borrowing: OpaquePointer(file))
  }

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

/// Folders the window lists: hidden ones only when asked for.
private let isListedFolder: GtkCustomFilterFunc = { item, rule in
  guard let item, let rule else { return 0 }
  let info = OpaquePointer(item)
  guard g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY else { return 0 }
  let showsHidden = Unmanaged<FolderOrder.ListedRule>.fromOpaque(rule).takeUnretainedValue()
    .showsHidden
  return showsHidden || g_file_info_get_is_hidden(info) == 0 ? 1 : 0
}
