import CGtk
import Gtk

/// What a folder holds, as the list shows it (hidden files left out), counted on a worker for
/// a folder's row and its card.
struct FolderSummary: Sendable, Equatable {
  var items = 0
  var folders = 0
  var pictures = 0
  var documents = 0
  /// Counting stopped at `limit` items: the folder holds at least that many.
  var isPartial = false

  /// Past this many items a folder is "more than" it: counting a huge folder would keep a
  /// worker busy for a number nobody reads exactly.
  static let limit = 100_000

  /// On a worker: reads `folder`'s entries, a batch at a time, until the end or the limit.
  nonisolated static func read(_ folder: File, cancellable: Cancellable) throws -> FolderSummary {
    let enumerator = try throwingGError {
      g_file_enumerate_children(
        folder.pointer,
        "standard::name,standard::type,standard::is-hidden,standard::fast-content-type",
        G_FILE_QUERY_INFO_NONE, cancellable.pointer, $0)
    }
    guard let enumerator else { return FolderSummary() }
    defer { g_object_unref(UnsafeMutableRawPointer(enumerator)) }
    var summary = FolderSummary()
    while true {
      let info = try throwingGError {
        g_file_enumerator_next_file(enumerator, cancellable.pointer, $0)
      }
      guard let info else { break }
      defer { g_object_unref(UnsafeMutableRawPointer(info)) }
      guard g_file_info_get_is_hidden(info) == 0 else { continue }
      summary.count(info)
      if summary.items >= limit {
        summary.isPartial = true
        break
      }
    }
    return summary
  }

  private mutating func count(_ info: OpaquePointer) {
    items += 1
    if g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY {
      folders += 1
      return
    }
    let type =
      g_file_info_get_attribute_string(info, "standard::fast-content-type")
      .map { String(cString: $0) } ?? ""
    switch ContentKind(type) {
    case .picture: pictures += 1
    case .markdown, .text, .pdf: documents += 1
    case .font, .archive, .media, .other: break
    }
  }

  /// "12 items", or "more than 100,000 items".
  var itemsText: String {
    isPartial
      ? fillPlaceholders(
        localizedPlural("more than %s item", "more than %s items", items),
        [Formatting.number(items)])
      : Formatting.items(items)
  }

  /// "3 folders, 5 pictures, 4 documents, 2 others": what kinds the items are, the kinds
  /// there are none of left out; empty for an empty folder.
  var kindsText: String {
    let others = items - folders - pictures - documents
    let parts = [
      (folders, localizedPlural("%s folder", "%s folders", folders)),
      (pictures, localizedPlural("%s picture", "%s pictures", pictures)),
      (documents, localizedPlural("%s document", "%s documents", documents)),
      (others, localizedPlural("%s other", "%s others", others)),
    ]
    return parts.filter { $0.0 > 0 }
      .map { fillPlaceholders($0.1, [Formatting.number($0.0)]) }
      .joined(separator: localized(", "))
  }
}
