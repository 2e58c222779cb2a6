import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

final class WidthClassTests: XCTestCase {
  func testThresholdsPickTheLayout() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      let cases: [(Int32, WidthClass, DisplayMode?, Set<Pane>)] = [
        (599, .compact, nil, [.primary]),
        // Nothing is selected: medium width slides the list over the empty detail.
        (600, .medium, .oneOverSecondary, [.primary, .secondary]),
        (859, .medium, .oneOverSecondary, [.primary, .secondary]),
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
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      var minimum: Int32 = 0
      gtk_widget_measure(
        harness.window.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      XCTAssertLessThanOrEqual(minimum, 360, "the HIG's smallest window still fits")
    }
  }
}

final class SwitchFrameTests: XCTestCase {
  /// No half-laid-out frame: every painted frame shows the layout of the width class the view
  /// is allocated for (the switch happens in the allocation that reports the new width).
  func testNoFrameIsPaintedWithTheLayoutOfAnotherWidthClass() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      var frames = 0
      var mismatched = 0
      let split = harness.split
      let painted = harness.window.onFramePainted {
        frames += 1
        let allocated = split.state.configuration.widthClass(for: Double(split.widget.width))
        if allocated != split.state.widthClass { mismatched += 1 }
      }
      let connection = try XCTUnwrap(painted, "no frame clock")
      defer { connection.disconnect() }
      for width: Int32 in [400, 1100, 700, 400, 900, 599, 600, 859, 860, 360, 1300] {
        harness.resize(to: width)
      }
      XCTAssertGreaterThan(frames, 10)
      XCTAssertEqual(mismatched, 0, "frames painted half-switched")
    }
  }
}
