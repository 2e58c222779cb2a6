import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

/// A three-column view: which columns a person sees at each width class, the primary column
/// pushing the detail aside, F6's order and the supplementary column's divider.
final class ThreeColumnTests: XCTestCase {
  func testColumnsOnScreenAtEachWidthClass() throws {
    try withGtk {
      let harness = try threeColumns(width: 1400)
      defer { harness.destroy() }
      harness.split.selection = "message"
      let cases: [(Int32, DisplayMode?, Set<Column>)] = [
        (1400, .twoBesideSecondary, [.primary, .supplementary, .secondary]),
        (1000, .oneBesideSecondary, [.supplementary, .secondary]),
        (700, .secondaryOnly, [.secondary]),
        (400, nil, [.secondary]),
        (1300, .twoBesideSecondary, [.primary, .supplementary, .secondary]),
      ]
      for (width, mode, columns) in cases {
        harness.resize(to: width)
        XCTAssertEqual(harness.split.state.displayMode, mode, "at \(width)")
        XCTAssertEqual(harness.columnsOnScreen, columns, "columns on screen at \(width)")
      }
      var value = GValue()
      g_value_init(&value, SplitViewClass.displayModeType)
      g_object_get_property(gcast(harness.split.widget.widget), "display-mode", &value)
      XCTAssertEqual(g_value_get_enum(&value), 4, "display-mode is two-beside-secondary")
      g_value_unset(&value)
    }
  }

  func testTheToggleDisplacesTheDetailWithoutNarrowingIt() throws {
    try withGtk {
      let harness = try threeColumns(width: 1000)
      defer { harness.destroy() }
      harness.split.selection = "message"
      let detailWidth = harness.split.contentPage.width
      let detailX = try XCTUnwrap(harness.split.contentPage.origin(in: harness.window)).x
      harness.activateToggle()
      XCTAssertEqual(harness.split.state.displayMode, .twoDisplaceSecondary)
      harness.waitForColumns([.primary, .supplementary, .secondary], "the primary comes in")
      XCTAssertTrue(
        MainLoop.run(until: {
          (harness.split.contentPage.origin(in: harness.window)?.x ?? 0)
            >= detailX + harness.split.state.sidebarWidth
        }), "the detail moved aside by the primary column's width")
      XCTAssertEqual(harness.split.contentPage.width, detailWidth, "and kept its width")
      let frames = harness.split.geometry.frames
      XCTAssertEqual(frames.dimmer, frames.content, "a click on the detail sends it away")
      XCTAssertNotEqual(
        gtk_widget_has_css_class(harness.split.dimmer.widget, "clear"), 0, "but nothing is dimmed")
      harness.split.send(.dismissOverlay)
      harness.waitForColumns([.supplementary, .secondary], "Escape sends it away")
    }
  }

  func testTheDelegateDecidesTheTopColumnInUIKitsTerms() throws {
    try withGtk {
      final class ListFirst: SplitViewDelegate {
        var asked: [Column] = []
        func splitView(
          _ splitView: SplitView<String>, topColumnForCollapsing proposed: Column
        ) -> Column {
          asked.append(proposed)
          return .supplementary
        }
      }
      let delegate = ListFirst()
      let harness = try threeColumns(width: 1400)
      defer { harness.destroy() }
      harness.split.delegate = delegate
      harness.split.selection = "message"
      harness.resize(to: 400)
      XCTAssertEqual(delegate.asked, [.secondary], "proposed: the message being read")
      XCTAssertEqual(harness.columnsOnScreen, [.supplementary], "decided: the list")
      XCTAssertEqual(harness.split.selection, "message", "the selection survives")
    }
  }

  /// Every painted frame shows the layout of the width class the view is allocated for, with
  /// three columns as with two.
  func testNoFrameIsPaintedHalfSwitched() throws {
    try withGtk {
      let harness = try threeColumns(width: 1400)
      defer { harness.destroy() }
      let split = harness.split
      var (frames, mismatched) = (0, 0)
      let painted = harness.window.onFramePainted {
        frames += 1
        let allocated = split.state.configuration.widthClass(for: Double(split.widget.width))
        if allocated != split.state.widthClass { mismatched += 1 }
        if split.arrangement != SplitArrangement(split.state) { mismatched += 1 }
      }
      let connection = try XCTUnwrap(painted, "no frame clock")
      defer { connection.disconnect() }
      for width: Int32 in [400, 1400, 1000, 700, 1199, 1200, 599, 860, 1300, 360] {
        harness.resize(to: width)
      }
      XCTAssertGreaterThan(frames, 9)
      XCTAssertEqual(mismatched, 0, "frames painted half-switched")
    }
  }

  func testF6CyclesTheVisibleColumnsInOrder() throws {
    try withGtk {
      let harness = try threeColumns(width: 1400)
      defer { harness.destroy() }
      harness.primaryButton.grabFocus()
      var order: [String] = []
      for _ in 0..<4 {
        XCTAssertTrue(harness.split.focusNextColumn())
        let focus = harness.window.focusWidget
        order.append(
          focus == harness.primaryButton.widget
            ? "primary" : harness.focusedButton ?? "none")
      }
      XCTAssertEqual(order, ["sidebar", "detail", "primary", "sidebar"])
      harness.resize(to: 1000)
      harness.detailButton.grabFocus()
      XCTAssertTrue(harness.split.focusNextColumn())
      XCTAssertEqual(harness.focusedButton, "sidebar", "the hidden primary is skipped")
    }
  }

  func testTheSupplementaryDividerDragsAndIsRemembered() throws {
    try withGtk {
      let harness = try threeColumns(width: 1400)
      defer { harness.destroy() }
      let split = harness.split
      let divider = try XCTUnwrap(split.geometry.dividerX, "a divider beside the list")
      let primaryDivider = try XCTUnwrap(split.geometry.primaryDividerX)
      XCTAssertEqual(split.dividerColumn(near: Double(divider) + 3), .supplementary)
      XCTAssertEqual(split.dividerColumn(near: Double(primaryDivider) - 3), .primary)
      XCTAssertNil(split.dividerColumn(near: Double(divider) + 40))

      split.send(.supplementaryDragged(to: 300))
      harness.pumpOneFrame()
      XCTAssertEqual(split.sidebarPage.width, 300, "the list column follows the drag")
      XCTAssertEqual(split.state.preferences.supplementaryWidth, 300, "kept for next time")
      harness.resize(to: 1000)
      harness.resize(to: 1400)
      XCTAssertEqual(split.sidebarPage.width, 300, "remembered across resizes")
      XCTAssertEqual(split.primaryPage.width, Int32(split.state.sidebarWidth))
    }
  }
}

/// A harness around a three-column view.
@MainActor
private func threeColumns(width: Int32) throws -> SplitViewHarness {
  let configuration = try SplitConfiguration(style: .tripleColumn)
  return SplitViewHarness(width: width, configuration: configuration)
}
