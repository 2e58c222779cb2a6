import CGtk
import Glibc
import Gtk
import SplitView

/// Sets up gettext for Sheaf's domain and the split view's before any user-visible string is
/// made.
enum Localization {
  static let domain = "sheaf"

  static func start() {
    setlocale(LC_ALL, "")
    bindtextdomain(domain, DataPaths.locale)
    bind_textdomain_codeset(domain, "UTF-8")
    textdomain(domain)
    SplitViewTranslations.bind(localeDirectory: DataPaths.locale)
  }
}

/// A user-visible message, translated.
func localized(_ message: String) -> String {
  translate(message, domain: Localization.domain)
}

/// A message with placeholders (`%s`, `%1$s`), translated, then filled in.
func localized(_ format: String, _ arguments: String...) -> String {
  fillPlaceholders(localized(format), arguments)
}

/// A message that depends on a count ("%s item" / "%s items"), translated with the
/// language's plural rules.
func localizedPlural(_ singular: String, _ plural: String, _ count: Int) -> String {
  // Without a translation gettext returns one of the pointers it was given: read it while
  // they live.
  singular.withCString { one in
    plural.withCString { many in
      String(cString: g_dngettext(Localization.domain, one, many, gulong(max(0, count))))
    }
  }
}
