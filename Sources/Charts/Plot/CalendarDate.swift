/// Dates as a time axis reads them: `2026`, `2026-03`, `2026-03-14`, or with a time
/// (`2026-03-14 09:30`, `2026-03-14T09:30:00Z`), counted in days since 1970-01-01 on the
/// proleptic Gregorian calendar. Done by hand, so every machine draws the same axis.
public struct CalendarDate: Sendable, Equatable {
    var year: Int
    var month: Int
    var day: Int
    /// Minutes after midnight.
    var minutes: Int = 0

    /// How much of the date was written: the axis and the table write no more than that.
    enum Precision: Int, Sendable, Comparable {
        case year, quarter, month, week, day, minute
        static func < (a: Precision, b: Precision) -> Bool { a.rawValue < b.rawValue }
    }

    /// Days since 1970-01-01, with the time as a fraction.
    var days: Double { Double(Self.days(year, month, day)) + Double(minutes) / 1440 }

    /// The whole days since 1970-01-01 of a civil date (Howard Hinnant's algorithm). The one
    /// implementation of calendar days: SiteKit's post dates use it too.
    public static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of a whole count of days since 1970-01-01.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let date = CalendarDate(days: Double(days))
        return (date.year, date.month, date.day)
    }

    /// The civil date of a day count (its time from the fraction).
    init(days value: Double) {
        let whole = Int(value.rounded(.down))
        let z = whole + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        minutes = Int(((value - Double(whole)) * 1440).rounded())
        if minutes >= 1440 { minutes = 1439 }
    }

    init(year: Int, month: Int, day: Int, minutes: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.minutes = minutes
    }

    /// 0 = Monday … 6 = Sunday.
    var weekday: Int { ((Self.days(year, month, day) % 7) + 10) % 7 }

    /// The Monday that starts ISO 8601 week `week` of `year` (week 1 holds the year's first Thursday).
    static func monday(ofWeek week: Int, in year: Int) -> CalendarDate {
        let fourth = CalendarDate(year: year, month: 1, day: 4)
        return CalendarDate(days: Double(Self.days(year, 1, 4) - fourth.weekday + 7 * (week - 1)))
    }

    /// The ISO 8601 year and week the day falls in: 2024-12-30 is in week 1 of 2025.
    var isoWeek: (year: Int, week: Int) {
        // The week's Thursday decides its year.
        let thursday = CalendarDate(days: Double(Self.days(year, month, day) - weekday + 3))
        let first = Self.monday(ofWeek: 1, in: thursday.year)
        return (thursday.year, (Self.days(thursday.year, thursday.month, thursday.day) - Self.days(first.year, first.month, first.day)) / 7 + 1)
    }

    /// Whether `text` is written as a day (`2023-02-29`, `2024-04-31`, `2024-13-01`) that no calendar has.
    static func isImpossibleDay(_ text: String) -> Bool {
        let parts = text.trimmingBlanks().split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), day >= 1
        else { return false }
        return !(1...12).contains(month) || day > daysIn(month, of: year)
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// A label cell read as a date, or nil. Years are 1000–2999 so that counts (`12`, `250`) stay numbers.
    static func parse(_ text: String) -> (date: CalendarDate, precision: Precision)? {
        // A date is 4 to about 30 bytes; the shortest way to rule a label out is its first byte.
        guard let first = text.utf8.first, first >= 48, first <= 57 else { return nil }
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> (date: CalendarDate, precision: Precision)? {
        var count = bytes.count
        while count > 0, bytes[count - 1] == 32 || bytes[count - 1] == 9 { count -= 1 }
        func digits(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= count else { return nil }
            var value = 0
            for byte in bytes[start..<start + length] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard count >= 4, let year = digits(0, 4), (1000...2999).contains(year) else { return nil }
        if count == 4 { return (CalendarDate(year: year, month: 1, day: 1), .year) }
        guard bytes[4] == UInt8(ascii: "-"), let month = digits(5, 2), (1...12).contains(month) else { return nil }
        if count == 7 { return (CalendarDate(year: year, month: month, day: 1), .month) }
        guard count >= 10, bytes[7] == UInt8(ascii: "-"), let day = digits(8, 2), (1...daysIn(month, of: year)).contains(day) else {
            return nil
        }
        if count == 10 { return (CalendarDate(year: year, month: month, day: day), .day) }
        // A time: `T` or a space, then hh:mm, optional :ss and fraction, optional Z or offset (dropped:
        // the axis shows the time as written).
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == 32, let hour = digits(11, 2), hour < 24,
            count >= 16, bytes[13] == UInt8(ascii: ":"), let minute = digits(14, 2), minute < 60
        else { return nil }
        var index = 16
        if index < count, bytes[index] == UInt8(ascii: ":") {
            guard digits(index + 1, 2) != nil else { return nil }
            index += 3
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
            }
        }
        let rest = bytes[index..<count].filter { $0 != 32 }
        let zone = rest.isEmpty || rest == [UInt8(ascii: "Z")]
            || (rest.count >= 5 && (rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-"))
                && rest.dropFirst().allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: ":") })
        guard zone else { return nil }
        return (CalendarDate(year: year, month: month, day: day, minutes: hour * 60 + minute), .minute)
    }
}
