import CGtk

/// What the About dialog says about an application.
public struct AboutInfo: Sendable {
  /// The application's name as people know it.
  public var name: String
  /// The version shown under the name.
  public var version: String
  /// The icon shown above the name, by icon name.
  public var iconName: String
  /// One sentence on what the application does.
  public var comments: String
  /// The project's web site.
  public var website: String
  /// The people credited as developers.
  public var developers: [String]
  /// The license, shown as a link to its text (`GTK_LICENSE_GPL_3_0`...).
  public var license: GtkLicense

  /// Everything the About dialog shows.
  public init(
    name: String, version: String, iconName: String, comments: String, website: String,
    developers: [String], license: GtkLicense
  ) {
    self.license = license
    self.name = name
    self.version = version
    self.iconName = iconName
    self.comments = comments
    self.website = website
    self.developers = developers
  }
}

/// Standard dialogs, each shown modal to a window.
@MainActor
public enum Dialogs {
  /// Shows a GtkAboutDialog; GTK destroys it when the user closes it.
  public static func showAbout(_ info: AboutInfo, for window: Window) {
    guard let dialog = gtk_about_dialog_new() else { return }
    let about = OpaquePointer(dialog)
    gtk_about_dialog_set_program_name(about, info.name)
    gtk_about_dialog_set_version(about, info.version)
    gtk_about_dialog_set_logo_icon_name(about, info.iconName)
    gtk_about_dialog_set_comments(about, info.comments)
    gtk_about_dialog_set_website(about, info.website)
    gtk_about_dialog_set_license_type(about, info.license)
    withConstCStringArray(info.developers) { gtk_about_dialog_set_authors(about, $0) }
    let aboutWindow: UnsafeMutablePointer<GtkWindow> = gcast(dialog)
    gtk_window_set_transient_for(aboutWindow, window.window)
    gtk_window_set_modal(aboutWindow, 1)
    gtk_window_set_hide_on_close(aboutWindow, 0)
    gtk_window_present(aboutWindow)
  }

  /// Asks for a folder with the platform's file chooser, opened beside `folder` (in its parent,
  /// with it selected, so that it or a sibling is one key away); `completion` gets the chosen
  /// folder, or nil when the user cancelled.
  public static func chooseFolder(
    title: String, accept: String, cancel: String, beside folder: File?, for window: Window,
    completion: @escaping @MainActor (File?) -> Void
  ) {
    guard
      let chooser = gtk_file_chooser_native_new(
        title, window.window, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept, cancel)
    else { return completion(nil) }
    let native = Object(UnsafeMutableRawPointer(chooser), .adopt)
    if let folder {
      // A folder that no longer exists just leaves the chooser where it would start anyway.
      gtk_file_chooser_set_file(chooser, folder.pointer, nil)
    }
    var connection: SignalConnection?
    let handler: Trampolines.IntHandler = { response in
      connection?.disconnect()
      var chosen: File?
      if response == GTK_RESPONSE_ACCEPT.rawValue,
        let file = gtk_file_chooser_get_file(chooser)
      {
        chosen = File(adopting: file)
      }
      // Keeping `native` alive until the answer comes: GtkFileChooserNative is not owned
      // by any window.
      _ = native
      completion(chosen)
    }
    connection = native.connect("response", handler: handler, trampoline: Trampolines.int)
    gtk_native_dialog_show(native.cast())
  }
}

extension Dialogs {
  /// Lets the user pick any app to open `file` with (GtkAppChooserDialog); `completion` gets
  /// the GAppInfo, or nil when the user cancelled.
  public static func chooseApp(
    for file: File, window: Window, completion: @escaping @MainActor (Object?) -> Void
  ) {
    guard
      let dialog = gtk_app_chooser_dialog_new(
        window.window, GTK_DIALOG_MODAL, file.pointer)
    else { return completion(nil) }
    let chooser = Widget(dialog, .borrow)
    var connection: SignalConnection?
    let handler: Trampolines.IntHandler = { response in
      connection?.disconnect()
      var app: Object?
      if response == GTK_RESPONSE_OK.rawValue,
        let info = gtk_app_chooser_get_app_info(OpaquePointer(dialog))
      {
        app = Object(UnsafeMutableRawPointer(info), .adopt)
      }
      gtk_window_destroy(gcast(dialog))
      _ = chooser
      completion(app)
    }
    connection = chooser.connect("response", handler: handler, trampoline: Trampolines.int)
    gtk_window_present(gcast(dialog))
  }
}
