/// A plot's label column read as positions: dates (a time axis), numbers, or categories
/// spaced evenly in the order written.
struct XValues: Sendable {
    enum Kind: Sendable, Equatable {
        case time(CalendarDate.Precision)
        case number
        case category
    }

    var kind: Kind
    /// One per row: days since 1970, the number, or the row's index.
    var values: [Double]
    /// One per row: the x as names and the table say it (`Mar 14, 2026`, or the label as written).
    var texts: [String]
    /// Rows in drawing order (by x; rows with equal x keep their order).
    var order: [Int]
    /// The smallest and largest of `values` (0 without rows).
    var low: Double
    var high: Double
    /// The finest calendar step the dates use: `2026-01-01, 2026-02-01` is written by the day but
    /// counts by the month, so its axis gets month ticks, as its points fall on them.
    var tickPrecision: CalendarDate.Precision = .year
    /// How the site's language reads `3/4/2026`, for a band's bounds.
    private var slashMonthFirst: Bool

    init(_ labels: [String], names: DateNames) {
        var dates: [(CalendarDate, CalendarDate.Precision)] = []
        dates.reserveCapacity(labels.count)
        for label in labels {
            guard let date = CalendarDate.parse(label) else { break }
            dates.append(date)
        }
        slashMonthFirst = names.slashMonthFirst
        if dates.count < labels.count, let written = WrittenDates.parse(labels, slashMonthFirst: names.slashMonthFirst) {
            dates = written.map { ($0.date, $0.precision) }
        }
        if dates.count == labels.count, !labels.isEmpty {
            var finest = CalendarDate.Precision.year
            for date in dates where date.1 > finest { finest = date.1 }
            // Dates on the first of each month (`2020-01-01`, `2020-02-01`, as FRED and
            // spreadsheets write months) are months, and are named so: `Jan 2020`, `Q2 2023`.
            let counted = Self.precisionCounted(dates.map(\.0), written: finest)
            kind = .time(counted)
            tickPrecision = counted
            values = dates.map { $0.0.days }
            texts = dates.map { names.full($0.0, counted) }
        } else {
            var numbers: [Double] = []
            for label in labels {
                guard case .number(let value, _) = NumberParser.parse(label, unit: ""), value.isFinite else { break }
                numbers.append(value)
            }
            if numbers.count == labels.count, !labels.isEmpty {
                kind = .number
                values = numbers
            } else {
                kind = .category
                values = labels.indices.map(Double.init)
            }
            texts = labels
        }
        let values = self.values
        (low, high) = (values.min() ?? 0, values.max() ?? 0)
        order = kind == .category ? Array(labels.indices) : labels.indices.sorted { values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1) }
    }

    /// `written`, or month, quarter or year when every date falls on the first of a month, of a
    /// quarter (two or more of them) or of a year.
    private static func precisionCounted(_ dates: [CalendarDate], written: CalendarDate.Precision) -> CalendarDate.Precision {
        guard written >= .day, dates.count >= 2, dates.allSatisfy({ $0.day == 1 && $0.minutes == 0 }) else { return written }
        if dates.allSatisfy({ $0.month == 1 }) { return .year }
        let quarterly = dates.allSatisfy { ($0.month - 1) % 3 == 0 } && Set(dates.map { $0.month }).count >= 2
        return quarterly ? .quarter : .month
    }

    /// A date as a label or a band's bound may write it: ISO 8601 or a written form.
    static func date(_ text: String, slashMonthFirst: Bool) -> (date: CalendarDate, precision: CalendarDate.Precision)? {
        CalendarDate.parse(text) ?? WrittenDates.parse([text], slashMonthFirst: slashMonthFirst)?.first
    }

    /// Whether a label is a date in any form the time axis reads (the site's language aside).
    static func isDate(_ text: String) -> Bool {
        date(text, slashMonthFirst: false) != nil
    }

    var isTime: Bool {
        if case .time = kind { return true }
        return false
    }

    /// A band's bound (`2020-03`, `150`, or a category label) as an x value, or nil when it is none of them.
    func value(of bound: String, labels: [String]) -> Double? {
        switch kind {
        case .time: Self.date(bound, slashMonthFirst: slashMonthFirst)?.date.days
        case .number:
            if case .number(let value, _) = NumberParser.parse(bound, unit: ""), value.isFinite { value } else { nil }
        case .category: labels.firstIndex(of: bound).map(Double.init)
        }
    }
}
