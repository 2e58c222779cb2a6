import CGtk
import Gtk

/// Keeps a folder's listed files equal to what the folder holds once its first listing is
/// over. Each event the watcher reports has its file's info read again by GIO (off the main
/// thread), and the file is put in its place in the list or taken out of it.
///
/// Events for one file are taken in order: while its info is being read, a newer event only
/// marks it to be read once more, so a file created and deleted at once never comes back from
/// a read that started before it was deleted. A file that keeps changing (a log being written)
/// is read at most a few times a second. The kernel drops events when a burst overflows its
/// queue; so after a large burst, once the folder is quiet, its names are read again and the
/// list is mended to match.
@MainActor
final class LiveListing {
  private let folder: File
  private var files: SortedFiles?
  /// Files that changed while the first listing loaded, looked at once it is in.
  private var changedWhileLoading: Set<EntryID> = []
  private var reading: Set<EntryID> = []
  private var changedAgain: Set<EntryID> = []
  private var filesChangedInBurst = 0
  private var quietTimer: SourceID?
  private let cancellable = Cancellable()

  /// Called with what is now known of a file that is listed after a change.
  var onUpdated: ((EntryID, File, FileFacts) -> Void)?
  /// Called when reading the folder again finds it gone.
  var onFolderGone: (() -> Void)?

  /// Which files the list shows.
  private let rule: FolderOrder.ListedRule

  init(folder: File, rule: FolderOrder.ListedRule) {
    self.folder = folder
    self.rule = rule
  }

  deinit { cancellable.cancel() }

  /// Stops every read (the folder is no longer shown).
  func stop() {
    cancellable.cancel()
    quietTimer?.cancel()
    quietTimer = nil
  }

  /// The first listing is in: changes apply to `files` from now on.
  func start(with files: SortedFiles) {
    self.files = files
    for id in changedWhileLoading { read(id) }
    changedWhileLoading = []
  }

  /// A file appeared, or was rewritten, or had its attributes changed.
  func changed(_ id: EntryID, appeared: Bool = false) {
    if appeared { countInBurst() }
    guard files != nil else {
      changedWhileLoading.insert(id)
      return
    }
    read(id)
  }

  /// A file left the folder.
  func removed(_ id: EntryID) {
    countInBurst()
    guard files != nil else {
      changedWhileLoading.insert(id)
      return
    }
    // Emptying a large folder sends an event per file, with no read out: asked first, the
    // empty set spares each event a hash of its name.
    if !reading.isEmpty && reading.contains(id) {
      changedAgain.insert(id)
      return
    }
    // GIO hands a burst's events over in one go: they are applied together once it is done.
    if removals.isEmpty {
      MainLoop.idle(priority: G_PRIORITY_DEFAULT) { [weak self] in self?.applyRemovals() }
    }
    removals.append(id.name)
  }

  /// Names gone from the folder, not yet taken out of the list.
  private var removals: [[UInt8]] = []

  /// Takes out removals for a few milliseconds, and leaves the rest for after drawing and
  /// input: a folder being emptied sends tens of thousands at once, each a search of the list
  /// and a change to the list view. A file that comes back while its removal waits is put back
  /// by the check that follows such a burst.
  private func applyRemovals() {
    guard let files else { return }
    let start = g_get_monotonic_time()
    var taken = 0
    while taken < removals.count && g_get_monotonic_time() - start < Self.removalTime {
      let end = min(removals.count, taken + Self.removalsAtOnce)
      files.remove(removals[taken..<end])
      taken = end
    }
    removals.removeFirst(taken)
    guard !removals.isEmpty else { return }
    MainLoop.idle { [weak self] in self?.applyRemovals() }
  }

  /// Removals taken out in one change of the list; each costs tens of microseconds.
  private static let removalsAtOnce = 100
  /// How long the list is changed before the window draws again, in microseconds.
  private static let removalTime: Int64 = 8000

  private func read(_ id: EntryID) {
    guard reading.insert(id).inserted else {
      changedAgain.insert(id)
      return
    }
    let file = folder.child(id.name)
    let call = AsyncCall { [weak self] source, result in
      var error: UnsafeMutablePointer<GError>?
      let info = g_file_query_info_finish(OpaquePointer(source), result, &error)
      defer { info.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
      let failure = error.map { GLibError(taking: $0) }
      guard let self, failure?.matches(G_IO_ERROR_CANCELLED) != true else { return }
      if changedAgain.remove(id) != nil {
        // What was read may be older than the last event: read again, a little later, so that
        // a file written without pause costs a few reads a second.
        MainLoop.after(milliseconds: Self.rereadDelay) { [weak self] in
          guard let self, !cancellable.isCancelled else { return }
          reading.remove(id)
          read(id)
        }
        return
      }
      reading.remove(id)
      apply(info, of: file, id, failure: failure)
    }
    g_file_query_info_async(
      file.pointer, FileEntry.attributes, G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT,
      cancellable.pointer, call.callback, call.userData)
  }

  private static let rereadDelay: UInt32 = 250

  private func apply(_ info: OpaquePointer?, of file: File, _ id: EntryID, failure: GLibError?) {
    guard let files else { return }
    guard let info else {
      // Gone. Any other failure leaves the row as it was listed.
      if failure?.matches(G_IO_ERROR_NOT_FOUND) == true { files.remove(id.name) }
      return
    }
    guard rule.lists(info) else {
      files.remove(id.name)
      return
    }
    // The listing's infos carry their file; the rows and actions take it from there.
    g_file_info_set_attribute_object(
      info, "standard::file", UnsafeMutablePointer<GObject>(file.pointer))
    files.put(info, named: id.name)
    onUpdated?(id, file, FileEntry(Object(UnsafeMutableRawPointer(info), .borrow)).facts)
  }

  // MARK: Bursts

  /// How many files appearing or leaving make a burst worth checking afterwards. The kernel
  /// queues about 16,000 events before it drops any: far fewer cannot lose one.
  private static let largeBurst = 1000
  /// How long the folder stays quiet before a burst counts as over, in milliseconds.
  private static let quietDelay: UInt32 = 500

  private func countInBurst() {
    filesChangedInBurst += 1
    lastChange = g_get_monotonic_time()
    // One timer for the whole burst, not one per event: it looks again when it fires.
    if quietTimer == nil { waitForQuiet(milliseconds: Self.quietDelay) }
  }

  private var lastChange = 0

  private func waitForQuiet(milliseconds: UInt32) {
    quietTimer = MainLoop.after(milliseconds: milliseconds) { [weak self] in
      guard let self else { return }
      let quietFor = (g_get_monotonic_time() - lastChange) / 1000
      if quietFor < Int(Self.quietDelay) {
        waitForQuiet(milliseconds: Self.quietDelay - UInt32(quietFor))
      } else {
        burstEnded()
      }
    }
  }

  private func burstEnded() {
    quietTimer = nil
    let count = filesChangedInBurst
    filesChangedInBurst = 0
    guard count >= Self.largeBurst, files != nil else { return }
    FolderNames.read(folder, listing: rule, cancellable: cancellable) { [weak self] result in
      self?.mend(to: result)
    }
  }

  /// Takes out the rows of files the folder no longer holds and reads those it holds that are
  /// not listed; a folder that cannot be read any more is gone.
  private func mend(to result: Result<Set<[UInt8]>, GLibError>) {
    guard let files else { return }
    let onDisk: Set<[UInt8]>
    switch result {
    case .success(let names): onDisk = names
    case .failure(let error):
      if error.matches(G_IO_ERROR_NOT_FOUND) || error.matches(G_IO_ERROR_NOT_DIRECTORY) {
        onFolderGone?()
      }
      return
    }
    let listed = files.names
    files.remove(listed.filter { !onDisk.contains($0) })
    for name in onDisk.subtracting(listed) { read(EntryID(name: name)) }
  }
}
