import CGtk
import Gtk
import SplitState

/// A list/detail split view for GTK 4 that renders a `SplitState`.
///
/// Wide: sidebar beside detail with a draggable divider. Medium: the detail, with a sidebar
/// that slides over it. Narrow: a two-page stack with a Back button. The layout follows the
/// view's own allocated width; every change goes through the model, so the widget only renders.
/// It knows nothing about what the panes contain.
@MainActor
public final class SplitView<Item: Hashable & Codable & Sendable> {
  /// The widget to put in a window.
  public var widget: Widget { bin }
  public let controller: SplitController<Item>
  public var state: SplitState<Item> { controller.state }

  /// Called after every transition, once the widgets show the new state.
  public var onTransition: ((SplitTransition<Item>) -> Void)?
  /// Puts the keyboard focus in the sidebar (the app focuses the selected row).
  public var focusSidebar: (() -> Void)?
  /// Puts the keyboard focus in the detail.
  public var focusDetail: (() -> Void)?

  public var sidebarHeader: HeaderBar { headers.sidebarHeader }
  public var detailHeader: HeaderBar { headers.detailHeader }

  /// The sidebar page's title, e.g. the folder name.
  public var sidebarTitle: String {
    get { headers.sidebarTitle.text }
    set { headers.sidebarTitle.text = newValue }
  }

  /// The detail page's title, e.g. the item name.
  public var detailTitle: String {
    get { headers.detailTitle.text }
    set { headers.detailTitle.text = newValue }
  }

  let bin = AdaptiveBin()
  let headers = SplitHeaders()
  let containers = SplitContainers()
  let sidebarPage = Box()
  let detailPage = Box()
  let sidebarContent: Widget
  let detailContent: Widget
  private var isSettingPosition = false
  private var pendingWidth: Int32?

  public init(sidebar: Widget, detail: Widget, state: SplitState<Item> = .init()) {
    sidebarContent = sidebar
    detailContent = detail
    controller = SplitController(state: state)
    sidebarPage.append(headers.sidebarHeader)
    sidebarPage.append(sidebar)
    detailPage.append(headers.detailHeader)
    detailPage.append(detail)
    sidebarPage.addCSSClass("sidebar-pane")
    detailPage.addCSSClass("detail-pane")
    sidebarPage.setAccessibleLabel(localized("Sidebar"))
    detailPage.setAccessibleLabel(localized("Content"))
    sidebar.expandsVertically = true
    detail.expandsVertically = true
    detail.expandsHorizontally = true
    SplitStyle.install()
    bin.delegate = self
    connectControls()
    SplitKeyboard.install(on: self)
    render(arrangementChanged: true, previous: nil)
  }

  /// Whether a width-class switch is pending for the next frame.
  public var isSwitchingLayout: Bool { bin.hasDeferredWork || bin.isChildHidden }

  /// Whether the view draws nothing this frame because its layout belongs to the previous
  /// width class (the frame between a resize and the switch).
  public var isHidingStaleLayout: Bool { bin.isChildHidden }

  /// Feeds an event to the model and shows the result.
  @discardableResult
  public func send(_ event: SplitEvent<Item>) -> SplitTransition<Item> {
    let transition = controller.send(event)
    apply(transition)
    return transition
  }

  /// Lays the view out for `width` before it is first shown, so the first frame is right.
  public func prepare(width: Int32) {
    send(.widthChanged(Double(width)))
  }

  private func apply(_ transition: SplitTransition<Item>) {
    guard transition.old != transition.new else { return }
    let arrangement = Arrangement(transition.new)
    render(
      arrangementChanged: arrangement != containers.arrangement, previous: transition.old)
    onTransition?(transition)
  }

  private func connectControls() {
    headers.toggle.onToggled { [weak self] in
      guard let self, headers.toggle.isActive != state.isSidebarToggleActive else { return }
      send(.toggleSidebar)
    }
    headers.back.onClicked { [weak self] in self?.send(.back) }
    let dimmerClick = ClickGesture()
    dimmerClick.onPressed { [weak self] _, _, _ in self?.send(.dismissOverlay) }
    containers.dimmer.addController(dimmerClick)
    containers.paned.onNotify("position") { [weak self] in self?.dividerMoved() }
  }

  /// Only the user's moves (a drag, or F8 and the arrow keys) are remembered: not the
  /// positions we set, nor those GtkPaned clamps while it is being allocated. A user's move
  /// comes from an input event, outside allocation, so the clamp can apply at once.
  private func dividerMoved() {
    guard !isSettingPosition, !bin.isAllocating else { return }
    send(.sidebarDragged(to: Double(containers.paned.position)))
    showSidebarWidth()
  }
}

extension SplitView: AdaptiveBinDelegate {
  /// Records the width; the layout itself changes at the start of the next frame, never
  /// inside size allocation. A new width class hides the child for this one frame.
  public func adaptiveBin(_ bin: AdaptiveBin, allocatedWidth width: Int32, height: Int32) {
    guard state.width != Double(width) else { return }
    if state.configuration.widthClass(for: Double(width)) != state.widthClass {
      bin.isChildHidden = true
    }
    pendingWidth = width
    bin.deferToNextFrame { [weak self] in
      guard let self, let width = pendingWidth else { return }
      pendingWidth = nil
      send(.widthChanged(Double(width)))
      bin.isChildHidden = false
      bin.queueResize()
    }
  }
}

extension SplitView {
  /// Makes the widgets show `state`. Called after every transition.
  func render(arrangementChanged: Bool, previous: SplitState<Item>?) {
    let focusBefore = FocusMemory(in: bin)
    headers.update(for: state)
    let arrangement = Arrangement(state)
    if arrangementChanged {
      containers.arrange(arrangement, sidebar: sidebarPage, detail: detailPage)
      bin.setChild(containers.container(for: arrangement))
    }
    let animated = !arrangementChanged
    switch arrangement {
    case .stack:
      let forward = state.topPage == .secondary
      containers.stack.showChild(
        named: state.topPage.rawValue,
        transition: animated ? slide(forward: forward) : GTK_STACK_TRANSITION_TYPE_NONE)
    case .paned:
      sidebarPage.setSizeRequest(width: Int32(state.configuration.minimumSidebarWidth))
      showSidebarWidth()
    case .overlay:
      sidebarPage.setSizeRequest(width: Int32(state.sidebarWidth))
      containers.revealer.transitionType =
        animated ? revealSlide() : GTK_REVEALER_TRANSITION_TYPE_NONE
      containers.revealer.revealsChild = state.displayMode == .oneOverSecondary
      containers.dimmer.isVisible = state.displayMode == .oneOverSecondary
    }
    // A screen reader can tell which pane is on screen (SPEC §5).
    sidebarPage.setAccessibleHidden(!state.visiblePanes.contains(.primary))
    detailPage.setAccessibleHidden(!state.visiblePanes.contains(.secondary))
    restoreFocus(focusBefore, previous: previous, arrangementChanged: arrangementChanged)
  }

  func showSidebarWidth() {
    guard containers.arrangement == .paned else { return }
    let wanted = Int32(state.sidebarWidth)
    guard containers.paned.position != wanted else { return }
    isSettingPosition = true
    containers.paned.position = wanted
    isSettingPosition = false
  }

  private var isRightToLeft: Bool { bin.direction == GTK_TEXT_DIR_RTL }

  private func slide(forward: Bool) -> GtkStackTransitionType {
    forward != isRightToLeft
      ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
  }

  private func revealSlide() -> GtkRevealerTransitionType {
    isRightToLeft
      ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT : GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
  }
}
