import CGtk
import Gtk

/// The sentences Sheaf shows for each situation and each GIO failure, translated, with the
/// name or path filled in after the lookup.
enum Messages {
  static func noSelection(listHidden: Bool) -> StatusMessage {
    listHidden
      ? StatusMessage(
        iconName: "view-list-symbolic", title: localized("No File Selected"),
        description: localized("The list of files is hidden. Show it to choose a file."),
        action: .showFiles)
      : StatusMessage(
        iconName: "view-list-symbolic", title: localized("No File Selected"),
        description: localized("Choose a file in the list to see it here."))
  }

  static func emptyFolder(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "folder-symbolic", title: localized("Empty Folder"),
      description: localized("“%s” holds no files to show.", name))
  }

  static func noMatches(_ query: String) -> StatusMessage {
    StatusMessage(
      iconName: "edit-find-symbolic", title: localized("No Results Found"),
      description: localized("No file name contains “%s”.", query))
  }

  static func folderGone(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "folder-symbolic", title: localized("Folder Not Found"),
      description: localized("“%s” was moved or deleted.", name), action: .openFolder)
  }

  /// A folder entered from another was deleted or moved away while shown; Sheaf went back to
  /// `parent`.
  static func folderLeft(_ name: String, for parent: String) -> StatusMessage {
    StatusMessage(
      iconName: "folder-symbolic", title: localized("Folder Not Found"),
      description: localized(
        "“%1$s” was moved or deleted. Sheaf went back to “%2$s”.", name, parent))
  }

  /// A location GIO cannot list on this machine (a web page, or a place such as "recent:///"
  /// whose GVfs backend is not installed), named by its whole address.
  static func folderUnsupported(_ location: String) -> StatusMessage {
    StatusMessage(
      iconName: "folder-symbolic", title: localized("Cannot Open Folder"),
      description: localized(
        "Sheaf cannot show “%s”: only folders on this computer and places mounted in Files can be shown.",
        location),
      action: .openFolder)
  }

  /// Why a folder could not be listed.
  static func folder(_ name: String, failed error: GLibError) -> StatusMessage {
    let description: String
    let title: String
    if error.matches(G_IO_ERROR_NOT_FOUND) {
      title = localized("Folder Not Found")
      description = localized("There is no folder “%s”.", name)
    } else if error.matches(G_IO_ERROR_PERMISSION_DENIED) {
      title = localized("Cannot Open Folder")
      description = localized("You do not have permission to open “%s”.", name)
    } else if error.matches(G_IO_ERROR_NOT_DIRECTORY) {
      title = localized("Not a Folder")
      description = localized("“%s” is a file, not a folder.", name)
    } else {
      title = localized("Cannot Open Folder")
      description = localized("Sheaf could not read the folder “%s”.", name)
    }
    return StatusMessage(
      iconName: "folder-symbolic", title: title, description: description, action: .openFolder)
  }

  static func cannotLaunch(_ app: String, _ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "dialog-warning-symbolic", title: localized("Cannot Open File"),
      description: localized("%1$s could not be started to open “%2$s”.", app, name))
  }

  static func fileGone(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "edit-delete-symbolic", title: localized("File Not Found"),
      description: localized("“%s” was moved or deleted.", name))
  }

  static func emptyFile(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "text-x-generic-symbolic", title: localized("Empty File"),
      description: localized("“%s” contains nothing to show.", name))
  }

  static func brokenLink(_ name: String, loops: Bool) -> StatusMessage {
    StatusMessage(
      iconName: "emblem-symbolic-link", title: localized("Broken Link"),
      description: loops
        ? localized("“%s” is a link that leads back to itself.", name)
        : localized("“%s” is a link to a file that does not exist.", name))
  }

  static func pictureTooLarge(_ name: String, width: Int, height: Int) -> StatusMessage {
    StatusMessage(
      iconName: "image-x-generic-symbolic", title: localized("Picture Too Large"),
      description: localized(
        "“%1$s” is %2$s × %3$s pixels, too large to preview.", name, Formatting.number(width),
        Formatting.number(height)))
  }

  static func animationTooLarge(_ name: String, frames: Int) -> StatusMessage {
    StatusMessage(
      iconName: "image-x-generic-symbolic", title: localized("Picture Too Large"),
      description: localized(
        "“%1$s” is an animation with too many frames to preview (%2$s or more).", name,
        Formatting.number(frames)))
  }

  static func damagedPicture(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "image-x-generic-symbolic", title: localized("Cannot Show Picture"),
      description: localized("“%s” is damaged: Sheaf could not read the picture in it.", name))
  }

  /// A file named as a font in which FreeType finds none.
  static func notAFont(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "font-x-generic-symbolic", title: localized("Cannot Show Font"),
      description: localized("“%s” is not a font Sheaf can read: it may be damaged.", name))
  }

  /// A sound or video that GStreamer cannot play here: no decoder for its kind, or damaged.
  static func unplayable(_ name: String, type: String, missingDecoder: Bool) -> StatusMessage {
    let kind = takeString(g_content_type_get_description(type)) ?? type
    return StatusMessage(
      iconName: type.hasPrefix("audio/") ? "audio-x-generic-symbolic" : "video-x-generic-symbolic",
      title: localized("Cannot Play"),
      description: missingDecoder
        ? localized(
          "Sheaf cannot play files of this kind (%1$s) here: no decoder for it is installed. “%2$s” may open in another app.",
          kind, name)
        : localized("“%s” is damaged or cannot be played.", name))
  }

  /// A PDF that asks for a password.
  static func lockedPDF(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "system-lock-screen-symbolic", title: localized("Document Is Locked"),
      description: localized(
        "“%s” is protected by a password. Open it in a document viewer to unlock it.", name))
  }

  /// A file named as a PDF in which poppler finds no document, or a damaged one.
  static func damagedPDF(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "x-office-document-symbolic", title: localized("Cannot Show Document"),
      description: localized("“%s” is damaged or not a PDF Sheaf can read.", name))
  }

  /// A file named as an archive in which libarchive finds none, or a damaged one.
  static func unreadableArchive(_ name: String) -> StatusMessage {
    StatusMessage(
      iconName: "package-x-generic-symbolic", title: localized("Cannot List Archive"),
      description: localized("“%s” is damaged or not an archive Sheaf can read.", name))
  }

  /// A picture of a kind this machine has no decoder for (a WebP without its loader).
  static func unsupportedPicture(_ name: String, type: String) -> StatusMessage {
    let kind = takeString(g_content_type_get_description(type)) ?? type
    return StatusMessage(
      iconName: "image-x-generic-symbolic", title: localized("Cannot Show Picture"),
      description: localized(
        "Sheaf cannot show pictures of this kind (%1$s) here. “%2$s” may open in another app.",
        kind, name))
  }

  /// Why a file could not be read.
  static func file(_ name: String, failed error: any Error) -> StatusMessage {
    guard let error = error as? GLibError else { return damagedPicture(name) }
    if error.matches(G_IO_ERROR_NOT_FOUND) { return fileGone(name) }
    if error.matches(G_IO_ERROR_TOO_MANY_LINKS) { return brokenLink(name, loops: true) }
    let description =
      if error.matches(G_IO_ERROR_PERMISSION_DENIED) {
        localized("You do not have permission to read “%s”.", name)
      } else if error.matches(G_IO_ERROR_NOT_REGULAR_FILE) {
        // A pipe or a device put in a file's place: reading it could wait forever.
        localized("“%s” is not a regular file, so Sheaf does not read it.", name)
      } else {
        localized("Sheaf could not read “%s”.", name)
      }
    return StatusMessage(
      iconName: "dialog-warning-symbolic", title: localized("Cannot Open File"),
      description: description)
  }
}
