import CGtk

/// The display's GtkSettings that the widgets read or, in tests, change.
@MainActor
public enum Settings {
  /// `gtk-enable-animations`: slides run only when it is on.
  public static var animationsEnabled: Bool {
    get { cgtk_settings_animations_enabled() != 0 }
    set { cgtk_settings_set_animations_enabled(newValue ? 1 : 0) }
  }

  /// `gtk-application-prefer-dark-theme`: the theme's dark variant for the whole app.
  public static var prefersDarkTheme: Bool {
    get { cgtk_settings_get_boolean("gtk-application-prefer-dark-theme") != 0 }
    set { cgtk_settings_set_boolean("gtk-application-prefer-dark-theme", newValue ? 1 : 0) }
  }

  /// `gtk-overlay-scrolling`: scrollbars drawn over the content only while scrolling; off
  /// when the user asks for scrollbars always shown.
  public static var overlayScrolling: Bool {
    get { cgtk_settings_get_boolean("gtk-overlay-scrolling") != 0 }
    set { cgtk_settings_set_boolean("gtk-overlay-scrolling", newValue ? 1 : 0) }
  }

  /// How much larger than usual the user wants text (1 is the usual size), from the font
  /// resolution GTK is given (`gtk-xft-dpi`, 96 dpi × 1024 being the usual).
  public static var textScale: Double {
    let dpi = cgtk_settings_get_int("gtk-xft-dpi")
    return dpi > 0 ? Double(dpi) / (96 * 1024) : 1
  }

  /// Calls `handler` whenever the GtkSettings property `name` changes.
  @discardableResult
  public static func onChange(_ name: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalConnection?
  {
    guard let settings = gtk_settings_get_default() else { return nil }
    return Object(UnsafeMutableRawPointer(settings), .borrow).onNotify(name, handler)
  }

  /// `gtk-decoration-layout`: which window controls go at which end, e.g. "icon:close".
  public static var decorationLayout: String? {
    takeString(cgtk_settings_decoration_layout())
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
