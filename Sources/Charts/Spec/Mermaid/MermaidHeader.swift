/// What every Mermaid diagram may carry around its own lines: a front matter (`---` … `---`,
/// whose `title:` names the diagram), `%%` comments and `%%{init}%%` directives, and the
/// accessible title and description (`accTitle:`, `accDescr:` or `accDescr { … }`).
struct MermaidHeader {
    /// The title and description, each with the Mermaid line it was read from.
    struct Common {
        var title: (text: String, line: Int)?
        var description: (text: String, line: Int)?
        /// The configuration's `chartOrientation: horizontal` (an xychart's bars lying down), in the
        /// front matter or an `%%{init}%%` directive.
        var isSideways = false

        /// The chart block's `title:` and `description:` lines.
        func lines(at keywordLine: Int) -> [MermaidChart.Line] {
            var lines: [MermaidChart.Line] = []
            if let title, !title.text.isEmpty { lines.append(.init(text: "title: \(title.text)", origin: title.line)) }
            if let description, !description.text.isEmpty {
                lines.append(.init(text: "description: \(description.text)", origin: description.line))
            }
            return lines
        }
    }

    private let lines: [Substring]
    private(set) var common = Common()
    /// Lines that belong to no row or setting: front matter, comments, accessibility lines.
    private var passedOver = Set<Int>()

    init(_ lines: [Substring]) {
        self.lines = lines
    }

    /// The line that names the diagram (`pie showData`, `xychart-beta`) and its words; also
    /// reads the front matter and the accessibility lines wherever they are.
    mutating func diagramLine() -> (Int, [Substring])? {
        var index = 0
        var found: (Int, [Substring])?
        while index < lines.count {
            let text = lines[index].trimmingBlanks()
            if found == nil, text == "---", let end = lines[(index + 1)...].firstIndex(where: { $0.trimmingBlanks() == "---" }) {
                for line in index...end { passedOver.insert(line) }
                for line in (index + 1)..<end {
                    if let title = Self.value(of: "title:", in: lines[line].trimmingBlanks()) { common.title = (Self.unquoted(title), line) }
                    if Self.setsSideways(lines[line]) { common.isSideways = true }
                }
                index = end + 1
                continue
            }
            if text.hasPrefix("%%{"), !text.hasSuffix("}%%"), let end = lines[(index + 1)...].firstIndex(where: { $0.trimmingBlanks().hasSuffix("}%%") }) {
                // A directive over several lines (`%%{init: {…,` … `}}%%`).
                for line in index...end {
                    passedOver.insert(line)
                    if Self.setsSideways(lines[line]) { common.isSideways = true }
                }
                index = end + 1
                continue
            }
            if text.isEmpty || text.hasPrefix("%%") {
                passedOver.insert(index)
                if text.hasPrefix("%%{"), Self.setsSideways(Substring(text)) { common.isSideways = true }
            } else if let title = Self.value(of: "accTitle:", in: text) {
                passedOver.insert(index)
                if common.title == nil { common.title = (Self.unquoted(title), index) }
            } else if let description = Self.value(of: "accDescr:", in: text) {
                passedOver.insert(index)
                common.description = (Self.unquoted(description), index)
            } else if text.hasPrefix("accDescr"), text.dropFirst("accDescr".count).trimmingBlanks().hasPrefix("{") {
                // `accDescr {` … `}`: the lines between, joined.
                let end = lines[index...].firstIndex { $0.contains("}") } ?? lines.count - 1
                for line in index...end { passedOver.insert(line) }
                let joined = lines[index...end].joined(separator: " ")
                let inside = joined.drop { $0 != "{" }.dropFirst().prefix { $0 != "}" }
                common.description = (inside.split(whereSeparator: \.isWhitespace).joined(separator: " "), index)
                index = end + 1
                continue
            } else if found == nil {
                found = (index, text.split(whereSeparator: \.isWhitespace))
            }
            index += 1
        }
        if let found { passedOver.insert(found.0) }
        return found
    }

    /// The lines after the diagram's own that are its rows and settings.
    func bodyLines(after keywordLine: Int) -> [Int] {
        ((keywordLine + 1)..<max(keywordLine + 1, lines.count)).filter { !passedOver.contains($0) }
    }

    /// Whether the line was read as a comment, front matter or an accessibility line.
    func isAccessibilityLine(_ index: Int) -> Bool { passedOver.contains(index) }

    /// What follows `key` (a word, or a word with its colon) at the start of `text`, trimmed;
    /// nil when the text does not start with it.
    static func value(of key: String, in text: String) -> String? {
        guard text.count > key.count || text == key, text.lowercased().hasPrefix(key.lowercased()) else { return nil }
        let rest = text.dropFirst(key.count)
        // `title Pets` and `title: Pets`, never `titles`.
        guard key.hasSuffix(":") || rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return String(rest).trimmingBlanks()
    }

    /// Whether a configuration line sets `chartOrientation` to `horizontal` (YAML or a directive's JSON).
    private static func setsSideways(_ line: Substring) -> Bool {
        guard let key = line.range(of: "chartOrientation") else { return false }
        return line[key.upperBound...].drop { " \"':".contains($0) }.lowercased().hasPrefix("horizontal")
    }

    /// Text without the double quotes around it.
    static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingBlanks()
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }
}
