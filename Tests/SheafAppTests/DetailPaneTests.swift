import CGtk
import XCTest

@testable import Gtk
@testable import SheafApp

/// The detail loads previews off the main thread and shows only the last one asked for.
final class DetailPaneTests: XCTestCase {
  func testTheMainLoopAnswersWhileALargePictureDecodes() throws {
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
      let folder = try TestFolder()
      defer { folder.remove() }
      let picture = try folder.picture("large.png", width: 8000, height: 6000)
      let detail = DetailPane()
      let facts = FileFacts(
        displayName: "large.png", contentType: "image/png", size: 1, modified: 0)
      let meter = StallMeter()
      detail.show(picture, facts: facts, in: folder.file)
      XCTAssertTrue(MainLoop.run(until: { detail.page == "image" }, timeout: 30))
      meter.stop()
      XCTAssertLessThan(meter.longest, 50_000, "the longest wait for the main loop, in µs")
    }
  }

  func testALoadOvertakenByANewerOneNeverReachesTheDetail() throws {
    try MainActor.assumeIsolated {
      try GtkRuntime.requireDisplay()
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
      while MainLoop.iterate() {}
      XCTAssertEqual(detail.page, "text", "the older picture never replaced the newer text")
    }
  }
}

/// Measures how long the main loop goes without answering a 5 ms timer.
@MainActor
final class StallMeter {
  private(set) var longest: Int64 = 0
  private var last = Int64(g_get_monotonic_time())
  private var next: SourceID?

  init() { tick() }

  func stop() {
    next?.cancel()
    next = nil
  }

  private func tick() {
    let now = Int64(g_get_monotonic_time())
    longest = max(longest, now - last)
    last = now
    next = MainLoop.after(milliseconds: 5) { [weak self] in self?.tick() }
  }
}
