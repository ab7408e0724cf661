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
        let mixedPercent = warnAboutPercentBesideOthers(table, diagnostics: &diagnostics)
        warnAboutMoneyBesideOthers(table, diagnostics: &diagnostics)
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

    /// A run of exact zeros at the start or the end of a series whose other values stand far from 0
    /// (a price index written `0.000` before its first year, the years not yet filled in as `0`)
    /// draws a cliff to 0 that reads as a crash: the writer is told, at the run's first zero. A
    /// run counts when the step from it to the series' nearest value is ten times the series'
    /// usual step, so a count that starts at 0 and grows (0, 0, 5, 8, 12) is left alone.
    static func warnAboutZerosStandingInForGaps(_ table: DataTable, drawing: String, diagnostics: inout [Diagnostic]) {
        let rows = table.rows
        for series in table.series.indices where !table.textSeries.contains(series) {
            let written = rows.indices.filter { series < rows[$0].values.count && rows[$0].values[series] != nil }
            func value(_ row: Int) -> Double { rows[row].values[series] ?? 0 }
            let leading = written.prefix { value($0) == 0 }
            let trailing = written.reversed().prefix { value($0) == 0 }.reversed()
            let rest = written.dropFirst(leading.count).dropLast(trailing.count).map(value)
            guard rest.count >= 3, !rest.contains(0), rest.allSatisfy({ ($0 > 0) == (rest[0] > 0) }) else { continue }
            let steps = zip(rest, rest.dropFirst()).map { abs($1 - $0) }.sorted()
            let usualStep = steps[steps.count / 2]
            for (run, edge, isFirst) in [(Array(leading), rest[0], true), (Array(trailing), rest[rest.count - 1], false)] where run.count >= 2 {
                guard abs(edge) > 10 * usualStep, let first = run.first, let last = run.last else { continue }
                diagnostics.append(
                    table.source.diagnostic(
                        .warning,
                        PlotMessages.zerosStandingInForGaps(
                            series: table.series[series], isGroup: table.seriesAreGroups, count: run.count, isFirst: isFirst,
                            from: rows[first].label, to: rows[last].label, drawing: drawing),
                        at: rows[first].valuePlaces[series]))
            }
        }
    }

    /// A column of percentages beside columns of counts (`Completion rate` beside `Started`): one
    /// value axis has one unit, and a stack of them adds rates to counts. Said at its first value;
    /// returns the column.
    @discardableResult
    static func warnAboutPercentBesideOthers(_ table: DataTable, diagnostics: inout [Diagnostic]) -> Int? {
        let numeric = table.series.indices.filter { !table.textSeries.contains($0) }
        guard numeric.count > 1, table.percentSeries.count < numeric.count, let series = table.percentSeries.first else { return nil }
        if let place = firstPlace(of: series, in: table) {
            diagnostics.append(table.source.diagnostic(.warning, Messages.percentColumnBesideOthers(table.series[series]), at: place))
        }
        return series
    }

    /// A column of money beside columns that are not (`Revenue` in `$` beside `Orders`): one value
    /// axis has one unit, so the sign is written on none of them. Said at the money's first value.
    static func warnAboutMoneyBesideOthers(_ table: DataTable, diagnostics: inout [Diagnostic]) {
        guard table.moneyIsInSomeColumnsOnly, let sign = table.currencyWritten, let series = table.currencySeries.first,
            let place = firstPlace(of: series, in: table)
        else { return }
        diagnostics.append(table.source.diagnostic(.warning, Messages.moneyColumnBesideOthers(table.series[series], sign: sign), at: place))
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
