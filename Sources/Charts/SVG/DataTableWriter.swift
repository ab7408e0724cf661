/// The `<details>` data table: the same figures as the chart, for readers who prefer numbers.
enum DataTableWriter {
    static func write(_ content: DataTableContent, title: String, words: ChartWords, into html: inout SVGWriter) {
        html.escaped(words(.dataTable), between: "<details class=\"chart-data\"><summary>", and: "</summary><table aria-label=\"")
        // Named after the chart, so a screen reader's list of tables says which is which.
        html.escaped(words(.dataTableName, ["title": title]))
        html += "\">"
        if let caption = content.caption {
            html.escaped(caption, between: "<caption>", and: "</caption>")
        }
        html.escaped(content.labelHeader, between: "<thead><tr><th scope=\"col\">", and: "</th>")
        for name in content.columns {
            html.escaped(name, between: "<th scope=\"col\">", and: "</th>")
        }
        html += "</tr></thead><tbody>"
        for (name, cells) in zip(content.rowNames, content.cells) {
            html.escaped(name, between: "<tr><th scope=\"row\">", and: "</th>")
            for text in cells {
                html.escaped(text, between: "<td>", and: "</td>")
            }
            html += "</tr>"
        }
        html += "</tbody>"
        if let footer = content.footer {
            html.escaped(footer.name, between: "<tfoot><tr><th scope=\"row\">", and: "</th>")
            for text in footer.cells {
                html.escaped(text, between: "<td>", and: "</td>")
            }
            html += "</tr></tfoot>"
        }
        html += "</table></details>"
    }
}

extension DataTableContent {
    /// The usual table: a row per data row, a column per series, headed by the table's own
    /// header row, else by the axes' titles, else "Label" and "Value" with the block's unit.
    init<Kind>(_ context: ChartContext<Kind>, cells: [[String]], labelTitle: String? = nil, valueTitle: String? = nil) {
        self.init(context.table, unit: context.format.unit, words: context.words, cells: cells, labelTitle: labelTitle, valueTitle: valueTitle)
    }

    init(_ table: DataTable, unit: String, words: ChartWords, cells: [[String]], labelTitle: String? = nil, valueTitle: String? = nil) {
        let unit = unit.trimmingBlanks()
        let valueHeader = valueTitle ?? (unit.isEmpty ? words(.valueHeader) : words(.valueHeaderWithUnit, ["unit": unit]))
        self.init(
            labelHeader: table.labelHeader ?? labelTitle ?? words(.labelHeader),
            columns: table.series.map { $0.isEmpty ? valueHeader : $0 },
            rowNames: table.rows.map { $0.label },
            cells: cells)
    }
}
