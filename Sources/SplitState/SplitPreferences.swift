/// What the user chose about a split view, the part worth keeping between launches.
///
/// Everything else in a ``SplitState`` is either the app's configuration or belongs to one
/// session (the width, the overlay, the page on top). Restore a view with
/// ``SplitState/init(configuration:preferences:)``.
public struct SplitPreferences: Equatable, Codable, Sendable {
  /// The display mode the app or the user asked for.
  public var preferredDisplayMode: PreferredDisplayMode
  /// The user hid the sidebar (the toggle, or closing the list while nothing is selected).
  public var isSidebarHiddenByUser: Bool
  /// The width the user dragged the divider to; `nil` means "use the configured fraction".
  public var sidebarWidth: Double?
  /// The width the user dragged the supplementary column to; `nil` means "use the fraction".
  public var supplementaryWidth: Double?

  /// Creates preferences; the defaults are those of a view the user never touched.
  public init(
    preferredDisplayMode: PreferredDisplayMode = .automatic,
    isSidebarHiddenByUser: Bool = false,
    sidebarWidth: Double? = nil,
    supplementaryWidth: Double? = nil
  ) {
    self.preferredDisplayMode = preferredDisplayMode
    self.isSidebarHiddenByUser = isSidebarHiddenByUser
    self.sidebarWidth = sidebarWidth
    self.supplementaryWidth = supplementaryWidth
  }
}

extension SplitState {
  /// A fresh state, as at launch, with the user's earlier choices.
  ///
  /// The width, the overlay, the selection and the page on top belong to the previous session:
  /// bringing them back could show a detail before its content exists. The app selects the
  /// remembered item again once it has it. A stored sidebar width is clamped to the
  /// configuration's bounds; a non-finite one is dropped. So is the path: the app sets it again
  /// (``SplitEvent/setPath(_:selection:)``) once its levels exist.
  public init(configuration: SplitConfiguration = .standard, preferences: SplitPreferences) {
    self.init(configuration: configuration, preferredDisplayMode: preferences.preferredDisplayMode)
    isSidebarHiddenByUser = preferences.isSidebarHiddenByUser
    userSidebarWidth = preferences.sidebarWidth.flatMap {
      $0.isFinite ? configuration.clampSidebar($0) : nil
    }
    userSupplementaryWidth = preferences.supplementaryWidth.flatMap {
      $0.isFinite ? configuration.clampSupplementary($0) : nil
    }
  }

  /// The user's choices in this state, to store for the next launch.
  public var preferences: SplitPreferences {
    SplitPreferences(
      preferredDisplayMode: preferredDisplayMode, isSidebarHiddenByUser: isSidebarHiddenByUser,
      sidebarWidth: userSidebarWidth, supplementaryWidth: userSupplementaryWidth)
  }
}
