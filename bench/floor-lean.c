/* The lean C floor, for memory only: the least a GTK 4 window showing a folder can be. A
 * window holds a GtkListView of the folder (sorted, hidden files left out), a text view and
 * a picture, side by side, under a plain header bar: no menus, no paned, no icons, no actions
 * but the two keys the measurer presses. The header bar is there because Sheaf, as any GNOME
 * app, draws its own title bar: on GL that alone costs a window about 3 MB more than one the
 * window manager decorates, a cost of the platform, not of Sheaf's design. `make bench` compares
 * Sheaf's memory per window with this window's; bench/floor.c, the full window, stays the
 * floor for everything else.
 *
 *   cc -O2 -o floor-lean bench/floor-lean.c $(pkg-config --cflags --libs gtk4)
 *   floor-lean [FOLDER]   one window per FOLDER; Ctrl+N opens another, Ctrl+W closes one
 */
#include <gtk/gtk.h>

#ifndef DEFAULT_FOLDER
#define DEFAULT_FOLDER "/work/main/data/library"
#endif

#define LISTING_ATTRIBUTES                                                                   \
  G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME                  \
  "," G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_IS_HIDDEN                 \
  "," G_FILE_ATTRIBUTE_STANDARD_FAST_CONTENT_TYPE

/* The folder a window shows, kept on it for Ctrl+N. */
static GQuark folder_quark;

static gboolean
is_listed (gpointer item, gpointer user_data)
{
  GFileInfo *info = item;
  return g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
         && !g_file_info_get_is_hidden (info);
}

static int
compare_names (gconstpointer a, gconstpointer b, gpointer user_data)
{
  return g_utf8_collate (g_file_info_get_display_name (G_FILE_INFO ((gpointer) a)),
                         g_file_info_get_display_name (G_FILE_INFO ((gpointer) b)));
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GFileInfo *info = gtk_list_item_get_item (item);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      g_file_info_get_display_name (info));
}

static GtkWidget *
scrolled (GtkWidget *child)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), child);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_set_hexpand (scroller, TRUE);
  return scroller;
}

static void
open_window (GtkApplication *app, GFile *folder)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  gtk_window_set_title (GTK_WINDOW (window), "Floor");
  g_object_set_qdata_full (G_OBJECT (window), folder_quark, g_object_ref (folder),
                           g_object_unref);

  GtkDirectoryList *listing = gtk_directory_list_new (LISTING_ATTRIBUTES, folder);
  GtkFilterListModel *filtered = gtk_filter_list_model_new (
      G_LIST_MODEL (listing), GTK_FILTER (gtk_custom_filter_new (is_listed, NULL, NULL)));
  GtkSortListModel *sorted = gtk_sort_list_model_new (
      G_LIST_MODEL (filtered), GTK_SORTER (gtk_custom_sorter_new (compare_names, NULL, NULL)));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (
      GTK_SELECTION_MODEL (gtk_single_selection_new (G_LIST_MODEL (sorted))), factory);

  GtkWidget *text = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (text), FALSE);
  GtkWidget *detail = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (detail), scrolled (text));
  gtk_box_append (GTK_BOX (detail), gtk_picture_new ());

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (box), scrolled (list));
  gtk_box_append (GTK_BOX (box), detail);
  gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

static void
activate (GApplication *app)
{
  g_autoptr (GFile) folder = g_file_new_for_path (DEFAULT_FOLDER);
  open_window (GTK_APPLICATION (app), folder);
}

static void
open_folders (GApplication *app, GFile **files, int n_files, const char *hint)
{
  for (int i = 0; i < n_files; i++)
    open_window (GTK_APPLICATION (app), files[i]);
}

static void
new_window_activated (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
  GFile *folder = active ? g_object_get_qdata (G_OBJECT (active), folder_quark) : NULL;
  if (folder)
    open_window (GTK_APPLICATION (app), folder);
  else
    activate (G_APPLICATION (app));
}

static void
close_activated (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (active)
    gtk_window_destroy (active);
}

static void
startup (GApplication *app)
{
  static const GActionEntry actions[] = { { "new-window", new_window_activated },
                                          { "close-window", close_activated } };
  g_action_map_add_action_entries (G_ACTION_MAP (app), actions, G_N_ELEMENTS (actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.new-window",
                                         (const char *[]){ "<Control>n", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.close-window",
                                         (const char *[]){ "<Control>w", NULL });
}

int
main (int argc, char **argv)
{
  folder_quark = g_quark_from_static_string ("floor-lean-folder");
  g_autoptr (GtkApplication) app = gtk_application_new (
      "io.github.sheafapp.SheafFloorLean", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "startup", G_CALLBACK (startup), NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  g_signal_connect (app, "open", G_CALLBACK (open_folders), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
