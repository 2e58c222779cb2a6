import CGtk
import Gtk
import XCTest

@testable import SheafApp

/// A picture zoomed to 2 screen pixels a pixel or more is drawn from a copy with each pixel
/// repeated, never larger than the picture is shown, and never past the memory bound.
final class PixelEnlargementTests: XCTestCase {
  func testThePixelsAreRepeatedAsOftenAsTheScaleAllows() {
    XCTAssertEqual(PixelEnlargement.factor(width: 16, height: 16, scale: 1.9), 1, "smoothed")
    XCTAssertEqual(PixelEnlargement.factor(width: 16, height: 16, scale: 3.7), 3)
    XCTAssertEqual(PixelEnlargement.factor(width: 2, height: 1, scale: 16), 16)
    // 4,000 × 4,000 is all the room there is: no copy, however far it is zoomed.
    XCTAssertEqual(PixelEnlargement.factor(width: 4_000, height: 4_000, scale: 8), 1)
    XCTAssertEqual(PixelEnlargement.factor(width: 1_000, height: 1_000, scale: 8), 4)
  }

  func testEachPixelBecomesASquareOfItsColour() throws {
    try MainActor.assumeIsolated {
      let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 2, 1))
      defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
      let pixels = try XCTUnwrap(gdk_pixbuf_get_pixels(pixbuf))
      for (index, value) in [0, 0, 0, 255, 255, 255].enumerated() { pixels[index] = guchar(value) }
      let texture = Texture(adopting: gdk_texture_new_for_pixbuf(pixbuf))
      let enlarged = try XCTUnwrap(PixelEnlargement.enlarge(texture, by: 4))
      XCTAssertEqual(enlarged.width, 8)
      XCTAssertEqual(enlarged.height, 4)
      var bytes = [UInt8](repeating: 0, count: 8 * 4 * 4)
      bytes.withUnsafeMutableBufferPointer {
        gdk_texture_download(enlarged.pointer, $0.baseAddress, 32)
      }
      // Row 3, columns 3 and 4: the last of the black pixel's square, the first of the white.
      XCTAssertEqual(bytes[3 * 32 + 3 * 4], 0)
      XCTAssertEqual(bytes[3 * 32 + 4 * 4], 255)
    }
  }
}
