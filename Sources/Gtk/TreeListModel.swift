import CGtk

/// A GtkTreeListModel: the rows of a tree as one flat list. A row's children are a list model
/// of their own, made when the row is first asked about (to draw its expander) and kept once
/// it is expanded. Its items are `TreeListRow`s.
@MainActor
public final class TreeListModel: ListModel {
  /// A tree whose top rows are `root`'s items; `children` makes an item's list, or returns
  /// nil for an item that can have none. GTK may call it for a row it only draws, and drop
  /// the list it gets: a list should not start costly work before its row is expanded.
  public init(root: ListModel, children: @escaping @MainActor (Object) -> ListModel?) {
    let box = Unmanaged.passRetained(ChildrenBox(children)).toOpaque()
    // gtk_tree_list_model_new takes the root model reference it is given.
    g_object_ref(root.object)
    super.init(
      constructed(
        gtk_tree_list_model_new(
          root.cast(), 0, 0, makeChildren, box,
          { box in
            guard let box else { return }
            Unmanaged<ChildrenBox>.fromOpaque(box).release()
          }),
        "a tree list model"),
      .adopt)
  }

  /// The row at `position`, if there is one.
  public func row(at position: Int) -> TreeListRow? {
    guard position >= 0, let row = gtk_tree_list_model_get_row(cast(), guint(position)) else {
      return nil
    }
    return TreeListRow(UnsafeMutableRawPointer(row), .adopt)
  }
}

private final class ChildrenBox {
  let make: @MainActor (Object) -> ListModel?
  init(_ make: @escaping @MainActor (Object) -> ListModel?) { self.make = make }
}

private let makeChildren: GtkTreeListModelCreateModelFunc = { item, box in
  guard let item, let box else { return nil }
  // GTK asks on the main thread. Pointers are not Sendable; addresses cross as numbers.
  let (itemAddress, boxAddress) = (UInt(bitPattern: item), UInt(bitPattern: box))
  let address = MainActor.assumeIsolated { () -> UInt in
    guard let item = UnsafeMutableRawPointer(bitPattern: itemAddress),
      let box = UnsafeMutableRawPointer(bitPattern: boxAddress)
    else { return 0 }
    let make = Unmanaged<ChildrenBox>.fromOpaque(box).takeUnretainedValue().make
    guard let model = make(Object(item, .borrow)) else { return 0 }
    // Transfer full: the tree keeps a reference of its own.
    g_object_ref(model.object)
    return UInt(bitPattern: model.object)
  }
  return OpaquePointer(bitPattern: address)
}

/// One row of a `TreeListModel`: an item, its depth, and whether its children show.
@MainActor
public final class TreeListRow: Object {
  /// The row's item (an item of the root list or of a row's children).
  public var item: Object? {
    gtk_tree_list_row_get_item(cast()).map { Object($0, .adopt) }
  }

  /// 0 for a top row, 1 for its children, and so on.
  public var depth: Int { Int(gtk_tree_list_row_get_depth(cast())) }

  /// The row's position in the tree's flat list.
  public var position: Int { Int(gtk_tree_list_row_get_position(cast())) }

  /// Whether the row's children are shown; setting it shows or hides them.
  public var isExpanded: Bool {
    get { gtk_tree_list_row_get_expanded(cast()) != 0 }
    set { gtk_tree_list_row_set_expanded(cast(), newValue ? 1 : 0) }
  }

  /// Whether the row may have children.
  public var isExpandable: Bool { gtk_tree_list_row_is_expandable(cast()) != 0 }

  /// The row whose child this row is; nil for a top row.
  public var parent: TreeListRow? {
    gtk_tree_list_row_get_parent(cast()).map { TreeListRow(UnsafeMutableRawPointer($0), .adopt) }
  }

  /// The list of the row's children, while it is expanded.
  public var children: ListModel? {
    gtk_tree_list_row_get_children(cast()).map { ListModel(UnsafeMutableRawPointer($0), .borrow) }
  }

  /// The row of the child at `position` among its children, while it is expanded.
  public func child(at position: Int) -> TreeListRow? {
    guard let row = gtk_tree_list_row_get_child_row(cast(), guint(position)) else { return nil }
    return TreeListRow(UnsafeMutableRawPointer(row), .adopt)
  }
}

/// A GtkTreeExpander: indents its child by its row's depth and draws the arrow that opens
/// and closes it.
@MainActor
public final class TreeExpander: Widget {
  /// An expander around `child`, showing no row until given one (`setRow`).
  public init(child: Widget) {
    super.init(gtk_tree_expander_new(), .sink)
    gtk_tree_expander_set_child(cast(), child.widget)
  }

  /// The row it shows, or nil while it shows none.
  public func setRow(_ row: TreeListRow?) {
    gtk_tree_expander_set_list_row(cast(), row?.cast())
  }

  /// The widget it indents.
  public var child: UnsafeMutablePointer<GtkWidget>? { gtk_tree_expander_get_child(cast()) }
}
