import CGtk
import Gtk

/// The detail side: the chosen entry's preview, or a placeholder. Knows nothing of layout.
@MainActor
final class DetailPane {
  let root = Stack()
  private let placeholder = Label(localized("No item selected"))
  private let textView = TextView()
  private let picture = Picture()
  private let info = Label()
  private let problem = Label()
  /// Guards against a slow preview arriving after the user moved on.
  private var generation = 0

  init() {
    root.isHomogeneous = false
    root.expandsHorizontally = true
    root.expandsVertically = true
    for label in [placeholder, info, problem] {
      label.wraps = true
      label.isSelectable = label !== placeholder
      label.setMargins(24)
    }
    placeholder.addCSSClass("dim-label")
    placeholder.addCSSClass("title-2")
    textView.setMargins(horizontal: 18, vertical: 12)
    textView.canFocus = true
    let scroller = ScrolledWindow(child: textView)
    scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    picture.setMargins(12)
    root.addNamed(placeholder, name: "placeholder")
    root.addNamed(scroller, name: "text")
    root.addNamed(picture, name: "image")
    root.addNamed(info, name: "info")
    root.addNamed(problem, name: "problem")
    show(nil)
  }

  /// Shows `entry`, loading its preview off the main thread; nil shows the placeholder.
  func show(_ entry: LibraryEntry?) {
    generation += 1
    guard let entry else {
      root.showChild(named: "placeholder", transition: GTK_STACK_TRANSITION_TYPE_NONE)
      return
    }
    let expected = generation
    Preview.load(entry) { [weak self] preview in
      guard let self, generation == expected else { return }
      present(preview)
    }
  }

  /// Shows a message in place of a preview (e.g. the folder could not be read).
  func showProblem(_ message: String) {
    generation += 1
    problem.text = message
    root.showChild(named: "problem", transition: GTK_STACK_TRANSITION_TYPE_NONE)
  }

  private func present(_ preview: Preview) {
    let page: String
    switch preview {
    case .text(let text, let truncated):
      textView.text =
        truncated
        ? text + "\n\n"
          + localized("(Preview truncated: the file is too large to show whole.)")
        : text
      page = "text"
    case .image(let texture):
      picture.setTexture(texture.pointer)
      page = "image"
    case .info(let entry):
      info.text = Self.describe(entry)
      page = "info"
    case .problem(let message):
      problem.text = message
      page = "problem"
    }
    root.showChild(named: page, transition: GTK_STACK_TRANSITION_TYPE_NONE)
  }

  private static func describe(_ entry: LibraryEntry) -> String {
    let record = entry.record
    return [
      record.displayName,
      localized("Type: ") + FileQueries.describeContentType(record.contentType),
      localized("Size: ") + FileQueries.formatSize(record.size),
      localized("Modified: ") + FileQueries.formatDate(record.modified),
    ].joined(separator: "\n")
  }
}
