import CGtk

/// A GtkApplication: the single-instance owner of the main loop and the windows.
@MainActor
public final class Application: Object {
  /// The wrapped GtkApplication, for calling GTK functions.
  public var application: UnsafeMutablePointer<GtkApplication> { cast() }

  /// An application with the reverse-DNS `id` (one instance per id and session: a second
  /// launch hands its files or activation to the first).
  public init(id: String, flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS) {
    guard let app = gtk_application_new(id, flags) else {
      fatalError("gtk_application_new refused the application id \(id)")
    }
    super.init(app, .adopt)
  }

  /// Called when the application is launched without files (or activated again): show a window.
  public func onActivate(_ handler: @escaping @MainActor () -> Void) {
    on("activate", handler)
  }

  /// Called once in the primary instance, before any activate or open.
  public func onStartup(_ handler: @escaping @MainActor () -> Void) {
    on("startup", handler)
  }

  /// Keeps the application running with no window (while it finishes something).
  public func hold() { g_application_hold(cast()) }

  /// Ends one `hold()`.
  public func release() { g_application_release(cast()) }

  /// Called with the files given on the command line (needs `G_APPLICATION_HANDLES_OPEN`).
  public func onOpen(_ handler: @escaping @MainActor ([File]) -> Void) {
    _ = connect("open", handler: handler, trampoline: openTrampoline)
  }

  /// Declares a command-line option GApplication parses (and lists in `--help`).
  public func addOption(_ name: String, short: Character? = nil, description: String) {
    optionNames.append(name)
    let shortName = short.flatMap { $0.asciiValue }.map { CChar(bitPattern: $0) } ?? 0
    g_application_add_main_option(
      cast(), name, shortName, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, description, nil)
  }

  /// Called with the parsed options before anything else. Return an exit status to stop
  /// there (e.g. after `--version`), or -1 to go on.
  public func onHandleLocalOptions(_ handler: @escaping @MainActor (Set<String>) -> Int32) {
    let names = optionNames
    let wrapped: OptionsHandler = { options in
      guard let options else { return -1 }
      return handler(Set(names.filter { g_variant_dict_contains(options, $0) != 0 }))
    }
    _ = connect("handle-local-options", handler: wrapped, trampoline: localOptionsTrampoline)
  }

  typealias OptionsHandler = @MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32
  private var optionNames: [String] = []

  /// What `--help` shows: the arguments after the options ("[FOLDER…]") and a summary.
  public func describeCommandLine(arguments: String, summary: String) {
    g_application_set_option_context_parameter_string(cast(), arguments)
    g_application_set_option_context_summary(cast(), summary)
  }

  /// Runs the main loop with the process's own arguments, byte for byte; returns the exit
  /// status. `CommandLine.arguments` would not do: it repairs each argument into valid UTF-8,
  /// so a path whose name is not UTF-8 would reach GIO as another path.
  public func run() -> Int32 {
    g_application_run(cast(), CommandLine.argc, CommandLine.unsafeArgv)
  }

  /// Runs the main loop with `arguments` in place of the process's (the first is the program);
  /// returns the exit status.
  public func run(arguments: [String]) -> Int32 {
    withCStringArray(arguments) { argv in
      g_application_run(cast(), Int32(arguments.count), argv)
    }
  }

  /// Adds to the flags the application was made with; only before `run()`.
  public func addFlags(_ flags: GApplicationFlags) {
    g_application_set_flags(
      cast(), GApplicationFlags(g_application_get_flags(cast()).rawValue | flags.rawValue))
  }

  /// Whether another process holds this application's id on the session bus but does not
  /// answer within `milliseconds` (it is stopped, or hung). Call before `run()`: registering
  /// asks that process for its actions and waits 25 s for the answer, then gives up with
  /// "Timeout was reached". This asks the same question with a short timeout. Blocks for at
  /// most twice `milliseconds`; false when there is no session bus or no other instance.
  public func otherInstanceIsUnresponsive(milliseconds: Int32) -> Bool {
    guard let id = g_application_get_application_id(cast()).map({ String(cString: $0) }),
      let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
    else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
    var name: [OpaquePointer?] = [g_variant_new_string(id)]
    let arguments = name.withUnsafeMutableBufferPointer {
      g_variant_new_tuple($0.baseAddress, gsize($0.count))
    }
    // The bus itself answers this one; the call takes the floating arguments.
    let owned = g_dbus_connection_call_sync(
      bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
      "NameHasOwner", arguments, nil, G_DBUS_CALL_FLAGS_NONE, milliseconds, nil, nil)
    guard let owned else { return false }
    defer { g_variant_unref(owned) }
    guard let answer = g_variant_get_child_value(owned, 0) else { return false }
    defer { g_variant_unref(answer) }
    guard g_variant_get_boolean(answer) != 0 else { return false }
    // GApplication's object path: the id with "." as "/" and "-" as "_".
    let path = "/" + id.map { $0 == "." ? "/" : $0 == "-" ? "_" : String($0) }.joined()
    var error: UnsafeMutablePointer<GError>?
    let reply = g_dbus_connection_call_sync(
      bus, id, path, "org.gtk.Actions", "DescribeAll", nil, nil, G_DBUS_CALL_FLAGS_NONE,
      milliseconds, nil, &error)
    if let reply { g_variant_unref(reply) }
    guard let error else { return false }
    defer { g_error_free(error) }
    return g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_TIMED_OUT.rawValue)) != 0
  }

  /// Ends the main loop: `run()` returns at once, whatever still holds the application.
  public func quit() { g_application_quit(cast()) }

  /// Closes every window of the application, as their close buttons would: with no window
  /// left, the application ends once nothing holds it (a file still being written, say).
  public func closeAllWindows() {
    // Closing a window takes it out of the list: copy the list first.
    var windows: [UnsafeMutablePointer<GtkWindow>] = []
    var node = gtk_application_get_windows(application)
    while let current = node {
      if let window = current.pointee.data {
        windows.append(window.assumingMemoryBound(to: GtkWindow.self))
      }
      node = current.pointee.next
    }
    for window in windows { gtk_window_close(window) }
  }

  /// Installs an application-wide action ("app.NAME").
  public func add(_ action: Action) { g_action_map_add_action(cast(), action.cast()) }

  /// Sets the keyboard shortcuts for a detailed action name ("win.toggle-sidebar").
  public func setAccelerators(_ accelerators: [String], for action: String) {
    withConstCStringArray(accelerators) {
      gtk_application_set_accels_for_action(application, action, $0)
    }
  }

  /// The window the user last worked in.
  public var activeWindow: UnsafeMutablePointer<GtkWindow>? {
    gtk_application_get_active_window(application)
  }

}

private let openTrampoline:
  @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, gpointer?, gpointer?) ->
    Void = { _, files, count, _, data in
      guard let handler = SignalBox<@MainActor ([File]) -> Void>.from(data), let files else {
        return
      }
      let opened = (0..<Int(count)).compactMap { index in
        files[index].map { File(borrowing: $0) }
      }
      MainActor.assumeIsolated { handler(opened) }
    }

/// Hands the options dictionary to the handler.
private let localOptionsTrampoline:
  @convention(c) (gpointer?, UnsafeMutablePointer<GVariantDict>?, gpointer?) -> gint = {
    _, options, data in
    guard let handler = SignalBox<Application.OptionsHandler>.from(data), let options else {
      return -1
    }
    let address = UInt(bitPattern: options)
    return MainActor.assumeIsolated {
      handler(UnsafeMutablePointer<GVariantDict>(bitPattern: address))
    }
  }
