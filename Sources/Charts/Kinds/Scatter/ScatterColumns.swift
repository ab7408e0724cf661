import Diagnostics

/// Which columns of a scatter's table are x, y, the point's name and its group.
///
/// `x | y`: the first column is x. `Name | x | y`: the first column names the points. A text
/// column (its first cell is not a number) after them is the group, which colours the points;
/// one whose cells all differ (`x | y | Name`) names the points instead, as a colour each would
/// tell nothing.
struct ScatterColumns {
    /// Whether the first (label) column names the points; otherwise it is x.
    var namesPoints: Bool
    /// The series holding x (nil: the label column) and y.
    var xSeries: Int?
    var ySeries: Int?
    /// Index into `DataRow.texts` of the group column.
    var groupText: Int?
    /// Index into `DataRow.texts` of the column that names the points, when the first is x.
    var nameText: Int?
    var xTitle: String
    var yTitle: String
    var groupTitle: String?
    /// Whether every x (or y) was written in percent (`45%`): a rate against a count keeps its `%` on its own axis.
    var xIsPercent = false
    var yIsPercent = false
    /// The currency sign the rows wrote (`$4.50`), and whether x's (or y's) values had it: a price
    /// against a rating is money on one axis only.
    var currency: String?
    var xIsMoney = false
    var yIsMoney = false

    init(_ table: DataTable) {
        let numeric = table.series.indices.filter { !table.textSeries.contains($0) }
        // The first label that is not a gap tells: a number is x, text names the point.
        let firstLabel = table.rows.lazy.map(\.label).first { !Self.isGap($0) } ?? ""
        namesPoints = {
            if case .number = NumberParser.parse(firstLabel, unit: "") { return false }
            return true
        }()
        if namesPoints {
            xSeries = numeric.first
            ySeries = numeric.dropFirst().first
        } else {
            xSeries = nil
            ySeries = numeric.first
        }
        let rows = table.rows
        let namingColumns = table.textSeries.indices.filter { position in
            var seen: Set<String> = []
            return rows.count >= 2 && rows.indices.allSatisfy { position < rows[$0].texts.count && seen.insert(rows[$0].texts[position]).inserted }
        }
        let naming = namesPoints ? nil : namingColumns.first
        nameText = naming
        groupText = table.textSeries.indices.first { $0 != naming }
        xTitle = namesPoints ? xSeries.map { table.series[$0] } ?? "x" : table.labelHeader ?? "x"
        yTitle = ySeries.map { table.series[$0] } ?? "y"
        if xTitle.isEmpty { xTitle = "x" }
        if yTitle.isEmpty { yTitle = "y" }
        groupTitle = groupText.map { table.series[table.textSeries[$0]] }
        if namesPoints {
            xIsPercent = xSeries.map { table.percentSeries.contains($0) } ?? false
        } else {
            // The labels were read once already (`firstLabel`): a first one without `%` settles it without reading the rest.
            xIsPercent = DataReader.endsWithPercent(firstLabel) && rows.allSatisfy { DataReader.endsWithPercent($0.label) || Self.isGap($0.label) }
        }
        // Every value column in percent makes the block's unit `%` already.
        yIsPercent = !table.valuesArePercentages && (ySeries.map { table.percentSeries.contains($0) } ?? false)
        currency = table.currencyWritten
        if let currency {
            xIsMoney = namesPoints ? xSeries.map { table.currencySeries.contains($0) } ?? false : NumberParser.currencySign(in: firstLabel) == currency
            yIsMoney = ySeries.map { table.currencySeries.contains($0) } ?? false
        } else if !namesPoints, let sign = NumberParser.currencySign(in: firstLabel),
            rows.allSatisfy({ NumberParser.currencySign(in: $0.label) == sign || Self.isGap($0.label) })
        {
            // Only x, the label column, was written as money (`$4.50 | 4.2`).
            currency = sign
            xIsMoney = true
        }
    }

    /// A label that marks a missing x (empty, `-`, `NA`).
    private static func isGap(_ label: String) -> Bool { if case .missing = NumberParser.parse(label, unit: "") { true } else { false } }

    /// How x and y are written: the block's format for y, no unit for x; a column written in percent keeps its `%`
    /// where the block names no unit or format of its own.
    /// The currency the rows wrote is written on the axis whose values had it, and on that one only.
    func formats(_ format: ValueFormatter) -> (x: ValueFormatter, y: ValueFormatter) {
        if let currency, format.format == .plain, format.unit.isEmpty || format.unit == currency {
            let x = ValueFormatter(style: format.style, unit: xIsMoney ? currency : "", decimals: 0)
            var y = ValueFormatter(style: format.style, unit: yIsMoney ? currency : yIsPercent ? "%" : "", decimals: format.decimals)
            y.showsPlusSign = format.showsPlusSign
            return (x, y)
        }
        let plain = format.unit.isEmpty && format.format == .plain
        let x = ValueFormatter(style: format.style, unit: xIsPercent && plain ? "%" : "", decimals: 0)
        let y = yIsPercent && plain ? ValueFormatter(style: format.style, unit: "%", decimals: format.decimals) : format
        return (x, y)
    }

    /// The name of a row's point: its first cell, or its naming column's; nil when points have no names.
    func name(_ row: DataRow) -> String? {
        if namesPoints { return row.label }
        guard let nameText, nameText < row.texts.count else { return nil }
        return row.texts[nameText]
    }

    /// Errors for a table that has no two numeric columns, or an x column that is not all numbers.
    static func check(_ table: DataTable, diagnostics: inout [Diagnostic]) {
        let columns = ScatterColumns(table)
        guard columns.ySeries != nil, columns.namesPoints ? columns.xSeries != nil : true, !table.rows.isEmpty else {
            let place = table.rows.first?.labelPlace ?? SourcePlace(line: 0, offset: 0)
            // An x column of gaps only (not yet filled in) is that, not a table of the wrong shape.
            let gapsOnly = !table.rows.isEmpty && table.rows.allSatisfy { isGap($0.label) }
            diagnostics.append(table.source.diagnostic(.error, gapsOnly ? Messages.seriesWithoutValues(table.labelHeader ?? "x", drawn: false) : ScatterColumns.needsTwoNumbers, at: place))
            return
        }
        guard !columns.namesPoints else { return }
        let rows = table.rows
        for index in rows.indices {
            switch NumberParser.parse(rows[index].label, unit: "") {
            case .number(let value, _) where value.isFinite: continue
            case .missing: continue
            default:
                diagnostics.append(
                    table.source.diagnostic(
                        .error, PlotMessages.nonNumericX(rows[index].label, column: "the x column ('\(columns.xTitle)')"), at: rows[index].labelPlace))
            }
        }
    }

    static let needsTwoNumbers =
        "a scatter needs two columns of numbers, x and y, under a header row: write '| Sleep (h) | Steps |' (and, first, a column that names each point if you like)"

    /// The point of a row: x, y, and the decimals each was written with; nil when either is missing.
    func point(_ row: DataRow) -> (x: Double, y: Double, xDecimals: Int, yDecimals: Int)? {
        guard let ySeries, ySeries < row.values.count, let y = row.values[ySeries] else { return nil }
        if let xSeries {
            guard xSeries < row.values.count, let x = row.values[xSeries] else { return nil }
            return (x, y, row.decimals[xSeries], row.decimals[ySeries])
        }
        guard case .number(let x, let decimals) = NumberParser.parse(row.label, unit: ""), x.isFinite else { return nil }
        return (x, y, decimals, row.decimals[ySeries])
    }

    func group(_ row: DataRow) -> String? {
        guard let groupText, groupText < row.texts.count else { return nil }
        return row.texts[groupText]
    }
}
