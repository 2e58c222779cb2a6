import CGtk
import Gtk

/// A picture enlarged by repeating each pixel, so that it stays sharp when zoomed in: GTK 4.8
/// draws a picture larger than its pixels with a linear filter, which blurs a 16-pixel icon
/// into smudges. Drawn at about its new size, the enlarged copy keeps each pixel a square.
enum PixelEnlargement {
  /// The most pixels an enlarged copy may have (64 MB of RGBA).
  static let largestArea = 16_000_000

  /// How many times to repeat each pixel of a `width` × `height` picture shown at `scale`
  /// screen pixels a pixel: the scale rounded down (a copy no larger than the picture is shown,
  /// whose own size would otherwise make the picture's widget grow), within `largestArea`; 1
  /// when the picture is not enlarged (below 2 screen pixels a pixel, a picture is smoothed as
  /// a photo is).
  static func factor(width: Int, height: Int, scale: Double) -> Int {
    guard scale >= 2, width > 0, height > 0 else { return 1 }
    let room = Int((Double(largestArea) / Double(width * height)).squareRoot())
    return max(1, min(Int(scale.rounded(.down)), room))
  }

  /// `texture` with each pixel repeated `factor` times each way, made on a worker; nil if it
  /// cannot be.
  static func enlarge(_ texture: Texture, by factor: Int) -> Texture? {
    guard factor > 1, let pixbuf = gdk_pixbuf_get_from_texture(texture.pointer) else {
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    guard
      let enlarged = gdk_pixbuf_scale_simple(
        pixbuf, gint(texture.width * factor), gint(texture.height * factor), GDK_INTERP_NEAREST)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(enlarged)) }
    return Texture(adopting: gdk_texture_new_for_pixbuf(enlarged))
  }
}
