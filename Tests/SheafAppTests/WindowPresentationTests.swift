import CGtk
import Gtk
import GtkTestSupport
import XCTest

@testable import SheafApp

/// A new window shows whole: the file it opens on is previewed in its first frame, not in a
/// frame after the list.
final class WindowPresentationTests: XCTestCase {
  func testAWindowOpenedOnAFileShowsItsPreviewInItsFirstFrame() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      try folder.write("notes.txt", Array("Some notes\n".utf8))
      try folder.write("other.txt", Array("Other words\n".utf8))
      let state = try TestFolder()
      defer { state.remove() }
      let application = try TestApplication.shared()
      let window = LibraryWindow(
        application: application.app, folder: folder.file,
        selecting: EntryID(name: Array("notes.txt".utf8)), store: StateStore(folder: state.path),
        restoring: false)
      defer { window.window.destroy() }
      window.present()
      // The frame clock comes with the window's surface, before the first frame is drawn.
      var firstFrame: String??
      var connection: SignalConnection?
      XCTAssertTrue(
        MainLoop.run(until: {
          connection = window.window.onFramePainted {
            if firstFrame == nil { firstFrame = .some(window.detail.page) }
          }
          return connection != nil
        }))
      defer { connection?.disconnect() }
      XCTAssertTrue(MainLoop.run(until: { firstFrame != nil }), "a frame was drawn")
      XCTAssertEqual(firstFrame, .some("text"), "the first frame shows the file")
    }
  }
}
