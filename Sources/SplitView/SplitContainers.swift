import CGtk
import Gtk
import SplitState

/// The three arrangements a split view switches between, each built once.
enum Arrangement: Equatable {
  /// Collapsed: a stack of the list page and the detail page.
  case stack
  /// Side by side with a draggable divider.
  case paned
  /// The detail, with the sidebar sliding over it (hidden or shown).
  case overlay

  init(_ state: SplitState<some Hashable & Codable & Sendable>) {
    switch state.displayMode {
    case nil: self = .stack
    case .oneBesideSecondary: self = .paned
    case .secondaryOnly, .oneOverSecondary: self = .overlay
    }
  }
}

/// The containers the two pages move between. The pages are kept alive by the split view
/// while they are unparented, so a move never finalizes them.
@MainActor
final class SplitContainers {
  let paned = Paned()
  let stack = Stack()
  let overlay = Overlay()
  let revealer = Revealer()
  /// Dims the detail under the overlay sidebar and closes it on a click.
  let dimmer = Box()
  private(set) var arrangement: Arrangement?

  init() {
    paned.configure(resizeStart: false, shrinkStart: false, resizeEnd: true, shrinkEnd: false)
    stack.isHomogeneous = false
    stack.transitionDuration = 200
    revealer.horizontalAlignment = GTK_ALIGN_START
    revealer.transitionDuration = 200
    revealer.addCSSClass("sidebar-overlay")
    dimmer.addCSSClass("dimmer")
    dimmer.isVisible = false
    overlay.addOverlay(dimmer)
    overlay.addOverlay(revealer)
  }

  /// The container that shows `arrangement`.
  func container(for arrangement: Arrangement) -> Widget {
    switch arrangement {
    case .stack: stack
    case .paned: paned
    case .overlay: overlay
    }
  }

  /// Moves both pages into the containers of `arrangement`.
  func arrange(_ arrangement: Arrangement, sidebar: Widget, detail: Widget) {
    guard arrangement != self.arrangement else { return }
    detach(sidebar: sidebar, detail: detail)
    switch arrangement {
    case .stack:
      stack.addNamed(sidebar, name: Pane.primary.rawValue)
      stack.addNamed(detail, name: Pane.secondary.rawValue)
    case .paned:
      paned.setStartChild(sidebar)
      paned.setEndChild(detail)
    case .overlay:
      overlay.setChild(detail)
      revealer.setChild(sidebar)
    }
    self.arrangement = arrangement
  }

  private func detach(sidebar: Widget, detail: Widget) {
    sidebar.finishScrollAnimations()
    detail.finishScrollAnimations()
    switch arrangement {
    case .stack?:
      stack.remove(sidebar)
      stack.remove(detail)
    case .paned?:
      paned.setStartChild(nil)
      paned.setEndChild(nil)
    case .overlay?:
      revealer.setChild(nil)
      overlay.setChild(nil)
    case nil:
      break
    }
  }
}
