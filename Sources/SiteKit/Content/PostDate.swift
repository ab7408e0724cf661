import Foundation

/// Reads a date as Hugo and Jekyll document them: `2026-03-14`, `2026-3-4`, `2026-03-14 9:00`,
/// `2026-03-14T09:00:00.5Z`, `2026-03-14T09:00:00+02:00`, `2026-01-29 18:30:22 -0800`; a date
/// without an offset is read in `timeZone`. Returns nil for anything else.
func parsePostDate(_ text: String, in timeZone: TimeZone) -> Date? {
    readPostDate(text, in: timeZone)?.date
}

/// `parsePostDate`, with the offset from UTC the text gives (nil when it gives none). A day
/// written out in English, as Quarto and R Markdown posts have it (`26 September 2017`,
/// `September 26, 2017`, `Sep 26 2017`), is read too.
func readPostDate(_ text: String, in timeZone: TimeZone) -> (date: Date, offset: Int?)? {
    if let date = readNumericDate(text, in: timeZone) { return date }
    return (writtenOutDay(text) ?? slashedDay(text)).flatMap { readNumericDate($0, in: timeZone) }
}

/// A day written with slashes, as Quarto and Hexo posts have it, in dashes: `2019/09/16 10:00` is
/// `2019-09-16 10:00`; `09/16/2019` is month first, as Quarto reads it (`16/09/2019`, whose first
/// number is no month, day first); nil for anything else.
private func slashedDay(_ text: String) -> String? {
    let trimmed = text.trimmingSpaces()
    let day = trimmed.prefix { $0 != " " && $0 != "T" }
    let parts = day.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && Int($0) != nil }) else { return nil }
    if parts[0].count == 4 { return parts.joined(separator: "-") + trimmed.dropFirst(day.count) }
    guard parts[2].count == 4, day.count == trimmed.count, let first = Int(parts[0]), let second = Int(parts[1]) else { return nil }
    let (month, dayOfMonth) = first > 12 ? (second, first) : (first, second)
    return "\(parts[2])-\(month)-\(dayOfMonth)"
}

/// `26 September 2017` or `September 26, 2017` as `2017-09-26`; nil for anything else.
private func writtenOutDay(_ text: String) -> String? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." }).map { $0.lowercased() }
    guard words.count == 3 else { return nil }
    let month: Int
    let day: String
    if let named = monthNumber(words[1]) {
        (month, day) = (named, words[0])
    } else if let named = monthNumber(words[0]) {
        (month, day) = (named, words[1])
    } else {
        return nil
    }
    let year = words[2]
    guard year.count == 4, year.allSatisfy(\.isASCII), Int(year) != nil, let dayNumber = Int(day.trimmingCharacters(in: .letters)),
        (1...31).contains(dayNumber)
    else { return nil }
    return "\(year)-\(month)-\(dayNumber)"
}

private func monthNumber(_ word: String) -> Int? {
    let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
    if let index = months.firstIndex(of: word) { return index + 1 }
    guard word.count >= 3 else { return nil }
    return months.firstIndex { $0.hasPrefix(word) && (word.count == 3 || word == "sept") }.map { $0 + 1 }
}

private func readNumericDate(_ text: String, in timeZone: TimeZone) -> (date: Date, offset: Int?)? {
    var scanner = DateScanner(Array(text.trimmingSpaces().utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"), scanner.skipExtraZeros(),
        let month = scanner.number(digits: 1...2), scanner.skip("-"), scanner.skipExtraZeros(),
        let day = scanner.number(digits: 1...2)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var nanosecond = 0
    if scanner.skip("T") || scanner.skip("t") || (scanner.skipSpaces() && scanner.peekDigit) {
        guard let h = scanner.number(digits: 1...2), scanner.skip(":"), let m = scanner.number(digits: 2) else {
            return nil
        }
        hour = h
        minute = m
        if scanner.skip(":") {
            guard let s = scanner.number(digits: 2) else { return nil }
            second = s
            if scanner.skip(".") {
                let fraction = scanner.digits()
                guard !fraction.isEmpty else { return nil }
                nanosecond = Int(String(fraction.prefix(9)).padding(toLength: 9, withPad: "0", startingAt: 0)) ?? 0
            }
        }
    }
    _ = scanner.skipSpaces()
    var offset: Int?
    if scanner.skip("Z") || scanner.skip("z") {
        offset = 0
    } else if let sign = scanner.sign() {
        guard let h = scanner.number(digits: 2) else { return nil }
        _ = scanner.skip(":")
        let m = scanner.number(digits: 2) ?? 0
        // Seconds too (`+02:00:00`, Go's -07:00:00), as an exported date may have them.
        let s = scanner.skip(":") ? scanner.number(digits: 2) : 0
        guard h < 24, m < 60, let s, s < 60 else { return nil }
        offset = sign * (h * 3600 + m * 60 + s)
    }
    // A writer who types 30 February means a typo, not 2 March.
    guard scanner.isAtEnd, (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year),
        hour < 24, minute < 60, second < 60
    else { return nil }
    let local = CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    let fraction = Double(nanosecond) / 1e9
    if let offset { return (Date(timeIntervalSince1970: Double(local - offset) + fraction), offset) }
    // The zone's offset at that wall-clock time: guess with the offset at the same UTC time, then correct.
    let guess = Date(timeIntervalSince1970: Double(local))
    let first = timeZone.secondsFromGMT(for: guess)
    let zoneOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local - first)))
    return (Date(timeIntervalSince1970: Double(local - zoneOffset) + fraction), nil)
}

private struct DateScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }
    var peekDigit: Bool { index < bytes.count && (48...57).contains(bytes[index]) }

    mutating func skip(_ character: Character) -> Bool {
        guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
        index += 1
        return true
    }

    /// Spaces and tabs (`2017-04-23\t 20:04`, as a Pelican post's metadata may be aligned).
    mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
        return index > start
    }

    /// A zero too many before a month or day (`2022-010-10`, a typo Hexo's parser let through):
    /// the number the writer meant. Always true, so it reads in a chain of `guard` conditions.
    mutating func skipExtraZeros() -> Bool {
        while index + 2 < bytes.count, bytes[index] == 48, (48...57).contains(bytes[index + 1]), (48...57).contains(bytes[index + 2]) {
            index += 1
        }
        return true
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

    mutating func digits() -> String {
        var text = ""
        while peekDigit {
            text.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return text
    }

    /// One or two digits (a one-digit month, day or hour), as many as there are.
    mutating func number(digits range: ClosedRange<Int>) -> Int? {
        var length = 0
        while length < range.upperBound, index + length < bytes.count, (48...57).contains(bytes[index + length]) {
            length += 1
        }
        guard length >= range.lowerBound else { return nil }
        return number(digits: length)
    }

    mutating func number(digits count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += count
        return value
    }
}
