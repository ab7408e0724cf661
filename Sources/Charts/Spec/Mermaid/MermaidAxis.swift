/// The rest of an xychart line after its keyword: an optional title (quoted, or one word), then
/// a list `[a, "b c", 3]` or a range `0 --> 100`.
///
/// `x-axis "Month" [jan, feb]`, `y-axis "Revenue (in $)" 4000 --> 11000`, `bar [5000, 6000]`.
struct MermaidAxis {
    let text: String
    private(set) var title: String?
    private(set) var list: [String]?
    private(set) var range: (low: String, high: String)?

    init(_ written: String) {
        let text = written.trimmingBlanks()
        self.text = text
        var rest = Substring(text)
        if rest.hasPrefix("\"") {
            let inside = rest.dropFirst()
            if let close = inside.firstIndex(of: "\"") {
                title = String(inside[..<close])
                rest = inside[inside.index(after: close)...]
            }
        }
        rest = Substring(String(rest).trimmingBlanks())
        if rest.hasPrefix("[") {
            let inside = rest.dropFirst().prefix { $0 != "]" }
            list = Self.items(of: inside)
        } else if let arrow = rest.range(of: "-->") {
            let low = rest[..<arrow.lowerBound].split(whereSeparator: \.isWhitespace)
            let high = rest[arrow.upperBound...].split(whereSeparator: \.isWhitespace)
            // An unquoted title may stand before the range: `y-axis Revenue 0 --> 100`.
            if title == nil, low.count > 1 { title = low.dropLast().joined(separator: " ") }
            if let lowValue = low.last, let highValue = high.first { range = (String(lowValue), String(highValue)) }
        } else if title == nil, !rest.isEmpty {
            title = String(rest)
        }
        // An unquoted title before a list: `x-axis Month [jan, feb]`.
        if title == nil, list != nil, let bracket = text.firstIndex(of: "["), bracket != text.startIndex {
            let before = text[..<bracket].trimmingBlanks()
            if !before.isEmpty { title = before }
        }
    }

    /// The comma-separated items of a list, each trimmed and unquoted; commas inside quotes stay.
    private static func items(of inside: Substring) -> [String] {
        var items: [String] = []
        var current = ""
        var quoted = false
        for character in inside {
            if character == "\"" {
                quoted.toggle()
            } else if character == ",", !quoted {
                items.append(current.trimmingBlanks())
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingBlanks().isEmpty || !items.isEmpty { items.append(current.trimmingBlanks()) }
        return items
    }

    /// A number as plainly as it can be written: `2`, `2.5`, never `2.0`.
    static func plain(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
