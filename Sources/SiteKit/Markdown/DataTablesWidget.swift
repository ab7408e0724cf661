import Foundation

/// An R table widget's data, `DT::datatable()`'s (`{"x": {"data": [columns…], "container":
/// "<table>…<th>Name</th>…"}}`) or `reactable()`'s, as the table a reader sees without its script: the header's names, a row per record (numbers
/// right-aligned), R's row numbers left out. A long table keeps its first `rowLimit` rows and says
/// how many there were, as the widget showed a page at a time. Written as Markdown for a moved
/// post (`markdown(of:)`), as HTML in a page's place of it (`html(of:)`).
struct DataTablesWidget: Equatable {
    static let rowLimit = 1000

    var names: [String]
    /// By column, each cell's text.
    var columns: [[String]]
    var isNumeric: [Bool]
    var rowCount: Int

    /// The table a table widget's data script holds (DT's, reactable's); nil for another widget or one without rows.
    init?(_ widget: HTMLWidget, data json: Substring) {
        switch widget.kind {
        case "datatables": self.init(dataTables: json)
        case "reactable": self.init(reactable: json)
        default: return nil
        }
    }

    /// DT's: the columns' values in `data`, their names in the header of `container`.
    private init?(dataTables json: Substring) {
        guard let widget = try? JSONDecoder().decode(DataTables.self, from: Data(json.utf8)), !widget.x.data.isEmpty else { return nil }
        var names = ScriptValues.allMatches(#"<th[^>]*>([\s\S]*?)</th>"#, in: widget.x.container ?? "").map { cell in
            HTMLEntities.decoded((cell.first ?? "").replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var columns = widget.x.data.map { $0.map(Self.text) }
        if names.count != columns.count { names = (1...columns.count).map { "Column \($0)" } }
        // R's row names when they are only the rows' numbers (`1`, `2`…) under a blank heading.
        if names.count > 1, names[0].isEmpty, columns[0].enumerated().allSatisfy({ $0.element == String($0.offset + 1) }) {
            names.removeFirst()
            columns.removeFirst()
        }
        self.init(names: names, columns: columns)
    }

    /// reactable's: each column's values under its accessor in `data`, the columns shown in order
    /// in `columns` (a hidden one, `show: false`, and its row details, `.details`, left out).
    private init?(reactable json: Substring) {
        guard let table = try? JSONDecoder().decode(Reactable.self, from: Data(json.utf8)).x.tag.attribs else { return nil }
        let shown = (table.columns ?? table.data.keys.sorted().map { Reactable.Column(accessor: $0) })
            .filter { $0.show != false && !$0.accessor.hasPrefix(".") && table.data[$0.accessor] != nil }
        self.init(
            names: shown.map { ($0.name ?? "").isEmpty ? $0.accessor : $0.name ?? "" },
            columns: shown.map { (table.data[$0.accessor] ?? []).map(Self.text) })
    }

    private init?(names: [String], columns: [[String]]) {
        rowCount = columns.map(\.count).max() ?? 0
        guard rowCount > 0 else { return nil }
        self.names = names
        self.columns = columns
        isNumeric = columns.map { column in column.allSatisfy { $0.isEmpty || Double($0) != nil } }
    }

    /// The rows shown, each a cell per column.
    private var shownRows: [[String]] {
        (0..<min(rowCount, Self.rowLimit)).map { row in columns.map { row < $0.count ? $0[row] : "" } }
    }

    /// What is said under a table cut short.
    private var cutNote: String? {
        rowCount > Self.rowLimit ? "The first \(Self.rowLimit) of \(rowCount) rows." : nil
    }

    /// As a Markdown table (with the note of a cut, in italics, after it).
    var markdown: String {
        func cell(_ text: String) -> String { text.htmlEscaped.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
        var lines = ["| " + names.map(cell).joined(separator: " | ") + " |", "|" + isNumeric.map { $0 ? " ---: |" : " --- |" }.joined()]
        lines += shownRows.map { "| " + $0.map(cell).joined(separator: " | ") + " |" }
        if let cutNote { lines.append("\n*\(cutNote)*") }
        return lines.joined(separator: "\n")
    }

    /// As HTML, as a Markdown table is written (numbers `style="text-align: right"`, a table too
    /// wide for a phone in its scrolling region).
    var html: String {
        func row(_ cells: [String], tag: String) -> String {
            "<tr>\n" + zip(cells, isNumeric).map { "<\(tag)\($1 ? " style=\"text-align: right\"" : "")>\($0.htmlEscaped)</\(tag)>\n" }.joined() + "</tr>\n"
        }
        let rows = shownRows
        // As a post's own table: one too wide for a phone in a region that scrolls and takes focus.
        let fits = Tables.fitsAPhone(header: names, body: rows, alignments: isNumeric.map { $0 ? .right : .none })
        let table = "<table>\n<thead>\n" + row(names, tag: "th") + "</thead>\n<tbody>\n" + rows.map { row($0, tag: "td") }.joined() + "</tbody>\n</table>\n"
        var html = fits ? table : "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(Tables.regionName(names).htmlEscaped)\">\n" + table + "</div>\n"
        if let cutNote { html += "<p><em>\(cutNote)</em></p>\n" }
        return html
    }

    private struct DataTables: Decodable {
        struct Parts: Decodable {
            var data: [[Value]]
            var container: String?
        }
        var x: Parts
    }

    private struct Reactable: Decodable {
        struct Column: Decodable {
            var accessor: String
            var name: String?
            var show: Bool?
        }
        struct Attributes: Decodable {
            var data: [String: [Value]]
            var columns: [Column]?
        }
        struct Tag: Decodable { var attribs: Attributes }
        struct Parts: Decodable { var tag: Tag }
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
}
