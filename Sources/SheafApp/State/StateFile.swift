import CGtk
import Gtk
import SplitState

/// Reads and writes `SavedState` as a GKeyFile. Everything read is checked here, at the
/// boundary: a value out of range or of the wrong kind is replaced by its default, with a
/// sentence saying so, and never reaches GTK or the model.
enum StateFile {
  /// The largest state file read; anything bigger is not a file Sheaf wrote.
  static let largest = 64 * 1024

  /// The state in `data`, and what was wrong with it (empty when nothing was).
  static func decode(_ data: [UInt8]) -> (SavedState, problems: [String]) {
    var state = SavedState()
    guard data.count <= largest else {
      return (state, ["the file is \(data.count) bytes, larger than any state Sheaf writes"])
    }
    let keys = g_key_file_new()
    defer { g_key_file_free(keys) }
    do {
      _ = try data.withUnsafeBufferPointer { buffer in
        try buffer.withMemoryRebound(to: CChar.self) { chars in
          try throwingGError {
            g_key_file_load_from_data(
              keys, chars.baseAddress, gsize(chars.count), G_KEY_FILE_NONE, $0)
          }
        }
      }
    } catch {
      return (state, ["it is not a state file (\((error as? GLibError)?.message ?? "\(error)"))"])
    }
    var reader = Reader(keys: keys)
    let version = reader.integer("state", "version")
    guard version == Int(SavedState.version) else {
      return (
        state,
        ["it was written by another version of Sheaf (\(version.map(String.init) ?? "none"))"]
      )
    }
    state.windowWidth = reader.size(
      "window", "width", in: SavedState.widths, default: state.windowWidth)
    state.windowHeight = reader.size(
      "window", "height", in: SavedState.heights, default: state.windowHeight)
    state.isMaximized = reader.boolean("window", "maximized") ?? false
    state.split.isSidebarHiddenByUser = reader.boolean("sidebar", "hidden") ?? false
    state.split.sidebarWidth = reader.positive("sidebar", "width")
    state.split.supplementaryWidth = reader.positive("list", "width")
    if let mode = reader.string("sidebar", "preferred-display-mode") {
      if let preferred = PreferredDisplayMode(rawValue: mode) {
        state.split.preferredDisplayMode = preferred
      } else {
        reader.problems.append("unknown display mode “\(mode)”")
      }
    }
    state.showsHidden = reader.boolean("list", "show-hidden") ?? false
    if let key = reader.string("list", "sort-by") {
      if let key = ListOrder.Key(rawValue: key) {
        state.order.key = key
      } else {
        reader.problems.append("unknown sort order “\(key)”")
      }
    }
    state.order.isReversed = reader.boolean("list", "sort-reversed") ?? false
    state.order.foldersFirst = reader.boolean("list", "folders-first") ?? true
    if let uri = reader.string("folder", "uri") {
      // Checked as written, escapes kept: a folder's name need not be UTF-8, and its URI
      // escapes each byte (decoding it would refuse such a name).
      if g_uri_is_valid(uri, G_URI_FLAGS_ENCODED, nil) != 0 {
        state.folder = uri
      } else {
        reader.problems.append("the folder is not a valid URI")
      }
    }
    if let path = reader.string("folder", "path") {
      let names = path.split(separator: "/", omittingEmptySubsequences: false).map {
        unescapeName(String($0))
      }
      if names.count <= SavedState.deepestPath, !names.contains(where: { $0 == nil }) {
        state.path = names.compactMap { $0 }
      } else {
        reader.problems.append("the path is not a list of folder names")
      }
    }
    if let selection = reader.string("folder", "selection") {
      state.selection = unescapeName(selection)
      if state.selection == nil { reader.problems.append("the selection is not a file name") }
    }
    return (state, reader.problems)
  }

  static func encode(_ state: SavedState) -> [UInt8] {
    let keys = g_key_file_new()
    defer { g_key_file_free(keys) }
    g_key_file_set_integer(keys, "state", "version", gint(SavedState.version))
    g_key_file_set_integer(keys, "window", "width", state.windowWidth)
    g_key_file_set_integer(keys, "window", "height", state.windowHeight)
    g_key_file_set_boolean(keys, "window", "maximized", state.isMaximized ? 1 : 0)
    g_key_file_set_boolean(keys, "sidebar", "hidden", state.split.isSidebarHiddenByUser ? 1 : 0)
    if let width = state.split.sidebarWidth {
      g_key_file_set_double(keys, "sidebar", "width", width)
    }
    if let width = state.split.supplementaryWidth {
      g_key_file_set_double(keys, "list", "width", width)
    }
    g_key_file_set_string(
      keys, "sidebar", "preferred-display-mode", state.split.preferredDisplayMode.rawValue)
    g_key_file_set_boolean(keys, "list", "show-hidden", state.showsHidden ? 1 : 0)
    g_key_file_set_string(keys, "list", "sort-by", state.order.key.rawValue)
    g_key_file_set_boolean(keys, "list", "sort-reversed", state.order.isReversed ? 1 : 0)
    g_key_file_set_boolean(keys, "list", "folders-first", state.order.foldersFirst ? 1 : 0)
    if let folder = state.folder { g_key_file_set_string(keys, "folder", "uri", folder) }
    if !state.path.isEmpty {
      // Each name escaped, a slash among them: none can hold one.
      let path = state.path.map(escapeName).joined(separator: "/")
      g_key_file_set_string(keys, "folder", "path", path)
    }
    if let selection = state.selection {
      g_key_file_set_string(keys, "folder", "selection", escapeName(selection))
    }
    var length: gsize = 0
    guard let text = g_key_file_to_data(keys, &length, nil) else { return [] }
    defer { g_free(text) }
    return Array(UnsafeRawBufferPointer(start: text, count: Int(length)))
  }

  /// A file name's bytes as ASCII (URI escaping), so no byte is lost in a key file.
  static func escapeName(_ id: EntryID) -> String {
    id.name.withUnsafeBufferPointer { buffer in
      takeString(g_uri_escape_bytes(buffer.baseAddress, gsize(buffer.count), nil)) ?? ""
    }
  }

  /// The bytes back; nil for anything that is not one file name.
  static func unescapeName(_ text: String) -> EntryID? {
    var length: gsize = 0
    guard let bytes = g_uri_unescape_bytes(text, -1, nil, nil) else { return nil }
    defer { g_bytes_unref(bytes) }
    guard let data = g_bytes_get_data(bytes, &length), length > 0 else { return nil }
    let name = Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    guard !name.contains(UInt8(ascii: "/")), !name.contains(0), name != Array(".".utf8),
      name != Array("..".utf8)
    else { return nil }
    return EntryID(name: name)
  }
}

/// Typed reads from a key file that note every value they had to refuse.
private struct Reader {
  let keys: OpaquePointer?
  var problems: [String] = []

  func has(_ group: String, _ key: String) -> Bool {
    g_key_file_has_key(keys, group, key, nil) != 0
  }

  mutating func integer(_ group: String, _ key: String) -> Int? {
    guard has(group, key) else { return nil }
    var error: UnsafeMutablePointer<GError>?
    let value = g_key_file_get_int64(keys, group, key, &error)
    if let error {
      g_error_free(error)
      problems.append("\(group).\(key) is not a whole number")
      return nil
    }
    return Int(value)
  }

  mutating func size(
    _ group: String, _ key: String, in range: ClosedRange<Int32>, default fallback: Int32
  ) -> Int32 {
    guard let value = integer(group, key) else { return fallback }
    guard value >= Int(range.lowerBound), value <= Int(range.upperBound) else {
      problems.append("\(group).\(key) \(value) is outside \(range); using \(fallback)")
      return fallback
    }
    return Int32(value)
  }

  mutating func boolean(_ group: String, _ key: String) -> Bool? {
    guard has(group, key) else { return nil }
    var error: UnsafeMutablePointer<GError>?
    let value = g_key_file_get_boolean(keys, group, key, &error)
    if let error {
      g_error_free(error)
      problems.append("\(group).\(key) is not true or false")
      return nil
    }
    return value != 0
  }

  mutating func positive(_ group: String, _ key: String) -> Double? {
    guard has(group, key) else { return nil }
    var error: UnsafeMutablePointer<GError>?
    let value = g_key_file_get_double(keys, group, key, &error)
    if let error {
      g_error_free(error)
      problems.append("\(group).\(key) is not a number")
      return nil
    }
    guard value.isFinite, value > 0 else {
      problems.append("\(group).\(key) \(value) is not a width")
      return nil
    }
    return value
  }

  mutating func string(_ group: String, _ key: String) -> String? {
    guard has(group, key) else { return nil }
    guard let value = takeString(g_key_file_get_string(keys, group, key, nil)) else {
      problems.append("\(group).\(key) is not text")
      return nil
    }
    return value
  }
}
