import Diagnostics

/// `type: pie` — slices from 12 o'clock clockwise, turning in as the page shows them.
struct PieKind: ChartKind {
    var name: String { "pie" }
    var acceptedKeys: [String] { [] }

    func validate(_ spec: inout ChartSpec, diagnostics: inout [Diagnostic]) {
        RadialValidation.validate(spec, kind: name, diagnostics: &diagnostics)
    }

    /// A disc scales evenly, so one layout grows with the column.
    var widths: [LayoutWidth] { [.fluid] }

    func layout(_ context: ChartContext, width: LayoutWidth, diagnostics: inout [Diagnostic]) -> RadialLayout {
        RadialLayout(context, isDonut: false)
    }

    func draw(_ layout: RadialLayout, _ context: ChartContext, into svg: inout SVGWriter) {
        RadialDrawing.draw(layout, context, into: &svg)
    }
}
