import CGtk
import Gtk
import SplitState

/// The header bars of the columns, with the window's one sidebar toggle and the Back buttons.
///
/// Every button is created once, here, and never moved: the toggle sits at the start of the
/// content header for the view's whole life, only shown or hidden, so it cannot drift or go
/// missing however often items are chosen. The content's Back leaves the collapsed detail page;
/// the list's Back leaves a level. At most one of them shows while collapsed.
@MainActor
final class SplitHeaders {
  let primaryHeader = HeaderBar()
  let sidebarHeader = HeaderBar()
  let contentHeader = HeaderBar()
  let primaryTitle = Label()
  let sidebarTitle = Label()
  let contentTitle = Label()
  let sidebarSubtitle = Label()
  let contentSubtitle = Label()
  let toggle = ToggleButton(
    iconName: "sidebar-show-symbolic", accessibleLabel: localized("Toggle Sidebar"))
  let back = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
  let listBack = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
  /// Whether the headers carry the window's controls (close, maximize): true when the view
  /// fills a window that has no title bar of its own.
  var showsWindowControls = true

  /// The room either side of a header's title, in pixels: the theme's own padding for titles,
  /// which the split view's style sets to none so that it can be dropped without restyling.
  static let titleInset: Int32 = 12

  init() {
    primaryHeader.setTitleWidget(Self.titleBox(primaryTitle, Label()))
    sidebarHeader.setTitleWidget(Self.titleBox(sidebarTitle, sidebarSubtitle))
    contentHeader.setTitleWidget(Self.titleBox(contentTitle, contentSubtitle))
    for title in [primaryTitle, sidebarTitle, contentTitle] {
      title.horizontalMargins = Self.titleInset
    }
    back.tooltip = localized("Back (%s)", Accelerator.label("<Alt>Left"))
    listBack.tooltip = back.tooltip
    listBack.isVisible = false
    sidebarHeader.packStart(listBack)
    // Flat, as libadwaita's header bars have them. A raised button's shadow and gradient
    // cost each window an offscreen pass on GL: 3 MB a window on Mesa's software renderer.
    for button in [back, listBack, toggle] as [Widget] { button.addCSSClass("flat") }
    contentHeader.packStart(back)
    contentHeader.packStart(toggle)
  }

  /// A title over a dim subtitle, as libadwaita's AdwWindowTitle shows them; the subtitle
  /// takes no room while it is empty.
  private static func titleBox(_ title: Label, _ subtitle: Label) -> Box {
    let box = Box(GTK_ORIENTATION_VERTICAL)
    box.verticalAlignment = GTK_ALIGN_CENTER
    // Titles here are usually names (a file's, a folder's), whose end tells as much as their
    // start: "Report (final).pdf" cut at the end loses which report and what kind.
    title.ellipsizeMode = PANGO_ELLIPSIZE_MIDDLE
    title.widthInCharacters = 5
    title.addCSSClass("title")
    subtitle.ellipsizes = true
    subtitle.addCSSClass("subtitle")
    subtitle.isVisible = false
    box.append(title)
    box.append(subtitle)
    return box
  }

  /// The toggle's tooltip names the key that does the same, if any.
  func setSidebarShortcut(_ trigger: String?) {
    toggle.tooltip =
      trigger.map { localized("Toggle Sidebar (%s)", Accelerator.label($0)) }
      ?? localized("Toggle Sidebar")
  }

  /// Shows what `state` calls for: the toggle when expanded, pressed while the sidebar shows;
  /// Back on the collapsed detail page, and in the list's header on a level below the root
  /// (collapsed: only while that level is the page on top); window controls only at the
  /// window's outer edges.
  func update(
    for state: SplitState<some Hashable & Codable & Sendable>, arrangement: SplitArrangement
  ) {
    toggle.isVisible = state.showsSidebarToggle
    if toggle.isActive != state.isSidebarToggleActive {
      toggle.isActive = state.isSidebarToggleActive
    }
    back.isVisible = state.showsBackButton && state.topPage == .secondary
    listBack.isVisible =
      state.showsListBackButton || (state.showsBackButton && state.topPage == .primary)
    for header in [primaryHeader, sidebarHeader, contentHeader] {
      header.showsTitleButtons = showsWindowControls
    }
    // A stacked page's header is as narrow as the window, and its title often a name whose
    // every letter counts: the room either side of a title, to breathe in a wide header, is
    // room the name needs there.
    let inset = arrangement == .stack ? 0 : Self.titleInset
    for title in [sidebarTitle, contentTitle] where title.horizontalMargins != inset {
      title.horizontalMargins = inset
    }
    guard showsWindowControls else { return }
    let layout = Self.decorationLayout()
    let start = layout.start + ":"
    let end = ":" + layout.end
    // Each header's layout: the start's buttons on the column at the start edge, the end's on
    // the content; nil is the user's whole layout (a page alone), ":" none (a floating column).
    var layouts: (primary: String?, list: String?, content: String?) = (nil, nil, nil)
    switch arrangement {
    case .beside: layouts = (nil, start, end)
    case .overlay: layouts = (nil, state.isOverlayOpen ? ":" : nil, nil)
    case .tiled: layouts = (start, ":", end)
    case .displace: layouts = state.isOverlayOpen ? (start, ":", end) : (nil, start, end)
    case .primaryOver: layouts = (":", start, end)
    case .stack: break
    }
    // Setting the same layout again would still relayout the header.
    for (header, wanted) in [
      (primaryHeader, layouts.primary), (sidebarHeader, layouts.list),
      (contentHeader, layouts.content),
    ] where header.decorationLayout != wanted {
      header.decorationLayout = wanted
    }
  }

  /// The user's `gtk-decoration-layout`, split into the buttons at the start and at the end.
  static func decorationLayout() -> (start: String, end: String) {
    let raw = Settings.decorationLayout ?? ":close"
    let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
    return (String(parts.first ?? ""), parts.count > 1 ? String(parts[1]) : "")
  }
}
