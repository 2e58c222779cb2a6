import CGtk
import CGtkSourceView
import Gtk

/// Finding text in the document on show (text, source code or Markdown), as gnome-text-editor
/// does: every match is highlighted as GtkSourceView finds them (on its own time slices, so a
/// long text never holds the window), the first one from the reader's place is selected and
/// scrolled to, and the bar says which of how many it is. Enter and Ctrl+G go to the next
/// match, Shift+Enter and Shift+Ctrl+G to the previous one; Escape closes the bar and gives
/// the focus back to the document, where the selection stays on the last match.
@MainActor
final class FindBar {
  let root: SearchBar
  private let entry = SearchEntry(placeholder: localized("Find in the document"))
  private let count = Label()
  /// What is looked for, shared by every document the bar searches: it keeps its text when
  /// another file is shown.
  private let settings: Object
  /// The search in the document on show, made when the bar opens on it.
  private var search: Object?
  /// The text view searched.
  private var view: Widget?
  /// Called when the bar closes, to give the focus back.
  var onClosed: (() -> Void)?

  init() {
    guard let settings = gtk_source_search_settings_new() else {
      fatalError("GtkSourceView could not make search settings")
    }
    self.settings = Object(UnsafeMutableRawPointer(settings), .adopt)
    gtk_source_search_settings_set_wrap_around(settings, 1)
    gtk_source_search_settings_set_case_sensitive(settings, 0)
    entry.setAccessibleLabel(localized("Find in the document"))
    count.addCSSClass("dim-label")
    count.addCSSClass("numeric")
    let previous = Button(iconName: "go-up-symbolic", accessibleLabel: localized("Previous Match"))
    let next = Button(iconName: "go-down-symbolic", accessibleLabel: localized("Next Match"))
    previous.tooltip = localized("Previous Match (Shift+Ctrl+G)")
    next.tooltip = localized("Next Match (Ctrl+G)")
    let box = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    box.append(entry)
    box.append(count)
    box.append(previous)
    box.append(next)
    root = SearchBar(entry: entry, child: box)
    entry.onSearchChanged { [weak self] in self?.textChanged() }
    entry.onActivate { [weak self] in self?.go(forward: true) }
    previous.onClicked { [weak self] in self?.go(forward: false) }
    next.onClicked { [weak self] in self?.go(forward: true) }
    // However it closes (Escape in the entry, or the document replaced by a picture), the
    // highlighting ends and the focus goes back.
    root.onNotify("search-mode-enabled") { [weak self] in
      guard let self, !isOpen else { return }
      search = nil
      // Hidden, not only slid away: GTK 4.8 would leave it showing to a screen reader.
      root.isVisible = false
      onClosed?()
    }
    root.isVisible = false
  }

  var isOpen: Bool { root.isSearchMode }

  /// Searches `textView` from now on: a new document replaced the one searched.
  func attach(_ textView: Widget) {
    view = textView
    search = nil
    if isOpen { startSearch() }
    updateCount()
  }

  /// Opens the bar on the document attached, the focus in the entry, its text selected so
  /// that typing replaces it.
  func open() {
    root.isVisible = true
    root.isSearchMode = true
    startSearch()
    _ = entry.grabFocus()
    gtk_editable_select_region(entry.cast(), 0, -1)
    updateCount()
  }

  /// Closes the bar and ends the highlighting; the last match stays selected.
  func close() {
    root.isSearchMode = false
  }

  /// Looks for `text`, as if typed in the entry (the entry reports it a moment later).
  func look(for text: String) {
    entry.text = text
  }

  /// Goes to the next match after the selection (or the previous one before it).
  func go(forward: Bool) {
    find(forward: forward, keepingCurrent: false)
  }

  /// Which match is selected and how many there are, as the bar says it ("2 of 5"); empty
  /// while nothing is looked for or the matches are still being counted.
  var countText: String { count.text }

  private func startSearch() {
    guard search == nil, let view,
      let buffer = gtk_text_view_get_buffer(view.cast()),
      g_type_check_instance_is_a(
        UnsafeMutablePointer<GTypeInstance>(OpaquePointer(buffer)), gtk_source_buffer_get_type())
        != 0,
      let context = gtk_source_search_context_new(
        UnsafeMutablePointer<GtkSourceBuffer>(OpaquePointer(buffer)), settings.cast())
    else { return }
    let search = Object(UnsafeMutableRawPointer(context), .adopt)
    gtk_source_search_context_set_highlight(context, 1)
    // Counted a slice at a time, after the first match is already selected.
    search.onNotify("occurrences-count") { [weak self] in self?.updateCount() }
    self.search = search
  }

  private func textChanged() {
    let text = entry.text
    gtk_source_search_settings_set_search_text(settings.cast(), text.isEmpty ? nil : text)
    // Typing on keeps the match under way when it still matches.
    find(forward: true, keepingCurrent: true)
  }

  private func find(forward: Bool, keepingCurrent: Bool) {
    guard let search, let view, !entry.text.isEmpty,
      let buffer = gtk_text_view_get_buffer(view.cast())
    else { return updateCount() }
    let context = OpaquePointer(search.object)
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
    var from = forward && !keepingCurrent ? end : start
    var matchStart = GtkTextIter()
    var matchEnd = GtkTextIter()
    var wrapped: gboolean = 0
    let found =
      forward
      ? gtk_source_search_context_forward(context, &from, &matchStart, &matchEnd, &wrapped)
      : gtk_source_search_context_backward(context, &from, &matchStart, &matchEnd, &wrapped)
    if found != 0 {
      gtk_text_buffer_select_range(buffer, &matchStart, &matchEnd)
      gtk_text_view_scroll_to_mark(
        view.cast(), gtk_text_buffer_get_insert(buffer), 0.1, 0, 0, 0)
    }
    updateCount()
  }

  private func updateCount() {
    guard let search, let view, !entry.text.isEmpty,
      let buffer = gtk_text_view_get_buffer(view.cast())
    else {
      count.text = ""
      return
    }
    let context = OpaquePointer(search.object)
    let total = Int(gtk_source_search_context_get_occurrences_count(context))
    guard total >= 0 else {
      count.text = ""
      return
    }
    guard total > 0 else {
      count.text = localized("No matches")
      return
    }
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
    let position = Int(gtk_source_search_context_get_occurrence_position(context, &start, &end))
    count.text =
      position > 0
      ? localized("%1$s of %2$s", Formatting.number(position), Formatting.number(total))
      : fillPlaceholders(
        localizedPlural("%s match", "%s matches", total), [Formatting.number(total)])
  }

  /// The keys of an open find bar, in the bar or in the document: Ctrl+G the next match,
  /// Shift+Ctrl+G and Shift+Enter the previous one. Returns whether the key was one of them.
  func handleKey(_ key: UInt32, _ modifiers: GdkModifierType) -> Bool {
    guard isOpen else { return false }
    let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
    switch Int32(key) {
    case GDK_KEY_g, GDK_KEY_G:
      guard control else { return false }
      go(forward: !shift)
      return true
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
      guard shift, !control else { return false }
      go(forward: false)
      return true
    default:
      return false
    }
  }
}
