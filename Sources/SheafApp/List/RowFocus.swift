import CGtk
import Gtk

/// Puts the keyboard focus on a given row of a list view, which GTK 4.8's GtkListView cannot
/// do itself: it focuses the widget of the row, found among the rows bound now, or, for a row
/// that has no widget yet (it just arrived, or was off screen), once it is bound.
@MainActor
final class RowFocus {
  /// The list items that have a row widget bound now.
  private var boundItems: [OpaquePointer: ListItem] = [:]
  /// The row that should have the focus once its widget exists: rows that have just arrived
  /// have none until the next layout, and GtkListView then focuses its first row instead.
  private var wanted: Int?

  /// The list's factory bound `item` to a row widget.
  func bound(_ item: ListItem) {
    boundItems[item.pointer] = item
    if wanted == item.position {
      wanted = nil
      grabFocus(on: item)
    }
  }

  /// The list's factory took `item`'s row widget away.
  func unbound(_ item: ListItem) {
    boundItems[item.pointer] = nil
  }

  /// The row widgets bound now.
  var boundWidgets: [UnsafeMutablePointer<GtkWidget>] { boundItems.values.compactMap(\.child) }

  /// The rows that have a widget bound now.
  var boundRows: [Int] { boundItems.values.map(\.position) }

  /// The list item bound to `row` now, if the row has a widget.
  func item(at row: Int) -> ListItem? {
    boundItems.values.first { $0.position == row }
  }

  /// Scrolls `row` into view and focuses it, now or once its widget is made; `view` takes
  /// the focus meanwhile. Only once the window is mapped (see `Widget.isInMappedWindow`).
  func focus(_ row: Int, in view: ListView) {
    view.scrollTo(row)
    guard view.isInMappedWindow else { return }
    view.grabFocus()
    if let item = item(at: row) {
      grabFocus(on: item)
    } else {
      focusOnceBound(row, in: view)
    }
  }

  /// Focuses the list item widget that holds the row: it then tells the list it has the focus.
  func grabFocus(on item: ListItem) {
    guard let child = item.child, let itemWidget = gtk_widget_get_parent(child) else { return }
    gtk_widget_grab_focus(itemWidget)
  }

  /// Focuses `row` when its widget is made, if that happens by the end of the next frame's
  /// layout; after that, a row scrolled into view later must not pull the focus.
  private func focusOnceBound(_ row: Int, in view: ListView) {
    wanted = row
    var frames = 0
    view.addTickCallback { [weak self] _ in
      frames += 1
      guard frames < 2 else {
        if self?.wanted == row { self?.wanted = nil }
        return false
      }
      return true
    }
  }
}
