import CGtk
import Gtk
import SplitState

/// The GtkWidget subclass behind every ``SplitView``, registered once, with the properties a
/// GTK developer expects to read and watch (`notify::collapsed` and so on).
@MainActor
enum SplitViewClass {
  /// The properties, in their GObject order.
  enum Property: Int, CaseIterable {
    case collapsed, displayMode, showSidebar, showContent, selection, sidebar, content
  }

  static let displayModeType = EnumType.register(
    "SplitViewDisplayMode",
    values: [
      ("collapsed", "SPLIT_VIEW_COLLAPSED"), ("secondary-only", "SPLIT_VIEW_SECONDARY_ONLY"),
      ("one-beside-secondary", "SPLIT_VIEW_ONE_BESIDE_SECONDARY"),
      ("one-over-secondary", "SPLIT_VIEW_ONE_OVER_SECONDARY"),
      ("two-beside-secondary", "SPLIT_VIEW_TWO_BESIDE_SECONDARY"),
      ("two-over-secondary", "SPLIT_VIEW_TWO_OVER_SECONDARY"),
      ("two-displace-secondary", "SPLIT_VIEW_TWO_DISPLACE_SECONDARY"),
    ])

  static let shared = WidgetClass(
    name: "SplitView", cssName: "splitview",
    properties: [
      PropertySpec("collapsed", .boolean(default: true)),
      PropertySpec("display-mode", .enumeration(displayModeType, default: 0)),
      PropertySpec("show-sidebar", .boolean(default: false), writable: true),
      PropertySpec("show-content", .boolean(default: false), writable: true),
      PropertySpec("selection", .string),
      PropertySpec("sidebar", .object(gtk_widget_get_type())),
      PropertySpec("content", .object(gtk_widget_get_type())),
    ])

  /// The GEnum value of a display mode (`collapsed` for nil).
  static func enumValue(_ mode: DisplayMode?) -> Int32 {
    switch mode {
    case nil: 0
    case .secondaryOnly: 1
    case .oneBesideSecondary: 2
    case .oneOverSecondary: 3
    case .twoBesideSecondary: 4
    case .twoOverSecondary: 5
    case .twoDisplaceSecondary: 6
    }
  }

  /// The properties whose value differs between two states, to notify.
  static func changed<Item>(from old: SplitState<Item>, to new: SplitState<Item>) -> [Property] {
    var changed: [Property] = []
    if old.isCollapsed != new.isCollapsed { changed.append(.collapsed) }
    if old.displayMode != new.displayMode { changed.append(.displayMode) }
    if old.isSidebarToggleActive != new.isSidebarToggleActive { changed.append(.showSidebar) }
    if (old.topPage == .secondary) != (new.topPage == .secondary) { changed.append(.showContent) }
    if old.selection != new.selection { changed.append(.selection) }
    return changed
  }
}

/// What GTK calls on the widget (measure, allocate, dispose, properties), kept apart from
/// ``SplitView`` so that an app never sees, or calls, a vfunc. The widget owns this object
/// and, through it, the view.
@MainActor
final class SplitViewBehavior<Item: Hashable & Codable & Sendable>: WidgetBehavior {
  let view: SplitView<Item>

  init(_ view: SplitView<Item>) { self.view = view }

  func measure(_ orientation: GtkOrientation, for size: Int32) -> (minimum: Int32, natural: Int32) {
    view.measure(orientation, for: size)
  }

  func allocate(width: Int32, height: Int32) { view.allocate(width: width, height: height) }

  func dispose() { view.dispose() }

  func getProperty(_ index: Int, into value: UnsafeMutablePointer<GValue>) {
    view.getProperty(index, into: value)
  }

  func setProperty(_ index: Int, from value: UnsafePointer<GValue>) {
    view.setProperty(index, from: value)
  }
}

extension SplitView {
  func measure(_ orientation: GtkOrientation, for size: Int32) -> (
    minimum: Int32, natural: Int32
  ) {
    if orientation == GTK_ORIENTATION_HORIZONTAL {
      // Never more than the HIG's narrowest window needs, whatever the layout: a wide layout
      // must not stop a user from shrinking the window into the narrow one.
      var natural = max(
        sidebarPage.measure(orientation).natural, contentPage.measure(orientation).natural)
      if primary != nil { natural = max(natural, primaryPage.measure(orientation).natural) }
      return (minimumWidth, max(minimumWidth, natural))
    }
    let listWidth = primary == nil ? state.sidebarWidth : state.supplementaryWidth
    var sizes = [
      sidebarPage.measure(orientation, for: size < 0 ? -1 : min(size, Int32(listWidth))),
      contentPage.measure(orientation, for: size),
    ]
    if primary != nil {
      sizes.append(
        primaryPage.measure(
          orientation, for: size < 0 ? -1 : min(size, Int32(state.sidebarWidth))))
    }
    return (sizes.map(\.minimum).max() ?? 0, sizes.map(\.natural).max() ?? 0)
  }

  func allocate(width: Int32, height: Int32) {
    isAllocating = true
    defer { isAllocating = false }
    // The width class is decided here, where the width is exact (maximized windows included),
    // and the new layout is applied at once: the children never change parents, so this only
    // moves them, and the frame GTK paints next already shows the new layout.
    if state.width != Double(width) {
      send(.widthChanged(Double(width)))
    }
    allocatedSize = (width, height)
    let frames = geometry.frames
    for (child, frame) in [
      (sidebarPage, frames.sidebar), (contentPage, frames.content), (divider, frames.divider),
      (dimmer, frames.dimmer), (primaryPage, frames.primary),
      (primaryDivider, frames.primaryDivider), (primaryDimmer, frames.primaryDimmer),
    ] {
      // Only a three-column arrangement places the primary column's children.
      guard let frame else { continue }
      child.allocate(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    dimmer.opacity = frames.dimming
    primaryDimmer.opacity = frames.dimming
  }

  func dispose() {
    stackSlide.stop()
    overlaySlide.stop()
    instance = nil
  }

  func getProperty(_ index: Int, into value: UnsafeMutablePointer<GValue>) {
    switch SplitViewClass.Property(rawValue: index) {
    case .collapsed: g_value_set_boolean(value, state.isCollapsed ? 1 : 0)
    case .displayMode: g_value_set_enum(value, SplitViewClass.enumValue(state.displayMode))
    case .showSidebar: g_value_set_boolean(value, showsSidebar ? 1 : 0)
    case .showContent: g_value_set_boolean(value, state.topPage == .secondary ? 1 : 0)
    case .selection: g_value_set_string(value, state.selection.map { String(describing: $0) })
    case .sidebar: g_value_set_object(value, sidebar.object)
    case .content: g_value_set_object(value, content.object)
    case nil: break
    }
  }

  func setProperty(_ index: Int, from value: UnsafePointer<GValue>) {
    switch SplitViewClass.Property(rawValue: index) {
    case .showSidebar: showsSidebar = g_value_get_boolean(value) != 0
    case .showContent:
      if g_value_get_boolean(value) != 0 {
        if let selection = state.selection { show(selection) }
      } else if state.isCollapsed {
        goBack()
      }
    default: break
    }
  }
}
