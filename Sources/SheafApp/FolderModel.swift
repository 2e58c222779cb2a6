import CGtk
import Gtk

/// The folder's files as list models, from GIO to the selection the list view shows:
/// GtkDirectoryList (asynchronous, in batches, kept current by a file monitor), then the listed
/// files (regular, not hidden), then the name filter, then the natural sort.
///
/// The filters come first so that each sees only the batches GIO appends, a cheap test per
/// file; the sort then merges each batch into the sorted list, so the main loop never sorts
/// the whole folder in one go. Sorting first would hand the filters a change spanning the whole
/// list at every batch, to filter again in full. In a large folder the merge itself goes in
/// slices between frames (see `sortLargeFolderInSteps`).
@MainActor
final class FolderModel {
  private let directory = DirectoryList(attributes: FileEntry.attributes)
  /// Every file the folder holds that the list shows, filter or not.
  private let listed: FilterListModel
  /// The files that match the name filter.
  private let matching: FilterListModel
  /// What the list view shows: the matching files in natural order.
  private let sorted: SortListModel
  private let nameFilter: CustomFilter
  private let query = FilterQuery()
  let selection: SingleSelection

  /// Called when the count, the loading state or the error changes.
  var onStatusChange: (() -> Void)?

  init() {
    // GIO hands each batch back at this priority: below drawing and input, so that a folder of
    // 100,000 files, whose batches would otherwise follow each other back to back, leaves the
    // window painted and answering while it loads.
    directory.ioPriority = G_PRIORITY_DEFAULT_IDLE
    listed = FilterListModel(model: directory, filter: FolderOrder.makeListedFilter())
    nameFilter = CustomFilter(
      match: matchesQuery, userData: Unmanaged.passRetained(query).toOpaque(),
      destroy: { data in
        guard let data else { return }
        Unmanaged<FilterQuery>.fromOpaque(data).release()
      })
    matching = FilterListModel(model: listed, filter: nameFilter)
    sorted = SortListModel(model: matching, sorter: FolderOrder.makeSorter())
    selection = SingleSelection(model: sorted)
    for property in ["loading", "error"] {
      directory.onNotify(property) { [weak self] in self?.onStatusChange?() }
    }
    sorted.onNotify("pending") { [weak self] in self?.onStatusChange?() }
    listed.onItemsChanged { [weak self] _, _, _ in
      self?.sortLargeFolderInSteps()
      self?.onStatusChange?()
    }
    matching.onItemsChanged { [weak self] _, _, _ in self?.onStatusChange?() }
  }

  /// Lists `folder`, dropping what was listed before.
  func open(_ folder: File) {
    sorted.isIncremental = false
    directory.file = folder
  }

  /// Once a folder has more files than a moment's sorting takes, each further batch is merged
  /// into place a slice at a time between frames, rather than all at once: with 100,000 files,
  /// each merge would otherwise hold the main loop for most of a second. The first batch is
  /// sorted at once, so the first rows painted are the first files.
  private func sortLargeFolderInSteps() {
    if !sorted.isIncremental && listed.count >= Self.sortedAtOnce { sorted.isIncremental = true }
  }

  private static let sortedAtOnce = 2000

  /// The folder being listed.
  var folder: File? { directory.file }

  /// Whether GIO is still enumerating, or the sort still merging the last batches: until
  /// then, the first row may not be the first file.
  var isLoading: Bool { directory.isLoading || sorted.pending > 0 }

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
      // Typing on narrows the list; deleting widens it: the model refilters only what it must.
      if old.isEmpty || (!folded.isEmpty && folded.contains(FilterQuery.fold(old))) {
        nameFilter.changed(GTK_FILTER_CHANGE_MORE_STRICT)
      } else if newValue.isEmpty || FilterQuery.fold(old).contains(folded) {
        nameFilter.changed(GTK_FILTER_CHANGE_LESS_STRICT)
      } else {
        nameFilter.changed()
      }
    }
  }

  /// The entry at a position of the shown list.
  func entry(at position: Int) -> FileEntry? {
    sorted.item(at: position).map(FileEntry.init)
  }

  var selectedEntry: FileEntry? { selection.selectedItem.map(FileEntry.init) }

  /// The position of a file in the shown list, if it is there.
  func position(of id: EntryID) -> Int? {
    (0..<sorted.count).first { entry(at: $0)?.id == id }
  }

  /// The file the folder lists under `id`, shown or filtered out, if it is still there.
  func contains(_ id: EntryID) -> Bool {
    (0..<listed.count).contains { listed.item(at: $0).map(FileEntry.init)?.id == id }
  }

  /// Tells the views that a file's info changed (size, date) so its row is drawn again.
  func refresh(_ id: EntryID) {
    guard
      let position = (0..<directory.count).first(where: {
        directory.item(at: $0).map(FileEntry.init)?.id == id
      })
    else { return }
    directory.itemsChanged(at: position, count: 1)
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

private let matchesQuery: GtkCustomFilterFunc = { item, data in
  guard let item, let data else { return 1 }
  let query = Unmanaged<FilterQuery>.fromOpaque(data).takeUnretainedValue()
  guard !query.folded.isEmpty else { return 1 }
  guard let name = foldedName(item) else { return 0 }
  return query.folded.withCString { strstr(name, $0) != nil } ? 1 : 0
}
