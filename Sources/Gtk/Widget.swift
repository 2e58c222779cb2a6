import CGtk

/// A GtkWidget handle: the properties and calls every widget shares.
@MainActor
open class Widget: Object {
  /// The wrapped GtkWidget, for calling GTK functions.
  public var widget: UnsafeMutablePointer<GtkWidget> { cast() }

  /// Wraps a widget GTK handed out (`transfer none`), e.g. a list item's child.
  public convenience init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
    self.init(pointer, .borrow)
  }

  /// Whether the widget is shown (when its parent is); a hidden widget takes no room.
  public var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Visible and inside a mapped window, i.e. actually on screen.
  public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

  /// Whether the window the widget is in is mapped, whether or not the widget itself is on
  /// show. Only then may the focus move into it: a widget taking the focus has GTK 4.8
  /// register its accessible object, and its ancestors' up to the window, with the screen
  /// reader's registry, and a window registered before it is mapped keeps a generic role for
  /// good: screen readers are told of a hidden "filler" instead of the window.
  public var isInMappedWindow: Bool {
    guard let root = gtk_widget_get_root(widget) else { return false }
    return gtk_widget_get_mapped(UnsafeMutablePointer<GtkWidget>(root)) != 0
  }

  /// Whether the widget reacts to input; an insensitive widget is greyed out.
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes the extra width its parent has to give.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(widget) != 0 }
    set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes the extra height its parent has to give.
  public var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(widget) != 0 }
    set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
  }

  /// Where the widget sits across its allocation's width when it is narrower than it.
  public var horizontalAlignment: GtkAlign {
    get { gtk_widget_get_halign(widget) }
    set { gtk_widget_set_halign(widget, newValue) }
  }

  /// Where the widget sits across its allocation's height when it is shorter than it.
  public var verticalAlignment: GtkAlign {
    get { gtk_widget_get_valign(widget) }
    set { gtk_widget_set_valign(widget, newValue) }
  }

  /// The smallest size the widget asks for, in pixels; -1 for what its content needs.
  public func setSizeRequest(width: Int32, height: Int32) {
    gtk_widget_set_size_request(widget, width, height)
  }

  /// Whether the widget itself can take the keyboard focus.
  public var canFocus: Bool {
    get { gtk_widget_get_focusable(widget) != 0 }
    set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget has the keyboard focus.
  public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }
  /// Whether the keyboard focus is on this widget or one inside it.
  public var containsFocus: Bool {
    gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
  }

  /// The text shown when the pointer rests on the widget; nil for none.
  public var tooltip: String? {
    get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
    set { gtk_widget_set_tooltip_text(widget, newValue) }
  }

  /// How opaque the widget is drawn, from 0 (invisible, still laid out) to 1.
  public var opacity: Double {
    get { gtk_widget_get_opacity(widget) }
    set { gtk_widget_set_opacity(widget, newValue) }
  }

  /// The allocated width, in pixels; 0 before the first layout.
  public var width: Int32 { gtk_widget_get_width(widget) }
  /// The allocated height, in pixels; 0 before the first layout.
  public var height: Int32 { gtk_widget_get_height(widget) }

  /// The widget's name, for CSS (`#name`) and the inspector.
  public var name: String {
    get { String(cString: gtk_widget_get_name(widget)) }
    set { gtk_widget_set_name(widget, newValue) }
  }

  /// The margin at the start and at the end, in pixels (set both; read the start's).
  public var horizontalMargins: Int32 {
    get { gtk_widget_get_margin_start(widget) }
    set {
      gtk_widget_set_margin_start(widget, newValue)
      gtk_widget_set_margin_end(widget, newValue)
    }
  }

  /// Sets the same margin, in pixels, on all four sides.
  public func setMargins(_ margin: Int32) {
    gtk_widget_set_margin_start(widget, margin)
    gtk_widget_set_margin_end(widget, margin)
    gtk_widget_set_margin_top(widget, margin)
    gtk_widget_set_margin_bottom(widget, margin)
  }

  /// Adds the style class `name` (for CSS `.name`).
  public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
  /// Removes the style class `name`.
  public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
  /// Adds the style class `name` when `present` is true, removes it otherwise.
  public func setCSSClass(_ name: String, present: Bool) {
    if present { addCSSClass(name) } else { removeCSSClass(name) }
  }

  /// The name a screen reader speaks; needed for every icon-only control.
  public func setAccessibleLabel(_ label: String) {
    cgtk_accessible_set_label(OpaquePointer(widget), label)
  }

  /// A longer description a screen reader reads after the name.
  public func setAccessibleDescription(_ description: String) {
    cgtk_accessible_set_description(OpaquePointer(widget), description)
  }

  /// Tells assistive technologies whether the widget is off screen though laid out.
  public func setAccessibleHidden(_ hidden: Bool) {
    cgtk_accessible_set_hidden(OpaquePointer(widget), hidden ? 1 : 0)
  }

  /// Moves the keyboard focus to the widget; returns whether it took it.
  @discardableResult
  public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

  /// Gives the focus to the first focusable widget inside this one, in widget-tree order.
  ///
  /// Unlike `gtk_widget_child_focus`, which orders candidates by their allocation and so skips
  /// widgets that have not been laid out yet, this works on a page that is only just appearing
  /// (a stack page sliding in, a revealer's child). Hidden descendants are skipped.
  @discardableResult
  public func focusFirstChild() -> Bool {
    var pending: [UnsafeMutablePointer<GtkWidget>] = [widget]
    while let current = pending.popLast() {
      // This widget's own child-visibility is its parent's business (a revealer about to
      // show it); below it, a child-invisible widget is an inactive stack page.
      let shown =
        gtk_widget_get_visible(current) != 0 && gtk_widget_is_sensitive(current) != 0
        && (current == widget || gtk_widget_get_child_visible(current) != 0)
      guard shown else { continue }
      if current != widget, gtk_widget_get_focusable(current) != 0,
        gtk_widget_grab_focus(current) != 0
      {
        return true
      }
      var children: [UnsafeMutablePointer<GtkWidget>] = []
      var child = gtk_widget_get_first_child(current)
      while let next = child {
        children.append(next)
        child = gtk_widget_get_next_sibling(next)
      }
      pending.append(contentsOf: children.reversed())
    }
    return false
  }

  /// The widget's parent, if it has one.
  public var parent: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(widget) }

  /// Asks GTK to draw the widget again in the next frame.
  public func queueDraw() { gtk_widget_queue_draw(widget) }

  /// Attaches `controller`, which then sees the widget's events.
  public func addController(_ controller: EventController) {
    // The widget takes the controller's reference; we keep our own through the wrapper.
    g_object_ref(controller.object)
    gtk_widget_add_controller(widget, controller.cast())
  }

  /// Detaches a controller added with `addController`.
  public func removeController(_ controller: EventController) {
    gtk_widget_remove_controller(widget, controller.cast())
  }

  /// The pointer's shape over the widget, by its CSS cursor name ("col-resize"); nil: inherit.
  public var cursorName: String? {
    get {
      guard let cursor = gtk_widget_get_cursor(widget) else { return nil }
      return gdk_cursor_get_name(cursor).map { String(cString: $0) }
    }
    set {
      guard newValue != cursorName else { return }
      gtk_widget_set_cursor_from_name(widget, newValue)
    }
  }

  /// The widget's position relative to `ancestor`, or nil when not laid out inside it.
  public func origin(in ancestor: Widget) -> (x: Double, y: Double)? {
    var x = 0.0
    var y = 0.0
    guard gtk_widget_translate_coordinates(widget, ancestor.widget, 0, 0, &x, &y) != 0 else {
      return nil
    }
    return (x, y)
  }

  /// Puts `text` on the clipboard of the widget's display.
  public func copyToClipboard(_ text: String) {
    gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
  }
}
