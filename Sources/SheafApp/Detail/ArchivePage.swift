import CGtk
import Gtk

/// An archive's entries, as Files' previewer lists them: how many and how large unpacked,
/// then each entry's path and size, folders marked, in the archive's order. Only the rows on
/// screen have widgets, so a list of ten thousand costs what a screenful does.
@MainActor
final class ArchivePage {
  let root = Box(GTK_ORIENTATION_VERTICAL)
  private let summary = Label()
  private var view: ListView?
  private let scroller = ScrolledWindow()
  /// The entries shown, read by the rows as they are bound.
  private var entries: [ArchiveListing.Entry] = []

  init() {
    summary.xAlign = 0
    summary.wraps = true
    summary.setMargins(12)
    summary.addCSSClass("dim-label")
    scroller.expandsVertically = true
    scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    root.append(summary)
    root.append(scroller)
  }

  func show(_ listing: ArchiveListing) {
    entries = listing.entries
    summary.text = Self.summary(of: listing)
    let factory = ListItemFactory(
      setup: { item in item.setChild(ArchiveRow.make()) },
      bind: { [weak self] item in
        guard let self, let child = item.child, entries.indices.contains(item.position) else {
          return
        }
        ArchiveRow.show(entries[item.position], in: child)
      })
    // A new view for each archive: its rows were made for the last one's entries.
    let view = ListView(
      selection: SingleSelection(model: StringList(entries.map(\.path))), factory: factory)
    view.setAccessibleLabel(localized("Archive contents"))
    view.addCSSClass("navigation-sidebar")
    scroller.setChild(view)
    self.view = view
  }

  /// Puts the focus in the list, where the arrows move through the entries.
  func focus() -> Bool {
    view?.grabFocus() ?? false
  }

  /// "12 items, 3.4 MB unpacked", and why the list may be short.
  static func summary(of listing: ArchiveListing) -> String {
    var parts = [
      localized(
        "%1$s, %2$s unpacked", Formatting.items(listing.count),
        Formatting.size(listing.unpackedSize))
    ]
    if listing.isPartial {
      parts.append(localized("Only the start of the archive was read."))
    }
    if listing.count > listing.entries.count {
      parts.append(
        localized("The first %s are listed.", Formatting.number(listing.entries.count)))
    }
    return parts.joined(separator: " ")
  }
}

/// A row of an archive's list: an icon, the path, the size.
@MainActor
private enum ArchiveRow {
  static func make() -> Widget {
    let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
    box.setMargins(4)
    box.append(Image(iconName: "text-x-generic-symbolic"))
    let path = Label()
    path.xAlign = 0
    path.ellipsizes = true
    path.ellipsizeMode = PANGO_ELLIPSIZE_MIDDLE
    path.expandsHorizontally = true
    box.append(path)
    let size = Label()
    size.addCSSClass("dim-label")
    size.addCSSClass("numeric")
    box.append(size)
    return box
  }

  static func show(_ entry: ArchiveListing.Entry, in row: UnsafeMutablePointer<GtkWidget>) {
    guard let icon = gtk_widget_get_first_child(row),
      let path = gtk_widget_get_next_sibling(icon),
      let size = gtk_widget_get_next_sibling(path)
    else { return }
    Image(borrowing: icon).setIconName(
      entry.isFolder ? "folder-symbolic" : "text-x-generic-symbolic")
    Label(borrowing: path).text = entry.path
    Label(borrowing: size).text = entry.size.map(Formatting.size) ?? ""
  }
}
