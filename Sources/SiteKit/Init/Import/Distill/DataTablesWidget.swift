import Foundation

/// An R `DT::datatable()` widget's data (`{"x": {"data": [columns…], "container": "<table>…<th>Name</th>…"}}`)
/// as the Markdown table a reader sees without its script: the header's names, a row per record
/// (numbers right-aligned), R's row numbers left out. A long table keeps its first `rowLimit`
/// rows and says how many there were, as the widget showed a page at a time.
enum DataTablesWidget {
    static let rowLimit = 1000

    /// The table, or nil when the data holds no columns.
    static func markdown(of json: Substring) -> String? {
        guard let widget = try? JSONDecoder().decode(Widget.self, from: Data(json.utf8)), !widget.x.data.isEmpty else { return nil }
        let columns = widget.x.data
        let container = widget.x.container ?? ""
        var names = ScriptValues.allMatches(#"<th[^>]*>([\s\S]*?)</th>"#, in: container).map { cell in
            HTMLEntities.decoded((cell.first ?? "").replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if names.count != columns.count { names = (1...columns.count).map { "Column \($0)" } }
        var cells = columns.map { $0.map(text) }
        // R's row names when they are only the rows' numbers (`1`, `2`…) under a blank heading.
        if names.count > 1, names[0].isEmpty, cells[0].enumerated().allSatisfy({ $0.element == String($0.offset + 1) }) {
            names.removeFirst()
            cells.removeFirst()
        }
        let rows = cells.map(\.count).max() ?? 0
        guard rows > 0 else { return nil }
        let isNumeric = cells.map { column in column.allSatisfy { $0.isEmpty || Double($0) != nil } }
        var lines = [
            "| " + names.map(cell).joined(separator: " | ") + " |",
            "|" + isNumeric.map { $0 ? " ---: |" : " --- |" }.joined(),
        ]
        for row in 0..<min(rows, rowLimit) {
            lines.append("| " + cells.map { row < $0.count ? cell($0[row]) : "" }.joined(separator: " | ") + " |")
        }
        if rows > rowLimit { lines.append("\n*The first \(rowLimit) of \(rows) rows.*") }
        return lines.joined(separator: "\n")
    }

    private struct Widget: Decodable {
        struct Parts: Decodable {
            var data: [[Value]]
            var container: String?
        }
        var x: Parts
    }

    /// A value as the widget wrote it: a number without a needless `.0`, R's `TRUE`, nothing for a missing one.
    private enum Value: Decodable {
        case text(String)
        case number(Double)
        case truth(Bool)
        case missing

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .missing
            } else if let truth = try? container.decode(Bool.self) {
                self = .truth(truth)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .missing
            }
        }
    }

    private static func text(_ value: Value) -> String {
        switch value {
        case .text(let text): text
        case .truth(let truth): truth ? "TRUE" : "FALSE"
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .missing: ""
        }
    }

    /// A cell's text in a Markdown table: as text, not markup; its pipes and line breaks kept from parting it.
    private static func cell(_ text: String) -> String {
        text.htmlEscaped.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
