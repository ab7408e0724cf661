/// How a locale writes numbers: the grouping and decimal marks, done by hand so the
/// output is the same on every machine (Foundation's formatters vary and are slow).
struct NumberStyle: Sendable, Equatable {
    var group: String
    var decimal: String
    /// Group only numbers of at least this many integer digits (Spanish and Polish write 1120).
    var minimumGroupingDigits = 4
    /// What goes between a number and `%`.
    var percentSpace = ""

    static let english = NumberStyle(group: ",", decimal: ".")

    /// The style for a BCP 47 tag such as `en`, `de-CH` or `fr`; English when unknown.
    init(locale tag: String) {
        let lower = tag.lowercased().replacingUnderscores()
        let language = String(lower.prefix { $0 != "-" })
        if lower == "de-ch" || lower == "de-li" {
            self.init(group: "’", decimal: ".")
            return
        }
        switch language {
        case "de", "it", "nl", "id", "tr", "da", "el", "ro", "hr", "sl", "sr", "vi", "pt", "es":
            self.init(group: ".", decimal: ",")
            if language == "es" || lower == "pt-pt" { minimumGroupingDigits = 5 }
            if language == "de" || language == "da" || language == "tr" { percentSpace = "\u{00A0}" }
        case "fr", "ru", "pl", "cs", "sk", "sv", "nb", "nn", "no", "fi", "uk", "hu", "bg", "lt", "lv", "et", "be":
            self.init(group: "\u{202F}", decimal: ",")
            if language != "fr" { group = "\u{00A0}" }
            if language == "pl" { minimumGroupingDigits = 5 }
            percentSpace = "\u{00A0}"
        default:
            self = .english
        }
    }

    init(group: String, decimal: String) {
        self.group = group
        self.decimal = decimal
    }

    /// `value` with exactly `decimals` fraction digits, rounded half away from zero.
    func format(_ value: Double, decimals: Int) -> String {
        var out = ""
        append(value, decimals: decimals, to: &out)
        return out
    }

    /// Appends `value` to `out`; the minus sign is U+2212.
    func append(_ value: Double, decimals: Int, to out: inout String) {
        guard value.isFinite else {
            out += value.isNaN ? "NaN" : (value < 0 ? "−∞" : "∞")
            return
        }
        let places = min(max(decimals, 0), 6)
        let scale = Self.powers[places]
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < 9e15 else {
            if value < 0 { out += "−" }
            out += "\(abs(value))"
            return
        }
        let units = UInt64(scaled)
        if units > 0, value < 0 { out += "−" }
        let whole = units / scale
        appendGrouped(whole, to: &out)
        if places > 0 {
            out += decimal
            let fraction = units % scale
            var digits = String(fraction)
            while digits.utf8.count < places { digits = "0" + digits }
            out += digits
        }
    }

    private func appendGrouped(_ whole: UInt64, to out: inout String) {
        let digits = String(whole)
        let count = digits.utf8.count
        guard count >= minimumGroupingDigits else {
            out += digits
            return
        }
        var index = 0
        for byte in digits.utf8 {
            if index > 0, (count - index) % 3 == 0 { out += group }
            out.unicodeScalars.append(Unicode.Scalar(byte))
            index += 1
        }
    }

    private static let powers: [UInt64] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000]
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
