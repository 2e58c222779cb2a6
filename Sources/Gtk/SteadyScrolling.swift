import CGtk

extension ScrolledWindow {
  /// Shows a scrollable `child`, such as a text view, whose scrolling never moves the scroll
  /// bars while GTK draws them, and which moves at once rather than gliding when it scrolls
  /// itself (to the cursor, by a page).
  ///
  /// GtkTextView 4.8 may lay itself out again while it is drawn, and then sets its
  /// adjustments' bounds there; a scrolled window's scroll bars, drawn after it in the same
  /// frame, were then drawn unplaced (GTK warns "Trying to snapshot … without a current
  /// allocation"). It did so most often while a keyboard scroll glided, since an animating
  /// adjustment's bounds are left alone when the view is laid out. So the child scrolls
  /// adjustments of its own, which never animate, and the scroll bars' follow them between
  /// frames, never while a frame is made; a position set on the scroll bars (a drag, the
  /// wheel, a glide of their own) goes to the child at once.
  public func setSteadyChild(_ child: Widget) {
    setChild(child)
    let mirrors = attached(SteadyMirrors.self, key: SteadyMirrors.key) ?? makeMirrors()
    let scrollable = OpaquePointer(child.widget)
    for (mirror, setOwn) in [
      (mirrors.horizontal, gtk_scrollable_set_hadjustment),
      (mirrors.vertical, gtk_scrollable_set_vadjustment),
    ] {
      guard let mirror, let own = mirror.makeOwn() else { continue }
      // The child takes its own reference.
      setOwn(scrollable, own.cast())
    }
  }

  private func makeMirrors() -> SteadyMirrors {
    let scrolledWindow: OpaquePointer = cast()
    let mirrors = SteadyMirrors(
      horizontal: gtk_scrolled_window_get_hadjustment(scrolledWindow).map(AdjustmentMirror.init),
      vertical: gtk_scrolled_window_get_vadjustment(scrolledWindow).map(AdjustmentMirror.init))
    attach(mirrors, key: SteadyMirrors.key)
    return mirrors
  }
}

/// The two axes of one scrolled window.
@MainActor
private final class SteadyMirrors {
  static let key = "gtk-swift-steady-mirrors"
  let horizontal: AdjustmentMirror?
  let vertical: AdjustmentMirror?

  init(horizontal: AdjustmentMirror?, vertical: AdjustmentMirror?) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// Keeps a scroll bar's adjustment (shown) equal to the adjustment the child scrolls (own).
@MainActor
private final class AdjustmentMirror {
  private let shown: Object
  private var own: Object?
  private var ownChanges: [SignalConnection] = []
  private var pending: SourceID?
  /// Set while one side is copied to the other, so the copy is not copied back.
  private var copying = false

  init(_ shown: UnsafeMutablePointer<GtkAdjustment>) {
    self.shown = Object(UnsafeMutableRawPointer(shown), .borrow)
    self.shown.on("value-changed") { [weak self] in self?.shownMoved() }
  }

  /// A new adjustment for a new child, equal to the scroll bar's, followed from now on; the
  /// previous child's is let go.
  func makeOwn() -> Object? {
    for connection in ownChanges { connection.disconnect() }
    pending?.cancel()
    pending = nil
    let shown: UnsafeMutablePointer<GtkAdjustment> = shown.cast()
    guard
      let made = gtk_adjustment_new(
        gtk_adjustment_get_value(shown), gtk_adjustment_get_lower(shown),
        gtk_adjustment_get_upper(shown), gtk_adjustment_get_step_increment(shown),
        gtk_adjustment_get_page_increment(shown), gtk_adjustment_get_page_size(shown))
    else { return nil }
    let own = Object(UnsafeMutableRawPointer(made), .sink)
    self.own = own
    ownChanges = ["changed", "value-changed"].map { signal in
      own.on(signal) { [weak self] in self?.ownChanged() }
    }
    return own
  }

  /// The child scrolled or was laid out, maybe while a frame is being made: the scroll bar
  /// follows once the main loop is back, before the next frame.
  private func ownChanged() {
    guard !copying, pending == nil else { return }
    pending = MainLoop.idle(priority: G_PRIORITY_HIGH_IDLE + 15) { [weak self] in
      guard let self else { return }
      pending = nil
      copyToShown()
    }
  }

  private func copyToShown() {
    guard let own else { return }
    let from: UnsafeMutablePointer<GtkAdjustment> = own.cast()
    copying = true
    gtk_adjustment_configure(
      shown.cast(), gtk_adjustment_get_value(from), gtk_adjustment_get_lower(from),
      gtk_adjustment_get_upper(from), gtk_adjustment_get_step_increment(from),
      gtk_adjustment_get_page_increment(from), gtk_adjustment_get_page_size(from))
    copying = false
  }

  /// The scroll bar moved (dragged, the wheel): the child goes there at once.
  private func shownMoved() {
    guard !copying, let own else { return }
    let value = gtk_adjustment_get_value(shown.cast())
    guard value != gtk_adjustment_get_value(own.cast()) else { return }
    copying = true
    gtk_adjustment_set_value(own.cast(), value)
    copying = false
  }
}
