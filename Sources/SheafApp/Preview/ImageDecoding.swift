import CGtk
import Gtk
import Synchronization

/// Decodes pictures on a worker thread, never at more than display size and never one so
/// large that decoding it would take gigabytes.
enum ImageDecoding {
  /// Pictures with more pixels are refused unless their format can shrink while it decodes
  /// (JPEG): a PNG is decoded whole before it is scaled, 4 bytes a pixel.
  static let largestPixelCount = 50_000_000
  /// The longest side of a decoded picture; a picture that size fills a large screen.
  static let largestSide = 2560
  /// All an animation's frames together may have this many pixels: each is decoded in turn.
  static let largestAnimationPixelCount = 8 * largestPixelCount
  /// An animation plays when all its frames together have at most this many pixels (64 MB
  /// of textures, kept while it shows); a larger one shows its first frame.
  static let largestPlayedPixelCount = 16_000_000

  enum Failure: Error {
    case tooLarge(width: Int, height: Int)
    /// An animation whose frames, together, are too large; how many frames it had by then.
    case animationTooLarge(frames: Int)
    case unreadable
    /// No loader on this machine decodes the picture's kind (WebP without its loader).
    case unsupported
  }

  /// Whether a loader on this machine decodes pictures of `contentType`. Not knowing the kind
  /// and not being able to read this one file are different stories to tell the user. The
  /// first call reads gdk-pixbuf's loader list from disk: call it on a worker.
  static func decodes(_ contentType: String) -> Bool {
    decodedTypes.contains { g_content_type_is_a(contentType, $0) != 0 }
  }

  private static let decodedTypes: [String] = {
    var types: [String] = []
    var formats = gdk_pixbuf_get_formats()
    defer { g_slist_free(formats) }
    while let node = formats {
      formats = node.pointee.next
      guard let format = node.pointee.data,
        let mimeTypes = gdk_pixbuf_format_get_mime_types(OpaquePointer(format))
      else { continue }
      defer { g_strfreev(mimeTypes) }
      var index = 0
      while let type = mimeTypes[index] {
        types.append(String(cString: type))
        index += 1
      }
    }
    return types
  }()

  /// Decodes `file`, scaled to fit `side` pixels on its longer side (vector pictures are drawn
  /// at that size; others are never enlarged); with `animated`, an animation's frames too.
  static func decode(
    _ file: File, side: Int = largestSide, animated: Bool = false, cancellable: Cancellable
  ) throws -> Texture {
    // A pipe put in a picture's place would hold this worker in open() for good.
    if let path = file.pathBytes { try FileReading.requireRegularFile(path) }
    // Opened first, so that a file Sheaf may not read, or that is gone, says so (GIO's error)
    // rather than looking damaged: gdk-pixbuf's probe below only says it found no picture.
    let stream = try throwingGError { g_file_read(file.pointer, cancellable.pointer, $0) }
    guard let stream else { throw Failure.unreadable }
    defer { unref(OpaquePointer(stream)) }
    var target: (width: Int32, height: Int32) = (-1, -1)
    var scale = 1.0
    var scalable = false
    var frames: GIFFrames?
    var pixels = 0
    if let path = file.pathBytes {
      var width: gint = 0
      var height: gint = 0
      let format = (path + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          gdk_pixbuf_get_file_info($0.baseAddress, &width, &height)
        }
      }
      guard let format, width > 0, height > 0 else { throw Failure.unreadable }
      let name = takeString(gdk_pixbuf_format_get_name(format)) ?? ""
      pixels = Int(width) * Int(height)
      if pixels > largestPixelCount && name != "jpeg" {
        throw Failure.tooLarge(width: Int(width), height: Int(height))
      }
      // The size above is the GIF's screen; each frame has its own.
      if name == "gif" {
        frames = GIFFrames(
          largestFrame: largestPixelCount, largestTotal: largestAnimationPixelCount)
      }
      let longer = Double(max(width, height))
      scalable = gdk_pixbuf_format_is_scalable(format) != 0
      scale = scalable ? Double(side) / longer : min(1, Double(side) / longer)
      target = (
        Int32(max(1, (Double(width) * scale).rounded())),
        Int32(max(1, (Double(height) * scale).rounded()))
      )
    }
    // A JPEG larger than the limit shrinks while it decodes, but a progressive one still
    // holds all its coefficients meanwhile: hundreds of MB. The preview and the row's
    // thumbnail ask for the same picture at once; one waits for the other, so there is only
    // ever one such copy in memory.
    let (pixbuf, animation) = try LargeDecodes.oneAtATime(pixels > largestPixelCount) {
      try cancellable.check()
      return try load(
        gcast(OpaquePointer(stream)), at: target, frames: &frames, cancellable: cancellable)
    }
    defer { unref(pixbuf) }
    defer { unref(animation) }
    if animated, let animation, let count = frames?.frames, count > 1,
      count * Int(target.width) * Int(target.height) <= largestPlayedPixelCount
    {
      return try AnimationFrames.read(
        animation, count: count, size: target, cancellable: cancellable)
    }
    // A phone's picture carries its orientation; show it the right way up.
    guard let upright = gdk_pixbuf_apply_embedded_orientation(pixbuf),
      let texture = gdk_texture_new_for_pixbuf(upright)
    else { throw Failure.unreadable }
    unref(upright)
    return Texture(adopting: texture, scale: scale, isVector: scalable)
  }

  /// Feeds the stream to a GdkPixbufLoader, a block at a time, checking for cancellation. A
  /// picture of which not one area could be decoded is damaged, even when the loader raised no
  /// error (gdk-pixbuf 2.42 ignores a broken PNG body when it loads by steps); one cut short
  /// but partly decoded (a truncated JPEG) is shown as far as it goes.
  private static func load(
    _ stream: UnsafeMutablePointer<GInputStream>, at size: (width: Int32, height: Int32),
    frames: inout GIFFrames?, cancellable: Cancellable
  ) throws -> (picture: OpaquePointer, animation: OpaquePointer?) {
    guard let loader = gdk_pixbuf_loader_new() else { throw Failure.unreadable }
    if size.width > 0 { gdk_pixbuf_loader_set_size(loader, size.width, size.height) }
    let progress = LoadProgress()
    let handler = g_signal_connect_data(
      loader, "area-updated", unsafeBitCast(areaUpdated, to: GCallback.self),
      Unmanaged.passUnretained(progress).toOpaque(), nil, GConnectFlags(rawValue: 0))
    defer {
      // Closing a loader cut short (cancelled, unreadable) still reports areas: the handler
      // goes first, and `progress` lives until then, not only until its last use below.
      g_signal_handler_disconnect(loader, handler)
      withExtendedLifetime(progress) {}
      gdk_pixbuf_loader_close(loader, nil)
      unref(OpaquePointer(loader))
    }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var failure: (any Error)?
    while true {
      try cancellable.check()
      let count = try buffer.withUnsafeMutableBytes { bytes in
        try throwingGError {
          g_input_stream_read(
            stream, bytes.baseAddress, gsize(bytes.count), cancellable.pointer, $0)
        }
      }
      guard count > 0 else { break }
      // Each frame's size is checked before the loader sees the bytes that start it.
      do {
        try buffer.withUnsafeBufferPointer {
          try frames?.scan(UnsafeBufferPointer(rebasing: $0[..<count]))
        }
      } catch GIFFrames.Refusal.frameTooLarge(let width, let height) {
        throw Failure.tooLarge(width: width, height: height)
      } catch GIFFrames.Refusal.framesTooLarge(let frameCount) {
        throw Failure.animationTooLarge(frames: frameCount)
      }
      do {
        _ = try buffer.withUnsafeBufferPointer { bytes in
          try throwingGError {
            gdk_pixbuf_loader_write(loader, bytes.baseAddress, gsize(count), $0)
          }
        }
      } catch {
        failure = error
        break
      }
    }
    if failure == nil {
      do {
        _ = try throwingGError { gdk_pixbuf_loader_close(loader, $0) }
      } catch {
        failure = error
      }
    }
    guard progress.decodedSomething, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
      throw failure ?? Failure.unreadable
    }
    g_object_ref(UnsafeMutableRawPointer(pixbuf))
    // An animation that moves is kept whole, for its frames.
    var animation = gdk_pixbuf_loader_get_animation(loader)
    if let moving = animation, gdk_pixbuf_animation_is_static_image(moving) == 0 {
      g_object_ref(UnsafeMutableRawPointer(moving))
    } else {
      animation = nil
    }
    return (pixbuf, animation)
  }
}

/// Whether the loader decoded any area of the picture; one per load, on one worker thread.
private final class LoadProgress: @unchecked Sendable {
  var decodedSomething = false
}

private let areaUpdated: @convention(c) (gpointer?, gint, gint, gint, gint, gpointer?) -> Void = {
  _, _, _, width, height, data in
  guard let data, width > 0, height > 0 else { return }
  Unmanaged<LoadProgress>.fromOpaque(data).takeUnretainedValue().decodedSomething = true
}

/// Decodes that may take hundreds of MB go one at a time, whichever threads ask for them.
enum LargeDecodes {
  private static let lock = Mutex(())

  /// Runs `work`, holding the others back while it does if `large`.
  static func oneAtATime<Value>(_ large: Bool, _ work: () throws -> Value) rethrows -> Value {
    guard large else { return try work() }
    return try lock.withLock { _ in try work() }
  }
}
