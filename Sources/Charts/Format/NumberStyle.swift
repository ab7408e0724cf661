/// How a locale writes numbers: the grouping and decimal marks, done by hand so the
/// output is the same on every machine (Foundation's formatters vary and are slow).
struct NumberStyle: Sendable, Equatable {
    var group: String
    var decimal: String
    /// Group only numbers of at least this many integer digits (Spanish and Polish write 1120).
    var minimumGroupingDigits = 4
    /// What goes between a number and `%`.
    var percentSpace = ""
    /// Compact suffixes for thousands, millions, billions and trillions (`25k`, `10M`, `1.6B`).
    var compactSuffixes = ["k", "M", "B", "T"]
    /// The locale's currency and where it goes: `$1,120`, `1.120 €`.
    var currencySymbol = "$"
    var currencyIsPrefix = true

    static let english = NumberStyle(group: ",", decimal: ".")

    /// The style for a BCP 47 tag such as `en`, `de-CH` or `fr`; English when unknown.
    init(locale tag: String) {
        // The default, asked for on every chart: no need to parse it.
        if tag == "en" {
            self = .english
            return
        }
        let lower = tag.lowercased().replacingUnderscores()
        let language = String(lower.prefix { $0 != "-" })
        if lower == "de-ch" || lower == "de-li" {
            self.init(group: "’", decimal: ".")
            (currencySymbol, currencyIsPrefix) = ("CHF\u{00A0}", true)
            return
        }
        defer { setCurrency(lower, language) }
        switch language {
        case "de", "it", "nl", "id", "tr", "da", "el", "ro", "hr", "sl", "sr", "vi", "pt", "es":
            self.init(group: ".", decimal: ",")
            switch language {
            case "de": compactSuffixes = ["\u{00A0}Tsd.", "\u{00A0}Mio.", "\u{00A0}Mrd.", "\u{00A0}Bio."]
            case "es", "pt": compactSuffixes = ["\u{00A0}mil", "\u{00A0}M", "\u{00A0}mil\u{00A0}M", "\u{00A0}B"]
            case "it": compactSuffixes = ["\u{00A0}k", "\u{00A0}Mln", "\u{00A0}Mrd", "\u{00A0}Bln"]
            case "nl": compactSuffixes = ["K", "\u{00A0}mln.", "\u{00A0}mld.", "\u{00A0}bln."]
            default: break
            }
            if language == "es" || lower == "pt-pt" { minimumGroupingDigits = 5 }
            if language == "de" || language == "da" || language == "tr" { percentSpace = "\u{00A0}" }
        case "fr", "ru", "pl", "cs", "sk", "sv", "nb", "nn", "no", "fi", "uk", "hu", "bg", "lt", "lv", "et", "be":
            self.init(group: "\u{202F}", decimal: ",")
            if language != "fr" { group = "\u{00A0}" }
            if language == "pl" { minimumGroupingDigits = 5 }
            percentSpace = "\u{00A0}"
            if language == "fr" { compactSuffixes = ["\u{00A0}k", "\u{00A0}M", "\u{00A0}Md", "\u{00A0}Bn"] }
        default:
            self = .english
        }
    }

    /// Sets the currency for a tag: the euro after the number in the euro area's languages, else by region.
    private mutating func setCurrency(_ tag: String, _ language: String) {
        let region = tag.split(separator: "-").dropFirst().first.map(String.init) ?? ""
        switch (language, region) {
        case ("en", "gb"): (currencySymbol, currencyIsPrefix) = ("£", true)
        case ("en", "in"), ("hi", _): (currencySymbol, currencyIsPrefix) = ("₹", true)
        case ("en", "ie"): (currencySymbol, currencyIsPrefix) = ("€", true)
        case ("zh", "tw"): (currencySymbol, currencyIsPrefix) = ("NT$", true)
        case ("zh", "hk"): (currencySymbol, currencyIsPrefix) = ("HK$", true)
        case ("ja", _), ("zh", _): (currencySymbol, currencyIsPrefix) = ("¥", true)
        case ("ko", _): (currencySymbol, currencyIsPrefix) = ("₩", true)
        case ("pt", "br"): (currencySymbol, currencyIsPrefix) = ("R$\u{00A0}", true)
        case ("sv", _): (currencySymbol, currencyIsPrefix) = ("\u{00A0}kr", false)
        case ("da", _), ("nb", _), ("nn", _), ("no", _): (currencySymbol, currencyIsPrefix) = ("\u{00A0}kr.", false)
        case ("pl", _): (currencySymbol, currencyIsPrefix) = ("\u{00A0}zł", false)
        case ("cs", _): (currencySymbol, currencyIsPrefix) = ("\u{00A0}Kč", false)
        case ("tr", _): (currencySymbol, currencyIsPrefix) = ("₺", true)
        case ("de", _), ("fr", _), ("es", _), ("it", _), ("pt", _), ("fi", _), ("sk", _), ("sl", _), ("el", _), ("et", _), ("lt", _),
            ("lv", _), ("hr", _):
            (currencySymbol, currencyIsPrefix) = ("\u{00A0}€", false)
        case ("nl", _): (currencySymbol, currencyIsPrefix) = ("€\u{00A0}", true)
        default: break
        }
    }

    init(group: String, decimal: String) {
        self.group = group
        self.decimal = decimal
    }

    /// `value` with exactly `decimals` fraction digits, rounded half away from zero.
    func format(_ value: Double, decimals: Int) -> String {
        text(value, decimals: decimals)
    }

    /// A minus sign (U+2212) when negative, `prefix`, the number as `format` writes it, `suffix`:
    /// `−$1,120`. Written as bytes, as the engine formats every value of every chart.
    func text(_ value: Double, decimals: Int, prefix: String = "", suffix: String = "") -> String {
        var out = TextBytes()
        write(value, decimals: decimals, prefix: prefix, into: &out)
        out.append(suffix)
        return out.string
    }

    private func write(_ value: Double, decimals: Int, prefix: String, into out: inout TextBytes) {
        guard value.isFinite else {
            if value.isNaN {
                out.append(prefix)
                out.append("NaN")
            } else {
                if value < 0 { out.append("−") }
                out.append(prefix)
                out.append("∞")
            }
            return
        }
        var places = min(max(decimals, 0), Self.powers.count - 1)
        // A number too large for its decimal places (1e15 with two) is written whole, grouped as any other.
        while places > 0, abs(value) * Double(Self.powers[places]) >= 9e15 { places -= 1 }
        let scale = Self.powers[places]
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < 9e15 else {
            if value < 0 { out.append("−") }
            out.append(prefix)
            out.append("\(abs(value))")
            return
        }
        let units = UInt64(scaled)
        if units > 0, value < 0 { out.append("−") }
        out.append(prefix)
        let whole = units / scale
        writeGrouped(whole, into: &out)
        if places > 0 {
            out.append(decimal)
            // Leading zeros included: 0.05 with two places is `05` after the mark.
            var fraction = units % scale
            var digits: (UInt64, UInt64) = (0, 0)  // room for 16 digits, 12 at most
            withUnsafeMutableBytes(of: &digits) { bytes in
                for index in stride(from: places - 1, through: 0, by: -1) {
                    bytes[index] = UInt8(truncatingIfNeeded: 48 + fraction % 10)
                    fraction /= 10
                }
                for index in 0..<places { out.append(bytes[index]) }
            }
        }
    }

    private func writeGrouped(_ whole: UInt64, into out: inout TextBytes) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits, 9e15 has 16
        withUnsafeMutableBytes(of: &digits) { bytes in
            var count = 0
            var rest = whole
            repeat {
                bytes[23 - count] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            let grouped = count >= minimumGroupingDigits
            for index in 0..<count {
                if grouped, index > 0, (count - index) % 3 == 0 { out.append(group) }
                out.append(bytes[24 - count + index])
            }
        }
    }

    /// Ten to the power of each number of decimal places written, up to twelve (`NumberParser.largestShownDecimals`).
    private static let powers: [UInt64] = (0...12).map { places in (0..<places).reduce(1) { value, _ in value * 10 } }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
