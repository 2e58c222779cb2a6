import SplitState
import TestSupport

/// Widths that sit on, and just around, the default thresholds, plus a few ordinary ones.
let interestingWidths: [Double] = [
  0, 1, 320, 599, 599.5, 600, 600.5, 700, 859, 859.99, 860, 861, 1000, 1600,
]

func randomWidth(_ rng: inout SplitMix64) -> Double {
  Bool.random(using: &rng)
    ? interestingWidths.randomElement(using: &rng) ?? 0
    : Double(Int.random(in: 0...1800, using: &rng))
}

func randomItem(_ rng: inout SplitMix64) -> Int { Int.random(in: 0...3, using: &rng) }

/// Any event, resizes weighted up since they drive most of the logic.
func randomEvent(_ rng: inout SplitMix64) -> Event {
  switch Int.random(in: 0..<14, using: &rng) {
  case 0...3: .widthChanged(randomWidth(&rng))
  case 4: .select(Bool.random(using: &rng) ? randomItem(&rng) : nil)
  case 5: .select(randomItem(&rng))
  case 6: .activate(randomItem(&rng))
  case 7: .back
  case 8: .toggleSidebar
  case 9: .dismissOverlay
  case 10:
    .setPreferredDisplayMode(PreferredDisplayMode.allCases.randomElement(using: &rng) ?? .automatic)
  case 11: .sidebarDragged(to: Double(Int.random(in: -100...900, using: &rng)))
  case 12: .selectedItemRemoved
  default: .widthChanged(randomWidth(&rng))
  }
}

/// Policies from obedient to hostile; the model must stay safe under all of them.
var policies: [(name: String, policy: Policy)] {
  [
    ("default", Policy()),
    (
      "alwaysDetailAndOverlay",
      Policy(
        topPageForCollapsing: { _, _ in .secondary },
        displayModeForExpanding: { _, _ in .oneOverSecondary })
    ),
    (
      "alwaysListAndHidden",
      Policy(
        topPageForCollapsing: { _, _ in .primary },
        displayModeForExpanding: { _, _ in .secondaryOnly })
    ),
    ("beside", Policy(displayModeForExpanding: { _, _ in .oneBesideSecondary })),
    (
      "flipping",
      Policy(
        topPageForCollapsing: { p, s in
          (s.selection ?? 0) % 2 == 0 ? p : (p == .primary ? .secondary : .primary)
        },
        displayModeForExpanding: { p, s in (s.selection ?? 1) % 2 == 0 ? .oneOverSecondary : p }
      )
    ),
  ]
}

/// Deletes events one at a time, restarting after every successful deletion, until no single
/// deletion keeps `fails` true: a local minimum, usually the essence of the bug.
func shrink<T>(_ sequence: [T], while fails: ([T]) -> Bool) -> [T] {
  var current = sequence
  var index = 0
  while index < current.count {
    var candidate = current
    candidate.remove(at: index)
    if fails(candidate) {
      current = candidate
      index = 0
    } else {
      index += 1
    }
  }
  return current
}
