import Diagnostics

/// `type: donut` — a pie with a hole, rounded corners and the total in the middle.
struct DonutKind: ChartKind {
    var name: String { "donut" }
    var acceptedKeys: [String] { ["inner-radius"] }

    func validate(_ spec: inout ChartSpec, diagnostics: inout [Diagnostic]) {
        RadialValidation.validate(spec, kind: name, diagnostics: &diagnostics)
    }

    /// A disc scales evenly, so one layout grows with the column.
    var widths: [LayoutWidth] { [.fluid] }

    func layout(_ context: ChartContext, width: LayoutWidth, diagnostics: inout [Diagnostic]) -> RadialLayout {
        RadialLayout(context, isDonut: true)
    }

    func draw(_ layout: RadialLayout, _ context: ChartContext, into svg: inout SVGWriter) {
        RadialDrawing.draw(layout, context, into: &svg)
    }
}
