import CGtk

/// A GtkEventController attached to a widget with `Widget.addController`.
@MainActor
public class EventController: Object {
  /// Whether the controller sees events before the widget's children (capture) or after.
  public var phase: GtkPropagationPhase {
    get { gtk_event_controller_get_propagation_phase(cast()) }
    set { gtk_event_controller_set_propagation_phase(cast(), newValue) }
  }
}

/// A GtkGestureClick: presses of one mouse button (0 for any).
@MainActor
public final class ClickGesture: EventController {
  public init(button: UInt32 = 1) {
    super.init(UnsafeMutableRawPointer(gtk_gesture_click_new()), .adopt)
    gtk_gesture_single_set_button(cast(), button)
  }

  /// The button of the press being handled.
  public var currentButton: UInt32 { gtk_gesture_single_get_current_button(cast()) }

  @discardableResult
  public func onPressed(_ handler: @escaping @MainActor (Int32, Double, Double) -> Void)
    -> SignalConnection
  {
    connect("pressed", handler: handler, trampoline: Trampolines.press)
  }

  @discardableResult
  public func onReleased(_ handler: @escaping @MainActor (Int32, Double, Double) -> Void)
    -> SignalConnection
  {
    connect("released", handler: handler, trampoline: Trampolines.press)
  }
}

/// A GtkEventControllerKey: key presses, with a chance to consume them.
@MainActor
public final class KeyController: EventController {
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_event_controller_key_new()), .adopt)
  }

  /// `handler` returns true when it consumed the key.
  @discardableResult
  public func onKeyPressed(_ handler: @escaping @MainActor (UInt32, GdkModifierType) -> Bool)
    -> SignalConnection
  {
    connect("key-pressed", handler: handler, trampoline: Trampolines.key)
  }
}
