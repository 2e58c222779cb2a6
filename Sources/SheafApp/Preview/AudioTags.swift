import CGStreamer
import CGtk
import Gtk

/// What a sound file says of itself: title, artist, album and cover, as GStreamer's discoverer
/// reads them from its tags (ID3, Vorbis comments, MP4 atoms) on a worker.
struct AudioTags: Sendable {
  var title: String?
  var artist: String?
  var album: String?
  /// The cover picture, when the file carries one of a size worth decoding.
  var cover: Texture?

  /// Whether there is anything to show.
  var isEmpty: Bool { title == nil && artist == nil && album == nil && cover == nil }

  /// A cover larger than this, in bytes, is not decoded.
  static let largestCover = 8 << 20

  /// The tags of the sound at `uri`; nil when GStreamer cannot read it within `timeout` ms.
  static func read(uri: String, timeout: UInt64 = 5_000) -> AudioTags? {
    guard GStreamer.isReady,
      let discoverer = gst_discoverer_new(cgst_milliseconds(guint64(timeout)), nil)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(discoverer)) }
    guard let info = gst_discoverer_discover_uri(discoverer, uri, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(info)) }
    guard let tags = gst_discoverer_info_get_tags(info) else { return AudioTags() }
    return AudioTags(
      title: string("title", in: tags), artist: string("artist", in: tags),
      album: string("album", in: tags), cover: cover(in: tags))
  }

  private static func string(_ tag: String, in tags: UnsafePointer<GstTagList>) -> String? {
    var value: UnsafeMutablePointer<gchar>?
    guard gst_tag_list_get_string(tags, tag, &value) != 0 else { return nil }
    guard let text = takeString(value) else { return nil }
    let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
    return trimmed.isEmpty ? nil : String(trimmed.reversed())
  }

  /// The first picture among the tags, decoded (PNG or JPEG, as covers are).
  private static func cover(in tags: UnsafePointer<GstTagList>) -> Texture? {
    var sample: OpaquePointer?
    guard gst_tag_list_get_sample(tags, "image", &sample) != 0, let sample else { return nil }
    defer { gst_sample_unref(sample) }
    guard let buffer = gst_sample_get_buffer(sample) else { return nil }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
    defer { gst_buffer_unmap(buffer, &map) }
    guard map.size > 0, map.size <= largestCover else { return nil }
    let bytes = g_bytes_new(map.data, map.size)
    defer { g_bytes_unref(bytes) }
    return gdk_texture_new_from_bytes(bytes, nil).map { Texture(adopting: $0) }
  }
}
