import CGtk
import Glibc
import Gtk

/// Thumbnails written where the freedesktop thumbnail specification keeps them,
/// `$XDG_CACHE_HOME/thumbnails/normal/MD5(URI).png`, with the file's URI and modification time
/// inside, so that GNOME Files and Sheaf share them and GIO tells when one is out of date
/// (`thumbnail::is-valid`). Never anywhere near the browsed folder.
enum ThumbnailCache {
  /// The spec's "normal" size: the longer side, in pixels.
  static let normalSide = 128

  /// The folder thumbnails of this size go in.
  static var folder: String { String(cString: g_get_user_cache_dir()) + "/thumbnails/normal" }

  /// Stores `pixbuf` as the thumbnail of `file`, last modified at `modified` (seconds), or
  /// does nothing when it cannot (a full disk, a read-only home: a thumbnail is a nicety).
  /// Written to a temporary file beside it and renamed, so a reader never sees half of one.
  static func store(_ pixbuf: OpaquePointer, for file: File, modified: Int64, size: Int64) {
    let uri = file.uri
    let checksum = g_compute_checksum_for_string(G_CHECKSUM_MD5, uri, -1)
    // The spec's rule: nothing in the thumbnail folders is itself thumbnailed.
    guard let name = takeString(checksum), !isInsideCache(file) else { return }
    let folder = folder
    guard g_mkdir_with_parents(folder, 0o700) == 0 else { return }
    let target = folder + "/" + name + ".png"
    // g_mkstemp fills in the Xs in place.
    guard let template = g_strdup(target + ".XXXXXX") else { return }
    let descriptor = g_mkstemp(template)
    guard let path = takeString(template), descriptor >= 0 else { return }
    close(descriptor)
    let options = [
      ("tEXt::Thumb::URI", uri), ("tEXt::Thumb::MTime", String(modified)),
      ("tEXt::Thumb::Size", String(size)), ("tEXt::Software", "Sheaf"),
    ]
    let saved = withCStringArray(options.map(\.0)) { keys in
      withCStringArray(options.map(\.1)) { values in
        gdk_pixbuf_savev(pixbuf, path, "png", keys, values, nil) != 0
      }
    }
    guard saved, chmod(path, 0o600) == 0, rename(path, target) == 0 else {
      unlink(path)
      return
    }
  }

  private static func isInsideCache(_ file: File) -> Bool {
    let cache = File(
      pathBytes: Array((String(cString: g_get_user_cache_dir()) + "/thumbnails").utf8))
    return file.isInside(cache)
  }
}
