/// The `<details>` data table: the same figures as the chart, for readers who prefer numbers.
enum DataTableWriter {
    static func write<L: ChartLayout>(_ context: ChartContext, _ layout: L, into html: inout SVGWriter) {
        let table = context.spec.table
        let format = context.format
        // Named after the chart, so a screen reader's list of tables says which is which.
        html += "<details class=\"chart-data\"><summary>Data</summary><table aria-label=\""
        html.escaped(context.title + ": data")
        html.escaped(table.labelHeader ?? layout.labelColumnTitle ?? "Label", between: "\"><thead><tr><th scope=\"col\">", and: "</th>")
        // Units in the headers: the value axis's title ("Steps"), else "Value" with the block's unit.
        let unit = format.unit.trimmingBlanks()
        let valueHeader = layout.valueColumnTitle ?? (unit.isEmpty ? "Value" : "Value (\(unit))")
        for name in table.series {
            html.escaped(name.isEmpty ? valueHeader : name, between: "<th scope=\"col\">", and: "</th>")
        }
        let shares = layout.shares
        let texts = layout.tableTexts
        if shares != nil { html += "<th scope=\"col\">Share</th>" }
        html += "</tr></thead><tbody>"
        for (index, row) in table.rows.enumerated() {
            html.escaped(row.label, between: "<tr><th scope=\"row\">", and: "</th>")
            for text in texts[index] {
                html.escaped(text, between: "<td>", and: "</td>")
            }
            if let shares {
                html.escaped(shares[index], between: "<td>", and: "</td>")
            }
            html += "</tr>"
        }
        html += "</tbody>"
        if let total = layout.totalText {
            html.escaped(total, between: "<tfoot><tr><th scope=\"row\">Total</th><td>", and: "</td>")
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
