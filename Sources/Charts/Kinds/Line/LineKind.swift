import Diagnostics

/// `type: line` — one or several series over categories, numbers or dates (a time axis drawn to scale).
struct LineKind: ChartKind {
    var name: String { "line" }

    struct Options: KindOptions {
        var plot = PlotSettings()
        var curve = Curve.linear
    }

    var keys: [String] { PlotSettings.keys + ["curve"] }

    func read(_ value: inout OptionValue, into options: inout Options) {
        if options.plot.read(&value) { return }
        if value.key == "curve" {
            options.curve = value.choice(Self.curves, fallback: "linear") ?? .linear
        }
    }

    private static let curves = Dictionary(uniqueKeysWithValues: Curve.allCases.map { ($0.rawValue, $0) })

    func validate(_ spec: inout ChartSpec<LineKind>, diagnostics: inout [Diagnostic]) {
        SeriesValidation.dropNonFinite(&spec.table, diagnostics: &diagnostics)
    }

    var widths: [LayoutWidth] { [.narrow, .wide] }

    func layouts(_ context: ChartContext<LineKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [SeriesLayout] {
        SeriesLayout.layouts(
            context.table, format: context.format, settings: context.own.plot, stacked: false, includesZero: false,
            options: context.options, widths: widths, locale: context.locale, noun: "Line", diagnostics: &diagnostics)
    }

    func draw(_ layout: SeriesLayout, _ context: ChartContext<LineKind>, into svg: inout SVGWriter) {
        let plot = layout.plot
        PlotDrawing.axes(yTicks: plot.yTicks, xTicks: plot.xTicks, base: plot.base, left: plot.plotLeft, right: plot.plotRight, into: &svg)
        // Behind the marks, above the grid (a rule on a grid line must show).
        PlotDrawing.references(plot.references, left: plot.plotLeft, right: plot.plotRight, top: plot.plotTop, bottom: plot.plotBottom, into: &svg)
        PlotDrawing.titles(x: plot.xTitle, y: plot.yTitle, into: &svg)
        if plot.isEmpty {
            PlotDrawing.noData(x: (plot.plotLeft + plot.plotRight) / 2, y: (plot.plotTop + plot.plotBottom) / 2, into: &svg)
        }
        svg += "<g class=\"marks\" aria-hidden=\"true\">"
        let order = plot.x.order
        for series in plot.tops.indices {
            let points = order.map { row in plot.tops[series][row].map { (x: plot.xPositions[row], y: $0) } }
            svg += "<path class=\"series k-"
            svg.integer(series + 1)
            svg += "\" style=\"--i:"
            svg.integer(series)
            svg += "\" d=\""
            Curve.write(points, curve: context.own.curve, into: &svg)
            svg += "\" pathLength=\"1\" stroke-dasharray=\"1 1\" fill=\"none\" stroke=\""
            svg.color(plot.colors[series])
            svg += "\" stroke-width=\"2.5\"/>"
            SeriesDrawing.lonePoints(points, color: plot.colors[series], into: &svg)
        }
        svg += "</g>"
        PlotDrawing.references(
            plot.references, left: plot.plotLeft, right: plot.plotRight, top: plot.plotTop, bottom: plot.plotBottom, labels: true, into: &svg)
        SeriesDrawing.endLabels(plot, series: context.table.series, into: &svg)
        SeriesDrawing.slots(layout, into: &svg)
    }

    func figureClasses(_ options: Options) -> String { " chart-legend-above" }

    var legendPlacement: LegendPlacement { .below }

    var style: KindStyle { LineStyle.style }
}
