import CGStreamer
import CGtk
import Gtk

/// What Sheaf's own uses of GStreamer share (a video's first frame, a sound's tags, why a file
/// does not play): setting it up once, making a pipeline and taking it down, and pausing it
/// until it has its first frame or fails. The player itself is GTK's.
enum GStreamer {
  /// GStreamer set up once for the process (GTK's player module may already have done so).
  static let isReady: Bool = gst_init_check(nil, nil, nil) != 0

  /// Calls `body` with the pipeline `description` makes, stopped and let go after; nil when
  /// GStreamer is not set up or the pipeline cannot be made.
  static func withPipeline<Result>(
    _ description: String, _ body: (UnsafeMutablePointer<GstElement>) -> Result?
  ) -> Result? {
    guard isReady else { return nil }
    var error: UnsafeMutablePointer<GError>?
    let pipeline = gst_parse_launch(description, &error)
    if let error { g_error_free(error) }
    guard let pipeline else { return nil }
    defer {
      gst_element_set_state(pipeline, GST_STATE_NULL)
      gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }
    return body(pipeline)
  }

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
