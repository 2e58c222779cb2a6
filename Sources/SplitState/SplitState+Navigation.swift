extension SplitState {
  /// Moves the selection. Collapsed, it never pushes (arrow keys must not navigate); expanded,
  /// the detail shows the item at once, so it becomes the page to keep on collapse. An open
  /// overlay stays open, for the same reason nothing is pushed: moving through the list with
  /// the arrow keys is browsing, not choosing; the detail updates under the dimmed overlay.
  mutating func select(_ item: Item?) {
    selection = item
    if item == nil {
      // Deselecting must not leave an empty detail: the stack goes back to the list, and a
      // medium window slides the list in unless the user closed it.
      if isCollapsed && topPage == .secondary { focusedPane = .primary }
      topPage = .primary
      if !isOverlayOpen && defaultOverlayOpen {
        isOverlayOpen = true
        focusedPane = .primary
      }
      return
    }
    guard !isCollapsed else { return }
    topPage = .secondary
  }

  /// Selects the item and opens it: pushes the detail when collapsed, closes the overlay.
  mutating func activate(_ item: Item) {
    selection = item
    topPage = .secondary
    isOverlayOpen = false
    focusedPane = .secondary
  }

  /// Back, in UIKit's order: an open overlay closes (expanded), the detail page pops
  /// (collapsed), then one level pops; the root list stays.
  mutating func back() {
    if isCollapsed {
      if topPage == .secondary {
        topPage = .primary
        focusedPane = .primary
      } else {
        pop(to: path.count - 1)
      }
    } else if isOverlayOpen {
      dismissOverlay()
    } else {
      pop(to: path.count - 1)
    }
  }

  /// The selected item vanished: the stack falls back to the list, the detail to the placeholder.
  mutating func removeSelectedItem() {
    guard selection != nil else { return }
    select(nil)
  }
}
