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
        guard let text = FileQueries.decodeText(bytes, truncated: truncated) else {
          return .info(entry)
        }
        return .text(text, truncated: truncated)
      }
      return .info(entry)
    } catch {
      return .problem(localized("Could not show “%1$s”: %2$s", entry.title, "\(error)"))
    }
  }

}
