// A split view as one part of a larger window: the window keeps its own header bar, with a
// notice above the split view and a status line below it. The delegate overrides one of the
// split view's decisions and reports the layout.
import Glibc
import Gtk
import SplitState
import SplitView

let messages = [
  ("Welcome aboard", "Your mailbox is ready."),
  ("Lunch on Friday?", "The place on the corner, at noon."),
  ("Build report", "All 412 tests passed."),
  ("Release notes", "The split view now fits inside any window."),
]

/// The mail window, and the split view's delegate: it shows the chosen message and the
/// layout, and decides which page a narrowed window shows.
final class MailWindow: SplitViewDelegate {
  let window: Window
  let split: SplitView<Int>
  let list = ListView(
    selection: SingleSelection(model: StringList(messages.map(\.0))), factory: .labels())
  let body = Label("No Message Selected")
  let status = Label()

  init(application: Application) {
    list.activatesOnSingleClick = true
    split = SplitView(sidebar: ScrolledWindow(child: list), content: body)
    split.sidebarTitle = "Inbox"
    // The window's own header bar carries the window's controls.
    split.showsWindowControls = false
    list.selection.onSelectionChanged { [split, list] in
      split.selection = list.selection.selected
    }
    list.onActivate { [split] in split.show($0) }

    let notice = Label("This split view is one part of the window, not its root.")
    status.xAlign = 0
    let page = Box(spacing: 6)
    for part in [notice, split.widget, status] {
      part.setMargins(6)
      page.append(part)
    }
    window = Window(application: application)
    window.title = "Mail"
    window.setTitlebar(HeaderBar())
    window.setDefaultSize(width: 900, height: 600)
    window.setChild(page)
    split.delegate = self
    status.text = Self.describe(split.state)
  }

  /// The split view's default keeps an opened message on top when the window narrows, as
  /// UIKit's does; this mailbox brings the list to the front instead, so that a narrowed
  /// window always shows where the user is in the inbox.
  func splitView(_ splitView: SplitView<Int>, topPageForCollapsing proposed: Pane) -> Pane {
    .primary
  }

  func splitView(_ splitView: SplitView<Int>, didChangeFrom old: SplitState<Int>) {
    let message = splitView.selection.map { messages[$0] }
    splitView.contentTitle = message?.0 ?? ""
    body.text = message?.1 ?? "No Message Selected"
    status.text = Self.describe(splitView.state)
  }

  /// The layout in words, for the status line.
  static func describe(_ state: SplitState<Int>) -> String {
    switch state.displayMode {
    case nil: "Layout: one page at a time, the \(state.topPage == .primary ? "list" : "message")"
    case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
      "Layout: the list beside the message"
    case .oneOverSecondary, .twoOverSecondary: "Layout: the list over the message"
    case .secondaryOnly: "Layout: the message alone"
    }
  }
}

let app = Application(id: "io.github.sheafapp.examples.Embedded")
// One window, made once GTK has started (no widget may exist before) and kept for the app's
// life: the split view holds its delegate weakly.
var mailWindow: MailWindow?
app.onActivate {
  let shown = mailWindow ?? MailWindow(application: app)
  mailWindow = shown
  shown.window.present()
}
exit(app.run())
