import CGtk

/// GTK, started once per process for code that runs without an application (tests, tools).
@MainActor
public enum GtkRuntime {
  /// Whether GTK could open a display.
  public static let isStarted: Bool = gtk_init_check() != 0

  /// Throws, with a sentence saying where a display comes from, when there is none: a GUI test
  /// must fail, never skip, without one, so that a run without a display cannot look green.
  public static func requireDisplay() throws {
    guard isStarted else { throw NoDisplay() }
  }

  private struct NoDisplay: Error, CustomStringConvertible {
    var description: String { "GTK cannot open a display; run the GUI tests with `make test`" }
  }
}
