import CGtk
import Gtk

/// What the content header offers for the shown file, as a previewer does: "Open With <the
/// default app>", and a menu with the other recommended apps, any other app, Show in Files
/// and Copy Location.
@MainActor
final class OpenWithControls {
  let root = Box(GTK_ORIENTATION_HORIZONTAL)
  private let open = Button(label: "")
  /// The main button's text, bounded: an app may call itself "ImageMagick (color depth=q16)",
  /// and the header's title needs the room more.
  private let openLabel = Label()
  private let menu = Menu()
  private let more: MenuButton

  init() {
    more = MenuButton(
      iconName: "pan-down-symbolic", accessibleLabel: localized("More Ways to Open"), menu: menu)
    root.addCSSClass("linked")
    openLabel.ellipsizeMode = PANGO_ELLIPSIZE_END
    openLabel.maximumWidthInCharacters = 24
    open.setChild(openLabel)
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
    openLabel.text = title
    open.tooltip = KeyboardMap.tooltip(title, for: .openWithDefault)
    open.setAccessibleLabel(title)
    rebuildMenu(for: contentType, without: defaultApp)
  }

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
