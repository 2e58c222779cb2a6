import CGtk
import Glibc
import Gtk

/// Numbers, sizes and dates the way GNOME shows them, in the user's language.
enum Formatting {
  /// An integer with the locale's thousands separator ("100,000" in English).
  static func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    guard let conventions = localeconv(), let separator = conventions.pointee.thousands_sep,
      separator.pointee != 0
    else { return value < 0 ? "-" + digits : digits }
    let mark = String(cString: separator)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped += mark }
      grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
  }

  /// "4.2 kB", as GNOME Files says it.
  static func size(_ bytes: Int64) -> String {
    takeString(g_format_size(guint64(max(0, bytes)))) ?? number(Int(bytes))
  }

  /// "Today 06:33", "Yesterday", "3 December 2026": as GNOME Files shows modification dates.
  static func date(_ seconds: Int64, now: Int64? = nil) -> String {
    guard let date = g_date_time_new_from_unix_local(gint64(seconds)) else { return "" }
    defer { g_date_time_unref(date) }
    let current =
      now.flatMap { g_date_time_new_from_unix_local(gint64($0)) } ?? g_date_time_new_now_local()
    defer { if let current { g_date_time_unref(current) } }
    let days = current.map { dayNumber($0) - dayNumber(date) } ?? Int.max
    switch days {
    case 0:
      // Translators: a time of day in strftime syntax, e.g. "%H:%M" or "%l:%M %p".
      let time = format(date, localized("%H:%M"))
      return localized("Today %s", time)
    case 1:
      return localized("Yesterday")
    default:
      // Translators: a full date in strftime syntax, e.g. "%-d %B %Y" (3 December 2026).
      return format(date, localized("%-d %B %Y"))
    }
  }

  /// "1 item", "32 items", in the user's language (with its plural rules).
  static func items(_ count: Int) -> String {
    fillPlaceholders(
      localizedPlural("%s item", "%s items", count), [number(count)])
  }

  private static func format(_ date: OpaquePointer, _ pattern: String) -> String {
    takeString(g_date_time_format(date, pattern)) ?? ""
  }

  /// Days since an epoch, in local time, for telling today from yesterday across months.
  private static func dayNumber(_ date: OpaquePointer) -> Int {
    var year: gint = 0
    var month: gint = 0
    var day: gint = 0
    g_date_time_get_ymd(date, &year, &month, &day)
    guard
      let dateValue = g_date_new_dmy(
        GDateDay(day), GDateMonth(rawValue: UInt32(month)), GDateYear(year))
    else { return 0 }
    defer { g_date_free(dateValue) }
    return Int(g_date_get_julian(dateValue))
  }
}
