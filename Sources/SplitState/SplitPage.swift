/// A page of the collapsed stack: UIKit's navigation controller after
/// `collapseSecondaryViewController(_:onto:)` pushed the detail onto the primary's own stack.
///
/// The pages are the levels, root first, then the detail when it is shown (see
/// ``SplitState/pages``).
public enum SplitPage: Hashable, Sendable {
  /// The list of the level at this depth; 0 is the root.
  case level(Int)
  /// The detail of the selection.
  case detail
}
