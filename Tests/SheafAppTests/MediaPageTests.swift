import CGtk
import GtkTestSupport
import XCTest

@testable import Gtk
@testable import SheafApp

/// With the focus on the player, Left and Right move a seekable stream 5 seconds, within its
/// length.
final class MediaPageTests: XCTestCase {
  func testLeftAndRightSkipWithinTheStream() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      let path = folder.path + "/clip.ogv"
      // Ten seconds of video.
      try gstLaunch(
        "videotestsrc num-buffers=100 ! video/x-raw,width=64,height=48,"
          + "framerate=10/1 ! theoraenc ! oggmux ! filesink location=\(path)")
      let page = MediaPage()
      page.show(File(pathBytes: Array(path.utf8)), tags: nil)
      XCTAssertTrue(MainLoop.run(until: { page.isSeekable }, timeout: 10), "the stream prepared")
      XCTAssertTrue(page.skip(seconds: MediaPage.skipSeconds))
      XCTAssertTrue(
        MainLoop.run(until: { page.position == 5_000_000 }, timeout: 10), "\(page.position)")
      page.skip(seconds: MediaPage.skipSeconds)
      page.skip(seconds: MediaPage.skipSeconds)
      XCTAssertTrue(
        MainLoop.run(until: { page.position == 10_000_000 }, timeout: 10),
        "no further than the end: \(page.position)")
      page.skip(seconds: -3 * MediaPage.skipSeconds)
      XCTAssertTrue(MainLoop.run(until: { page.position == 0 }, timeout: 10), "\(page.position)")
      page.stop()
    }
  }
}
