import CGtk
import Gtk

/// Small pictures for the list's picture rows: the desktop's own thumbnail when it has made
/// one (`thumbnail::path`), otherwise the picture decoded at row size. All on worker threads,
/// cancelled when a row scrolls away, and kept in a bounded cache, so scrolling a long list
/// of pictures never waits for one.
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

  /// The thumbnail of `file` if it is ready.
  func cached(_ file: File, modified: Int64) -> Texture? {
    cache[Self.key(file, modified: modified)]
  }

  /// Makes the thumbnail of `file` and calls `ready` with it (at once if it is ready; never if
  /// `cancellable` is cancelled first or the picture cannot be read).
  func make(
    _ file: File, modified: Int64, cancellable: Cancellable,
    ready: @escaping @MainActor (Texture) -> Void
  ) {
    let key = Self.key(file, modified: modified)
    if let texture = cache[key] { return ready(texture) }
    Background.run(on: Self.workers, cancellable: cancellable) { cancellable in
      try Self.make(file, cancellable: cancellable)
    } then: { [weak self] result in
      guard case .success(let texture) = result else { return }
      self?.cache.store(texture, for: key)
      ready(texture)
    }
  }

  private static func key(_ file: File, modified: Int64) -> String { "\(file.uri)@\(modified)" }

  /// On a worker: the desktop's thumbnail if valid, else the picture itself, small.
  nonisolated private static func make(_ file: File, cancellable: Cancellable) throws -> Texture {
    let info = try throwingGError {
      g_file_query_info(
        file.pointer, "thumbnail::path,thumbnail::is-valid", G_FILE_QUERY_INFO_NONE,
        cancellable.pointer, $0)
    }
    defer { unref(info) }
    if let info, g_file_info_get_attribute_boolean(info, "thumbnail::is-valid") != 0,
      let path = g_file_info_get_attribute_byte_string(info, "thumbnail::path")
    {
      let thumbnail = File(
        pathBytes: Array(UnsafeRawBufferPointer(start: path, count: strlen(path))))
      if let texture = try? ImageDecoding.decode(thumbnail, side: side, cancellable: cancellable) {
        return texture
      }
    }
    return try ImageDecoding.decode(file, side: side, cancellable: cancellable)
  }
}
