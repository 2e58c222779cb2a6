import CGtk
import Gtk

/// The card for a file Sheaf does not open itself, or for a folder: what it is, in words, how
/// big (or what it holds) and how old, as GNOME Files' properties say it.
@MainActor
final class InfoCard {
  let root = Box(GTK_ORIENTATION_VERTICAL, spacing: 18)
  private let icon = Image(pixelSize: 96)
  private let name = Label("", role: GTK_ACCESSIBLE_ROLE_HEADING)
  private let kind = Label()
  private let size = Label()
  /// "Size" for a file, "Contents" for a folder.
  private let sizeHeading = Label(localized("Size"))
  private let modified = Label()
  private let note = Label()

  init() {
    root.verticalAlignment = GTK_ALIGN_CENTER
    root.horizontalAlignment = GTK_ALIGN_CENTER
    root.setMargins(36)
    name.addCSSClass("title-2")
    name.wraps = true
    name.justify = GTK_JUSTIFY_CENTER
    let grid = Grid()
    grid.horizontalAlignment = GTK_ALIGN_CENTER
    for (row, (heading, value)) in [
      (Label(localized("Kind")), kind), (sizeHeading, size),
      (Label(localized("Modified")), modified),
    ].enumerated() {
      heading.xAlign = 1
      heading.addCSSClass("dim-label")
      value.xAlign = 0
      value.wraps = true
      grid.attach(heading, column: 0, row: Int32(row))
      grid.attach(value, column: 1, row: Int32(row))
    }
    note.wraps = true
    note.justify = GTK_JUSTIFY_CENTER
    note.addCSSClass("dim-label")
    root.append(icon)
    root.append(name)
    root.append(grid)
    root.append(note)
  }

  func show(_ facts: FileFacts, note text: String?) {
    let iconObject = g_content_type_get_icon(facts.contentType)
    icon.setIcon(iconObject)
    unref(iconObject)
    name.text = facts.displayName
    kind.text = Self.kind(of: facts.contentType)
    sizeHeading.text = localized("Size")
    size.text = Self.size(facts.size)
    modified.text = Formatting.date(facts.modified)
    note.text = text ?? ""
    note.isVisible = text != nil
  }

  /// A folder's card: what it holds, and of which kinds.
  func show(_ facts: FileFacts, holding summary: FolderSummary) {
    show(facts, note: nil)
    kind.text = localized("Folder")
    sizeHeading.text = localized("Contents")
    let kinds = summary.kindsText
    size.text =
      kinds.isEmpty
      ? summary.itemsText
      // Translators: how many items a folder holds, then of which kinds.
      : localized("%1$s (%2$s)", summary.itemsText, kinds)
  }

  /// "12 bytes", or "3.4 kB (3,412 bytes)": the exact count in brackets when the short form
  /// rounds it.
  nonisolated static func size(_ bytes: Int64) -> String {
    guard bytes >= 1000 else { return Formatting.size(bytes) }
    let count = Int(bytes)
    return fillPlaceholders(
      localizedPlural("%1$s (%2$s byte)", "%1$s (%2$s bytes)", count),
      [Formatting.size(bytes), Formatting.number(count)])
  }

  /// The kind of file in words ("PNG image"), never GIO's "unknown".
  static func kind(of type: String) -> String {
    if type == "application/octet-stream" || g_content_type_is_unknown(type) != 0 {
      return localized("Binary file")
    }
    return takeString(g_content_type_get_description(type)) ?? type
  }
}
