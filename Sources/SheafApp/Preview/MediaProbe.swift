import CGStreamer
import CGtk
import Gtk

/// Whether GStreamer can play a file, and if not why. GTK's player reports every failure in
/// one domain of its own ("Error from element …"), and now and then none at all, so a file
/// is opened again here, paused, to read GStreamer's own answer: a missing decoder tells
/// apart from a damaged file.
enum MediaProbe {
  enum Verdict: Equatable {
    /// The file prerolled, or GStreamer could not tell within the time allowed.
    case playable
    case damaged
    case lacksDecoder
  }

  /// What GStreamer makes of the file at `uri` (waits up to `timeout` ms).
  static func verdict(uri: String, timeout: UInt64 = 5_000) -> Verdict {
    GStreamer.withPipeline("playbin audio-sink=fakesink video-sink=fakesink") { pipeline in
      cgst_set_uri(pipeline, uri)
      guard case .failed(let failure) = GStreamer.pause(pipeline, timeout: timeout) else {
        return .playable
      }
      return GStreamer.isMissingDecoder(failure) ? .lacksDecoder : .damaged
    } ?? .playable
  }
}
