/// Legends: an HTML list beside the chart on pages, SVG rows inside a standalone SVG.
enum LegendWriter {
    static let rowHeight = 24.0
    static let textSize = 13.0

    /// The rows a legend names; past them one row says how many more the data table holds. No row
    /// past them is linked to its mark, the palette's colours have long repeated, and a legend
    /// taller than its chart pushes the chart out of view (Vega's legends stop at 30).
    static let namedRows = LegendEntry.linkedKeys

    /// The rows a legend shows, and the line after them when some are left to the table.
    static func shown(_ entries: [LegendEntry], words: ChartWords) -> (rows: ArraySlice<LegendEntry>, more: String?) {
        guard entries.count > namedRows else { return (entries[...], nil) }
        return (entries.prefix(namedRows), words(.moreRows, ["count": String(entries.count - namedRows)]))
    }

    /// How many rows high a legend is, its closing line included.
    static func rowCount(_ entries: [LegendEntry]) -> Int {
        min(entries.count, namedRows + 1)
    }

    /// `<ul class="chart-legend">`; hidden from assistive technology, which reads the marks and the table.
    static func html(_ entries: [LegendEntry], words: ChartWords, narrowOnly: Bool = false, into html: inout SVGWriter) {
        guard !entries.isEmpty else { return }
        let (rows, more) = shown(entries, words: words)
        html += "<ul class=\"chart-legend"
        // Long legends flow into columns instead of towering over the chart.
        if entries.count > 10 { html += " chart-legend-columns" }
        if narrowOnly { html += " chart-legend-narrow" }
        html += "\" aria-hidden=\"true\">"
        for entry in rows {
            html += "<li class=\"legend-item"
            if let key = entry.key {
                html += " k-"
                html.integer(key)
                // A tap on a row lifts its mark, as hovering does; Tab reaches the marks themselves.
                html += "\" tabindex=\"-1"
            }
            html += entry.isLine ? "\"><span class=\"swatch swatch-line\" style=\"background:" : "\"><span class=\"swatch\" style=\"background:"
            html.color(entry.color)
            html.escaped(entry.name, between: "\"></span><span class=\"legend-name\">", and: "</span>")
            if let detail = entry.detail {
                html.escaped(detail, between: "<span class=\"legend-detail\">", and: "</span>")
            }
            html += "</li>"
        }
        if let more { html.escaped(more, between: "<li class=\"legend-more\">", and: "</li>") }
        html += "</ul>"
    }

    /// The width a column of SVG legend rows needs.
    static func width(_ entries: [LegendEntry], words: ChartWords) -> Double {
        let (rows, more) = shown(entries, words: words)
        let widest = rows.map { entry in
            TextMeasure.width(entry.name, size: textSize) + (entry.detail.map { 12 + TextMeasure.width($0, size: textSize) } ?? 0)
        }.max() ?? 0
        return max(22 + widest, more.map { TextMeasure.width($0, size: textSize) } ?? 0)
    }

    /// SVG rows starting at (`x`, `y`), one below the other.
    static func svg(_ entries: [LegendEntry], words: ChartWords, x: Double, y: Double, into svg: inout SVGWriter) {
        guard !entries.isEmpty else { return }
        let (rows, more) = shown(entries, words: words)
        svg += "<g class=\"chart-legend\" aria-hidden=\"true\">"
        for (index, entry) in rows.enumerated() {
            let top = y + Double(index) * rowHeight
            svg += "<g class=\"legend-item"
            if let key = entry.key {
                svg += " k-"
                svg.integer(key)
            }
            svg += "\"><rect x=\""
            svg.number(x)
            svg += "\" y=\""
            // A line's swatch is a line.
            svg.number(entry.isLine ? top + 10 : top + 5)
            svg += entry.isLine ? "\" width=\"13\" height=\"3\" rx=\"1.5\" fill=\"" : "\" width=\"13\" height=\"13\" rx=\"3\" fill=\""
            svg.color(entry.color)
            svg += "\"/><text x=\""
            svg.number(x + 22)
            svg += "\" y=\""
            svg.number(top + 16)
            svg += "\">"
            svg.escaped(entry.name)
            if let detail = entry.detail {
                svg.escaped(detail, between: "<tspan class=\"legend-detail\" dx=\"12\">", and: "</tspan>")
            }
            svg += "</text></g>"
        }
        if let more {
            svg += "<text class=\"legend-detail\" x=\""
            svg.number(x)
            svg += "\" y=\""
            svg.number(y + Double(rows.count) * rowHeight + 16)
            svg.escaped(more, between: "\">", and: "</text>")
        }
        svg += "</g>"
    }
}
