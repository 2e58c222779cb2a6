import CGtk

/// A decoded picture (a GdkTexture). Textures are immutable, so the handle may cross threads.
final class Texture: @unchecked Sendable {
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  /// Takes over a texture reference.
  init(adopting texture: OpaquePointer) {
    pointer = texture
    width = Int(gdk_texture_get_width(texture))
    height = Int(gdk_texture_get_height(texture))
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
