import CGStreamer
import CGtk
import Gtk

/// Why GStreamer cannot play a file. GTK's player reports every failure in one domain of its
/// own ("Error from element …"), so a file is opened again here, paused, to read GStreamer's
/// own error: a missing decoder tells apart from a damaged file.
enum MediaProbe {
  /// Whether GStreamer lacks a decoder for the file at `uri` (waits up to `timeout` ms).
  static func lacksDecoder(uri: String, timeout: UInt64 = 5_000) -> Bool {
    guard GStreamer.isReady else { return false }
    var error: UnsafeMutablePointer<GError>?
    let pipeline = gst_parse_launch("playbin audio-sink=fakesink video-sink=fakesink", &error)
    if let error { g_error_free(error) }
    guard let pipeline else { return false }
    defer {
      gst_element_set_state(pipeline, GST_STATE_NULL)
      gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }
    cgst_set_uri(pipeline, uri)
    guard case .failed(let failure) = GStreamer.pause(pipeline, timeout: timeout) else {
      return false
    }
    return GStreamer.isMissingDecoder(failure)
  }
}

/// What Sheaf's two uses of GStreamer share: setting it up once, and pausing a pipeline until
/// it has its first frame or fails.
enum GStreamer {
  /// GStreamer set up once for the process (GTK's player module may already have done so).
  static let isReady: Bool = gst_init_check(nil, nil, nil) != 0

  enum Preroll {
    case ready
    case failed(GLibError)
    case ended
    case timedOut
  }

  /// Pauses `pipeline` and waits until it has its first frame, fails or ends, or `timeout` ms
  /// have passed.
  static func pause(_ pipeline: UnsafeMutablePointer<GstElement>, timeout: UInt64) -> Preroll {
    guard gst_element_set_state(pipeline, GST_STATE_PAUSED) != GST_STATE_CHANGE_FAILURE
    else { return firstError(of: pipeline) }
    guard let bus = gst_element_get_bus(pipeline) else { return .timedOut }
    defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
    let wanted = GstMessageType(
      rawValue: GST_MESSAGE_ASYNC_DONE.rawValue | GST_MESSAGE_ERROR.rawValue
        | GST_MESSAGE_EOS.rawValue)
    guard let message = gst_bus_timed_pop_filtered(bus, cgst_milliseconds(guint64(timeout)), wanted)
    else { return .timedOut }
    defer { gst_message_unref(message) }
    switch message.pointee.type {
    case GST_MESSAGE_ASYNC_DONE: return .ready
    case GST_MESSAGE_ERROR: return .failed(error(in: message))
    default: return .ended
    }
  }

  /// GStreamer's "missing plug-in" and "codec not found".
  static func isMissingDecoder(_ error: GLibError) -> Bool {
    error.matches(gst_core_error_quark(), Int32(GST_CORE_ERROR_MISSING_PLUGIN.rawValue))
      || error.matches(gst_stream_error_quark(), Int32(GST_STREAM_ERROR_CODEC_NOT_FOUND.rawValue))
  }

  /// The error a pipeline that failed to change state left on its bus.
  private static func firstError(of pipeline: UnsafeMutablePointer<GstElement>) -> Preroll {
    guard let bus = gst_element_get_bus(pipeline) else { return .timedOut }
    defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
    guard let message = gst_bus_pop_filtered(bus, GST_MESSAGE_ERROR) else { return .timedOut }
    defer { gst_message_unref(message) }
    return .failed(error(in: message))
  }

  private static func error(in message: UnsafeMutablePointer<GstMessage>) -> GLibError {
    var error: UnsafeMutablePointer<GError>?
    gst_message_parse_error(message, &error, nil)
    guard let error else {
      return GLibError(domain: gst_core_error_quark(), code: 0, message: "unknown error")
    }
    return GLibError(taking: error)
  }
}
