import CGtk

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
    gtk_single_selection_set_selected(cast(), cgtk_invalid_list_position())
  }

  /// Makes the selection a selection over `model`. The selected item stays selected if
  /// `model` holds it too.
  public func setModel(_ model: ListModel) {
    gtk_single_selection_set_model(cast(), model.cast())
  }

  /// The selected row, or nil.
  public var selected: Int? {
    get {
      let position = gtk_single_selection_get_selected(cast())
      return position == cgtk_invalid_list_position() ? nil : Int(position)
    }
    set {
      gtk_single_selection_set_selected(
        cast(), newValue.map { guint($0) } ?? cgtk_invalid_list_position())
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
