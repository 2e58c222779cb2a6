import CGtk
import Gtk

/// The folder's files as list models, from GIO to the selection the list view shows:
/// GtkDirectoryList (asynchronous, in batches), then the listed files (folders, regular files
/// and broken links; hidden ones when asked for), then the order (folders first in natural
/// order unless asked otherwise), then the name filter, then a slice that holds a new
/// window's list to a screenful until it is laid out.
///
/// The listed filter comes before the sort, so that it sees only the batches GIO appends, a
/// cheap test per file, and the sort merges each batch into the sorted list: the main loop
/// never sorts the whole folder in one go. In a large folder the merge itself goes in slices
/// between frames (see `sortLargeFolderInSteps`). The name filter comes after the sort, so
/// that typing or clearing it never sorts again: with no text there is no filter at all, and
/// clearing it hands the list every file, in order, at once. Filtering while a large folder
/// still loads costs more (each merge may move the whole list past the filter), but that is
/// brief and rare.
///
/// Once the first listing is in, the sorted files move into a store that changes a file at a
/// time (`SortedFiles`), which the name filter reads from then on, and `LiveListing` keeps it
/// equal to the folder: GtkDirectoryList's own monitor and the sort model each pass over
/// every file for a single change.
@MainActor
final class FolderModel {
  private let directory = DirectoryList(attributes: FileEntry.attributes)
  /// Every file the first listing found that the list shows, filter or not.
  private let listed: FilterListModel
  /// The listed files in the order asked for.
  private let sorted: SortListModel
  private let sorter: CustomSorter
  /// The folder's files once the first listing is in, kept current.
  private var files: SortedFiles?
  private var live: LiveListing?
  /// The sorted files that match the name filter.
  private let matching: FilterListModel
  /// The first screenful of the matching files, which the list view shows until the window
  /// has drawn its first frame (see `showEveryRow`); it then shows `everyRow`.
  private let firstScreen: SliceListModel
  /// What the list view shows: `firstScreen`, then `everyRow`.
  private var shown: ListModel
  /// What the selection reads: it shows `shown`, and tells the view what each switch changes.
  private let proxy = ListProxy(itemType: g_file_info_get_type())
  /// An empty list the view shows while the whole list changes (see `detachingView`).
  private let nothing = ListStore(itemType: g_file_info_get_type())
  private let nameFilter: CustomFilter
  /// Which files are listed: hidden ones or not.
  private let rule = FolderOrder.ListedRule()

  /// The order of the files, shared with the sorter and the live store.
  private let sortRule = FolderOrder.SortRule()

  /// Whether hidden files are listed; a change applies when the folder is opened next.
  var showsHidden: Bool {
    get { rule.showsHidden }
    set { rule.showsHidden = newValue }
  }

  /// The order of the list. A change sorts the files in place, the selection kept: nothing
  /// is read again from the disk.
  var order: ListOrder {
    get { sortRule.order }
    set {
      guard newValue != sortRule.order else { return }
      sortRule.order = newValue
      detachingView {
        if let files { files.reorder() } else { sorter.changed() }
      }
    }
  }

  /// Set while a file that changed moves to its new place, which takes the selection off it
  /// for a moment.
  private(set) var isMovingFile = false
  private let query = FilterQuery()
  let selection: SingleSelection

  /// Called when the count, the loading state or the error changes.
  var onStatusChange: (() -> Void)?
  /// Called with what is now known of a listed file that changed.
  var onFileUpdated: ((EntryID, File, FileFacts) -> Void)?
  /// The rows of the shown list that the view has a row widget for now.
  var rowsOnShow: () -> [Int] = { [] }
  /// Called when the folder turns out to be gone, though no event said so.
  var onFolderGone: (() -> Void)?

  init() {
    directory.ioPriority = Self.firstBatchPriority
    directory.isMonitored = false
    listed = FilterListModel(model: directory, filter: FolderOrder.makeListedFilter(rule))
    nameFilter = CustomFilter(
      match: matchesQuery, userData: Unmanaged.passRetained(query).toOpaque(),
      destroy: { data in
        guard let data else { return }
        Unmanaged<FilterQuery>.fromOpaque(data).release()
      })
    sorter = FolderOrder.makeSorter(sortRule)
    sorted = SortListModel(model: listed, sorter: sorter)
    matching = FilterListModel(model: sorted, filter: nil)
    firstScreen = SliceListModel(model: matching, size: Self.firstScreenRows)
    shown = firstScreen
    proxy.show(firstScreen)
    selection = SingleSelection(model: proxy)
    for property in ["loading", "error"] {
      directory.onNotify(property) { [weak self] in self?.listingChanged() }
    }
    sorted.onNotify("pending") { [weak self] in self?.listingChanged() }
    // After GIO's first batch, whatever it held (hidden files and folders included). A small
    // first batch was the whole folder: the listing's end then comes at once, before the
    // first frame, and the list settles (`listingChanged`) without drawing a second one.
    directory.onItemsChanged { [weak self] _, _, added in
      if added >= Self.smallFolder { self?.directory.ioPriority = Self.laterBatchesPriority }
    }
    listed.onItemsChanged { [weak self] _, _, _ in
      self?.sortLargeFolderInSteps()
      self?.onStatusChange?()
    }
    // After the selection and the view have taken the change in: the window may select a row.
    matching.onItemsChanged(after: true) { [weak self] _, _, _ in
      guard let self else { return }
      if files == nil { onStatusChange?() } else { queueStatusChange() }
    }
  }

  private var statusChangeQueued = false

  /// Files that change one by one, as in a burst, tell the window once, after the burst's
  /// events (GIO hands them over together).
  private func queueStatusChange() {
    guard !statusChangeQueued else { return }
    statusChangeQueued = true
    MainLoop.idle(priority: G_PRIORITY_DEFAULT) { [weak self] in
      self?.statusChangeQueued = false
      self?.onStatusChange?()
    }
  }

  /// A list view that has not been laid out yet makes a row for each of its first 200 items
  /// (it cannot know how many will show); a few dozen cover any screen. A large folder's
  /// first batch then costs a screenful of rows, not 200 that the first layout throws away.
  private static let firstScreenRows = 64

  /// Lets the list view have every file; the window calls it once it has been laid out.
  ///
  /// The view then reads `everyRow` without the slice between: GtkSliceListModel
  /// tells every insertion or removal as a replacement of the whole list after it, and GTK
  /// 4.8's list view, given a range replaced by a different set of items it partly already
  /// shows, loses track of its rows (two rows bound to one file, "Duplicate item detected").
  /// See docs/design.md, "What the list view is told".
  func showEveryRow() {
    guard shown === firstScreen else { return }
    // The rest of the files arrive as one insertion after the first screenful, then the
    // same files in the same order replace them: neither confuses the view.
    firstScreen.size = nil
    show(everyRow)
    // Nothing reads the slice any more: it stops following the changes.
    firstScreen.size = 0
  }

  /// Lists `folder`, dropping what was listed before.
  func open(_ folder: File) {
    stopFollowing()
    self.folder = folder
    let live = LiveListing(folder: folder, rule: rule)
    live.onUpdated = { [weak self] id, file, facts in self?.onFileUpdated?(id, file, facts) }
    live.onFolderGone = { [weak self] in self?.onFolderGone?() }
    self.live = live
    if files != nil {
      files = nil
      matching.setModel(sorted)
      if shown !== firstScreen { show(matching) }
    }
    directory.ioPriority = Self.firstBatchPriority
    sorted.isIncremental = false
    directory.file = folder
  }

  /// Empties the list and follows the folder no more (it is gone).
  func close() {
    stop()
    files?.removeAll()
  }

  /// Follows the folder no more, and stops a listing still under way.
  func stop() {
    stopFollowing()
    directory.file = nil
  }

  private func stopFollowing() {
    live?.stop()
    live = nil
  }

  /// The first listing is in: its files move into a store that follows the folder, and the
  /// listing's own copy is let go.
  private func listingChanged() {
    defer { onStatusChange?() }
    guard files == nil, let live, directory.file != nil, !directory.isLoading,
      sorted.pending == 0, directory.error == nil
    else { return }
    let files = SortedFiles(copying: sorted, rule: sortRule)
    files.aroundMove = { [weak self] move in self?.keepingSelection(move) ?? move() }
    self.files = files
    // The same files in the same order: the list view keeps its rows, and the selection
    // finds its file among them.
    if shown === matching, query.text.isEmpty { show(files) }
    matching.setModel(files.store)
    directory.file = nil
    live.start(with: files)
  }

  /// Makes `move` (a removal, then an insertion of the same file) with the selection kept on
  /// the file it was on.
  private func keepingSelection(_ move: () -> Void) {
    let kept = selectedEntry?.id
    isMovingFile = true
    move()
    if let kept, selection.selected == nil, let row = position(of: kept) {
      selection.selected = row
    }
    isMovingFile = false
  }

  /// Once a folder has more files than a moment's sorting takes, each further batch is merged
  /// into place a slice at a time between frames, rather than all at once: with 100,000 files,
  /// each merge would otherwise hold the main loop for most of a second. The first batch is
  /// sorted at once, so the first rows painted are the first files.
  private func sortLargeFolderInSteps() {
    if !sorted.isIncremental && listed.count >= Self.sortedAtOnce { sorted.isIncremental = true }
  }

  private static let sortedAtOnce = 2000

  /// Fewer files than this in GIO's first batch, and the listing's end is not put off.
  private static let smallFolder = 1000

  /// GIO hands each batch back at the enumeration's priority. The first comes at the default
  /// one, ahead of the frame clock's first paint, so a new window's first frame has its rows.
  private static let firstBatchPriority = G_PRIORITY_DEFAULT
  /// The rest come below drawing and input: a folder of 100,000 files, whose batches would
  /// otherwise follow each other back to back, leaves the window painted and answering.
  private static let laterBatchesPriority = G_PRIORITY_DEFAULT_IDLE

  /// The folder being listed.
  private(set) var folder: File?

  /// Whether GIO is still enumerating, or the sort still merging the last batches: until
  /// then, the first row may not be the first file.
  var isLoading: Bool { files == nil && (directory.isLoading || sorted.pending > 0) }

  /// Whether a window on the folder has more to show than "Loading…": files, the end of an
  /// empty listing, or why it failed. A small folder's files are not enough until the
  /// listing is over: the list settles then (`listingChanged`), and a window shown before it
  /// would draw its list twice.
  var hasSomethingToShow: Bool { count >= Self.smallFolder || !isLoading || error != nil }

  /// Why the folder could not be listed.
  var error: GLibError? { directory.error }

  /// How many files the folder holds (that the list would show without a filter).
  var count: Int { files?.count ?? listed.count }

  /// How many files match the filter.
  var matchingCount: Int { matching.count }

  // MARK: Changes

  /// A file appeared in the folder.
  func fileAppeared(_ id: EntryID) { live?.changed(id, appeared: true) }

  /// A file was rewritten or its attributes changed: its row shows its new size and date,
  /// and `onFileUpdated` tells what is now known of it.
  func fileChanged(_ id: EntryID) { live?.changed(id) }

  /// A file left the folder.
  func fileRemoved(_ id: EntryID) { live?.removed(id) }
  /// The name filter: files whose name contains it, ignoring case and accents' encoding.
  var filterText: String {
    get { query.text }
    set {
      let old = query.text
      guard newValue != old else { return }
      query.text = newValue
      let folded = query.folded
      // No text, no filter. Typing on narrows the list; deleting widens it: the model
      // refilters only what it must. The filter model tells a change as one range replaced,
      // which GTK 4.8's list view cannot take (see `showEveryRow`): it gets the change while
      // it shows nothing, or, when the filter is taken off, hears the whole list replaced.
      let change = newValue.isEmpty ? showingEveryFile : detachingView
      change {
        if newValue.isEmpty {
          matching.setFilter(nil)
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
  }

  /// Makes a change to the whole list while the view shows nothing, then restores the
  /// selection: the view is told that every row left, then that the new ones came. Emptied
  /// first, it also has no rows to look for among the items the change brings (one at a time
  /// in GTK 4.8: most of a second among 100,000 files of a sort model).
  private func detachingView(_ change: () -> Void) {
    let kept = selectedEntry?.id
    proxy.show(nothing)
    change()
    if shown !== firstScreen { shown = everyRow }
    proxy.show(shown)
    if let kept, let row = position(of: kept) { selection.selected = row }
  }

  /// Takes the filter off, `change`, with the view reading the store of the folder's files
  /// first, and `change` happens out of its sight. The view keeps its rows and looks for
  /// them only among the files around them (see `ListProxy.widen`); told the whole list was
  /// replaced, it would look for them among every file, and emptied first, as `detachingView`
  /// does, it would make a row for each of its first 200 items again. Before the first
  /// listing is in there is no such store, and the view is detached instead.
  private func showingEveryFile(_ change: () -> Void) {
    guard let files, shown !== firstScreen else { return detachingView(change) }
    let kept = selectedEntry?.id
    show(files)
    change()
    if let kept, selection.selected == nil, let row = position(of: kept) {
      selection.selected = row
    }
  }

  /// The list the view reads once the first frame is drawn: the folder's files themselves
  /// while the first listing is in and no filter is on (the same items as `matching` then),
  /// else the matching files.
  private var everyRow: ListModel {
    if let files, query.text.isEmpty { files.store } else { matching }
  }

  /// Shows the store of `files`, which holds every file shown now, in the same order, and
  /// maybe others between them: the view keeps its rows and looks for them only among the
  /// files around them (see `ListProxy.widen`).
  private func show(_ files: SortedFiles) {
    let pairs = rowsOnShow().compactMap { old -> (old: Int, new: Int)? in
      guard let item = g_list_model_get_item(shown.cast(), guint(old)) else { return nil }
      defer { g_object_unref(item) }
      return files.position(ofListed: OpaquePointer(item)).map { (old: old, new: $0) }
    }
    shown = files.store
    proxy.widen(to: files.store, keeping: pairs)
  }

  private func show(_ model: ListModel) {
    guard model !== shown else { return }
    shown = model
    proxy.show(model)
  }

  /// The entry at a position of the shown list.
  func entry(at position: Int) -> FileEntry? {
    shown.item(at: position).map(FileEntry.init)
  }

  var selectedEntry: FileEntry? { selection.selectedItem.map(FileEntry.init) }

  /// The position of a file in the shown list, if it is there.
  func position(of id: EntryID) -> Int? {
    // Unfiltered and settled, the matching list is the sorted one, in order.
    let row: Int? =
      if let files, query.text.isEmpty {
        files.position(of: id.name)
      } else if query.text.isEmpty && sorted.pending == 0 {
        FolderOrder.position(of: id.name, inSorted: matching, by: sortRule)
          ?? FolderOrder.scan(for: id.name, in: matching)
      } else {
        FolderOrder.scan(for: id.name, in: matching)
      }
    guard let row else { return nil }
    return row < shown.count ? row : nil
  }

  /// The first row whose name starts with `prefix`, ignoring case and accents' encoding. A
  /// pass over the rows, which only a key typed in the list asks for.
  func firstRow(startingWith prefix: String) -> Int? {
    let folded = FilterQuery.fold(prefix)
    return folded.withCString { wanted -> Int? in
      let length = strlen(wanted)
      for position in 0..<shown.count {
        guard let item = g_list_model_get_item(shown.cast(), guint(position)) else { continue }
        defer { g_object_unref(item) }
        if let name = foldedName(item), strncmp(name, wanted, length) == 0 { return position }
      }
      return nil
    }
  }

  /// The file the folder lists under `id`, shown or filtered out, if it is still there.
  func contains(_ id: EntryID) -> Bool {
    if let files { return files.position(of: id.name) != nil }
    if sorted.pending == 0, FolderOrder.position(of: id.name, inSorted: sorted, by: sortRule) != nil
    {
      return true
    }
    return FolderOrder.scan(for: id.name, in: listed) != nil
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
