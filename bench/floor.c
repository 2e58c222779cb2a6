/* The C floor: Sheaf's window as a plain C GTK 4 program, for `make bench` to compare
 * against. It is written the way a careful C developer would write it for real use, so the
 * gap between it and Sheaf is the cost of Sheaf's design, not of GTK.
 *
 *   cc -O2 -o floor bench/floor.c $(pkg-config --cflags --libs gtk4)
 *   (the libraries after the source: Debian's linker drops libraries nothing needs yet)
 *   floor [FOLDER]        one window per FOLDER; Ctrl+N opens another, Ctrl+W closes one
 *
 * Enter on a folder lists it in place of its parent, Alt+Left lists the parent again: what a
 * C developer would write to browse with one GtkDirectoryList, no levels kept.
 *
 * The sidebar header's subtitle counts the listed files ("100000 items"), so a measurer can
 * tell through AT-SPI when the whole folder is listed.
 */
#include <gtk/gtk.h>

#ifndef DEFAULT_FOLDER
#define DEFAULT_FOLDER "/work/main/data/library"
#endif

/* Below this width only the list shows, as in Sheaf's narrow layout. */
#define COLLAPSE_WIDTH 600
#define DEFAULT_WIDTH 1100
#define DEFAULT_HEIGHT 700

/* Asking for standard::icon would make GIO's local backend sniff every file's contents to
 * pick the icon; the fast content type comes from the name alone, and the icon from it. */
#define LISTING_ATTRIBUTES                                                                   \
  G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME                  \
  "," G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_IS_HIDDEN                 \
  "," G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_FAST_CONTENT_TYPE         \
  "," G_FILE_ATTRIBUTE_TIME_MODIFIED

#define FLOOR_TYPE_WINDOW (floor_window_get_type ())
G_DECLARE_FINAL_TYPE (FloorWindow, floor_window, FLOOR, WINDOW, GtkApplicationWindow)

struct _FloorWindow
{
  GtkApplicationWindow parent_instance;

  GFile *folder;
  GtkPaned *paned;
  GtkWidget *sidebar;
  GtkWidget *content;
  GtkHeaderBar *sidebar_header;
  GtkLabel *count;
  GListModel *files; /* the sorted model the list shows */
  GtkSingleSelection *selection;
};

G_DEFINE_FINAL_TYPE (FloorWindow, floor_window, GTK_TYPE_APPLICATION_WINDOW)

static GQuark sort_key_quark;

/* --- the model ---------------------------------------------------------------------- */

static gboolean
is_listed (gpointer item, gpointer user_data)
{
  GFileInfo *info = item;
  GFileType type = g_file_info_get_file_type (info);
  return (type == G_FILE_TYPE_REGULAR || type == G_FILE_TYPE_DIRECTORY)
         && !g_file_info_get_is_hidden (info);
}

/* Natural, case-folded order. The collation key is costly, and a sort compares each item
 * about log2(n) times, so each item keeps its key. */
static const char *
sort_key (GFileInfo *info)
{
  const char *key = g_object_get_qdata (G_OBJECT (info), sort_key_quark);
  if (key == NULL)
    {
      g_autofree char *folded = g_utf8_casefold (g_file_info_get_display_name (info), -1);
      char *made = g_utf8_collate_key_for_filename (folded, -1);
      g_object_set_qdata_full (G_OBJECT (info), sort_key_quark, made, g_free);
      key = made;
    }
  return key;
}

static int
compare_names (gconstpointer a, gconstpointer b, gpointer user_data)
{
  return strcmp (sort_key (G_FILE_INFO ((gpointer) a)), sort_key (G_FILE_INFO ((gpointer) b)));
}

static GListModel *
folder_model (GFile *folder)
{
  GtkDirectoryList *listing = gtk_directory_list_new (LISTING_ATTRIBUTES, folder);
  GtkFilterListModel *filtered = gtk_filter_list_model_new (
      G_LIST_MODEL (listing), GTK_FILTER (gtk_custom_filter_new (is_listed, NULL, NULL)));
  GtkSortListModel *sorted = gtk_sort_list_model_new (
      G_LIST_MODEL (filtered), GTK_SORTER (gtk_custom_sorter_new (compare_names, NULL, NULL)));
  return G_LIST_MODEL (sorted);
}

/* --- rows --------------------------------------------------------------------------- */

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), gtk_image_new ());
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GFileInfo *info = gtk_list_item_get_item (item);
  GtkWidget *image = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *label = gtk_widget_get_next_sibling (image);
  const char *type = g_file_info_get_attribute_string (
      info, G_FILE_ATTRIBUTE_STANDARD_FAST_CONTENT_TYPE);
  g_autoptr (GIcon) icon = g_content_type_get_icon (type ? type : "application/octet-stream");
  gtk_image_set_from_gicon (GTK_IMAGE (image), icon);
  gtk_label_set_text (GTK_LABEL (label), g_file_info_get_display_name (info));
}

/* --- the window --------------------------------------------------------------------- */

static void
files_changed (GListModel *files, guint position, guint removed, guint added,
               FloorWindow *self)
{
  guint n = g_list_model_get_n_items (files);
  g_autofree char *text = g_strdup_printf (n == 1 ? "%u item" : "%u items", n);
  gtk_label_set_text (self->count, text);
}

/* Switches between list-only and side-by-side. It runs on notify::default-width, which GTK
 * emits while it computes the new toplevel size, before layout: the switch lands in the same
 * frame as the resize, with no frame painted in the old layout and no second layout pass
 * (checking the width in size_allocate would have to defer the switch to the next frame). */
static void
update_layout (FloorWindow *self)
{
  int width, height;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  gboolean collapsed = width < COLLAPSE_WIDTH;
  if (gtk_widget_get_visible (self->content) == collapsed)
    {
      gtk_widget_set_visible (self->content, !collapsed);
      /* Only the pane at the window's edge carries the window controls. */
      gtk_header_bar_set_show_title_buttons (self->sidebar_header, collapsed);
    }
  if (!collapsed)
    gtk_paned_set_position (self->paned, CLAMP (width * 3 / 10, 200, 400));
}

static void
default_width_changed (GObject *window, GParamSpec *pspec, gpointer user_data)
{
  update_layout (FLOOR_WINDOW (window));
}

static GMenuModel *
primary_menu (void)
{
  GMenu *menu = g_menu_new ();
  g_menu_append (menu, "_New Window", "app.new-window");
  g_menu_append (menu, "_Close Window", "win.close");
  return G_MENU_MODEL (menu);
}

static GtkWidget *
menu_button (GMenuModel *menu)
{
  GtkWidget *button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "open-menu-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), menu);
  gtk_widget_set_tooltip_text (button, "Main Menu");
  return button;
}

static GtkWidget *
title_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 5);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* Lists `folder` in place of the folder shown. */
static void
show_folder (FloorWindow *self, GFile *folder)
{
  g_set_object (&self->folder, folder);
  g_clear_object (&self->files);
  self->files = folder_model (folder);
  g_signal_connect_object (self->files, "items-changed", G_CALLBACK (files_changed), self, 0);
  files_changed (self->files, 0, 0, 0, self);
  gtk_single_selection_set_model (self->selection, self->files);
}

static void
row_activated (GtkListView *list, guint position, FloorWindow *self)
{
  g_autoptr (GFileInfo) info = g_list_model_get_item (self->files, position);
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_DIRECTORY)
    return;
  g_autoptr (GFile) child = g_file_get_child (self->folder, g_file_info_get_name (info));
  show_folder (self, child);
}

static void
back_activated (GSimpleAction *action, GVariant *parameter, gpointer window)
{
  FloorWindow *self = FLOOR_WINDOW (window);
  g_autoptr (GFile) parent = g_file_get_parent (self->folder);
  if (parent != NULL)
    show_folder (self, parent);
}

static GtkWidget *
build_sidebar (FloorWindow *self, GMenuModel *menu)
{
  GtkWidget *titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (titles, GTK_ALIGN_CENTER);
  g_autofree char *name = g_file_get_basename (self->folder);
  gtk_box_append (GTK_BOX (titles), title_label (name, "title"));
  self->count = GTK_LABEL (title_label ("", "subtitle"));
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (self->count));

  self->sidebar_header = GTK_HEADER_BAR (gtk_header_bar_new ());
  gtk_header_bar_set_title_widget (self->sidebar_header, titles);
  gtk_header_bar_pack_end (self->sidebar_header, menu_button (menu));

  self->files = folder_model (self->folder);
  g_signal_connect_object (self->files, "items-changed", G_CALLBACK (files_changed), self, 0);
  files_changed (self->files, 0, 0, 0, self);
  GtkSingleSelection *selection = gtk_single_selection_new (g_object_ref (self->files));
  gtk_single_selection_set_autoselect (selection, FALSE);
  gtk_single_selection_set_can_unselect (selection, TRUE);
  self->selection = selection;
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory);
  gtk_widget_add_css_class (list, "navigation-sidebar");
  g_signal_connect (list, "activate", G_CALLBACK (row_activated), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, "Files",
                                  -1);

  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_widget_set_vexpand (scroller, TRUE);

  GtkWidget *sidebar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_size_request (sidebar, 200, -1);
  gtk_box_append (GTK_BOX (sidebar), GTK_WIDGET (self->sidebar_header));
  gtk_box_append (GTK_BOX (sidebar), scroller);
  return sidebar;
}

static GtkWidget *
build_content (FloorWindow *self, GMenuModel *menu)
{
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *toggle = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (toggle), "sidebar-show-symbolic");
  gtk_widget_set_tooltip_text (toggle, "Toggle Sidebar");
  g_object_bind_property (toggle, "active", self->sidebar, "visible",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), toggle);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), title_label ("", "title"));
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), menu_button (menu));

  GtkWidget *text = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (text), FALSE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (text), FALSE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (text), 18);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (text), 18);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (text), 12);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (text), 12);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), text);
  gtk_widget_set_vexpand (scroller, TRUE);

  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), scroller);
  return content;
}

static void
close_activated (GSimpleAction *action, GVariant *parameter, gpointer window)
{
  gtk_window_close (GTK_WINDOW (window));
}

static void
floor_window_init (FloorWindow *self)
{
}

static void
floor_window_dispose (GObject *object)
{
  FloorWindow *self = FLOOR_WINDOW (object);
  g_clear_object (&self->files);
  g_clear_object (&self->folder);
  G_OBJECT_CLASS (floor_window_parent_class)->dispose (object);
}

static void
floor_window_class_init (FloorWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = floor_window_dispose;
  sort_key_quark = g_quark_from_static_string ("floor-sort-key");
}

static FloorWindow *
floor_window_new (GtkApplication *app, GFile *folder)
{
  FloorWindow *self = g_object_new (FLOOR_TYPE_WINDOW, "application", app, "title", "Floor",
                                    "default-width", DEFAULT_WIDTH, "default-height",
                                    DEFAULT_HEIGHT, NULL);
  self->folder = g_object_ref (folder);

  /* An invisible titlebar keeps client-side decorations without a window-wide header bar,
   * so each pane carries its own. */
  GtkWidget *titlebar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_visible (titlebar, FALSE);
  gtk_window_set_titlebar (GTK_WINDOW (self), titlebar);

  g_autoptr (GMenuModel) menu = primary_menu ();
  self->sidebar = build_sidebar (self, menu);
  self->content = build_content (self, menu);
  self->paned = GTK_PANED (gtk_paned_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_paned_set_start_child (self->paned, self->sidebar);
  gtk_paned_set_end_child (self->paned, self->content);
  gtk_paned_set_resize_start_child (self->paned, FALSE);
  gtk_paned_set_shrink_start_child (self->paned, FALSE);
  gtk_paned_set_shrink_end_child (self->paned, FALSE);
  gtk_window_set_child (GTK_WINDOW (self), GTK_WIDGET (self->paned));

  GSimpleAction *close = g_simple_action_new ("close", NULL);
  g_signal_connect (close, "activate", G_CALLBACK (close_activated), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (close));
  g_object_unref (close);
  GSimpleAction *back = g_simple_action_new ("back", NULL);
  g_signal_connect (back, "activate", G_CALLBACK (back_activated), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (back));
  g_object_unref (back);

  gtk_header_bar_set_show_title_buttons (self->sidebar_header, FALSE);
  update_layout (self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_width_changed), NULL);
  return self;
}

/* --- the application ---------------------------------------------------------------- */

static void
open_window (GtkApplication *app, GFile *folder)
{
  gtk_window_present (GTK_WINDOW (floor_window_new (app, folder)));
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

/* A new window shows the folder of the window the user is in. */
static void
new_window_activated (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (FLOOR_IS_WINDOW (active))
    open_window (GTK_APPLICATION (app), FLOOR_WINDOW (active)->folder);
  else
    activate (G_APPLICATION (app));
}

static void
startup (GApplication *app)
{
  static const GActionEntry actions[] = { { "new-window", new_window_activated } };
  g_action_map_add_action_entries (G_ACTION_MAP (app), actions, G_N_ELEMENTS (actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.new-window",
                                         (const char *[]){ "<Control>n", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.close",
                                         (const char *[]){ "<Control>w", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.back",
                                         (const char *[]){ "<Alt>Left", NULL });
}

int
main (int argc, char **argv)
{
  g_autoptr (GtkApplication) app = gtk_application_new (
      "io.github.sheafapp.SheafFloor", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "startup", G_CALLBACK (startup), NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  g_signal_connect (app, "open", G_CALLBACK (open_folders), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
