/// What a window's list knows of its files, as far as choosing a row goes.
@MainActor
protocol SelectionListing {
  /// The row that shows `id`, if the list (filtered) shows it.
  func position(of id: EntryID) -> Int?
  /// Whether the folder lists `id`, shown or filtered out.
  func contains(_ id: EntryID) -> Bool
  /// Whether more files may still come, or come in another order.
  var isLoading: Bool { get }
  /// How many rows the list shows.
  var matchingCount: Int { get }
}

/// The file a window waits to select until its list shows it: the file selected last time,
/// the one named on the command line or by a link, or the new name of the file on show after
/// a rename.
///
/// A list fills and changes after the fact (GIO lists a folder in batches; a file saved over
/// gets a new entry; a rename is a removal, then an addition), so selecting a file by name is
/// a wait that the list's changes, and the user, end.
struct AwaitedSelection {
  /// The file to select once it is listed.
  private(set) var pending: EntryID?
  /// The new name of the file on show: waited for even while the list does not have it, as it
  /// adds it only after dropping the old name.
  private(set) var renamed: EntryID?

  /// Below this many rows, a folder still loading is searched for the file at each change;
  /// above, the search (a pass over the list) waits for the end of the listing.
  static let searchedWhileLoading = 5000

  /// Waits for `id` (nil: for nothing).
  mutating func await(_ id: EntryID?) {
    pending = id
  }

  /// Waits for the new name of the file on show.
  mutating func follow(renamedTo id: EntryID) {
    pending = id
    renamed = id
  }

  /// The row to select now: the awaited file's, once the list shows it. A file that is not in
  /// the folder once it is listed is given up, unless it is a rename on its way; a file the
  /// filter hides is waited for until the filter lets it through.
  @MainActor
  mutating func row(in listing: some SelectionListing) -> Int? {
    guard let id = pending else { return nil }
    guard listing.matchingCount < Self.searchedWhileLoading || !listing.isLoading else {
      return nil
    }
    if let row = listing.position(of: id) {
      pending = nil
      renamed = nil
      return row
    }
    if !listing.isLoading && id != renamed && !listing.contains(id) { pending = nil }
    return nil
  }

  /// `id` was selected: if it is not the file awaited, the user chose another and their
  /// choice stands.
  mutating func selected(_ id: EntryID) {
    guard let awaited = renamed ?? pending, awaited != id else { return }
    renamed = nil
    pending = nil
  }

  /// The list dropped its selection while `shown` was on show. A file still listed (under a
  /// new entry, or hidden by the filter) is awaited again; returns whether the file is gone,
  /// which a rename on its way is not.
  @MainActor
  mutating func selectionLost(_ shown: EntryID, in listing: some SelectionListing) -> Bool {
    if listing.contains(shown) {
      pending = shown
      return false
    }
    return renamed == nil
  }
}

extension FolderModel: SelectionListing {}
