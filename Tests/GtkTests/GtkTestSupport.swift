import CGtk
import Gtk
import XCTest

/// Lets GTK finish pending work (disposal, idle handlers) before counting.
@MainActor
func drainMainLoop() {
  while MainLoop.iterate() {}
}
