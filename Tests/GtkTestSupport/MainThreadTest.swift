import Gtk

/// The opening every GUI test shares: XCTest runs tests on the main thread but outside the
/// main actor, and a test without a display must fail rather than skip, or a run with no
/// display would look green.
public func withGtk(_ body: @MainActor () throws -> Void) throws {
  try MainActor.assumeIsolated {
    try GtkRuntime.requireDisplay()
    try body()
  }
}

/// Lets GTK finish pending work (disposal, idle handlers) before counting or looking.
@MainActor
public func drainMainLoop() {
  while MainLoop.iterate() {}
}

/// Runs `body` in its own scope so the wrappers it creates are released at its end, before a
/// test counts what is left.
@MainActor
public func inOwnScope(_ body: () throws -> Void) rethrows {
  try body()
}

/// Runs `body` with `child` scrolled in a window of its own, `width` by `height`, on screen;
/// the window is destroyed afterwards.
@MainActor
public func inScrolledWindow(
  _ child: Widget, width: Int32, height: Int32, _ body: () throws -> Void
) rethrows {
  let window = Window()
  window.setChild(ScrolledWindow(child: child))
  window.setDefaultSize(width: width, height: height)
  window.present()
  defer {
    window.destroy()
    drainMainLoop()
  }
  try body()
}
