import CGStreamer
import CGtk
import Gtk

/// A video's first frame, for its thumbnail: GStreamer decodes the file up to that frame (the
/// pipeline is paused, so nothing plays and the rest is never read) and scales it, on
/// GStreamer's threads while the calling worker waits. Nothing is shown from here.
enum VideoFrame {
  /// The first frame of the video at `uri`, `width` pixels wide at its own proportions, as a
  /// GdkPixbuf the caller owns; nil when GStreamer cannot decode it here (no decoder, a damaged
  /// file) or takes longer than `timeout` milliseconds.
  static func first(uri: String, width: Int, timeout: UInt64 = 5_000) -> OpaquePointer? {
    // Audio, if any, is left unlinked: only the video is decoded.
    let description =
      "uridecodebin name=source ! videoconvert ! videoscale ! "
      + "video/x-raw,format=RGBA,pixel-aspect-ratio=1/1,width=\(max(1, width)) ! "
      + "appsink name=sink sync=false max-buffers=1 drop=true"
    return GStreamer.withPipeline(description) { pipeline in
      let bin = UnsafeMutableRawPointer(pipeline).assumingMemoryBound(to: GstBin.self)
      guard let source = gst_bin_get_by_name(bin, "source") else { return nil }
      cgst_set_uri(source, uri)
      gst_object_unref(UnsafeMutableRawPointer(source))
      guard let sink = gst_bin_get_by_name(bin, "sink") else { return nil }
      defer { gst_object_unref(UnsafeMutableRawPointer(sink)) }
      guard case .ready = GStreamer.pause(pipeline, timeout: timeout),
        let sample = gst_app_sink_try_pull_preroll(cgst_app_sink(sink), 0)
      else { return nil }
      defer { gst_sample_unref(sample) }
      return pixbuf(from: sample)
    }
  }

  /// The sample's RGBA pixels, copied into a pixbuf.
  private static func pixbuf(from sample: OpaquePointer) -> OpaquePointer? {
    guard let buffer = gst_sample_get_buffer(sample), let caps = gst_sample_get_caps(sample),
      let structure = gst_caps_get_structure(caps, 0)
    else { return nil }
    var width: gint = 0
    var height: gint = 0
    guard gst_structure_get_int(structure, "width", &width) != 0,
      gst_structure_get_int(structure, "height", &height) != 0, width > 0, height > 0
    else { return nil }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
    defer { gst_buffer_unmap(buffer, &map) }
    let stride = Int(width) * 4
    guard map.size >= stride * Int(height) else { return nil }
    let bytes = g_bytes_new(map.data, gsize(stride * Int(height)))
    defer { g_bytes_unref(bytes) }
    return gdk_pixbuf_new_from_bytes(
      bytes, GDK_COLORSPACE_RGB, 1, 8, width, height, gint(stride))
  }
}
