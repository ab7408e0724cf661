import Charts
import Foundation

/// Calendar arithmetic for the proleptic Gregorian calendar, without Foundation's `Calendar`
/// (which is slow enough to show in a profile of 10,000 posts).
enum CivilDate {
    /// Days since 1970-01-01 of a year, month (1–12) and day: the chart engine's calendar, one for both.
    static func days(year: Int, month: Int, day: Int) -> Int {
        CalendarDate.days(year, month, day)
    }

    /// The year, month and day of a count of days since 1970-01-01.
    static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        CalendarDate.civil(fromDays: days)
    }

    /// Days in a month, leap years included.
    static func daysIn(month: Int, year: Int) -> Int {
        CalendarDate.daysIn(month, of: year)
    }

    /// The local wall-clock time of `date` in a zone: (year, month, day, hour, minute, second).
    static func components(of date: Date, in timeZone: TimeZone) -> (Int, Int, Int, Int, Int, Int) {
        components(of: date, offset: timeZone.secondsFromGMT(for: date))
    }

    /// The wall-clock time of `date` at `offset` seconds from UTC.
    static func components(of date: Date, offset: Int) -> (Int, Int, Int, Int, Int, Int) {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = local - days * 86_400
        let (year, month, day) = self.date(fromDays: days)
        return (year, month, day, seconds / 3600, seconds % 3600 / 60, seconds % 60)
    }
}
