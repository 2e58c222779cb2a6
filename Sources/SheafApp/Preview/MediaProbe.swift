import CGStreamer
import CGtk
import Gtk

/// Why GStreamer cannot play a file. GTK's player reports every failure in one domain of its
/// own ("Error from element …"), so a file is opened again here, paused, to read GStreamer's
/// own error: a missing decoder tells apart from a damaged file.
enum MediaProbe {
  /// Whether GStreamer lacks a decoder for the file at `uri` (waits up to `timeout` ms).
  static func lacksDecoder(uri: String, timeout: UInt64 = 5_000) -> Bool {
    GStreamer.withPipeline("playbin audio-sink=fakesink video-sink=fakesink") { pipeline in
      cgst_set_uri(pipeline, uri)
      guard case .failed(let failure) = GStreamer.pause(pipeline, timeout: timeout) else {
        return false
      }
      return GStreamer.isMissingDecoder(failure)
    } ?? false
  }
}
