import CGtk

/// Turns the bytes at the start of a file into text, or says it is not text.
enum TextDecoding {
  /// Previews stop here, so a huge file never freezes the window.
  static let limit = 512 * 1024

  /// Decodes bytes read from the start of a file (`truncated`: the file goes on). A character
  /// cut in half by the limit is dropped; any other invalid UTF-8, or a NUL byte, means the
  /// file is not text: nil.
  static func decode(_ bytes: [UInt8], truncated: Bool) -> String? {
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
    guard !bytes[..<validCount].contains(0) else { return nil }
    return String(decoding: bytes[..<validCount], as: UTF8.self)
  }
}
