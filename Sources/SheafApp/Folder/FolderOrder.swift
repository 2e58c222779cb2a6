import CGtk
import Gtk

/// The order and the filters of the file list, as C callbacks over the list's GFileInfos.
///
/// Sorting 100,000 names compares them about two million times, so each name's natural
/// collation key (and its case-folded form, for the filter) is computed once and kept on the
/// GFileInfo itself.
enum FolderOrder {
  /// Folders first, then natural, case-folded order by display name ("Chapter 2" before
  /// "chapter 10"), ties broken by the raw name so the order is total.
  @MainActor
  static func makeSorter() -> CustomSorter { CustomSorter(compare: naturalOrder) }

  /// Where the file named `name` is in `model`, a list in this order, found by bisection: a
  /// handful of comparisons where a pass over 100,000 files holds the window for a sixth of a
  /// second. Nil when it is not there, or when its display name is not the one made here (GIO
  /// marks some undecodable names differently): a pass over the list then finds it.
  @MainActor
  static func position(of name: [UInt8], inSorted model: ListModel) -> Int? {
    // The name alone does not say whether it is a folder's, which sorts first.
    position(of: name, ofType: G_FILE_TYPE_REGULAR, inSorted: model)
      ?? position(of: name, ofType: G_FILE_TYPE_DIRECTORY, inSorted: model)
  }

  @MainActor
  private static func position(of name: [UInt8], ofType type: GFileType, inSorted model: ListModel)
    -> Int?
  {
    guard let probe = g_file_info_new() else { return nil }
    g_file_info_set_file_type(probe, type)
    defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
    let terminated = name.map { CChar(bitPattern: $0) } + [0]
    g_file_info_set_name(probe, terminated)
    guard let display = g_filename_display_name(terminated) else { return nil }
    g_file_info_set_display_name(probe, display)
    g_free(display)
    let key = UnsafeRawPointer(probe)
    var low = 0
    var high = model.count
    while low < high {
      let middle = (low + high) / 2
      guard let item = g_list_model_get_item(model.cast(), guint(middle)) else { return nil }
      let order = naturalOrder(UnsafeRawPointer(item), key, nil)
      g_object_unref(item)
      if order < 0 { low = middle + 1 } else { high = middle }
    }
    guard low < model.count, let item = g_list_model_get_item(model.cast(), guint(low)) else {
      return nil
    }
    defer { g_object_unref(item) }
    guard let found = g_file_info_get_name(OpaquePointer(item)) else { return nil }
    return strcmp(found, terminated) == 0 ? low : nil
  }

  /// Where the file named `name` is in `model`, in any order, comparing names as bytes. In a
  /// large folder this passes over every file while the user waits, so it makes nothing per
  /// item.
  @MainActor
  static func scan(for name: [UInt8], in model: ListModel) -> Int? {
    name.withUnsafeBytes { wanted -> Int? in
      for position in 0..<model.count {
        guard let item = g_list_model_get_item(model.cast(), guint(position)) else { continue }
        defer { g_object_unref(item) }
        guard let found = g_file_info_get_name(OpaquePointer(item)) else { continue }
        guard strlen(found) == wanted.count else { continue }
        guard let bytes = wanted.baseAddress else { return position }
        if memcmp(found, bytes, wanted.count) == 0 { return position }
      }
      return nil
    }
  }

  /// Which files a folder's list shows: folders, regular files and broken links (so the user
  /// learns why they cannot open), hidden ones only when asked for. A class, so a filter made
  /// from it follows a change.
  final class ListedRule: @unchecked Sendable {
    /// Read by the filter on the main thread only, where it is changed.
    var showsHidden = false

    /// Whether the list shows the file `info` describes.
    func lists(_ info: OpaquePointer) -> Bool {
      isListed(UnsafeMutableRawPointer(info), Unmanaged.passUnretained(self).toOpaque()) != 0
    }
  }

  /// A filter letting through what `rule` lists.
  @MainActor
  static func makeListedFilter(_ rule: ListedRule) -> CustomFilter {
    CustomFilter(
      match: isListed, userData: Unmanaged.passRetained(rule).toOpaque(),
      destroy: { data in
        guard let data else { return }
        Unmanaged<ListedRule>.fromOpaque(data).release()
      })
  }

  /// The natural order, for keeping a list in it by hand.
  static let compare: GCompareDataFunc = naturalOrder
}

private let sortKeyQuark = g_quark_from_string("sheaf-sort-key")
private let foldedNameQuark = g_quark_from_string("sheaf-folded-name")

/// A string computed once per info and kept as qdata (freed with the info).
private func cached(
  _ info: UnsafeMutableRawPointer, _ quark: GQuark,
  _ make: (UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?
) -> UnsafePointer<CChar>? {
  let object = info.assumingMemoryBound(to: GObject.self)
  if let value = g_object_get_qdata(object, quark) {
    return UnsafePointer(value.assumingMemoryBound(to: CChar.self))
  }
  guard let name = g_file_info_get_display_name(OpaquePointer(info)), let value = make(name)
  else { return nil }
  g_object_set_qdata_full(object, quark, value, g_free)
  return UnsafePointer(value)
}

/// The collation key, after a first byte that puts folders first: one comparison of keys
/// orders two files, with no look at their types.
private func sortKey(_ info: UnsafeMutableRawPointer) -> UnsafePointer<CChar>? {
  cached(info, sortKeyQuark) { name in
    guard let folded = g_utf8_casefold(name, -1) else { return nil }
    defer { g_free(folded) }
    guard let key = g_utf8_collate_key_for_filename(folded, -1) else { return nil }
    defer { g_free(key) }
    let isFolder = g_file_info_get_file_type(OpaquePointer(info)) == G_FILE_TYPE_DIRECTORY
    let length = strlen(key)
    // Freed with g_free, as the cache frees every value.
    guard let prefixed = g_malloc(gsize(length + 2))?.assumingMemoryBound(to: CChar.self) else {
      return nil
    }
    prefixed[0] = CChar(UInt8(ascii: isFolder ? "0" : "1"))
    memcpy(prefixed + 1, key, length + 1)
    return prefixed
  }
}

/// The display name, normalized and case-folded, for matching a filter query.
func foldedName(_ info: UnsafeMutableRawPointer) -> UnsafePointer<CChar>? {
  cached(info, foldedNameQuark) { name in
    guard let normalized = g_utf8_normalize(name, -1, G_NORMALIZE_ALL) else { return nil }
    defer { g_free(normalized) }
    return g_utf8_casefold(normalized, -1)
  }
}

private let naturalOrder: GCompareDataFunc = { a, b, _ in
  guard let a = UnsafeMutableRawPointer(mutating: a), let b = UnsafeMutableRawPointer(mutating: b)
  else { return 0 }
  if let keyA = sortKey(a), let keyB = sortKey(b) {
    let order = strcmp(keyA, keyB)
    if order != 0 { return order < 0 ? -1 : 1 }
  }
  guard let nameA = g_file_info_get_name(OpaquePointer(a)),
    let nameB = g_file_info_get_name(OpaquePointer(b))
  else { return 0 }
  let order = strcmp(nameA, nameB)
  return order < 0 ? -1 : (order > 0 ? 1 : 0)
}

private let isListed: GtkCustomFilterFunc = { item, rule in
  guard let item, let rule else { return 0 }
  let info = OpaquePointer(item)
  let showsHidden = Unmanaged<FolderOrder.ListedRule>.fromOpaque(rule).takeUnretainedValue()
    .showsHidden
  guard showsHidden || g_file_info_get_is_hidden(info) == 0 else { return 0 }
  let type = g_file_info_get_file_type(info)
  let listed =
    type == G_FILE_TYPE_REGULAR || type == G_FILE_TYPE_DIRECTORY
    || type == G_FILE_TYPE_SYMBOLIC_LINK
  return listed ? 1 : 0
}
