/// One of the two columns (expanded) or pages (collapsed) of a split view.
public enum Pane: String, Codable, Sendable, CaseIterable {
  /// The list, a.k.a. the sidebar; the root page when collapsed.
  case primary
  /// The detail of the selected item; the pushed page when collapsed.
  case secondary
}
