/// `format:` — how a chart writes its numbers, in ticks, labels, names and the table alike.
enum NumberFormat: Sendable, Equatable {
    /// As written, with the data's decimals; millions and more compact where room is short.
    case plain
    /// `1.2k`, `3.4M` from a thousand up.
    case compact
    /// Values are fractions: `0.38` is written `38%`.
    case percent
    /// The locale's currency (`$1,120`, `1.120 €`), or the unit's symbol placed as the locale places it.
    case currency
    /// Every value with exactly this many decimals.
    case decimals(Int)
    /// Values are seconds, written as a clock writes a duration: `3:45:12` (`hours`), or `3:45`;
    /// `lettered`, as sleep and workout logs write them: `7h 30m`, `8h`, `45m 10s`.
    case duration(hours: Bool, lettered: Bool = false)

    var isDuration: Bool {
        if case .duration = self { return true }
        return false
    }

    static func read(_ value: inout OptionValue) -> NumberFormat {
        let words = value.text.lowercasedWord().split(separator: " ", omittingEmptySubsequences: true)
        switch (words.first, words.count) {
        case ("plain", 1), ("auto", 1): return .plain
        case ("compact", 1): return .compact
        case ("percent", 1), ("percentage", 1): return .percent
        case ("currency", 1), ("money", 1): return .currency
        // The values are seconds; whether hours are written is decided by the largest (see `SpecParser`).
        case ("duration", 1), ("time", 1): return .duration(hours: false)
        case ("decimals", 2):
            if let count = Int(words[1]), (0...6).contains(count) { return .decimals(count) }
        default:
            break
        }
        value.warn(Messages.badFormat(value.text))
        return .plain
    }
}
