import CGtk

/// A GtkStringList: a GListModel of strings that scales to hundreds of thousands of rows.
@MainActor
public final class StringList: ListModel {
  /// An empty list.
  public init() {
    super.init(constructed(gtk_string_list_new(nil), "a string list"), .adopt)
  }

  /// A list holding `strings`, in order.
  public convenience init(_ strings: [String]) {
    self.init()
    replaceAll(with: strings)
  }

  /// The string at `position`, or nil past the end.
  public func string(at position: Int) -> String? {
    guard position >= 0, position < count,
      let text = gtk_string_list_get_string(cast(), guint(position))
    else { return nil }
    return String(cString: text)
  }

  /// Replaces `removing` rows at `position` with `strings`, emitting one `items-changed`.
  public func splice(at position: Int, removing: Int, inserting strings: [String]) {
    withConstCStringArray(strings) {
      gtk_string_list_splice(cast(), guint(position), guint(removing), $0)
    }
  }

  /// Replaces every string with `strings`, emitting one `items-changed`.
  public func replaceAll(with strings: [String]) {
    splice(at: 0, removing: count, inserting: strings)
  }
}

/// A GtkSingleSelection: at most one selected row of a model.
@MainActor
public final class SingleSelection: ListModel {
  /// A selection over `model` that starts with nothing selected and may go back to nothing.
  public init(model: ListModel) {
    // gtk_single_selection_new takes the model reference it is given.
    g_object_ref(model.object)
    super.init(constructed(gtk_single_selection_new(model.cast()), "a selection"), .adopt)
    gtk_single_selection_set_autoselect(cast(), 0)
    gtk_single_selection_set_can_unselect(cast(), 1)
    // Autoselect, on while the selection was made, already chose the first row of a model
    // that has rows; the user has chosen nothing yet.
    gtk_single_selection_set_selected(cast(), sheaf_invalid_list_position())
  }

  /// The selected row, or nil.
  public var selected: Int? {
    get {
      let position = gtk_single_selection_get_selected(cast())
      return position == sheaf_invalid_list_position() ? nil : Int(position)
    }
    set {
      gtk_single_selection_set_selected(
        cast(), newValue.map { guint($0) } ?? sheaf_invalid_list_position())
    }
  }

  /// The selected item, or nil.
  public var selectedItem: Object? {
    guard let item = gtk_single_selection_get_selected_item(cast()) else { return nil }
    return Object(item, .borrow)
  }

  /// Called with the new selection whenever it changes.
  @discardableResult
  public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    onNotify("selected", handler)
  }
}
