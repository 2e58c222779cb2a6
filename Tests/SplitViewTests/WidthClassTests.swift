import CGtk
import Gtk
import SplitState
import SplitView
import XCTest

final class WidthClassTests: XCTestCase {
  func testThresholdsPickTheLayout() throws {
    try MainActor.assumeIsolated {
      try XCTSkipUnless(SplitViewHarness.started, "needs a display")
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      let cases: [(Int32, WidthClass, DisplayMode?, Set<Pane>)] = [
        (599, .compact, nil, [.primary]),
        (600, .medium, .secondaryOnly, [.secondary]),
        (859, .medium, .secondaryOnly, [.secondary]),
        (860, .regular, .oneBesideSecondary, [.primary, .secondary]),
        (400, .compact, nil, [.primary]),
        (1100, .regular, .oneBesideSecondary, [.primary, .secondary]),
      ]
      for (width, widthClass, mode, panes) in cases {
        harness.resize(to: width)
        XCTAssertEqual(harness.split.state.widthClass, widthClass, "at \(width)")
        XCTAssertEqual(harness.split.state.displayMode, mode, "at \(width)")
        XCTAssertEqual(harness.panesOnScreen, panes, "panes on screen at \(width)")
      }
    }
  }

  func testWideLayoutNeverStopsTheWindowShrinking() throws {
    try MainActor.assumeIsolated {
      try XCTSkipUnless(SplitViewHarness.started, "needs a display")
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      var minimum: Int32 = 0
      gtk_widget_measure(
        harness.window.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      XCTAssertLessThanOrEqual(minimum, 360, "the HIG's smallest window still fits")
    }
  }
}
