import Gtk

/// What the detail pane shows for one entry, produced off the main thread.
enum Preview: Sendable {
  case text(String, truncated: Bool)
  case image(Texture)
  case info(LibraryEntry)
  case problem(String)

  /// Text previews stop here so a huge file never freezes the window.
  static let textLimit = 512 * 1024

  /// Loads the preview for `entry` on a background thread.
  static func load(
    _ entry: LibraryEntry, then completion: @escaping @Sendable @MainActor (Preview) -> Void
  ) {
    MainLoop.background({ make(for: entry) }, then: completion)
  }

  static func make(for entry: LibraryEntry) -> Preview {
    let type = entry.record.contentType
    do {
      if type.hasPrefix("image/") {
        return .image(try Texture(contentsOf: entry.path))
      }
      if FileQueries.contentType(type, isA: "text/plain") {
        let (bytes, truncated) = try FileQueries.readPrefix(entry.path, limit: textLimit)
        guard let text = String(validating: trimmedToCharacter(bytes), as: UTF8.self) else {
          return .info(entry)
        }
        return .text(text, truncated: truncated)
      }
      return .info(entry)
    } catch {
      return .problem(localized("Could not show “\(entry.title)”: \(error)"))
    }
  }

  /// Drops a UTF-8 sequence cut in half by the size limit.
  private static func trimmedToCharacter(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    var end = bytes.count
    var back = 0
    while end > 0, back < 4, bytes[end - 1] & 0xC0 == 0x80 {
      end -= 1
      back += 1
    }
    if end > 0, bytes[end - 1] >= 0xC0 { end -= 1 } else { end += back }
    return bytes[..<min(end, bytes.count)]
  }
}
