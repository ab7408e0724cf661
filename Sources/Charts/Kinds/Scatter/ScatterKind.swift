import Diagnostics

/// `type: scatter` — points by two numeric columns the header row names; an optional first
/// column names each point, and a text column colours them by group.
struct ScatterKind: ChartKind {
    var name: String { "scatter" }
    var nameWord: ChartWord { .scatterChart }
    var words: [ChartWord] {
        [.scatterChart, .pointHeader, .scatterSummary, .range, .rises, .falls, .strongly, .moderately, .weakly, .noRelation, .groups, .trend, .trendSlope]
    }

    struct Options: KindOptions {
        var plot = PlotSettings()
        /// `trendline: yes`: the least-squares line through the points, dashed behind them.
        var trendline = false
    }

    var keys: [String] { PlotSettings.keys + ["x-scale", "y-scale", "trendline"] }

    var otherNames: [String: [String]] {
        let scatter = ["type: scatter"]
        return ["scatter plot": scatter, "scatterplot": scatter, "scatter chart": scatter, "xy": scatter, "point": scatter,
                "points": scatter, "dot": scatter, "dots": scatter, "bubble": scatter]
    }

    func read(_ value: inout OptionValue, into options: inout Options) {
        if options.plot.read(&value) { return }
        // `linear`, as Excel and Datawrapper name the line they fit.
        if value.key == "trendline" {
            options.trendline = value.text.lowercasedWord() == "linear" || value.yesNo(fallback: false)
            return
        }
        let log = value.choice(["linear": false, "log": true, "logarithmic": true], fallback: "linear") ?? false
        if value.key == "x-scale" { options.plot.xLogScale = log } else if value.key == "y-scale" { options.plot.setLogScale(log, &value) }
    }

    /// Groups are a text column.
    var readsTextColumns: Bool { true }

    /// The first column is often x, whose values repeat freely.
    var labelsNameRows: Bool { false }

    /// Its colours are its groups', a text column: no names to read them from.
    func colourNames(in table: DataTable) -> [String] { [] }

    func validate(_ spec: inout ChartSpec<ScatterKind>, diagnostics: inout [Diagnostic]) {
        SeriesValidation.dropNonFinite(&spec.table, diagnostics: &diagnostics)
        ScatterColumns.check(spec.table, diagnostics: &diagnostics)
        if let y = ScatterColumns(spec.table).ySeries { spec.own.plot.checkBounds(of: spec.table, series: [y], diagnostics: &diagnostics) }
    }

    /// Points with 0 or less on a log axis are left out, with one warning (made here, once, not per width).
    private static func warnAboutPointsOffALogScale(_ points: ScatterPoints, _ settings: PlotSettings, _ table: DataTable, _ diagnostics: inout [Diagnostic]) {
        guard settings.xLogScale || settings.logScale else { return }
        let off = points.xs.indices.filter { (settings.xLogScale && points.xs[$0] <= 0) || (settings.logScale && points.ys[$0] <= 0) }
        guard let first = off.first, let row = table.rows[points.rows[first]].valuePlaces.first else { return }
        diagnostics.append(table.source.diagnostic(.warning, PlotMessages.pointsOffALogScale(off.count), at: row))
    }

    var widths: [LayoutWidth] { [.narrow, .wide] }

    func layouts(_ context: ChartContext<ScatterKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [ScatterLayout] {
        let points = ScatterPoints(context)
        Self.warnAboutPointsOffALogScale(points, context.own.plot, context.table, &diagnostics)
        return widths.map { ScatterLayout(context, points, width: $0, diagnostics: &diagnostics) }
    }

    func draw(_ layout: ScatterLayout, _ context: ChartContext<ScatterKind>, into svg: inout SVGWriter) {
        ScatterDrawing.draw(layout, into: &svg)
    }

    func figureClasses(_ options: Options) -> String { " chart-legend-above" }

    var legendPlacement: LegendPlacement { .below }

    var style: KindStyle { ScatterStyle.style }
}
