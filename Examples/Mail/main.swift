// A mail-shaped app in three columns: the mailboxes, the messages of one, and the message.
// Below 1200 px the toggle brings the mailboxes in; below 600 px it is one stack of pages.
import Glibc
import Gtk
import SplitState
import SplitView

let mail = [
  "Inbox": [
    ("Lunch on Friday?", "Shall we try the place on the corner?"),
    ("Build report", "All 412 tests passed."),
  ],
  "Sent": [("Re: Minutes", "The minutes look right to me.")],
  "Archive": [("Welcome", "Your account is ready.")],
]
let mailboxes = ["Inbox", "Sent", "Archive"]

@MainActor func list(_ names: [String]) -> ListView {
  let list = ListView(selection: SingleSelection(model: StringList(names)), factory: .labels())
  list.activatesOnSingleClick = true
  return list
}

let app = Application(id: "io.github.sheafapp.examples.Mail")
app.onActivate {
  let (folders, root, detail) = (list(mailboxes), list(mailboxes), Label("No Message Selected"))
  let split = SplitView<String>(
    primary: ScrolledWindow(child: folders), sidebar: ScrolledWindow(child: root), content: detail,
    configuration: (try? SplitConfiguration(style: .tripleColumn)) ?? .standard)
  (split.primaryTitle, split.sidebarTitle) = ("Mailboxes", "Mailboxes")
  // Opening a mailbox pushes its messages onto the list column, above the mailboxes.
  @MainActor func open(_ mailbox: String) {
    split.pop(toDepth: 0)
    folders.selection.selected = mailboxes.firstIndex(of: mailbox)  // the column follows
    let messages = mail[mailbox] ?? []
    let list = list(messages.map(\.0))
    list.selection.onSelectionChanged {
      split.selection = list.selection.selected.map { messages[$0].0 }
    }
    list.onActivate { split.show(messages[$0].0) }
    split.push(mailbox, page: ScrolledWindow(child: list), title: mailbox)
  }
  for mailboxList in [folders, root] { mailboxList.onActivate { open(mailboxes[$0]) } }
  split.widget.onNotify("selection") {
    let message = mail.values.joined().first { $0.0 == split.selection }
    detail.text = message.map { "\($0.0)\n\n\($0.1)" } ?? "No Message Selected"
  }
  open("Inbox")
  let window = Window(application: app)
  window.setTitlebar(Box(), visible: false)  // the columns bring their own header bars
  window.setDefaultSize(width: 1400, height: 700)
  window.setChild(split.widget)
  window.present()
}
exit(app.run())
