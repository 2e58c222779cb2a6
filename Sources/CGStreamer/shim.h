#ifndef SHEAF_CGSTREAMER_SHIM_H
#define SHEAF_CGSTREAMER_SHIM_H

/* GStreamer, for a video's first frame (the list's thumbnails): a pipeline that decodes up to
 * its first frame, read back from an appsink; and for a sound's tags (the discoverer). The
 * player itself is GTK's. */
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/pbutils/pbutils.h>

/* g_object_set() is variadic. */
static inline void cgst_set_uri(GstElement *element, const char *uri) {
  g_object_set(element, "uri", uri, NULL);
}

/* GST_SECOND and the GST_APP_SINK() cast are macros. */
static inline GstClockTime cgst_milliseconds(guint64 milliseconds) {
  return milliseconds * GST_MSECOND;
}

static inline GstAppSink *cgst_app_sink(GstElement *element) {
  return GST_APP_SINK(element);
}

#endif
