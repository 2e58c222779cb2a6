import CGtk
import Gtk

/// The frames of an animated picture, read from gdk-pixbuf's animation on the worker that
/// decoded it: each frame whole (as the animation composes it), at the size the picture is
/// shown, with how long it shows.
enum AnimationFrames {
  /// A frame shown for no time, or less than this, shows this long, as browsers do.
  static let shortestMilliseconds = 20

  /// Reads `count` frames (the number the file's structure holds) of `animation`, scaled to
  /// `size`; the texture returned is the first frame, with the others.
  nonisolated static func read(
    _ animation: OpaquePointer, count: Int, size: (width: Int32, height: Int32),
    cancellable: Cancellable
  ) throws -> Texture {
    var time = GTimeVal(tv_sec: 0, tv_usec: 0)
    guard let iterator = gdk_pixbuf_animation_get_iter(animation, &time) else {
      throw ImageDecoding.Failure.unreadable
    }
    defer { unref(iterator) }
    var frames: [(texture: Texture, milliseconds: Int)] = []
    for _ in 0..<count {
      try cancellable.check()
      // The iterator's picture is drawn over for the next frame: each is copied.
      guard let shown = gdk_pixbuf_animation_iter_get_pixbuf(iterator),
        let copy =
          gdk_pixbuf_get_width(shown) == size.width && gdk_pixbuf_get_height(shown) == size.height
          ? gdk_pixbuf_copy(shown)
          : gdk_pixbuf_scale_simple(shown, size.width, size.height, GDK_INTERP_BILINEAR)
      else { break }
      defer { unref(copy) }
      guard let texture = gdk_texture_new_for_pixbuf(copy) else { break }
      let delay = Int(gdk_pixbuf_animation_iter_get_delay_time(iterator))
      frames.append((Texture(adopting: texture), max(delay, shortestMilliseconds)))
      // A frame shown for ever ends the animation.
      guard delay >= 0 else { break }
      time.tv_usec += glong(delay * 1000)
      time.tv_sec += time.tv_usec / 1_000_000
      time.tv_usec %= 1_000_000
      gdk_pixbuf_animation_iter_advance(iterator, &time)
    }
    guard let first = frames.first else { throw ImageDecoding.Failure.unreadable }
    guard frames.count > 1,
      let texture = g_object_ref(UnsafeMutableRawPointer(first.texture.pointer))
    else { return first.texture }
    return Texture(adopting: OpaquePointer(texture), frames: frames)
  }
}
