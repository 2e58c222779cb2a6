import CGtk
import Glibc
import Gtk
import Synchronization

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
    guard let zone = localZone() else { return "" }
    defer { g_time_zone_unref(zone) }
    guard let date = localDate(seconds, in: zone) else { return "" }
    defer { g_date_time_unref(date) }
    let current = now.flatMap { localDate($0, in: zone) } ?? g_date_time_new_now(zone)
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

  private static func localDate(_ seconds: Int64, in zone: OpaquePointer) -> OpaquePointer? {
    guard let utc = g_date_time_new_from_unix_utc(gint64(seconds)) else { return nil }
    defer { g_date_time_unref(utc) }
    return g_date_time_to_timezone(utc, zone)
  }

  /// The local time zone, when it was asked for and the `TZ` it was asked with. GLib reads
  /// /etc/localtime again for each local date it makes (three system calls, two dates a row),
  /// so the zone is kept for a minute: a change of the system's zone shows within one, a
  /// change of `TZ` at once.
  private static let cachedZone = Mutex<(zone: Zone?, since: gint64, tz: String?)>(
    (nil, 0, nil))

  /// A GTimeZone: immutable, and counted atomically, so any thread may use it.
  private struct Zone: @unchecked Sendable {
    let pointer: OpaquePointer
  }

  /// The local time zone, with a reference the caller gives back.
  private static func localZone() -> OpaquePointer? {
    let zone = cachedZone.withLock { cache -> Zone? in
      let now = g_get_monotonic_time()
      let tz = getenv("TZ").map { String(cString: $0) }
      if cache.zone == nil || now - cache.since > 60 * gint64(G_USEC_PER_SEC) || tz != cache.tz {
        if let old = cache.zone { g_time_zone_unref(old.pointer) }
        cache = (g_time_zone_new_local().map(Zone.init), now, tz)
      }
      return cache.zone.flatMap { g_time_zone_ref($0.pointer) }.map(Zone.init)
    }
    return zone?.pointer
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
