import CGtk

extension Widget {
  /// Calls `handler` after each frame the widget's window paints, until the connection is
  /// disconnected. Nil while the widget has no frame clock (before its window is realized).
  /// Unlike a tick callback, it asks for no frames of its own.
  public func onFramePainted(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
    guard let clock = gtk_widget_get_frame_clock(widget) else { return nil }
    return Object(UnsafeMutableRawPointer(clock), .borrow).on("after-paint", handler)
  }
}
