import Diagnostics

/// Checks plots share.
enum SeriesValidation {
    /// Infinite or NaN values are warned about and drawn as gaps, like missing ones.
    static func dropNonFinite(_ table: inout DataTable, diagnostics: inout [Diagnostic]) {
        // Nearly every row is finite: rows are read through a constant, so the table's rows are
        // written (and, being shared, copied whole) only when one holds a value to drop.
        // (Writing inside the loop let the compiler make the rows unique before it, copying them all.)
        var dropped: [(row: Int, series: Int)] = []
        let rows = table.rows
        for index in rows.indices {
            guard rows[index].values.contains(where: { $0.map { !$0.isFinite } ?? false }) else { continue }
            for (series, value) in rows[index].values.enumerated() {
                guard let value, !value.isFinite else { continue }
                diagnostics.append(
                    table.source.diagnostic(.warning, Messages.nonFinite(rows[index].label, drawnAs: "a gap"), at: rows[index].valuePlaces[series]))
                dropped.append((index, series))
            }
        }
        for (row, series) in dropped { table.rows[row].values[series] = nil }
    }

    /// A column of gaps beside others (a typo in its cells' separator, a year not yet filled in)
    /// draws nothing and says nothing on the chart: the writer is told, at its first cell.
    static func warnAboutSeriesWithoutValues(_ table: DataTable, diagnostics: inout [Diagnostic]) {
        guard table.series.count > 1, let first = table.rows.first else { return }
        for series in table.series.indices where !table.textSeries.contains(series) && series < first.valuePlaces.count {
            guard !table.rows.contains(where: { series < $0.values.count && $0.values[series] != nil }) else { continue }
            diagnostics.append(table.source.diagnostic(.warning, Messages.seriesWithoutValues(table.series[series], isGroup: table.seriesAreGroups), at: first.valuePlaces[series]))
        }
    }

    /// Series a hundredfold apart on one axis (users beside revenue in dollars): the smaller is drawn
    /// as a flat line along 0, which reads as "nothing"; the writer is told, at its first value.
    /// Stacks are left alone: a small part of a whole is a part still.
    static func warnAboutSeriesDrawnFlat(_ table: DataTable, suggestsLogScale: Bool, diagnostics: inout [Diagnostic]) {
        guard table.series.count > 1 else { return }
        // A column of percentages beside columns of counts (`Completion rate` beside `Started`): one value axis has one unit.
        let numeric = table.series.indices.filter { !table.textSeries.contains($0) }
        let mixedPercent = table.percentSeries.count < numeric.count ? table.percentSeries.first : nil
        if let series = mixedPercent, let place = firstPlace(of: series, in: table) {
            diagnostics.append(table.source.diagnostic(.warning, Messages.percentColumnBesideOthers(table.series[series]), at: place))
        }
        let largest = table.series.indices.map { series in
            table.rows.lazy.compactMap { series < $0.values.count ? $0.values[series] : nil }.filter(\.isFinite).map(abs).max()
        }
        guard let top = largest.compactMap({ $0 }).max(), top > 0, let biggest = largest.firstIndex(where: { $0 == top }) else { return }
        // A column of percentages beside counts has been warned about already, and told to go to a chart of its own.
        for series in table.series.indices where !table.textSeries.contains(series) && series != mixedPercent {
            guard let own = largest[series], own > 0, own < top / 100, let place = firstPlace(of: series, in: table) else { continue }
            diagnostics.append(
                table.source.diagnostic(
                    .warning, Messages.seriesDrawnFlat(table.series[series], beside: table.series[biggest], logScale: suggestsLogScale, isGroup: table.seriesAreGroups), at: place))
        }
    }

    /// Where a series' first value is written.
    private static func firstPlace(of series: Int, in table: DataTable) -> SourcePlace? {
        table.rows.first(where: { series < $0.values.count && $0.values[series] != nil })?.valuePlaces[series]
    }

    /// A log scale has no 0 and no negatives: such values stay in the table and are gaps in the line.
    static func warnAboutValuesALogScaleCannotShow(_ table: DataTable, diagnostics: inout [Diagnostic]) {
        let rows = table.rows
        var count = 0
        var first: SourcePlace?
        for row in rows {
            for (series, value) in row.values.enumerated() {
                guard let value, value <= 0 else { continue }
                count += 1
                if first == nil { first = row.valuePlaces[series] }
            }
        }
        guard let first else { return }
        diagnostics.append(table.source.diagnostic(.warning, PlotMessages.notOnALogScale(count), at: first))
    }
}
