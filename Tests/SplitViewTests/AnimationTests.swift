import CGtk
import Gtk
import GtkTestSupport
import SplitState
import XCTest

@testable import SplitView

/// Push, pop and the overlay slide, unless the user turned animations off.
final class AnimationTests: XCTestCase {
  func testPushSlidesOnlyWhenAnimationsAreEnabled() throws {
    try withGtk {
      let harness = SplitViewHarness(width: 400)
      defer { harness.destroy() }
      let enabled = Settings.animationsEnabled
      defer { Settings.animationsEnabled = enabled }

      Settings.animationsEnabled = true
      harness.split.send(.activate("a"))
      harness.pumpOneFrame()
      XCTAssertTrue(harness.panesOnScreen.contains(.primary), "the list is still sliding out")
      harness.waitForPanes([.secondary], "the slide ends on the detail")
      harness.split.send(.back)
      harness.waitForPanes([.primary], "back on the list")

      Settings.animationsEnabled = false
      harness.split.send(.activate("a"))
      harness.pumpOneFrame()
      XCTAssertEqual(harness.panesOnScreen, [.secondary], "no slide: the detail at once")
    }
  }
}
