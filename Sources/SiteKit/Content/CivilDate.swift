import Foundation

/// Calendar arithmetic for the proleptic Gregorian calendar, without Foundation's `Calendar`
/// (which is slow enough to show in a profile of 10,000 posts).
enum CivilDate {
    /// Days since 1970-01-01 of a year, month (1–12) and day (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of a count of days since 1970-01-01 (`civil_from_days`).
    static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days in a month, leap years included.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
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
