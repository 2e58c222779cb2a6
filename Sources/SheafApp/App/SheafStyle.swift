import Gtk

/// Sheaf's few styles beyond the theme's.
enum SheafStyle {
  @MainActor
  static func install() {
    Style.addIconFolder(DataPaths.icons)
    // Each window has a GL context of its own, and on Mesa's software renderer each context
    // compiles its own copy of every shader it draws with: each kind of drawing a window
    // uses costs it a few hundred KB. So dim text takes a dimmer colour rather than partial
    // opacity (an offscreen pass), header buttons are flat in a focused window too (GTK
    // 4.8's theme raises them there, flat or not), and a checked header button (the sidebar toggle) a plain
    // tint rather than the theme's gradient, shadow and border.
    // GTK 4.8 draws no focus ring around a text view; a keyboard user must see where the
    // focus went when it leaves the list.
    // Without a compositor the theme frames a window with three inset shadows, and GTK
    // 4.8's GL renderer draws each as a pass over the whole window, in every frame: on a
    // software rasterizer three quarters of a frame's cost. A plain border frames it instead.
    // A list row's selection fades in over 150 ms, which takes five frames more for every
    // move of the selection; it changes at once here, as the keys that move it come faster.
    Style.install(
      """
      .dim-label { opacity: 1; color: alpha(currentColor, 0.55); }
      headerbar button.flat:not(:hover):not(:active):not(:checked) {
        background: none;
        box-shadow: none;
        border-color: transparent;
      }
      headerbar button.flat:checked {
        background: alpha(currentColor, 0.1);
        box-shadow: none;
        border-color: transparent;
      }
      listview.pdf-pages, listview.pdf-pages > row, listview.pdf-pages > row:selected {
        background: none;
      }
      listview.pdf-pages > row { padding: 12px; }
      picture.pdf-page {
        background: white;
        box-shadow: 0 1px 3px alpha(black, 0.35);
      }
      scrolledwindow.markdown-code, textview.markdown-code > text {
        background: alpha(currentColor, 0.04);
      }
      scrolledwindow.markdown-code { border-radius: 6px; margin: 6px 0; }
      grid.markdown-table {
        border: 1px solid alpha(currentColor, 0.15);
        border-radius: 6px;
        margin: 6px 0;
      }
      grid.markdown-table > label { padding: 6px 10px; }
      grid.markdown-table > label.heading {
        font-weight: bold;
        border-bottom: 1px solid alpha(currentColor, 0.15);
      }
      grid.markdown-table > label.even { background: alpha(currentColor, 0.04); }
      window.solid-csd { box-shadow: none; }
      listview > row { transition: none; }
      textview.preview:focus-visible {
        outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
        outline-offset: -2px;
      }
      """)
  }
}
