import Diagnostics

/// `type: histogram` — one column of values counted into ranges of one width and drawn as bars
/// that meet: how values spread (commute times, ages, response times). Rows are values alone
/// (`12`) or labelled (`Ana | 34`); `bins:` asks for about so many ranges, `bin-width:` for a width.
struct HistogramKind: ChartKind {
    var name: String { "histogram" }
    var nameWord: ChartWord { .histogram }
    var words: [ChartWord] { [.histogram, .histogramCount, .histogramSummary] }

    struct Options: KindOptions {
        var binCount: Int?
        var binWidth: Double?
        /// `bin-width:` as written, for a warning about it.
        var binWidthText = ""
        var xAxis: AxisSetting?
        var yAxis = AxisSetting.shown
        /// The ranges and their counts (of all values), counted when the block is checked.
        var bins: HistogramBins?
        /// Each series' counts in those ranges.
        var seriesCounts: [[Int]] = []
    }

    var keys: [String] { ["bins", "bin-width", "x-axis", "y-axis"] }

    var otherNames: [String: [String]] {
        let histogram = ["type: histogram"]
        return ["hist": histogram, "histogramme": histogram, "histogramm": histogram, "histograma": histogram, "istogramma": histogram]
    }

    func read(_ value: inout OptionValue, into options: inout Options) {
        switch value.key {
        case "bins":
            if let count = value.number(), count >= 1, count <= Double(HistogramBins.mostBins), count == count.rounded() {
                options.binCount = Int(count)
            } else if !value.text.isEmpty {
                value.warn(HistogramMessages.binCount(value.text))
            }
        case "bin-width":
            if let width = value.number(), width > 0, width.isFinite {
                options.binWidth = width
                options.binWidthText = value.text
            } else if !value.text.isEmpty {
                value.warn(HistogramMessages.binWidth(value.text))
            }
        case "x-axis": options.xAxis = value.axis
        case "y-axis": options.yAxis = value.axis
        default: break
        }
    }

    var readsBareValues: Bool { true }
    /// Rows are values, which repeat freely.
    var labelsNameRows: Bool { false }

    func validate(_ spec: inout ChartSpec<HistogramKind>, diagnostics: inout [Diagnostic]) {
        SeriesValidation.dropNonFinite(&spec.table, diagnostics: &diagnostics)
        let table = spec.table
        let place = table.rows.first?.labelPlace ?? SourcePlace(line: 0, offset: 0)
        // Each column is a series (heights of women and of men), counted in the same ranges.
        let series = table.series.indices.map { column in table.rows.compactMap { column < $0.values.count ? $0.values[column] : nil } }
        let values = series.flatMap { $0 }
        guard !values.isEmpty else {
            diagnostics.append(table.source.diagnostic(.error, HistogramMessages.noValues, at: place))
            return
        }
        let durations = spec.options.numberFormat.isDuration
        spec.own.bins = HistogramBins.counting(values, count: spec.own.binCount, width: spec.own.binWidth, durations: durations)
        if spec.own.bins == nil, spec.own.binWidth != nil {
            diagnostics.append(table.source.diagnostic(.warning, HistogramMessages.tooManyBins(spec.own.binWidthText, count: values.count), at: place))
            spec.own.bins = HistogramBins.counting(values, count: spec.own.binCount, durations: durations)
        }
        if let bins = spec.own.bins { spec.own.seriesCounts = series.map { bins.counts(of: $0) } }
    }

    /// The ranges' bars keep their text size while the plot fills the column, as bars do.
    var widths: [LayoutWidth] { [.narrow, .wide] }

    func layouts(_ context: ChartContext<HistogramKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [HistogramLayout] {
        guard let bins = context.own.bins else { return [] }
        let labels = bins.labels(context.format, decimals: bins.edgeDecimals) { context.words(.range, ["from": $0, "to": $1]) }
        let barContext = Self.barContext(bins, labels: labels, context)
        let sentence = Self.sentence(bins, labels: labels, context)
        return BarKind().layouts(barContext, widths: widths, diagnostics: &diagnostics).map {
            HistogramLayout(bars: $0, barContext: barContext, sentence: sentence)
        }
    }

    func draw(_ layout: HistogramLayout, _ context: ChartContext<HistogramKind>, into svg: inout SVGWriter) {
        BarKind().draw(layout.bars, layout.barContext, into: &svg)
    }

    /// The bar kind's marks and motion, which these bars are.
    func figureClasses(_ options: Options) -> String { " chart-bar" + BarKind().figureClasses(BarKind.Options()) }

    var legendPlacement: LegendPlacement { .below }

    var style: KindStyle { BarStyle.style }

    /// The ranges as a bar chart's rows: each named by its edges in the values' format (`10–20`,
    /// `$10–$20`; whole numbers `10–14`, or `3` alone), its bar its count.
    private static func barContext(_ bins: HistogramBins, labels: [String], _ context: ChartContext<HistogramKind>) -> ChartContext<BarKind> {
        let table = context.table
        let place = table.rows.first?.labelPlace ?? SourcePlace(line: 0, offset: 0)
        let counts = context.own.seriesCounts
        let rows = bins.counts.indices.map { index in
            DataRow(
                label: labels[index], values: counts.map { Double($0[index]) }, labelPlace: place, valuePlaces: counts.map { _ in place },
                decimals: counts.map { _ in 0 })
        }
        // One series: its title names the values (the axis); several: each names its bars.
        let several = counts.count > 1
        let title = several ? nil : table.series.first.flatMap { $0.isEmpty ? nil : $0 }
        let ranges = DataTable(
            labelHeader: title ?? context.words(.valueHeader), series: several ? table.series : [context.words(.histogramCount)], rows: rows,
            source: table.source, decimals: 0)
        var options = context.options
        options.unit = ""
        options.numberFormat = .plain
        var own = BarKind.Options()
        own.xAxis = context.own.xAxis ?? title.map(AxisSetting.titled) ?? .shown
        own.yAxis = context.own.yAxis
        own.fillsBands = true
        return ChartContext(
            spec: ChartSpec(kind: BarKind(), options: options, own: own, table: ranges), id: context.id,
            format: ValueFormatter(style: context.format.style, unit: "", decimals: 0), isStandalone: context.isStandalone,
            stylesheet: context.stylesheet, locale: context.locale, words: context.words)
    }

    /// "Histogram, values counted in ranges of 5 from 10 to 50 (n = 200); the most, 46, in 25–30."
    private static func sentence(_ bins: HistogramBins, labels: [String], _ context: ChartContext<HistogramKind>) -> String {
        let decimals = bins.edgeDecimals
        let format = context.format
        let largest = max(abs(bins.start), abs(bins.edge(bins.counts.count)))
        // With the unit (`10 min`) while an axis would write the numbers in full; as an axis writes them (`1.5B`) past that.
        let inFull = largest < 10_000 || format.format.isDuration
        let edges = inFull ? (0...bins.counts.count).map { format.value(bins.edge($0), decimals: decimals) } : bins.edgeTexts(format, decimals: decimals)
        let widthDecimals = ValueFormatter.fewestDecimals(bins.width)
        let peak = bins.counts.indices.max { bins.counts[$0] < bins.counts[$1] } ?? 0
        return context.words(.histogramSummary, [
            "Chart": context.kindName.withCapital,
            "width": inFull ? format.value(bins.width, decimals: widthDecimals) : format.ticks([0, bins.width], step: bins.width, decimals: widthDecimals)[1],
            "from": edges[0], "to": bins.countsWholeNumbers ? format.value(bins.end, decimals: decimals) : edges[edges.count - 1],
            "count": String(bins.counts.reduce(0, +)), "most": String(bins.counts[peak]),
            "peak": labels[peak],
        ])
    }
}
