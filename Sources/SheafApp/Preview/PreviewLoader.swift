import CGtk
import Gtk

/// Makes the preview of one file: GIO's asynchronous calls for I/O, GLib's worker threads for
/// decoding and parsing, the result back on the main thread unless the cancellable was
/// cancelled first (the user moved on, the window closed).
@MainActor
enum PreviewLoader {
  /// With `fromEnd`, a text longer than what is read is read from its end.
  static func load(
    _ facts: FileFacts, of file: File, in folder: File, fromEnd: Bool = false,
    cancellable: Cancellable, then show: @escaping @MainActor (Preview) -> Void
  ) {
    let name = facts.displayName
    if facts.isBrokenLink {
      // Opening the link follows it and tells a loop (ELOOP) from a missing target (ENOENT);
      // a query would not: GIO describes a broken link as the link itself, without an error.
      FileReading.readPrefix(file, limit: 0, cancellable: cancellable) { result in
        switch result {
        case .failure(let error) where error.isCancelled:
          break
        case .failure(let error)
        where error.matches(G_IO_ERROR_TOO_MANY_LINKS) || error.matches(G_IO_ERROR_NOT_FOUND):
          show(.status(Messages.brokenLink(name, loops: error.matches(G_IO_ERROR_TOO_MANY_LINKS))))
        case .failure(let error):
          show(.status(Messages.file(name, failed: error)))
        case .success:
          show(.info(facts, note: nil))
        }
      }
      return
    }
    if facts.isFolder {
      Background.run(cancellable: cancellable) { cancellable in
        try FolderSummary.read(file, cancellable: cancellable)
      } then: { result in
        switch result {
        case .success(let summary): show(.folder(facts, summary))
        case .failure(let error as GLibError):
          if !error.isCancelled { show(.status(Messages.folder(name, failed: error))) }
        case .failure: break
        }
      }
      return
    }
    if facts.size == 0 { return show(.unpreviewable(Messages.emptyFile(name))) }
    resolveType(facts, of: file, cancellable: cancellable) { result in
      switch result {
      case .failure(let error):
        if !error.isCancelled { show(.status(Messages.file(name, failed: error))) }
      case .success(let type):
        var known = facts
        known.contentType = type
        if ContentKind(type) == .picture {
          decodePicture(known, of: file, cancellable: cancellable, then: show)
        } else if ContentKind(type) == .font {
          loadFont(known, of: file, cancellable: cancellable, then: show)
        } else if ContentKind(type) == .archive {
          listArchive(known, of: file, cancellable: cancellable, then: show)
        } else if ContentKind(type) == .pdf {
          openPDF(known, of: file, cancellable: cancellable, then: show)
        } else if ContentKind(type) == .media {
          openMedia(known, of: file, cancellable: cancellable, then: show)
        } else if ContentKind(type) != .other {
          readText(
            known, of: file, in: folder, fromEnd: fromEnd, cancellable: cancellable, then: show)
        } else {
          show(.info(known, note: nil))
        }
      }
    }
  }

  /// The listing's type comes from the name alone; when it is generic, GIO looks inside.
  private static func resolveType(
    _ facts: FileFacts, of file: File, cancellable: Cancellable,
    then completion: @escaping @MainActor (Result<String, GLibError>) -> Void
  ) {
    let type = facts.contentType
    let generic = g_content_type_is_unknown(type) != 0 || type == "application/octet-stream"
    guard generic else { return completion(.success(type)) }
    FileReading.inspect(file, cancellable: cancellable, then: completion)
  }

  private static func decodePicture(
    _ facts: FileFacts, of file: File, cancellable: Cancellable,
    then show: @escaping @MainActor (Preview) -> Void
  ) {
    let name = facts.displayName
    let type = facts.contentType
    Background.run(cancellable: cancellable) { cancellable in
      guard ImageDecoding.decodes(type) else { throw ImageDecoding.Failure.unsupported }
      return try ImageDecoding.decode(file, animated: true, cancellable: cancellable)
    } then: { result in
      switch result {
      case .success(let texture): show(.image(texture))
      case .failure(ImageDecoding.Failure.tooLarge(let width, let height)):
        show(.unpreviewable(Messages.pictureTooLarge(name, width: width, height: height)))
      case .failure(ImageDecoding.Failure.animationTooLarge(let frames)):
        show(.unpreviewable(Messages.animationTooLarge(name, frames: frames)))
      case .failure(ImageDecoding.Failure.unsupported):
        show(.unpreviewable(Messages.unsupportedPicture(name, type: type)))
      case .failure(let error as GLibError)
      where error.matches(G_IO_ERROR_NOT_FOUND) || error.matches(G_IO_ERROR_PERMISSION_DENIED)
        || error.matches(G_IO_ERROR_NOT_REGULAR_FILE):
        show(.status(Messages.file(name, failed: error)))
      case .failure:
        show(.unpreviewable(Messages.damagedPicture(name)))
      }
    }
  }

  /// On a worker: FreeType reads the font's first face, and fontconfig takes it for Sheaf
  /// alone.
  private static func loadFont(
    _ facts: FileFacts, of file: File, cancellable: Cancellable,
    then show: @escaping @MainActor (Preview) -> Void
  ) {
    let name = facts.displayName
    Background.run(cancellable: cancellable) { _ in
      // A pipe put in a font's place would hold this worker in open() for good.
      guard let path = file.pathBytes else { return nil as FontFile? }
      try FileReading.requireRegularFile(path)
      return FontFile(path: path)
    } then: { result in
      switch result {
      case .success(let font?): show(.font(font))
      case .success(nil): show(.unpreviewable(Messages.notAFont(name)))
      case .failure(let error): show(.status(Messages.file(name, failed: error)))
      }
    }
  }

  /// On a worker: the archive's entries, from its headers.
  private static func listArchive(
    _ facts: FileFacts, of file: File, cancellable: Cancellable,
    then show: @escaping @MainActor (Preview) -> Void
  ) {
    let name = facts.displayName
    Background.run(cancellable: cancellable) { cancellable in
      // A pipe put in an archive's place would hold this worker in open() for good.
      guard let path = file.pathBytes else { throw ArchiveListing.Failure.unreadable("no path") }
      try FileReading.requireRegularFile(path)
      return try ArchiveListing.read(path: path, cancellable: cancellable)
    } then: { result in
      switch result {
      case .success(let listing): show(.archive(listing))
      case .failure(ArchiveListing.Failure.unreadable(let reason)):
        log("\(name): \(reason)")
        show(.unpreviewable(Messages.unreadableArchive(name)))
      case .failure(let error): show(.status(Messages.file(name, failed: error)))
      }
    }
  }

  /// A sound or a video for the player, once a worker has found it a regular file (a pipe put
  /// in its place would hold GStreamer's reader in open() for good, and the window with it
  /// when the player is let go); a sound once its tags are read too.
  private static func openMedia(
    _ facts: FileFacts, of file: File, cancellable: Cancellable,
    then show: @escaping @MainActor (Preview) -> Void
  ) {
    let isSound = facts.contentType.hasPrefix("audio/")
    Background.run(cancellable: cancellable) { _ in
      guard let path = file.pathBytes else { return nil as AudioTags? }
      try FileReading.requireRegularFile(path)
      return isSound ? AudioTags.read(uri: file.uri) : nil
    } then: { result in
      switch result {
      case .success(let tags): show(.media(file, tags))
      case .failure(let error): show(.status(Messages.file(facts.displayName, failed: error)))
      }
    }
  }

  /// On a worker: poppler reads the PDF's table of pages, not the pages.
  private static func openPDF(
    _ facts: FileFacts, of file: File, cancellable: Cancellable,
    then show: @escaping @MainActor (Preview) -> Void
  ) {
    let name = facts.displayName
    Background.run(cancellable: cancellable) { _ in
      guard let path = file.pathBytes else { throw PDFDocument.Failure.damaged("no path") }
      return try PDFDocument.open(path: path)
    } then: { result in
      switch result {
      case .success(let document): show(.pdf(document))
      case .failure(PDFDocument.Failure.locked): show(.unpreviewable(Messages.lockedPDF(name)))
      case .failure(PDFDocument.Failure.damaged(let reason)):
        log("\(name): \(reason)")
        show(.unpreviewable(Messages.damagedPDF(name)))
      case .failure(let error): show(.status(Messages.file(name, failed: error)))
      }
    }
  }

  private static func readText(
    _ facts: FileFacts, of file: File, in folder: File, fromEnd: Bool, cancellable: Cancellable,
    then show: @escaping @MainActor (Preview) -> Void
  ) {
    let name = facts.displayName
    FileReading.readPrefix(
      file, limit: TextDecoding.limit, fromEnd: fromEnd, cancellable: cancellable
    ) { result in
      switch result {
      case .failure(let error):
        if !error.isCancelled { show(.status(Messages.file(name, failed: error))) }
      case .success(let prefix):
        Background.run(cancellable: cancellable) { cancellable in
          try decodeText(prefix, facts: facts, in: folder, cancellable: cancellable)
        } then: { result in
          switch result {
          case .success(let preview): show(preview)
          case .failure(let error): show(.status(Messages.file(name, failed: error)))
          }
        }
      }
    }
  }

  /// On a worker: the text, parsed when it is Markdown, with the pictures it shows.
  nonisolated static func decodeText(
    _ prefix: FileReading.Prefix, facts: FileFacts, in folder: File, cancellable: Cancellable
  ) throws -> Preview {
    guard let text = TextDecoding.decode(prefix.bytes, truncated: prefix.truncated) else {
      return .info(facts, note: localized("This file does not contain text Sheaf can show."))
    }
    var prepared = TextBounds.prepare(
      text, contentType: facts.contentType, truncated: prefix.truncated)
    prepared.isEnd = prefix.isEnd
    guard ContentKind(facts.contentType) == .markdown else { return .text(prepared) }
    // A line too long to show whole would be a paragraph too long to lay out; a tree past the
    // budget, too many tags to apply: such Markdown is shown as written.
    try cancellable.check()
    guard prepared.cutLines == 0, var document = MarkdownParser.parse(text) else {
      var source = prepared
      source.isMarkdownSource = true
      return .text(source)
    }
    for index in document.images.indices.prefix(MarkdownImages.limit) {
      try cancellable.check()
      document.images[index].texture = MarkdownImages.decode(
        document.images[index].source, in: folder, cancellable: cancellable)
    }
    return .markdown(document, truncated: prefix.truncated)
  }
}

/// The pictures a Markdown file shows inline: only files next to it, referenced by a relative
/// path, and only a few, small.
enum MarkdownImages {
  static let limit = 16
  static let side = 720

  static func decode(_ source: String, in folder: File, cancellable: Cancellable) -> Texture? {
    guard !source.isEmpty, !source.hasPrefix("/"), !source.contains(":"),
      let path = takeString(g_uri_unescape_string(source, nil))
    else { return nil }
    let file = folder.resolve(path)
    guard file.isInside(folder) else { return nil }
    return try? ImageDecoding.decode(file, side: side, cancellable: cancellable)
  }
}

/// How Sheaf shows a content type.
enum ContentKind: Equatable {
  case markdown, text, picture, font, archive, pdf, media, other

  init(_ type: String) {
    if g_content_type_is_a(type, "text/markdown") != 0 {
      self = .markdown
    } else if type.hasPrefix("image/") {
      self = .picture
    } else if type.hasPrefix("font/") || type.hasPrefix("application/x-font") {
      self = .font
    } else if type == "application/pdf" {
      self = .pdf
    } else if Self.archives.contains(type) {
      self = .archive
    } else if type.hasPrefix("audio/") || type.hasPrefix("video/") {
      self = .media
    } else if g_content_type_is_a(type, "text/plain") != 0 || Self.textual.contains(type) {
      self = .text
    } else {
      self = .other
    }
  }

  /// Archives libarchive lists. Exact types only: a document stored as a zip (an ODF or
  /// Office file, an EPUB) is a kind of application/zip, and is no archive to its reader.
  private static let archives: Set<String> = [
    "application/zip", "application/x-tar", "application/x-compressed-tar",
    "application/x-bzip-compressed-tar", "application/x-xz-compressed-tar",
    "application/x-zstd-compressed-tar", "application/x-7z-compressed", "application/vnd.rar",
    "application/x-cpio",
  ]

  /// Types that are text though not declared as kinds of text/plain.
  private static let textual: Set<String> = [
    "application/json", "application/xml", "application/javascript", "application/x-yaml",
    "application/toml", "application/x-shellscript", "application/sql",
  ]
}
