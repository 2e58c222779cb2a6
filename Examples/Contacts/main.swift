// UIKit's Master-Detail template with SplitView: a list of names beside the chosen contact,
// and below 600 px a stack of two pages.
import Glibc
import Gtk
import SplitView

let contacts = [
  ("Ada Lovelace", "ada@example.org"), ("Alan Turing", "alan@example.org"),
  ("Grace Hopper", "grace@example.org"), ("Katherine Johnson", "katherine@example.org"),
]

let app = Application(id: "io.github.sheafapp.examples.Contacts")
app.onActivate {
  let list = ListView(
    selection: SingleSelection(model: StringList(contacts.map(\.0))), factory: .labels())
  list.activatesOnSingleClick = true
  let detail = Label("No Contact Selected")
  let split = SplitView<Int>(sidebar: ScrolledWindow(child: list), content: detail)
  split.sidebarTitle = "Contacts"
  // Moving through the list selects; a click or Enter opens (pushes the detail when narrow).
  list.selection.onSelectionChanged { split.selection = list.selection.selected }
  list.onActivate { split.show($0) }
  split.widget.onNotify("selection") {
    split.contentTitle = split.selection.map { contacts[$0].0 } ?? ""
    detail.text = split.selection.map { contacts[$0].1 } ?? "No Contact Selected"
  }
  let window = Window(application: app)
  window.setTitlebar(Box(), visible: false)  // the panes bring their own header bars
  window.setDefaultSize(width: 900, height: 600)
  window.setChild(split.widget)
  window.present()
}
exit(app.run())
