import CGtk
@_spi(Testing) import Gtk

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

/// How many signal handler boxes are alive: a lifetime test's proof that no handler outlived
/// its object.
public var liveSignalHandlerCount: Int { signalHandlerBoxCount }

extension Object {
  /// The GObject reference count.
  public var referenceCount: UInt32 { object.pointee.ref_count }
}
