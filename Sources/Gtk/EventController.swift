import CGtk

/// A GtkEventController attached to a widget with `Widget.addController`.
@MainActor
public class EventController: Object {
  /// Whether the controller sees events before the widget's children (capture) or after.
  public var phase: GtkPropagationPhase {
    get { gtk_event_controller_get_propagation_phase(cast()) }
    set { gtk_event_controller_set_propagation_phase(cast(), newValue) }
  }

  /// The modifier keys held during the event being handled (Ctrl during a scroll step).
  public var currentModifiers: GdkModifierType {
    gtk_event_controller_get_current_event_state(cast())
  }
}

/// A GtkGestureClick: presses of one mouse button (0 for any).
@MainActor
public final class ClickGesture: EventController {
  /// Presses of `button` (1 primary, 2 middle, 3 secondary, 8 back; 0 for any).
  public init(button: UInt32 = 1) {
    super.init(UnsafeMutableRawPointer(gtk_gesture_click_new()), .adopt)
    gtk_gesture_single_set_button(cast(), button)
  }

  /// Called with the press count (2 for a double click) and the position, on every press.
  @discardableResult
  public func onPressed(_ handler: @escaping @MainActor (Int32, Double, Double) -> Void)
    -> SignalConnection
  {
    connect("pressed", handler: handler, trampoline: Trampolines.press)
  }

  /// Called with the press count and the position when the button is released.
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
  /// A key controller; add it to the widget whose keys it should see.
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

/// A GtkGestureDrag: a press and the pointer's movement from it, with the first button.
@MainActor
public final class DragGesture: EventController {
  /// A drag gesture for the primary button.
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_gesture_drag_new()), .adopt)
  }

  /// Called with the press position; call `claim()` or `deny()` from here.
  @discardableResult
  public func onBegin(_ handler: @escaping @MainActor (Double, Double) -> Void)
    -> SignalConnection
  {
    connect("drag-begin", handler: handler, trampoline: Trampolines.point)
  }

  /// Called with the offset from the press position as the pointer moves.
  @discardableResult
  public func onUpdate(_ handler: @escaping @MainActor (Double, Double) -> Void)
    -> SignalConnection
  {
    connect("drag-update", handler: handler, trampoline: Trampolines.point)
  }

  /// Takes the drag for this gesture: other gestures and the children see no more of it.
  public func claim() { gtk_gesture_set_state(cast(), GTK_EVENT_SEQUENCE_CLAIMED) }

  /// Lets the press go to others.
  public func deny() { gtk_gesture_set_state(cast(), GTK_EVENT_SEQUENCE_DENIED) }
}

/// A GtkEventControllerMotion: the pointer moving over a widget.
@MainActor
public final class MotionController: EventController {
  /// A motion controller; add it to the widget whose pointer motion it should see.
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_event_controller_motion_new()), .adopt)
  }

  /// Called with the pointer position as it moves over the widget.
  @discardableResult
  public func onMotion(_ handler: @escaping @MainActor (Double, Double) -> Void)
    -> SignalConnection
  {
    connect("motion", handler: handler, trampoline: Trampolines.point)
  }

  /// Called when the pointer leaves the widget.
  @discardableResult
  public func onLeave(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("leave", handler)
  }
}

/// A GtkEventControllerScroll: the mouse wheel and touchpad scrolling over a widget.
@MainActor
public final class ScrollController: EventController {
  /// A controller for scrolling on both axes; add it to the widget whose scrolling it should
  /// see (in the capture phase to see it before a scrolled window takes it).
  public init() {
    super.init(
      UnsafeMutableRawPointer(
        gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)),
      .adopt)
  }

  /// Called with each scroll step's deltas; `handler` returns true when it consumed the step.
  @discardableResult
  public func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool)
    -> SignalConnection
  {
    connect("scroll", handler: handler, trampoline: Trampolines.scroll)
  }
}

/// A GtkGestureZoom: two fingers pinching on a touchpad or a touch screen.
@MainActor
public final class ZoomGesture: EventController {
  /// A pinch gesture; add it to the widget to be zoomed.
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_gesture_zoom_new()), .adopt)
  }

  /// Called when a pinch starts.
  @discardableResult
  public func onBegin(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connect("begin", handler: handler, trampoline: Trampolines.oneArgument)
  }

  /// Called with the pinch's scale, relative to the fingers' distance when it began.
  @discardableResult
  public func onScaleChanged(_ handler: @escaping @MainActor (Double) -> Void)
    -> SignalConnection
  {
    connect("scale-changed", handler: handler, trampoline: Trampolines.double)
  }
}
