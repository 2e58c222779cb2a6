import CGtk
import Gtk

/// A folder's listed files in the window's order, in a list store that changes one file at a
/// time.
///
/// GtkSortListModel passes over every item whenever its source changes, and
/// GtkDirectoryList looks a deleted file up one item at a time: with 100,000 files, a burst of
/// changes held the window for seconds. Here a change finds its file by halves, and the store
/// inserts or removes it in logarithmic time, so each costs O(log n). In an order by name the
/// name is enough to find a file; in another, an index from names to the listed infos gives
/// the info to look for.
@MainActor
final class SortedFiles {
  let store = ListStore(itemType: g_file_info_get_type())
  private let rule: FolderOrder.SortRule
  /// The listed info of each name, kept while the order is not by name. The store holds the
  /// infos; every removal goes through here and drops its name.
  private var index: [[UInt8]: OpaquePointer]?

  /// Called around a move of a listed file to a new place (its date or size changed): the
  /// store tells it as a removal and an insertion, which the caller may want to keep the
  /// selection across.
  var aroundMove: ((() -> Void) -> Void)?

  /// Takes the files of `model`, already in `rule`'s order, in one step.
  init(copying model: ListModel, rule: FolderOrder.SortRule = FolderOrder.SortRule()) {
    self.rule = rule
    let items = Self.retainedItems(of: model)
    defer { Self.release(items) }
    store.splice(at: 0, removing: 0, adding: items)
    indexIfNeeded()
  }

  /// Every item of `model`, in order, each with a reference the caller gives back (`release`).
  private static func retainedItems(of model: ListModel) -> [OpaquePointer] {
    let list: OpaquePointer = model.cast()
    var items: [OpaquePointer] = []
    items.reserveCapacity(model.count)
    for position in 0..<guint(model.count) {
      if let item = g_list_model_get_item(list, position) { items.append(OpaquePointer(item)) }
    }
    return items
  }

  private nonisolated static func release(_ items: [OpaquePointer]) {
    for item in items { g_object_unref(UnsafeMutableRawPointer(item)) }
  }

  var count: Int { store.count }

  /// Puts the files in `rule`'s order, which just changed, telling the views once.
  func reorder() {
    let items = Self.retainedItems(of: store)
    defer { Self.release(items) }
    store.splice(
      at: 0, removing: store.count, adding: FolderOrder.sorted(items, in: rule.order))
    indexIfNeeded()
  }

  private func indexIfNeeded() {
    guard !rule.order.isByName else {
      index = nil
      return
    }
    var index: [[UInt8]: OpaquePointer] = [:]
    index.reserveCapacity(store.count)
    for position in 0..<store.count {
      guard let item = g_list_model_get_item(store.cast(), guint(position)) else { continue }
      let info = OpaquePointer(item)
      if let name = FileEntry.nameBytes(of: info) { index[name] = info }
      // The store keeps it.
      g_object_unref(item)
    }
    self.index = index
  }

  /// The position of `info`, one of the listed infos themselves, found by halves.
  func position(ofListed info: OpaquePointer) -> Int? {
    let position = FolderOrder.firstPosition(notBefore: info, inSorted: store, by: rule)
    return item(at: position) == info ? position : nil
  }

  func position(of name: [UInt8]) -> Int? {
    if let index {
      guard let info = index[name] else { return nil }
      let position = FolderOrder.firstPosition(notBefore: info, inSorted: store, by: rule)
      return item(at: position) == info ? position : nil
    }
    if let position = FolderOrder.position(of: name, inSorted: store, by: rule) {
      return position
    }
    // GIO names a file whose name is not UTF-8 differently from the name the bisection makes.
    let isText = name.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        g_utf8_validate($0.baseAddress, Int(bytes.count), nil) != 0
      }
    }
    return isText ? nil : FolderOrder.scan(for: name, in: store)
  }

  /// Puts the file `info` describes in its place, or copies it into the info already there
  /// and has its row bound again. The listed info keeps its identity, so a selected file stays
  /// selected.
  func put(_ info: OpaquePointer, named name: [UInt8]) {
    guard let position = position(of: name),
      let item = g_list_model_get_item(store.cast(), guint(position))
    else {
      insert(info, named: name)
      return
    }
    defer { g_object_unref(item) }
    let listed = OpaquePointer(item)
    // A file replaced by a folder of the same name (or the other way) moves, and its cached
    // keys, which know it as one or the other, go with the old info.
    let isFolder = { (info: OpaquePointer) in
      g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY
    }
    if isFolder(listed) != isFolder(info) {
      removeItem(at: position, named: name)
      insert(info, named: name)
      return
    }
    // Copying clears the listed info first, the file it carries included.
    let file = g_file_info_get_attribute_object(info, "standard::file")
    g_file_info_copy_into(info, listed)
    if let file { g_file_info_set_attribute_object(listed, "standard::file", file) }
    // The cached sort and filter keys were made from the same name: they still hold. A date
    // or a size the order goes by may have moved the file.
    if isInPlace(at: position) {
      store.itemsChanged(at: position, count: 1)
    } else {
      let move = { [self] in
        store.remove(at: position)
        store.insertSorted(listed, compare: FolderOrder.compare, userData: rule.userData)
      }
      if let aroundMove { aroundMove(move) } else { move() }
    }
  }

  /// Whether the item at `position` sorts between its neighbours.
  private func isInPlace(at position: Int) -> Bool {
    guard !rule.order.isByName, let listed = item(at: position) else { return true }
    let order = { (a: OpaquePointer, b: OpaquePointer) in
      FolderOrder.compare(UnsafeRawPointer(a), UnsafeRawPointer(b), self.rule.userData)
    }
    if position > 0, let before = item(at: position - 1), order(before, listed) > 0 {
      return false
    }
    if position + 1 < store.count, let after = item(at: position + 1), order(listed, after) > 0 {
      return false
    }
    return true
  }

  /// The info at `position`, held by the store.
  private func item(at position: Int) -> OpaquePointer? {
    guard position >= 0, position < store.count,
      let item = g_list_model_get_item(store.cast(), guint(position))
    else { return nil }
    g_object_unref(item)
    return OpaquePointer(item)
  }

  private func insert(_ info: OpaquePointer, named name: [UInt8]) {
    store.insertSorted(info, compare: FolderOrder.compare, userData: rule.userData)
    index?[name] = info
  }

  private func removeItem(at position: Int, named name: [UInt8]) {
    index?[name] = nil
    store.remove(at: position)
  }

  /// Removes the file called `name`; false when it was not listed.
  @discardableResult
  func remove(_ name: [UInt8]) -> Bool {
    guard let position = position(of: name) else { return false }
    removeItem(at: position, named: name)
    return true
  }

  /// Every listed name, in order.
  var names: [[UInt8]] {
    (0..<store.count).map { position in
      guard let item = g_list_model_get_item(store.cast(), guint(position)) else { return [] }
      defer { g_object_unref(item) }
      return FileEntry.nameBytes(of: OpaquePointer(item)) ?? []
    }
  }

  /// Removes the files called `names`, each found by halves, each run of neighbours taken
  /// out in one change.
  func remove(_ names: some Sequence<[UInt8]>) {
    // A name can be named twice (a file removed, made again and removed again): its position
    // must be taken out once, or the neighbour that moved into it would go too. From the end,
    // so the positions still to go stay where they were.
    var positions: Set<Int> = []
    for name in names {
      guard let position = position(of: name) else { continue }
      positions.insert(position)
      index?[name] = nil
    }
    let ordered = positions.sorted(by: >)
    var next = 0
    while next < ordered.count {
      let last = ordered[next]
      var first = last
      next += 1
      while next < ordered.count && ordered[next] == first - 1 {
        first -= 1
        next += 1
      }
      store.splice(at: first, removing: last - first + 1, adding: [])
    }
  }

  /// Empties the list in one step. The infos are freed on a worker: a hundred thousand of
  /// them took a tenth of a second, in which the window would not draw.
  func removeAll() {
    if index != nil { index = [:] }
    let items = UncheckedSendable(Self.retainedItems(of: store))
    store.splice(at: 0, removing: store.count, adding: [])
    Background.run(cancellable: Cancellable()) { _ in Self.release(items.value) }
  }
}

/// Infos handed to a worker to be let go: GObject's reference counts are atomic, and nothing
/// else holds these once the store has dropped them, or holds its own reference.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
