import CGtk
import Gtk
import XCTest

/// Starts GTK once per process; tests need the virtual display from `scripts/with-desktop`.
@MainActor
enum GtkTestEnvironment {
  static let started: Bool = gtk_init_check() != 0
}

/// Counts GObject finalizations through weak references.
@MainActor
final class FinalizationCounter {
  private(set) var watched = 0
  private let box = CounterBox()

  var finalized: Int { box.count }

  func watch(_ object: Object) {
    watched += 1
    g_object_weak_ref(object.object, countFinalization, Unmanaged.passUnretained(box).toOpaque())
  }
}

final class CounterBox: @unchecked Sendable {
  var count = 0
}

private let countFinalization: GWeakNotify = { data, _ in
  guard let data else { return }
  Unmanaged<CounterBox>.fromOpaque(data).takeUnretainedValue().count += 1
}

/// Lets GTK finish pending work (disposal, idle handlers) before counting.
@MainActor
func drainMainLoop() {
  while MainLoop.iterate() {}
}
