import SplitState

/// What Sheaf remembers between launches: the last window as the user left it.
struct SavedState: Codable, Equatable, Sendable {
  var windowWidth: Int32 = 1100
  var windowHeight: Int32 = 700
  var isMaximized = false
  /// The folder shown, and the selected entry's path in it.
  var folder: String?
  /// The split view's preferences: sidebar hidden or not, the dragged sidebar width, the
  /// preferred display mode. Transient parts (width, overlay) are re-derived at launch.
  var split = SplitPreferences()
  /// The selected entry; it is only restored inside the same folder.
  var selection: String?
}
