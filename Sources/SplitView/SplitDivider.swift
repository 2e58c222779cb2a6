import CGtk
import Gtk
import SplitState

/// Dragging the line between the panes resizes the sidebar, as a GtkPaned's handle does. The
/// grab area is a few pixels either side of the one-pixel line, so it is easy to hit.
@MainActor
final class SplitDivider {
  static let grabDistance = 5.0
  private let drag = DragGesture()
  private let motion = MotionController()
  private var dragStart: Double?

  func install<Item>(on view: SplitView<Item>, widget: Widget) {
    drag.phase = GTK_PHASE_CAPTURE
    drag.onBegin { [weak self, weak view] x, _ in
      guard let self, let view else { return }
      guard view.isNearDivider(x) else {
        dragStart = nil
        return drag.deny()
      }
      dragStart = view.state.sidebarWidth
      drag.claim()
    }
    drag.onUpdate { [weak self, weak view] dx, _ in
      guard let view, let start = self?.dragStart else { return }
      view.send(.sidebarDragged(to: start + (view.isRightToLeft ? -dx : dx)))
    }
    widget.addController(drag)

    motion.onMotion { [weak view] x, _ in
      guard let view else { return }
      view.setCursor(view.isNearDivider(x) ? "col-resize" : nil)
    }
    motion.onLeave { [weak view] in view?.setCursor(nil) }
    widget.addController(motion)
  }
}

extension SplitView {
  /// The pointer's shape over the view, by CSS cursor name; nil inherits the window's.
  func setCursor(_ name: String?) {
    guard let instance else { return }
    Widget(borrowing: instance).cursorName = name
  }

  /// Whether a press at `x` grabs the divider (side by side only).
  func isNearDivider(_ x: Double) -> Bool {
    guard let divider = geometry.dividerX else { return false }
    let center = Double(divider) + Double(SplitGeometry.dividerWidth) / 2
    return abs(x - center) <= SplitDivider.grabDistance
  }
}
