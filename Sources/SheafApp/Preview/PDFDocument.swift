import CGtk
import CPoppler
import Glibc
import Gtk

/// A PDF opened by poppler, its pages drawn on demand into textures. Opening reads the
/// cross-reference table, not the pages, so a document of thousands of pages opens as fast as
/// one of a few, and only the pages drawn are ever held.
///
/// poppler's documents are not safe to use from two threads at once: after it is opened on a
/// worker, a document is drawn only on one serial worker (see `PDFPage`), which is what makes
/// it Sendable.
final class PDFDocument: @unchecked Sendable {
  private let document: OpaquePointer
  let pageCount: Int
  /// The first page's size in points, the way up it is shown: the other pages are assumed to
  /// be its size until they are drawn.
  let firstPageSize: (width: Double, height: Double)

  enum Failure: Error, Equatable {
    /// It asks for a password.
    case locked
    /// poppler found no document in it, or a damaged one (its words, for the log).
    case damaged(String)
  }

  /// Opens the PDF at `path`, a regular file (a pipe in its place is refused, never waited on).
  static func open(path: [UInt8]) throws -> PDFDocument {
    let descriptor = try FileReading.openRegularFile(path)
    var error: UnsafeMutablePointer<GError>?
    // poppler owns the descriptor from here, whether it opens the document or not.
    guard let document = poppler_document_new_from_fd(descriptor, nil, &error) else {
      let failure = error.map(GLibError.init(taking:))
      if let failure,
        failure.matches(poppler_error_quark(), Int32(POPPLER_ERROR_ENCRYPTED.rawValue))
      {
        throw Failure.locked
      }
      throw Failure.damaged(failure?.message ?? "no document")
    }
    let count = Int(poppler_document_get_n_pages(document))
    guard count > 0, let size = Self.size(ofPage: 0, in: document) else {
      g_object_unref(UnsafeMutableRawPointer(document))
      throw Failure.damaged("no pages")
    }
    return PDFDocument(document: document, pageCount: count, firstPageSize: size)
  }

  private init(
    document: OpaquePointer, pageCount: Int, firstPageSize: (width: Double, height: Double)
  ) {
    self.document = document
    self.pageCount = pageCount
    self.firstPageSize = firstPageSize
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(document)) }

  /// A page drawn, and its size in points, the way up it is shown.
  struct DrawnPage: Sendable {
    let texture: Texture
    let points: (width: Double, height: Double)
  }

  /// Draws page `index` (from 0) `width` pixels wide on white, as a page is printed; nil when
  /// poppler cannot read that page. Never larger than a texture GTK can upload.
  func render(page index: Int, width: Int) -> DrawnPage? {
    guard (0..<pageCount).contains(index),
      let page = poppler_document_get_page(document, Int32(index))
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
    var points = (width: 0.0, height: 0.0)
    poppler_page_get_size(page, &points.width, &points.height)
    guard points.width > 0, points.height > 0 else { return nil }
    let pixels = Self.pixelSize(of: points, width: width)
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.width, pixels.height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let context = cairo_create(surface)
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    cairo_scale(
      context, Double(pixels.width) / points.width, Double(pixels.height) / points.height)
    poppler_page_render(page, context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    // The texture keeps the surface's pixels, no copy: the bytes release the surface.
    let bytes = g_bytes_new_with_free_func(
      data, gsize(stride * Int(pixels.height)), releaseSurface, UnsafeMutableRawPointer(surface))
    defer { g_bytes_unref(bytes) }
    // Cairo's ARGB32 is premultiplied in native byte order: GDK_MEMORY_DEFAULT, which C
    // spells as a macro, is this on the little-endian machines Debian builds Sheaf for.
    guard
      let texture = gdk_memory_texture_new(
        pixels.width, pixels.height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
    else { return nil }
    return DrawnPage(texture: Texture(adopting: texture), points: points)
  }

  private static func size(ofPage index: Int, in document: OpaquePointer)
    -> (width: Double, height: Double)?
  {
    guard let page = poppler_document_get_page(document, Int32(index)) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
    var size = (width: 0.0, height: 0.0)
    poppler_page_get_size(page, &size.width, &size.height)
    return size.width > 0 && size.height > 0 ? size : nil
  }

  /// A page `width` pixels wide at its own proportions, both sides within what GTK uploads
  /// and the whole within `largestArea` (a page a kilometre long stays a few megabytes).
  static func pixelSize(of points: (width: Double, height: Double), width: Int)
    -> (width: Int32, height: Int32)
  {
    var scale = Double(min(max(width, 1), largestSide)) / points.width
    scale = min(scale, Double(largestSide) / points.height)
    scale = min(scale, (Double(largestArea) / (points.width * points.height)).squareRoot())
    // Down, so the limits hold; the epsilon keeps 600.0 from becoming 599 through the scale.
    return (
      Int32(max(1, (points.width * scale + 1e-6).rounded(.down))),
      Int32(max(1, (points.height * scale + 1e-6).rounded(.down)))
    )
  }

  static let largestSide = 8_192
  static let largestArea = 24_000_000
}

private let releaseSurface: GDestroyNotify = { surface in
  cairo_surface_destroy(surface.map(OpaquePointer.init))
}
