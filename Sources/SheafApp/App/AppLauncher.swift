import CGtk
import Gtk

/// Hands files and links to other applications, as the desktop's defaults say.
@MainActor
enum AppLauncher {
  /// The app the desktop opens this kind of file with, if any.
  static func defaultApp(for contentType: String) -> Object? {
    g_app_info_get_default_for_type(contentType, 0).map {
      Object(UnsafeMutableRawPointer($0), .adopt)
    }
  }

  /// The apps the desktop recommends for this kind of file, the default first.
  static func recommendedApps(for contentType: String) -> [Object] {
    var apps: [Object] = []
    var node = g_app_info_get_recommended_for_type(contentType)
    let list = node
    defer { g_list_free(list) }
    while let current = node {
      if let app = current.pointee.data { apps.append(Object(app, .adopt)) }
      node = current.pointee.next
    }
    return apps
  }

  /// The app among the recommended ones with this id ("org.gnome.TextEditor.desktop").
  static func app(withID id: String, for contentType: String) -> Object? {
    recommendedApps(for: contentType).first { self.id(of: $0) == id }
  }

  static func id(of app: Object) -> String {
    g_app_info_get_id(app.cast()).map { String(cString: $0) } ?? ""
  }

  /// An app's name as people know it ("Text Editor").
  static func name(of app: Object) -> String {
    g_app_info_get_display_name(app.cast()).map { String(cString: $0) } ?? ""
  }

  /// Opens `file` with `app`. Throws GIO's error when the app cannot be started.
  static func open(_ file: File, with app: Object) throws(GLibError) {
    let context = gdk_display_get_default().flatMap { gdk_display_get_app_launch_context($0) }
    defer { unref(context) }
    let files = g_list_append(nil, UnsafeMutableRawPointer(file.pointer))
    defer { g_list_free(files) }
    _ = try throwingGError {
      g_app_info_launch(app.cast(), files, context.map { gcast($0) }, $0)
    }
  }

  /// Opens a link (a web page, a mail address) the way the desktop does.
  static func show(uri: String, for window: Window) {
    gtk_show_uri(window.window, uri, guint32(GDK_CURRENT_TIME))
  }
}
