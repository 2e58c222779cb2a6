import CGtk
import Gtk
import XCTest

@testable import SheafApp

/// Modification dates as the list and the info card show them, in local time.
final class FormattingTests: XCTestCase {
  private var savedTZ: String?

  /// A zone hours and a half from UTC, so that a date left in UTC shows.
  override func setUp() {
    savedTZ = getenv("TZ").map { String(cString: $0) }
    setenv("TZ", "Asia/Kolkata", 1)
  }

  override func tearDown() {
    if let savedTZ { setenv("TZ", savedTZ, 1) } else { unsetenv("TZ") }
  }

  /// Noon on a day, local time, so that neither an hour's shift nor a summer time change
  /// moves it to another day.
  private func localNoon(daysAgo: Int = 0) throws -> Int64 {
    let now = try XCTUnwrap(g_date_time_new_now_local())
    defer { g_date_time_unref(now) }
    let noon = try XCTUnwrap(
      g_date_time_new_local(
        g_date_time_get_year(now), g_date_time_get_month(now), g_date_time_get_day_of_month(now),
        12, 0, 0))
    defer { g_date_time_unref(noon) }
    return Int64(g_date_time_to_unix(noon)) - Int64(daysAgo) * 86_400
  }

  /// The hour and minute GLib gives for `seconds` in the local zone.
  private func localTime(_ seconds: Int64) throws -> String {
    let date = try XCTUnwrap(g_date_time_new_from_unix_local(gint64(seconds)))
    defer { g_date_time_unref(date) }
    return try XCTUnwrap(takeString(g_date_time_format(date, "%H:%M")))
  }

  func testTodayGivesTheLocalTimeOfDay() throws {
    let noon = try localNoon()
    let morning = noon - 3 * 3_600 - 17 * 60
    XCTAssertEqual(Formatting.date(morning, now: noon), "Today \(try localTime(morning))")
  }

  func testYesterdayAndOlderDays() throws {
    let noon = try localNoon()
    XCTAssertEqual(Formatting.date(try localNoon(daysAgo: 1), now: noon), "Yesterday")
    let older = Formatting.date(try localNoon(daysAgo: 40), now: noon)
    XCTAssertFalse(older.hasPrefix("Today") || older == "Yesterday", older)
    XCTAssertTrue(older.contains(where: \.isNumber), older)
  }

  func testADateIsTodayWithoutBeingToldTheTime() throws {
    let justNow = Int64(g_get_real_time() / 1_000_000)
    XCTAssertEqual(Formatting.date(justNow), "Today \(try localTime(justNow))")
  }
}
