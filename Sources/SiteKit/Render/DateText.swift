import Foundation

/// The months in English, as dates are shown and as permalinks name them.
let englishMonthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
]

/// Formats dates in one time zone, the same way on every machine (no locale data involved).
struct DateText: Sendable {
    let timeZone: TimeZone
    /// The offset of a zone that never changes it (UTC, the default): asking Foundation for it per
    /// date shows in a profile of 10,000 posts.
    private let fixedOffset: Int?

    /// How a day is written in the site's or page's language when that is not English (`14 mars
    /// 2026`, `2026年3月14日`), as the platform's locale data has it; nil for English and for a
    /// language it does not know, which get `14 March 2026`.
    private let localDay: Date.FormatStyle?

    init(timeZone: TimeZone, language: String = "en") {
        self.timeZone = timeZone
        fixedOffset = timeZone.secondsFromGMT() == 0 && ["UTC", "GMT"].contains(timeZone.identifier) ? 0 : nil
        localDay = Self.dayStyle(for: language)
    }

    private static func dayStyle(for language: String) -> Date.FormatStyle? {
        let primary = language.split(separator: "-").first?.lowercased() ?? ""
        guard primary != "en", !primary.isEmpty, LanguageCode.name(of: language) != language else { return nil }
        let utc = TimeZone(secondsFromGMT: 0)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: language), calendar: calendar, timeZone: utc)
    }

    private func offset(at date: Date) -> Int {
        fixedOffset ?? timeZone.secondsFromGMT(for: date)
    }

    /// `2026-03-14T09:00:00Z`, or with the zone's offset, e.g. `2026-03-14T09:00:00+01:00`.
    /// `written` is the offset the author wrote the date with, which wins over the zone's: a post
    /// written at 18:30 -08:00 shows on the author's day.
    func iso(_ date: Date, written: Int? = nil) -> String {
        let offset = written ?? offset(at: date)
        let (year, month, day, hour, minute, second) = CivilDate.components(of: date, offset: offset)
        guard (0...9999).contains(year) else { return isoText(year, month, day, hour, minute, second, offset) }
        // The common case as bytes in one buffer: no string per field.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        func append(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        append(year, 4)
        bytes.append(UInt8(ascii: "-"))
        append(month, 2)
        bytes.append(UInt8(ascii: "-"))
        append(day, 2)
        bytes.append(UInt8(ascii: "T"))
        append(hour, 2)
        bytes.append(UInt8(ascii: ":"))
        append(minute, 2)
        bytes.append(UInt8(ascii: ":"))
        append(second, 2)
        if offset == 0 {
            bytes.append(UInt8(ascii: "Z"))
        } else {
            bytes.append(UInt8(ascii: offset < 0 ? "-" : "+"))
            append(abs(offset) / 3600 % 100, 2)
            bytes.append(UInt8(ascii: ":"))
            append(abs(offset) % 3600 / 60, 2)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `iso` for any year, field by field.
    private func isoText(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, _ offset: Int)
        -> String
    {
        let zone: String
        if offset == 0 {
            zone = "Z"
        } else {
            let sign = offset < 0 ? "-" : "+"
            zone = "\(sign)\(pad(abs(offset) / 3600)):\(pad(abs(offset) % 3600 / 60))"
        }
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))\(zone)"
    }

    /// `14 March 2026`, or as the language writes it (`14 mars 2026`).
    func display(_ date: Date, written: Int? = nil) -> String {
        let offset = written ?? offset(at: date)
        if let localDay {
            // The author's day, as the same instant in UTC shows it.
            return Date(timeIntervalSince1970: date.timeIntervalSince1970 + Double(offset)).formatted(localDay)
        }
        let (year, month, day, _, _, _) = CivilDate.components(of: date, offset: offset)
        return "\(day) \(englishMonthNames[month - 1]) \(year)"
    }

    /// The day and time the author wrote (`written` is the offset the date was written with).
    func components(of date: Date, written: Int? = nil) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        CivilDate.components(of: date, offset: written ?? offset(at: date))
    }

    /// `2026-03-14`, for the sitemap.
    func day(_ date: Date) -> String {
        let (year, month, day, _, _, _) = CivilDate.components(of: date, offset: offset(at: date))
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))"
    }

    /// The year, for the footer's copyright line.
    func year(_ date: Date) -> Int {
        CivilDate.components(of: date, offset: offset(at: date)).0
    }

    private func pad(_ value: Int, _ width: Int = 2) -> String { zeroPadded(value, width: width) }
}

/// `value` with zeros before it up to `width` digits: `7` → `07`.
func zeroPadded(_ value: Int, width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
}
