import SplitState
import XCTest

/// UIKit's documented three-column behaviour and SwiftUI's names for it, one rule per test.
final class ThreeColumnTests: XCTestCase {
  private func three(
    _ events: Event..., preferred: PreferredDisplayMode = .automatic,
    behavior: PreferredSplitBehavior = .automatic
  ) -> State {
    State(configuration: triple, preferredDisplayMode: preferred, preferredSplitBehavior: behavior)
      .after(events)
  }

  /// The wide width class exists only with three columns, from 1200 px by default.
  func testTheWideWidthClassStartsAtTheWideThresholdOnlyWithThreeColumns() {
    let table: [(Double, WidthClass, WidthClass)] = [
      (599, .compact, .compact), (600, .medium, .medium), (860, .regular, .regular),
      (1199.99, .regular, .regular), (1200, .regular, .wide), (4000, .regular, .wide),
    ]
    for (width, two, three) in table {
      XCTAssertEqual(SplitConfiguration.standard.widthClass(for: width), two, "\(width)")
      XCTAssertEqual(triple.widthClass(for: width), three, "\(width)")
    }
  }

  /// What shows, what overlays and what stacks at each width class (automatic).
  func testEachWidthClassShowsOverlaysAndStacksItsColumns() {
    typealias Row = (Double, DisplayMode?, SplitBehavior?, Set<Column>, DisplayMode?)
    let table: [Row] = [
      (W.compact, nil, nil, [.supplementary], nil),
      (W.medium, .secondaryOnly, .overlay, [.secondary], .oneOverSecondary),
      (
        W.regular, .oneBesideSecondary, .displace, [.supplementary, .secondary],
        .twoDisplaceSecondary
      ),
      (
        1300, .twoBesideSecondary, .tile, [.primary, .supplementary, .secondary],
        .oneBesideSecondary
      ),
    ]
    for (width, mode, behavior, columns, toggled) in table {
      let s = three(.select(1), .widthChanged(width))
      XCTAssertEqual(s.displayMode, mode, "\(width)")
      XCTAssertEqual(s.splitBehavior, behavior, "\(width)")
      XCTAssertEqual(s.visibleColumns, columns, "\(width)")
      XCTAssertEqual(s.after(.toggleSidebar).displayMode, toggled, "\(width), toggled")
      XCTAssertEqual(s.after(.toggleSidebar, .toggleSidebar).displayMode, mode, "\(width), twice")
    }
  }

  /// `.tile`: the sidebar and the detail side by side; hiding it sticks across resizes.
  func testTileShowsColumnsSideBySideAndTheHideSticks() {
    let s = three(.select(1), .widthChanged(1300), .toggleSidebar)
    XCTAssertEqual(s.displayMode, .oneBesideSecondary)
    XCTAssertEqual(
      s.after(.widthChanged(W.regular), .widthChanged(1300)).displayMode, .oneBesideSecondary)
    XCTAssertEqual(
      three(.widthChanged(W.regular), behavior: .tile).displayMode,
      .twoBesideSecondary)
  }

  /// `.overlay`: the columns slide over the detail; transient, closed by choosing an item.
  func testOverlayIsTransientAndClosedByChoosing() {
    let s = three(.select(1), .widthChanged(1300), behavior: .overlay)
    XCTAssertEqual(s.displayMode, .oneBesideSecondary)
    let open = s.after(.toggleSidebar)
    XCTAssertEqual(open.displayMode, .twoOverSecondary)
    XCTAssertEqual(open.after(.activate(2)).displayMode, .oneBesideSecondary)
    XCTAssertEqual(open.after(.widthChanged(1301)).displayMode, .oneBesideSecondary)
  }

  /// `.displace`: the primary pushes the detail aside; transient, closed by Escape and Back.
  func testDisplaceIsTransientAndClosedByEscapeAndBack() {
    let open = three(.select(1), .widthChanged(W.regular), .toggleSidebar)
    XCTAssertEqual(open.displayMode, .twoDisplaceSecondary)
    XCTAssertEqual(open.focusedColumn, .primary)
    for close in [Event.dismissOverlay, .back] {
      XCTAssertEqual(open.after(close).displayMode, .oneBesideSecondary, "\(close)")
      XCTAssertEqual(open.after(close).focusedColumn, .secondary, "\(close)")
    }
  }

  /// Preferred display modes keep UIKit's meaning where three columns allow it.
  func testPreferredDisplayModesResolvePerWidthClass() {
    typealias Row = (PreferredDisplayMode, DisplayMode, DisplayMode, DisplayMode)
    // preferred: medium, regular, wide
    let table: [Row] = [
      (.automatic, .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary),
      (.secondaryOnly, .secondaryOnly, .oneBesideSecondary, .oneBesideSecondary),
      (.oneBesideSecondary, .oneBesideSecondary, .oneBesideSecondary, .oneBesideSecondary),
      (.oneOverSecondary, .oneOverSecondary, .oneBesideSecondary, .oneBesideSecondary),
      (.twoBesideSecondary, .oneBesideSecondary, .twoBesideSecondary, .twoBesideSecondary),
      (.twoOverSecondary, .oneOverSecondary, .twoOverSecondary, .twoOverSecondary),
      (.twoDisplaceSecondary, .oneOverSecondary, .twoDisplaceSecondary, .twoDisplaceSecondary),
    ]
    for (preferred, medium, regular, wide) in table {
      for (width, mode) in [(W.medium, medium), (W.regular, regular), (1300, wide)] {
        XCTAssertEqual(
          three(.select(1), .widthChanged(width), preferred: preferred).displayMode, mode,
          "\(preferred) at \(width)")
      }
    }
  }

  /// A two-column view reads each "two" mode as its "one" counterpart.
  func testTwoColumnsFoldTheTwoModes() {
    for preferred in [
      PreferredDisplayMode.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary,
    ] {
      for width in [W.medium, W.regular, 1300] {
        let mode = State(preferredDisplayMode: preferred).after(.select(1), .widthChanged(width))
          .displayMode
        XCTAssertFalse(
          mode.map { $0.rawValue.hasPrefix("two") } ?? true, "\(preferred) at \(width)")
      }
    }
  }

  /// `displayModeForExpandingToProposedDisplayMode`: obeyed, coerced to the width's behaviour.
  func testTheExpandingDecisionIsCoercedToTheWidthsBehaviour() {
    let table: [(Double, DisplayMode, DisplayMode)] = [
      (1300, .secondaryOnly, .oneBesideSecondary), (1300, .twoOverSecondary, .twoBesideSecondary),
      (W.regular, .twoBesideSecondary, .twoDisplaceSecondary),
      (W.medium, .twoBesideSecondary, .oneOverSecondary),
    ]
    for (width, answer, resolved) in table {
      let policy = Policy(displayModeForExpanding: { _, _ in answer })
      let s = State(configuration: triple).after(
        [.select(1), .widthChanged(W.compact), .widthChanged(width)], policy: policy)
      XCTAssertEqual(s.displayMode, resolved, "answering \(answer) at \(width)")
    }
  }

  /// Collapsed, one stack: primary (the levels above), supplementary (the list), secondary.
  func testCollapsedThreeColumnsStackPrimaryThenSupplementaryThenSecondary() {
    let s = three(.widthChanged(1300), .push(1), .select(2), .widthChanged(W.compact))
    XCTAssertEqual(s.pages, [.level(0), .level(1), .detail])
    XCTAssertEqual(s.topColumn, .secondary)
    XCTAssertEqual(s.after(.back).topColumn, .supplementary)
  }

  /// The supplementary column has bounds of its own and a remembered dragged width.
  func testTheSupplementaryColumnIsClampedAndRemembered() {
    let s = three(.widthChanged(1300))
    XCTAssertEqual(s.supplementaryWidth, 390, accuracy: 1e-9)
    XCTAssertEqual(s.after(.supplementaryDragged(to: 9000)).supplementaryWidth, 400)
    XCTAssertEqual(s.after(.supplementaryDragged(to: 10)).userSupplementaryWidth, 240)
    XCTAssertNil(s.after(.supplementaryDragged(to: .nan)).userSupplementaryWidth)
    let kept = s.after(.supplementaryDragged(to: 300))
    XCTAssertEqual(
      State(configuration: triple, preferences: kept.preferences).userSupplementaryWidth, 300)
  }

  /// The wide threshold and the supplementary bounds are validated like the others.
  func testThreeColumnConfigurationsAreValidated() {
    XCTAssertThrowsError(try SplitConfiguration(style: .tripleColumn, wideThreshold: 800)) {
      XCTAssertEqual(
        $0 as? SplitConfiguration.Error, .wideThresholdOutOfOrder(regular: 860, wide: 800))
    }
    XCTAssertNoThrow(try SplitConfiguration(regularThreshold: 1500), "two columns ignore it")
    XCTAssertThrowsError(
      try SplitConfiguration(minimumSupplementaryWidth: 500, maximumSupplementaryWidth: 300))
    XCTAssertThrowsError(try SplitConfiguration(supplementaryFraction: 1))
    XCTAssertThrowsError(try SplitConfiguration(style: .tripleColumn, wideThreshold: .nan))
  }

  /// SwiftUI's `columnVisibility`, both ways.
  func testColumnVisibilityMapsToPreferredModesAndBack() {
    let table: [(ColumnVisibility, PreferredDisplayMode, PreferredDisplayMode)] = [
      (.automatic, .automatic, .automatic), (.all, .twoBesideSecondary, .oneBesideSecondary),
      (.doubleColumn, .oneBesideSecondary, .oneBesideSecondary),
      (.detailOnly, .secondaryOnly, .secondaryOnly),
    ]
    for (visibility, threeMode, twoMode) in table {
      XCTAssertEqual(visibility.preferredDisplayMode(in: .tripleColumn), threeMode)
      XCTAssertEqual(visibility.preferredDisplayMode(in: .doubleColumn), twoMode)
    }
    XCTAssertEqual(ColumnVisibility(.twoBesideSecondary, in: .tripleColumn), .all)
    XCTAssertEqual(ColumnVisibility(.oneBesideSecondary, in: .tripleColumn), .doubleColumn)
    XCTAssertEqual(ColumnVisibility(.oneBesideSecondary, in: .doubleColumn), .all)
    XCTAssertEqual(ColumnVisibility(.secondaryOnly, in: .doubleColumn), .detailOnly)
  }

  /// With three columns from regular width the list is always on screen, so nothing selected
  /// never needs the overlay.
  func testNothingSelectedNeverHidesTheListFromRegularWidth() {
    for width in [W.regular, 1300] {
      let s = three(.widthChanged(width), .push(1))
      XCTAssertTrue(s.visibleColumns.contains(.supplementary), "\(width)")
      XCTAssertFalse(s.isOverlayOpen)
    }
    XCTAssertEqual(three(.widthChanged(W.medium)).displayMode, .oneOverSecondary)
  }
}
