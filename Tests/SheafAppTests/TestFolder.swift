import CGtk
import Gtk
import XCTest

/// A temporary folder a test fills with files, removed when the test ends.
@MainActor
final class TestFolder {
  let path: String
  var file: File { File(pathBytes: Array(path.utf8)) }

  init() throws {
    var error: UnsafeMutablePointer<GError>?
    guard let made = g_dir_make_tmp("sheaf-test-XXXXXX", &error) else {
      throw GLibError(taking: error!)
    }
    path = takeString(made) ?? ""
  }

  /// Writes `bytes` to `name` in the folder; returns the file.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> File {
    let target = path + "/" + name
    _ = try bytes.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { chars in
        try throwingGError {
          g_file_set_contents(target, chars.baseAddress, gssize(chars.count), $0)
        }
      }
    }
    return File(pathBytes: Array(target.utf8))
  }

  /// Makes the folder `name` in the folder.
  func folder(_ name: String) throws {
    guard g_mkdir_with_parents(path + "/" + name, 0o755) == 0 else {
      throw FolderNotMade(name: name)
    }
  }

  struct FolderNotMade: Error {
    let name: String
  }

  /// A PNG of one colour, `width` × `height`.
  @discardableResult
  func picture(_ name: String, width: Int32, height: Int32) throws -> File {
    guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height) else {
      throw XCTSkip("no memory for the picture")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
    let target = path + "/" + name
    _ = try throwingGError { gdk_pixbuf_savev(pixbuf, target, "png", nil, nil, $0) }
    return File(pathBytes: Array(target.utf8))
  }

  func remove() {
    _ = g_spawn_command_line_sync("rm -rf '\(path)'", nil, nil, nil, nil)
  }
}
