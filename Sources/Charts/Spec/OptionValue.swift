import Diagnostics

/// One header entry as a kind reads it: its value in the forms keys take (a choice, yes/no,
/// a number, an axis), with a warning for a value it cannot use.
struct OptionValue {
    let entry: HeaderEntry
    let source: SourceText
    /// The block's unit, stripped from numbers (`max: $2,000`).
    let unit: String
    /// Warnings about this value, appended by the reader.
    var diagnostics: [Diagnostic] = []

    var key: String { entry.key }
    var text: String { entry.value }
    /// The value, or nil when it is empty.
    var nonEmptyText: String? { entry.value.isEmpty ? nil : entry.value }

    mutating func warn(_ message: String, at place: SourcePlace? = nil) {
        diagnostics.append(source.diagnostic(.warning, message, at: place ?? entry.valuePlace))
    }

    /// One of `allowed` (case-insensitive), or nil and a warning naming the choices and `fallback`.
    /// `synonyms` are other tools' words for the same (`desc`), read but not listed in the warning.
    mutating func choice<T>(_ allowed: [String: T], synonyms: [String: T] = [:], fallback: String) -> T? {
        let word = text.lowercasedWord()
        if let match = allowed[word] ?? synonyms[word] { return match }
        warn(Messages.badOption(text, key: key, allowed: allowed.keys.sorted(), using: fallback))
        return nil
    }

    /// `yes`/`no` and their synonyms; `fallback` when the value is neither.
    mutating func yesNo(fallback: Bool) -> Bool {
        choice(Self.yesNo, fallback: fallback ? "yes" : "no") ?? fallback
    }

    private static let yesNo = ["yes": true, "no": false, "true": true, "false": false, "on": true, "off": false]

    /// A finite number within the engine's range, or nil and a warning.
    mutating func number() -> Double? {
        number(Substring(entry.value), at: entry.valuePlace)
    }

    /// `text` (part of the value at `place`) as a number, or nil and a warning.
    mutating func number(_ text: Substring, at place: SourcePlace) -> Double? {
        if case .number(let number, _) = NumberParser.parse(text, unit: unit), number.isFinite {
            if abs(number) <= NumberParser.largestMagnitude { return number }
            warn(Messages.optionTooLarge(String(text), key: key), at: place)
            return nil
        }
        warn(Messages.badNumberOption(String(text), key: key), at: place)
        return nil
    }

    /// `shown`, `hidden` or an axis title.
    var axis: AxisSetting {
        switch text.lowercasedWord() {
        case "shown", "show", "yes", "": .shown
        case "hidden", "hide", "no", "none": .hidden
        default: .titled(text)
        }
    }
}
