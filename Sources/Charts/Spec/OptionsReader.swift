import Diagnostics

/// Turns header entries into the shared `ChartOptions` and the kind's own options, warning
/// about keys no kind knows, keys of another kind, and values a key cannot use.
struct OptionsReader<Kind: ChartKind> {
    let source: SourceText
    let kind: Kind
    /// Every kind's keys, for "did you mean" and "does not apply to".
    let allKeys: [String]

    func read(_ entries: [HeaderEntry], diagnostics: inout [Diagnostic]) -> (ChartOptions, Kind.Options) {
        var options = ChartOptions()
        var own = Kind.Options()
        let unit = entries.last { $0.key == "unit" }?.value ?? ""
        options.unit = unit
        let ownKeys = kind.keys
        // A block may repeat one unknown key thousands of times: each is looked up once.
        var suggestions: [String: String?] = [:]
        for written in entries where written.key != "type" {
            let entry = HeaderKeys.ownName(of: written)
            var value = OptionValue(entry: entry, source: source, unit: unit)
            if HeaderKeys.common.contains(entry.key) {
                HeaderKeys.read(&value, into: &options)
            } else if ownKeys.contains(entry.key) {
                kind.read(&value, into: &own)
            } else if let message = HeaderKeys.ignoredKeys[entry.key] {
                value.warn(message(entry.key), at: entry.keyPlace)
            } else if allKeys.contains(entry.key) {
                value.warn(Messages.keyNotForKind(entry.key, kind: kind.name), at: entry.keyPlace)
            } else {
                let suggestion = suggestions[entry.key] ?? nearestMatch(to: entry.key, among: allKeys)
                suggestions[entry.key] = .some(suggestion)
                value.warn(Messages.unknownKey(entry.key, suggestion: suggestion, known: allKeys), at: entry.keyPlace)
            }
            diagnostics += value.diagnostics
        }
        return (options, own)
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
