import CGtk
import Gtk
import GtkTestSupport
import XCTest

@testable import SheafApp

/// A closed window gives back what it took: its widgets are finalized and its Swift objects
/// released, whatever it showed.
final class WindowLifetimeTests: XCTestCase {
  func testClosedWindowsFinalizeTheirWidgetsAndReleaseTheirObjects() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      try folder.write("notes.md", Array("# Notes\n\n![](tiny.png) and *more*\n".utf8))
      try folder.write("code.swift", Array("let x = 1\n".utf8))
      try folder.picture("tiny.png", width: 40, height: 30)
      try folder.folder("inside")
      let state = try TestFolder()
      defer { state.remove() }
      let application = try TestApplication.shared()
      let store = StateStore(folder: state.path)
      // Wide enough for the folder tree.
      store.update { $0.windowWidth = 1500 }
      let watch = FinalizationWatch()
      var released: [() -> Bool] = []
      for round in 0..<3 {
        inOwnScope {
          let window = LibraryWindow(
            application: application.app, folder: folder.file, selecting: nil, store: store,
            restoring: false)
          weak var weakWindow = window
          released.append { weakWindow == nil }
          for object: Object in [window.window, window.split.widget, window.list.view] {
            watch.watch(object)
          }
          window.present()
          // Show each kind of preview once, so every page of the detail exists.
          // The folder first, then the files.
          for (row, page) in [(1, "text"), (2, "markdown"), (3, "image")] {
            XCTAssertTrue(MainLoop.run(until: { window.list.model.matchingCount == 4 }))
            window.list.model.selection.selected = row
            XCTAssertTrue(
              MainLoop.run(until: { window.detail.page == page }, timeout: 10),
              "round \(round): row \(row) shows \(page), is \(String(describing: window.detail.page))"
            )
          }
          // Rows hold their widgets by pointer: a row that held a reference to its own
          // widget kept every row of every closed window alive.
          let rows = window.list.rowWidgets
          XCTAssertFalse(rows.isEmpty, "round \(round): rows are on screen")
          // Wide: the folder tree is on screen too, here opened on the folder inside.
          window.tree.follow([EntryID(name: Array("inside".utf8))])
          XCTAssertTrue(
            MainLoop.run(until: { window.tree.rowWidgets.count == 2 }, timeout: 10),
            "round \(round): the tree's two rows")
          for row in rows + window.tree.rowWidgets { watch.watch(Widget(borrowing: row)) }
          watch.watch(window.tree.view)
          window.window.close()
        }
        XCTAssertTrue(
          MainLoop.run(until: { watch.allFinalized && released.allSatisfy { $0() } }, timeout: 10),
          "round \(round): \(watch.finalized) of \(watch.watched) finalized, "
            + "\(released.filter { $0() }.count) of \(released.count) windows released")
      }
    }
  }
}

/// The registered GtkApplication that windows made in tests belong to: one for the whole test
/// process, since an application id can be exported on the bus only once.
@MainActor
final class TestApplication {
  let app = Application(
    id: "io.github.sheafapp.SheafTests",
    flags: GApplicationFlags(G_APPLICATION_NON_UNIQUE.rawValue))

  private static var registered: TestApplication?

  static func shared() throws -> TestApplication {
    if let registered { return registered }
    let made = try TestApplication()
    registered = made
    return made
  }

  private init() throws {
    _ = try throwingGError { g_application_register(app.cast(), nil, $0) }
  }
}

/// Runs `body` in its own scope so the objects it creates are released at its end.
@MainActor
func inOwnScope(_ body: () throws -> Void) rethrows {
  try body()
}
