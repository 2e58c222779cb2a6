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

/// A small, seedable PRNG (SplitMix64) so every random test is reproducible from its seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
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
