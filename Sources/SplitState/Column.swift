/// One of the columns of an expanded split view, or the column a collapsed page belongs to
/// (UIKit's `UISplitViewController.Column`).
///
/// A two-column view uses ``primary`` and ``secondary``; a three-column view puts the current
/// list in ``supplementary`` and what leads to it in ``primary``. See ``ColumnStyle``.
public enum Column: String, Codable, Sendable, CaseIterable {
  /// The sidebar. Two columns: the current list. Three columns: the levels above the current
  /// list (a parent list or a tree that follows the path).
  case primary
  /// The current list of a three-column view; never used by a two-column one.
  case supplementary
  /// The detail of the selected item.
  case secondary
}
