import CGtk

/// Runs a gst-launch pipeline to make a test file (a sound, a video).
func gstLaunch(_ pipeline: String) throws {
  var status: gint = 0
  var error: UnsafeMutablePointer<GError>?
  guard
    g_spawn_command_line_sync("gst-launch-1.0 -q " + pipeline, nil, nil, &status, &error) != 0,
    status == 0
  else {
    if let error { g_error_free(error) }
    throw GStreamerLaunchFailed(pipeline: pipeline)
  }
}

/// gst-launch-1.0 (installed with the test packages) could not make a test file.
struct GStreamerLaunchFailed: Error {
  let pipeline: String
}
