import SplitState
import TestSupport

/// The two column styles with the default sizes, for tests that run over both.
let bothStyles: [SplitConfiguration] = [
  .standard,
  (try? SplitConfiguration(style: .tripleColumn)) ?? .standard,
]

/// A three-column configuration with the default thresholds (600, 860, 1200).
let triple = bothStyles[1]

/// Widths on and around every default threshold, the wide one included.
let stackWidths: [Double] =
  interestingWidths + [1199, 1199.99, 1200, 1200.5, 1400]

func randomStackWidth(_ rng: inout SplitMix64) -> Double {
  Bool.random(using: &rng)
    ? stackWidths.randomElement(using: &rng) ?? 0
    : Double(Int.random(in: 0...1800, using: &rng))
}

/// Any event, navigation included: pushes and pops weighted up so histories reach a few levels.
func randomStackEvent(_ rng: inout SplitMix64) -> Event {
  switch Int.random(in: 0..<22, using: &rng) {
  case 0...3: .widthChanged(randomStackWidth(&rng))
  case 4: .select(Bool.random(using: &rng) ? randomItem(&rng) : nil)
  case 5: .select(randomItem(&rng))
  case 6: .activate(randomItem(&rng))
  case 7, 8: .back
  case 9: .toggleSidebar
  case 10: .dismissOverlay
  case 11:
    .setPreferredDisplayMode(PreferredDisplayMode.allCases.randomElement(using: &rng) ?? .automatic)
  case 12:
    .setPreferredSplitBehavior(
      PreferredSplitBehavior.allCases.randomElement(using: &rng) ?? .automatic)
  case 13: .sidebarDragged(to: Double(Int.random(in: -100...900, using: &rng)))
  case 14: .supplementaryDragged(to: Double(Int.random(in: -100...900, using: &rng)))
  case 15: .selectedItemRemoved
  case 16, 17: .push(randomItem(&rng))
  case 18: .pop
  case 19: .popTo(depth: Int.random(in: -1...4, using: &rng))
  case 20:
    .setPath(
      (0..<Int.random(in: 0...3, using: &rng)).map { _ in randomItem(&rng) },
      selection: Bool.random(using: &rng) ? randomItem(&rng) : nil)
  default: .widthChanged(randomStackWidth(&rng))
  }
}

/// The two-column policies plus UIKit-style column decisions.
var stackPolicies: [(name: String, policy: Policy)] {
  policies + [
    ("compactPrimary", .preferringCompactColumn(.primary)),
    ("compactSupplementary", .preferringCompactColumn(.supplementary)),
    ("compactSecondary", .preferringCompactColumn(.secondary)),
  ]
}

/// The visible layout and the stored choices it must be a function of, at any depth and with
/// any number of columns.
struct StackLayout: Equatable, CustomStringConvertible {
  var displayMode: DisplayMode?
  var behavior: SplitBehavior?
  var columns: Set<Column>
  var pages: [SplitPage]
  var path: [Int]
  var selection: Int?
  var sidebarWidth: Double
  var supplementaryWidth: Double
  var isOverlayOpen: Bool
  var hidden: Bool

  init(_ s: State) {
    displayMode = s.displayMode
    behavior = s.splitBehavior
    columns = s.visibleColumns
    pages = s.pages
    path = s.path
    selection = s.selection
    sidebarWidth = s.sidebarWidth
    supplementaryWidth = s.supplementaryWidth
    isOverlayOpen = s.isOverlayOpen
    hidden = s.isSidebarHiddenByUser
  }

  var description: String {
    "\(displayMode.map(\.rawValue) ?? "collapsed") \(behavior.map(\.rawValue) ?? "-")"
      + " columns=\(columns.map(\.rawValue).sorted()) pages=\(pages) path=\(path)"
      + " sel=\(String(describing: selection)) overlay=\(isOverlayOpen) hidden=\(hidden)"
  }
}
