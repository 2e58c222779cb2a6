import CGtk
import Gtk

/// The sub-folders of one folder of the tree, as the list the tree shows below its row.
///
/// GTK makes such a list for every row it draws, to know whether to draw an expander, and
/// keeps only an expanded row's: so nothing is read until `start`. The folder is then read
/// (GIO, below drawing and input) and sorted apart, a slice at a time, and the tree is handed
/// the sorted folders in one insertion once both are done: a list view that is told of
/// ranges replaced while a large folder is merged in may lose track of its rows. After that,
/// the list follows the folder, change by change.
@MainActor
final class FolderChildren {
  /// The list the tree shows. It owns this object (see `make`), which holds it unretained.
  private let list: OpaquePointer
  private let directory = DirectoryList(attributes: attributes)
  private let sorted: SortListModel
  private let folder: File
  private let onSettled: @MainActor () -> Void
  /// Makes the change that brings many folders at once, as the tree needs it made.
  private let arriving: @MainActor (() -> Void) -> Void
  private var isStarted = false
  /// Whether the folder has been read and sorted, and the list holds its folders.
  private(set) var isSettled = false

  /// A list for `folder`'s sub-folders that `filter` lets through in `sorter`'s order, empty
  /// until started; `onSettled` is called once it holds them.
  static func make(
    for folder: File, filter: CustomFilter, sorter: CustomSorter,
    arriving: @escaping @MainActor (() -> Void) -> Void,
    onSettled: @escaping @MainActor () -> Void
  ) -> ListStore {
    let store = ListStore(itemType: g_file_info_get_type())
    let children = FolderChildren(
      list: store, folder: folder, filter: filter, sorter: sorter, arriving: arriving,
      onSettled: onSettled)
    g_object_set_qdata_full(
      store.cast(), childrenQuark, Unmanaged.passRetained(children).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<FolderChildren>.fromOpaque(data).release()
      })
    return store
  }

  /// The object behind a list made by `make`.
  static func of(_ list: ListModel) -> FolderChildren? {
    guard let data = g_object_get_qdata(list.cast(), childrenQuark) else { return nil }
    return Unmanaged<FolderChildren>.fromOpaque(data).takeUnretainedValue()
  }

  private init(
    list: ListStore, folder: File, filter: CustomFilter, sorter: CustomSorter,
    arriving: @escaping @MainActor (() -> Void) -> Void,
    onSettled: @escaping @MainActor () -> Void
  ) {
    self.list = list.cast()
    self.folder = folder
    self.arriving = arriving
    self.onSettled = onSettled
    directory.ioPriority = G_PRIORITY_DEFAULT_IDLE
    sorted = SortListModel(model: FilterListModel(model: directory, filter: filter), sorter: sorter)
    // A slice at a time: a folder of 100,000 folders must not hold the window.
    sorted.isIncremental = true
  }

  /// Reads the folder, once.
  func start() {
    guard !isStarted else { return }
    isStarted = true
    directory.onNotify("loading") { [weak self] in self?.settleWhenDone() }
    sorted.onNotify("pending") { [weak self] in self?.settleWhenDone() }
    directory.file = folder
  }

  private func settleWhenDone() {
    guard !isSettled, !directory.isLoading, sorted.pending == 0 else { return }
    isSettled = true
    // From now on changes are single files, merged at once.
    sorted.isIncremental = false
    let count = min(sorted.count, Self.mostFolders)
    if count >= Self.manyFolders {
      arriving { replace(at: 0, removing: 0, count: count) }
    } else {
      replace(at: 0, removing: 0, count: count)
    }
    if sorted.count > count {
      // The rest is the list's to show: under a hundred thousand rows arriving, GTK 4.8
      // painted rows it had not placed, and once crashed (docs/design.md, the folder tree).
      appendMore(sorted.count - count)
    } else {
      sorted.onItemsChanged { [weak self] position, removed, added in
        self?.replace(at: position, removing: removed, count: added)
      }
    }
    onSettled()
  }

  /// Replaces `removed` folders of the list at `position` with `count` of the sorted ones.
  private func replace(at position: Int, removing removed: Int, count: Int) {
    var items = (position..<position + count).compactMap {
      g_list_model_get_item(sorted.cast(), guint($0))
    }
    items.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: gpointer?.self) { pointers in
        g_list_store_splice(
          list, guint(position), guint(removed), pointers.baseAddress, guint(pointers.count))
      }
    }
    for item in items { g_object_unref(item) }
  }

  /// From this many folders arriving at once, the tree takes them in specially (`arriving`).
  private static let manyFolders = 1000
  /// The most folders a row of the tree opens on; a row below them says how many more the
  /// list has.
  private static let mostFolders = 2000

  /// A last row, which is no folder, saying how many folders the tree leaves to the list.
  private func appendMore(_ count: Int) {
    guard let info = g_file_info_new() else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(info)) }
    g_file_info_set_name(info, "")
    g_file_info_set_file_type(info, G_FILE_TYPE_UNKNOWN)
    g_file_info_set_display_name(info, Formatting.moreFolders(count))
    g_list_store_append(list, UnsafeMutableRawPointer(info))
  }

  private static let attributes = [
    "standard::name", "standard::display-name", "standard::type", "standard::is-hidden",
  ].joined(separator: ",")
}

private let childrenQuark = g_quark_from_string("sheaf-tree-children")
