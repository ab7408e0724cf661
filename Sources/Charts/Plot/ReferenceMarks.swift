import Diagnostics

/// `rule: 38 World average` and `band: 2020-03 2021-06 Lockdowns`: a reference line across
/// the value axis and a shaded span of the other axis, drawn behind the marks, labelled, and
/// said in the description and the table's caption. A key may be repeated.
struct ReferenceMarks: Sendable {
    struct Rule: Sendable {
        var value: Double
        var label: String
        /// As many decimals as the writer gave (`38` stays `38` beside data written `117.2`).
        var decimals: Int
    }

    struct Band: Sendable {
        var from: String
        var to: String
        var label: String
        /// Where the bounds are written, for a warning when the axis has no such place.
        var place: SourcePlace
    }

    var rules: [Rule] = []
    var bands: [Band] = []
    /// The header's source, for warnings found when the axis is known.
    var source: SourceText?

    var isEmpty: Bool { rules.isEmpty && bands.isEmpty }

    static let keys = ["rule", "band"]

    /// Reads one `rule:` or `band:` line.
    mutating func read(_ value: inout OptionValue) {
        source = value.source
        let words = Self.words(value.text)
        switch value.key {
        case "rule":
            guard let first = words.first else {
                value.warn(PlotMessages.badRule(value.text))
                return
            }
            guard let number = value.number(Substring(first.text), at: place(of: first, in: value)) else { return }
            var decimals = 0
            if case .number(_, let written) = NumberParser.parse(first.text, unit: value.unit) { decimals = written }
            rules.append(Rule(value: number, label: words.dropFirst().map(\.text).joined(separator: " "), decimals: decimals))
        case "band":
            guard words.count >= 2 else {
                value.warn(PlotMessages.badBand(value.text))
                return
            }
            bands.append(
                Band(from: words[0].text, to: words[1].text, label: words.dropFirst(2).map(\.text).joined(separator: " "), place: value.entry.valuePlace))
        default:
            break
        }
    }

    private func place(of word: Word, in value: OptionValue) -> SourcePlace {
        SourcePlace(line: value.entry.valuePlace.line, offset: value.entry.valuePlace.offset + word.offset)
    }

    struct Word {
        var text: String
        var offset: Int
    }

    /// Words split on blanks; a word in double quotes may hold blanks (`"South Sudan"`).
    static func words(_ text: String) -> [Word] {
        var words: [Word] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                let inner = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                words.append(Word(text: String(decoding: bytes[inner..<index], as: UTF8.self), offset: start))
                index += 1
            } else {
                while index < bytes.count, bytes[index] != 32, bytes[index] != 9 { index += 1 }
                words.append(Word(text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start))
            }
        }
        return words
    }

    /// Where a band lies on one chart's axis: its two positions and its bounds as the axis writes
    /// them, or the bound that is not on the axis.
    enum BandPlace {
        case on(from: Double, to: Double, texts: (String, String))
        case off(bound: String)
    }

    /// The rules and bands placed on a plot, and the sentence that says them. `rule` gives a
    /// value's position on the value axis, `band` a band's place on the other axis, `axis` what that
    /// axis holds (for the warning about a bound off it, made once: by the layout that `warns`).
    func placed(
        rule: (Double) -> Double, band place: (Band) -> BandPlace, axis: String, warns: Bool, format: ValueFormatter,
        words: ChartWords, diagnostics: inout [Diagnostic]
    ) -> (references: [PlacedReference], sentence: String?) {
        var references = rules.map { PlacedReference(shape: .rule(rule($0.value)), label: $0.label) }
        var bandTexts: [(String, String)?] = []
        for band in bands {
            switch place(band) {
            case .on(let from, let to, let texts):
                references.append(PlacedReference(shape: .band(from, to), label: band.label))
                bandTexts.append(texts)
            case .off(let bound):
                if warns, let source {
                    diagnostics.append(source.diagnostic(.warning, PlotMessages.bandOutsideAxis(bound, axis: axis), at: band.place))
                }
                bandTexts.append(nil)
            }
        }
        return (references, sentence(format, words: words, bandTexts: bandTexts))
    }

    /// `World average: 38 per 1,000 (reference line); Lockdowns: Mar 2020 to Jun 2021 (shaded)`, for the
    /// description and the table's caption; `bandTexts` are the bands' bounds as the axis writes them.
    func sentence(_ format: ValueFormatter, words: ChartWords, bandTexts: [(String, String)?]) -> String? {
        var parts: [String] = []
        for rule in rules {
            let figure = format.value(rule.value, decimals: rule.decimals)
            parts.append(
                rule.label.isEmpty ? words(.referenceLine, ["value": figure]) : words(.namedReferenceLine, ["label": rule.label, "value": figure]))
        }
        for (band, texts) in zip(bands, bandTexts) {
            guard let (from, to) = texts else { continue }
            parts.append(band.label.isEmpty ? words(.band, ["from": from, "to": to]) : words(.namedBand, ["label": band.label, "from": from, "to": to]))
        }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: words(.listGap)).withCapital + words(.sentenceEnd)
    }
}
