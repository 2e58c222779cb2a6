import CGtk
import Gtk

/// Follows the desktop's dark or light preference, live. Plain GTK 4.8 does not read it
/// (libadwaita does): it comes from the XDG Settings portal, or, without a portal, from
/// GNOME's own setting, and is applied as `gtk-application-prefer-dark-theme`.
@MainActor
final class Appearance {
  /// Called when the style switches, so views with their own colours follow.
  var onChange: [(Bool) -> Void] = []
  private(set) var isDark = false
  private var settings: Object?

  /// Starts listening on the app's session bus.
  func start(on application: Application) {
    // GTK_THEME overrides every setting GTK reads: a forced dark variant ("Adwaita:dark") draws
    // the widgets dark whatever the desktop prefers, so the text views' own colours follow it
    // and nothing else can change it.
    if let theme = getenv("GTK_THEME"), String(cString: theme).hasSuffix(":dark") {
      return set(dark: true)
    }
    guard let connection = DBus.connection(of: application) else { return useGSettings() }
    DBus.subscribe(
      on: connection, service: Self.portal, path: Self.portalPath,
      interface: Self.settingsInterface,
      signal: "SettingChanged", firstArgument: Self.namespace
    ) { [weak self] arguments in
      // (namespace, key, value)
      guard let key = Self.string(child: 1, of: arguments), key == Self.key,
        let value = g_variant_get_child_value(arguments, 2)
      else { return }
      defer { g_variant_unref(value) }
      self?.apply(portalValue: value)
    }
    DBus.call(
      on: connection, service: Self.portal, path: Self.portalPath,
      interface: Self.settingsInterface, method: "Read",
      arguments: [g_variant_new_string(Self.namespace), g_variant_new_string(Self.key)]
    ) { [weak self] result in
      switch result {
      case .success(let reply):
        guard let value = g_variant_get_child_value(reply, 0) else { return }
        defer { g_variant_unref(value) }
        self?.apply(portalValue: value)
      case .failure:
        // No portal (a bare X session, a test bus): GNOME's own setting, if it exists.
        self?.useGSettings()
      }
    }
  }

  /// The portal's `color-scheme`: 1 prefers dark, 2 prefers light, 0 has no preference.
  private func apply(portalValue: OpaquePointer) {
    var value = portalValue
    var owned: [OpaquePointer] = []
    defer {
      for variant in owned { g_variant_unref(variant) }
    }
    // Read() wraps the value in one variant more than SettingChanged does.
    while Self.type(of: value) == "v", let inner = g_variant_get_variant(value) {
      owned.append(inner)
      value = inner
    }
    guard Self.type(of: value) == "u" else { return }
    set(dark: g_variant_get_uint32(value) == 1)
  }

  private func useGSettings() {
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, Self.gnomeSchema, 1)
    else { return }
    defer { g_settings_schema_unref(schema) }
    guard g_settings_schema_has_key(schema, Self.key) != 0,
      let gsettings = g_settings_new(Self.gnomeSchema)
    else { return }
    let settings = Object(UnsafeMutableRawPointer(gsettings), .adopt)
    self.settings = settings
    settings.onIgnoringArgument("changed::\(Self.key)") { [weak self] in self?.readGSettings() }
    readGSettings()
  }

  private func readGSettings() {
    guard let settings else { return }
    let scheme = takeString(g_settings_get_string(settings.cast(), Self.key))
    set(dark: scheme == "prefer-dark")
  }

  private func set(dark: Bool) {
    guard dark != isDark || Settings.prefersDarkTheme != dark else { return }
    isDark = dark
    Settings.prefersDarkTheme = dark
    for handler in onChange { handler(dark) }
  }

  private static func type(of value: OpaquePointer) -> String {
    String(cString: g_variant_get_type_string(value))
  }

  private static func string(child index: Int, of tuple: OpaquePointer) -> String? {
    guard let child = g_variant_get_child_value(tuple, gsize(index)) else { return nil }
    defer { g_variant_unref(child) }
    return g_variant_get_string(child, nil).map { String(cString: $0) }
  }

  private static let portal = "org.freedesktop.portal.Desktop"
  private static let portalPath = "/org/freedesktop/portal/desktop"
  private static let settingsInterface = "org.freedesktop.portal.Settings"
  private static let namespace = "org.freedesktop.appearance"
  private static let key = "color-scheme"
  private static let gnomeSchema = "org.gnome.desktop.interface"
}
