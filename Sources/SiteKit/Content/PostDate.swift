import Foundation

/// Reads `2026-03-14`, `2026-03-14 09:00`, `2026-03-14T09:00:00Z` or `2026-03-14T09:00:00+02:00`;
/// a date without an offset is read in `timeZone`. Returns nil for anything else.
func parsePostDate(_ text: String, in timeZone: TimeZone) -> Date? {
    var scanner = DateScanner(Array(text.trimmingSpaces().utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
        let month = scanner.number(digits: 2), scanner.skip("-"),
        let day = scanner.number(digits: 2)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var nanosecond = 0
    if scanner.skip("T") || scanner.skip("t") || (scanner.skipSpaces() && scanner.peekDigit) {
        guard let h = scanner.number(digits: 2), scanner.skip(":"), let m = scanner.number(digits: 2) else {
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
    var zone = timeZone
    if scanner.skip("Z") || scanner.skip("z") {
        zone = TimeZone(secondsFromGMT: 0)!
    } else if let sign = scanner.sign() {
        guard let h = scanner.number(digits: 2) else { return nil }
        _ = scanner.skip(":")
        let m = scanner.number(digits: 2) ?? 0
        guard let offset = TimeZone(secondsFromGMT: sign * (h * 3600 + m * 60)) else { return nil }
        zone = offset
    }
    guard scanner.isAtEnd, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond)
    // Calendar would roll 30 February over into March; a writer means a typo, not March.
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
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

    mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 32 { index += 1 }
        return index > start
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
