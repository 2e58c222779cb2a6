import CGtk
import Gtk

/// The folder's files as list models, from GIO to the selection the list view shows:
/// GtkDirectoryList (asynchronous, in batches, kept current by a file monitor), then the listed
/// files (regular, not hidden), then the natural sort, then the name filter, then a slice that
/// holds a new window's list to a screenful until it is laid out.
///
/// The listed filter comes before the sort, so that it sees only the batches GIO appends, a
/// cheap test per file, and the sort merges each batch into the sorted list: the main loop
/// never sorts the whole folder in one go. In a large folder the merge itself goes in slices
/// between frames (see `sortLargeFolderInSteps`). The name filter comes after the sort, so
/// that typing or clearing it never sorts again: with no text there is no filter at all, and
/// clearing it hands the list every file, in order, at once. Filtering while a large folder
/// still loads costs more (each merge may move the whole list past the filter), but that is
/// brief and rare.
@MainActor
final class FolderModel {
  private let directory = DirectoryList(attributes: FileEntry.attributes)
  /// Every file the folder holds that the list shows, filter or not.
  private let listed: FilterListModel
  /// The listed files in natural order.
  private let sorted: SortListModel
  /// The sorted files that match the name filter.
  private let matching: FilterListModel
  /// What the list view shows: the matching files, only the first screenful until the
  /// window has drawn its first frame (see `showEveryRow`).
  private let shown: SliceListModel
  private let nameFilter: CustomFilter
  private let query = FilterQuery()
  let selection: SingleSelection

  /// Called when the count, the loading state or the error changes.
  var onStatusChange: (() -> Void)?

  init() {
    directory.ioPriority = Self.firstBatchPriority
    listed = FilterListModel(model: directory, filter: FolderOrder.makeListedFilter())
    nameFilter = CustomFilter(
      match: matchesQuery, userData: Unmanaged.passRetained(query).toOpaque(),
      destroy: { data in
        guard let data else { return }
        Unmanaged<FilterQuery>.fromOpaque(data).release()
      })
    sorted = SortListModel(model: listed, sorter: FolderOrder.makeSorter())
    matching = FilterListModel(model: sorted, filter: nil)
    shown = SliceListModel(model: matching, size: Self.firstScreenRows)
    selection = SingleSelection(model: shown)
    for property in ["loading", "error"] {
      directory.onNotify(property) { [weak self] in self?.onStatusChange?() }
    }
    sorted.onNotify("pending") { [weak self] in self?.onStatusChange?() }
    // After GIO's first batch, whatever it held (hidden files and folders included).
    directory.onItemsChanged { [weak self] _, _, _ in
      self?.directory.ioPriority = Self.laterBatchesPriority
    }
    listed.onItemsChanged { [weak self] _, _, _ in
      self?.sortLargeFolderInSteps()
      self?.onStatusChange?()
    }
    matching.onItemsChanged { [weak self] _, _, _ in self?.onStatusChange?() }
  }

  /// A list view that has not been laid out yet makes a row for each of its first 200 items
  /// (it cannot know how many will show); a few dozen cover any screen. A large folder's
  /// first batch then costs a screenful of rows, not 200 that the first layout throws away.
  private static let firstScreenRows = 64

  /// Lets the list view have every file; the window calls it once it has been laid out.
  func showEveryRow() {
    shown.size = nil
  }

  /// Lists `folder`, dropping what was listed before. `watchable`: whether GIO has a monitor
  /// for it (the window's `FolderWatcher` got one). GtkDirectoryList 4.8 connects to the
  /// monitor it asks for without checking that it got one: a location GIO cannot watch (a web
  /// address, a scheme whose GVfs backend is not installed) would hand GObject a null
  /// instance. Such a folder is listed, not followed, and the listing says why it failed.
  func open(_ folder: File, watchable: Bool) {
    directory.ioPriority = Self.firstBatchPriority
    sorted.isIncremental = false
    // Off before the new folder is set, so that no monitor is asked for it; on again after,
    // which starts one on the new folder only.
    directory.isMonitored = false
    directory.file = folder
    directory.isMonitored = watchable
  }

  /// Once a folder has more files than a moment's sorting takes, each further batch is merged
  /// into place a slice at a time between frames, rather than all at once: with 100,000 files,
  /// each merge would otherwise hold the main loop for most of a second. The first batch is
  /// sorted at once, so the first rows painted are the first files.
  private func sortLargeFolderInSteps() {
    if !sorted.isIncremental && listed.count >= Self.sortedAtOnce { sorted.isIncremental = true }
  }

  private static let sortedAtOnce = 2000

  /// GIO hands each batch back at the enumeration's priority. The first comes at the default
  /// one, ahead of the frame clock's first paint, so a new window's first frame has its rows.
  private static let firstBatchPriority = G_PRIORITY_DEFAULT
  /// The rest come below drawing and input: a folder of 100,000 files, whose batches would
  /// otherwise follow each other back to back, leaves the window painted and answering.
  private static let laterBatchesPriority = G_PRIORITY_DEFAULT_IDLE

  /// The folder being listed.
  var folder: File? { directory.file }

  /// Whether GIO is still enumerating, or the sort still merging the last batches: until
  /// then, the first row may not be the first file.
  var isLoading: Bool { directory.isLoading || sorted.pending > 0 }

  /// Whether a window on the folder has more to show than "Loading…": files, the end of an
  /// empty listing, or why it failed.
  var hasSomethingToShow: Bool { count > 0 || !isLoading || error != nil }

  /// Why the folder could not be listed.
  var error: GLibError? { directory.error }

  /// How many files the folder holds (that the list would show without a filter).
  var count: Int { listed.count }

  /// How many files match the filter.
  var matchingCount: Int { matching.count }

  /// The name filter: files whose name contains it, ignoring case and accents' encoding.
  var filterText: String {
    get { query.text }
    set {
      let old = query.text
      guard newValue != old else { return }
      query.text = newValue
      let folded = query.folded
      // No text, no filter. Typing on narrows the list; deleting widens it: the model
      // refilters only what it must.
      if newValue.isEmpty {
        clearFilter()
      } else if old.isEmpty {
        matching.setFilter(nameFilter)
      } else if folded.contains(FilterQuery.fold(old)) {
        nameFilter.changed(GTK_FILTER_CHANGE_MORE_STRICT)
      } else if FilterQuery.fold(old).contains(folded) {
        nameFilter.changed(GTK_FILTER_CHANGE_LESS_STRICT)
      } else {
        nameFilter.changed()
      }
    }
  }

  /// Lets every file through again, the selected one still selected. Taking the filter off
  /// under the list would have GTK 4.8's list view look for each row it had among all the
  /// files that come back, one file at a time: most of a second in a folder of 100,000. So
  /// the list is emptied first, which leaves it no rows to look for, and then handed every
  /// file at once.
  private func clearFilter() {
    let kept = selectedEntry?.id
    let size = shown.size
    shown.size = 0
    matching.setFilter(nil)
    shown.size = size
    if let kept, let row = position(of: kept) { selection.selected = row }
  }

  /// The entry at a position of the shown list.
  func entry(at position: Int) -> FileEntry? {
    shown.item(at: position).map(FileEntry.init)
  }

  var selectedEntry: FileEntry? { selection.selectedItem.map(FileEntry.init) }

  /// The position of a file in the shown list, if it is there.
  func position(of id: EntryID) -> Int? {
    // Unfiltered and settled, the matching list is the sorted one, in order.
    let row =
      query.text.isEmpty && sorted.pending == 0
      ? FolderOrder.position(of: id.name, inSorted: matching) : nil
    guard let row = row ?? Self.position(of: id, in: matching) else { return nil }
    return row < shown.count ? row : nil
  }

  /// The file the folder lists under `id`, shown or filtered out, if it is still there.
  func contains(_ id: EntryID) -> Bool {
    if sorted.pending == 0, FolderOrder.position(of: id.name, inSorted: sorted) != nil {
      return true
    }
    return Self.position(of: id, in: listed) != nil
  }

  /// Where `id` is in `model`, comparing names as bytes. In a large folder this passes over
  /// every file while the user waits, so it makes nothing per item.
  private static func position(of id: EntryID, in model: ListModel) -> Int? {
    id.name.withUnsafeBytes { wanted -> Int? in
      for position in 0..<model.count {
        guard let item = g_list_model_get_item(model.cast(), guint(position)) else { continue }
        defer { g_object_unref(item) }
        guard let name = g_file_info_get_name(OpaquePointer(item)) else { continue }
        guard strlen(name) == wanted.count else { continue }
        guard let bytes = wanted.baseAddress else { return position }
        if memcmp(name, bytes, wanted.count) == 0 { return position }
      }
      return nil
    }
  }

  /// Files whose info is being read again, and those of them that changed again meanwhile.
  private var refreshing: Set<EntryID> = []
  private var changedAgain: Set<EntryID> = []

  /// A file was rewritten: its row shows its new size and date, and `done` gets what is now
  /// known of it. GtkDirectoryList reads a file's info again when its attributes change, not
  /// when its contents do, so the info is read here (by GIO, off the main thread) and copied
  /// into the listed one. A file that keeps changing (a log being written) is read once at a
  /// time, and once more after the last change.
  func refresh(_ id: EntryID, then done: @escaping @MainActor (File, FileFacts) -> Void) {
    guard let folder else { return }
    guard refreshing.insert(id).inserted else {
      changedAgain.insert(id)
      return
    }
    let file = folder.child(id.name)
    let read = AsyncCall { [weak self] source, result in
      let info = g_file_query_info_finish(OpaquePointer(source), result, nil)
      defer { info.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
      guard let self else { return }
      refreshing.remove(id)
      if let info, self.folder == folder, update(id, with: info) {
        done(file, FileEntry(Object(UnsafeMutableRawPointer(info), .borrow)).facts)
      }
      if changedAgain.remove(id) != nil { refresh(id, then: done) }
    }
    g_file_query_info_async(
      file.pointer, FileEntry.attributes, G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, nil,
      read.callback, read.userData)
  }

  /// Copies `info` into the listed file's info and has its row bound again; false when the
  /// file is no longer listed.
  private func update(_ id: EntryID, with info: OpaquePointer) -> Bool {
    // Settled, the sorted list is searched by halves; while a large folder still loads, the
    // listing is passed over once.
    let (model, found): (ListModel, Int?) =
      sorted.pending == 0
      ? (sorted, FolderOrder.position(of: id.name, inSorted: sorted))
      : (directory, Self.position(of: id, in: directory))
    guard let position = found, let item = g_list_model_get_item(model.cast(), guint(position))
    else { return false }
    defer { g_object_unref(item) }
    let listed = OpaquePointer(item)
    // Copying clears the listed info first, the file GtkDirectoryList keeps in it too.
    guard let file = g_file_info_get_attribute_object(listed, "standard::file") else {
      return false
    }
    g_object_ref(file)
    defer { g_object_unref(file) }
    g_file_info_copy_into(info, listed)
    g_file_info_set_attribute_object(listed, "standard::file", file)
    model.itemsChanged(at: position, count: 1)
    return true
  }
}

/// The filter's text, shared with the C predicate that the filter model calls for each row.
final class FilterQuery: @unchecked Sendable {
  // Only used on the main thread, where GTK filters.
  var text = "" {
    didSet { folded = Self.fold(text) }
  }
  private(set) var folded = ""

  /// Normalized and case-folded, as the names are (see `foldedName`).
  static func fold(_ text: String) -> String {
    guard let normalized = g_utf8_normalize(text, -1, G_NORMALIZE_ALL) else { return text }
    defer { g_free(normalized) }
    return takeString(g_utf8_casefold(normalized, -1)) ?? text
  }
}

/// The name filter's test. The filter is on the model only while there is text to look for
/// (see `filterText`).
private let matchesQuery: GtkCustomFilterFunc = { item, data in
  guard let item, let data else { return 1 }
  let query = Unmanaged<FilterQuery>.fromOpaque(data).takeUnretainedValue()
  guard let name = foldedName(item) else { return 0 }
  return query.folded.withCString { strstr(name, $0) != nil } ? 1 : 0
}
