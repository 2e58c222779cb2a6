import CGtk
import Gtk

/// A decoded image (GdkTexture). GdkTextures are immutable, so a handle may cross threads.
public final class Texture: @unchecked Sendable {
  public let pointer: OpaquePointer
  public let width: Int32
  public let height: Int32

  /// Decodes an image file; safe off the main thread (gdk_texture_new_from_filename is threadsafe).
  public init(contentsOf path: String) throws {
    let texture = try throwingGError { gdk_texture_new_from_filename(path, $0) }
    guard let texture else {
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue),
        message: localized("Could not decode “%s”", path))
    }
    pointer = texture
    width = gdk_texture_get_width(texture)
    height = gdk_texture_get_height(texture)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
