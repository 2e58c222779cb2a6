import CGtk
import Gtk
import XCTest

/// GTK, started once per process. GUI tests fail, never skip, without a display: a plain
/// `swift test` must not look green when it ran none of them (`make test` provides one).
@MainActor
func requireDisplay() throws {
  struct NoDisplay: Error, CustomStringConvertible {
    var description: String { "GTK cannot open a display; run the GUI tests with `make test`" }
  }
  guard displayStarted else { throw NoDisplay() }
}

@MainActor private let displayStarted = gtk_init_check() != 0

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
