/// A "wide" table, as the World Bank and Eurostat publish theirs: a row per country and a column
/// per year (`Country | 2019 | 2020 | 2021`). A line or an area runs over time, so the years are
/// its rows: the table is turned, and each country is a series.
enum WideTable {
    /// Turns `table` when its column titles are all dates and its row labels are not (two or
    /// more columns, no text columns); leaves it as it is otherwise. Rows of months, quarters or
    /// weekdays under columns of years (`Month | 2023 | 2024`) compare the years over a season:
    /// each year stays a series.
    static func turnToRunOverTime(_ table: inout DataTable) {
        // A `Total` row under the months (`Jan`, `Feb`, `Total`) is no sign that the rows are not times.
        let written = table.rows.map(\.label)
        let others = written.filter { !TotalWords.isTotalName($0) }
        let labels = others.isEmpty ? written : others
        guard table.series.count >= 2, !table.rows.isEmpty, table.textSeries.isEmpty,
            table.series.allSatisfy(XValues.isDate), !labels.allSatisfy(XValues.isDate),
            !labels.allSatisfy(WrittenDates.isPartOfAYear)
        else { return }
        let rows = table.rows
        table.rows = table.series.indices.map { column in
            DataRow(
                label: table.series[column], values: rows.map { $0.values[column] },
                labelPlace: rows[0].valuePlaces[column], valuePlaces: rows.map { $0.valuePlaces[column] },
                decimals: rows.map { column < $0.decimals.count ? $0.decimals[column] : 0 })
        }
        table.series = rows.map { $0.label }
        table.labelHeader = nil
    }
}
