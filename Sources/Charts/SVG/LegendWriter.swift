/// Legends: an HTML list beside the chart on pages, SVG rows inside a standalone SVG.
enum LegendWriter {
    static let rowHeight = 24.0
    static let textSize = 13.0

    /// `<ul class="chart-legend">`; hidden from assistive technology, which reads the marks and the table.
    static func html(_ entries: [LegendEntry], narrowOnly: Bool = false, into html: inout SVGWriter) {
        guard !entries.isEmpty else { return }
        html += "<ul class=\"chart-legend"
        // Long legends flow into columns instead of towering over the chart.
        if entries.count > 10 { html += " chart-legend-columns" }
        if narrowOnly { html += " chart-legend-narrow" }
        html += "\" aria-hidden=\"true\">"
        for entry in entries {
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
        html += "</ul>"
    }

    /// The width a column of SVG legend rows needs.
    static func width(_ entries: [LegendEntry]) -> Double {
        let widest = entries.map { entry in
            TextMeasure.width(entry.name, size: textSize) + (entry.detail.map { 12 + TextMeasure.width($0, size: textSize) } ?? 0)
        }.max() ?? 0
        return 22 + widest
    }

    /// SVG rows starting at (`x`, `y`), one below the other.
    static func svg(_ entries: [LegendEntry], x: Double, y: Double, into svg: inout SVGWriter) {
        guard !entries.isEmpty else { return }
        svg += "<g class=\"chart-legend\" aria-hidden=\"true\">"
        for (index, entry) in entries.enumerated() {
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
        svg += "</g>"
    }
}
