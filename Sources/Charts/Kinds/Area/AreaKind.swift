import Diagnostics

/// `type: area` — lines filled down to the baseline, overlapping or `stacked: yes`.
struct AreaKind: ChartKind {
    var name: String { "area" }
    var nameWord: ChartWord { .areaChart }
    var words: [ChartWord] { [.areaChart, .stackedAreaChart] + ChartWord.series }

    struct Options: KindOptions {
        var plot = PlotSettings()
        var curve = Curve.linear
        var isStacked = false
    }

    var keys: [String] { PlotSettings.keys + ["curve", "stacked"] }

    var otherNames: [String: [String]] {
        ["area chart": ["type: area"], "stacked area": ["type: area", "stacked: yes"], "stackedarea": ["type: area", "stacked: yes"]]
    }

    func read(_ value: inout OptionValue, into options: inout Options) {
        if options.plot.read(&value) { return }
        switch value.key {
        case "curve": options.curve = value.choice(Self.curves, fallback: "linear") ?? .linear
        case "stacked": options.isStacked = value.yesNo(fallback: false)
        default: break
        }
    }

    private static let curves = Dictionary(uniqueKeysWithValues: Curve.allCases.map { ($0.rawValue, $0) })

    func arrange(_ table: inout DataTable) {
        WideTable.turnToRunOverTime(&table)
    }

    func validate(_ spec: inout ChartSpec<AreaKind>, diagnostics: inout [Diagnostic]) {
        SeriesValidation.dropNonFinite(&spec.table, diagnostics: &diagnostics)
        SeriesValidation.warnAboutSeriesWithoutValues(spec.table, diagnostics: &diagnostics)
        TotalWords.leaveOutSummingRow(of: &spec.table, message: { PlotMessages.totalRow($0, drawing: "area") }, diagnostics: &diagnostics)
        if spec.own.isStacked {
            TotalWords.leaveOutSummingSeries(of: &spec.table, diagnostics: &diagnostics)
            SeriesValidation.warnAboutPercentBesideOthers(spec.table, diagnostics: &diagnostics)
        } else {
            SeriesValidation.warnAboutSeriesDrawnFlat(spec.table, suggestsLogScale: false, diagnostics: &diagnostics)
            SeriesValidation.warnAboutZerosStandingInForGaps(spec.table, drawing: "area", diagnostics: &diagnostics)
        }
        spec.own.plot.checkBounds(of: spec.table, stacked: spec.own.isStacked && spec.table.series.count > 1, diagnostics: &diagnostics)
    }

    var widths: [LayoutWidth] { [.narrow, .wide] }

    func layouts(_ context: ChartContext<AreaKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [SeriesLayout] {
        let stacked = context.own.isStacked && context.table.series.count > 1
        return SeriesLayout.layouts(
            context.table, format: context.format, settings: context.own.plot, stacked: stacked, includesZero: true,
            options: context.options, widths: widths, locale: context.locale, words: context.words,
            kindName: stacked ? context.words(.stackedAreaChart) : context.kindName, diagnostics: &diagnostics)
    }

    func draw(_ layout: SeriesLayout, _ context: ChartContext<AreaKind>, into svg: inout SVGWriter) {
        let plot = layout.plot
        let stacked = context.own.isStacked && context.table.series.count > 1
        SeriesDrawing.background(plot, baseline: false, context.words, into: &svg)
        // The areas grow from the baseline: their group scales from there.
        svg += "<g class=\"marks\" aria-hidden=\"true\" style=\"transform-origin:0 "
        svg.number(plot.base)
        svg += "px\">"
        let order = plot.x.order
        for series in plot.tops.indices {
            let points = SeriesDrawing.points(plot, series: series)
            let floor = order.map { row -> (x: Double, y: Double)? in
                guard plot.tops[series][row] != nil else { return nil }
                return (x: plot.xPositions[row], y: stacked ? plot.bottoms[series][row] ?? plot.base : plot.base)
            }
            svg += "<path class=\"area k-"
            svg.integer(series + 1)
            svg += "\" d=\""
            Curve.write(points, curve: context.own.curve, closingTo: floor, into: &svg)
            svg += "\" fill=\""
            svg.color(plot.colors[series])
            // Stacked areas are nearly solid; overlapping ones let the others show through.
            svg += stacked ? "\" fill-opacity=\".88\"/>" : "\" fill-opacity=\".22\"/>"
            SeriesDrawing.line(points, series: series, color: plot.colors[series], curve: context.own.curve, width: 2, drawsIn: false, into: &svg)
        }
        svg += "</g>"
        SeriesDrawing.foreground(layout, into: &svg)
    }

    func figureClasses(_ options: Options) -> String { " chart-legend-above" }

    var legendPlacement: LegendPlacement { .below }

    var style: KindStyle { AreaStyle.style }
}
