import CGtk
import Gtk

/// A row of the folder tree: an expander indenting a folder icon and the folder's name.
@MainActor
enum FolderTreeRow {
  static func make() -> Widget {
    let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    box.append(Image(iconName: "folder-symbolic"))
    let label = Label()
    label.xAlign = 0
    label.ellipsizes = true
    box.append(label)
    box.setMargins(4)
    return TreeExpander(child: box)
  }

  /// Shows the row `item` holds; `onExpanded` hears when it is expanded, by a click on its
  /// arrow or from the keyboard.
  static func bind(_ item: ListItem, onExpanded: @escaping @MainActor (TreeListRow) -> Void) {
    guard let expander = item.child, let object = item.item else { return }
    let row = TreeListRow(object.object, .borrow)
    gtk_tree_expander_set_list_row(OpaquePointer(expander), row.cast())
    watchExpansion(of: row, onExpanded)
    guard let box = gtk_tree_expander_get_child(OpaquePointer(expander)),
      let labelWidget = gtk_widget_get_last_child(box),
      let info = row.item
    else { return }
    let name = g_file_info_get_display_name(info.cast()).map { String(cString: $0) } ?? ""
    Label(borrowing: labelWidget).text = name
  }

  static func unbind(_ item: ListItem) {
    guard let expander = item.child else { return }
    gtk_tree_expander_set_list_row(OpaquePointer(expander), nil)
  }

  /// Hears when `row` is expanded, once per row object (GTK keeps one per tree node while it
  /// is in use).
  private static func watchExpansion(
    of row: TreeListRow, _ onExpanded: @escaping @MainActor (TreeListRow) -> Void
  ) {
    let object = UnsafeMutablePointer<GObject>(OpaquePointer(row.object))
    guard g_object_get_qdata(object, watchedQuark) == nil else { return }
    g_object_set_qdata(object, watchedQuark, UnsafeMutableRawPointer(bitPattern: 1))
    // The row's address, not the row: its own handler must not keep it alive.
    let address = UInt(bitPattern: row.object)
    row.onNotify("expanded") {
      guard let pointer = UnsafeMutableRawPointer(bitPattern: address) else { return }
      let row = TreeListRow(pointer, .borrow)
      if row.isExpanded { onExpanded(row) }
    }
  }
}

private let watchedQuark = g_quark_from_string("sheaf-tree-row-watched")
