import Gtk

/// One document or picture in the folder Sheaf shows.
struct LibraryEntry: Sendable, Hashable {
  let record: FileRecord
  /// GLib's natural collation key, computed once off the main thread.
  let sortKey: [UInt8]

  init(_ record: FileRecord) {
    self.record = record
    sortKey = FileQueries.collationKey(record.displayName)
  }

  var title: String { record.displayName }
  var path: String { record.path }

  /// Natural order by name ("Chapter 2" before "Chapter 10"), ties broken by raw name.
  static func naturalOrder(_ a: LibraryEntry, _ b: LibraryEntry) -> Bool {
    if a.sortKey != b.sortKey { return a.sortKey.lexicographicallyPrecedes(b.sortKey) }
    return a.record.name.lexicographicallyPrecedes(b.record.name)
  }
}
