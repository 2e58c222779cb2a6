import CGtk
import Gtk
import SplitState

/// A list/detail split view for GTK 4 with the semantics of UIKit's `UISplitViewController`.
///
/// Wide: the sidebar beside the content with a draggable divider. Medium: the content, with a
/// sidebar that slides over it. Narrow: a stack of pages with a Back button. The list column
/// holds a navigation stack (``push(_:page:title:)``), and a view configured with three
/// columns adds a primary column before the list (see <doc:ThreeColumnsInGTK>). The layout follows
/// the view's own allocated width; every change goes through the pure ``/SplitState/SplitState`` model, and
/// the widget only shows the state. It knows nothing about what the panes contain.
///
/// The view is a GtkWidget (type `SplitView`, CSS name `splitview`) that owns this object: put
/// ``widget`` in a window and the view keeps working whether or not you keep a reference to it.
/// It has GObject properties to watch: `collapsed`, `display-mode`, `show-sidebar`,
/// `show-content`, `selection` (a description of the selected item), `sidebar`, `content`.
@MainActor
public final class SplitView<Item: Hashable & Codable & Sendable> {
  /// The model's state, as the widgets show it.
  public private(set) var state: SplitState<Item>
  /// Hears about changes and makes the collapse/expand decisions; held weakly.
  public weak var delegate: (any SplitViewDelegate<Item>)?

  /// The app's sidebar widget, below the sidebar header.
  public let sidebar: Widget
  /// The app's content widget, below the content header.
  public let content: Widget
  /// The app's primary column of a three-column view (the levels above the list, as a parent
  /// list or a tree); nil with two columns.
  public let primary: Widget?

  let headers = SplitHeaders()
  let primaryPage = Box()
  let sidebarPage = Box()
  let contentPage = Box()
  let levels: SplitLevels
  let divider = Separator(GTK_ORIENTATION_VERTICAL)
  let primaryDivider = Separator(GTK_ORIENTATION_VERTICAL)
  /// Dims the content under the sliding sidebar, and closes it on a click.
  let dimmer = Box()
  /// Dims the list and the content under the sliding primary column.
  let primaryDimmer = Box()
  let stackSlide: SplitAnimation
  let overlaySlide: SplitAnimation
  private let keyboard = SplitKeyboard()
  private let dividerDrag = SplitDivider()
  /// The GtkWidget; nil once it is disposed, after which the view does nothing.
  var instance: UnsafeMutablePointer<GtkWidget>?
  var arrangement: SplitArrangement
  var allocatedSize: (width: Int32, height: Int32) = (0, 0)
  var isAllocating = false

  /// The narrowest the view asks to be, whatever its layout.
  let minimumWidth: Int32 = 320

  /// Creates a split view around the app's widgets.
  ///
  /// - Parameters:
  ///   - primary: With a ``/SplitState/ColumnStyle/tripleColumn`` configuration, the primary
  ///     column: what leads to the current list, such as a parent list or a tree. Ignored with
  ///     two columns.
  ///   - sidebar: The list (the root level), shown below the list column's header bar.
  ///   - content: The detail, shown below the content's header bar.
  ///   - configuration: Width thresholds, column bounds and the column style (the app's,
  ///     never the user's).
  ///   - preferences: What the user chose last time (see
  ///     ``/SplitState/SplitState/preferences``).
  public init(
    primary: Widget? = nil, sidebar: Widget, content: Widget,
    configuration: SplitConfiguration = .standard, preferences: SplitPreferences = .init()
  ) {
    self.primary = configuration.style == .tripleColumn ? primary ?? Box() : nil
    self.sidebar = sidebar
    self.content = content
    levels = SplitLevels(root: sidebar)
    state = SplitState(configuration: configuration, preferences: preferences)
    arrangement = SplitArrangement(state)
    stackSlide = SplitAnimation(state.topPage == .secondary ? 1 : 0)
    overlaySlide = SplitAnimation(state.isOverlayOpen ? 1 : 0)
    buildPages()
    let instance = SplitViewClass.shared.instantiate(SplitViewBehavior(self))
    self.instance = instance
    let widget = Widget(borrowing: instance)
    widget.expandsHorizontally = true
    widget.expandsVertically = true
    widget.clipsChildren = true
    // Later children are drawn over earlier ones: the list over the content it slides
    // over, the primary column over both.
    var children = [contentPage, dimmer, divider, sidebarPage]
    if self.primary != nil { children += [primaryDimmer, primaryDivider, primaryPage] }
    for child in children {
      gtk_widget_set_parent(child.widget, instance)
    }
    SplitStyle.install()
    connectControls()
    keyboard.install(on: self, widget: widget)
    setSidebarShortcut(sidebarShortcut)
    for slide in [stackSlide, overlaySlide] {
      slide.onStep = { [weak self] in self?.slideMoved() }
    }
    render(from: state, animated: false)
  }

  /// The GtkWidget to put in a window or any container.
  public var widget: Widget {
    Widget(borrowing: instance ?? sidebarPage.widget)
  }

  // MARK: What the app reads and changes

  /// Collapsed into a stack of pages.
  public var isCollapsed: Bool { state.isCollapsed }

  /// The resolved display mode; nil while collapsed.
  public var displayMode: DisplayMode? { state.displayMode }

  /// The selected item; setting it shows the item in the content when the content is on
  /// screen, and never pushes the content page (arrow keys browse, they do not open).
  public var selection: Item? {
    get { state.selection }
    set { send(.select(newValue)) }
  }

  /// Opens `item`: selects it, pushes the content page when collapsed, closes a sliding sidebar.
  public func show(_ item: Item) { send(.activate(item)) }

  /// Back: closes a sliding sidebar, pops the content page when collapsed, or else leaves the
  /// current level. Returns whether anything changed.
  @discardableResult
  public func goBack() -> Bool { send(.back) }

  /// Enters `item` of the current level: `page` becomes the list of the new level, sliding in
  /// over the current one, with `title` in the list's header and a Back button before it.
  /// Back, Alt+Left, the mouse's back button (and Escape when collapsed) return, with `item`
  /// selected again; the view then lets go of `page`.
  public func push(_ item: Item, page: Widget, title: String) {
    guard instance != nil else { return }
    levels.append(page, title: title, in: sidebarPage)
    send(.push(item))
  }

  /// Leaves levels until the one at `depth` (0 is the root) is the current one, selecting
  /// the item entered from it.
  public func pop(toDepth depth: Int) { send(.popTo(depth: depth)) }

  /// The levels entered, root first (empty at the root).
  public var path: [Item] { state.path }

  /// Tells the view that the selected item no longer exists.
  public func removeSelectedItem() { send(.selectedItemRemoved) }

  /// Whether the sidebar is on screen while expanded; setting it is the toggle's job.
  public var showsSidebar: Bool {
    get { state.isSidebarToggleActive }
    set { if newValue != showsSidebar && state.showsSidebarToggle { send(.toggleSidebar) } }
  }

  /// The display mode the app prefers; see ``/SplitState/PreferredDisplayMode``.
  public var preferredDisplayMode: PreferredDisplayMode {
    get { state.preferredDisplayMode }
    set { send(.setPreferredDisplayMode(newValue)) }
  }

  /// The list's title at the current level, e.g. the name of the collection the list shows.
  public var sidebarTitle: String {
    get { headers.sidebarTitle.text }
    set {
      levels.titles[levels.titles.count - 1] = newValue
      headers.sidebarTitle.text = newValue
    }
  }

  /// The primary column's title (three columns).
  public var primaryTitle: String {
    get { headers.primaryTitle.text }
    set { headers.primaryTitle.text = newValue }
  }

  /// The content page's title, e.g. the item's name.
  public var contentTitle: String {
    get { headers.contentTitle.text }
    set { headers.contentTitle.text = newValue }
  }

  /// A line under the sidebar's title (e.g. "32 items"); empty hides it.
  public var sidebarSubtitle: String {
    get { headers.sidebarSubtitle.text }
    set {
      headers.sidebarSubtitle.text = newValue
      headers.sidebarSubtitle.isVisible = !newValue.isEmpty
    }
  }

  /// A line under the content's title; empty hides it.
  public var contentSubtitle: String {
    get { headers.contentSubtitle.text }
    set {
      headers.contentSubtitle.text = newValue
      headers.contentSubtitle.isVisible = !newValue.isEmpty
    }
  }

  /// The sidebar's header bar, to pack the app's buttons into.
  public var sidebarHeader: HeaderBar { headers.sidebarHeader }
  /// The primary column's header bar (three columns).
  public var primaryHeader: HeaderBar { headers.primaryHeader }
  /// The content's header bar, to pack the app's buttons into.
  public var contentHeader: HeaderBar { headers.contentHeader }

  /// The key that toggles the sidebar, in GTK's accelerator syntax; nil for none.
  public var sidebarShortcut: String? = "F9" {
    didSet { setSidebarShortcut(sidebarShortcut) }
  }

  /// Whether the pane headers carry the window's controls. Leave it on when the view fills a
  /// window without a title bar; turn it off when the view sits inside a larger window.
  public var showsWindowControls: Bool {
    get { headers.showsWindowControls }
    set {
      headers.showsWindowControls = newValue
      headers.update(for: state, arrangement: arrangement)
    }
  }

  /// Lays the view out for the width it will have, before it is first shown, so the model and
  /// the delegate know the layout before the first frame.
  public func prepare(forWidth width: Int32) {
    send(.widthChanged(Double(width)))
  }

  // MARK: Transitions

  /// Feeds an event to the model, shows the result and tells the delegate. Returns whether the
  /// state changed.
  @discardableResult
  func send(_ event: SplitEvent<Item>) -> Bool {
    let transition = state.applying(event, policy: policy)
    let old = state
    guard transition.new != old else { return false }
    for case .willChangeDisplayMode(_, let to) in transition.notifications {
      delegate?.splitView(self, willChangeTo: to)
    }
    state = transition.new
    render(from: old, animated: !transition.widthClassChanged, pathChanged: transition.pathChanged)
    for notification in transition.notifications {
      switch notification {
      case .willChangeDisplayMode: break
      case .didCollapse: delegate?.splitViewDidCollapse(self)
      case .didExpand: delegate?.splitViewDidExpand(self)
      case .didChangeDisplayMode(_, let to): delegate?.splitView(self, didChangeTo: to)
      }
    }
    if let instance {
      for property in SplitViewClass.changed(from: old, to: state) {
        SplitViewClass.shared.notify(instance, property: property.rawValue)
      }
    }
    delegate?.splitView(self, didChangeFrom: old)
    return true
  }

  /// The delegate's decisions as the model asks for them.
  private var policy: SplitPolicy<Item> {
    guard let delegate else { return SplitPolicy() }
    return SplitPolicy(
      topColumnForCollapsing: { [unowned self] proposed, _ in
        MainActor.assumeIsolated { delegate.splitView(self, topColumnForCollapsing: proposed) }
      },
      displayModeForExpanding: { [unowned self] proposed, _ in
        MainActor.assumeIsolated { delegate.splitView(self, displayModeForExpanding: proposed) }
      })
  }

  /// Makes the widgets show the state: headers, which children are drawn, the slides, focus.
  /// A width-class change is shown at once; navigation within a class slides.
  func render(from old: SplitState<Item>, animated: Bool, pathChanged: Bool = false) {
    let focusBefore = FocusMemory(in: instance)
    let newArrangement = SplitArrangement(state)
    headers.update(for: state, arrangement: newArrangement)
    let slides = animated && newArrangement == arrangement && Settings.animationsEnabled
    arrangement = newArrangement
    let handle = instance.map { Widget(borrowing: $0) }
    stackSlide.move(
      to: state.topPage == .secondary ? 1 : 0, animated: slides && arrangement == .stack,
      on: handle)
    overlaySlide.move(
      to: state.isOverlayOpen ? 1 : 0, animated: slides && arrangement.slidesOver, on: handle)
    if animated {
      levels.show(depth: state.depth, animated: pathChanged && slides)
    } else {
      levels.finishSlide()
    }
    headers.sidebarTitle.text = levels.titles[min(state.depth, levels.titles.count - 1)]
    sidebarPage.setCSSClass("floating", present: arrangement == .overlay)
    primaryPage.setCSSClass("floating", present: arrangement == .primaryOver)
    dimmer.setCSSClass("clear", present: arrangement == .displace)
    // A screen reader can tell which column is on screen.
    let visible = state.visibleColumns
    primaryPage.setAccessibleHidden(!visible.contains(.primary))
    sidebarPage.setAccessibleHidden(!visible.contains(state.configuration.style.listColumn))
    contentPage.setAccessibleHidden(!visible.contains(.secondary))
    slideMoved()
    restoreFocus(focusBefore, previous: old)
  }

  /// The placement of the children for the current size and slides.
  var geometry: SplitGeometry {
    SplitGeometry(
      arrangement: arrangement, width: allocatedSize.width, height: allocatedSize.height,
      sidebarWidth: Int32(primary == nil ? state.sidebarWidth : state.supplementaryWidth),
      primaryWidth: Int32(state.sidebarWidth), stackProgress: stackSlide.value,
      overlayProgress: overlaySlide.value, isRightToLeft: isRightToLeft)
  }

  var isRightToLeft: Bool {
    instance.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } ?? false
  }

  /// Draws exactly the children the slides put on screen, and lays them out again.
  private func slideMoved() {
    let frames = geometry.frames
    show(sidebarPage, frames.sidebar != nil)
    show(contentPage, frames.content != nil)
    show(primaryPage, frames.primary != nil)
    divider.isChildVisible = frames.divider != nil
    primaryDivider.isChildVisible = frames.primaryDivider != nil
    dimmer.isChildVisible = frames.dimmer != nil
    primaryDimmer.isChildVisible = frames.primaryDimmer != nil
    if let instance, !isAllocating { gtk_widget_queue_allocate(instance) }
  }

  /// Draws a page or stops drawing it. A page leaving the screen first ends its scroll
  /// animations: GTK 4.8 prints criticals when a scrolling list or text is unmapped mid-way.
  private func show(_ page: Box, _ visible: Bool) {
    guard page.isChildVisible != visible else { return }
    if !visible { page.finishScrollAnimations() }
    page.isChildVisible = visible
  }

  private func buildPages() {
    if let primary {
      primaryPage.append(headers.primaryHeader)
      primaryPage.append(primary)
      primaryPage.addCSSClass("primary-pane")
      primaryPage.setAccessibleLabel(localized("Primary"))
      primary.expandsVertically = true
      primaryDimmer.addCSSClass("dimmer")
    }
    sidebarPage.append(headers.sidebarHeader)
    levels.adopt(into: sidebarPage)
    contentPage.append(headers.contentHeader)
    contentPage.append(content)
    sidebarPage.addCSSClass("sidebar-pane")
    contentPage.addCSSClass("content-pane")
    sidebarPage.setAccessibleLabel(localized("Sidebar"))
    contentPage.setAccessibleLabel(localized("Content"))
    sidebar.expandsVertically = true
    content.expandsVertically = true
    content.expandsHorizontally = true
    dimmer.addCSSClass("dimmer")
  }

  private func connectControls() {
    headers.toggle.onToggled { [weak self] in
      guard let self, headers.toggle.isActive != state.isSidebarToggleActive else { return }
      send(.toggleSidebar)
    }
    headers.back.onClicked { [weak self] in self?.send(.back) }
    headers.listBack.onClicked { [weak self] in self?.send(.back) }
    for dimmer in [dimmer, primaryDimmer] {
      let dimmerClick = ClickGesture()
      dimmerClick.onPressed { [weak self] _, _, _ in self?.send(.dismissOverlay) }
      dimmer.addController(dimmerClick)
    }
    guard let instance else { return }
    dividerDrag.install(on: self, widget: Widget(borrowing: instance))
  }

  private func setSidebarShortcut(_ trigger: String?) {
    headers.setSidebarShortcut(trigger)
    guard let instance else { return }
    keyboard.setSidebarKey(trigger, on: self, widget: Widget(borrowing: instance))
  }
}
