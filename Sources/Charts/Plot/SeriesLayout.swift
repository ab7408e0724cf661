import Diagnostics

/// A line or area chart laid out at one width: the plot, and what the engine frames it with.
struct SeriesLayout: ChartLayout {
    var plot: SeriesPlot
    var data: DataTable
    var unit: String
    /// The kind's name in the page's language ("line chart").
    var kindName: String
    var words: ChartWords

    var width: Double { plot.width }
    var height: Double { plot.height }
    var legend: [LegendEntry] { plot.legend }

    /// The layouts of `data` at each width, sharing the work every width needs.
    static func layouts(
        _ data: DataTable, format: ValueFormatter, settings: PlotSettings, stacked: Bool, includesZero: Bool, options: ChartOptions,
        widths: [LayoutWidth], locale: String, words: ChartWords, kindName: String, diagnostics: inout [Diagnostic]
    ) -> [SeriesLayout] {
        // `01/03/2024`: 3 January or 1 March? The site's language decides; said once where it names no country.
        if !DateNames.namesRegion(locale), let first = data.rows.first, WrittenDates.areAmbiguous(data.rows.map { $0.label }) {
            let reading = DateNames(locale: locale).slashMonthFirst ? "month first, as American English writes them" : "day first"
            diagnostics.append(data.source.diagnostic(.warning, PlotMessages.ambiguousSlashDates(first.label, reading: reading), at: first.labelPlace))
        }
        let series = SeriesData(
            table: data, format: format, settings: settings, stacked: stacked, colors: options.colors, locale: locale, words: words)
        // `2024-01-15`, `15.03.2024`, `April 15, 2024` in one column: each a date, but not of one form,
        // so they are categories, evenly spaced, which the writer is told.
        if series.x.kind == .category, let first = data.rows.first, data.rows.allSatisfy({ XValues.isDate($0.label) }),
            let other = data.rows.first(where: { !WrittenDates.sameForm(first.label, $0.label) })
        {
            diagnostics.append(data.source.diagnostic(.warning, PlotMessages.datesOfSeveralForms(first.label, other.label), at: other.labelPlace))
        }
        // `2023-02-29` among dates: a day no calendar has, which makes every label a category; said at it.
        if series.x.kind == .category, data.rows.count >= 2,
            let impossible = data.rows.first(where: { !XValues.isDate($0.label) && CalendarDate.isImpossibleDay($0.label) }),
            data.rows.allSatisfy({ XValues.isDate($0.label) || CalendarDate.isImpossibleDay($0.label) })
        {
            diagnostics.append(data.source.diagnostic(.warning, PlotMessages.impossibleDay(impossible.label), at: impossible.labelPlace))
        }
        return widths.map { width in
            SeriesLayout(
                plot: SeriesPlot(
                    series, table: data, format: format, settings: settings, includesZero: includesZero, namesSeries: options.namesSeries(of: data),
                    width: width, diagnostics: &diagnostics),
                data: data, unit: format.unit, kindName: kindName, words: words)
        }
    }

    init(plot: SeriesPlot, data: DataTable, unit: String, kindName: String, words: ChartWords) {
        self.plot = plot
        self.data = data
        self.unit = unit
        self.kindName = kindName
        self.words = words
    }

    var table: DataTableContent {
        var table = DataTableContent(
            data, unit: unit, words: words, cells: plot.valueTexts, labelTitle: plot.xTitle?.text ?? (plot.x.isTime ? words(.dateHeader) : nil),
            valueTitle: plot.yTitle?.text)
        table.rowNames = plot.x.texts
        table.caption = plot.referenceSentence
        return table
    }

    /// "Line chart, 31 points from Mar 1, 2026 to Mar 31, 2026. Steps: lowest 2,100 (Mar 9, 2026), highest 14,200 (Mar 21, 2026), last 9,800."
    func summary() -> String {
        let x = plot.x
        let chart = kindName.withCapital
        guard let first = x.order.first, let last = x.order.last, !plot.isEmpty else { return words(.emptyChart, ["Chart": chart]) }
        var text = words(.seriesSpan, ["Chart": chart, "points": words.points(data.rows.count), "first": x.texts[first], "last": x.texts[last]])
        for (series, name) in data.series.enumerated().prefix(8) {
            var lowest: Int?, highest: Int?, latest: Int?
            for row in x.order {
                guard series < data.rows[row].values.count, let value = data.rows[row].values[series], value.isFinite else { continue }
                if lowest.map({ value < data.rows[$0].values[series]! }) ?? true { lowest = row }
                if highest.map({ value > data.rows[$0].values[series]! }) ?? true { highest = row }
                latest = row
            }
            guard let lowest, let highest, let latest else { continue }
            let unit = plot.unitWords
            let extremes = words(.seriesExtremes, [
                "lowest": plot.valueTexts[lowest][series] + unit, "lowest_at": x.texts[lowest],
                "highest": plot.valueTexts[highest][series] + unit, "highest_at": x.texts[highest],
                "last": plot.valueTexts[latest][series] + unit,
            ])
            // After a series' name, or a sentence of its own.
            let gap = words(.sentenceGap)
            text += name.isEmpty ? gap + extremes.withCapital : gap + name + words(.nameGap) + extremes
        }
        if data.series.count > 8 { text += words(.sentenceGap) + words(.moreSeries, ["count": String(data.series.count - 8)]) }
        if let references = plot.referenceSentence { text += words(.sentenceGap) + references }
        return text
    }
}

/// Draws what lines and areas share: what lies behind their marks, what lies over them, and
/// the series' points in drawing order.
enum SeriesDrawing {
    /// Axes (with the baseline when asked), reference lines and bands, axis titles, "No data".
    static func background(_ plot: SeriesPlot, baseline: Bool, _ words: ChartWords, into svg: inout SVGWriter) {
        PlotDrawing.axes(
            yTicks: plot.yTicks, xTicks: plot.xTicks, base: baseline ? plot.base : nil, left: plot.plotLeft, right: plot.plotRight, into: &svg)
        // Behind the marks, above the grid (a rule on a grid line must show).
        PlotDrawing.references(plot.references, left: plot.plotLeft, right: plot.plotRight, top: plot.plotTop, bottom: plot.plotBottom, into: &svg)
        PlotDrawing.titles(x: plot.xTitle, y: plot.yTitle, into: &svg)
        if plot.isEmpty {
            PlotDrawing.noData(x: (plot.plotLeft + plot.plotRight) / 2, y: (plot.plotTop + plot.plotBottom) / 2, words, into: &svg)
        }
    }

    /// The reference marks' labels, the series' end labels, and the hover slots.
    static func foreground(_ layout: SeriesLayout, into svg: inout SVGWriter) {
        let plot = layout.plot
        // A rule's label keeps clear of the lines (their tops, as drawn), where it can.
        let lines = plot.references.isEmpty ? [] : plot.tops.map { tops in tops.indices.map { row in tops[row].map { (plot.xPositions[row], $0) } } }
        PlotDrawing.references(
            plot.references, left: plot.plotLeft, right: plot.plotRight, top: plot.plotTop, bottom: plot.plotBottom, labels: true,
            avoiding: lines, into: &svg)
        endLabels(plot, series: layout.data.series, into: &svg)
        slots(layout, into: &svg)
    }

    /// A line's stroke: 2.5 units where points stand apart, thinner where they crowd (a year of
    /// days in a column), so a dense series reads as a line and not as a band.
    static func lineWidth(_ plot: SeriesPlot) -> Double {
        let spacing = (plot.plotRight - plot.plotLeft) / Double(max(1, plot.xPositions.count - 1))
        return spacing >= 4 ? 2.5 : spacing >= 1.5 ? 1.8 : 1.2
    }

    /// One series' line, and a dot for each point that stands alone between gaps. A line that
    /// `drawsIn` carries a dash the stylesheet draws out from left to right.
    static func line(
        _ points: [(x: Double, y: Double)?], series: Int, color: Color, curve: Curve, width: Double, drawsIn: Bool,
        into svg: inout SVGWriter
    ) {
        svg += "<path class=\"series k-"
        svg.integer(series + 1)
        svg += "\" style=\"--i:"
        svg.integer(series)
        svg += "\" d=\""
        Curve.write(points, curve: curve, into: &svg)
        svg += drawsIn ? "\" pathLength=\"1\" stroke-dasharray=\"1 1\" fill=\"none\" stroke=\"" : "\" fill=\"none\" stroke=\""
        svg.color(color)
        svg += "\" stroke-width=\""
        svg.number(width)
        svg += "\"/>"
        lonePoints(points, color: color, into: &svg)
    }

    /// A series' points from left to right; nil where its value is missing.
    static func points(_ plot: SeriesPlot, series: Int) -> [(x: Double, y: Double)?] {
        plot.x.order.map { row in plot.tops[series][row].map { (x: plot.xPositions[row], y: $0) } }
    }

    static func endLabels(_ plot: SeriesPlot, series names: [String], into svg: inout SVGWriter) {
        guard !plot.endLabels.isEmpty else { return }
        svg += "<g class=\"end-labels\" aria-hidden=\"true\">"
        for label in plot.endLabels {
            svg += "<path class=\"end-swatch k-"
            svg.integer(label.series + 1)
            svg += "\" d=\"M"
            svg.point(plot.plotRight + SeriesPlot.endSwatchStart, label.y)
            svg += "h"
            svg.number(SeriesPlot.endSwatchLength)
            svg += "\" stroke=\""
            svg.color(plot.colors[label.series])
            svg += "\" stroke-width=\"3\" stroke-linecap=\"round\"/><text class=\"end-label k-"
            svg.integer(label.series + 1)
            svg += "\" x=\""
            svg.number(plot.plotRight + SeriesPlot.endLabelOffset)
            svg += "\" y=\""
            svg.number(label.y)
            svg.escaped(names[label.series], between: "\" dy=\".35em\">", and: "</text>")
        }
        svg += "</g>"
    }

    /// One slot per x: a strip that, hovered or focused, shows each series' point and its value.
    static func slots(_ layout: SeriesLayout, into svg: inout SVGWriter) {
        let plot = layout.plot
        let seriesCount = max(1, layout.data.series.count)
        let focusable = layout.data.rows.count * seriesCount <= maximumFocusableMarks
        svg += "<g class=\"slots\">"
        for slot in plot.slots {
            let x = plot.xPositions[slot.row]
            svg += "<g class=\"mark slot\" role=\"graphics-symbol\""
            svg += focusable ? " tabindex=\"0\"" : " tabindex=\"-1\""
            svg += "><title>"
            plot.slotNames.write(slot.row, into: &svg)
            svg += "</title>"
            svg += "<rect class=\"hit\" x=\""
            svg.number(slot.from)
            svg += "\" y=\""
            svg.number(plot.plotTop)
            svg += "\" width=\""
            svg.number(slot.to - slot.from)
            svg += "\" height=\""
            svg.number(plot.plotBottom - plot.plotTop)
            svg += "\" fill=\"transparent\"/>"
            for series in 0..<seriesCount {
                guard let y = plot.tops[series][slot.row] else { continue }
                svg += "<circle class=\"dot\" cx=\""
                svg.number(x)
                svg += "\" cy=\""
                svg.number(y)
                svg += "\" r=\"4\" fill=\""
                svg.color(plot.colors[series])
                svg += "\" opacity=\"0\"/><text class=\"dot-value\" aria-hidden=\"true\" x=\""
                // Values near the right edge sit left of their point.
                let right = x > (plot.plotLeft + plot.plotRight) / 2
                svg.number(right ? x - 8 : x + 8)
                svg += "\" y=\""
                svg.number(y - 8)
                svg += right ? "\" text-anchor=\"end\" opacity=\"0\">" : "\" opacity=\"0\">"
                svg.escaped(plot.valueTexts[slot.row][series])
                svg += "</text>"
            }
            svg += "</g>"
        }
        svg += "</g>"
    }

    /// A point with a gap on both sides has no line to show it: it gets a dot.
    static func lonePoints(_ points: [(x: Double, y: Double)?], color: Color, into svg: inout SVGWriter) {
        for index in points.indices {
            guard let point = points[index],
                index == 0 || points[index - 1] == nil,
                index == points.count - 1 || points[index + 1] == nil
            else { continue }
            svg += "<circle class=\"lone\" cx=\""
            svg.number(point.x)
            svg += "\" cy=\""
            svg.number(point.y)
            svg += "\" r=\"3\" fill=\""
            svg.color(color)
            svg += "\"/>"
        }
    }
}
