import CGtk

/// One row slot handed out by a list item factory.
@MainActor
public struct ListItem {
  /// The GtkListItem, for calling GTK functions.
  public let pointer: OpaquePointer

  /// The row's position in the model.
  public var position: Int { Int(gtk_list_item_get_position(pointer)) }

  /// The widget `setup` gave the row, if any.
  public var child: UnsafeMutablePointer<GtkWidget>? { gtk_list_item_get_child(pointer) }

  /// The row's text when the model is a GtkStringList.
  public var string: String? {
    guard let item = gtk_list_item_get_item(pointer),
      let text = gtk_string_object_get_string(OpaquePointer(item))
    else { return nil }
    return String(cString: text)
  }

  /// Gives the row its widget; call it from the factory's `setup`.
  public func setChild(_ widget: Widget) { gtk_list_item_set_child(pointer, widget.widget) }

  /// The model's item this row shows now.
  public var item: Object? {
    gtk_list_item_get_item(pointer).map { Object($0, .borrow) }
  }
}

/// A GtkSignalListItemFactory: creates row widgets once (`setup`), fills them per row (`bind`).
@MainActor
public final class ListItemFactory: Object {
  /// A factory calling `setup` once per row widget GTK creates, `bind` each time a row
  /// widget is given an item to show, and `unbind` when it is taken away.
  public init(
    setup: @escaping @MainActor (ListItem) -> Void,
    bind: @escaping @MainActor (ListItem) -> Void,
    unbind: @escaping @MainActor (ListItem) -> Void = { _ in }
  ) {
    super.init(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()), .adopt)
    for (signal, handler) in [("setup", setup), ("bind", bind), ("unbind", unbind)] {
      let wrapped: Trampolines.PointerHandler = { item in
        guard let item else { return }
        handler(ListItem(pointer: OpaquePointer(item)))
      }
      _ = connect(signal, handler: wrapped, trampoline: Trampolines.pointer)
    }
  }
}

extension ListItemFactory {
  /// Rows that show a ``StringList``'s strings as labels, aligned to the start and cut short
  /// with an ellipsis: all a plain list of names needs.
  public static func labels() -> ListItemFactory {
    ListItemFactory(
      setup: { item in
        let label = Label()
        label.xAlign = 0
        label.ellipsizes = true
        label.setMargins(6)
        item.setChild(label)
      },
      bind: { item in
        guard let child = item.child else { return }
        Label(borrowing: child).text = item.string ?? ""
      })
  }
}

/// A GtkListView: a virtualized list; only the rows on screen have widgets.
@MainActor
public final class ListView: Widget {
  /// The selection model the list shows and changes.
  public let selection: SingleSelection

  /// A list showing `selection`'s items in rows that `factory` makes.
  public init(selection: SingleSelection, factory: ListItemFactory) {
    self.selection = selection
    // The list view takes the model and factory references it is given.
    g_object_ref(selection.object)
    g_object_ref(factory.object)
    super.init(gtk_list_view_new(selection.cast(), factory.cast()), .sink)
  }

  /// Called with a row's position when it is activated (Enter, Space, double click).
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
    let wrapped: Trampolines.UIntHandler = { handler(Int($0)) }
    return connect("activate", handler: wrapped, trampoline: Trampolines.uint)
  }

  /// Whether one click activates a row (as a double click does otherwise).
  public var activatesOnSingleClick: Bool {
    get { gtk_list_view_get_single_click_activate(cast()) != 0 }
    set { gtk_list_view_set_single_click_activate(cast(), newValue ? 1 : 0) }
  }

  /// Scrolls `position` into view and makes it the row that keyboard focus goes to.
  public func scrollTo(_ position: Int) {
    gtk_widget_activate_action_variant(
      widget, "list.scroll-to-item", g_variant_new_uint32(guint(position)))
  }
}
