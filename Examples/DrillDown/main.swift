// A drill-down list: continents hold countries, countries hold cities. Entering a row slides
// its list in; Back, Alt+Left (and Escape when narrow) return with the row still selected.
import Glibc
import Gtk
import SplitView

let children = [
  "World": ["Europe", "Americas"], "Europe": ["France", "Norway"], "Americas": ["Chile", "Peru"],
  "France": ["Paris", "Lyon"], "Norway": ["Oslo"], "Chile": ["Santiago"], "Peru": ["Lima"],
]

let app = Application(id: "io.github.sheafapp.examples.DrillDown")
app.onActivate {
  let detail = Label("No Place Selected")
  var split: SplitView<String>?
  // One list per level; a row with places in it enters them, a city opens in the detail.
  @MainActor func level(_ place: String) -> Widget {
    let names = children[place] ?? []
    let list = ListView(selection: SingleSelection(model: StringList(names)), factory: .labels())
    list.activatesOnSingleClick = true
    list.selection.onSelectionChanged {
      split?.selection = list.selection.selected.map { names[$0] }
    }
    list.onActivate { row in
      guard children[names[row]] != nil else { return split?.show(names[row]) ?? () }
      split?.push(names[row], page: level(names[row]), title: names[row])
    }
    return ScrolledWindow(child: list)
  }
  let view = SplitView<String>(sidebar: level("World"), content: detail)
  split = view
  view.sidebarTitle = "World"
  view.widget.onNotify("selection") {
    detail.text =
      view.selection.map { "\($0): " + (children[$0]?.joined(separator: ", ") ?? "a city") }
      ?? "No Place Selected"
  }
  let window = Window(application: app)
  window.setTitlebar(Box(), visible: false)  // the panes bring their own header bars
  window.setDefaultSize(width: 1000, height: 600)
  window.setChild(view.widget)
  window.present()
}
exit(app.run())
