import Diagnostics

/// The warnings pies and donuts share: one series only, negative or non-finite values, too many slices.
enum RadialValidation {
    static let maximumSlices = 8

    static func validate(_ spec: ChartSpec, kind: String, diagnostics: inout [Diagnostic]) {
        let table = spec.table
        let format = ValueFormatter(style: .english, unit: spec.options.unit, decimals: table.decimals)
        if table.series.count > 1, let row = table.rows.first, row.valuePlaces.count > 1 {
            diagnostics.append(table.source.diagnostic(.warning, Messages.onlyFirstSeries(table.series[0].isEmpty ? "the first column" : table.series[0], kind: kind), at: row.valuePlaces[1]))
        }
        for row in table.rows {
            guard let value = row.values.first ?? nil, let place = row.valuePlaces.first else { continue }
            if !value.isFinite {
                diagnostics.append(table.source.diagnostic(.warning, Messages.nonFinite(row.label, drawnAs: "0"), at: place))
            } else if value < 0 {
                diagnostics.append(table.source.diagnostic(.warning, Messages.negativeSlice(format.value(value), row: row.label, kind: kind), at: place))
            }
        }
        if table.rows.count > maximumSlices {
            diagnostics.append(table.source.diagnostic(.warning, Messages.tooManySlices(table.rows.count), at: table.rows[maximumSlices].labelPlace))
        }
    }
}
