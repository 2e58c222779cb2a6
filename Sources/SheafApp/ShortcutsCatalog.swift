import Gtk

/// The keyboard map of SPEC §4, as the shortcuts window shows it.
enum ShortcutsCatalog {
  static var groups: [ShortcutGroup] {
    [
      ShortcutGroup(
        localized("Navigation"),
        [
          ShortcutEntry("Up Down Home End Page_Up Page_Down", localized("Move in the list")),
          ShortcutEntry("Return space", localized("Open the selected item")),
          ShortcutEntry("Escape <Alt>Left Back", localized("Go back")),
          ShortcutEntry("F6 Tab <Shift>Tab", localized("Move between panes")),
        ]),
      ShortcutGroup(
        localized("Window"),
        [
          ShortcutEntry("F9", localized("Toggle the sidebar")),
          ShortcutEntry("F10", localized("Open the main menu")),
          ShortcutEntry("<Control>o", localized("Open a folder")),
          ShortcutEntry("<Control>n", localized("New Window")),
          ShortcutEntry("<Control>w", localized("Close the window")),
        ]),
      ShortcutGroup(
        localized("General"),
        [
          ShortcutEntry("<Control>question", localized("Show keyboard shortcuts")),
          ShortcutEntry("<Control>q", localized("Quit Sheaf")),
        ]),
    ]
  }
}
