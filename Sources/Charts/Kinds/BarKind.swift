import Diagnostics

/// `type: bar` — vertical or horizontal bars, one series or several, grouped or stacked.
struct BarKind: ChartKind {
    var name: String { "bar" }
    var acceptedKeys: [String] { ["orientation", "stacked", "x-axis", "y-axis", "min", "max"] }

    func validate(_ spec: inout ChartSpec, diagnostics: inout [Diagnostic]) {
        let table = spec.table
        var anyNonFinite = false
        for row in table.rows {
            for (value, place) in zip(row.values, row.valuePlaces) {
                if let value, !value.isFinite {
                    anyNonFinite = true
                    diagnostics.append(table.source.diagnostic(.warning, Messages.nonFinite(row.label, drawnAs: "a gap"), at: place))
                }
            }
        }
        // Non-finite values are drawn as gaps, like missing ones.
        guard anyNonFinite else { return }
        for index in spec.table.rows.indices {
            spec.table.rows[index].values = spec.table.rows[index].values.map { $0.flatMap { $0.isFinite ? $0 : nil } }
        }
    }

    /// Bars keep their text size while the plot fills the column: one layout for phones, one for wide columns.
    var widths: [LayoutWidth] { [.narrow, .wide] }

    func layout(_ context: ChartContext, width: LayoutWidth, diagnostics: inout [Diagnostic]) -> BarLayout {
        BarLayout(context, width: width, diagnostics: &diagnostics)
    }

    /// Values, their texts and widths are measured once for both widths.
    func layouts(_ context: ChartContext, widths: [LayoutWidth], diagnostics: inout [Diagnostic]) -> [BarLayout] {
        let measures = BarMeasures(context)
        return widths.map { BarLayout(context, measures, width: $0, diagnostics: &diagnostics) }
    }

    func draw(_ layout: BarLayout, _ context: ChartContext, into svg: inout SVGWriter) {
        BarDrawing.draw(layout, context, into: &svg)
    }
}
