import CGtk
import Gtk

/// The sidebar's content: a filter bar over a virtualized list of the folder's files, or a
/// status page when there is nothing to list (an empty folder, no match, a folder that failed).
@MainActor
final class FileList {
  let root = Box(GTK_ORIENTATION_VERTICAL)
  let model = FolderModel()
  let view: ListView
  let searchEntry = SearchEntry(placeholder: localized("Filter by name"))
  let searchBar: SearchBar
  let status = StatusPage()
  private let content = Stack()
  private let scroller: ScrolledWindow

  /// Called with a row's position and the number of clicks (1 or 2) when it is clicked.
  var onRowClicked: ((_ row: Int, _ clicks: Int) -> Void)?
  /// Finds a row's widget to focus it.
  private let rowFocus = RowFocus()
  /// The row widgets on screen now.
  var rowWidgets: [UnsafeMutablePointer<GtkWidget>] { rowFocus.boundWidgets }
  /// Whether the user has moved in the list since the folder opened (a key, the wheel, the
  /// scroll bar): until then the list shows the top of the folder (see `keepTop`).
  private var userMoved = false
  /// The pending check that the keyboard cursor is still on the selected row.
  private var cursorCheck: SourceID?
  /// The name being typed to jump to, shown in a bar below the list while it is typed.
  private var typeAhead = TypeAhead()
  private let jumpBar = Label()
  private var jumpBarTimer: SourceID?

  init() {
    searchBar = SearchBar(entry: searchEntry)
    searchEntry.setAccessibleLabel(localized("Filter by name"))
    // Row handlers are made before `self` exists; they reach the list weakly through this box.
    let owner = WeakBox<FileList>()
    let scrolling = ScrollPause()
    let factory = ListItemFactory(
      setup: { item in
        let row = FileRow.make(scrolling: scrolling)
        let click = ClickGesture()
        // The list item owns the row widget and its gesture, so it outlives them.
        click.onReleased { count, _, _ in
          guard count <= 2 else { return }
          owner.value?.onRowClicked?(item.position, Int(count))
        }
        row.addController(click)
        item.setChild(row)
      },
      bind: { item in
        guard let child = item.child, let info = item.item else { return }
        FileRow.of(Widget(borrowing: child))?.show(FileEntry(info))
        owner.value?.rowFocus.bound(item)
      },
      unbind: { item in
        owner.value?.rowFocus.unbound(item)
        guard let child = item.child else { return }
        FileRow.of(Widget(borrowing: child))?.unbind()
      })
    view = ListView(selection: model.selection, factory: factory)
    view.addCSSClass("navigation-sidebar")
    view.setAccessibleLabel(localized("Files"))
    scroller = ScrolledWindow(child: view)
    if let adjustment = gtk_scrolled_window_get_vadjustment(scroller.cast()) {
      Object(UnsafeMutableRawPointer(adjustment), .borrow).onNotify("value") { scrolling.moved() }
    }
    scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    scroller.expandsVertically = true
    content.isHomogeneous = false
    content.expandsVertically = true
    content.addNamed(scroller, name: "list")
    content.addNamed(status.root, name: "status")
    root.append(searchBar)
    root.append(content)
    jumpBar.xAlign = 0
    jumpBar.setMargins(6)
    jumpBar.addCSSClass("dim-label")
    jumpBar.isVisible = false
    root.append(jumpBar)
    owner.value = self
    watchTheUser(scroller)
    model.rowsOnShow = { [weak self] in self?.rowFocus.boundRows ?? [] }
    model.selection.onItemsChanged { [weak self] _, _, _ in
      self?.keepTop()
      self?.queueCursorCheck()
    }
  }

  /// The folder was opened afresh: its list starts at the top again.
  func folderOpened() {
    userMoved = false
    endTypeAhead()
  }

  /// Typing in the list jumps to the first name that starts with what is typed: a printable
  /// key adds to it, Space too once a name is being typed, BackSpace takes a letter back.
  /// Returns whether the key was used.
  func typeAhead(_ key: UInt32) -> Bool {
    let now = Int64(g_get_monotonic_time())
    let prefix: String
    if Int32(key) == GDK_KEY_BackSpace {
      guard typeAhead.isTyping(at: now) else { return false }
      prefix = typeAhead.erase(at: now)
    } else {
      let character = gdk_keyval_to_unicode(key)
      guard character > 0, let scalar = Unicode.Scalar(character),
        scalar.properties.generalCategory != .control,
        scalar != " " || typeAhead.isTyping(at: now)
      else { return false }
      prefix = typeAhead.type(String(Character(scalar)), at: now)
    }
    jumpBar.text = localized("Jump to “%s”", prefix)
    jumpBar.isVisible = !prefix.isEmpty
    jumpBarTimer?.cancel()
    jumpBarTimer = MainLoop.after(milliseconds: UInt32(TypeAhead.pause / 1000)) {
      [weak self] in
      self?.jumpBarTimer = nil
      self?.endTypeAhead()
    }
    if !prefix.isEmpty, let row = model.firstRow(startingWith: prefix) {
      model.selection.selected = row
      focusSelectedRow()
    }
    return true
  }

  private func endTypeAhead() {
    typeAhead.reset()
    jumpBar.isVisible = false
    jumpBarTimer?.cancel()
    jumpBarTimer = nil
  }

  /// GtkListView keeps its place by the item at the top of the view, not by position, and
  /// while a large folder loads the sort moves that item down the list with every batch: the
  /// view followed the first file listed to the end (GTK 4.8 then sometimes drew no row at
  /// all). Until the user moves or picks a file, the view goes back to the first row, so the
  /// first names are the ones on screen whatever the batches do.
  private func keepTop() {
    guard !userMoved, model.selection.selected == nil, model.matchingCount > 0 else { return }
    view.scrollTo(0)
  }

  /// After the folder changes under it, puts GtkListView's keyboard cursor back on the selected
  /// row. GTK 4.8 moves its cursor by position, and a burst of files added and removed before
  /// the selection can leave it a row or more away: Down then skipped rows. Checked once the
  /// changes stop coming (an idle), and only while the list has the focus, so a list the user
  /// scrolled without the keyboard stays where it is.
  private func queueCursorCheck() {
    guard cursorCheck == nil else { return }
    cursorCheck = MainLoop.idle { [weak self] in
      guard let self else { return }
      cursorCheck = nil
      guard view.containsFocus, let row = model.selection.selected,
        let item = rowFocus.item(at: row)
      else { return }
      // Scrolling to a row on screen does not move the view.
      view.scrollTo(row)
      rowFocus.grabFocus(on: item)
    }
  }

  /// Notes when the user moves in the list: the keys, the wheel or touchpad, the scroll bar.
  private func watchTheUser(_ scroller: ScrolledWindow) {
    let keys = KeyController()
    keys.phase = GTK_PHASE_CAPTURE
    keys.onKeyPressed { [weak self] _, _ in
      self?.userMoved = true
      return false
    }
    view.addController(keys)
    let wheel = ScrollController()
    wheel.phase = GTK_PHASE_CAPTURE
    wheel.onScroll { [weak self] _, _ in
      self?.userMoved = true
      return false
    }
    scroller.addController(wheel)
    let press = ClickGesture(button: 0)
    press.phase = GTK_PHASE_CAPTURE
    press.onPressed { [weak self] _, _, _ in self?.userMoved = true }
    scroller.addController(press)
  }

  /// Shows the list, or a status page in its place.
  func show(_ message: StatusMessage?) {
    if let message { status.show(message) }
    // A list relisted (hidden files shown or hidden) may say "empty" for a moment; hidden
    // with the focus, it hands it to the window, and keys typed meanwhile went to the detail.
    // The focus comes back with the list.
    if message != nil && scroller.isVisible && scroller.containsFocus { hadFocus = true }
    // The page not on show is hidden too: GTK 4.8 keeps a stack's other pages in the
    // accessibility tree, where a screen reader would find a status page nobody sees.
    let (shown, hidden) = message == nil ? (scroller, status.root) : (status.root, scroller)
    shown.isVisible = true
    hidden.finishScrollAnimations()
    content.showChild(
      named: message == nil ? "list" : "status", transition: GTK_STACK_TRANSITION_TYPE_NONE)
    hidden.isVisible = false
    if message == nil && hadFocus {
      hadFocus = false
      focusSelectedRow()
    }
  }

  /// The list held the focus when a status page took its place.
  private var hadFocus = false

  /// Brings the selected row into view, or the first when none is selected (the list was
  /// just put in another order).
  func scrollToSelection() {
    guard model.matchingCount > 0 else { return }
    view.scrollTo(model.selection.selected ?? 0)
  }

  /// Focuses the selected row (or the list), as the list page expects when it comes back.
  func focusSelectedRow() {
    if let row = model.selection.selected {
      rowFocus.focus(row, in: view)
      return
    }
    // With nothing selected, the first row: GtkListView would otherwise pick where to go.
    if model.matchingCount > 0 { view.scrollTo(0) }
    // A window still waiting to show gets its focus once mapped (`WindowPresentation`): moved
    // earlier, it would hide the window from screen readers (see `isInMappedWindow`).
    guard view.isInMappedWindow else { return }
    view.grabFocus()
  }
}

/// A weak reference that closures created before `self` exists can capture.
@MainActor
final class WeakBox<Value: AnyObject> {
  weak var value: Value?
}
