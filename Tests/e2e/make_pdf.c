/* Writes a PDF with cairo, as a real application would: `make_pdf OUT PAGES`. Each page says
 * its number in large letters ("Page 2") above a black bar, so a test can read which page is
 * painted and see that it was drawn. */
#include <cairo-pdf.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: make_pdf OUT PAGES\n");
    return 2;
  }
  int pages = atoi(argv[2]);
  /* A4, in points. */
  cairo_surface_t *surface = cairo_pdf_surface_create(argv[1], 595, 842);
  cairo_t *cr = cairo_create(surface);
  for (int page = 1; page <= pages; page++) {
    char text[64];
    snprintf(text, sizeof text, "Page %d", page);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 28);
    cairo_move_to(cr, 60, 100);
    cairo_show_text(cr, text);
    cairo_rectangle(cr, 60, 140, 475, 40);
    cairo_fill(cr);
    cairo_show_page(cr);
  }
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  int failed = cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy(surface);
  return failed;
}
