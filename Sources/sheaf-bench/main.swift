// Measures how long one collapse or expand of a SplitView takes, from the window being
// resized across a threshold to the first frame painted in the new layout. Run with
// `make bench` (it needs a display); prints the median and 90th percentile.
import CGtk
import Foundation
import Gtk
import SplitState
import SplitView

@MainActor
func measure(rounds: Int) -> [Double] {
  guard gtk_init_check() != 0 else {
    print("sheaf-bench: cannot open a display")
    exit(1)
  }
  let window = Window()
  let sidebar = Box()
  sidebar.append(Label("List"))
  let detail = Box()
  detail.append(Label("Detail"))
  let split = SplitView<String>(sidebar: sidebar, detail: detail)
  split.send(.select("item"))
  window.setChild(split.widget)
  window.setDefaultSize(width: 1100, height: 700)
  window.present()
  _ = MainLoop.run(until: { split.state.width != nil && !split.isSwitchingLayout })
  guard let clock = gtk_widget_get_frame_clock(window.widget) else { return [] }
  let clockObject = Object(UnsafeMutableRawPointer(clock), .borrow)
  var painted = 0
  clockObject.on("after-paint") { painted += 1 }

  var samples: [Double] = []
  for round in 0..<rounds {
    let collapse = round % 2 == 0
    let target: Int32 = collapse ? 400 : 1100
    let start = g_get_monotonic_time()
    window.setDefaultSize(width: target, height: 700)
    let switched = MainLoop.run(until: {
      split.state.isCollapsed == collapse && !split.isSwitchingLayout
    })
    let paintedBefore = painted
    let shown = MainLoop.run(until: { painted > paintedBefore })
    guard switched, shown else {
      print("sheaf-bench: round \(round) did not settle")
      exit(1)
    }
    samples.append(Double(g_get_monotonic_time() - start) / 1000)
  }
  window.destroy()
  return samples
}

let samples = MainActor.assumeIsolated { measure(rounds: 200) }.sorted()
let median = samples[samples.count / 2]
let p90 = samples[samples.count * 9 / 10]
print(
  String(
    format:
      "collapse/expand: %d transitions, median %.2f ms, p90 %.2f ms (resize to first painted frame)",
    samples.count, median, p90))
