import CGtk
import Gtk

/// What the content header offers for the shown file, as a previewer does: "Open With <the
/// default app>", and a menu with the other recommended apps, any other app, Show in Files
/// and Copy Location.
@MainActor
final class OpenWithControls {
  let root = Box(GTK_ORIENTATION_HORIZONTAL)
  private let open = Button(label: "")
  private let menu = Menu()
  private let more: MenuButton

  init() {
    more = MenuButton(
      iconName: "pan-down-symbolic", accessibleLabel: localized("More Ways to Open"), menu: menu)
    root.addCSSClass("linked")
    // Flat, as every header button (see `SplitHeaders`).
    open.addCSSClass("flat")
    more.hasFrame = false
    root.append(open)
    root.append(more)
    open.setActionName(SheafAction.openWithDefault.rawValue)
    root.isVisible = false
  }

  /// Shows the choices for a file of `contentType`, or nothing when no file is shown.
  func update(for contentType: String?) {
    guard let contentType else {
      root.isVisible = false
      return
    }
    root.isVisible = true
    let defaultApp = AppLauncher.defaultApp(for: contentType)
    let title =
      defaultApp.map { localized("Open With %s", AppLauncher.name(of: $0)) }
      ?? localized("Open With…")
    open.label = Self.buttonLabel(title, defaultApp.map(AppLauncher.name(of:)))
    open.tooltip = KeyboardMap.tooltip(title, for: .openWithDefault)
    open.setAccessibleLabel(title)
    rebuildMenu(for: contentType, without: defaultApp)
  }

  /// The button's text, short enough to leave the header's title its room: an app may call
  /// itself "ImageMagick (color depth=q16)". What follows a parenthesis goes; a name still
  /// too long gives "Open With…", the full name staying in the tooltip and for screen readers.
  /// A label cut with an ellipsis would not do: the header keeps its title centred, and an
  /// ellipsized label is squeezed to a few letters long before the title needs the room.
  static func buttonLabel(_ title: String, _ app: String?) -> String {
    guard let app else { return title }
    var short =
      app.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false)
      .first ?? Substring(app)
    while short.last == " " { short = short.dropLast() }
    let label = localized("Open With %s", short.isEmpty ? app : String(short))
    return label.count <= longestLabel ? label : localized("Open With…")
  }

  static let longestLabel = 24

  private func rebuildMenu(for contentType: String, without defaultApp: Object?) {
    menu.removeAll()
    let apps = Menu()
    let defaultID = defaultApp.map(AppLauncher.id(of:))
    for app in AppLauncher.recommendedApps(for: contentType)
    where AppLauncher.id(of: app) != defaultID {
      apps.append(
        localized("Open With %s", AppLauncher.name(of: app)),
        action: "\(SheafAction.openWith.rawValue)::\(AppLauncher.id(of: app))")
    }
    apps.append(localized("Other Application…"), action: SheafAction.otherApplication.rawValue)
    let file = Menu()
    file.append(localized("Show in Files"), action: SheafAction.showInFiles.rawValue)
    file.append(localized("Copy Location"), action: SheafAction.copyLocation.rawValue)
    menu.appendSection(apps)
    menu.appendSection(file)
  }
}
