/// Dates written the way spreadsheets and people write them, for a label column that is not
/// ISO 8601: `2026/03/14`, `2026.3.14`, `14.03.2026`, `3/14/2026` or `14/3/2026`, `Mar 2026`,
/// `March 2026`, `Jan-24` (Excel's `mmm-yy`), `April 15, 2024`, `15 Apr 2024`, quarters: `2026-Q1`, `2026 Q1`, `Q1 2026`, `Q1/2026`, and ISO weeks: `2024-W05`. Every label of a
/// column must have the same form. With slashes and the year
/// last, the column decides the order: a first number over 12 is a day, a second one over 12
/// is one too; when none is, the site's language does (`3/4/2026` is March 4 in American English,
/// 3 April in most other places).
enum WrittenDates {
    /// The column's dates, or nil when any label is not one (in the form of the others).
    static func parse(_ labels: [String], slashMonthFirst: Bool) -> [(date: CalendarDate, precision: CalendarDate.Precision)]? {
        guard let first = labels.first else { return nil }
        let months = labels.compactMap(monthAndYear)
        if months.count == labels.count {
            return months.map { (CalendarDate(year: $0.year, month: $0.month, day: 1), .month) }
        }
        let quarters = labels.compactMap(quarterAndYear)
        if quarters.count == labels.count {
            // A quarter is drawn at its first day, as a month is.
            return quarters.map { (CalendarDate(year: $0.year, month: 3 * $0.quarter - 2, day: 1), .quarter) }
        }
        let weeks = labels.compactMap(yearAndWeek)
        if weeks.count == labels.count {
            // A week is drawn at its Monday.
            return weeks.map { (CalendarDate.monday(ofWeek: $0.week, in: $0.year), .week) }
        }
        let named = labels.compactMap(dayWithMonthName)
        if named.count == labels.count {
            return named.map { ($0, .day) }
        }
        // Three numbers and the separator between them, the same in every label.
        guard let separator = first.utf8.first(where: { $0 == .slash || $0 == .dot || $0 == .dash }) else { return nil }
        var triples: [(Int, Int, Int)] = []
        triples.reserveCapacity(labels.count)
        for label in labels {
            guard let triple = numbers(in: label, separatedBy: separator) else { return nil }
            triples.append(triple)
        }
        let yearFirst = triples.allSatisfy { (1000...2999).contains($0.0) }
        let yearLast = triples.allSatisfy { (1000...2999).contains($0.2) }
        /// Where the year, the month and the day are among the three numbers.
        let order: (year: Int, month: Int, day: Int)
        if yearFirst {
            order = (0, 1, 2)
        } else if yearLast, separator != .dash {
            // Dots are written day first (`14.03.2026`); slashes as the column shows, else as the language writes them.
            let monthFirst = separator == .slash
                && !triples.contains { $0.0 > 12 } && (triples.contains { $0.1 > 12 } || slashMonthFirst)
            order = monthFirst ? (2, 0, 1) : (2, 1, 0)
        } else {
            return nil
        }
        var dates: [(date: CalendarDate, precision: CalendarDate.Precision)] = []
        dates.reserveCapacity(triples.count)
        for triple in triples {
            let fields = [triple.0, triple.1, triple.2]
            let (year, month, day) = (fields[order.year], fields[order.month], fields[order.day])
            guard (1...12).contains(month), (1...CalendarDate.daysIn(month, of: year)).contains(day) else { return nil }
            dates.append((CalendarDate(year: year, month: month, day: day), .day))
        }
        return dates
    }

    /// Whether two dates are written in one form: the same marks between their numbers
    /// (`2024-01-15` and `2024-2-3`, not `2024/02/15`), a run of letters standing for any word.
    static func sameForm(_ a: String, _ b: String) -> Bool {
        func marks(_ text: String) -> [Character] {
            var marks: [Character] = []
            for character in text where !character.isNumber {
                let mark: Character = character.isLetter ? "a" : character
                if mark != "a" || marks.last != "a" { marks.append(mark) }
            }
            return marks
        }
        return marks(a) == marks(b)
    }

    /// Whether every label is a date written with slashes and the year last whose first two
    /// numbers could each be the month (`01/03/2024`), and one at least reads as two days.
    static func areAmbiguous(_ labels: [String]) -> Bool {
        guard let first = labels.first, first.utf8.contains(.slash) else { return false }
        var differs = false
        for label in labels {
            guard let (a, b, year) = numbers(in: label, separatedBy: .slash), (1000...2999).contains(year), (1...12).contains(a), (1...12).contains(b)
            else { return false }
            if a != b { differs = true }
        }
        return differs
    }

    /// `12/31/2026` as (12, 31, 2026): one to four digits each, nothing else.
    private static func numbers(in label: String, separatedBy separator: UInt8) -> (Int, Int, Int)? {
        var fields: [Int] = []
        var value = 0, digits = 0
        for byte in label.utf8 {
            if byte >= 48, byte <= 57 {
                guard digits < 4 else { return nil }
                value = value * 10 + Int(byte - 48)
                digits += 1
            } else if byte == separator, digits > 0, fields.count < 2 {
                fields.append(value)
                (value, digits) = (0, 0)
            } else {
                return nil
            }
        }
        guard digits > 0, fields.count == 2 else { return nil }
        return (fields[0], fields[1], value)
    }

    /// `Mar 2026`, `March 2026`, `Sept 2026`, `Mar-2026` as (3, 2026).
    /// Two digits are a year after a dash or an apostrophe (`Jan-24`, Excel's `mmm-yy`; `Jan '24`),
    /// 1970 to 2069; after a space they are a day (`Mar 14`), which is no month.
    private static func monthAndYear(_ label: String) -> (month: Int, year: Int)? {
        let parts = label.split(whereSeparator: { $0 == " " || $0 == "-" })
        guard parts.count == 2 else { return nil }
        let year: Int
        if parts[1].count == 4, let written = Int(parts[1]), (1000...2999).contains(written) {
            year = written
        } else if case let digits = parts[1].drop(while: { $0 == "'" || $0 == "’" }), digits.count == 2, digits.allSatisfy(\.isASCII),
            let short = Int(digits), digits.count < parts[1].count || label.contains("-")
        {
            year = short < 70 ? 2000 + short : 1900 + short
        } else {
            return nil
        }
        guard let month = month(named: parts[0]) else { return nil }
        return (month, year)
    }

    /// `Mar`, `march`, `Sept.` as 3: at least three letters of a month's name; nil for any other word.
    private static func month(named word: Substring) -> Int? {
        let name = word.lowercased().replacingDot()
        guard name.count >= 3, let index = monthNames.firstIndex(where: { $0.hasPrefix(name) }) else { return nil }
        return index + 1
    }

    /// A day with its month's name, as American and British writers and spreadsheets write it:
    /// `April 15, 2024`, `Apr. 15 2024`, `April 15th, 2024`, `15 April 2024`, `15th Apr 2024`, `15-Apr-2024`.
    private static func dayWithMonthName(_ label: String) -> CalendarDate? {
        let parts = label.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "-" })
        guard parts.count == 3, parts[2].count == 4, let year = Int(parts[2]), (1000...2999).contains(year) else { return nil }
        func day(_ part: Substring) -> Int? {
            let digits = part.prefix { $0.isASCII && $0.isNumber }
            let rest = part.dropFirst(digits.count).lowercased()
            guard ["", "st", "nd", "rd", "th", "."].contains(rest), (1...2).contains(digits.count) else { return nil }
            return Int(digits)
        }
        let (monthNumber, dayNumber) = month(named: parts[0]).map { ($0, day(parts[1])) } ?? (month(named: parts[1]), day(parts[0]))
        guard let monthNumber, let dayNumber, (1...CalendarDate.daysIn(monthNumber, of: year)).contains(dayNumber) else { return nil }
        return CalendarDate(year: year, month: monthNumber, day: dayNumber)
    }

    /// `2026-Q1`, `2026 Q1`, `2026Q1`, `2026/Q1`, `Q1 2026`, `Q1-2026`, `q1 2026` as (1, 2026).
    private static func quarterAndYear(_ label: String) -> (quarter: Int, year: Int)? {
        let bytes = Array(label.utf8.filter { !$0.isSpace && $0 != .dash && $0 != .slash && $0 != .underscore })
        guard bytes.count == 6 else { return nil }
        func number(_ slice: ArraySlice<UInt8>) -> Int? {
            slice.allSatisfy { $0 >= 48 && $0 <= 57 } ? slice.reduce(0) { $0 * 10 + Int($1 - 48) } : nil
        }
        let (quarterPart, yearPart) = bytes[0] | 0x20 == UInt8(ascii: "q") ? (bytes[0..<2], bytes[2...]) : (bytes[4...], bytes[0..<4])
        guard quarterPart.first.map({ $0 | 0x20 == UInt8(ascii: "q") }) == true, let quarter = number(quarterPart.dropFirst()),
            (1...4).contains(quarter), let year = number(yearPart), (1000...2999).contains(year)
        else { return nil }
        return (quarter, year)
    }

    /// ISO 8601 weeks: `2024-W05`, `2024W05`, `2024-W5`, as (2024, 5).
    private static func yearAndWeek(_ label: String) -> (year: Int, week: Int)? {
        let bytes = Array(label.utf8.filter { !$0.isSpace && $0 != .dash })
        guard (6...7).contains(bytes.count), bytes[4] | 0x20 == UInt8(ascii: "w"),
            bytes[0..<4].allSatisfy({ $0 >= 48 && $0 <= 57 }), bytes[5...].allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let year = Int(String(decoding: bytes[0..<4], as: UTF8.self)), (1000...2999).contains(year),
            let week = Int(String(decoding: bytes[5...], as: UTF8.self)), (1...53).contains(week)
        else { return nil }
        // Week 53 only in a year that has one.
        guard week < 53 || CalendarDate.monday(ofWeek: 53, in: year).isoWeek.week == 53 else { return nil }
        return (year, week)
    }

    /// A part of any year, without the year: `Jan`, `March`, `Q3`, `Mon`, `Tuesday`. Rows named so
    /// under columns of years compare the years over a season.
    static func isPartOfAYear(_ label: String) -> Bool {
        let name = label.trimmingBlanks().lowercased().replacingDot()
        guard name.count >= 2 else { return false }
        if name.count == 2, name.first == "q", let quarter = Int(name.dropFirst()) { return (1...4).contains(quarter) }
        guard name.count >= 3 else { return false }
        return (monthNames + dayNames).contains { name == $0 || $0.hasPrefix(name) }
    }

    private static let dayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]
}

extension String {
    /// `Sept.` as `sept`.
    fileprivate func replacingDot() -> String { hasSuffix(".") ? String(dropLast()) : self }
}
