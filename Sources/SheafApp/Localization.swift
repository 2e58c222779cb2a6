import CGtk
import Foundation

/// Sets up gettext for the `sheaf` domain before any user-visible string is made.
enum Localization {
  static let domain = "sheaf"

  static func start() {
    setlocale(LC_ALL, "")
    bindtextdomain(domain, DataPaths.locale)
    bind_textdomain_codeset(domain, "UTF-8")
    textdomain(domain)
  }
}
