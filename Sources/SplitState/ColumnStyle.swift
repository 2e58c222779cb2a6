/// How many columns an expanded split view has (UIKit's `UISplitViewController.Style`).
///
/// The app chooses it once, in its ``SplitConfiguration``; two columns are the default.
public enum ColumnStyle: String, Codable, Sendable, CaseIterable {
  /// The list (``Column/primary``) and the detail (``Column/secondary``).
  case doubleColumn
  /// The levels above the list (``Column/primary``), the list (``Column/supplementary``) and
  /// the detail (``Column/secondary``); from ``SplitConfiguration/wideThreshold`` on, all three
  /// sit side by side.
  case tripleColumn

  /// The column that shows the current level's list.
  public var listColumn: Column { self == .tripleColumn ? .supplementary : .primary }
}
