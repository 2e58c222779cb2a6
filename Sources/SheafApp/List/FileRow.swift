import CGtk
import Gtk

/// One row of the file list: the file's type icon, its name (cut in the middle, so the
/// extension stays), and a dim second line with its size and date.
@MainActor
final class FileRow {
  /// The row's widget. It owns the row (see `make()`), so the row holds it by pointer alone: a
  /// handle, which takes a reference, would make a cycle no window close could break, and
  /// every row a window ever made would stay in memory.
  private let root: UnsafeMutablePointer<GtkWidget>
  private let icon = Image(pixelSize: 32)
  private let name = Label()
  private let details = Label()
  /// Stops the thumbnail being made when the row shows another file.
  private var thumbnailing: Cancellable?
  /// Stops a folder's items being counted when the row shows another file.
  private var counting: Cancellable?
  /// Thumbnails wait while the list moves.
  private let scrolling: ScrollPause

  /// The key under which a row's widgets hang on its root box.
  static let key = "sheaf-file-row"

  /// A new row widget; it keeps its `FileRow` alive, found again with `attached(_:key:)`.
  static func make(scrolling: ScrollPause) -> Widget {
    let root = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    root.attach(FileRow(root: root, scrolling: scrolling), key: key)
    return root
  }

  /// The row behind a widget `make` returned.
  static func of(_ widget: Widget) -> FileRow? { widget.attached(FileRow.self, key: key) }

  private init(root: Box, scrolling: ScrollPause) {
    self.root = root.widget
    self.scrolling = scrolling
    let labels = Box(GTK_ORIENTATION_VERTICAL, spacing: 2)
    labels.verticalAlignment = GTK_ALIGN_CENTER
    labels.expandsHorizontally = true
    for label in [name, details] {
      label.xAlign = 0
      labels.append(label)
    }
    // A name keeps its extension; the size and date line keeps its start, the size, which
    // matters more than the end of the date.
    name.ellipsizeMode = PANGO_ELLIPSIZE_MIDDLE
    details.ellipsizeMode = PANGO_ELLIPSIZE_END
    details.addCSSClass("dim-label")
    details.addCSSClass("caption")
    root.append(icon)
    root.append(labels)
    root.setMargins(3)
  }

  func show(_ entry: FileEntry) {
    let facts = entry.facts
    name.text = facts.displayName
    showIcon(for: facts, file: entry.file)
    counting?.cancel()
    counting = nil
    if facts.isFolder, let file = entry.file {
      showDetails(FolderCounts.shared.cached(file, modified: facts.modified), of: facts)
      countItems(of: file, facts: facts)
    } else {
      showDetails(nil, of: facts)
    }
    Widget(borrowing: root).setAccessibleLabel(facts.displayName)
  }

  /// The dim line: a file's size and date; a folder's item count, once known, and date.
  private func showDetails(_ summary: FolderSummary?, of facts: FileFacts) {
    let date = Formatting.date(facts.modified)
    let line =
      facts.isBrokenLink
      ? localized("Broken link")
      : facts.isFolder
        ? localized("%1$s · %2$s", summary?.itemsText ?? localized("Folder"), date)
        : localized("%1$s · %2$s", Formatting.size(facts.size), date)
    details.text = line
    Widget(borrowing: root).setAccessibleDescription(line)
  }

  /// Counts a folder's items on a worker once the list is still, then shows the count.
  private func countItems(of file: File, facts: FileFacts) {
    guard FolderCounts.shared.cached(file, modified: facts.modified) == nil else { return }
    let cancellable = Cancellable()
    counting = cancellable
    scrolling.whenStill(unless: cancellable) { [weak self] in
      FolderCounts.shared.count(file, modified: facts.modified, cancellable: cancellable) {
        summary in self?.showDetails(summary, of: facts)
      }
    }
  }

  /// The row stops caring about its file (it scrolled away).
  func unbind() {
    thumbnailing?.cancel()
    thumbnailing = nil
    counting?.cancel()
    counting = nil
  }

  /// A picture's, a PDF's or a video's thumbnail when there is one, its type's icon until then
  /// and otherwise.
  private func showIcon(for facts: FileFacts, file: File?) {
    thumbnailing?.cancel()
    thumbnailing = nil
    if let source = Thumbnails.Source(contentType: facts.contentType), !facts.isBrokenLink,
      let file
    {
      if let texture = Thumbnails.shared.cached(file, modified: facts.modified) {
        return icon.setPaintable(texture.pointer)
      }
      let cancellable = Cancellable()
      thumbnailing = cancellable
      scrolling.whenStill(unless: cancellable) { [weak self] in
        Thumbnails.shared.make(
          file, from: source, modified: facts.modified, cancellable: cancellable,
          ready: { texture in self?.icon.setPaintable(texture.pointer) })
      }
    }
    icon.setIcon(Self.icon(for: facts.contentType)?.cast())
  }

  /// Each type's icon, made once: a folder of 100,000 files has a few dozen types.
  private static var icons: [String: Object] = [:]

  private static func icon(for contentType: String) -> Object? {
    if let icon = icons[contentType] { return icon }
    guard let made = g_content_type_get_icon(contentType) else { return nil }
    let icon = Object(UnsafeMutableRawPointer(made), .adopt)
    icons[contentType] = icon
    return icon
  }
}
