/// What the detail shows for one file, prepared off the main thread.
enum Preview: Sendable {
  /// Text or source code for GtkSourceView, bounded on the worker (long lines cut), or
  /// Markdown too complex to render, as written.
  case text(PreparedText)
  case markdown(MarkdownDocument, truncated: Bool)
  case image(Texture)
  /// The card for a file Sheaf does not open: what it is, how big, how old. `note` says why
  /// there is no preview when a reader would wonder (a ".txt" that is not text).
  case info(FileFacts, note: String?)
  case status(StatusMessage)
}
