import CGtk
import Gtk

/// Identifies a file within its folder by its on-disk name, bytes and all: a name that is not
/// valid UTF-8 stays itself from listing to preview.
struct EntryID: Hashable, Codable, Sendable, CustomStringConvertible {
  let name: [UInt8]

  /// The name as people read it (invalid bytes escaped), e.g. for the view's `selection`.
  var description: String {
    name.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        let terminated = Array(chars) + [0]
        return takeString(g_filename_display_name(terminated)) ?? ""
      }
    }
  }
}

/// One file as the folder listing describes it: a view of the list's GFileInfo, read on the
/// main thread only (GFileInfo is not thread-safe).
@MainActor
struct FileEntry {
  let info: Object

  init(_ info: Object) { self.info = info }

  private var pointer: OpaquePointer { info.cast() }

  /// The file itself; GtkDirectoryList stores it in every info.
  var file: File? {
    g_file_info_get_attribute_object(pointer, "standard::file").map {
      File(borrowing: OpaquePointer($0))
    }
  }

  var id: EntryID { EntryID(name: nameBytes) }

  var nameBytes: [UInt8] { Self.nameBytes(of: pointer) ?? [] }

  /// The name of the file `info` describes, as the bytes it has on disk.
  static func nameBytes(of info: OpaquePointer) -> [UInt8]? {
    guard let name = g_file_info_get_name(info) else { return nil }
    return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
  }

  /// GIO's display name: valid UTF-8 whatever the bytes, never markup.
  var displayName: String {
    g_file_info_get_display_name(pointer).map { String(cString: $0) } ?? id.description
  }

  /// The type guessed from the name alone (fast); may be generic, see `isTypeGeneric`.
  var contentType: String {
    g_file_info_get_attribute_string(pointer, "standard::fast-content-type")
      .map { String(cString: $0) } ?? "application/octet-stream"
  }

  var size: Int64 { Int64(g_file_info_get_size(pointer)) }

  /// Seconds since the epoch.
  var modified: Int64 {
    Int64(clamping: g_file_info_get_attribute_uint64(pointer, "time::modified"))
  }

  /// A symbolic link whose target cannot be reached (missing, or a loop).
  var isBrokenLink: Bool { g_file_info_get_file_type(pointer) == G_FILE_TYPE_SYMBOLIC_LINK }

  /// A folder, or a link to one.
  var isFolder: Bool { g_file_info_get_file_type(pointer) == G_FILE_TYPE_DIRECTORY }

  /// What the row and the info card show, and what a background job may take along.
  var facts: FileFacts {
    FileFacts(
      displayName: displayName, contentType: contentType, size: size, modified: modified,
      isBrokenLink: isBrokenLink, isFolder: isFolder)
  }

  /// The attributes a listing asks for: enough for a row and for choosing a preview.
  static let attributes = [
    "standard::name", "standard::display-name", "standard::type", "standard::is-hidden",
    "standard::size", "standard::fast-content-type", "time::modified",
  ].joined(separator: ",")
}

/// What is known about a file without reading it; a value, safe on any thread.
struct FileFacts: Sendable, Equatable {
  var displayName: String
  var contentType: String
  var size: Int64
  var modified: Int64
  var isBrokenLink = false
  var isFolder = false
}
