import SplitState

/// Every invariant of SPEC section 2 (and of this module's contract) for one transition; the
/// first one broken, described, or nil.
func violation(of t: SplitTransition<Int>, by event: Event) -> String? {
  let s = t.new
  let config = s.configuration
  let expectedClass = s.width.map(config.widthClass(for:)) ?? .compact
  let checks: [(Bool, String)] = [
    (
      s.widthClass == expectedClass,
      "width class \(s.widthClass) for width \(String(describing: s.width))"
    ),
    (s.isCollapsed == (s.widthClass == .compact), "collapsed iff compact"),
    (!s.isCollapsed || s.visiblePanes == [s.topPage], "exactly one page on top when collapsed"),
    (s.isCollapsed == (s.displayMode == nil), "display mode nil iff collapsed"),
    (s.showsSidebarToggle == !s.isCollapsed, "toggle available iff expanded"),
    (
      s.isSidebarToggleActive == (!s.isCollapsed && s.visiblePanes.contains(.primary)),
      "toggle pressed state"
    ),
    (!s.isOverlayOpen || s.widthClass == .medium, "overlay only in medium"),
    (s.isOverlayOpen == (s.displayMode == .oneOverSecondary), "overlay iff oneOverSecondary"),
    (!event.isLayoutEvent || s.selection == t.old.selection, "layout event changed the selection"),
    (s.topPage == .primary || s.selection != nil, "detail on top without a selection"),
    (!s.isCollapsed || !s.showsPlaceholder, "empty detail shown collapsed"),
    (s.showsBackButton == (s.isCollapsed && s.topPage == .secondary), "back button"),
    (
      s.visiblePanes.contains(.secondary) || s.isCollapsed || s.displayMode == nil,
      "expanded without a detail"
    ),
    (s.visiblePanes.contains(s.focusedPane), "focus on a hidden pane"),
    (
      s.sidebarWidth >= config.minimumSidebarWidth && s.sidebarWidth <= config.maximumSidebarWidth,
      "sidebar width \(s.sidebarWidth) out of bounds"
    ),
    (
      s.userSidebarWidth.map {
        $0 >= config.minimumSidebarWidth && $0 <= config.maximumSidebarWidth
      } ?? true, "stored sidebar width out of bounds"
    ),
    (notificationsAreWellFormed(t), "notifications \(t.notifications)"),
    (
      sameClassResizeKeepsLayout(t, event),
      "same-class resize changed more than the transient overlay"
    ),
    (selectionEventsKeepCollapsedPage(t, event), "select pushed or popped a non-empty detail"),
  ]
  return checks.first { !$0.0 }.map(\.1)
}

/// At most one layout transition per event, announced iff the display mode changed, in order.
private func notificationsAreWellFormed(_ t: SplitTransition<Int>) -> Bool {
  let (from, to) = (t.old.displayMode, t.new.displayMode)
  guard from != to else { return t.notifications.isEmpty }
  var expected: [SplitNotification] = [.willChangeDisplayMode(from: from, to: to)]
  if t.old.isCollapsed != t.new.isCollapsed {
    expected.append(t.new.isCollapsed ? .didCollapse : .didExpand)
  }
  expected.append(.didChangeDisplayMode(from: from, to: to))
  return t.notifications == expected
}

/// Within a class, a resize may only reset the transient overlay (and move focus accordingly).
private func sameClassResizeKeepsLayout(_ t: SplitTransition<Int>, _ event: Event) -> Bool {
  guard case .widthChanged = event, !t.widthClassChanged else { return true }
  let keepsStored =
    t.old.topPage == t.new.topPage && t.old.isSidebarHiddenByUser == t.new.isSidebarHiddenByUser
  return keepsStored && (t.old.isOverlayOpen != t.new.isOverlayOpen || !t.layoutChanged)
}

/// Arrow keys (select) never push; only deselection may pop, and only to avoid an empty detail.
private func selectionEventsKeepCollapsedPage(_ t: SplitTransition<Int>, _ event: Event) -> Bool {
  guard case .select(let item) = event, t.old.isCollapsed else { return true }
  if item == nil { return t.new.topPage == .primary }
  return t.new.topPage == t.old.topPage && !t.layoutChanged
}
