import CGtk
import Gtk

/// The split view's few words ("Back", "Toggle Sidebar") come from its own gettext domain, as
/// a GNOME library's do, so any app gets them translated.
public enum SplitViewTranslations {
  /// The gettext domain of the split view's strings (`swift-splitview.mo`).
  public static let domain = "swift-splitview"

  /// Tells gettext where the domain's catalogs are (`DIRECTORY/LANG/LC_MESSAGES/`), when they
  /// are not installed under the system's locale folder.
  public static func bind(localeDirectory: String) {
    bindtextdomain(domain, localeDirectory)
    bind_textdomain_codeset(domain, "UTF-8")
  }
}

/// A message of the split view, translated.
func localized(_ message: String) -> String {
  translate(message, domain: SplitViewTranslations.domain)
}

/// A message with placeholders, translated, then filled in.
func localized(_ format: String, _ arguments: String...) -> String {
  fillPlaceholders(localized(format), arguments)
}
