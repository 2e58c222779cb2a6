import CGtk
import Gtk
import GtkTestSupport
import TestSupport
import XCTest

/// A proxy shows its source, forwards its changes, and widens to a larger list in a way a
/// real GTK list view takes without losing track of its rows.
final class ListProxyTests: XCTestCase {
  func testAProxyShowsItsSourceAndForwardsItsChanges() throws {
    try withGtk {
      let names = StringList(["a", "b", "c"])
      let proxy = ListProxy(itemType: gtk_string_object_get_type())
      var changes: [[Int]] = []
      proxy.onItemsChanged { changes.append([$0, $1, $2]) }
      proxy.show(names)
      XCTAssertEqual(proxy.count, 3)
      XCTAssertEqual(strings(proxy), ["a", "b", "c"])
      names.splice(at: 3, removing: 0, inserting: ["d"])
      XCTAssertEqual(strings(proxy), ["a", "b", "c", "d"])
      proxy.show(StringList(["x"]))
      names.splice(at: 4, removing: 0, inserting: ["e"])
      XCTAssertEqual(strings(proxy), ["x"], "a source shown no longer is not followed")
      XCTAssertEqual(changes, [[0, 0, 3], [3, 0, 1], [0, 4, 1]])
      XCTAssertNil(proxy.item(at: 1))
    }
  }

  func testAProxyLetsGoOfItsSourcesWhenItDies() throws {
    try withGtk {
      let counter = FinalizationWatch()
      var changes = 0
      inOwnScope {
        let first = StringList(["a"])
        let second = StringList(["b", "c"])
        counter.watch(first)
        counter.watch(second)
        let proxy = ListProxy(itemType: gtk_string_object_get_type())
        counter.watch(proxy)
        proxy.show(first)
        proxy.show(second)
        proxy.onItemsChanged { _, _, _ in changes += 1 }
        second.splice(at: 0, removing: 1, inserting: [])
      }
      XCTAssertEqual(changes, 1, "the change of the source shown was forwarded")
      XCTAssertTrue(counter.allFinalized, "the proxy and both sources are gone")
    }
  }

  /// Random folders, filters and scroll positions: after widening, every row shows the item
  /// at its position, no item has two rows, the rows of the kept items are the same widgets,
  /// and the view bound its rows only a few times over (GTK 4.8 binds every row after a
  /// change again, so a change told item by item binds them thousands of times).
  func testWideningKeepsTheViewsRowsAndTellsItLittle() throws {
    try withGtk {
      var random = SplitMix64(seed: 0x5EAF)
      for round in 0..<30 {
        let count = Int.random(in: 300...3000, using: &random)
        let every = StringList((0..<count).map { "item \($0)" })
        let keptShare = [0.02, 0.3, 0.9, 1.0][round % 4]
        let shown = (0..<count).filter { _ in Double.random(in: 0..<1, using: &random) < keptShare }
        guard !shown.isEmpty else { continue }
        let items = shown.map { OpaquePointer(itemPointer(every, $0)) }
        let filtered = ListStore(itemType: gtk_string_object_get_type())
        filtered.splice(at: 0, removing: 0, adding: items)
        for item in items { unref(item) }

        let proxy = ListProxy(itemType: gtk_string_object_get_type())
        proxy.show(filtered)
        let rows = RowRecorder()
        let view = ListView(selection: SingleSelection(model: proxy), factory: rows.factory())
        inScrolledWindow(view, width: 300, height: 400) {
          let top = Int.random(in: 0..<shown.count, using: &random)
          // A row selected far from the one scrolled to keeps a row of its own.
          if round % 3 == 0 {
            view.selection.selected = Int.random(in: 0..<shown.count, using: &random)
          }
          view.scrollTo(top)
          XCTAssertTrue(
            MainLoop.run(until: { rows.bound(to: top) != nil && rows.areRight(in: proxy) }),
            "round \(round): rows for the filtered list")
          let selectedItem = view.selection.selectedItem?.object
          let topWidget = rows.bound(to: top)?.widget
          let before = rows.items.count
          let pairs = rows.items.values.map { item in
            (old: item.position, new: shown[item.position])
          }

          rows.binds = 0
          proxy.widen(to: every, keeping: pairs)
          XCTAssertEqual(strings(proxy), strings(every), "round \(round)")
          XCTAssertTrue(
            MainLoop.run(until: { rows.areRight(in: proxy) }),
            "round \(round): rows show the widened list")
          // Told item by item, the view would bind its rows about a hundred times each.
          let rowsAround = max(before, rows.items.count)
          XCTAssertLessThanOrEqual(rows.binds, 5 * rowsAround, "round \(round): rows bound again")
          XCTAssertEqual(
            rows.bound(to: shown[top])?.widget, topWidget,
            "round \(round): the row at the top is the same widget")
          XCTAssertEqual(
            view.selection.selectedItem?.object, selectedItem, "round \(round): selection kept")
        }
      }
    }
  }

  func testPairsThatNameDifferentItemsAreLeftOut() throws {
    try withGtk {
      let every = StringList(["a", "b", "c", "d"])
      let part = ListStore(itemType: gtk_string_object_get_type())
      part.splice(at: 0, removing: 0, adding: [OpaquePointer(itemPointer(every, 1))])
      g_object_unref(itemPointer(every, 1))
      let proxy = ListProxy(itemType: gtk_string_object_get_type())
      proxy.show(part)
      var changes: [[Int]] = []
      proxy.onItemsChanged { changes.append([$0, $1, $2]) }
      // "b" is at 1 in `every`, not 2, and 5 is past its end.
      proxy.widen(to: every, keeping: [(old: 0, new: 2), (old: 0, new: 5)])
      XCTAssertEqual(strings(proxy), ["a", "b", "c", "d"])
      XCTAssertEqual(changes, [[0, 1, 4]], "told as one replacement, with nothing kept")
      changes = []
      let proxy2 = ListProxy(itemType: gtk_string_object_get_type())
      proxy2.show(part)
      proxy2.onItemsChanged { changes.append([$0, $1, $2]) }
      proxy2.widen(to: every, keeping: [(old: 0, new: 1)])
      XCTAssertEqual(changes, [[0, 0, 1], [1, 1, 1], [2, 0, 2]], "before, the kept run, after")
    }
  }
}

/// The item at `position`, with a reference the caller gives back.
@MainActor
private func itemPointer(_ model: ListModel, _ position: Int) -> UnsafeMutableRawPointer {
  guard let item = g_list_model_get_item(model.cast(), guint(position)) else {
    fatalError("no item at \(position)")
  }
  return item
}

@MainActor
private func strings(_ model: ListModel) -> [String] {
  (0..<model.count).map { position in
    let item = itemPointer(model, position)
    defer { g_object_unref(item) }
    return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
  }
}

/// The rows a list view has bound, as its factory reports them.
@MainActor
private final class RowRecorder {
  var items: [OpaquePointer: ListItem] = [:]
  var binds = 0

  func factory() -> ListItemFactory {
    ListItemFactory(
      setup: { item in item.setChild(Label()) },
      bind: { [weak self] item in
        guard let child = item.child else { return }
        Label(borrowing: child).text = item.string ?? ""
        self?.items[item.pointer] = item
        self?.binds += 1
      },
      unbind: { [weak self] item in self?.items[item.pointer] = nil })
  }

  /// The row bound to `position` now: its widget and item.
  func bound(to position: Int) -> (widget: UnsafeMutablePointer<GtkWidget>?, item: String?)? {
    guard let item = items.values.first(where: { $0.position == position }) else { return nil }
    return (item.child, item.string)
  }

  /// Whether every bound row shows the item at its position in `model`, each item once.
  func areRight(in model: ListModel) -> Bool {
    var seen = Set<String>()
    for item in items.values {
      guard let text = item.string, item.position < model.count,
        let child = item.child, Label(borrowing: child).text == text,
        seen.insert(text).inserted
      else { return false }
      let expected = itemPointer(model, item.position)
      defer { g_object_unref(expected) }
      guard String(cString: gtk_string_object_get_string(OpaquePointer(expected))) == text else {
        return false
      }
    }
    return !items.isEmpty
  }
}
