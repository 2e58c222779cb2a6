import CGtk

/// A per-frame callback on a widget's frame clock; for animations, which end on their own.
@MainActor
public final class TickCallback {
  private let owner: Widget
  private var id: guint = 0

  init(owner: Widget, id: guint) {
    self.owner = owner
    self.id = id
  }

  /// Whether the callback will run again.
  public var isActive: Bool { id != 0 }

  /// Stops the callback before its next frame.
  public func remove() {
    guard id != 0 else { return }
    gtk_widget_remove_tick_callback(owner.widget, id)
    id = 0
  }

  fileprivate func ended() { id = 0 }
}

extension Widget {
  /// Calls `handler` with the frame time in microseconds before every frame, for as long as it
  /// returns true. The frame clock runs only while a callback exists, so an idle widget costs
  /// nothing.
  @discardableResult
  public func addTickCallback(_ handler: @escaping @MainActor (Int64) -> Bool) -> TickCallback {
    let box = TickBox(handler)
    let id = gtk_widget_add_tick_callback(
      widget, tick, Unmanaged.passRetained(box).toOpaque(), releaseTickBox)
    let callback = TickCallback(owner: self, id: id)
    box.callback = callback
    return callback
  }
}

private final class TickBox: @unchecked Sendable {
  // Only touched on the main thread, where GTK runs tick callbacks.
  let handler: @MainActor (Int64) -> Bool
  weak var callback: TickCallback?

  init(_ handler: @escaping @MainActor (Int64) -> Bool) { self.handler = handler }
}

private let tick: GtkTickCallback = { _, clock, data in
  guard let data else { return 0 }
  let box = Unmanaged<TickBox>.fromOpaque(data).takeUnretainedValue()
  let time = Int64(gdk_frame_clock_get_frame_time(clock))
  return MainActor.assumeIsolated {
    let goOn = box.handler(time)
    if !goOn { box.callback?.ended() }
    return goOn ? 1 : 0
  }
}

private let releaseTickBox: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<TickBox>.fromOpaque(data).release()
}
