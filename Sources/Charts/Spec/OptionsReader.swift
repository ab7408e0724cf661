import Diagnostics

/// Turns header entries into `ChartOptions`, warning about values it cannot use.
struct OptionsReader {
    let source: SourceText
    let kind: any ChartKind

    func read(_ entries: [HeaderEntry], diagnostics: inout [Diagnostic]) -> ChartOptions {
        var options = ChartOptions()
        for entry in entries where entry.key == "unit" { options.unit = String(entry.value) }
        // A block may repeat one unknown key thousands of times: each is looked up once.
        var suggestions: [String: String?] = [:]
        for entry in entries {
            read(entry, into: &options, suggestions: &suggestions, diagnostics: &diagnostics)
        }
        return options
    }

    private func warn(_ message: String, at place: SourcePlace, _ diagnostics: inout [Diagnostic]) {
        diagnostics.append(source.diagnostic(.warning, message, at: place))
    }

    private func read(
        _ entry: HeaderEntry, into options: inout ChartOptions, suggestions: inout [String: String?],
        diagnostics: inout [Diagnostic]
    ) {
        let value = String(entry.value)
        func choice<T>(_ allowed: [String: T], fallback: String) -> T? {
            if let match = allowed[value.lowercasedWord()] { return match }
            let names = allowed.keys.sorted()
            warn(Messages.badOption(value, key: entry.key, allowed: names, using: fallback), at: entry.valuePlace, &diagnostics)
            return nil
        }
        func number() -> Double? {
            if case .number(let number, _) = NumberParser.parse(entry.value, unit: options.unit), number.isFinite {
                if abs(number) <= NumberParser.largestMagnitude { return number }
                warn(Messages.optionTooLarge(value, key: entry.key), at: entry.valuePlace, &diagnostics)
                return nil
            }
            warn(Messages.badNumberOption(value, key: entry.key), at: entry.valuePlace, &diagnostics)
            return nil
        }
        switch entry.key {
        case "type", "unit":
            break
        case _ where !HeaderKeys.common.contains(entry.key) && !kind.acceptedKeys.contains(entry.key):
            if HeaderKeys.all.contains(entry.key) {
                warn(Messages.keyNotForKind(entry.key, kind: kind.name), at: entry.keyPlace, &diagnostics)
            } else {
                let suggestion = suggestions[entry.key] ?? nearestMatch(to: entry.key, among: HeaderKeys.all)
                suggestions[entry.key] = .some(suggestion)
                warn(Messages.unknownKey(entry.key, suggestion: suggestion), at: entry.keyPlace, &diagnostics)
            }
        case "title": options.title = nonEmpty(value)
        case "description": options.description = nonEmpty(value)
        case "source": options.source = nonEmpty(value)
        case "data": options.dataPath = nonEmpty(value)
        case "labels":
            options.labels = choice(Self.labelContents, fallback: "default") ?? options.labels
        case "legend":
            options.showsLegend = choice(["auto": true, "none": false, "shown": true, "hidden": false], fallback: "auto") ?? true
        case "sort":
            options.sort = choice(Self.sortOrders, fallback: "none") ?? .none
        case "animate":
            options.animates = choice(Self.yesNo, fallback: "yes") ?? true
        case "stacked":
            options.isStacked = choice(Self.yesNo, fallback: "no") ?? false
        case "orientation":
            options.isHorizontal = choice(["vertical": false, "horizontal": true], fallback: "vertical") ?? false
        case "x-axis": options.xAxis = axis(value)
        case "y-axis": options.yAxis = axis(value)
        case "min": options.minimum = number()
        case "max": options.maximum = number()
        case "inner-radius":
            guard let radius = number() else { break }
            let clamped = min(0.9, max(0, radius))
            if clamped != radius {
                warn(Messages.innerRadiusRange(value, using: clamped == 0 ? "0" : "0.9"), at: entry.valuePlace, &diagnostics)
            }
            options.innerRadius = clamped
        case "colors":
            options.colors = colors(entry, diagnostics: &diagnostics)
        default:
            break
        }
    }

    private static let yesNo = ["yes": true, "no": false, "true": true, "false": false, "on": true, "off": false]
    private static let labelContents = Dictionary(uniqueKeysWithValues: LabelContent.allCases.map { ($0.rawValue, $0) })
    private static let sortOrders = Dictionary(uniqueKeysWithValues: SortOrder.allCases.map { ($0.rawValue, $0) })

    private func nonEmpty(_ value: String) -> String? { value.isEmpty ? nil : value }

    private func axis(_ value: String) -> AxisSetting {
        switch value.lowercasedWord() {
        case "shown", "show", "yes", "": return .shown
        case "hidden", "hide", "no", "none": return .hidden
        default: return .titled(value)
        }
    }

    private func colors(_ entry: HeaderEntry, diagnostics: inout [Diagnostic]) -> [Color] {
        // Split on commas outside parentheses, so rgb(1, 2, 3) stays whole.
        var result: [Color] = []
        var depth = 0
        var start = 0
        let bytes = Array(entry.value.utf8)
        for index in 0...bytes.count {
            let atEnd = index == bytes.count
            if !atEnd, bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if !atEnd, bytes[index] == UInt8(ascii: ")") { depth -= 1 }
            guard atEnd || (bytes[index] == .comma && depth == 0) else { continue }
            let word = String(decoding: bytes[start..<index], as: UTF8.self).trimmingBlanks()
            let lead = bytes[start..<index].prefix { $0.isSpace }.count
            if !word.isEmpty {
                let place = SourcePlace(line: entry.valuePlace.line, offset: entry.valuePlace.offset + start + lead)
                if let color = Color(css: word) {
                    result.append(color)
                    // A mark must stand out from the page in light and in dark mode.
                    let light = color.contrast(with: Palette.lightPage), dark = color.contrast(with: Palette.darkPage)
                    if min(light, dark) < Palette.markContrast {
                        warn(Messages.lowContrastColor(word, light: light, dark: dark), at: place, &diagnostics)
                    }
                } else {
                    warn(Messages.badColor(word), at: place, &diagnostics)
                }
            }
            start = index + 1
        }
        return result
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

