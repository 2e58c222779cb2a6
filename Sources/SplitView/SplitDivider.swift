import CGtk
import Gtk
import SplitState

/// Dragging a line between two columns resizes the column before it, as a GtkPaned's handle
/// does. The grab area is a few pixels either side of the one-pixel line, so it is easy to hit.
@MainActor
final class SplitDivider {
  static let grabDistance = 5.0
  private let drag = DragGesture()
  private let motion = MotionController()
  /// The column being resized and its width when the drag began.
  private var dragStart: (column: Column, width: Double)?

  func install<Item>(on view: SplitView<Item>, widget: Widget) {
    drag.phase = GTK_PHASE_CAPTURE
    drag.onBegin { [weak self, weak view] x, _ in
      guard let self, let view else { return }
      guard let column = view.dividerColumn(near: x) else {
        dragStart = nil
        return drag.deny()
      }
      dragStart = (column, view.width(of: column))
      drag.claim()
    }
    drag.onUpdate { [weak self, weak view] dx, _ in
      guard let view, let start = self?.dragStart else { return }
      let width = start.width + (view.isRightToLeft ? -dx : dx)
      view.send(
        start.column == .supplementary
          ? .supplementaryDragged(to: width) : .sidebarDragged(to: width))
    }
    widget.addController(drag)

    motion.onMotion { [weak view] x, _ in
      guard let view else { return }
      view.setCursor(view.dividerColumn(near: x) != nil ? "col-resize" : nil)
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

  /// Whether a press at `x` grabs a divider.
  func isNearDivider(_ x: Double) -> Bool { dividerColumn(near: x) != nil }

  /// The column whose divider a press at `x` grabs: the list's (the sidebar of two columns,
  /// the supplementary column of three) or the primary column's.
  func dividerColumn(near x: Double) -> Column? {
    let geometry = geometry
    let near = { (divider: Int32?) -> Bool in
      guard let divider else { return false }
      let center = Double(divider) + Double(SplitGeometry.dividerWidth) / 2
      return abs(x - center) <= SplitDivider.grabDistance
    }
    if near(geometry.primaryDividerX) { return .primary }
    guard near(geometry.dividerX) else { return nil }
    return primary == nil ? .primary : .supplementary
  }

  /// The width a divider drag starts from.
  func width(of column: Column) -> Double {
    column == .supplementary ? state.supplementaryWidth : state.sidebarWidth
  }
}
