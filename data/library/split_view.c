/* split_view.c — the smallest useful list/detail window in plain GTK 4.
 *
 * A GtkPaned holds a sidebar of names on the start side and a label on the
 * end side; selecting a row shows its name in the detail.  It does not adapt
 * to the window's width — that is what Sheaf adds on top — but it shows the
 * building blocks.
 *
 * Build:  cc split_view.c -o split_view $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>

static const char *const items[] = {
    "Welcome", "Keyboard Shortcuts", "Chapter 2", "Chapter 10", NULL
};

static void
on_row_selected (GtkListBox *box, GtkListBoxRow *row, gpointer user_data)
{
  GtkLabel *detail = GTK_LABEL (user_data);
  (void) box;

  if (row == NULL)
    {
      gtk_label_set_text (detail, "No item selected");
      return;
    }
  gtk_label_set_text (detail, items[gtk_list_box_row_get_index (row)]);
}

static void
on_activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window, *paned, *scroller, *list, *detail;
  (void) user_data;

  window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "Split View");
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 600);

  list = gtk_list_box_new ();
  for (int i = 0; items[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (items[i]);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
    }

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_widget_set_size_request (scroller, 200, -1);

  detail = gtk_label_new ("No item selected");
  gtk_widget_add_css_class (detail, "title-1");
  g_signal_connect (list, "row-selected", G_CALLBACK (on_row_selected), detail);

  paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_paned_set_start_child (GTK_PANED (paned), scroller);
  gtk_paned_set_end_child (GTK_PANED (paned), detail);
  gtk_paned_set_resize_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_position (GTK_PANED (paned), 270);

  gtk_window_set_child (GTK_WINDOW (window), paned);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app;
  int status;

  app = gtk_application_new ("org.example.SplitView", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
