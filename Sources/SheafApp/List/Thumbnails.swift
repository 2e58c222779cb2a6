import CGtk
import Gtk

/// Small pictures for the list's rows of pictures, PDFs and videos: the desktop's own thumbnail
/// when it has a valid one (`thumbnail::path`), otherwise a picture decoded at row size, or a
/// PDF's first page or a video's first frame, made and stored in the desktop's thumbnail cache
/// for GNOME Files and the next time (`ThumbnailCache`). All on worker threads, cancelled when
/// a row scrolls away, and kept in a bounded cache, so scrolling a long list never waits for
/// one.
@MainActor
final class Thumbnails {
  static let shared = Thumbnails()

  /// The side a thumbnail is decoded at: a 32 px icon on a screen of scale 2.
  nonisolated static let side = 64
  /// How many thumbnails are kept (64 px RGBA: 16 KB each).
  static let capacity = 512

  /// Thumbnails are made a few at a time, first rows first, with a core left for drawing, and
  /// below drawing's priority: scrolling through pictures starts a decode for each row that
  /// passes, and on two cores those decodes would slow the frames that scroll.
  private static let workers = WorkerPool(threads: WorkerPool.sparingOneCore, yielding: true)

  private var cache = BoundedCache<Texture>(capacity: Thumbnails.capacity)
  /// The files no thumbnail could be made of, as they were then.
  private var failed = BoundedCache<Bool>(capacity: Thumbnails.capacity)

  /// What a file's thumbnail is made from.
  enum Source: Sendable {
    case picture, document, video

    /// The source for a content type; nil for a file that has no thumbnail (its type's icon).
    init?(contentType: String) {
      switch ContentKind(contentType) {
      case .picture: self = .picture
      case .pdf: self = .document
      case .media where contentType.hasPrefix("video/"): self = .video
      default: return nil
      }
    }
  }

  /// The thumbnail of `file` if it is ready.
  func cached(_ file: File, modified: Int64) -> Texture? {
    cache[Self.key(file, modified: modified)]
  }

  /// Makes the thumbnail of `file` and calls `ready` with it (at once if it is ready; never if
  /// `cancellable` is cancelled first or the picture cannot be read).
  func make(
    _ file: File, from source: Source, modified: Int64, cancellable: Cancellable,
    ready: @escaping @MainActor (Texture) -> Void
  ) {
    let key = Self.key(file, modified: modified)
    if let texture = cache[key] { return ready(texture) }
    // A damaged PDF, or a video with no decoder here, is not tried again each time its row
    // comes back (a video may take seconds to fail).
    guard failed[key] == nil else { return }
    Background.run(on: Self.workers, cancellable: cancellable) { cancellable in
      try Self.make(file, from: source, cancellable: cancellable)
    } then: { [weak self] result in
      switch result {
      case .success(let texture):
        self?.cache.store(texture, for: key)
        ready(texture)
      case .failure(let error as GLibError) where error.isCancelled:
        break
      case .failure:
        self?.failed.store(true, for: key)
      }
    }
  }

  private static func key(_ file: File, modified: Int64) -> String { "\(file.uri)@\(modified)" }

  /// On a worker: the desktop's thumbnail if valid, else one made from the file.
  nonisolated private static func make(
    _ file: File, from source: Source, cancellable: Cancellable
  ) throws -> Texture {
    let info = try throwingGError {
      g_file_query_info(
        file.pointer, "thumbnail::path,thumbnail::is-valid,time::modified,standard::size",
        G_FILE_QUERY_INFO_NONE, cancellable.pointer, $0)
    }
    defer { unref(info) }
    guard let info else { throw Unavailable() }
    if g_file_info_get_attribute_boolean(info, "thumbnail::is-valid") != 0,
      let path = g_file_info_get_attribute_byte_string(info, "thumbnail::path")
    {
      let thumbnail = File(
        pathBytes: Array(UnsafeRawBufferPointer(start: path, count: strlen(path))))
      if let texture = try? ImageDecoding.decode(thumbnail, side: side, cancellable: cancellable) {
        return texture
      }
    }
    switch source {
    case .picture:
      let picture = try ImageDecoding.decode(file, side: side, cancellable: cancellable)
      // An icon smaller than the row's picture would be stretched and blurred: its pixels are
      // repeated instead, as when it is zoomed in the detail.
      let factor = PixelEnlargement.factor(
        width: picture.width, height: picture.height,
        scale: Double(side) / Double(max(1, picture.width, picture.height)))
      guard factor > 1, picture.frames == nil else { return picture }
      return PixelEnlargement.enlarge(picture, by: factor) ?? picture
    case .document, .video:
      guard let made = firstPage(of: file, from: source) else { throw Unavailable() }
      defer { g_object_unref(UnsafeMutableRawPointer(made)) }
      try cancellable.check()
      ThumbnailCache.store(
        made, for: file,
        modified: Int64(clamping: g_file_info_get_attribute_uint64(info, "time::modified")),
        size: Int64(g_file_info_get_size(info)))
      return try small(made)
    }
  }

  /// A PDF's first page or a video's first frame at the cache's size, as a pixbuf the caller
  /// owns; nil when it cannot be read.
  nonisolated private static func firstPage(of file: File, from source: Source) -> OpaquePointer? {
    let side = ThumbnailCache.normalSide
    switch source {
    case .document:
      guard let path = file.pathBytes, let document = try? PDFDocument.open(path: path) else {
        return nil
      }
      let points = document.firstPageSize
      // The longer side at the cache's size.
      let width = Int((Double(side) * min(1, points.width / points.height)).rounded())
      return document.render(page: 0, width: width).flatMap {
        gdk_pixbuf_get_from_texture($0.texture.pointer)
      }
    case .video:
      // A pipe put in a video's place would hold GStreamer's reader, and this worker, for good.
      guard FileReading.isRegularFile(file),
        let frame = VideoFrame.first(uri: file.uri, width: side)
      else { return nil }
      let width = Int(gdk_pixbuf_get_width(frame))
      let height = Int(gdk_pixbuf_get_height(frame))
      // A portrait video's frame is taller than wide: shrink it to the cache's size too.
      guard height > side else { return frame }
      defer { g_object_unref(UnsafeMutableRawPointer(frame)) }
      return gdk_pixbuf_scale_simple(
        frame, gint(max(1, width * side / height)), gint(side), GDK_INTERP_BILINEAR)
    case .picture:
      return nil
    }
  }

  /// `pixbuf` shrunk to the list's size, as a texture.
  nonisolated private static func small(_ pixbuf: OpaquePointer) throws -> Texture {
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let height = Int(gdk_pixbuf_get_height(pixbuf))
    let scale = Double(side) / Double(max(width, height))
    guard
      let scaled = gdk_pixbuf_scale_simple(
        pixbuf, gint(max(1, (Double(width) * scale).rounded())),
        gint(max(1, (Double(height) * scale).rounded())), GDK_INTERP_BILINEAR)
    else { throw Unavailable() }
    defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
    return Texture(adopting: gdk_texture_new_for_pixbuf(scaled))
  }

  /// No thumbnail could be made; the row keeps its type's icon.
  struct Unavailable: Error {}
}
