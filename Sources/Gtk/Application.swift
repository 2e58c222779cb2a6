import CGtk

/// A GtkApplication: the single-instance owner of the main loop and the windows.
@MainActor
public final class Application: Object {
  public var application: UnsafeMutablePointer<GtkApplication> { cast() }

  public init(id: String, flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS) {
    guard let app = gtk_application_new(id, flags) else {
      fatalError("gtk_application_new refused the application id \(id)")
    }
    super.init(app, .adopt)
  }

  public func onActivate(_ handler: @escaping @MainActor () -> Void) {
    on("activate", handler)
  }

  /// Called with the paths given on the command line (needs `G_APPLICATION_HANDLES_OPEN`).
  public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) {
    _ = connect("open", handler: handler, trampoline: openTrampoline)
  }

  /// Runs the main loop with the process's arguments; returns the exit status.
  public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
    withCStringArray(arguments) { argv in
      g_application_run(cast(), Int32(arguments.count), argv)
    }
  }

  public func quit() { g_application_quit(cast()) }

  /// Installs an application-wide action ("app.NAME").
  public func add(_ action: Action) { g_action_map_add_action(cast(), action.cast()) }

  /// Sets the keyboard shortcuts for a detailed action name ("win.toggle-sidebar").
  public func setAccelerators(_ accelerators: [String], for action: String) {
    withConstCStringArray(accelerators) {
      gtk_application_set_accels_for_action(application, action, $0)
    }
  }

  public var windowCount: Int {
    Int(g_list_length(gtk_application_get_windows(application)))
  }
}

private let openTrampoline:
  @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, gpointer?, gpointer?) ->
    Void = { _, files, count, _, data in
      guard let handler = SignalBox<@MainActor ([String]) -> Void>.from(data), let files else {
        return
      }
      let paths = (0..<Int(count)).compactMap { index in
        files[index].flatMap { takeString(g_file_get_path($0)) }
      }
      MainActor.assumeIsolated { handler(paths) }
    }
