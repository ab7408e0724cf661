/// A value written as a bound: `<5` (the suppressed small counts of public statistics), `≥ 10`,
/// `more than 40`, `5,000+`. The chart draws it at the bound, as written; every text that says
/// the value (the table, the mark's name, the label on the bar) keeps the sign, so `<5` never
/// reads as a count of five.
enum ValueBound: UInt8, Sendable {
    case below, atMost, above, atLeast, orMore

    /// The value's text with the bound's sign: `<5`, `≤5`, `>40`, `≥10`, `5,000+`.
    func marking(_ text: String) -> String {
        switch self {
        case .below: "<" + text
        case .atMost: "≤" + text
        case .above: ">" + text
        case .atLeast: "≥" + text
        case .orMore: text + "+"
        }
    }

    /// The bound a cell that reads as a number was written with; nil for a plain value. Most
    /// cells start with a digit and end with one, which settles it at once.
    static func written(in cell: String) -> ValueBound? {
        let bytes = cell.utf8
        guard var first = bytes.first(where: { $0 != 0x20 && $0 != 0x09 }), let last = bytes.last(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        if last == UInt8(ascii: "+") { return cell.utf8.count > 1 ? .orMore : nil }
        if (48...57).contains(first) { return nil }
        var text = Substring(cell.drop { $0 == " " || $0 == "\t" })
        // `~<5`, `≈ >100`: about a bound is still the bound.
        if text.hasPrefix("~") || text.hasPrefix("≈") { text = text.dropFirst().drop { $0 == " " }; first = text.utf8.first ?? 0 }
        if text.hasPrefix("<=") || text.hasPrefix("≤") { return .atMost }
        if text.hasPrefix(">=") || text.hasPrefix("≥") { return .atLeast }
        if first == UInt8(ascii: "<") { return .below }
        if first == UInt8(ascii: ">") { return .above }
        let lowered = text.prefix(12).lowercased()
        for (word, bound) in words where lowered.hasPrefix(word) { return bound }
        return nil
    }

    /// The words NumberParser reads before a number as a bound (it reads them; this names them).
    private static let words: [(String, ValueBound)] = [
        ("less than ", .below), ("fewer than ", .below), ("under ", .below), ("unter ", .below), ("more than ", .above), ("over ", .above),
        ("über ", .above), ("at least ", .atLeast), ("at most ", .atMost), ("up to ", .atMost),
    ]
}

extension DataRow {
    /// The text of the value in `series`, with the bound it was written with (`<5`).
    func marking(_ text: String, series: Int) -> String {
        series < bounds.count ? bounds[series].map { $0.marking(text) } ?? text : text
    }
}
