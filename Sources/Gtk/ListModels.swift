import CGtk

/// Any GListModel: a list of GObjects that tells its views exactly what changed.
@MainActor
open class ListModel: Object {
  /// How many items the model holds.
  public var count: Int { Int(g_list_model_get_n_items(cast())) }

  /// The item at `position`, or nil past the end.
  public func item(at position: Int) -> Object? {
    guard position >= 0, let item = g_list_model_get_item(cast(), guint(position)) else {
      return nil
    }
    return Object(item, .adopt)
  }

  /// Called with (position, removed, added) whenever items change. With `after`, once the
  /// models and views that read this one (connected without it) have taken the change in.
  @discardableResult
  public func onItemsChanged(
    after: Bool = false, _ handler: @escaping @MainActor (Int, Int, Int) -> Void
  ) -> SignalConnection {
    connect("items-changed", handler: handler, trampoline: itemsChangedTrampoline, after: after)
  }

  /// Tells the model's views that `count` items at `position` changed in place (their
  /// content, not their identity), so rows are bound again.
  public func itemsChanged(at position: Int, count: Int) {
    g_list_model_items_changed(cast(), guint(position), guint(count), guint(count))
  }
}

private typealias ItemsChangedHandler = @MainActor (Int, Int, Int) -> Void

private let itemsChangedTrampoline:
  @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
    _, position, removed, added, data in
    guard let handler = SignalBox<ItemsChangedHandler>.from(data) else { return }
    MainActor.assumeIsolated { handler(Int(position), Int(removed), Int(added)) }
  }

/// A GtkDirectoryList: a folder's children as GFileInfos, enumerated asynchronously in
/// batches and, while `isMonitored`, kept current as files come and go.
@MainActor
public final class DirectoryList: ListModel {
  /// `attributes` in GIO's syntax; each GFileInfo also carries `standard::file`.
  public init(attributes: String) {
    super.init(constructed(gtk_directory_list_new(attributes, nil), "a directory list"), .adopt)
  }

  /// The folder being listed; setting it starts a new enumeration.
  public var file: File? {
    get { gtk_directory_list_get_file(cast()).map { File(borrowing: $0) } }
    set {
      // The list takes its own reference; the File must live until it has.
      withExtendedLifetime(newValue) { gtk_directory_list_set_file(cast(), newValue?.pointer) }
    }
  }

  /// Whether the enumeration is still running.
  public var isLoading: Bool { gtk_directory_list_is_loading(cast()) != 0 }

  /// The GLib priority of the enumeration's requests and of the callbacks that append each
  /// batch: below `G_PRIORITY_DEFAULT`, input and painting go first while a large folder loads.
  public var ioPriority: Int32 {
    get { gtk_directory_list_get_io_priority(cast()) }
    set { gtk_directory_list_set_io_priority(cast(), newValue) }
  }

  /// Whether the list follows changes to the folder after the enumeration.
  public var isMonitored: Bool {
    get { gtk_directory_list_get_monitored(cast()) != 0 }
    set { gtk_directory_list_set_monitored(cast(), newValue ? 1 : 0) }
  }

  /// Why the enumeration stopped, if it failed.
  public var error: GLibError? {
    guard let error = gtk_directory_list_get_error(cast()) else { return nil }
    return GLibError(
      domain: error.pointee.domain, code: error.pointee.code,
      message: String(cString: error.pointee.message))
  }
}

/// A GListStore: a list the program changes itself, one splice at a time.
@MainActor
public final class ListStore: ListModel {
  /// An empty list of items of `itemType`.
  public init(itemType: GType) {
    super.init(UnsafeMutableRawPointer(g_list_store_new(itemType)), .adopt)
  }

  /// Replaces `removed` items at `position` with `items`, telling the views once.
  public func splice(at position: Int, removing removed: Int, adding items: [OpaquePointer]) {
    var pointers = items.map { Optional(gpointer($0)) }
    pointers.withUnsafeMutableBufferPointer { buffer in
      g_list_store_splice(
        cast(), guint(position), guint(removed), buffer.baseAddress, guint(buffer.count))
    }
  }

  /// Inserts `item` where `compare` places it in a list already in that order; `userData`
  /// goes to every comparison.
  @discardableResult
  public func insertSorted(
    _ item: OpaquePointer, compare: GCompareDataFunc, userData: gpointer? = nil
  ) -> Int {
    Int(g_list_store_insert_sorted(cast(), gpointer(item), compare, userData))
  }

  /// Puts the items in the order `compare` gives, telling the views once that every item
  /// changed.
  public func sort(compare: GCompareDataFunc, userData: gpointer? = nil) {
    g_list_store_sort(cast(), compare, userData)
  }

  /// Removes the item at `position`, telling the views.
  public func remove(at position: Int) {
    g_list_store_remove(cast(), guint(position))
  }
}

/// A GtkSortListModel.
@MainActor
public final class SortListModel: ListModel {
  /// `model`'s items in the order `sorter` gives them.
  public init(model: ListModel, sorter: Sorter) {
    // gtk_sort_list_model_new takes the references it is given.
    g_object_ref(model.object)
    g_object_ref(sorter.object)
    super.init(
      constructed(gtk_sort_list_model_new(model.cast(), sorter.cast()), "a sorter"), .adopt)
  }

  /// Items still waiting to be sorted.
  public var pending: Int { Int(gtk_sort_list_model_get_pending(cast())) }

  /// Whether new items are sorted into place a slice at a time in idle callbacks (they show
  /// out of place until then) rather than at once.
  public var isIncremental: Bool {
    get { gtk_sort_list_model_get_incremental(cast()) != 0 }
    set { gtk_sort_list_model_set_incremental(cast(), newValue ? 1 : 0) }
  }
}

/// A GtkSliceListModel: the first `size` items of another model, following its changes.
@MainActor
public final class SliceListModel: ListModel {
  /// The first `size` items of `model` (nil: all of them).
  public init(model: ListModel, size: Int?) {
    g_object_ref(model.object)
    super.init(
      constructed(gtk_slice_list_model_new(model.cast(), 0, Self.guintSize(size)), "a slice"),
      .adopt)
  }

  /// How many items at most; nil lets every item through. Growing it reports only the items
  /// it adds.
  public var size: Int? {
    get {
      let size = gtk_slice_list_model_get_size(cast())
      return size == guint.max ? nil : Int(size)
    }
    set { gtk_slice_list_model_set_size(cast(), Self.guintSize(newValue)) }
  }

  private static func guintSize(_ size: Int?) -> guint {
    size.map { guint(clamping: $0) } ?? guint.max
  }
}

/// A GtkFilterListModel.
@MainActor
public final class FilterListModel: ListModel {
  /// With `incremental`, a change is filtered a slice at a time in idle callbacks; without, at
  /// once, so the count is exact whenever the source's is.
  /// A nil `filter` lets every item through, at no cost.
  public init(model: ListModel, filter: Filter?, incremental: Bool = false) {
    g_object_ref(model.object)
    if let filter { g_object_ref(filter.object) }
    super.init(
      constructed(gtk_filter_list_model_new(model.cast(), filter?.cast()), "a filter"), .adopt)
    gtk_filter_list_model_set_incremental(cast(), incremental ? 1 : 0)
  }

  /// Filters with `filter` from now on (nil lets every item through); the items that change
  /// are reported at once, or a slice at a time when incremental.
  public func setFilter(_ filter: Filter?) {
    gtk_filter_list_model_set_filter(cast(), filter?.cast())
  }

  /// Items still waiting to be filtered.
  public var pending: Int { Int(gtk_filter_list_model_get_pending(cast())) }

  /// Filters `model` from now on, in place of the one it had.
  public func setModel(_ model: ListModel) {
    gtk_filter_list_model_set_model(cast(), model.cast())
  }
}

/// A GtkSorter.
@MainActor
open class Sorter: Object {
  /// The order changed completely: the model sorts again.
  public func changed() { gtk_sorter_changed(cast(), GTK_SORTER_CHANGE_DIFFERENT) }
}

/// A GtkCustomSorter around a C comparison (called very often, so no Swift closure box).
@MainActor
public final class CustomSorter: Sorter {
  /// A sorter that orders items with `compare`, which must return <0, 0 or >0; `userData`
  /// goes to every call and `destroy` frees it with the sorter.
  public init(
    compare: GCompareDataFunc, userData: gpointer? = nil, destroy: GDestroyNotify? = nil
  ) {
    super.init(
      constructed(gtk_custom_sorter_new(compare, userData, destroy), "a sorter"), .adopt)
  }
}

/// A GtkFilter.
@MainActor
open class Filter: Object {
  /// The filter changed; `change` says how, so the model refilters only what it must.
  public func changed(_ change: GtkFilterChange = GTK_FILTER_CHANGE_DIFFERENT) {
    gtk_filter_changed(cast(), change)
  }
}

/// A GtkCustomFilter around a C predicate with its user data.
@MainActor
public final class CustomFilter: Filter {
  /// A filter letting through the items `match` accepts; `userData` goes to every call and
  /// `destroy` frees it with the filter.
  public init(match: GtkCustomFilterFunc, userData: gpointer? = nil, destroy: GDestroyNotify? = nil)
  {
    super.init(constructed(gtk_custom_filter_new(match, userData, destroy), "a filter"), .adopt)
  }
}

/// A GtkEveryFilter: an item passes when every filter in it lets it through.
@MainActor
public final class EveryFilter: Filter {
  /// A filter letting through what every one of `filters` lets through.
  public init(_ filters: [Filter]) {
    super.init(constructed(gtk_every_filter_new(), "a filter"), .adopt)
    for filter in filters {
      g_object_ref(filter.object)
      gtk_multi_filter_append(cast(), filter.cast())
    }
  }
}
