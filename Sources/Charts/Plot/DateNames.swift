/// How the site's language writes dates on an axis and in the table: month names, the order
/// of day and month. English when the language is not listed.
struct DateNames: Sendable {
    let months: [String]
    /// `Mar 14` (English) or `14 Mar` (most others).
    let monthFirst: Bool
    /// What follows the day number: `.` in German (`14. März`), nothing elsewhere.
    let dayMark: String
    /// Whether `3/4/2026` is March 4 (American English) rather than 3 April (nearly everywhere else).
    let slashMonthFirst: Bool
    /// Chinese, Japanese and Korean write a date as numbers with a mark after each, year first:
    /// `2026年3月14日`, `2026년 3월 14일` (with `spaced`); nil for month names.
    let numberMarks: (year: String, month: String, day: String, spaced: Bool)?

    /// Whether a language tag names a country (`en-GB`, `en_US`), which says how `3/4/2026` is read.
    static func namesRegion(_ tag: String) -> Bool {
        tag.contains("-") || tag.contains("_")
    }

    init(locale tag: String) {
        let language = String(tag.lowercased().prefix { $0 != "-" && $0 != "_" })
        let region = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().last.map(String.init) ?? ""
        slashMonthFirst = language == "en" && !["gb", "uk", "au", "nz", "ie", "in", "za"].contains(region)
        switch language {
        case "zh", "ja": numberMarks = ("年", "月", "日", false)
        case "ko": numberMarks = ("년", "월", "일", true)
        default: numberMarks = nil
        }
        switch language {
        case "de": (months, monthFirst, dayMark) = (["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."], false, ".")
        case "fr": (months, monthFirst, dayMark) = (["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."], false, "")
        case "es": (months, monthFirst, dayMark) = (["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"], false, "")
        case "it": (months, monthFirst, dayMark) = (["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"], false, "")
        case "pt": (months, monthFirst, dayMark) = (["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."], false, "")
        case "nl": (months, monthFirst, dayMark) = (["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"], false, "")
        case "sv", "da", "nb", "nn", "no":
            (months, monthFirst, dayMark) = (["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."], false, "")
        case "pl": (months, monthFirst, dayMark) = (["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"], false, "")
        // English: `Mar 14, 2026` as American English writes it, `14 Mar 2026` where a day comes first (en-GB).
        default: (months, monthFirst, dayMark) = (["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], language != "en" || slashMonthFirst, "")
        }
    }

    /// `Mar 14` / `14. März` / `3月14日`.
    func dayAndMonth(_ date: CalendarDate) -> String {
        if let marks = numberMarks { return "\(date.month)\(marks.month)\(marks.spaced ? " " : "")\(date.day)\(marks.day)" }
        return monthFirst ? "\(months[date.month - 1]) \(date.day)" : "\(date.day)\(dayMark) \(months[date.month - 1])"
    }

    /// `Mar` / `3月`.
    func month(_ date: CalendarDate) -> String {
        if let marks = numberMarks { return "\(date.month)\(marks.month)" }
        return months[date.month - 1]
    }

    /// `Mar 2026` / `2026年3月`.
    func monthAndYear(_ date: CalendarDate) -> String {
        if let marks = numberMarks { return "\(date.year)\(marks.year)\(marks.spaced ? " " : "")\(date.month)\(marks.month)" }
        return "\(months[date.month - 1]) \(date.year)"
    }

    /// `09:30`.
    func time(_ date: CalendarDate) -> String {
        let hour = date.minutes / 60, minute = date.minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    /// `Q2 2026` (quarters are written so in every language the names here cover), `2026年 Q2`.
    func quarterAndYear(_ date: CalendarDate) -> String {
        if let marks = numberMarks { return "\(date.year)\(marks.year) \(Self.quarter(date))" }
        return "\(Self.quarter(date)) \(date.year)"
    }

    /// `2024-W05`: ISO 8601's own way to write a week, the same in every language.
    static func isoWeek(_ date: CalendarDate) -> String {
        let (year, week) = date.isoWeek
        return "\(year)-W\(week < 10 ? "0" : "")\(week)"
    }

    /// `Q2`.
    static func quarter(_ date: CalendarDate) -> String { "Q\((date.month - 1) / 3 + 1)" }

    /// The date with as much as was written: `2026`, `Q1 2026`, `Mar 2026`, `2026-W11`, `Mar 14, 2026`, `Mar 14, 2026, 09:30`.
    func full(_ date: CalendarDate, _ precision: CalendarDate.Precision) -> String {
        switch precision {
        case .year: return "\(date.year)"
        case .quarter: return quarterAndYear(date)
        case .month: return monthAndYear(date)
        case .week: return Self.isoWeek(date)
        case .day:
            if let marks = numberMarks { return "\(date.year)\(marks.year)\(marks.spaced ? " " : "")\(dayAndMonth(date))" }
            return monthFirst ? "\(dayAndMonth(date)), \(date.year)" : "\(dayAndMonth(date)) \(date.year)"
        case .minute: return full(date, .day) + (monthFirst && numberMarks == nil ? ", " : " ") + time(date)
        }
    }
}
