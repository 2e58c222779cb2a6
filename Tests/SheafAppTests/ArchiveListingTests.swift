import CArchive
import Gtk
import XCTest

@testable import SheafApp

/// An archive is listed from its headers: entries, sizes and folders, nothing extracted; a
/// stream that would unpack too much to list is listed in part; a file that is no archive
/// says so.
final class ArchiveListingTests: XCTestCase {
  func testAZipIsListedWithItsFoldersAndSizes() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let path = folder.path + "/Photos.zip"
      try writeArchive(
        at: path, zip: true,
        entries: [("2024/", nil), ("2024/beach.jpg", 20_000), ("README.txt", 6)])
      let listing = try ArchiveListing.read(path: Array(path.utf8), cancellable: Cancellable())
      XCTAssertEqual(
        listing.entries,
        [
          .init(path: "2024/", size: nil, isFolder: true),
          .init(path: "2024/beach.jpg", size: 20_000, isFolder: false),
          .init(path: "README.txt", size: 6, isFolder: false),
        ])
      XCTAssertEqual(listing.count, 3)
      XCTAssertEqual(listing.unpackedSize, 20_006)
      XCTAssertFalse(listing.isPartial)
    }
  }

  func testAStreamThatWouldUnpackTooMuchIsListedInPart() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let path = folder.path + "/zeros.tar.gz"
      let megabyte = 1 << 20
      try writeArchive(
        at: path, zip: false,
        entries: (0..<5).map { ("zeros \($0).bin", megabyte) })
      let listing = try ArchiveListing.read(
        path: Array(path.utf8), unpackedLimit: Int64(2 * megabyte), cancellable: Cancellable())
      XCTAssertTrue(listing.isPartial, "stopped before the end")
      XCTAssertLessThan(listing.count, 5)
      XCTAssertGreaterThanOrEqual(listing.count, 2)
      let whole = try ArchiveListing.read(path: Array(path.utf8), cancellable: Cancellable())
      XCTAssertEqual(whole.count, 5, "under the usual limit, all of it")
      XCTAssertFalse(whole.isPartial)
    }
  }

  func testAFileThatIsNoArchiveIsUnreadable() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      _ = try folder.write("broken.zip", Array("PK\u{3}\u{4} not really a zip".utf8))
      XCTAssertThrowsError(
        try ArchiveListing.read(
          path: Array((folder.path + "/broken.zip").utf8), cancellable: Cancellable()))
    }
  }
}

/// Writes an archive with libarchive: a zip, or a gzipped tar; an entry with no size is a
/// folder, the others hold that many zero bytes.
private func writeArchive(at path: String, zip: Bool, entries: [(String, Int?)]) throws {
  guard let archive = archive_write_new() else { throw CocoaError(.fileWriteUnknown) }
  defer { archive_write_free(archive) }
  if zip {
    archive_write_set_format_zip(archive)
  } else {
    archive_write_add_filter_gzip(archive)
    archive_write_set_format_pax_restricted(archive)
  }
  guard archive_write_open_filename(archive, path) == ARCHIVE_OK else {
    throw CocoaError(.fileWriteUnknown)
  }
  for (name, size) in entries {
    guard let entry = archive_entry_new() else { continue }
    defer { archive_entry_free(entry) }
    archive_entry_set_pathname(entry, name)
    archive_entry_set_filetype(entry, size == nil ? 0o040000 : 0o100000)
    archive_entry_set_perm(entry, size == nil ? 0o755 : 0o644)
    archive_entry_set_size(entry, Int64(size ?? 0))
    archive_write_header(archive, entry)
    if let size, size > 0 {
      let zeros = [UInt8](repeating: 0, count: size)
      _ = zeros.withUnsafeBytes { archive_write_data(archive, $0.baseAddress, size) }
    }
  }
  archive_write_close(archive)
}
