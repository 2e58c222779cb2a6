import CGtk

/// A GtkApplicationWindow whose panes bring their own header bars.
@MainActor
public final class Window: Widget {
  /// The wrapped GtkWindow, for calling GTK functions.
  public var window: UnsafeMutablePointer<GtkWindow> { cast() }

  /// A window belonging to `application`, which keeps running while it is open.
  public convenience init(application: Application) {
    self.init(gtk_application_window_new(application.application))
  }

  /// A window outside any application, e.g. in widget tests.
  public convenience init() {
    self.init(gtk_window_new())
  }

  private init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
    super.init(pointer, .sink)
  }

  /// Puts `titlebar` where the window's title bar goes (client-side decorations).
  public func setTitlebar(_ titlebar: Widget?, visible: Bool = true) {
    titlebar?.isVisible = visible
    gtk_window_set_titlebar(window, titlebar?.widget)
  }

  /// The window's title, shown by the window manager and in the header bar.
  public var title: String {
    get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
    set { gtk_window_set_title(window, newValue) }
  }

  /// Sets the window's one child; nil empties it.
  public func setChild(_ child: Widget?) { gtk_window_set_child(window, child?.widget) }

  /// The size the window opens with; on a shown window, resizes it.
  public func setDefaultSize(width: Int32, height: Int32) {
    gtk_window_set_default_size(window, width, height)
  }

  /// Whether the window is maximized.
  public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
  /// Asks the window manager to maximize the window.
  public func maximize() { gtk_window_maximize(window) }
  /// Whether focus rectangles are drawn; GTK turns it on at a key press.
  public var isFocusVisible: Bool {
    get { gtk_window_get_focus_visible(window) != 0 }
    set { gtk_window_set_focus_visible(window, newValue ? 1 : 0) }
  }
  /// Sets the window up for drawing (its surface and renderer) without showing it, so that
  /// `present` has less left to do.
  public func realize() { gtk_widget_realize(widget) }
  /// Shows the window and raises it to the user.
  public func present() { gtk_window_present(window) }

  /// Asks the window to close, as its close button does (close-request handlers run).
  public func close() { gtk_window_close(window) }

  /// The window's size as the user left it (GTK 4 keeps it current while resizing).
  public var defaultSize: (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(window, &width, &height)
    return (width, height)
  }

  /// Destroys the window; GTK drops its own reference and disposes the widget tree.
  public func destroy() { gtk_window_destroy(window) }

  /// The widget that has the keyboard focus, if any.
  public var focusWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }

  /// Installs a window action ("win.NAME").
  public func add(_ action: Action) { g_action_map_add_action(cast(), action.cast()) }

  /// Called before closing; return true to keep the window open.
  @discardableResult
  public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
    connect("close-request", handler: handler, trampoline: Trampolines.bool)
  }
}
