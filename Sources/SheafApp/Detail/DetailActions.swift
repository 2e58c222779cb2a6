import CGtk
import Gtk

/// Where the detail's actions sit (Open With and the main menu): in the detail's header when
/// the window has room, in a bar below the detail when it is narrow. A narrow header holds
/// Back, the window's buttons and the file's name; with the actions too, the name would be
/// cut to a few letters. GNOME Files moves its actions to a bottom bar at such widths too.
@MainActor
final class DetailActions {
  /// The detail with the bar below it: the split view's content.
  let root = Box(GTK_ORIENTATION_VERTICAL)
  private let bar = ActionBar()
  /// The actions, in the order the header packs them from its end.
  private let actions: [Widget]
  private let openWith: Widget
  private(set) var isBelow = false

  /// `menu` and `openWith` start in `header`, packed at its end in that order.
  init(detail: Widget, openWith: Widget, menu: Widget) {
    self.openWith = openWith
    actions = [menu, openWith]
    root.append(detail)
    root.append(bar)
    bar.isVisible = false
  }

  /// Moves the actions below the detail (`below`) or back into `header`.
  func place(below: Bool, header: HeaderBar) {
    guard below != isBelow else { return }
    isBelow = below
    if below {
      for action in actions { header.remove(action) }
      bar.setCenterWidget(openWith)
      for action in actions where action !== openWith { bar.packEnd(action) }
    } else {
      bar.setCenterWidget(nil)
      for action in actions where action !== openWith { bar.remove(action) }
      // The header packs each widget inward of the last, as they were at first.
      for action in actions { header.packEnd(action) }
    }
    bar.isVisible = below
  }
}
