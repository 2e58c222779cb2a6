import SplitState
import XCTest

typealias State = SplitState<Int>
typealias Event = SplitEvent<Int>
typealias Policy = SplitPolicy<Int>

/// Widths on both sides of every default threshold.
enum W {
  static let compact = 400.0
  static let medium = 700.0
  static let regular = 1000.0
}

extension SplitState {
  /// The state after `events`, applied in order from this state.
  func after(_ events: [SplitEvent<Item>], policy: SplitPolicy<Item> = .init()) -> SplitState {
    events.reduce(self) { $0.applying($1, policy: policy).new }
  }

  /// Shorthand for the state after `events`.
  func after(_ events: SplitEvent<Item>...) -> SplitState { after(events) }
}

/// A fresh state after `events`.
func given(_ events: Event..., policy: Policy = .init()) -> State {
  State().after(events, policy: policy)
}

/// The visible layout plus the stored preferences it must be a function of.
struct Layout: Equatable, CustomStringConvertible {
  var displayMode: DisplayMode?
  var isCollapsed: Bool
  var visiblePanes: Set<Pane>
  var topPage: Pane
  var sidebarWidth: Double
  var isOverlayOpen: Bool
  var selection: Int?
  var preferred: PreferredDisplayMode
  var hidden: Bool
  var userSidebarWidth: Double?

  init(_ s: State) {
    displayMode = s.displayMode
    isCollapsed = s.isCollapsed
    visiblePanes = s.visiblePanes
    topPage = s.topPage
    sidebarWidth = s.sidebarWidth
    isOverlayOpen = s.isOverlayOpen
    selection = s.selection
    preferred = s.preferredDisplayMode
    hidden = s.isSidebarHiddenByUser
    userSidebarWidth = s.userSidebarWidth
  }

  var description: String {
    "\(displayMode.map(\.rawValue) ?? "collapsed") panes=\(visiblePanes.map(\.rawValue).sorted())"
      + " top=\(topPage) sidebar=\(sidebarWidth) overlay=\(isOverlayOpen) sel=\(String(describing: selection))"
  }
}
