/// How a folder's list is ordered: by which fact, which way, and whether folders come first.
/// One order holds for every folder a window shows, and is remembered.
struct ListOrder: Equatable, Sendable {
  enum Key: String, CaseIterable, Sendable {
    /// Natural, case-folded order by name ("Chapter 2" before "chapter 10").
    case name
    /// Oldest first (reversed: newest first).
    case modified
    /// Smallest first; folders have no size and come before every file.
    case size
    /// By the kind's description ("Markdown document"), then by name.
    case kind
  }

  var key = Key.name
  /// Reverses the order of the files (and of the folders); folders first stay first.
  var isReversed = false
  var foldersFirst = true

  /// Whether a file can be found in a list in this order from its name alone.
  var isByName: Bool { key == .name }
}
