import CGtk

/// Application-wide CSS, added once to the default display.
@MainActor
public enum Style {
  private static var installed: Set<String> = []

  /// Loads `css` for the whole display; a second call with the same text does nothing.
  public static func install(_ css: String) {
    guard !installed.contains(css), let display = gdk_display_get_default() else { return }
    installed.insert(css)
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)
  }

  /// Lets the icon theme find icons in `folder` too (a `hicolor/...` tree).
  public static func addIconFolder(_ folder: String) {
    guard let display = gdk_display_get_default() else { return }
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder)
  }
}
