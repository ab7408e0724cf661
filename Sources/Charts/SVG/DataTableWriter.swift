/// The `<details>` data table: the same figures as the chart, for readers who prefer numbers.
enum DataTableWriter {
    static func write<L: ChartLayout>(_ context: ChartContext, _ layout: L, into html: inout SVGWriter) {
        let table = context.spec.table
        let format = context.format
        html += "<details class=\"chart-data\"><summary>Data</summary><table><thead><tr><th scope=\"col\">"
        html.escaped(table.labelHeader ?? "Label")
        html += "</th>"
        for name in table.series {
            html += "<th scope=\"col\">"
            html.escaped(name.isEmpty ? "Value" : name)
            html += "</th>"
        }
        let shares = layout.shares
        let texts = layout.tableTexts
        if shares != nil { html += "<th scope=\"col\">Share</th>" }
        html += "</tr></thead><tbody>"
        for (index, row) in table.rows.enumerated() {
            html += "<tr><th scope=\"row\">"
            html.escaped(row.label)
            html += "</th>"
            for text in texts[index] {
                html += "<td>"
                html.escaped(text)
                html += "</td>"
            }
            if let shares {
                html += "<td>"
                html.escaped(shares[index])
                html += "</td>"
            }
            html += "</tr>"
        }
        html += "</tbody>"
        if let total = layout.totalText {
            html += "<tfoot><tr><th scope=\"row\">Total</th><td>"
            html.escaped(total)
            html += "</td>"
            if shares != nil {
                html += "<td>100"
                html.raw(format.style.percentSpace)
                html += "%</td>"
            }
            html += "</tr></tfoot>"
        }
        html += "</table></details>"
    }
}
