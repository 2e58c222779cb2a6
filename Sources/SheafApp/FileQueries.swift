import CGtk
import Gtk

/// What GIO tells about one directory entry. A plain value, safe to hand between threads.
public struct FileRecord: Sendable, Hashable {
  /// The on-disk name, bytes preserved (may not be UTF-8).
  public let name: [UInt8]
  /// A UTF-8 name fit for display (GLib escapes invalid bytes).
  public let displayName: String
  public let path: String
  public let isRegularFile: Bool
  public let isHidden: Bool
  public let size: Int64
  public let contentType: String
  /// Seconds since the epoch.
  public let modified: Int64
}

/// Synchronous GIO queries, meant for a background thread (see `MainLoop.background`).
public enum FileQueries {
  /// Lists a directory's entries. Throws GIO's message when the folder cannot be read.
  public static func listDirectory(_ path: String) throws -> [FileRecord] {
    guard let directory = g_file_new_for_path(path) else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: localized("“%s” is not a valid path", path))
    }
    defer { unref(directory) }
    let enumerator = try throwingGError {
      g_file_enumerate_children(
        directory, sheaf_listing_attributes(), G_FILE_QUERY_INFO_NONE, nil, $0)
    }
    guard let enumerator else { return [] }
    defer { g_object_unref(enumerator) }
    var records: [FileRecord] = []
    while true {
      // An entry GIO cannot describe (e.g. a symlink loop) is skipped, not fatal.
      var error: UnsafeMutablePointer<GError>?
      guard let info = g_file_enumerator_next_file(enumerator, nil, &error) else {
        if let error {
          g_error_free(error)
          continue
        }
        break
      }
      records.append(record(info, parent: directory))
      unref(info)
    }
    return records
  }

  /// Describes one file, following symlinks.
  public static func describe(_ path: String) throws -> FileRecord {
    guard let file = g_file_new_for_path(path) else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: localized("“%s” is not a valid path", path))
    }
    defer { unref(file) }
    guard let parent = g_file_get_parent(file) else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: localized("“%s” has no parent folder", path))
    }
    defer { unref(parent) }
    let info = try throwingGError {
      g_file_query_info(file, sheaf_listing_attributes(), G_FILE_QUERY_INFO_NONE, nil, $0)
    }
    guard let info else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: localized("No information about “%s”", path))
    }
    defer { unref(info) }
    return record(info, parent: parent)
  }

  private static func record(_ info: OpaquePointer, parent: OpaquePointer) -> FileRecord {
    let rawName = g_file_info_get_name(info)
    let nameBytes =
      rawName.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
    let child = g_file_get_child(parent, rawName)
    let path = takeString(g_file_get_path(child)) ?? ""
    unref(child)
    let contentType =
      g_file_info_get_attribute_string(info, G_FILE_ATTRIBUTE_STANDARD_FAST_CONTENT_TYPE)
      .map { String(cString: $0) } ?? "application/octet-stream"
    let modified = g_file_info_get_attribute_uint64(info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
    return FileRecord(
      name: nameBytes,
      displayName: g_file_info_get_display_name(info).map { String(cString: $0) }
        ?? String(decoding: nameBytes, as: UTF8.self),
      path: path,
      isRegularFile: g_file_info_get_file_type(info) == G_FILE_TYPE_REGULAR,
      isHidden: g_file_info_get_is_hidden(info) != 0,
      size: Int64(g_file_info_get_size(info)),
      contentType: contentType,
      modified: Int64(clamping: modified))
  }

  /// GLib's natural ("file name") collation key: "Chapter 2" sorts before "Chapter 10".
  /// Case is folded first, as file managers do, so "config.json" sits among the Cs whatever
  /// the locale (in the C locale the key alone would put every lowercase name last).
  public static func collationKey(_ displayName: String) -> [UInt8] {
    guard let folded = g_utf8_casefold(displayName, -1) else { return [] }
    defer { g_free(folded) }
    guard let key = g_utf8_collate_key_for_filename(folded, -1) else { return [] }
    defer { g_free(key) }
    return Array(UnsafeRawBufferPointer(start: key, count: strlen(key)))
  }

  /// Reads at most `limit` bytes from the start of a file; `truncated` says whether more exist.
  public static func readPrefix(_ path: String, limit: Int) throws -> (
    bytes: [UInt8], truncated: Bool
  ) {
    guard let file = g_file_new_for_path(path) else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: localized("“%s” is not a valid path", path))
    }
    defer { unref(file) }
    let stream = try throwingGError { g_file_read(file, nil, $0) }
    guard let stream else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: localized("Could not open “%s”", path))
    }
    defer { unref(OpaquePointer(stream)) }
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var count: gsize = 0
    _ = try bytes.withUnsafeMutableBytes { buffer in
      try throwingGError {
        g_input_stream_read_all(
          gcast(stream), buffer.baseAddress, gsize(buffer.count), &count, nil, $0)
      }
    }
    let truncated = Int(count) > limit
    bytes.removeSubrange(min(Int(count), limit)...)
    return (bytes, truncated)
  }

  /// Decodes the start of a file read with `readPrefix`. A character cut in half by the read
  /// limit is dropped; any other invalid UTF-8, or a NUL byte, means the file is not text: nil.
  public static func decodeText(_ bytes: [UInt8], truncated: Bool) -> String? {
    let validCount = bytes.withUnsafeBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      return base.withMemoryRebound(to: gchar.self, capacity: buffer.count) { start in
        var end: UnsafePointer<gchar>?
        _ = g_utf8_validate_len(start, gsize(buffer.count), &end)
        return end.map { start.distance(to: $0) } ?? 0
      }
    }
    let cutCharacter =
      truncated && bytes.count - validCount < 4 && !bytes[validCount...].contains(0)
    guard validCount == bytes.count || cutCharacter else { return nil }
    return String(decoding: bytes[..<validCount], as: UTF8.self)
  }

  /// A human description of a content type ("PNG image"), from GIO's shared MIME database.
  public static func describeContentType(_ type: String) -> String {
    takeString(g_content_type_get_description(type)) ?? type
  }

  /// Whether GIO considers `type` a kind of `supertype` ("text/x-csrc" is "text/plain").
  public static func contentType(_ type: String, isA supertype: String) -> Bool {
    g_content_type_is_a(type, supertype) != 0
  }

  /// "4.2 kB", the GNOME way.
  public static func formatSize(_ size: Int64) -> String {
    takeString(g_format_size(guint64(max(0, size)))) ?? "\(size) bytes"
  }

  /// A local date and time for display.
  public static func formatDate(_ seconds: Int64) -> String {
    guard let date = g_date_time_new_from_unix_local(gint64(seconds)) else { return "" }
    defer { g_date_time_unref(date) }
    return takeString(g_date_time_format(date, "%x %X")) ?? ""
  }
}
