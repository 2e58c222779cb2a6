/* The C floor for a PDF's first page: a list of the folder beside a picture, in Sheaf's
 * window size and proportions. Selecting a PDF opens it and draws its first page with poppler
 * in a worker thread (GTask), at the picture's width, then shows it: the least a GTK program
 * can do to put a PDF's first page on screen without blocking its window.
 *
 *   cc -O2 -o floor-pdf bench/floor-pdf.c $(pkg-config --cflags --libs gtk4 poppler-glib)
 *   floor-pdf FOLDER
 */
#include <gtk/gtk.h>
#include <poppler.h>

typedef struct
{
  GFile *file;
  int width;
} Request;

static GtkPicture *picture;
static GCancellable *drawing;

static void
request_free (gpointer data)
{
  Request *request = data;
  g_object_unref (request->file);
  g_free (request);
}

static void
draw_first_page (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Request *request = data;
  GError *error = NULL;
  PopplerDocument *document = poppler_document_new_from_gfile (request->file, NULL,
                                                               cancellable, &error);
  if (document == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  PopplerPage *page = poppler_document_get_page (document, 0);
  double width, height;
  poppler_page_get_size (page, &width, &height);
  double scale = request->width / width;
  int pixels_w = request->width, pixels_h = (int) (height * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels_w, pixels_h);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  poppler_page_render (page, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  GBytes *bytes = g_bytes_new_with_free_func (
      cairo_image_surface_get_data (surface),
      (gsize) cairo_image_surface_get_stride (surface) * pixels_h,
      (GDestroyNotify) cairo_surface_destroy, surface);
  GdkTexture *texture = gdk_memory_texture_new (pixels_w, pixels_h, GDK_MEMORY_DEFAULT, bytes,
                                                cairo_image_surface_get_stride (surface));
  g_bytes_unref (bytes);
  g_object_unref (page);
  g_object_unref (document);
  g_task_return_pointer (task, texture, g_object_unref);
}

static void
page_drawn (GObject *source, GAsyncResult *result, gpointer data)
{
  GdkTexture *texture = g_task_propagate_pointer (G_TASK (result), NULL);
  if (texture == NULL)
    return;
  gtk_picture_set_paintable (picture, GDK_PAINTABLE (texture));
  g_object_unref (texture);
}

static void
selection_changed (GtkSingleSelection *selection, guint position, guint count, gpointer data)
{
  GFileInfo *info = gtk_single_selection_get_selected_item (selection);
  if (info == NULL || !g_str_has_suffix (g_file_info_get_name (info), ".pdf"))
    return;
  if (drawing != NULL)
    {
      g_cancellable_cancel (drawing);
      g_object_unref (drawing);
    }
  drawing = g_cancellable_new ();
  Request *request = g_new0 (Request, 1);
  request->file = g_object_ref (G_FILE (g_file_info_get_attribute_object (info, "standard::file")));
  request->width = MAX (100, gtk_widget_get_width (GTK_WIDGET (picture)) - 24);
  GTask *task = g_task_new (NULL, drawing, page_drawn, NULL);
  g_task_set_task_data (task, request, request_free);
  g_task_run_in_thread (task, draw_first_page);
  g_object_unref (task);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_widget_set_margin_start (label, 12);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GFileInfo *info = gtk_list_item_get_item (item);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      g_file_info_get_display_name (info));
}

static int
compare_names (gconstpointer a, gconstpointer b, gpointer data)
{
  return g_utf8_collate (g_file_info_get_display_name (G_FILE_INFO ((gpointer) a)),
                         g_file_info_get_display_name (G_FILE_INFO ((gpointer) b)));
}

static void
open_folder (GApplication *app, GFile **files, int n_files, const char *hint)
{
  GtkWidget *window = gtk_application_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  gtk_window_set_title (GTK_WINDOW (window), "Floor PDF");
  /* A header bar, as Sheaf has: the list starts below one. */
  gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());

  GtkDirectoryList *directory = gtk_directory_list_new ("standard::*", files[0]);
  GtkSorter *sorter = GTK_SORTER (gtk_custom_sorter_new (compare_names, NULL, NULL));
  GtkSortListModel *sorted = gtk_sort_list_model_new (G_LIST_MODEL (directory), sorter);
  GtkSingleSelection *selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_single_selection_set_autoselect (selection, FALSE);
  g_signal_connect (selection, "selection-changed", G_CALLBACK (selection_changed), NULL);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory);
  GtkWidget *list_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (list_scroller), list);
  gtk_widget_set_size_request (list_scroller, 330, -1);

  picture = GTK_PICTURE (gtk_picture_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (picture), TRUE);
  gtk_picture_set_can_shrink (picture, FALSE);
  gtk_widget_set_valign (GTK_WIDGET (picture), GTK_ALIGN_START);

  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_paned_set_start_child (GTK_PANED (paned), list_scroller);
  gtk_paned_set_end_child (GTK_PANED (paned), GTK_WIDGET (picture));
  gtk_paned_set_resize_start_child (GTK_PANED (paned), FALSE);
  gtk_window_set_child (GTK_WINDOW (window), paned);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("io.github.sheafapp.FloorPDF",
                                             G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "open", G_CALLBACK (open_folder), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
