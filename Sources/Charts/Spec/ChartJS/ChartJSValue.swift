/// A value of a Chart.js configuration as JSON5 reads it (unquoted keys, single quotes,
/// comments, trailing commas: the object literal Blowfish, Congo and hugo-chart posts write).
indirect enum ChartJSValue: Decodable, Sendable {
    case text(String)
    case number(Double)
    case flag(Bool)
    case null
    case list([ChartJSValue])
    case object([String: ChartJSValue])

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
        } else if let list = try? container.decode([ChartJSValue].self) {
            self = .list(list)
        } else {
            self = .object(try container.decode([String: ChartJSValue].self))
        }
    }

    /// The value at `key` of an object; nil for anything else.
    subscript(_ key: String) -> ChartJSValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// The value at a path of keys (`options.plugins.title.text`).
    func at(_ path: String...) -> ChartJSValue? {
        path.reduce(Optional(self)) { value, key in value?[key] }
    }

    var list: [ChartJSValue]? {
        if case .list(let items) = self { return items }
        return nil
    }

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
        case .text(let text): text.isEmpty ? "-" : text
        default: "-"
        }
    }
}
