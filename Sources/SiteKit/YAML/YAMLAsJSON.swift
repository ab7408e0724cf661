import Foundation

extension YAMLNode {
    /// The value written as JSON: plain scalars that YAML reads as numbers, booleans or null
    /// become those, every other scalar a string. For options a shortcode takes in YAML or JSON
    /// alike (LoveIt's `echarts`), handed on as JSON.
    var json: String {
        switch value {
        case .scalar(let text, let quoted):
            if !quoted {
                if isNull { return "null" }
                if ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text) { return text.lowercased() }
                if let number = Double(text), number.isFinite, !text.hasPrefix("."), !text.hasSuffix(".") { return text.hasPrefix("+") ? String(text.dropFirst()) : text }
            }
            return text.jsonQuoted
        case .sequence(let items):
            return "[" + items.map(\.json).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { ($0.key.scalarText ?? "").jsonQuoted + ": " + $0.value.json }.joined(separator: ", ") + "}"
        }
    }

}

extension String {
    /// The text as a JSON string literal, escaped by Foundation's encoder: the one escaper for the
    /// JSON (and JSON5) site writes.
    var jsonQuoted: String {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
