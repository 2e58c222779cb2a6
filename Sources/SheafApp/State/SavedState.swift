import SplitState

/// What Sheaf remembers between launches: what the user chose, never the app's configuration.
struct SavedState: Equatable, Sendable {
  /// The layout of the state file; a file of another version is not read.
  static let version = 2

  var windowWidth: Int32 = 1100
  var windowHeight: Int32 = 700
  var isMaximized = false
  /// The split view's preferences: the sidebar hidden or not, its dragged width, the
  /// preferred display mode. Everything transient is derived again at launch.
  var split = SplitPreferences()
  /// The folder the window opened, as a URI (bytes escaped, so any name survives).
  var folder: String?
  /// The folders entered from it, outermost first; the last one is on show.
  var path: [EntryID] = []
  /// The selected file in the folder on show.
  var selection: EntryID?
  /// Whether the lists show hidden files.
  var showsHidden = false
  /// The order of the lists.
  var order = ListOrder()

  /// The deepest path kept: deeper, the state file was not written by Sheaf.
  static let deepestPath = 256

  /// The sizes a window may be given back: GNOME's smallest width, and far beyond any screen.
  static let widths: ClosedRange<Int32> = 360...16384
  static let heights: ClosedRange<Int32> = 294...16384
}
