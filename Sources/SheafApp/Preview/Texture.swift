import CGtk

/// A decoded picture (a GdkTexture). Textures are immutable, so the handle may cross threads.
final class Texture: @unchecked Sendable {
  let pointer: OpaquePointer
  let width: Int
  let height: Int
  /// The picture's own size, the way up it is shown; nil for a vector picture, which has
  /// none (it is drawn at whatever size it was asked for).
  let pictureSize: (width: Int, height: Int)?
  /// An animated picture's frames, this texture first, each with how long it shows in
  /// milliseconds; nil for a still picture.
  let frames: [(texture: Texture, milliseconds: Int)]?

  /// Takes over a texture reference; `scale` is how much the picture was shrunk to make it.
  init(
    adopting texture: OpaquePointer, scale: Double = 1, isVector: Bool = false,
    frames: [(texture: Texture, milliseconds: Int)]? = nil
  ) {
    self.frames = frames
    pointer = texture
    width = Int(gdk_texture_get_width(texture))
    height = Int(gdk_texture_get_height(texture))
    pictureSize =
      isVector
      ? nil
      : (Int((Double(width) / scale).rounded()), Int((Double(height) / scale).rounded()))
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
