import CGtk

/// The display's GtkSettings that the widgets read or, in tests, change.
@MainActor
public enum Settings {
  /// `gtk-enable-animations`: slides run only when it is on.
  public static var animationsEnabled: Bool {
    get { sheaf_settings_animations_enabled() != 0 }
    set { sheaf_settings_set_animations_enabled(newValue ? 1 : 0) }
  }

  /// `gtk-decoration-layout`: which window controls go at which end, e.g. "icon:close".
  public static var decorationLayout: String? {
    takeString(sheaf_settings_decoration_layout())
  }
}

/// Keyboard accelerators in GTK's syntax ("<Control>q", "F9").
public enum Accelerator {
  /// How GTK shows an accelerator to people ("Ctrl+Q"), in their language.
  public static func label(_ accelerator: String) -> String {
    var key: guint = 0
    var modifiers = GdkModifierType(rawValue: 0)
    guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0 else { return accelerator }
    return takeString(gtk_accelerator_get_label(key, modifiers)) ?? accelerator
  }
}
