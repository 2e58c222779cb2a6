import Gtk
import SplitState

/// The primary menu. One button sits in each pane's header so that the menu is always at hand;
/// only the one in the header the user sees is shown.
@MainActor
final class PrimaryMenu {
  let sidebarButton: MenuButton
  let detailButton: MenuButton
  /// The folders above the one on show, each one click away once the menu is open; filled by
  /// the window as it moves.
  let foldersAbove = Menu()

  init() {
    let sort = Menu()
    let keys: [(ListOrder.Key, String)] = [
      (.name, localized("By Name")), (.modified, localized("By Date Modified")),
      (.size, localized("By Size")), (.kind, localized("By Type")),
    ]
    for (key, label) in keys {
      sort.append(label, action: "\(SheafAction.sortBy.rawValue)::\(key.rawValue)")
    }
    sort.append(localized("Reversed Order"), action: SheafAction.sortReversed.rawValue)
    sort.append(localized("Folders First"), action: SheafAction.foldersFirst.rawValue)
    let actions = Menu()
    actions.append(localized("Open Folder…"), action: SheafAction.openFolder.rawValue)
    actions.append(localized("New Window"), action: SheafAction.newWindow.rawValue)
    let help = Menu()
    help.append(localized("Keyboard Shortcuts"), action: SheafAction.shortcuts.rawValue)
    help.append(localized("About Sheaf"), action: SheafAction.about.rawValue)
    let menu = Menu()
    menu.appendSection(foldersAbove, label: localized("Folders Above"))
    menu.appendSection(sort, label: localized("Sort"))
    menu.appendSection(actions)
    menu.appendSection(help)
    sidebarButton = MenuButton(
      iconName: "open-menu-symbolic", accessibleLabel: localized("Main Menu"), menu: menu)
    detailButton = MenuButton(
      iconName: "open-menu-symbolic", accessibleLabel: localized("Main Menu"), menu: menu)
    // Flat, as every header button (see `SplitHeaders`).
    for button in [sidebarButton, detailButton] { button.hasFrame = false }
  }

  /// In the sidebar's header while the sidebar stands on screen on its own (not sliding over
  /// the detail), in the detail's header otherwise.
  func update(for state: SplitState<EntryID>) {
    let inSidebar =
      state.visiblePanes.contains(.primary) && state.displayMode != .oneOverSecondary
    sidebarButton.isVisible = inSidebar
    detailButton.isVisible = !inSidebar
  }

  /// Opens the visible menu (F10).
  func popup() {
    (sidebarButton.isVisible ? sidebarButton : detailButton).popup()
  }
}
