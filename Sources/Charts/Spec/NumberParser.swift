/// Reads a data value the way the contract writes it: `.` decimal point, `,`/`_` thousands
/// separators, an optional trailing `%` or the block's unit, `-`, empty or a marker like `NA` for missing.
enum NumberParser {
    /// The largest magnitude a chart draws: beyond it sums, scales and digits lose their meaning
    /// (and `1e308 - -1e308` is infinite). A thousand trillion covers any budget or census.
    static let largestMagnitude = 1e15

    enum Result: Sendable, Equatable {
        case number(Double, decimals: Int)
        case missing
        /// Not a number; `decimalComma` when it looks like `1,5` written for 1.5.
        case invalid(decimalComma: Bool)
    }

    /// `3*`, `12.5†`, `7‡`, and Wikipedia's `1,411.8[1]` or `335.0[a][2]`: the mark a table puts
    /// after a value it explains below. The value is the number; the mark stays in the text the
    /// writer keeps.
    private static func stripFootnoteMarks(_ text: inout [UInt8]) {
        let dagger: [UInt8] = [0xE2, 0x80, 0xA0], doubleDagger: [UInt8] = [0xE2, 0x80, 0xA1]
        while text.count > 1 {
            if text.last == .star {
                text.removeLast()
            } else if text.count > 3, text.suffix(3).elementsEqual(dagger) || text.suffix(3).elementsEqual(doubleDagger) {
                text.removeLast(3)
            } else if text.last == UInt8(ascii: "]"), let open = text.lastIndex(of: UInt8(ascii: "[")), open > 0,
                text.count - open <= 24, !text[(open + 1)...].dropLast().contains(UInt8(ascii: "["))
            {
                text.removeSubrange(open...)
                trim(&text)
            } else {
                break
            }
        }
        trim(&text)
    }

    /// `text` without a share written beside its value (`120 (60%)` → `120`).
    static func withoutShareBeside(_ text: String) -> String {
        guard text.utf8.last == UInt8(ascii: ")") else { return text }
        var bytes = Array(text.utf8)
        stripShareBeside(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `120 (60%)`, `$1,200 (12.5 %)`: a value with its share written beside it, as survey tables
    /// write them; the chart works out the shares itself, so the number is the value.
    private static func stripShareBeside(_ text: inout [UInt8]) {
        guard text.count > 5, text.last == UInt8(ascii: ")"), let open = text.lastIndex(of: UInt8(ascii: "(")), open > 1,
            text[open - 1] == 0x20
        else { return }
        var inside = Array(text[(open + 1)..<(text.count - 1)])
        trim(&inside)
        guard inside.last == UInt8(ascii: "%"), let first = inside.first, (48...57).contains(first) || first == .dash || first == UInt8(ascii: "<"),
            inside.dropLast().allSatisfy({ (48...57).contains($0) || $0 == .dot || $0 == .comma || $0 == .dash || $0 == 0x20 || $0 == UInt8(ascii: "<") })
        else { return }
        text.removeSubrange(open...)
        trim(&text)
    }

    /// `c. 12,000`, `about 45,000`, `ca. 3.000`, `up to 50%`: the words that say a value is
    /// estimated or a bound, before it; the number is drawn.
    private static func stripWordsOfEstimate(_ text: inout [UInt8]) {
        guard let first = text.first, first >= UInt8(ascii: "A") else { return }
        let lowered = text.prefix(16).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        for word in wordsOfEstimate where lowered.count > word.count && lowered.starts(with: word) {
            let next = text[word.count]
            guard next.isSpace || word.last == UInt8(ascii: ".") || next == 0xC2 else { continue }
            text.removeFirst(word.count)
            trim(&text)
            return
        }
    }

    private static let wordsOfEstimate: [[UInt8]] = [
        "approximately", "approx.", "approx", "around", "about", "roughly", "nearly", "almost", "circa", "c.", "ca.", "ca", "est.",
        "over", "under", "more than", "less than", "fewer than", "at least", "at most", "up to", "environ", "etwa", "rund", "über", "unter",
    ].map { Array($0.utf8) }

    /// With `millionsAsM`, `620m` is 620 million whatever stands before it (a column that writes `3.4bn` beside it).
    static func parse(_ raw: some StringProtocol, unit: String, millionsAsM: Bool = false) -> Result {
        if let plain = raw.utf8.withContiguousStorageIfAvailable({ plainNumber($0) }), let plain { return plain }
        var text = Array(raw.utf8)
        trim(&text)
        if text.isEmpty || text == [.dash] || text == Array("–".utf8) || text == Array("—".utf8) || isMissingMarker(text) { return .missing }
        // `~4,072`, `≈4,072`, `c. 12,000`, `about 45,000`: about that much, drawn as that much.
        if text.first == UInt8(ascii: "~") { text.removeFirst(); trim(&text) }
        if text.starts(with: [0xE2, 0x89, 0x88]) { text.removeFirst(3); trim(&text) }
        stripWordsOfEstimate(&text)
        // `US$1,200`, `A$ 950`: a dollar named by its country is read as the dollar it is.
        if let country = dollarCountry(text) { text.removeFirst(country.count - 1) }
        // `>5,000`, `<1%`, `≥ 10`, `5,000+`: at least or at most that much, drawn as that much.
        if let first = text.first, first == UInt8(ascii: ">") || first == UInt8(ascii: "<") {
            text.removeFirst()
            if text.first == UInt8(ascii: "=") { text.removeFirst() }
            trim(&text)
        } else if text.starts(with: [0xE2, 0x89, 0xA5]) || text.starts(with: [0xE2, 0x89, 0xA4]) {
            text.removeFirst(3)
            trim(&text)
        }
        if text.count > 1, text.last == UInt8(ascii: "+"), text[text.count - 2] != UInt8(ascii: "e"), text[text.count - 2] != UInt8(ascii: "E"),
            text[text.count - 2] != UInt8(ascii: "+")
        {
            text.removeLast()
            trim(&text)
        }
        stripShareBeside(&text)
        var negative = false
        // Excel's accounting format puts the money sign before the parentheses: `$(50.00)`, `$ (50.00)`.
        if text.last == UInt8(ascii: ")"), let sign = currencySigns.first(where: { text.starts(with: $0) }) {
            var inner = Array(text.dropFirst(sign.count))
            trim(&inner)
            if inner.count > 2, inner.first == UInt8(ascii: "(") {
                text = sign + inner.dropFirst().dropLast()
                trim(&text)
                negative = true
            }
        }
        // Accounting's negative: `(1,200)`, `($300)`.
        if !negative, text.count > 2, text.first == UInt8(ascii: "("), text.last == UInt8(ascii: ")") {
            text = Array(text.dropFirst().dropLast())
            trim(&text)
            negative = true
        }
        if let sign = leadingSign(&text) { negative = sign != negative }
        // `(US$50)`, `-US$50`: the country's dollar inside the parentheses or after the sign.
        if let country = dollarCountry(text) { text.removeFirst(country.count - 1) }
        stripFootnoteMarks(&text)
        // `£620m`, `$5m`: after a money sign, `m` is millions (as the British press writes them), not metres.
        let isMoney = millionsAsM || currencySigns.contains { text.starts(with: $0) }
        stripUnit(&text, unit: unit)
        if text.last == UInt8(ascii: "%") { text.removeLast(); trim(&text) }
        stripWholeAmountDash(&text)
        if !negative, let sign = leadingSign(&text) { negative = sign }
        if let special = nonFinite(text) { return .number(negative ? -special : special, decimals: 0) }
        let exponent = magnitude(&text, isMoney: isMoney)
        let result = digits(spacesAsGroupSeparators(text), negative: negative)
        guard exponent > 0, case .number(let value, let decimals) = result else { return result }
        return .number(value * powers[exponent], decimals: max(0, decimals - exponent))
    }

    /// `3:45:12` (hours, minutes, seconds), `4:05` (minutes and seconds, as song lengths, race
    /// splits and paces are written), `-0:12`, `0:09.58`: the seconds, the seconds' decimals and
    /// whether hours are written; nil for anything else (`9:5`, `1:75`, `12:30 pm`).
    /// With `lettered`, also `7h 30m` and the like (see `letteredDuration`): `8h` alone only with
    /// `singleUnits`, in a column that writes another duration so, as it is otherwise 8 with a unit.
    static func duration(_ raw: some StringProtocol, lettered: Bool = true, singleUnits: Bool = false) -> (seconds: Double, decimals: Int, hasHours: Bool)? {
        var text = Substring(raw).trimmingBlanks()[...]
        guard text.utf8.count <= 24 else { return nil }
        guard text.utf8.contains(UInt8(ascii: ":")) else { return lettered ? letteredDuration(text, singleUnits: singleUnits) : nil }
        guard text.utf8.count <= 16 else { return nil }
        var negative = false
        if text.hasPrefix("-") || text.hasPrefix("−") { negative = true; text = text.dropFirst() }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var seconds = 0.0
        var decimals = 0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            let (whole, fraction) = isLast ? (part.prefix { $0 != "." }, part.drop { $0 != "." }.dropFirst()) : (part, Substring(""))
            guard !whole.isEmpty, whole.count <= (index == 0 ? 3 : 2), whole.allSatisfy({ $0.isASCII && $0.isNumber }),
                index == 0 || whole.count == 2, fraction.allSatisfy({ $0.isASCII && $0.isNumber }), fraction.count <= 3,
                !isLast || !part.hasSuffix("."), let number = Double(whole)
            else { return nil }
            if index > 0, number >= 60 { return nil }
            seconds = seconds * 60 + number
            if isLast, !fraction.isEmpty, let fractionValue = Double("0." + fraction) {
                seconds += fractionValue
                decimals = fraction.count
            }
        }
        return (negative ? -seconds : seconds, decimals, parts.count == 3)
    }

    /// `7h 30m`, `7h30`, `1h 2m 3s`, as sleep and workout logs write them: the seconds. One unit
    /// alone (`8h`, `45 min`, `1.5 hours`, and `45m` or `5s`, which alone may be metres, millions
    /// or a plural) only with `singleUnits`, in a column whose other durations say what they are.
    private static func letteredDuration(_ text: Substring, singleUnits: Bool) -> (seconds: Double, decimals: Int, hasHours: Bool)? {
        let units: [(words: Set<String>, seconds: Double)] = [
            (["h", "hr", "hrs", "hour", "hours"], 3600), (["m", "min", "mins", "minute", "minutes"], 60), (["s", "sec", "secs", "second", "seconds"], 1),
        ]
        var rest = text[...]
        var seconds = 0.0
        var next = 0
        var parts = 0
        var saysWord = false
        var hasHours = false
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, let value = Double(number), number.first != ".", parts == 0 || !number.contains(".") else { return nil }
            rest = rest.dropFirst(number.count).drop { $0 == " " }
            let word = rest.prefix { $0.isLetter }.lowercased()
            rest = rest.dropFirst(word.count).drop { $0 == " " || $0 == "," }
            if word.isEmpty {
                // `7h30`: minutes after hours.
                guard rest.isEmpty, next == 1, value < 60 else { return nil }
                seconds += value * 60
                parts += 1
                break
            }
            guard let index = units.indices.first(where: { units[$0].words.contains(word) }), index >= next else { return nil }
            if index > 0, parts > 0, value >= 60 { return nil }
            seconds += value * units[index].seconds
            saysWord = saysWord || word.count > 1
            hasHours = hasHours || index == 0
            next = index + 1
            parts += 1
        }
        guard parts > 1 || (parts == 1 && singleUnits) else { return nil }
        return (seconds, 0, hasHours)
    }

    /// `1.2k`, `3.4M`, `$4.5B`, `4.5bn`, `2T`: the power of ten the letters after the digits stand
    /// for (3 for thousands), taken off the text; 0 when they stand for none.
    private static func magnitude(_ text: inout [UInt8], isMoney: Bool) -> Int {
        guard text.count >= 2 else { return 0 }
        for (suffix, exponent) in isMoney ? magnitudes + moneyMagnitudes : magnitudes
        where text.count > suffix.count && text.suffix(suffix.count).elementsEqual(suffix) {
            var rest = Array(text.dropLast(suffix.count))
            trim(&rest)
            guard let last = rest.last, last >= 48 && last <= 57 else { return 0 }
            text = rest
            return exponent
        }
        return 0
    }

    private static let magnitudes: [(suffix: [UInt8], exponent: Int)] = {
        // The words too (`$1.2 million`, `3 billion`), German's `Mio.` and `Mrd.`, India's lakh and crore.
        let words: [(String, Int)] = [
            ("thousand", 3), ("million", 6), ("millions", 6), ("billion", 9), ("billions", 9), ("trillion", 12), ("mn", 6),
            ("mio", 6), ("mio.", 6), ("mrd", 9), ("mrd.", 9), ("lakh", 5), ("lakhs", 5), ("crore", 7), ("crores", 7),
        ]
        let spelled = words.flatMap { word, exponent in [(word, exponent), (word.prefix(1).uppercased() + word.dropFirst(), exponent)] }
        let letters: [(String, Int)] = [("bn", 9), ("tn", 12), ("k", 3), ("K", 3), ("M", 6), ("B", 9), ("T", 12)]
        return (spelled + letters).map { (Array($0.0.utf8), $0.1) }
    }()

    /// Magnitudes only an amount of money has: `£620m` is millions, `620m` may be metres.
    private static let moneyMagnitudes: [(suffix: [UInt8], exponent: Int)] = [(Array("m".utf8), 6)]

    /// The last bytes of `magnitudes` and `moneyMagnitudes`, for a quick look before the search.
    private static let magnitudeEnds = Set((magnitudes + moneyMagnitudes).compactMap(\.suffix.last))

    /// Whether a value is written with a magnitude's letter (`1.2k`, `$4.5B`): the chart then writes
    /// its numbers so too (`format: compact`).
    static func hasMagnitude(_ text: String) -> Bool {
        // Most values end in a digit: one look at the last byte settles it. `2,5 Mio. €`: a currency
        // sign after the magnitude is no part of it.
        guard let end = text.utf8.last, magnitudeEnds.contains(end) || end == 0x20 || !(end < 0x80) || end == 0x24 else { return false }
        var text = Substring(text)
        while let last = text.last, last == " " || currencies.contains(last) { text.removeLast() }
        guard let last = text.utf8.last, magnitudeEnds.contains(last) else { return false }
        var bytes = Array(text.drop { $0 == " " || $0 == "-" || $0 == "(" }.utf8)
        let isMoney = currencySigns.contains { bytes.starts(with: $0) }
        trim(&bytes)
        return magnitude(&bytes, isMoney: isMoney) > 0
    }

    /// The common case without allocating: `[-]digits[,ddd…][.digits]`, blanks around.
    private static func plainNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Result? {
        var index = 0, end = bytes.count
        while index < end, bytes[index].isSpace { index += 1 }
        while end > index, bytes[end - 1].isSpace { end -= 1 }
        guard index < end else { return nil }
        var negative = false
        if bytes[index] == .dash {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0, decimals = 0, group = 0, groups = 0
        var sawPoint = false
        while index < end {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 {
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - 48)
                digits += 1
                if sawPoint { decimals += 1 } else { group += 1 }
            } else if byte == .comma && !sawPoint {
                guard (groups == 0 ? group >= 1 && group <= 3 : group == 3) else { return nil }
                groups += 1
                group = 0
            } else if byte == UInt8(ascii: ".") && !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, groups == 0 || group == 3 else { return nil }
        let value = Double(mantissa) / powers[decimals]
        return .number(negative ? -value : value, decimals: shownDecimals(value, written: decimals))
    }

    private static let powers: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    private static func trim(_ text: inout [UInt8]) {
        while let first = text.first, first.isSpace || first == 0xC2 && text.count > 1 && text[1] == 0xA0 {
            text.removeFirst(first == 0xC2 ? 2 : 1)
        }
        while let last = text.last, last.isSpace { text.removeLast() }
    }

    /// Consumes `-`, `+` or U+2212 and says whether it was negative; an en dash or a figure dash
    /// before a digit (`–5`, as word processors turn a typed minus) is one too.
    private static func leadingSign(_ text: inout [UInt8]) -> Bool? {
        if text.first == .dash { text.removeFirst(); trim(&text); return true }
        if text.first == UInt8(ascii: "+") { text.removeFirst(); trim(&text); return false }
        if text.starts(with: [0xE2, 0x88, 0x92]) { text.removeFirst(3); trim(&text); return true }
        if text.count > 3, text.starts(with: [0xE2, 0x80, 0x93]) || text.starts(with: [0xE2, 0x80, 0x92]), (48...57).contains(text[3]) || text[3] == UInt8(ascii: "$") {
            text.removeFirst(3)
            return true
        }
        return nil
    }

    /// `12.3 ms ± 0.4 ms`, `5.2 +/- 0.3`: the value before its uncertainty; nil when there is none.
    static func withoutUncertainty(_ text: String) -> Substring? {
        guard let mark = text.range(of: "±") ?? text.range(of: "+/-") ?? text.range(of: "+-") else { return nil }
        var value = text[..<mark.lowerBound]
        while let last = value.last, last == " " || last == "\u{A0}" { value.removeLast() }
        return value.contains(where: \.isNumber) ? value : nil
    }

    /// `24.–`, `35,-`: a whole amount, as prices are written in German-speaking countries (a dash
    /// where the cents would be), is that amount.
    private static func stripWholeAmountDash(_ text: inout [UInt8]) {
        let dash: Int
        if text.last == UInt8(ascii: "-") { dash = 1 } else if text.count >= 3, text.suffix(3).elementsEqual([0xE2, 0x80, 0x93]) { dash = 3 } else { return }
        let mark = text.count - dash - 1
        guard mark >= 1, text[mark] == UInt8(ascii: ".") || text[mark] == UInt8(ascii: ","), (48...57).contains(text[mark - 1]) else { return }
        text.removeLast(dash + 1)
    }

    private static func stripUnit(_ text: inout [UInt8], unit: String) {
        // `$12/mo` with `unit: $/mo`: the money sign before the number and the rest after it.
        if let (sign, rest) = ValueFormatter.currencyAndRest(of: unit) {
            let restBytes = Array(rest.trimmingBlanks().utf8)
            if text.count > restBytes.count, text.suffix(restBytes.count).elementsEqual(restBytes) {
                text.removeLast(restBytes.count)
                trim(&text)
                let signBytes = Array(sign.utf8)
                if text.starts(with: signBytes) { text.removeFirst(signBytes.count); trim(&text) }
                return
            }
        }
        var units = currencySigns
        var unitBytes = Array(unit.utf8)
        trim(&unitBytes)
        if !unitBytes.isEmpty { units.insert(unitBytes, at: 0) }
        for candidate in units {
            if text.starts(with: candidate) { text.removeFirst(candidate.count); trim(&text); return }
            if text.count >= candidate.count, Array(text.suffix(candidate.count)) == candidate {
                text.removeLast(candidate.count)
                trim(&text)
                return
            }
        }
    }

    /// `1 234`, with a space, a no-break space or a narrow one between thousands (as French and
    /// SI write them), or `1'234` with an apostrophe (as Switzerland writes them), as `1_234`:
    /// the groups are then checked like those of `1,234`.
    private static func spacesAsGroupSeparators(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(where: { $0 == 0x20 || $0 == 0xC2 || $0 == 0xE2 || $0 == 0x27 }) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == 0x20 || text[index] == 0x27 {
                result.append(UInt8(ascii: "_"))
                index += 1
            } else if text[index] == 0xC2, index + 1 < text.count, text[index + 1] == 0xA0 {
                result.append(UInt8(ascii: "_"))
                index += 2
            } else if text[index] == 0xE2, index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] == 0xAF || text[index + 2] == 0x89 || text[index + 2] == 0x99 {
                result.append(UInt8(ascii: "_"))
                index += 3
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }

    /// What exported data writes for a missing value: R's `NA`, Excel's `#N/A`, SQL's `NULL`,
    /// pandas' `<NA>` and `None`, the World Bank's `..`, FRED's `.`, Eurostat's `:` (the markers pandas reads as missing, and these);
    /// a spreadsheet's error where a formula had no value (`#DIV/0!`, `#VALUE!`), as a chart tool pasted into draws it: a gap.
    private static func isMissingMarker(_ text: [UInt8]) -> Bool {
        guard text.count <= 7 else { return false }
        return missingMarkers.contains(String(decoding: text, as: UTF8.self).lowercased())
    }

    private static let missingMarkers: Set<String> = [
        "na", "n/a", "#n/a", "#na", "null", "none", "<na>", "..", ".", ":",
        // As people type them: `n.a.`, `n/d`, `?`, and German's `k.A.` (keine Angabe) and `n.v.` (nicht verfügbar).
        "n.a.", "n.a", "n/d", "n.d.", "?", "??", "k.a.", "k. a.", "n.v.",
        "#div/0!", "#value!", "#ref!", "#num!", "#name?", "#null!", "#calc!", "#spill!",
    ]

    /// The currency signs a value may carry without the block's unit naming them.
    private static let currencies: [Character] = ValueFormatter.currencySymbols.map(Character.init)
    private static let currencySigns = currencies.map { Array(String($0).utf8) }
    /// What may stand around a value's number and sign: blanks, accounting's parentheses, signs, `~`.
    private static let marksAroundNumber: Set<Character> = [" ", "\t", "\u{A0}", "(", ")", "-", "+", "−", "~", "≈"]

    /// The dollars written with their country's letters before the sign, as international
    /// publications write them (`US$1,200`, `A$`, `NZ$`, `HK$`, Brazil's `R$`).
    private static let dollarCountries: [[UInt8]] = ["US$", "AU$", "A$", "CA$", "C$", "NZ$", "HK$", "S$", "SG$", "NT$", "MX$", "R$"].map { Array($0.utf8) }

    /// The country's dollar a value starts with (`US$`), if any.
    private static func dollarCountry(_ text: [UInt8]) -> [UInt8]? {
        guard let first = text.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), text.contains(0x24) else { return nil }
        return dollarCountries.first { text.starts(with: $0) }
    }

    /// The currency sign a value is written with, before or after the number (`-$5`, `($300)`, `350 €`);
    /// a country's dollar (`US$1,200`) is its sign and a blank, written before the number (`US$ 1,200`).
    static func currencySign(in text: String) -> String? {
        if let country = dollarCountry(Array(text.utf8.drop { $0 == 0x20 || $0 == 0x28 || $0 == 0x2D })) {
            return String(decoding: country, as: UTF8.self) + " "
        }
        // Most values carry none: one look at the bytes (`$`, and the last bytes of `£`, `€`, `¥` and `₹`) settles it.
        guard text.utf8.contains(where: { $0 == 0x24 || $0 == 0xA3 || $0 == 0xAC || $0 == 0xA5 || $0 == 0xB9 }),
            let first = text.first(where: { !marksAroundNumber.contains($0) }),
            let last = text.last(where: { !marksAroundNumber.contains($0) })
        else { return nil }
        return currencies.first { $0 == first || $0 == last }.map(String.init)
    }

    /// Whether the euro sign follows the number (`1.200 €`), as the countries that write a point between thousands place it.
    static func endsInEuroSign(_ text: String) -> Bool {
        var trimmed = Substring(text)
        while let last = trimmed.last, last == " " || last == "\u{A0}" || last == ")" { trimmed.removeLast() }
        return trimmed.hasSuffix("€") && !trimmed.contains("$") && !trimmed.drop { $0 == " " || $0 == "(" || $0 == "-" }.hasPrefix("€")
    }

    private static func nonFinite(_ text: [UInt8]) -> Double? {
        switch String(decoding: text, as: UTF8.self).lowercased() {
        case "inf", "infinity", "∞": return .infinity
        case "nan": return .nan
        default: return nil
        }
    }

    /// `1.234,5` or `2.001.000`: thousands parted by points and a decimal comma, as much of
    /// Europe writes numbers.
    private static func isGroupedWithPoints(_ text: [UInt8]) -> Bool {
        let parts = text.split(separator: .comma, maxSplits: 1, omittingEmptySubsequences: false)
        let groups = parts[0].split(separator: .dot, omittingEmptySubsequences: false)
        guard groups.count >= 2, parts.count == 2 || groups.count >= 3 else { return false }
        let digitsOnly = { (part: ArraySlice<UInt8>) in !part.isEmpty && part.allSatisfy { $0 >= 48 && $0 <= 57 } }
        return groups[0].count <= 3 && groups.allSatisfy(digitsOnly) && groups.dropFirst().allSatisfy { $0.count == 3 }
            && (parts.count == 1 || digitsOnly(parts[1]))
    }

    private static func digits(_ text: [UInt8], negative: Bool) -> Result {
        var clean: [UInt8] = negative ? [.dash] : []
        clean.reserveCapacity(text.count + 1)
        var groupLengths: [Int] = []
        var current = 0
        var sawPoint = false, sawDigit = false, sawSeparator = false, sawExponent = false
        var decimals = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                clean.append(byte)
                sawDigit = true
                if sawPoint { decimals += 1 } else { current += 1 }
            case UInt8(ascii: ","), UInt8(ascii: "_"):
                if sawPoint || current == 0 { return .invalid(decimalComma: isGroupedWithPoints(text)) }
                groupLengths.append(current)
                current = 0
                sawSeparator = true
            case UInt8(ascii: "."):
                if sawPoint { return .invalid(decimalComma: isGroupedWithPoints(text)) }
                sawPoint = true
                clean.append(byte)
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard sawDigit, index + 1 < text.count else { return .invalid(decimalComma: false) }
                clean.append(byte)
                var rest = Array(text[(index + 1)...])
                if rest.first == .dash || rest.first == UInt8(ascii: "+") { clean.append(rest.removeFirst()) }
                guard !rest.isEmpty, rest.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return .invalid(decimalComma: false) }
                clean += rest
                // `2.1e3` is 2100, written without decimals; `5e-2` is 0.05, with two; `3.4E-06`, 0.0000034, with seven.
                if rest.count <= 3, let exponent = Int(String(decoding: rest, as: UTF8.self)) {
                    decimals = max(0, decimals + (clean[clean.count - rest.count - 1] == .dash ? exponent : -exponent))
                }
                sawExponent = true
                index = text.count
                continue
            default:
                return .invalid(decimalComma: false)
            }
            index += 1
        }
        guard sawDigit else { return .invalid(decimalComma: false) }
        if sawSeparator {
            // Thousands groups: the first 1–3 digits, then exactly 3 each.
            let groups = groupLengths + [current]
            // `1,234,567`, or India's `12,34,567` (lakhs and crores: twos above the last three).
            let valid = groups[0] <= 3 && groups.dropFirst().allSatisfy { $0 == 3 }
                || groups.count >= 3 && groups[0] <= 2 && groups.last == 3 && groups.dropFirst().dropLast().allSatisfy { $0 == 2 }
            if !valid {
                let looksDecimal = !sawPoint && groupLengths.count == 1 && current != 3
                return .invalid(decimalComma: looksDecimal)
            }
        }
        guard let value = Double(String(decoding: clean, as: UTF8.self)) else { return .invalid(decimalComma: false) }
        // A value in scientific notation shows every digit its mantissa has (at most twelve decimals).
        return .number(value, decimals: sawExponent ? min(decimals, largestShownDecimals) : shownDecimals(value, written: decimals))
    }

    /// The most decimals a value is shown with: 0.000000000001 and smaller read as 0.
    static let largestShownDecimals = 12

    /// Whether a number was written by a computation: more than six significant digits after its
    /// decimal mark (`93.37309265136719`, `92,65195465`, `12.3456789%`, `0.000123456789`), the case
    /// `shownDecimals` shortens. Zeros that only place a small value (`0.0000031`) are no such digits.
    static func wasComputed(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var digits = 0
        // The zeros seen last, reading backwards: at the mark, the fraction's leading zeros.
        var zeros = 0
        for index in bytes.indices.reversed() {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 {
                digits += 1
                zeros = byte == 48 ? zeros + 1 : 0
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
                let whole = bytes[..<index].drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: " ") }
                let placesOnly = whole.allSatisfy { $0 == 48 }
                return digits - (placesOnly ? zeros : 0) > 6
            } else if digits > 0 {
                return false
            }
        }
        return false
    }

    /// The decimals a value is shown with: as written, unless a computation wrote it (a mean from
    /// pandas, `115.30081300813008`: more than six decimals), then four significant digits and
    /// at least one decimal (`115.3`, `12.35`, `0.1235`, `0.000001235`), which names and the table still tell apart.
    static func shownDecimals(_ value: Double, written: Int) -> Int {
        guard written > 6, value.isFinite, value != 0 else { return written }
        // The power of ten of its first digit: 2 for 115.3, −4 for 0.000123.
        var magnitude = 0, scaled = abs(value)
        while scaled >= 10 { scaled /= 10; magnitude += 1 }
        while scaled < 1 { scaled *= 10; magnitude -= 1 }
        return min(written, largestShownDecimals, max(1, 3 - magnitude))
    }
}
