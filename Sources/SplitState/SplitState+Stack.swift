extension SplitState {
  /// Enters `item`: it stays selected in the level it belongs to, and a level with nothing
  /// selected goes on top. The new list is shown and focused, and since nothing is selected
  /// there, the same rule as deselecting applies: never an empty detail on its own.
  mutating func push(_ item: Item) {
    path.append(item)
    showList(selecting: nil)
  }

  /// Pops down to the level at `depth`, selecting the item entered from it, as UIKit's
  /// navigation controller shows its previous view controller with its row still selected.
  mutating func pop(to depth: Int) {
    guard depth >= 0, depth < path.count else { return }
    let entered = path[depth]
    path.removeSubrange(depth...)
    showList(selecting: entered)
  }

  /// Replaces the stack; the last level's list is shown, never a detail, as at launch.
  mutating func setPath(_ newPath: [Item], selection item: Item?) {
    path = newPath
    showList(selecting: item)
  }

  /// Shows the current level's list with `item` selected and the focus in it.
  private mutating func showList(selecting item: Item?) {
    selection = item
    topPage = .primary
    if isCollapsed || visibleColumns.contains(configuration.style.listColumn) {
      focusedPane = .primary
    }
    if item == nil && !isOverlayOpen && defaultOverlayOpen {
      isOverlayOpen = true
      focusedPane = .primary
    }
    keepFocusVisible()
  }
}
