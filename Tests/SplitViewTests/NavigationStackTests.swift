import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

/// The list column's levels: they slide in and out, Back shows in the list's header below the
/// root, and one Back at most shows while collapsed.
final class NavigationStackTests: XCTestCase {
  func testALevelSlidesInWithBackInTheListHeaderAndBackReturnsWithTheItemSelected() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 1100)
      defer { harness.destroy() }
      let enabled = Settings.animationsEnabled
      defer { Settings.animationsEnabled = enabled }
      Settings.animationsEnabled = true
      harness.split.sidebarTitle = "Root"
      XCTAssertEqual(backButtonsOnScreen(harness), [], "no Back at the root")

      let levelButton = Button(label: "Level item")
      let level = Box()
      level.append(levelButton)
      harness.split.push("Photos", page: level, title: "Photos")
      harness.pumpOneFrame()
      XCTAssertTrue(harness.isOnScreen(harness.sidebarButton), "the root is still sliding out")
      XCTAssertTrue(
        MainLoop.run(until: { !harness.isOnScreen(harness.sidebarButton) }), "the slide ends")
      XCTAssertTrue(harness.isOnScreen(levelButton), "the new level fills the list column")
      XCTAssertEqual(harness.panesOnScreen, [.secondary], "the detail stays beside it")
      XCTAssertEqual(harness.split.sidebarTitle, "Photos")
      XCTAssertEqual(backButtonsOnScreen(harness), ["list"], "Back in the list's header")

      // Activating a button clicks it at the end of its pressed animation.
      gtk_widget_activate(harness.split.headers.listBack.widget)
      XCTAssertTrue(MainLoop.run(until: { harness.split.path.isEmpty }), "Back pops")
      XCTAssertEqual(harness.split.selection, "Photos", "the entered item is selected again")
      harness.waitForPanes([.primary, .secondary], "the root list is back")
      XCTAssertTrue(
        MainLoop.run(until: { level.parent == nil }), "the popped level is let go")
      XCTAssertEqual(harness.split.sidebarTitle, "Root")
      XCTAssertEqual(backButtonsOnScreen(harness), [])
    }
  }

  func testCollapsedThereIsExactlyOneBackOnEveryPageButTheRoot() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 400)
      defer { harness.destroy() }
      let enabled = Settings.animationsEnabled
      defer { Settings.animationsEnabled = enabled }
      Settings.animationsEnabled = false
      let levelButton = Button(label: "Level item")
      let level = Box()
      level.append(levelButton)
      harness.split.push("Photos", page: level, title: "Photos")
      harness.pumpOneFrame()
      XCTAssertTrue(harness.isOnScreen(levelButton), "no slide: the level at once")
      XCTAssertEqual(backButtonsOnScreen(harness), ["list"], "the level page has Back")

      harness.split.show("beach.jpg")
      harness.waitForPanes([.secondary], "the detail page")
      XCTAssertEqual(backButtonsOnScreen(harness), ["content"], "only the detail's Back")

      harness.resize(to: 1100)
      XCTAssertEqual(
        backButtonsOnScreen(harness), ["list"], "expanded, the level's Back is the list's")
      harness.resize(to: 400)
      XCTAssertEqual(backButtonsOnScreen(harness), ["content"], "a resize keeps the level")

      for expected in [["list"], []] {
        XCTAssertTrue(harness.split.goBack())
        harness.pumpOneFrame()
        XCTAssertEqual(backButtonsOnScreen(harness), expected)
      }
      XCTAssertTrue(harness.isOnScreen(harness.sidebarButton), "the root list")
      XCTAssertEqual(harness.split.selection, "Photos")
      XCTAssertFalse(harness.split.goBack(), "nothing below the root")
    }
  }
}

/// The Back buttons a person sees.
@MainActor
private func backButtonsOnScreen(_ harness: SplitViewHarness) -> [String] {
  let headers = harness.split.headers
  return [("list", headers.listBack), ("content", headers.back)]
    .filter { harness.isOnScreen($0.1) }.map(\.0)
}
