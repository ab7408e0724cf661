/// A column of the years the values are of (`Country | GDP | Year`, as an encyclopedia's table
/// gives each figure's year beside it) is no series to draw: a bar of 2,023 beside GDPs. Such a
/// column is left out, with a warning; when every row has the same year, the series before it
/// names it (`GDP (2023)`).
extension DataTable {
    /// A column left out: its title, the years as written in its first row, and where that is.
    struct LeftOutColumn {
        var title: String
        var sample: String
        var place: SourcePlace
    }

    /// Leaves out the value columns titled as years (`Year`, `Jahr`, `As of`) whose every value is
    /// one, when other values remain and every row has a name of its own; returns what it left out.
    mutating func leaveOutYearColumns() -> [LeftOutColumn] {
        guard series.count >= 2, rows.count >= 2, Set(rows.map(\.label)).count == rows.count else { return [] }
        let yearColumns = series.indices.filter { column in
            Self.titlesAYear(series[column]) && !textSeries.contains(column)
                && rows.allSatisfy { row in column < row.values.count && row.values[column].map(Self.isYear) ?? true }
                && rows.contains { column < $0.values.count && $0.values[column] != nil }
        }
        guard !yearColumns.isEmpty, yearColumns.count < series.count else { return [] }
        var leftOut: [LeftOutColumn] = []
        for column in yearColumns.reversed() {
            let years = Set(rows.compactMap { $0.values[column] })
            guard let first = rows.first(where: { $0.values[column] != nil }), let year = first.values[column] else { continue }
            leftOut.append(LeftOutColumn(title: series[column], sample: String(Int(year)), place: first.valuePlaces[column]))
            // One year for every row: it belongs with the figures before it.
            if years.count == 1, column > 0, !yearColumns.contains(column - 1), !series[column - 1].contains(String(Int(year))) {
                let title = series[column - 1]
                // `GDP (USD bn)` → `GDP (USD bn, 2023)`.
                series[column - 1] = title.hasSuffix(")") ? title.dropLast() + ", \(Int(year)))" : title + " (\(Int(year)))"
            }
            leaveOut(series: column)
        }
        return leftOut.reversed()
    }

    /// `Year`, `Year of estimate`, `Jahr`, `Année`, `Año`, `As of`, `Date`: a title that says its column holds years.
    static func titlesAYear(_ title: String) -> Bool {
        let words = title.lowercased().split { !$0.isLetter }
        guard let first = words.first else { return false }
        if words.count == 1, ["date", "yr", "anno", "ano", "año", "jahr", "année", "annee", "year"].contains(first) { return true }
        if first == "year" || words == ["as", "of"] { return true }
        // `Est. year`, `Data year`, but not `Visits per year`.
        return words.count >= 2 && words.last == "year" && !["per", "a", "each"].contains(words[words.count - 2])
    }

    private static func isYear(_ value: Double) -> Bool {
        value == value.rounded() && (1800...2100).contains(value)
    }
}
