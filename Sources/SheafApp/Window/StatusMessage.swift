/// What a status page says: a large dim icon, a title, a sentence, maybe a button. Every
/// failure the user meets is one of these, in words of ours; GIO's own text goes to the log.
struct StatusMessage: Sendable, Equatable {
  var iconName: String
  var title: String
  var description: String
  var action: StatusAction?
}

/// The button a status page may offer.
enum StatusAction: Sendable, Equatable {
  /// Opens the folder chooser.
  case openFolder
  /// Brings the file list back (the user hid it).
  case showFiles
}
