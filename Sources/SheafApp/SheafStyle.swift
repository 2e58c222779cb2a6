import Gtk

/// Sheaf's few styles beyond the theme's.
enum SheafStyle {
  @MainActor
  static func install() {
    Style.addIconFolder(DataPaths.icons)
    // GTK 4.8 draws no focus ring around a text view; a keyboard user must see where the
    // focus went when it leaves the list.
    Style.install(
      """
      textview.preview:focus-visible {
        outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
        outline-offset: -2px;
      }
      """)
  }
}
