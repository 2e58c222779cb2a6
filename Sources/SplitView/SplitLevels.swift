import CGtk
import Gtk

/// The levels of the list column: the app's root list, then one page per entered item.
///
/// The root list sits in the list page by itself until the first push, so a view that never
/// pushes keeps the widget tree it always had; the first push moves it into a GtkStack, which
/// slides between levels (only while `gtk-enable-animations` is on) and clips the slide to the
/// column. A popped page stays until its slide ends, then leaves the stack.
@MainActor
final class SplitLevels {
  /// The level pages, root first.
  private(set) var pages: [Widget]
  /// The title of each level, root first.
  var titles: [String]
  private var stack: Stack?
  private var transitionWatch: SignalConnection?
  /// How many pages the stack holds beyond the levels, waiting for their slide out to end.
  private var leaving: [Widget] = []

  init(root: Widget) {
    pages = [root]
    titles = [""]
  }

  /// Where the root list is put in the list page: the root until the first push, then the stack.
  func adopt(into page: Box) {
    page.append(pages[0])
  }

  /// Adds the page of a new level; `page` is the list page the levels live in.
  func append(_ widget: Widget, title: String, in page: Box) {
    let stack = stack ?? makeStack(in: page)
    finishLeaving()
    stack.addNamed(widget, name: name(of: pages.count))
    pages.append(widget)
    titles.append(title)
  }

  /// Shows the level at `depth`, sliding towards it; deeper pages go once the slide ends.
  func show(depth: Int, animated: Bool) {
    guard let stack, depth < pages.count else { return }
    let current = Int(stack.visibleChildName.flatMap { Int($0.dropFirst("level".count)) } ?? 0)
    guard current != depth else { return }
    let deeper = depth > current
    let transition =
      !animated
      ? GTK_STACK_TRANSITION_TYPE_NONE
      : deeper ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
    leaving += pages[(depth + 1)...]
    pages.removeSubrange((depth + 1)...)
    titles.removeSubrange((depth + 1)...)
    stack.showChild(named: name(of: depth), transition: transition)
    // GtkStack 4.8 leaves its hidden pages in the accessibility tree, looking as visible as
    // the shown one; a screen reader must not read a level that is not on screen.
    for (level, page) in pages.enumerated() { page.setAccessibleHidden(level != depth) }
    for page in leaving { page.setAccessibleHidden(true) }
    if !stack.isTransitionRunning { finishLeaving() }
  }

  /// Drops every level above `depth` at once (the stack was replaced).
  func truncate(to depth: Int) {
    guard depth + 1 < pages.count else { return }
    show(depth: depth, animated: false)
    finishLeaving()
  }

  /// Ends a running slide where it is going; a width-class change is never animated.
  func finishSlide() {
    guard let stack, stack.isTransitionRunning, let name = stack.visibleChildName else { return }
    // GtkStack has no call to end a transition; showing another page without one does, and
    // the one wanted goes back on top, again without a transition.
    let other = pages.indices.map(self.name(of:)).first { $0 != name }
    if let other {
      stack.showChild(named: other, transition: GTK_STACK_TRANSITION_TYPE_NONE)
      stack.showChild(named: name, transition: GTK_STACK_TRANSITION_TYPE_NONE)
    }
    finishLeaving()
  }

  /// The level page `widget` is in or is, if any.
  func contains(_ widget: Widget) -> Bool {
    let holder = stack?.widget ?? pages[0].widget
    return widget.widget == holder || gtk_widget_is_ancestor(widget.widget, holder) != 0
  }

  /// The page of the current level.
  var current: Widget { pages[pages.count - 1] }

  private func makeStack(in page: Box) -> Stack {
    let stack = Stack()
    stack.isHomogeneous = false
    stack.expandsVertically = true
    // The root list changes parent once, here: never during a size allocation.
    let root = pages[0]
    page.remove(root)
    stack.addNamed(root, name: name(of: 0))
    page.append(stack)
    transitionWatch = stack.onNotify("transition-running") { [weak self, weak stack] in
      guard let stack, !stack.isTransitionRunning else { return }
      self?.finishLeaving()
    }
    self.stack = stack
    return stack
  }

  /// Releases the pages whose slide out has ended.
  private func finishLeaving() {
    guard let stack else { return }
    for page in leaving {
      page.finishScrollAnimations()
      stack.remove(page)
    }
    leaving = []
  }

  private func name(of depth: Int) -> String { "level\(depth)" }
}
