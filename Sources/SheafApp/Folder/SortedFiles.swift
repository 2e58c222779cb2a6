import CGtk
import Gtk

/// A folder's listed files in natural order, in a list store that changes one file at a time.
///
/// GtkSortListModel passes over every item whenever its source changes, and
/// GtkDirectoryList looks a deleted file up one item at a time: with 100,000 files, a burst of
/// changes held the window for seconds. Here a change finds its file by halves, and the store
/// inserts or removes it in logarithmic time, so each costs O(log n).
@MainActor
final class SortedFiles {
  let store = ListStore(itemType: g_file_info_get_type())

  /// Takes the files of `model`, already in natural order, in one step.
  init(copying model: ListModel) {
    let count = model.count
    var items: [OpaquePointer] = []
    items.reserveCapacity(count)
    for position in 0..<count {
      guard let item = g_list_model_get_item(model.cast(), guint(position)) else { continue }
      items.append(OpaquePointer(item))
    }
    store.splice(at: 0, removing: 0, adding: items)
    for item in items { g_object_unref(UnsafeMutableRawPointer(item)) }
  }

  var count: Int { store.count }

  func position(of name: [UInt8]) -> Int? {
    if let position = FolderOrder.position(of: name, inSorted: store) { return position }
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
      store.insertSorted(info, compare: FolderOrder.compare)
      return
    }
    defer { g_object_unref(item) }
    let listed = OpaquePointer(item)
    // A file replaced by a folder of the same name (or the other way) moves: folders come first.
    let isFolder = { (info: OpaquePointer) in
      g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY
    }
    if isFolder(listed) != isFolder(info) {
      store.remove(at: position)
      store.insertSorted(info, compare: FolderOrder.compare)
      return
    }
    // Copying clears the listed info first, the file it carries included.
    let file = g_file_info_get_attribute_object(info, "standard::file")
    g_file_info_copy_into(info, listed)
    if let file { g_file_info_set_attribute_object(listed, "standard::file", file) }
    // The cached sort and filter keys were made from the same name: they still hold.
    store.itemsChanged(at: position, count: 1)
  }

  /// Removes the file called `name`; false when it was not listed.
  @discardableResult
  func remove(_ name: [UInt8]) -> Bool {
    guard let position = position(of: name) else { return false }
    store.remove(at: position)
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
    let positions = Set(names.compactMap { position(of: $0) }).sorted(by: >)
    var index = 0
    while index < positions.count {
      let last = positions[index]
      var first = last
      index += 1
      while index < positions.count && positions[index] == first - 1 {
        first -= 1
        index += 1
      }
      store.splice(at: first, removing: last - first + 1, adding: [])
    }
  }

  /// Empties the list in one step.
  func removeAll() {
    store.splice(at: 0, removing: store.count, adding: [])
  }
}
