import CGtk

/// One row of a shortcuts window: an accelerator ("<Control>w", "F9") and what it does.
public struct ShortcutEntry: Sendable {
  /// The keys, in GTK's accelerator syntax.
  public let accelerator: String
  /// What the keys do, in a few words.
  public let title: String

  /// An entry for `accelerator` doing `title`.
  public init(_ accelerator: String, _ title: String) {
    self.accelerator = accelerator
    self.title = title
  }
}

/// A titled group of shortcut entries.
public struct ShortcutGroup: Sendable {
  /// The group's title.
  public let title: String
  /// The group's shortcuts, in order.
  public let entries: [ShortcutEntry]

  /// A group titled `title` listing `entries`.
  public init(_ title: String, _ entries: [ShortcutEntry]) {
    self.title = title
    self.entries = entries
  }
}

/// GtkShortcutsWindow, which GTK only builds from a GtkBuilder description.
@MainActor
public enum ShortcutsWindow {
  /// Shows the groups in a shortcuts window over `window`.
  public static func present(_ groups: [ShortcutGroup], for window: Window) {
    let builder = gtk_builder_new_from_string(description(groups), -1)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
    let shortcuts: UnsafeMutablePointer<GtkWindow> = gcast(object)
    gtk_window_set_transient_for(shortcuts, window.window)
    gtk_window_set_modal(shortcuts, 1)
    nameKeysAsPeopleReadThem(in: gcast(shortcuts))
    gtk_window_present(shortcuts)
  }

  /// GTK 4.8's shortcut labels show the names of keys without a label of their own as X
  /// spells them ("Page_Up"); a keycap reads "Page Up".
  private static func nameKeysAsPeopleReadThem(in widget: UnsafeMutablePointer<GtkWidget>) {
    if let parent = gtk_widget_get_parent(widget),
      String(cString: cgtk_type_name(parent)) == "GtkShortcutLabel",
      let text = gtk_label_get_label(OpaquePointer(widget)).map({ String(cString: $0) }),
      text.contains("_")
    {
      gtk_label_set_label(OpaquePointer(widget), String(text.map { $0 == "_" ? " " : $0 }))
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      nameKeysAsPeopleReadThem(in: current)
      child = gtk_widget_get_next_sibling(current)
    }
  }

  static func description(_ groups: [ShortcutGroup]) -> String {
    let body = groups.map { group in
      let entries = group.entries.map { entry in
        """
        <child><object class="GtkShortcutsShortcut">\
        <property name="accelerator">\(escaped(entry.accelerator))</property>\
        <property name="title">\(escaped(entry.title))</property></object></child>
        """
      }.joined()
      return """
        <child><object class="GtkShortcutsGroup">\
        <property name="title">\(escaped(group.title))</property>\(entries)</object></child>
        """
    }.joined()
    return """
      <interface><object class="GtkShortcutsWindow" id="shortcuts">\
      <child><object class="GtkShortcutsSection"><property name="section-name">main\
      </property>\(body)</object></child></object></interface>
      """
  }

  private static func escaped(_ text: String) -> String {
    takeString(g_markup_escape_text(text, -1)) ?? ""
  }
}
