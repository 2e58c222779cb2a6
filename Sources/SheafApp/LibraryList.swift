import CGtk
import Gtk

/// The sidebar list: a virtualized GtkListView over the folder's entries.
@MainActor
final class LibraryList {
  let names = StringList()
  let selection: SingleSelection
  let view: ListView
  let scroller: ScrolledWindow
  private(set) var entries: [LibraryEntry] = []

  /// Called with a row's position when it is clicked once: a click opens, as Enter does.
  var onRowClicked: ((Int) -> Void)?

  init() {
    selection = SingleSelection(model: names)
    // Row handlers are made before `self` exists; they reach the list weakly through this box.
    let owner = WeakBox<LibraryList>()
    let factory = ListItemFactory(
      setup: { item in
        let label = Label()
        label.xAlign = 0
        label.ellipsizes = true
        let click = ClickGesture()
        // The list item owns the row widget and its gesture, so it outlives them.
        click.onReleased { count, _, _ in
          guard count == 1 else { return }
          owner.value?.onRowClicked?(item.position)
        }
        label.addController(click)
        item.setChild(label)
      },
      bind: { item in
        guard let child = item.child else { return }
        Label(borrowing: child).text = item.string ?? ""
      })
    view = ListView(selection: selection, factory: factory)
    view.addCSSClass("navigation-sidebar")
    view.setAccessibleLabel(localized("Files"))
    scroller = ScrolledWindow(child: view)
    scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    scroller.expandsVertically = true
    owner.value = self
  }

  func replace(with entries: [LibraryEntry]) {
    self.entries = entries
    names.replaceAll(with: entries.map(\.title))
  }

  var selectedEntry: LibraryEntry? {
    selection.selected.flatMap { $0 < entries.count ? entries[$0] : nil }
  }

  func index(ofPath path: String) -> Int? {
    entries.firstIndex { $0.path == path }
  }

  /// Focuses the selected row (or the first), as the list page expects when it comes back.
  func focusSelectedRow() {
    guard !entries.isEmpty else {
      view.grabFocus()
      return
    }
    let row = selection.selected ?? 0
    view.scrollTo(row)
    view.grabFocus()
  }
}

/// A weak reference that closures created before `self` exists can capture.
@MainActor
final class WeakBox<Value: AnyObject> {
  weak var value: Value?
}
