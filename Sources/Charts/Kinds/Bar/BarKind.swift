import Diagnostics

/// `type: bar` — vertical or horizontal bars, one series or several, grouped or stacked; series
/// named by `lines:` drawn as lines over the bars (a target, an average, a rate beside counts).
struct BarKind: ChartKind {
    var name: String { "bar" }
    var nameWord: ChartWord { .barChart }
    var words: [ChartWord] { [.barChart, .dateHeader] }

    struct Options: KindOptions {
        var isHorizontal = false
        var isStacked = false
        /// `stacked: percent`: each stack drawn as the whole (100%), its segments as shares of it.
        var stacksToWhole = false
        var xAxis = AxisSetting.shown
        var yAxis = AxisSetting.shown
        var minimum: Double?
        var maximum: Double?
        /// Where `min:` and `max:` were written, for a warning about them.
        var minimumPlace: SourcePlace?
        var maximumPlace: SourcePlace?
        var references = ReferenceMarks()
        /// `lines: Target, Average`: the series drawn as lines over the bars, as written, then (after
        /// validation) their indices among the table's series.
        var lineNames: [String] = []
        var lineSeries: [Int] = []
        /// Bars that fill their bands, a hairline apart (a histogram's ranges, which meet); no header key sets it.
        var fillsBands = false
    }

    var keys: [String] { ["orientation", "horizontal", "stacked", "x-axis", "y-axis", "min", "max", "lines"] + ReferenceMarks.keys }

    var otherNames: [String: [String]] {
        let vertical = ["type: bar"], horizontal = ["type: bar", "orientation: horizontal"], stacked = ["type: bar", "stacked: yes"]
        return [
            "column": vertical, "columns": vertical, "column chart": vertical, "bar chart": vertical, "bars": vertical,
            "barchart": vertical, "grouped bar": vertical,
            "horizontal bar": horizontal, "horizontal bars": horizontal, "horizontalbar": horizontal, "barh": horizontal,
            "hbar": horizontal, "row": horizontal, "stacked bar": stacked, "stacked column": stacked, "stackedbar": stacked,
        ]
    }

    func read(_ value: inout OptionValue, into options: inout Options) {
        switch value.key {
        // `h` and `v`, as Plotly writes them.
        case "orientation": options.isHorizontal = value.choice(["vertical": false, "horizontal": true], synonyms: ["v": false, "h": true], fallback: "vertical") ?? false
        // `horizontal: yes`, as Mermaid's `xychart-beta horizontal` and other tools' `horizontal: true` say it.
        case "horizontal": options.isHorizontal = value.yesNo(fallback: false)
        case "stacked":
            // `100%` as Excel names it, `normalize` as Vega-Lite does, `percent` as Highcharts does.
            if Self.toWholeWords.contains(value.text.lowercasedWord()) {
                options.isStacked = true
                options.stacksToWhole = true
            } else {
                options.isStacked = value.yesNo(fallback: false)
            }
        case "x-axis": options.xAxis = value.axis
        case "y-axis": options.yAxis = value.axis
        case "min": (options.minimum, options.minimumPlace) = (value.number(), value.entry.valuePlace)
        case "max": (options.maximum, options.maximumPlace) = (value.number(), value.entry.valuePlace)
        case "rule", "band": options.references.read(&value)
        case "lines": options.lineNames = TableShape.names(in: value.entry).map(\.text)
        default: break
        }
    }

    /// Non-finite values are warned about and drawn as gaps, like missing ones.
    /// One series' bars are coloured by row when their names are colours; several series by series.
    func colourNames(in table: DataTable) -> [String] { table.series.count == 1 ? table.rows.map { $0.label } : table.series }

    private static let toWholeWords: Set<String> = ["percent", "100%", "100", "normalize", "normalized", "normalise", "expand", "whole"]

    func validate(_ spec: inout ChartSpec<BarKind>, diagnostics: inout [Diagnostic]) {
        SeriesValidation.dropNonFinite(&spec.table, diagnostics: &diagnostics)
        SeriesValidation.warnAboutSeriesWithoutValues(spec.table, diagnostics: &diagnostics)
        resolveLines(&spec, diagnostics: &diagnostics)
        // A `Total` column stacked on the columns it adds up would count every value twice (drawn
        // as a line over the stacks, it is what `lines:` asks for).
        if spec.own.isStacked, spec.own.lineSeries.isEmpty { TotalWords.leaveOutSummingSeries(of: &spec.table, diagnostics: &diagnostics) }
        if !spec.own.isStacked {
            SeriesValidation.warnAboutSeriesDrawnFlat(spec.table, suggestsLogScale: false, diagnostics: &diagnostics)
        } else {
            SeriesValidation.warnAboutPercentBesideOthers(spec.table, diagnostics: &diagnostics)
        }
        // A `Total` row (a pasted spreadsheet table's last) drawn as one more bar would dwarf the bars it adds up.
        TotalWords.leaveOutSummingRow(of: &spec.table, message: BarMessages.totalRow, diagnostics: &diagnostics)
        if !spec.own.stacksToWhole, spec.own.minimum != nil || spec.own.maximum != nil {
            // Bars stack only with bars; the lines over them are values of their own.
            let table = spec.table, lines = spec.own.lineSeries
            let bars = table.series.indices.filter { !lines.contains($0) }
            let stacked = spec.own.isStacked && bars.count > 1
            let extremes = AxisBounds.extremes(of: table, series: bars, stacked: stacked, lines: lines)
            (spec.own.minimum, spec.own.maximum) = AxisBounds.checked(
                minimum: spec.own.minimum, maximum: spec.own.maximum, minimumPlace: spec.own.minimumPlace, maximumPlace: spec.own.maximumPlace,
                against: extremes, table: table, diagnostics: &diagnostics)
        }
        guard spec.own.stacksToWhole else { return }
        // A share of a whole is no negative: such a segment is drawn as nothing, and the writer told.
        for row in spec.table.rows {
            for (series, value) in row.values.enumerated() {
                guard let value, value < 0, series < row.valuePlaces.count else { continue }
                diagnostics.append(spec.table.source.diagnostic(.warning, BarMessages.negativeInWhole(row.label), at: row.valuePlaces[series]))
            }
        }
    }

    /// `lines:` names series of the table; one it does not name, or lines for every series, is said.
    private func resolveLines(_ spec: inout ChartSpec<BarKind>, diagnostics: inout [Diagnostic]) {
        guard !spec.own.lineNames.isEmpty else { return }
        let series = spec.table.series
        let place = spec.table.rows.first?.labelPlace ?? SourcePlace(line: 0, offset: 0)
        var indices: [Int] = []
        for name in spec.own.lineNames {
            if let index = series.firstIndex(where: { $0.trimmingBlanks().lowercased() == name.trimmingBlanks().lowercased() }) {
                if !indices.contains(index) { indices.append(index) }
            } else {
                diagnostics.append(spec.table.source.diagnostic(.warning, BarMessages.noSuchLine(name, series: series), at: place))
            }
        }
        if indices.count >= series.count {
            diagnostics.append(spec.table.source.diagnostic(.warning, BarMessages.linesLeaveNoBars, at: place))
            indices = []
        } else if !indices.isEmpty, spec.own.stacksToWhole {
            diagnostics.append(spec.table.source.diagnostic(.warning, BarMessages.linesOverWholes, at: place))
            indices = []
        }
        spec.own.lineSeries = indices.sorted()
    }

    /// Bars keep their text size while the plot fills the column: one layout for phones, one for wide columns.
    var widths: [LayoutWidth] { [.narrow, .wide] }

    /// Values, their texts and widths are measured once for both widths.
    func layouts(_ context: ChartContext<BarKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [BarLayout] {
        let measures = BarMeasures(context)
        // A loop, not a map: a closure would capture (copy) the context.
        var layouts: [BarLayout] = []
        layouts.reserveCapacity(widths.count)
        for width in widths { layouts.append(BarLayout(context, measures, width: width, diagnostics: &diagnostics)) }
        // A label shortened at the widest width is told once; one shortened only on a phone says so.
        let rows = context.spec.table.rows
        var told: Set<Int> = []
        for (index, layout) in layouts.enumerated().reversed() {
            for (row, shown) in layout.shortenedLabels where told.insert(row).inserted {
                let onPhones = index < layouts.count - 1
                diagnostics.append(
                    context.spec.table.source.diagnostic(
                        .warning, Messages.labelShortened(rows[row].label, to: shown, onPhones: onPhones, underBars: !layout.isHorizontal), at: rows[row].labelPlace))
            }
        }
        return layouts
    }

    func draw(_ layout: BarLayout, _ context: ChartContext<BarKind>, into svg: inout SVGWriter) {
        BarDrawing.draw(layout, context, into: &svg)
    }

    func figureClasses(_ options: Options) -> String {
        options.isHorizontal ? " chart-bar-h chart-legend-above" : " chart-bar-v chart-legend-above"
    }

    var legendPlacement: LegendPlacement { .below }

    var style: KindStyle { BarStyle.style }
}
