import Foundation

/// Writes data values with the locale's marks, the data's decimals and the block's unit.
struct ValueFormatter: Sendable {
    let style: NumberStyle
    let unit: String
    let decimals: Int
    /// `format:`: compact, percent, currency or a fixed number of decimals.
    let format: NumberFormat
    /// A leading `$`, `€`, `£`, `¥` is written before the number; any other unit after it.
    let unitIsPrefix: Bool

    /// What `value` writes before and after the number; ticks take the unit only as a prefix or `%`.
    private let valuePrefix: String, valueSuffix: String, tickSuffix: String
    /// The unit after a value of exactly 1, when it has a singular of its own (` hour`).
    private let singularSuffix: String?

    /// Units that are currency symbols, written before the value as their locales do.
    static let currencySymbols = ["$", "€", "£", "¥", "₹"]

    /// `$/mo` → (`$`, `/mo`), `€ per hour` → (`€`, ` per hour`): a price per something, its sign
    /// written before the number and the rest after it; `$M`, `£bn` → (`$`, `M`), (`£`, `bn`): money
    /// in millions or billions, written `$12.1M`. Nil for any other unit.
    static func currencyAndRest(of unit: String) -> (sign: String, rest: String)? {
        let trimmed = unit.trimmingBlanks()
        guard let first = trimmed.first, trimmed.count > 1, currencySymbols.contains(String(first)) else { return nil }
        let rest = trimmed.dropFirst()
        guard rest.first == "/" || rest.first == " " || isMagnitude(rest) else { return nil }
        return (String(first), String(rest))
    }

    /// The words and letters a unit names thousands, millions, billions or trillions with
    /// (`k`, `M`, `bn`, ` million`); a tick keeps them, as `$10M` is not `$10`.
    static func isMagnitude(_ rest: some StringProtocol) -> Bool {
        magnitudeWords.contains(rest.trimmingBlanks().lowercased())
    }

    private static let magnitudeWords: Set<String> = [
        "k", "m", "mn", "mm", "b", "bn", "t", "tn", "thousand", "million", "millions", "billion", "billions", "trillion",
    ]

    /// Positive values written with `+` (the data wrote its changes so).
    var showsPlusSign = false

    init(style: NumberStyle, unit: String, decimals: Int, format: NumberFormat = .plain, singularUnit: String? = nil) {
        self.style = style
        singularSuffix = format == .plain ? singularUnit : nil
        self.unit = unit
        self.decimals = decimals
        self.format = format
        let trimmed = unit.trimmingBlanks()
        let currencies = Self.currencySymbols
        switch format {
        case .percent:
            // The values are fractions and `%` is their unit.
            unitIsPrefix = false
            valuePrefix = ""
            valueSuffix = style.percentSpace + "%"
            tickSuffix = valueSuffix
        case .currency:
            // The unit's symbol, if it is one, placed as the locale places its own.
            var symbol = style.currencySymbol
            if currencies.contains(trimmed) {
                symbol = style.currencyIsPrefix ? trimmed : "\u{00A0}" + trimmed
            } else if CurrencyKey.isCode(trimmed) {
                // A code is a word: a blank parts it from the number (`CHF 1,200`, `1.200 CHF`).
                symbol = style.currencyIsPrefix ? trimmed + "\u{00A0}" : "\u{00A0}" + trimmed
            }
            unitIsPrefix = style.currencyIsPrefix
            valuePrefix = unitIsPrefix ? symbol : ""
            valueSuffix = unitIsPrefix ? "" : symbol
            tickSuffix = valueSuffix
        default:
            if let (sign, rest) = Self.currencyAndRest(of: unit) {
                unitIsPrefix = true
                valuePrefix = sign
                valueSuffix = rest
                tickSuffix = Self.isMagnitude(rest) ? rest : ""
                break
            }
            // Spaced as the writer spaces it: a sign after a blank follows the number (`" €"`: 1,200 €),
            // letters before a blank precede it (`"USD "`: USD 1,200).
            let spacedBefore = unit.first == " " && unit.last != " "
            let spacedAfter = unit.last == " " && unit.first != " " && !trimmed.isEmpty
            unitIsPrefix = spacedAfter || (currencies.contains(trimmed) && !spacedBefore)
            valuePrefix = unitIsPrefix ? (spacedAfter ? trimmed + "\u{00A0}" : trimmed) : ""
            valueSuffix = unitIsPrefix ? "" : (unit == "%" ? style.percentSpace + unit : unit)
            tickSuffix = !unitIsPrefix && unit == "%" ? style.percentSpace + "%" : ""
        }
    }

    /// `$1,120`, `117.2 per 1,000`, `−5 h`, with the table's most decimals (totals, sums).
    func value(_ value: Double) -> String {
        self.value(value, decimals: decimals)
    }

    /// One data value with the decimals it was written with (or as `format:` asks); with its plus
    /// sign when above zero and `showsPlusSign` (changes written `+2.3pp`).
    func value(_ value: Double, decimals written: Int) -> String {
        guard showsPlusSign, value > 0 else { return unsigned(value, decimals: written) }
        let text = unsigned(value, decimals: written)
        // Not `+0` for a value that rounds to nothing.
        return text.utf8.contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") } ? "+" + text : text
    }

    private func unsigned(_ value: Double, decimals written: Int) -> String {
        switch format {
        case .plain: style.text(value, decimals: written, prefix: valuePrefix, suffix: abs(value) == 1 && written == 0 ? singularSuffix ?? valueSuffix : valueSuffix)
        case .decimals(let fixed): style.text(value, decimals: fixed, prefix: valuePrefix, suffix: valueSuffix)
        case .percent: style.text(value * 100, decimals: max(0, written - 2), prefix: valuePrefix, suffix: valueSuffix)
        case .currency: style.text(value, decimals: written > 0 ? 2 : 0, prefix: valuePrefix, suffix: valueSuffix)
        case .compact: compact(value, decimals: written, from: 1000, keepsThreeDigits: true)
        case .duration(let hours, let lettered): lettered ? Self.lettered(value, decimals: written) : Self.clock(value, hours: hours, decimals: written)
        }
    }

    /// Seconds as a clock writes a duration: `3:45:12` with hours, `3:45` (minutes and seconds)
    /// without, `−0:12` below zero, `0:09.58` with the seconds' decimals.
    static func clock(_ seconds: Double, hours: Bool, decimals: Int) -> String {
        guard seconds.isFinite else { return NumberStyle.english.format(seconds, decimals: 0) }
        let (whole, fraction, isZero) = roundedSeconds(seconds, decimals: decimals)
        let (h, m, s) = (whole / 3600, hours ? whole / 60 % 60 : whole / 60, whole % 60)
        var text = seconds < 0 && !isZero ? "−" : ""
        if hours { text += String(h) + ":" + (m < 10 ? "0" : "") }
        text += String(m) + ":" + (s < 10 ? "0" : "") + String(s)
        if !fraction.isEmpty { text += "." + fraction }
        return text
    }

    /// Seconds rounded once, in the smallest unit written (so 59.996 s is 1:00.00, not 0:60.00): the
    /// whole seconds, the fraction's digits (as many as `decimals`, at most three; none for 0), and
    /// whether nothing is left.
    private static func roundedSeconds(_ seconds: Double, decimals: Int) -> (whole: Int, fraction: String, isZero: Bool) {
        let places = min(max(decimals, 0), 3)
        let scale = pow(10, Double(places))
        let total = (abs(seconds) * scale).rounded()
        let whole = Int((total / scale).rounded(.down))
        let digits = places > 0 ? String(Int(total - Double(whole) * scale)) : ""
        return (whole, String(repeating: "0", count: places - digits.count) + digits, total == 0)
    }

    /// Seconds as sleep and workout logs write a duration: `7h 30m`, `8h`, `45m 10s`, `9.58s`, each
    /// unit only when it is not 0 (`0` alone for none), `−1h 5m` below zero.
    static func lettered(_ seconds: Double, decimals: Int) -> String {
        guard seconds.isFinite else { return NumberStyle.english.format(seconds, decimals: 0) }
        let (whole, fraction, isZero) = roundedSeconds(seconds, decimals: decimals)
        guard !isZero else { return "0" }
        let fractionShows = fraction.contains { $0 != "0" }
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        var parts: [String] = []
        if h > 0 { parts.append("\(h)h") }
        if m > 0 { parts.append("\(m)m") }
        if s > 0 || fractionShows { parts.append(String(s) + (fractionShows ? "." + fraction : "") + "s") }
        return (seconds < 0 ? "−" : "") + parts.joined(separator: " ")
    }

    /// A value where room is short (on a bar, in a donut's hole): from a million up in the
    /// locale's compact words (`$1.8M`, `10B`), else as `value` writes it.
    /// `full` is the value as `value` writes it, used below a million.
    /// `among`: the largest magnitude of the values written beside this one; where it is millions or
    /// more, thousands are written compactly too ("2.1M" beside "523k", not beside "522,969").
    /// `threeDigits`: keep three digits (`5.35M`), for values that one decimal would not tell apart.
    func short(
        _ value: Double, decimals written: Int, among largest: Double = 0, threeDigits: Bool = false, full: @autoclosure () -> String? = nil
    ) -> String {
        let threshold: Double = max(abs(value), largest) >= 1_000_000 ? 1_000 : 1_000_000
        guard abs(value) >= threshold, format != .percent, format != .compact, !format.isDuration else { return full() ?? self.value(value, decimals: written) }
        return compact(value, decimals: written, from: threshold, keepsThreeDigits: threeDigits)
    }

    /// A value written for a bar too narrow for it, among values from a thousand up: compact from a
    /// thousand with three digits, whole below (`€12.3k`, `€1.23k`, `€987`).
    func shorter(_ value: Double) -> String {
        compact(value, decimals: 0, from: 1_000, keepsThreeDigits: true)
    }

    /// From `threshold` up in the locale's compact words, as a writer rounds it: at most one decimal
    /// below 100 where room is short (`1.6B`, `12.5k`, `12k`, `250k`); with `keepsThreeDigits`, a value's own
    /// name keeps three digits, so 1.41 and 1.43 billion are not both "1.4B" (`1.41B`, `12.5k`, `335M`).
    private func compact(_ value: Double, decimals written: Int, from threshold: Double, keepsThreeDigits: Bool = false) -> String {
        guard abs(value) >= threshold else {
            return style.text(value, decimals: written, prefix: valuePrefix, suffix: valueSuffix)
        }
        let (power, scale) = Self.compactPower(abs(value))
        let scaled = value / scale
        let places = keepsThreeDigits ? max(0, 2 - Int(log10(max(1, abs(scaled))).rounded(.down))) : abs(scaled) < 100 ? 1 : 0
        let rounding = pow(10, Double(places))
        let decimals = min(places, Self.fewestDecimals((scaled * rounding).rounded() / rounding))
        return style.text(scaled, decimals: decimals, prefix: valuePrefix, suffix: style.compactSuffixes[power - 1] + valueSuffix)
    }

    /// The thousands power compact notation writes `magnitude` in (1 = k … 4 = T), and 1000 to that power.
    private static func compactPower(_ magnitude: Double) -> (power: Int, scale: Double) {
        let power = min(4, max(1, Int((log10(magnitude) / 3).rounded(.down))))
        return (power, pow(1000, Double(power)))
    }

    /// A tick label: the number with the step's decimals, and the unit only when it is a prefix or `%`.
    func tick(_ value: Double, decimals tickDecimals: Int) -> String {
        switch format {
        case .percent: style.text(value * 100, decimals: max(0, tickDecimals - 2), prefix: valuePrefix, suffix: tickSuffix)
        case .decimals(let fixed): style.text(value, decimals: max(fixed, tickDecimals), prefix: valuePrefix, suffix: tickSuffix)
        case .duration(let hours, let lettered): lettered ? Self.lettered(value, decimals: tickDecimals) : Self.clock(value, hours: hours, decimals: tickDecimals)
        default: style.text(value, decimals: tickDecimals, prefix: valuePrefix, suffix: tickSuffix)
        }
    }

    /// Tick labels for a scale: compact (`25k`, `10M`, `1.6B` in the locale's words) once the
    /// largest tick has five digits, with as many decimals as the step needs and no more; ticks
    /// below the largest's unit in their own when the step is whole there (`800K`, `1M`).
    /// `compactFrom` overrides where compact numbers start (a log axis's ticks agree with each other).
    func ticks(_ values: [Double], step: Double, decimals stepDecimals: Int, compactFrom: Double? = nil) -> [String] {
        let largest = values.map(abs).max() ?? 0
        let compactFrom: Double = compactFrom ?? (format == .compact ? 1000 : 10_000)
        guard largest >= compactFrom, step > 0, format != .percent, !isFixedDecimals, !format.isDuration else {
            return values.map { tick($0, decimals: stepDecimals) }
        }
        let (power, scale) = Self.compactPower(largest)
        // In thousands (or millions…) the step needs its own decimals: 0.5 needs one.
        let decimals = Self.fewestDecimals(step / scale)
        // A step of whole thousands under a largest tick in millions: each tick in its own unit
        // (200K, 400K … 1M, as spreadsheets and d3 write them), not 0.2M.
        let ownUnits = decimals > 0 && step >= 1000 && Self.fewestDecimals(step / Self.compactPower(step).scale) == 0
        return values.map { value in
            if value == 0 { return tick(0, decimals: 0) }
            let (power, scale) = ownUnits && abs(value) < scale ? Self.compactPower(abs(value)) : (power, scale)
            let suffix = style.compactSuffixes[power - 1] + tickSuffix
            // `1B` and `1.5B`, not `1.0B`: each label as short as its number allows.
            let scaled = value / scale
            return style.text(scaled, decimals: min(decimals, Self.fewestDecimals(scaled)), prefix: valuePrefix, suffix: suffix)
        }
    }

    private var isFixedDecimals: Bool {
        if case .decimals = format { return true }
        return false
    }

    /// The fewest fraction digits (at most 6) that write `value` exactly.
    static func fewestDecimals(_ value: Double) -> Int {
        var decimals = 0
        var scaled = value
        while decimals < 6, abs(scaled - scaled.rounded()) > 1e-6 {
            decimals += 1
            scaled *= 10
        }
        return decimals
    }

    /// `56%` (or `56 %` where the locale spaces it); a share that is not zero but rounds to 0 is `<1%`.
    func percent(_ whole: Int, isNonZero: Bool = false) -> String {
        (whole == 0 && isNonZero ? "<1" : String(whole)) + style.percentSpace + "%"
    }
}
