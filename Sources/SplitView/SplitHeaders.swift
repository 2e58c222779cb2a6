import CGtk
import Gtk
import SplitState

/// The header bars of the two panes, with the window's one sidebar toggle and the Back button.
///
/// Both buttons are created once, here, and never moved: the toggle sits at the start of the
/// content header for the view's whole life, only shown or hidden, so it cannot drift or go
/// missing however often items are chosen.
@MainActor
final class SplitHeaders {
  let sidebarHeader = HeaderBar()
  let contentHeader = HeaderBar()
  let sidebarTitle = Label()
  let contentTitle = Label()
  let sidebarSubtitle = Label()
  let contentSubtitle = Label()
  let toggle = ToggleButton(
    iconName: "sidebar-show-symbolic", accessibleLabel: localized("Toggle Sidebar"))
  let back = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
  /// Whether the headers carry the window's controls (close, maximize): true when the view
  /// fills a window that has no title bar of its own.
  var showsWindowControls = true

  init() {
    sidebarHeader.setTitleWidget(Self.titleBox(sidebarTitle, sidebarSubtitle))
    contentHeader.setTitleWidget(Self.titleBox(contentTitle, contentSubtitle))
    back.tooltip = localized("Back (%s)", Accelerator.label("<Alt>Left"))
    // Flat, as libadwaita's header bars have them. A raised button's shadow and gradient
    // cost each window an offscreen pass on GL: 3 MB a window on Mesa's software renderer.
    for button in [back, toggle] as [Widget] { button.addCSSClass("flat") }
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
  /// Back on the collapsed detail page; window controls only at the window's outer edges.
  func update(for state: SplitState<some Hashable & Codable & Sendable>) {
    toggle.isVisible = state.showsSidebarToggle
    if toggle.isActive != state.isSidebarToggleActive {
      toggle.isActive = state.isSidebarToggleActive
    }
    back.isVisible = state.showsBackButton
    sidebarHeader.showsTitleButtons = showsWindowControls
    contentHeader.showsTitleButtons = showsWindowControls
    guard showsWindowControls else { return }
    let layout = Self.decorationLayout()
    var sidebarLayout: String?
    var contentLayout: String?
    switch state.displayMode {
    case .oneBesideSecondary:
      sidebarLayout = layout.start + ":"
      contentLayout = ":" + layout.end
    case .oneOverSecondary:
      sidebarLayout = ":"
    case .secondaryOnly, nil:
      break
    }
    // Setting the same layout again would still relayout the header.
    if sidebarHeader.decorationLayout != sidebarLayout {
      sidebarHeader.decorationLayout = sidebarLayout
    }
    if contentHeader.decorationLayout != contentLayout {
      contentHeader.decorationLayout = contentLayout
    }
  }

  /// The user's `gtk-decoration-layout`, split into the buttons at the start and at the end.
  static func decorationLayout() -> (start: String, end: String) {
    let raw = Settings.decorationLayout ?? ":close"
    let parts = raw.split(separator: ":", omittingEmptySubsequences: false)
    return (String(parts.first ?? ""), parts.count > 1 ? String(parts[1]) : "")
  }
}
