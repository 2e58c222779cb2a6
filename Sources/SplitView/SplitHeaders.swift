import CGtk
import Gtk
import SplitState

/// The header bars of the two panes, with the window's one sidebar toggle and the Back button.
///
/// Both buttons are created once, here, and never moved: the toggle sits at the start of the
/// detail header for the window's whole life, only shown or hidden (the seeds' drifting button).
@MainActor
final class SplitHeaders {
  let sidebarHeader = HeaderBar()
  let detailHeader = HeaderBar()
  let sidebarTitle = Label()
  let detailTitle = Label()
  let toggle = ToggleButton(
    iconName: "sidebar-show-symbolic", accessibleLabel: localized("Toggle Sidebar"))
  let back = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))

  init() {
    for title in [sidebarTitle, detailTitle] {
      title.ellipsizes = true
      title.widthInCharacters = 5
      title.addCSSClass("title")
    }
    sidebarHeader.setTitleWidget(sidebarTitle)
    detailHeader.setTitleWidget(detailTitle)
    toggle.tooltip = localized("Toggle Sidebar (F9)")
    back.tooltip = localized("Back (Alt+Left)")
    detailHeader.packStart(back)
    detailHeader.packStart(toggle)
  }

  /// Shows what `state` calls for: the toggle when expanded, pressed while the sidebar shows;
  /// Back on the collapsed detail page; window controls only at the window's outer edges.
  func update(for state: SplitState<some Hashable & Codable & Sendable>) {
    toggle.isVisible = state.showsSidebarToggle
    if toggle.isActive != state.isSidebarToggleActive {
      toggle.isActive = state.isSidebarToggleActive
    }
    back.isVisible = state.showsBackButton

    let layout = Self.decorationLayout()
    if state.displayMode == .oneBesideSecondary {
      sidebarHeader.decorationLayout = layout.start + ":"
      detailHeader.decorationLayout = ":" + layout.end
    } else if state.displayMode == .oneOverSecondary {
      sidebarHeader.decorationLayout = ":"
      detailHeader.decorationLayout = nil
    } else {
      sidebarHeader.decorationLayout = nil
      detailHeader.decorationLayout = nil
    }
  }

  /// The user's `gtk-decoration-layout`, split into the buttons at the start and at the end.
  static func decorationLayout() -> (start: String, end: String) {
    guard let raw = sheaf_settings_decoration_layout() else { return ("", "close") }
    defer { g_free(raw) }
    let parts = String(cString: raw).split(separator: ":", omittingEmptySubsequences: false)
    return (String(parts.first ?? ""), parts.count > 1 ? String(parts[1]) : "")
  }
}
