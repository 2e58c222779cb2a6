/// The outcome of one event: both states and what changed between them.
public struct SplitTransition<Item: Hashable & Sendable>: Equatable, Sendable {
  /// The state before the event.
  public let old: SplitState<Item>
  /// The state after the event.
  public let new: SplitState<Item>
  /// `willChangeDisplayMode`, then `didCollapse`/`didExpand`, then `didChangeDisplayMode`;
  /// empty when the display mode did not change.
  public let notifications: [SplitNotification]

  /// Builds the transition; notifications are derived from the two states so they cannot
  /// disagree with them.
  init(old: SplitState<Item>, new: SplitState<Item>) {
    self.old = old
    self.new = new
    let from = old.displayMode
    let to = new.displayMode
    var notifications: [SplitNotification] = []
    if from != to || old.isCollapsed != new.isCollapsed {
      notifications.append(.willChangeDisplayMode(from: from, to: to))
      if old.isCollapsed != new.isCollapsed {
        notifications.append(new.isCollapsed ? .didCollapse : .didExpand)
      }
      notifications.append(.didChangeDisplayMode(from: from, to: to))
    }
    self.notifications = notifications
  }

  /// Whether the width class changed.
  public var widthClassChanged: Bool { old.widthClass != new.widthClass }

  /// Whether what is on screen changed: collapsed, display mode, visible columns, or the pages
  /// of the collapsed stack (a top page change while expanded is not visible).
  public var layoutChanged: Bool {
    old.isCollapsed != new.isCollapsed || old.displayMode != new.displayMode
      || old.visibleColumns != new.visibleColumns
      || (new.isCollapsed && old.pages != new.pages)
  }

  /// Whether a level was pushed or popped, or the stack replaced: the list column slides.
  public var pathChanged: Bool { old.path != new.path }
}
