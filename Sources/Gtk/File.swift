import CGtk

/// A GFile: a location whose path is kept as bytes, so a name that is not valid UTF-8 still
/// opens. GFiles are immutable and thread-safe, so the handle may cross threads.
public final class File: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// The wrapped GFile, for GIO calls; the handle owns one reference to it.
  public let pointer: OpaquePointer

  /// Takes over a reference the caller owns (`transfer full`).
  public init(adopting pointer: OpaquePointer) {
    self.pointer = pointer
  }

  /// Takes a reference of its own on somebody else's GFile (`transfer none`).
  public init(borrowing pointer: OpaquePointer) {
    g_object_ref(UnsafeMutableRawPointer(pointer))
    self.pointer = pointer
  }

  /// A local path, given as raw bytes (as the command line and the file system have them).
  public convenience init(pathBytes: [UInt8]) {
    let file = (pathBytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { g_file_new_for_path($0.baseAddress) }
    }
    guard let file else { fatalError("GIO could not allocate a file") }
    self.init(adopting: file)
  }

  /// A path, URI or relative path as a user typed it, resolved against the working folder.
  public convenience init(commandLineArgument: String) {
    guard let file = g_file_new_for_commandline_arg(commandLineArgument) else {
      fatalError("GIO could not allocate a file")
    }
    self.init(adopting: file)
  }

  /// A location by URI (`file:///…`, with every byte escaped, so it round-trips).
  public convenience init(uri: String) {
    guard let file = g_file_new_for_uri(uri) else { fatalError("GIO could not allocate a file") }
    self.init(adopting: file)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  /// The local path's bytes, or nil for a location with no local path.
  public var pathBytes: [UInt8]? {
    guard let path = g_file_get_path(pointer) else { return nil }
    defer { g_free(path) }
    return Array(UnsafeRawBufferPointer(start: path, count: strlen(path)))
  }

  /// The URI, ASCII with every unusual byte escaped.
  public var uri: String { takeString(g_file_get_uri(pointer)) ?? "" }

  /// The location as people read it: UTF-8, unusual bytes escaped (`g_file_get_parse_name`).
  public var displayPath: String { takeString(g_file_get_parse_name(pointer)) ?? "" }

  /// The last component's bytes.
  public var basenameBytes: [UInt8] { Self.basenameBytes(of: pointer) }

  /// The last component's bytes of a GFile not wrapped (on a thread that reads many).
  static func basenameBytes(of file: OpaquePointer) -> [UInt8] {
    guard let name = g_file_get_basename(file) else { return [] }
    defer { g_free(name) }
    return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
  }

  /// The last component for display: valid UTF-8 whatever the bytes on disk.
  public var displayName: String {
    guard let name = g_file_get_basename(pointer) else { return "" }
    defer { g_free(name) }
    return takeString(g_filename_display_name(name)) ?? ""
  }

  /// The folder holding this location; nil for the root.
  public var parent: File? {
    g_file_get_parent(pointer).map { File(adopting: $0) }
  }

  /// The child called `name` (raw bytes).
  public func child(_ name: [UInt8]) -> File {
    let child = (name + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { g_file_get_child(pointer, $0.baseAddress) }
    }
    guard let child else { fatalError("GIO could not allocate a file") }
    return File(adopting: child)
  }

  /// `path` relative to this folder ("../b.png", "img/a.png"), as bytes.
  public func resolve(_ relativePath: String) -> File {
    guard let file = g_file_resolve_relative_path(pointer, relativePath) else {
      fatalError("GIO could not allocate a file")
    }
    return File(adopting: file)
  }

  /// Whether `self` is `folder` or somewhere inside it.
  public func isInside(_ folder: File) -> Bool {
    self == folder || g_file_has_prefix(pointer, folder.pointer) != 0
  }

  /// Whether two handles name the same location (`g_file_equal`).
  public static func == (a: File, b: File) -> Bool { g_file_equal(a.pointer, b.pointer) != 0 }

  /// Hashes the location, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(g_file_hash(UnsafeRawPointer(pointer)))
  }

  /// The location as people read it (see `displayPath`).
  public var description: String { displayPath }
}
