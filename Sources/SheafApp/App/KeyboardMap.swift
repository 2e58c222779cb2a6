import Gtk

/// Sheaf's keyboard, declared once: the actions' accelerators, the split view's sidebar key,
/// the shortcuts window and the tooltips all read it, and a test holds the README's table and
/// the sample library's page to it.
enum KeyboardMap {
  /// One line of the map: keys in GTK's accelerator syntax, what they do in sentence case, the
  /// shortcuts window's group, and the action they run when they are an action's.
  struct Entry {
    let accelerators: [String]
    let title: String
    let group: Group
    var action: SheafAction?
  }

  enum Group: CaseIterable {
    case navigation, files, window, general

    var title: String {
      switch self {
      case .navigation: localized("Navigation")
      case .files: localized("Files")
      case .window: localized("Window")
      case .general: localized("General")
      }
    }
  }

  /// The key that toggles the sidebar, given to the split view.
  static let sidebarKey = "F9"

  static var entries: [Entry] {
    [
      Entry(
        accelerators: ["Up", "Down", "Home", "End", "Page_Up", "Page_Down"],
        title: localized("Move in the list"), group: .navigation),
      Entry(
        accelerators: ["Return", "space"], title: localized("Open the selected file or folder"),
        group: .navigation),
      Entry(
        accelerators: ["Escape", "<Alt>Left", "BackSpace", "Back"], title: localized("Go back"),
        group: .navigation),
      Entry(
        accelerators: ["<Alt>Right"], title: localized("Go forward into the folder left"),
        group: .navigation, action: .forward),
      Entry(
        accelerators: ["<Alt>Up"], title: localized("Go to the parent folder"),
        group: .navigation, action: .parentFolder),
      Entry(
        accelerators: ["F6", "<Shift>F6", "Tab", "<Shift>Tab"],
        title: localized("Move between panes"), group: .navigation),
      Entry(
        accelerators: [sidebarKey], title: localized("Show or hide the folder tree or the list"),
        group: .navigation),
      Entry(
        accelerators: ["Right", "Left"],
        title: localized(
          "In the folder tree: open or close a folder, or go to its first folder or its parent"),
        group: .navigation),
      Entry(
        accelerators: ["Tab", "<Shift>Tab"],
        title: localized("Select the next or previous link in a document"), group: .navigation),
      Entry(
        accelerators: ["Return"], title: localized("Follow the selected link"),
        group: .navigation),
      Entry(
        accelerators: ["<Control>End", "<Control>Home"],
        title: localized("In a text too long to read whole: show its end, or its start"),
        group: .navigation),
      Entry(
        accelerators: ["<Control>g", "<Shift><Control>g"],
        title: localized("In a document's find bar: go to the next or previous match"),
        group: .navigation),
      Entry(
        accelerators: ["<Control>f"],
        title: localized("Filter the list by name; in a document with the focus, find in it"),
        group: .files, action: .find),
      Entry(
        accelerators: ["<Control>plus", "<Control>equal"],
        title: localized("Zoom a picture or a PDF in"),
        group: .files, action: .zoomIn),
      Entry(
        accelerators: ["<Control>minus"], title: localized("Zoom a picture or a PDF out"),
        group: .files, action: .zoomOut),
      Entry(
        accelerators: ["<Control>0"], title: localized("Fit a picture or a PDF to the pane again"),
        group: .files, action: .zoomToFit),
      Entry(
        accelerators: ["Left", "Right", "Up", "Down"],
        title: localized("In a zoomed picture: move it"), group: .navigation),
      Entry(
        accelerators: ["Up", "Down", "Home", "End", "Page_Up", "Page_Down"],
        title: localized("In a PDF that has the focus: move through its pages"),
        group: .navigation),
      Entry(
        accelerators: ["space"], title: localized("In a sound or a video: play or pause it"),
        group: .navigation),
      Entry(
        accelerators: ["Left", "Right"],
        title: localized("In a sound or a video: back or forward 5 seconds"), group: .navigation),
      Entry(
        accelerators: ["<Control>h"], title: localized("Show or hide hidden files"),
        group: .files, action: .showHidden),
      Entry(
        accelerators: ["<Control>Return"], title: localized("Open with the default app"),
        group: .files, action: .openWithDefault),
      Entry(
        accelerators: ["<Control>o"], title: localized("Open a folder"), group: .files,
        action: .openFolder),
      Entry(
        accelerators: ["<Control>n"], title: localized("Open a new window"), group: .window,
        action: .newWindow),
      Entry(
        accelerators: ["<Control>w"], title: localized("Close the window"), group: .window,
        action: .close),
      Entry(
        accelerators: ["F10"], title: localized("Open the main menu"), group: .window,
        action: .showMenu),
      Entry(
        accelerators: ["<Control>question"], title: localized("Show the keyboard shortcuts"),
        group: .general, action: .shortcuts),
      Entry(
        accelerators: ["<Control>q"], title: localized("Quit Sheaf"), group: .general,
        action: .quit),
    ]
  }

  /// The shortcuts window's groups, in the map's order.
  static var shortcutGroups: [ShortcutGroup] {
    Group.allCases.map { group in
      ShortcutGroup(
        group.title,
        entries.filter { $0.group == group }.map {
          ShortcutEntry($0.accelerators.joined(separator: " "), $0.title)
        })
    }
  }

  /// "Filter the list by name (Ctrl+F)": a tooltip naming an action's first key.
  static func tooltip(_ title: String, for action: SheafAction) -> String {
    guard let key = action.accelerators.first else { return title }
    return localized("%1$s (%2$s)", title, Accelerator.label(key))
  }
}
