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

/// Counts how many of the objects it watches have been finalized, through GObject weak
/// references: the proof, in a lifetime test, that nothing kept them alive.
@MainActor
public final class FinalizationWatch {
  /// How many objects the watch follows.
  public private(set) var watched = 0
  private let box = CounterBox()

  /// A watch following nothing yet.
  public init() {}

  /// How many watched objects are gone.
  public var finalized: Int { box.count }

  /// Follows `object` until it is finalized.
  public func watch(_ object: Object) {
    watched += 1
    g_object_weak_ref(object.object, countFinalization, Unmanaged.passUnretained(box).toOpaque())
  }

  /// Whether every watched object is gone. The watch must outlive its objects.
  public var allFinalized: Bool { finalized == watched }
}

/// Shared with the weak-reference callback; only touched on the main thread, where GTK
/// finalizes widgets.
private final class CounterBox: @unchecked Sendable {
  var count = 0
}

private let countFinalization: GWeakNotify = { data, _ in
  guard let data else { return }
  Unmanaged<CounterBox>.fromOpaque(data).takeUnretainedValue().count += 1
}
