extension SplitState {
  /// A fresh state that keeps only what the user chose in `saved`: the configuration, the
  /// preferred display mode, the sticky "sidebar hidden" and the dragged sidebar width.
  ///
  /// Use it to restore a split view at launch: the width, the overlay, the selection and the
  /// page on top belong to the previous session, and bringing them back could show a detail
  /// before its content exists. The app selects the remembered item again once it has it.
  public static func restoringPreferences(from saved: SplitState) -> SplitState {
    var state = SplitState(
      configuration: saved.configuration, preferredDisplayMode: saved.preferredDisplayMode)
    state.isSidebarHiddenByUser = saved.isSidebarHiddenByUser
    state.userSidebarWidth = saved.userSidebarWidth
    return state
  }
}
