import CGtk
import Gtk

/// The order and the filters of the file list, as C callbacks over the list's GFileInfos.
///
/// Sorting 100,000 names compares them about two million times, so each name's natural
/// collation key (and its case-folded form, for the filter) is computed once and kept on the
/// GFileInfo itself.
enum FolderOrder {
  /// The order a folder's list is kept in, shared with the C comparison that the sort model
  /// and the live store call. A class, so that they follow a change once told of it.
  final class SortRule: @unchecked Sendable {
    /// Read by the comparison on the main thread only, where it is changed.
    var order: ListOrder

    init(_ order: ListOrder = ListOrder()) { self.order = order }

    /// The rule as the comparison's user data, for a call that ends before the rule could.
    var userData: gpointer { Unmanaged.passUnretained(self).toOpaque() }
  }

  /// A sorter in `rule`'s order, which follows it once told (`Sorter.changed`).
  @MainActor
  static func makeSorter(_ rule: SortRule = SortRule()) -> CustomSorter {
    CustomSorter(
      compare: compare, userData: Unmanaged.passRetained(rule).toOpaque(),
      destroy: { data in
        guard let data else { return }
        Unmanaged<SortRule>.fromOpaque(data).release()
      })
  }

  /// The comparison of two GFileInfos, with a `SortRule` as its user data.
  static let compare: GCompareDataFunc = { a, b, rule in
    guard let a = UnsafeMutableRawPointer(mutating: a), let b = UnsafeMutableRawPointer(mutating: b)
    else { return 0 }
    let order =
      rule.map { Unmanaged<SortRule>.fromOpaque($0).takeUnretainedValue().order } ?? ListOrder()
    return SortFacts(a, for: order).compare(to: SortFacts(b, for: order), in: order)
  }

  /// Where the file named `name` is in `model`, a list in `rule`'s order, found by
  /// bisection: a handful of comparisons where a pass over 100,000 files holds the window for
  /// a sixth of a second. Nil when it is not there, when the order is not by name (the name
  /// alone cannot place it), or when its display name is not the one made here (GIO marks
  /// some undecodable names differently): a pass over the list then finds it.
  @MainActor
  static func position(
    of name: [UInt8], inSorted model: ListModel, by rule: SortRule = SortRule()
  ) -> Int? {
    guard rule.order.isByName else { return nil }
    // The name alone does not say whether it is a folder's, which may sort first.
    return position(of: name, ofType: G_FILE_TYPE_REGULAR, inSorted: model, by: rule)
      ?? position(of: name, ofType: G_FILE_TYPE_DIRECTORY, inSorted: model, by: rule)
  }

  @MainActor
  private static func position(
    of name: [UInt8], ofType type: GFileType, inSorted model: ListModel, by rule: SortRule
  ) -> Int? {
    guard let probe = g_file_info_new() else { return nil }
    g_file_info_set_file_type(probe, type)
    defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
    let terminated = name.map { CChar(bitPattern: $0) } + [0]
    g_file_info_set_name(probe, terminated)
    guard let display = g_filename_display_name(terminated) else { return nil }
    g_file_info_set_display_name(probe, display)
    g_free(display)
    let low = firstPosition(notBefore: probe, inSorted: model, by: rule)
    guard low < model.count, let item = g_list_model_get_item(model.cast(), guint(low)) else {
      return nil
    }
    defer { g_object_unref(item) }
    guard let found = g_file_info_get_name(OpaquePointer(item)) else { return nil }
    return strcmp(found, terminated) == 0 ? low : nil
  }

  /// The first position in `model`, a list in `rule`'s order, whose item does not sort
  /// before `info`: where `info` is, if it is listed.
  @MainActor
  static func firstPosition(
    notBefore info: OpaquePointer, inSorted model: ListModel, by rule: SortRule
  )
    -> Int
  {
    let key = UnsafeRawPointer(info)
    var low = 0
    var high = model.count
    while low < high {
      let middle = (low + high) / 2
      guard let item = g_list_model_get_item(model.cast(), guint(middle)) else { return low }
      let order = compare(UnsafeRawPointer(item), key, rule.userData)
      g_object_unref(item)
      if order < 0 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// `infos` in `order`: each file's facts read once, then sorted, where a sort by the C
  /// comparison would read them again at each of its two million comparisons.
  static func sorted(_ infos: [OpaquePointer], in order: ListOrder) -> [OpaquePointer] {
    let facts = infos.map { SortFacts(UnsafeMutableRawPointer($0), for: order) }
    return zip(facts, infos).sorted { $0.0.compare(to: $1.0, in: order) < 0 }.map(\.1)
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
}

private let foldedNameQuark = g_quark_from_string("sheaf-folded-name")

/// The display name, normalized and case-folded, for matching a filter query.
func foldedName(_ info: UnsafeMutableRawPointer) -> UnsafePointer<CChar>? {
  cachedKey(info, foldedNameQuark) { name in
    guard let normalized = g_utf8_normalize(name, -1, G_NORMALIZE_ALL) else { return nil }
    defer { g_free(normalized) }
    return g_utf8_casefold(normalized, -1)
  }
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
