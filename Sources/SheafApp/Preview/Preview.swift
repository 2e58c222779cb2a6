import Gtk

/// What the detail shows for one file, prepared off the main thread.
enum Preview: Sendable {
  /// Text or source code for GtkSourceView, bounded on the worker (long lines cut), or
  /// Markdown too complex to render, as written.
  case text(PreparedText)
  case markdown(MarkdownDocument, truncated: Bool)
  case image(Texture)
  /// A font file, loaded for the preview alone.
  case font(FontFile)
  /// An archive's entries, read from its headers.
  case archive(ArchiveListing)
  /// A PDF, opened (its pages are drawn as they come on screen).
  case pdf(PDFDocument)
  /// A sound or a video, for GTK's player (which reads it on GStreamer's threads), with what a
  /// sound's tags say of it.
  case media(File, AudioTags?)
  /// The card for a file Sheaf does not open: what it is, how big, how old. `note` says why
  /// there is no preview when a reader would wonder (a ".txt" that is not text).
  case info(FileFacts, note: String?)
  /// The card for a folder: what it holds.
  case folder(FileFacts, FolderSummary)
  /// Why there is no preview of a file that is there (gone, unreadable).
  case status(StatusMessage)
  /// Why there is no preview of a file that another app may still open (a damaged picture, a
  /// kind this machine cannot decode): the file stays the one on show, with its Open With.
  case unpreviewable(StatusMessage)
}
