import Diagnostics

/// Checks plots share.
enum SeriesValidation {
    /// Infinite or NaN values are warned about and drawn as gaps, like missing ones.
    static func dropNonFinite(_ table: inout DataTable, diagnostics: inout [Diagnostic]) {
        for index in table.rows.indices {
            // Nearly every row is finite: looked at in place, it is neither copied nor written.
            guard table.rows[index].values.contains(where: { $0.map { !$0.isFinite } ?? false }) else { continue }
            for (series, value) in table.rows[index].values.enumerated() {
                guard let value, !value.isFinite else { continue }
                let row = table.rows[index]
                diagnostics.append(table.source.diagnostic(.warning, Messages.nonFinite(row.label, drawnAs: "a gap"), at: row.valuePlaces[series]))
                table.rows[index].values[series] = nil
            }
        }
    }
}
