import SplitState

/// The model's invariants for one transition; the first one broken, described, or nil.
///
/// Each is checked against the raw inputs (the width against the configured thresholds, the
/// event that happened), never against the model's own derived properties, so a wrong
/// definition of `isCollapsed` or `displayMode` is caught rather than restated.
func violation(of t: SplitTransition<Int>, by event: Event) -> String? {
  let s = t.new
  let config = s.configuration
  let width = s.width
  // Before any width the view is collapsed on the list.
  let narrow = width.map { $0 < config.compactThreshold } ?? true
  let wide = width.map { $0 >= config.regularThreshold } ?? false
  let checks: [(Bool, String)] = [
    (s.isCollapsed == narrow, "collapsed must mean narrower than \(config.compactThreshold)"),
    ((s.displayMode == nil) == narrow, "a display mode exactly when expanded"),
    (!narrow || s.visiblePanes.count == 1, "exactly one page on screen when collapsed"),
    (narrow || s.visiblePanes.contains(.secondary), "expanded without the detail on screen"),
    (s.showsSidebarToggle == !narrow, "the toggle exists exactly when expanded"),
    (
      s.isSidebarToggleActive == (!narrow && s.visiblePanes.contains(.primary)),
      "the toggle is pressed exactly while the expanded sidebar shows"
    ),
    (
      s.displayMode != .oneOverSecondary || (!narrow && !wide),
      "an overlay outside medium width (\(String(describing: width)))"
    ),
    (
      s.displayMode != .oneBesideSecondary || s.visiblePanes == [.primary, .secondary],
      "beside without both panes"
    ),
    (
      !changesLayoutOnly(event) || s.selection == t.old.selection,
      "a layout event moved the selection"
    ),
    (!narrow || s.visiblePanes != [.secondary] || s.selection != nil, "an empty detail page"),
    (
      s.showsBackButton == (narrow && s.visiblePanes == [.secondary]),
      "Back exactly on the collapsed detail page"
    ),
    (s.visiblePanes.contains(s.focusedPane), "focus on a pane that is not on screen"),
    (
      s.sidebarWidth >= config.minimumSidebarWidth && s.sidebarWidth <= config.maximumSidebarWidth,
      "sidebar width \(s.sidebarWidth) out of bounds"
    ),
    (
      width.map { s.sidebarWidth <= max(config.minimumSidebarWidth, $0 / 2) } ?? true,
      "the sidebar wider than the detail"
    ),
    (notificationsAreWellFormed(t), "notifications \(t.notifications)"),
    (sameClassResizeKeepsLayout(t, event), "same-class resize changed more than the overlay"),
    (selectionEventsKeepCollapsedPage(t, event), "select pushed or popped a non-empty detail"),
  ]
  return checks.first { !$0.0 }.map(\.1)
}

/// The events that rearrange the view without choosing anything, listed here rather than taken
/// from the model.
private func changesLayoutOnly(_ event: Event) -> Bool {
  switch event {
  case .widthChanged, .back, .toggleSidebar, .dismissOverlay, .setPreferredDisplayMode,
    .sidebarDragged, .setPreferredSplitBehavior, .supplementaryDragged:
    true
  case .select, .activate, .selectedItemRemoved, .push, .pop, .popTo, .setPath:
    false
  }
}

/// At most one layout transition per event, announced iff the display mode changed, in order.
private func notificationsAreWellFormed(_ t: SplitTransition<Int>) -> Bool {
  let (from, to) = (t.old.displayMode, t.new.displayMode)
  guard from != to else { return t.notifications.isEmpty }
  var expected: [SplitNotification] = [.willChangeDisplayMode(from: from, to: to)]
  if (from == nil) != (to == nil) {
    expected.append(to == nil ? .didCollapse : .didExpand)
  }
  expected.append(.didChangeDisplayMode(from: from, to: to))
  return t.notifications == expected
}

/// Within a class, a resize may only reset the transient overlay (and move focus accordingly).
private func sameClassResizeKeepsLayout(_ t: SplitTransition<Int>, _ event: Event) -> Bool {
  guard case .widthChanged = event, t.old.widthClass == t.new.widthClass else { return true }
  let keepsStored =
    t.old.topPage == t.new.topPage && t.old.isSidebarHiddenByUser == t.new.isSidebarHiddenByUser
  let onlyOverlay =
    t.old.visiblePanes == t.new.visiblePanes
    || t.old.displayMode == .oneOverSecondary || t.new.displayMode == .oneOverSecondary
  return keepsStored && onlyOverlay
}

/// Arrow keys (select) never push; only deselection may pop, and only to avoid an empty detail.
private func selectionEventsKeepCollapsedPage(_ t: SplitTransition<Int>, _ event: Event) -> Bool {
  guard case .select(let item) = event, t.old.isCollapsed else { return true }
  if item == nil { return t.new.visiblePanes == [.primary] }
  return t.new.visiblePanes == t.old.visiblePanes
}

/// Follows, from the events alone, whether the user (or the app's policy) last chose to hide
/// the sidebar, so that "no detail and no list" can be told apart from a choice to see nothing.
struct SidebarChoices {
  /// True after a choice to hide the list, false after one to show it, nil before any.
  private(set) var lastWasHide: Bool?

  /// Records what `event` chose, seen from the state the user was looking at.
  mutating func record(_ event: Event, before: State, policyHid: Bool) {
    switch event {
    case .toggleSidebar where before.displayMode != nil:
      lastWasHide = before.visiblePanes.contains(.primary)
    case .dismissOverlay where before.displayMode == .oneOverSecondary,
      .back where before.displayMode == .oneOverSecondary:
      lastWasHide = true
    case .setPreferredDisplayMode(let mode) where mode != before.preferredDisplayMode:
      lastWasHide = mode == .secondaryOnly
    default:
      break
    }
    if policyHid { lastWasHide = true }
  }

  /// An expanded view with nothing selected shows the list, unless hiding it was chosen.
  func emptyDetailViolation(_ s: State) -> String? {
    guard s.displayMode != nil, s.selection == nil, !s.visiblePanes.contains(.primary) else {
      return nil
    }
    return lastWasHide == true ? nil : "an empty detail and no list, though nobody hid the list"
  }
}
