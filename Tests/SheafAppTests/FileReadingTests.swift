import CGtk
import Glibc
import XCTest

@testable import Gtk
@testable import SheafApp

/// Reading the start of a file: only regular files are read, so nothing put in a file's place
/// (a pipe with no writer, a device) can hold a worker.
final class FileReadingTests: XCTestCase {
  func testTheStartOfAFileAndWhetherMoreFollows() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let file = try folder.write("notes.txt", Array("0123456789".utf8))
      let cut = try XCTUnwrap(Self.read(file, limit: 4)).get()
      XCTAssertEqual(cut.bytes, Array("0123".utf8))
      XCTAssertTrue(cut.truncated)
      let whole = try XCTUnwrap(Self.read(file, limit: 10)).get()
      XCTAssertEqual(whole.bytes, Array("0123456789".utf8))
      XCTAssertFalse(whole.truncated, "exactly the limit: nothing follows")
      let none = try XCTUnwrap(Self.read(file, limit: 0)).get()
      XCTAssertEqual(none.bytes, [])
      XCTAssertTrue(none.truncated)
    }
  }

  func testAPipeWithNoWriterIsRefusedWithoutBeingRead() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      // More pipes than there are reader threads: none of them may hold one.
      let pipes = (0..<12).map { Self.makePipe(in: folder, "pipe \($0).txt") }
      for pipe in pipes {
        let result = try XCTUnwrap(Self.read(pipe, limit: TextDecoding.limit), "a pipe was opened")
        guard case .failure(let error) = result else { return XCTFail("a pipe was read") }
        XCTAssertTrue(error.matches(G_IO_ERROR_NOT_REGULAR_FILE), "\(error)")
      }
      let file = try folder.write("after.txt", Array("still read".utf8))
      XCTAssertEqual(
        try XCTUnwrap(Self.read(file, limit: 100)).get().bytes, Array("still read".utf8))
    }
  }

  func testAPictureThatIsAPipeIsRefusedBeforeItIsOpened() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let pipe = Self.makePipe(in: folder, "photo.png")
      var answer: Result<Texture, any Error>?
      Background.run(cancellable: Cancellable()) { cancellable in
        try ImageDecoding.decode(pipe, cancellable: cancellable)
      } then: {
        answer = $0
      }
      XCTAssertTrue(MainLoop.run(until: { answer != nil }, timeout: 10), "the pipe was opened")
      guard case .failure(let error as GLibError) = answer else {
        return XCTFail("not refused: \(String(describing: answer))")
      }
      XCTAssertTrue(error.matches(G_IO_ERROR_NOT_REGULAR_FILE), "\(error)")
    }
  }

  func testAFolderOrADeviceIsNotARegularFile() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      for file in [folder.file, File(pathBytes: Array("/dev/zero".utf8))] {
        let result = try XCTUnwrap(Self.read(file, limit: 16))
        guard case .failure(let error) = result else { return XCTFail("read \(file.uri)") }
        XCTAssertTrue(error.matches(G_IO_ERROR_NOT_REGULAR_FILE), "\(error)")
      }
    }
  }

  func testMissingFilesAndLinkLoopsKeepGIOsErrors() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let missing = File(pathBytes: Array((folder.path + "/missing.txt").utf8))
      guard case .failure(let gone) = try XCTUnwrap(Self.read(missing, limit: 16)) else {
        return XCTFail("read a missing file")
      }
      XCTAssertTrue(gone.matches(G_IO_ERROR_NOT_FOUND), "\(gone)")
      let loop = folder.path + "/loop.txt"
      XCTAssertEqual(symlink(loop, loop), 0)
      guard
        case .failure(let looping) = try XCTUnwrap(
          Self.read(File(pathBytes: Array(loop.utf8)), limit: 0))
      else { return XCTFail("read a link to itself") }
      XCTAssertTrue(looping.matches(G_IO_ERROR_TOO_MANY_LINKS), "\(looping)")
    }
  }

  func testAFileThatIsNotRegularIsSaidSoInOurWords() {
    let error = GLibError(
      domain: g_io_error_quark(), code: Int32(G_IO_ERROR_NOT_REGULAR_FILE.rawValue),
      message: "not a regular file")
    let message = Messages.file("pipe.txt", failed: error)
    XCTAssertEqual(message.title, "Cannot Open File")
    XCTAssertEqual(
      message.description, "“pipe.txt” is not a regular file, so Sheaf does not read it.")
  }

  /// Reads and waits for the answer; nil if none came within 10 s.
  @MainActor
  private static func read(_ file: File, limit: Int) -> Result<FileReading.Prefix, GLibError>? {
    var answer: Result<FileReading.Prefix, GLibError>?
    FileReading.readPrefix(file, limit: limit, cancellable: Cancellable()) { answer = $0 }
    _ = MainLoop.run(until: { answer != nil }, timeout: 10)
    return answer
  }

  @MainActor
  private static func makePipe(in folder: TestFolder, _ name: String) -> File {
    let path = folder.path + "/" + name
    XCTAssertEqual(mkfifo(path, 0o644), 0, "mkfifo \(path)")
    return File(pathBytes: Array(path.utf8))
  }
}
