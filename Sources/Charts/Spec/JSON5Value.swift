import Foundation

/// A value of a chart configuration written for a script library (Chart.js, ECharts, Vega-Lite), as JSON5
/// reads it: unquoted keys, single quotes, comments, trailing commas, as posts write them.
indirect enum JSON5Value: Decodable, Equatable, Sendable {
    case text(String)
    case number(Double)
    case flag(Bool)
    case null
    case list([JSON5Value])
    case object([String: JSON5Value])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let list = try? container.decode([JSON5Value].self) {
            self = .list(list)
        } else {
            self = .object(try container.decode([String: JSON5Value].self))
        }
    }

    /// A configuration's text read as JSON5 (an object's fields without its braces, as Congo
    /// writes them, too), or why it cannot be: a function, or a variable, that only a script runs;
    /// with the line (from 0) the reason is about.
    static func read(_ text: String) -> Result<JSON5Value, JSON5Problem> {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            return .success(try decoder.decode(JSON5Value.self, from: Data(source(text).utf8)))
        } catch {
            // The decoder says only that the text is no JSON5; a function is the usual reason.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if let line = lines.firstIndex(where: { $0.contains("function") || $0.contains("=>") }) {
                return .failure(JSON5Problem(reason: "line \(line + 1) holds a function, which only a script could run", line: line))
            }
            return .failure(JSON5Problem(reason: "it is no JSON5 object (a value names a variable, a quote or bracket is missing, or a string holds a control character)", line: 0))
        }
    }

    /// A configuration that `read` refuses for what a script reads (a function formatting ticks or
    /// tooltips, a variable, a list's holes) read leniently (`ScriptFunctions`): each function and
    /// variable the text of its source, each hole `null`; with the lines, counted in `text`, of the
    /// first function and variable. Nil when it still is no JSON5.
    static func readLeniently(_ text: String) -> (value: JSON5Value, functionLine: Int?, variableLine: Int?)? {
        let source = source(text)
        guard let lenient = ScriptFunctions.lenient(source) else { return nil }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        guard let value = try? decoder.decode(JSON5Value.self, from: Data(lenient.text.utf8)), !value.holdsVariableData else { return nil }
        // Counted in the text as written, whose first lines may have been blank.
        let blankLines = withoutHTMLComments(text).prefix { $0.isWhitespace }.filter { $0 == "\n" }.count
        return (value, lenient.functionLine.map { $0 + blankLines }, lenient.variableLine.map { $0 + blankLines })
    }

    /// Whether a variable (read leniently) stands where the data goes: its labels, values or
    /// series, which only the page's script knows.
    private var holdsVariableData: Bool {
        func holds(_ value: JSON5Value, underData: Bool) -> Bool {
            switch value {
            case .text(let text): return underData && text.first == ScriptFunctions.variableMark
            case .list(let items): return items.contains { holds($0, underData: underData) }
            case .object(let fields): return fields.contains { holds($0.value, underData: underData || Self.dataKeys.contains($0.key)) }
            default: return false
            }
        }
        return holds(self, underData: false)
    }

    private static let dataKeys: Set<String> = ["data", "datasets", "labels", "series", "values", "x", "y", "z", "categories", "dataset", "source", "encoding"]

    /// The text as the decoder reads it: without HTML comments, in braces.
    private static func source(_ text: String) -> String {
        let source = withoutHTMLComments(text).trimmingCharacters(in: .whitespacesAndNewlines)
        return source.hasPrefix("{") ? source : "{" + source + "}"
    }

    /// The text without `<!-- … -->`: posts label the values of a list with them, which a page's
    /// script reads as comments (`data: [1, <!-- Mon --> 2]`).
    private static func withoutHTMLComments(_ text: String) -> String {
        guard text.contains("<!--") else { return text }
        var rest = Substring(text)
        var kept = ""
        while let open = rest.range(of: "<!--") {
            kept += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { return kept }
            rest = rest[close.upperBound...]
        }
        return kept + rest
    }

    /// The value at `key` of an object; nil for anything else.
    subscript(_ key: String) -> JSON5Value? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// The value at a path of keys (`options.plugins.title.text`).
    func at(_ path: String...) -> JSON5Value? {
        path.reduce(Optional(self)) { value, key in value?[key] }
    }

    /// The first item of a list, or the value itself: ECharts and Highcharts let one axis or title
    /// be a list of them, whose first is the chart's.
    var firstOfList: JSON5Value { list?.first ?? self }

    /// The items of a list, or the value alone: ECharts and Highcharts take one series as a list of it.
    var listOrOne: [JSON5Value] { list ?? [self] }

    var list: [JSON5Value]? {
        if case .list(let items) = self { return items }
        return nil
    }

    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    var isNumber: Bool { number != nil }

    var isTrue: Bool {
        switch self {
        case .flag(let flag): flag
        case .text(let text): !text.isEmpty && text != "false"
        case .number(let number): number != 0
        default: false
        }
    }

    /// Text as a chart block writes it: a string, a number as written, lines of a list joined.
    var text: String? {
        switch self {
        case .text(let text): text
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .list(let items): items.compactMap(\.text).joined(separator: " ")
        default: nil
        }
    }

    /// A data value as a chart block's cell: the number, or `-` for a gap.
    var cell: String {
        switch self {
        case .number(let number): number.isFinite ? (text ?? "-") : "-"
        case .text(let text): text.isEmpty ? "-" : text.onOneLine
        default: "-"
        }
    }
}

/// Why a configuration could not be read, and the line (from 0) that says so.
struct JSON5Problem: Error {
    var reason: String
    var line: Int

    /// The warning for a block of `library`'s that is left as code for this reason.
    func message(library: String) -> String {
        "this \(library) chart is shown as its code: its configuration could not be read: \(reason); keep its data as plain values, or write it as a ```chart block"
    }
}
