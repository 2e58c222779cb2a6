import CGtk

/// Turns the bytes at the start of a file into text, or says it is not text.
enum TextDecoding {
  /// Previews stop here, so a huge file never freezes the window.
  static let limit = 512 * 1024

  /// Decodes bytes read from the start of a file (`truncated`: the file goes on): UTF-8, or
  /// UTF-16 that starts with its byte order mark. A character cut in half by the limit is
  /// dropped; any other invalid sequence, or a NUL character, means the file is not text: nil.
  static func decode(_ bytes: [UInt8], truncated: Bool) -> String? {
    if let encoding = utf16Encoding(of: bytes) {
      return decodeUTF16(bytes.dropFirst(2), encoding: encoding, truncated: truncated)
    }
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

  /// UTF-16 text is told by its byte order mark, as editors tell it: without one, UTF-16 is
  /// not told from binary data reliably.
  private static func utf16Encoding(of bytes: [UInt8]) -> String? {
    guard bytes.count >= 2 else { return nil }
    switch (bytes[0], bytes[1]) {
    case (0xFF, 0xFE): return "UTF-16LE"
    case (0xFE, 0xFF): return "UTF-16BE"
    default: return nil
    }
  }

  /// UTF-16 after its mark, converted by GLib. A unit or a surrogate pair cut in half by the
  /// limit is dropped; any other invalid sequence, or a NUL character, means it is not text.
  private static func decodeUTF16(_ units: ArraySlice<UInt8>, encoding: String, truncated: Bool)
    -> String?
  {
    var end = units.endIndex
    if truncated {
      end -= units.count % 2
      // A high surrogate (D800–DBFF) last: its pair was not read.
      let high = encoding == "UTF-16LE" ? end - 1 : end - 2
      if end - units.startIndex >= 2, (0xD8...0xDB).contains(units[high]) { end -= 2 }
    }
    let whole = Array(units[..<end])
    return whole.withUnsafeBufferPointer { buffer -> String? in
      buffer.withMemoryRebound(to: gchar.self) { chars in
        var written: gsize = 0
        let utf8 = g_convert(
          chars.baseAddress, gssize(chars.count), "UTF-8", encoding, nil, &written, nil)
        guard let utf8 else { return nil }
        defer { g_free(utf8) }
        // A NUL character converts to a NUL byte, which the text must not hold.
        guard strlen(utf8) == Int(written) else { return nil }
        return String(
          decoding: UnsafeRawBufferPointer(start: utf8, count: Int(written)), as: UTF8.self)
      }
    }
  }
}
