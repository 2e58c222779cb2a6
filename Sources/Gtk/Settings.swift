import CGtk

/// The display's GtkSettings that Sheaf reads or, in tests, changes.
@MainActor
public enum Settings {
  /// `gtk-enable-animations`: GtkStack and GtkRevealer slide only when it is on.
  public static var animationsEnabled: Bool {
    get { sheaf_settings_animations_enabled() != 0 }
    set { sheaf_settings_set_animations_enabled(newValue ? 1 : 0) }
  }
}
