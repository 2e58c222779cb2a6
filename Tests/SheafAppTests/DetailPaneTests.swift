import CGtk
import GtkTestSupport
import XCTest

@testable import Gtk
@testable import SheafApp

/// The detail loads previews off the main thread and shows only the last one asked for.
final class DetailPaneTests: XCTestCase {
  func testTheMainLoopTurnsWhileALargePictureDecodes() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      let picture = try folder.picture("large.png", width: 8000, height: 6000)
      let detail = DetailPane()
      let facts = FileFacts(
        displayName: "large.png", contentType: "image/png", size: 1, modified: 0)
      let turns = TurnCounter()
      detail.show(picture, facts: facts, in: folder.file)
      XCTAssertTrue(MainLoop.run(until: { detail.page == "image" }, timeout: 30))
      turns.stop()
      // Decoding 48 million pixels on the main thread would leave it no turn until the end;
      // on a worker, the main loop goes round and round meanwhile. How long each turn takes
      // is `make bench`'s business, not this test's.
      XCTAssertGreaterThan(turns.count, 100, "the main loop's turns while the picture decoded")
    }
  }

  func testALoadOvertakenByANewerOneNeverReachesTheDetail() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      let picture = try folder.picture("large.png", width: 6000, height: 4000)
      let text = try folder.write("notes.txt", Array("Hello".utf8))
      let detail = DetailPane()
      let dropped = Background.droppedResults
      detail.show(
        picture,
        facts: FileFacts(displayName: "large.png", contentType: "image/png", size: 1, modified: 0),
        in: folder.file)
      detail.show(
        text,
        facts: FileFacts(displayName: "notes.txt", contentType: "text/plain", size: 5, modified: 0),
        in: folder.file)
      XCTAssertTrue(MainLoop.run(until: { detail.page == "text" }, timeout: 30))
      XCTAssertTrue(
        MainLoop.run(until: { Background.droppedResults > dropped }, timeout: 30),
        "the picture's decoding finished and was dropped")
      drainMainLoop()
      XCTAssertEqual(detail.page, "text", "the older picture never replaced the newer text")
    }
  }
}

extension DetailPaneTests {
  func testAPipeNamedAsASoundOrAVideoIsToldNotPlayed() throws {
    try withGtk {
      let folder = try TestFolder()
      defer { folder.remove() }
      let detail = DetailPane()
      for (name, type) in [("clip.ogv", "video/ogg"), ("song.ogg", "audio/ogg")] {
        let path = folder.path + "/" + name
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        detail.show(
          File(pathBytes: Array(path.utf8)),
          facts: FileFacts(displayName: name, contentType: type, size: 1, modified: 0),
          in: folder.file)
        // A player on the pipe would wait in open() for a writer that never comes.
        XCTAssertTrue(MainLoop.run(until: { detail.page == "status" }, timeout: 10), name)
        XCTAssertNotEqual(detail.page, "media")
      }
    }
  }
}

/// Counts the main loop's idle turns: each runs when nothing else is waiting.
@MainActor
final class TurnCounter {
  private(set) var count = 0
  private var next: SourceID?

  init() { turn() }

  func stop() {
    next?.cancel()
    next = nil
  }

  private func turn() {
    count += 1
    next = MainLoop.idle { [weak self] in self?.turn() }
  }
}
