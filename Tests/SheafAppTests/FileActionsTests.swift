import CGtk
import Gtk
import GtkTestSupport
import XCTest

@testable import SheafApp

/// The actions on the file on show are greyed while no file is shown, as GNOME apps grey
/// what cannot apply, rather than doing nothing when chosen.
final class FileActionsTests: XCTestCase {
  func testFileActionsAreEnabledOnlyWhileAFileIsShown() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      try folder.write("notes.txt", Array("Some notes\n".utf8))
      let state = try TestFolder()
      defer { state.remove() }
      let application = try TestApplication.shared()
      let window = LibraryWindow(
        application: application.app, folder: folder.file, selecting: nil,
        store: StateStore(folder: state.path), restoring: false)
      defer { window.window.destroy() }
      window.present()
      let actions = ["open-with-default", "open-with-other", "show-in-files", "copy-location"]
      @MainActor func enabled() -> [Bool] {
        actions.map { g_action_group_get_action_enabled(window.window.cast(), $0) != 0 }
      }
      XCTAssertTrue(MainLoop.run(until: { window.list.model.matchingCount == 1 }))
      XCTAssertEqual(enabled(), [false, false, false, false], "nothing shown, nothing to open")
      window.list.model.selection.selected = 0
      XCTAssertTrue(MainLoop.run(until: { window.detail.page == "text" }, timeout: 10))
      XCTAssertEqual(enabled(), [true, true, true, true], "the file on show")
    }
  }
}
