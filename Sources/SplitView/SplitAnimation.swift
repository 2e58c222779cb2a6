import Gtk

/// A value sliding between 0 and 1 over a fixed time, driven by the widget's frame clock while
/// it moves and by nothing once it stops (no timer is left running).
@MainActor
final class SplitAnimation {
  private(set) var value: Double
  private var target: Double
  private var start = (value: 0.0, time: Int64(0))
  private var tick: TickCallback?
  /// Called after every step, and once more when the value reaches its target.
  var onStep: (() -> Void)?

  /// How long a full slide takes, as GtkStack's and GtkRevealer's transitions do.
  static let duration: Int64 = 200_000  // microseconds

  init(_ value: Double) {
    self.value = value
    target = value
  }

  var isRunning: Bool { tick?.isActive ?? false }

  /// Moves to `newTarget`: at once, or sliding on `widget`'s frame clock.
  func move(to newTarget: Double, animated: Bool, on widget: Widget?) {
    target = newTarget
    guard animated, let widget, value != newTarget else {
      stop()
      value = newTarget
      return
    }
    start = (value, 0)
    guard !isRunning else { return }
    tick = widget.addTickCallback { [weak self] time in self?.step(at: time) ?? false }
  }

  /// Ends any slide where it is aiming.
  func stop() {
    tick?.remove()
    tick = nil
  }

  private func step(at time: Int64) -> Bool {
    if start.time == 0 { start.time = time }
    let t = min(1, Double(time - start.time) / Double(Self.duration))
    // Ease out (cubic): fast at first, settling gently, as GTK's own slides do.
    let eased = 1 - (1 - t) * (1 - t) * (1 - t)
    value = start.value + (target - start.value) * eased
    if t >= 1 { value = target }
    onStep?()
    if value == target { tick = nil }
    return value != target
  }
}
