import SplitState

/// What the events alone say the stack must be: a reference model of the path and the current
/// level's selection, kept apart from the model under test. Only `back` looks at the state it
/// was pressed in, and only at what the user saw: an open overlay or the detail page.
struct ShadowStack {
  private(set) var path: [Int] = []
  private(set) var selection: Int?
  /// True after a choice to hide the list, false after one to show it, nil before any.
  private(set) var lastWasHide: Bool?

  mutating func record(_ event: Event, before: State, policyHid: Bool) {
    switch event {
    case .push(let item):
      path.append(item)
      selection = nil
    case .pop: popTo(path.count - 1)
    case .popTo(let depth): popTo(depth)
    case .setPath(let newPath, let item):
      path = newPath
      selection = item
    case .select(let item): selection = item
    case .activate(let item): selection = item
    case .selectedItemRemoved: selection = nil
    case .back:
      let onDetailPage = before.isCollapsed && before.visibleColumns == [.secondary]
      if before.isOverlayOpen && !before.isCollapsed {
        lastWasHide = true
      } else if !onDetailPage {
        popTo(path.count - 1)
      }
    case .toggleSidebar where !before.isCollapsed:
      lastWasHide = before.isSidebarToggleActive
    case .dismissOverlay where before.isOverlayOpen && !before.isCollapsed:
      lastWasHide = true
    case .setPreferredDisplayMode(let mode) where mode != before.preferredDisplayMode:
      lastWasHide = mode == .secondaryOnly
    default:
      break
    }
    if policyHid { lastWasHide = true }
  }

  private mutating func popTo(_ depth: Int) {
    guard depth >= 0, depth < path.count else { return }
    selection = path[depth]
    path.removeSubrange(depth...)
  }
}

/// The laws at any depth and with either column style, for one transition; the first one
/// broken, described, or nil. Each is stated from raw inputs (thresholds, the shadow stack,
/// the event) rather than from the model's own derived properties.
func stackViolation(of t: SplitTransition<Int>, by event: Event, shadow: ShadowStack) -> String? {
  let s = t.new
  let config = s.configuration
  let threeColumns = config.style == .tripleColumn
  let narrow = s.width.map { $0 < config.compactThreshold } ?? true
  let wide = threeColumns && (s.width.map { $0 >= config.wideThreshold } ?? false)
  let regularOrWide = s.width.map { $0 >= config.regularThreshold } ?? false
  let listColumn: Column = threeColumns ? .supplementary : .primary
  let detailPage = narrow && s.visibleColumns == [.secondary]
  let expectedPages = shadow.path.count + 1 + (detailPage ? 1 : 0)
  let mode = s.displayMode
  let checks: [(Bool, String)] = [
    (s.path == shadow.path, "path \(s.path), the events say \(shadow.path)"),
    (s.selection == shadow.selection, "selection \(String(describing: s.selection))"),
    (s.isCollapsed == narrow, "collapsed must mean narrower than \(config.compactThreshold)"),
    ((s.widthClass == .wide) == wide, "wide must mean three columns from \(config.wideThreshold)"),
    (
      !narrow || s.pages.count == expectedPages, "\(s.pages.count) pages, expected \(expectedPages)"
    ),
    (!narrow || s.visibleColumns.count == 1, "exactly one page on top when collapsed"),
    (!detailPage || s.selection != nil, "an empty detail page"),
    (!narrow || (s.pages.last == .detail) == detailPage, "the last page is not the one on top"),
    (s.showsBackButton == (narrow && expectedPages > 1), "one Back exactly below the top page"),
    (s.showsListBackButton == (!narrow && !shadow.path.isEmpty), "the list's Back when deep"),
    (s.showsSidebarToggle == !narrow, "the toggle exists exactly when expanded"),
    (narrow || s.visibleColumns.contains(.secondary), "expanded without the detail"),
    (
      !threeColumns || narrow || !regularOrWide || s.visibleColumns.contains(listColumn),
      "three columns from regular width always show the list"
    ),
    (threeColumns || !s.visibleColumns.contains(.supplementary), "two columns never show three"),
    (
      modeMatchesBehavior(mode, s.splitBehavior),
      "\(String(describing: mode)) with \(String(describing: s.splitBehavior))"
    ),
    (
      !changesLayoutOnly(event) || (t.old.path == s.path && t.old.selection == s.selection),
      "a layout event moved a level's selection"
    ),
    (s.visibleColumns.contains(s.focusedColumn), "focus on a column that is not on screen"),
    (
      s.supplementaryWidth >= config.minimumSupplementaryWidth
        && s.supplementaryWidth <= config.maximumSupplementaryWidth,
      "supplementary width \(s.supplementaryWidth) out of bounds"
    ),
    (
      narrow || s.selection != nil || s.visibleColumns.contains(listColumn)
        || shadow.lastWasHide == true,
      "an empty detail and no list, though nobody hid the list"
    ),
  ]
  return checks.first { !$0.0 }.map(\.1)
}

/// The events that only rearrange the view.
private func changesLayoutOnly(_ event: Event) -> Bool {
  switch event {
  case .widthChanged, .toggleSidebar, .dismissOverlay, .setPreferredDisplayMode,
    .setPreferredSplitBehavior, .sidebarDragged, .supplementaryDragged:
    true
  default:
    false
  }
}

/// Over modes only overlay, displace only displaces, and the "two" modes need three columns.
private func modeMatchesBehavior(_ mode: DisplayMode?, _ behavior: SplitBehavior?) -> Bool {
  switch mode {
  case nil: behavior == nil
  case .oneOverSecondary, .twoOverSecondary: behavior == .overlay
  case .twoDisplaceSecondary: behavior == .displace
  case .twoBesideSecondary: behavior == .tile
  case .secondaryOnly, .oneBesideSecondary: behavior != nil
  }
}

/// Presses Back until nothing changes; the number of presses that changed something, and the
/// state they led to.
func pressBackUntilStill(_ start: State, limit: Int) -> (presses: Int, end: State) {
  var state = start
  for presses in 0...limit {
    let next = state.applying(.back).new
    if next == state { return (presses, state) }
    state = next
  }
  return (limit + 1, state)
}
