import Diagnostics

/// `type: line` — one or several series over categories, numbers or dates (a time axis drawn to scale).
struct LineKind: ChartKind {
    var name: String { "line" }
    var nameWord: ChartWord { .lineChart }
    var words: [ChartWord] { [.lineChart] + ChartWord.series }

    struct Options: KindOptions {
        var plot = PlotSettings()
        var curve = Curve.linear
    }

    var keys: [String] { PlotSettings.keys + ["curve", "scale"] }

    var otherNames: [String: [String]] {
        ["line chart": ["type: line"], "linechart": ["type: line"], "lines": ["type: line"], "time series": ["type: line"],
         "timeseries": ["type: line"], "spline": ["type: line", "curve: monotone"], "step": ["type: line", "curve: step"]]
    }

    func read(_ value: inout OptionValue, into options: inout Options) {
        if options.plot.read(&value) { return }
        if value.key == "curve" {
            options.curve = value.choice(Self.curves, fallback: "linear") ?? .linear
        }
        if value.key == "scale" {
            options.plot.setLogScale(value.choice(["linear": false, "log": true, "logarithmic": true], fallback: "linear") ?? false, &value)
        }
    }

    private static let curves = Dictionary(uniqueKeysWithValues: Curve.allCases.map { ($0.rawValue, $0) })

    func arrange(_ table: inout DataTable) {
        WideTable.turnToRunOverTime(&table)
    }

    func validate(_ spec: inout ChartSpec<LineKind>, diagnostics: inout [Diagnostic]) {
        SeriesValidation.dropNonFinite(&spec.table, diagnostics: &diagnostics)
        SeriesValidation.warnAboutSeriesWithoutValues(spec.table, diagnostics: &diagnostics)
        TotalWords.leaveOutSummingRow(of: &spec.table, message: { PlotMessages.totalRow($0, drawing: "line") }, diagnostics: &diagnostics)
        spec.own.plot.checkBounds(of: spec.table, diagnostics: &diagnostics)
        if spec.own.plot.logScale {
            SeriesValidation.warnAboutValuesALogScaleCannotShow(spec.table, diagnostics: &diagnostics)
        } else {
            SeriesValidation.warnAboutSeriesDrawnFlat(spec.table, suggestsLogScale: true, diagnostics: &diagnostics)
            SeriesValidation.warnAboutZerosStandingInForGaps(spec.table, drawing: "line", diagnostics: &diagnostics)
        }
    }

    var widths: [LayoutWidth] { [.narrow, .wide] }

    func layouts(_ context: ChartContext<LineKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [SeriesLayout] {
        SeriesLayout.layouts(
            context.table, format: context.format, settings: context.own.plot, stacked: false, includesZero: false,
            options: context.options, widths: widths, locale: context.locale, words: context.words,
            kindName: context.kindName, diagnostics: &diagnostics)
    }

    func draw(_ layout: SeriesLayout, _ context: ChartContext<LineKind>, into svg: inout SVGWriter) {
        let plot = layout.plot
        SeriesDrawing.background(plot, baseline: true, context.words, into: &svg)
        svg += "<g class=\"marks\" aria-hidden=\"true\">"
        let width = SeriesDrawing.lineWidth(plot)
        for series in plot.tops.indices {
            SeriesDrawing.line(
                SeriesDrawing.points(plot, series: series), series: series, color: plot.colors[series], curve: context.own.curve, width: width,
                drawsIn: true, into: &svg)
        }
        svg += "</g>"
        SeriesDrawing.foreground(layout, into: &svg)
    }

    func figureClasses(_ options: Options) -> String { " chart-legend-above" }

    var legendPlacement: LegendPlacement { .below }

    var style: KindStyle { LineStyle.style }
}
