import CArchive
import Gtk

/// What an archive holds, read by libarchive from its headers on a worker: nothing is
/// extracted, and nothing is written anywhere. A zip's entries come from its central
/// directory, so a zip bomb is listed at the sizes it claims; a compressed tar is read as a
/// stream, which is stopped once it has unpacked more than `unpackedLimit` bytes.
struct ArchiveListing: Sendable {
  struct Entry: Sendable, Equatable {
    /// The entry's path inside the archive, as the archive spells it.
    let path: String
    /// Its size unpacked, when the archive says.
    let size: Int64?
    let isFolder: Bool
  }

  /// The first `entryLimit` entries, in the archive's order.
  var entries: [Entry] = []
  /// How many entries were read; more than `entries.count` when the list was cut.
  var count = 0
  /// The sizes the entries claim, added up.
  var unpackedSize: Int64 = 0
  /// Whether the reading stopped before the end (too much to unpack just to list it).
  var isPartial = false

  static let entryLimit = 10_000
  static let unpackedLimit: Int64 = 1 << 30

  enum Failure: Error {
    /// libarchive found no archive it reads, or a damaged one; its words, for the log.
    case unreadable(String)
  }

  /// Reads the archive at `path`, stopping once the stream has unpacked `unpackedLimit` bytes.
  /// Throws when it is not one libarchive reads.
  static func read(
    path: [UInt8], unpackedLimit: Int64 = unpackedLimit, cancellable: Cancellable
  ) throws -> ArchiveListing {
    guard let archive = archive_read_new() else { throw Failure.unreadable("no memory") }
    defer { archive_read_free(archive) }
    archive_read_support_filter_all(archive)
    archive_read_support_format_all(archive)
    let opened = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        archive_read_open_filename(archive, $0.baseAddress, 64 * 1024)
      }
    }
    guard opened == ARCHIVE_OK else { throw Failure.unreadable(message(of: archive)) }
    var listing = ArchiveListing()
    var entry: OpaquePointer?
    while true {
      try cancellable.check()
      let status = archive_read_next_header(archive, &entry)
      if status == ARCHIVE_EOF { break }
      guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else {
        // Entries read before the damage are still worth showing.
        guard listing.count > 0 else { throw Failure.unreadable(message(of: archive)) }
        listing.isPartial = true
        break
      }
      listing.add(entry)
      // Filter 0 is the data as the format sees it: unpacked.
      if archive_filter_bytes(archive, 0) > unpackedLimit {
        listing.isPartial = true
        break
      }
      // Moves on without keeping the data; a stream is still unpacked to find the next header.
      guard archive_read_data_skip(archive) == ARCHIVE_OK else {
        listing.isPartial = true
        break
      }
    }
    return listing
  }

  private mutating func add(_ entry: OpaquePointer) {
    count += 1
    let size = archive_entry_size_is_set(entry) != 0 ? archive_entry_size(entry) : nil
    if let size, size > 0 { unpackedSize = unpackedSize.addingReportingOverflow(size).partialValue }
    guard entries.count < Self.entryLimit else { return }
    // A name that is not UTF-8 keeps its other characters, each bad byte shown as "�".
    let path =
      (archive_entry_pathname_utf8(entry) ?? archive_entry_pathname(entry)).map {
        String(cString: $0)
      } ?? ""
    let isFolder = archive_entry_filetype(entry) == Self.folderType
    entries.append(Entry(path: path, size: isFolder ? nil : size, isFolder: isFolder))
  }

  /// AE_IFDIR, a cast in C that Swift does not import.
  private static let folderType: UInt32 = 0o040000

  private static func message(of archive: OpaquePointer) -> String {
    archive_error_string(archive).map { String(cString: $0) } ?? "unknown error"
  }
}
