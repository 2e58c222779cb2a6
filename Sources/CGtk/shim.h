#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

/* The one place where GLib/GTK macros, variadic functions and cast-laden
 * constants that Swift cannot import get a callable form. */

#include <gtk/gtk.h>
#include <glib/gi18n.h>

static inline guint cgtk_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

/* G_OBJECT_TYPE_NAME() is a macro. */
static inline const char *cgtk_type_name(gpointer instance) {
  return G_OBJECT_TYPE_NAME(instance);
}

/* gtk_accessible_update_property() is variadic. */
static inline void cgtk_accessible_set_label(GtkAccessible *accessible, const char *label) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void cgtk_accessible_set_description(GtkAccessible *accessible,
                                                    const char *description) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                 -1);
}

/* Marks a widget that is laid out but not on screen (an inactive pane) so that
 * assistive technologies do not report it as visible. */
static inline void cgtk_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/* g_object_get() is variadic. Returns a newly allocated string, or NULL. */
static inline char *cgtk_settings_decoration_layout(void) {
  GtkSettings *settings = gtk_settings_get_default();
  char *layout = NULL;
  if (settings != NULL)
    g_object_get(settings, "gtk-decoration-layout", &layout, NULL);
  return layout;
}

/* gtk-enable-animations, through the variadic g_object_get()/g_object_set(). */
static inline gboolean cgtk_settings_animations_enabled(void) {
  GtkSettings *settings = gtk_settings_get_default();
  gboolean enabled = FALSE;
  if (settings != NULL)
    g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static inline void cgtk_settings_set_animations_enabled(gboolean enabled) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL)
    g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}

/* GTK 4.8's GtkScrolledWindow leaves its gtk-overlay-scrolling handler on GtkSettings when it
 * is disposed, so the next change of that setting ("always show scroll bars") reaches freed
 * memory. The handler is the only one on the settings whose data is the scrolled window. */
static void cgtk_scrolled_window_forget_settings(GtkWidget *window, gpointer unused) {
  (void)unused;
  g_signal_handlers_disconnect_matched(gtk_widget_get_settings(window), G_SIGNAL_MATCH_DATA, 0, 0,
                                       NULL, NULL, window);
}

static inline GtkWidget *cgtk_scrolled_window_new(void) {
  GtkWidget *window = gtk_scrolled_window_new();
  g_signal_connect(window, "destroy", G_CALLBACK(cgtk_scrolled_window_forget_settings), NULL);
  return window;
}

/* The rest of GtkSettings' properties, through the variadic g_object_get()/g_object_set(). */
static inline gboolean cgtk_settings_get_boolean(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  gboolean value = FALSE;
  if (settings != NULL)
    g_object_get(settings, name, &value, NULL);
  return value;
}

static inline void cgtk_settings_set_boolean(const char *name, gboolean value) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings != NULL)
    g_object_set(settings, name, value, NULL);
}

static inline int cgtk_settings_get_int(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  int value = 0;
  if (settings != NULL)
    g_object_get(settings, name, &value, NULL);
  return value;
}

/* glibc keeps what the program frees in its heap, for reuse; malloc_trim() hands the free
 * pages back to the system. Not a GTK call, but the one C header the app already imports. */
#include <malloc.h>
static inline void cgtk_release_free_memory(void) { malloc_trim(0); }

/* Lowers the calling thread's CPU priority (nice 10): on Linux each thread has its own. */
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
static inline void cgtk_lower_thread_priority(void) {
  setpriority(PRIO_PROCESS, (id_t) syscall(SYS_gettid), 10);
}

#endif
