import CGtk

/// What a sort compares of one file: read from its GFileInfo, with the strings that take
/// time to make (collation keys) made once and kept on the info. Only what the order uses
/// is read. Valid while the info is neither freed nor changed, as for one comparison or
/// one sort.
struct SortFacts {
  /// The name's collation key after a byte that sorts folders first.
  private let key: UnsafePointer<CChar>?
  private let rawName: UnsafePointer<CChar>?
  private var modified: guint64 = 0
  private var size: goffset = 0
  private var kind: UnsafePointer<CChar>?

  init(_ info: UnsafeMutableRawPointer, for order: ListOrder) {
    key = sortKey(info)
    rawName = g_file_info_get_name(OpaquePointer(info))
    switch order.key {
    case .name: break
    case .modified:
      modified = g_file_info_get_attribute_uint64(OpaquePointer(info), "time::modified")
    case .size:
      // A folder's size on disk says nothing of what it holds.
      size = isFolder ? -1 : g_file_info_get_size(OpaquePointer(info))
    case .kind: kind = kindKey(info)
    }
  }

  var isFolder: Bool { key?.pointee == Self.folderMark }

  fileprivate static let folderMark = CChar(UInt8(ascii: "0"))
  fileprivate static let fileMark = CChar(UInt8(ascii: "1"))

  /// <0, 0 or >0 as this file comes before, with or after `other` in `order`: a total
  /// order, ties broken by the name and then by its bytes.
  func compare(to other: SortFacts, in order: ListOrder) -> Int32 {
    if order.foldersFirst && isFolder != other.isFolder { return isFolder ? -1 : 1 }
    var result: Int32 =
      switch order.key {
      case .name: 0
      case .modified: threeWay(modified, other.modified)
      case .size: threeWay(size, other.size)
      case .kind: compareKinds(kind, other.kind)
      }
    if result == 0, let key, let otherKey = other.key {
      // Past the folder mark, which is the kind's business, not the name's.
      result = threeWay(strcmp(key + 1, otherKey + 1), 0)
    }
    if result == 0, let rawName, let otherName = other.rawName {
      result = threeWay(strcmp(rawName, otherName), 0)
    }
    return order.isReversed ? -result : result
  }
}

/// Kinds in their collation order; an unknown kind (no key could be made) last.
private func compareKinds(_ a: UnsafePointer<CChar>?, _ b: UnsafePointer<CChar>?) -> Int32 {
  switch (a, b) {
  case (let a?, let b?): threeWay(strcmp(a, b), 0)
  case (nil, nil): 0
  case (nil, _): 1
  case (_, nil): -1
  }
}

private func threeWay<T: Comparable>(_ a: T, _ b: T) -> Int32 {
  a < b ? -1 : (a > b ? 1 : 0)
}

private let sortKeyQuark = g_quark_from_string("sheaf-sort-key")
private let kindKeyQuark = g_quark_from_string("sheaf-kind-key")

/// A string computed once per info from its display name and kept as qdata (freed with the
/// info). The name never changes under an info, so neither does what is made from it.
func cachedKey(
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

/// The collation key, after a first byte that puts folders first: in the usual order, one
/// comparison of keys orders two files, with no look at their types.
private func sortKey(_ info: UnsafeMutableRawPointer) -> UnsafePointer<CChar>? {
  cachedKey(info, sortKeyQuark) { name in
    guard let folded = g_utf8_casefold(name, -1) else { return nil }
    defer { g_free(folded) }
    guard let key = g_utf8_collate_key_for_filename(folded, -1) else { return nil }
    defer { g_free(key) }
    let isFolder = g_file_info_get_file_type(OpaquePointer(info)) == G_FILE_TYPE_DIRECTORY
    return prefixed(key, with: isFolder ? SortFacts.folderMark : SortFacts.fileMark)
  }
}

/// The collation key of the kind's description ("Folder", "Markdown document"), which is
/// guessed from the name.
private func kindKey(_ info: UnsafeMutableRawPointer) -> UnsafePointer<CChar>? {
  cachedKey(info, kindKeyQuark) { _ in
    let type =
      g_file_info_get_file_type(OpaquePointer(info)) == G_FILE_TYPE_DIRECTORY
      ? "inode/directory"
      : g_file_info_get_attribute_string(OpaquePointer(info), "standard::fast-content-type")
        .map { String(cString: $0) } ?? "application/octet-stream"
    guard let description = g_content_type_get_description(type) else { return nil }
    defer { g_free(description) }
    guard let folded = g_utf8_casefold(description, -1) else { return nil }
    defer { g_free(folded) }
    return g_utf8_collate_key(folded, -1)
  }
}

/// `key` after the byte `mark`, in memory freed with g_free, as the cache frees every value.
private func prefixed(_ key: UnsafePointer<CChar>, with mark: CChar) -> UnsafeMutablePointer<CChar>?
{
  let length = strlen(key)
  guard let copy = g_malloc(gsize(length + 2))?.assumingMemoryBound(to: CChar.self) else {
    return nil
  }
  copy[0] = mark
  memcpy(copy + 1, key, length + 1)
  return copy
}
