import Diagnostics

/// `type: scatter` — points by two numeric columns the header row names; an optional first
/// column names each point, and a text column colours them by group.
struct ScatterKind: ChartKind {
    var name: String { "scatter" }

    struct Options: KindOptions {
        var plot = PlotSettings()
    }

    var keys: [String] { PlotSettings.keys }

    func read(_ value: inout OptionValue, into options: inout Options) {
        options.plot.read(&value)
    }

    /// Groups are a text column.
    var readsTextColumns: Bool { true }

    /// The first column is often x, whose values repeat freely.
    var labelsNameRows: Bool { false }

    func validate(_ spec: inout ChartSpec<ScatterKind>, diagnostics: inout [Diagnostic]) {
        SeriesValidation.dropNonFinite(&spec.table, diagnostics: &diagnostics)
        ScatterColumns.check(spec.table, diagnostics: &diagnostics)
    }

    var widths: [LayoutWidth] { [.narrow, .wide] }

    func layouts(_ context: ChartContext<ScatterKind>, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [ScatterLayout] {
        let points = ScatterPoints(context)
        return widths.map { ScatterLayout(context, points, width: $0, diagnostics: &diagnostics) }
    }

    func draw(_ layout: ScatterLayout, _ context: ChartContext<ScatterKind>, into svg: inout SVGWriter) {
        ScatterDrawing.draw(layout, into: &svg)
    }

    func figureClasses(_ options: Options) -> String { " chart-legend-above" }

    var legendPlacement: LegendPlacement { .below }

    var style: KindStyle { ScatterStyle.style }
}
