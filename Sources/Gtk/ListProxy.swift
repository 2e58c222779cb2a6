import CGtk

/// A list model that shows another one, its source, and can change source telling its views
/// precisely what came and went.
///
/// A selection model or a view told that its whole list was replaced must work out for
/// itself which of its rows it can keep. GTK 4.8's list view does that, when the change takes
/// away an item it keeps track of (the row at the top, the focused or selected one), by
/// looking for each of its rows among every item added, one `get_item` at a time: with a
/// hundred thousand items that holds the main loop for tens of milliseconds. `widen` tells
/// the views the same change in a few parts, so that they look for their rows only among the
/// items around them.
@MainActor
public final class ListProxy: ListModel {
  private let state: ProxyState

  /// An empty proxy for items of `itemType`.
  public init(itemType: GType) {
    let state = ProxyState(itemType: itemType)
    let object = g_object_new_with_properties(proxyType, 0, nil, nil)
    guard let object else { fatalError("GLib could not create a list proxy") }
    ProxyState.attach(state, to: object)
    self.state = state
    super.init(UnsafeMutableRawPointer(object), .adopt)
  }

  /// Shows `source`, telling the views that the whole list was replaced by its items.
  public func show(_ source: ListModel) {
    let removed = state.count
    state.follow(OpaquePointer(source.object), proxy: object)
    g_list_model_items_changed(cast(), 0, removed, state.count)
  }

  /// Shows `source`, which holds every item shown now, in the same order, and others between
  /// them. Each `(old, new)` pair is the position of one item shown now and its position in
  /// `source`: give those the views have rows for. Each run of them is told as replaced by
  /// the part of `source` they span, and what lies between runs as replaced by the part of
  /// `source` between them. A view has no row to look for in the latter, and looks for its
  /// rows only among the few items of the former; it is told a handful of changes, as GTK
  /// 4.8's list view binds every row after a change again.
  ///
  /// A pair that does not name the same item in both lists, or that is out of order, is left
  /// out.
  public func widen(to source: ListModel, keeping pairs: [(old: Int, new: Int)]) {
    let newSource = OpaquePointer(source.object)
    let runs = Self.runs(of: state.checked(pairs, against: newSource))
    let oldCount = Int(state.count)
    let newCount = Int(g_list_model_get_n_items(newSource))
    state.beginWidening(to: newSource)
    for run in runs {
      replace(upTo: run.first)
      replace(upTo: (old: run.last.old + 1, new: run.last.new + 1))
    }
    replace(upTo: (old: oldCount, new: newCount))
    state.endWidening(proxy: object)
  }

  /// The pairs in runs of consecutive old positions.
  private static func runs(of pairs: [(old: Int, new: Int)]) -> [(
    first: (old: Int, new: Int), last: (old: Int, new: Int)
  )] {
    var runs: [(first: (old: Int, new: Int), last: (old: Int, new: Int))] = []
    for pair in pairs {
      if let last = runs.last?.last, pair.old == last.old + 1 {
        runs[runs.count - 1].last = pair
      } else {
        runs.append((first: pair, last: pair))
      }
    }
    return runs
  }

  /// Tells the views that the old items up to `end.old` were replaced by the new ones up to
  /// `end.new`, from where the last change ended.
  private func replace(upTo end: (old: Int, new: Int)) {
    let position = state.newEnd
    let removed = guint(end.old) - state.oldStart
    let added = guint(end.new) - position
    guard removed > 0 || added > 0 else { return }
    state.advance(removing: removed, adding: added)
    g_list_model_items_changed(cast(), position, removed, added)
  }
}

/// What a proxy's vfuncs read: the source, its count, and during `widen` how the list told so
/// far is made of the new source's first items and the old one's last ones.
///
/// Only touched on the main thread, where GTK reads list models and emits their changes.
private final class ProxyState: @unchecked Sendable {
  let itemType: GType
  private(set) var source: OpaquePointer?
  private var handler: gulong = 0
  private(set) var count: guint = 0
  /// While widening: the list before it, whose items from `oldStart` on follow the new
  /// source's first `newEnd`.
  private var old: OpaquePointer?
  private(set) var oldStart: guint = 0
  private(set) var newEnd: guint = 0

  init(itemType: GType) {
    self.itemType = itemType
  }

  deinit {
    disconnect()
    unref(source)
    unref(old)
  }

  static func attach(_ state: ProxyState, to object: UnsafeMutablePointer<GObject>) {
    let retained = Unmanaged.passRetained(state).toOpaque()
    g_object_set_qdata_full(object, stateQuark, retained) { data in
      guard let data else { return }
      Unmanaged<ProxyState>.fromOpaque(data).release()
    }
    slot(of: object).pointee = UnsafeRawPointer(retained)
  }

  static func of(_ object: UnsafeMutableRawPointer) -> ProxyState? {
    guard let data = slot(of: object).pointee else { return nil }
    return Unmanaged<ProxyState>.fromOpaque(data).takeUnretainedValue()
  }

  /// The instance's own field after its GObject, which finds the state without a lookup:
  /// views read items through it constantly.
  private static func slot(of object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<
    UnsafeRawPointer?
  > {
    object.advanced(by: MemoryLayout<GObject>.size).assumingMemoryBound(to: UnsafeRawPointer?.self)
  }

  func item(at position: guint) -> gpointer? {
    if let old, position >= newEnd {
      return g_list_model_get_item(old, position - newEnd + oldStart)
    }
    guard let source, position < count else { return nil }
    return g_list_model_get_item(source, position)
  }

  /// Reads `source` from now on and forwards its changes.
  func follow(_ source: OpaquePointer?, proxy: UnsafeMutablePointer<GObject>) {
    disconnect()
    if let source { g_object_ref(UnsafeMutableRawPointer(source)) }
    unref(self.source)
    self.source = source
    recount()
    guard let source else { return }
    handler = g_signal_connect_data(
      UnsafeMutableRawPointer(source), "items-changed",
      unsafeBitCast(forwardChange, to: GCallback.self), proxy, nil, GConnectFlags(rawValue: 0))
  }

  private func disconnect() {
    if let source, handler != 0 {
      g_signal_handler_disconnect(UnsafeMutableRawPointer(source), handler)
    }
    handler = 0
  }

  /// Takes the source's count, after it changed or was replaced.
  func recount() {
    count = source.map { g_list_model_get_n_items($0) } ?? 0
  }

  /// The pairs that name one item in the list shown now and in `new`, in increasing order.
  func checked(_ pairs: [(old: Int, new: Int)], against new: OpaquePointer) -> [(
    old: Int, new: Int
  )] {
    let newCount = Int(g_list_model_get_n_items(new))
    var kept: [(old: Int, new: Int)] = []
    for pair in pairs.sorted(by: { $0.old < $1.old }) {
      guard pair.old >= 0, pair.old < Int(count), pair.new >= 0, pair.new < newCount,
        pair.old > kept.last?.old ?? -1, pair.new > kept.last?.new ?? -1
      else { continue }
      let shown = item(at: guint(pair.old))
      let coming = g_list_model_get_item(new, guint(pair.new))
      defer {
        if let shown { g_object_unref(shown) }
        if let coming { g_object_unref(coming) }
      }
      if shown != nil, shown == coming { kept.append(pair) }
    }
    return kept
  }

  func beginWidening(to new: OpaquePointer) {
    disconnect()
    old = source
    source = new
    g_object_ref(UnsafeMutableRawPointer(new))
    oldStart = 0
    newEnd = 0
  }

  /// `removed` items of the old list leave at the boundary, `added` of the new one arrive.
  func advance(removing removed: guint, adding added: guint) {
    oldStart += removed
    newEnd += added
    count = count + added - removed
  }

  func endWidening(proxy: UnsafeMutablePointer<GObject>) {
    unref(old)
    old = nil
    let new = source
    source = nil
    follow(new, proxy: proxy)
    unref(new)
  }
}

private let stateQuark: GQuark = g_quark_from_string("swift-list-proxy")

private let forwardChange: @convention(c) (OpaquePointer?, guint, guint, guint, gpointer?) -> Void =
  {
    _, position, removed, added, proxy in
    guard let proxy, let state = ProxyState.of(proxy) else { return }
    state.recount()
    g_list_model_items_changed(OpaquePointer(proxy), position, removed, added)
  }

/// The GType, registered on first use.
private let proxyType: GType = {
  var info = GTypeInfo()
  info.class_size = guint16(MemoryLayout<GObjectClass>.size)
  info.instance_size = guint16(MemoryLayout<GObject>.size + MemoryLayout<UnsafeRawPointer>.size)
  let type = g_type_register_static(
    g_object_get_type(), "GtkSwiftListProxy", &info, GTypeFlags(rawValue: 0))
  var model = GInterfaceInfo()
  model.interface_init = { iface, _ in
    guard let iface else { return }
    let list = iface.assumingMemoryBound(to: GListModelInterface.self)
    list.pointee.get_item_type = { object in
      guard let object, let state = ProxyState.of(UnsafeMutableRawPointer(object)) else {
        return g_object_get_type()
      }
      return state.itemType
    }
    list.pointee.get_n_items = { object in
      guard let object, let state = ProxyState.of(UnsafeMutableRawPointer(object)) else {
        return 0
      }
      return state.count
    }
    list.pointee.get_item = { object, position in
      guard let object, let state = ProxyState.of(UnsafeMutableRawPointer(object)) else {
        return nil
      }
      return state.item(at: position)
    }
  }
  g_type_add_interface_static(type, g_list_model_get_type(), &model)
  return type
}()
