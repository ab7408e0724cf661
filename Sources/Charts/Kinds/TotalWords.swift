import Diagnostics

/// The names a table gives the row or column that adds up the others (`Total`, `Gesamt`, `合计`):
/// drawn beside them, it would count every value twice.
enum TotalWords {
    static let all: Set<String> = [
        "total", "totals", "grand total", "sum", "overall", "all", "gesamt", "insgesamt", "summe", "totaal", "totale", "somme",
        "suma", "合計", "合计", "总计",
    ]

    /// Whether a row's or column's name is one of `all`, in any case, blanks around it. Most names
    /// start with another byte than any of them, and are not copied to be compared.
    static func isTotalName(_ name: String) -> Bool {
        guard name.utf8.count <= longest + 8, let start = name.utf8.drop(while: { $0 == .space || $0 == .tab }).leadingKey(3),
            initials.contains(start)
        else { return false }
        return all.contains(name.trimmingBlanks().lowercased())
    }

    /// The first three bytes of each of `all`, as `isTotalName` compares a name's.
    private static let initials = all.compactMap { $0.utf8.leadingKey(3) }
    private static let longest = all.map(\.utf8.count).max() ?? 0

    /// Whether `total` is `sum`, give or take the rounding of the parts it adds up (rounded shares
    /// sum to 99 or 101 as often as to 100).
    static func isTotal(_ total: Double, of sum: Double) -> Bool {
        abs(sum - total) <= max(abs(total) * 0.011, 1e-9)
    }

    /// The series that adds up the others in every row where it has a value, by its name; nil
    /// when there is none.
    static func summingSeries(in table: DataTable) -> Int? {
        guard table.series.count >= 3,
            let index = table.series.firstIndex(where: isTotalName)
        else { return nil }
        var checked = 0
        for row in table.rows {
            guard index < row.values.count, let total = row.values[index] else { continue }
            let others = row.values.indices.filter { $0 != index }.compactMap { row.values[$0] }.reduce(0, +)
            guard total.isFinite, isTotal(total, of: others) else { return nil }
            checked += 1
        }
        return checked > 0 ? index : nil
    }

    /// The row that adds up the others in every series where it has a value (`Total | 1,200 | 980`,
    /// as a pasted spreadsheet table ends), by its name; nil when there is none. With
    /// `positiveParts`, only positive values count among the parts (a pie's slices).
    static func summingRow(in table: DataTable, positiveParts: Bool = false) -> Int? {
        let rows = table.rows
        guard rows.count >= 3, let index = rows.indices.first(where: { isTotalName(rows[$0].label) }) else { return nil }
        var checked = 0
        for series in rows[index].values.indices {
            guard let total = rows[index].values[series] else { continue }
            let parts = rows.indices.filter { $0 != index }
                .compactMap { series < rows[$0].values.count ? rows[$0].values[series] : nil }
                .filter { $0.isFinite && (!positiveParts || $0 > 0) }
            guard total.isFinite, !parts.isEmpty, isTotal(total, of: parts.reduce(0, +)) else { return nil }
            checked += 1
        }
        return checked > 0 ? index : nil
    }

    /// Stacked marks (bars, areas): a `Total` column on the columns it adds up would count every
    /// value twice; it is left out, with a warning.
    static func leaveOutSummingSeries(of table: inout DataTable, diagnostics: inout [Diagnostic]) {
        guard let total = summingSeries(in: table) else { return }
        let place = table.rows.first { total < $0.valuePlaces.count }.map { $0.valuePlaces[total] } ?? SourcePlace(line: 0, offset: 0)
        diagnostics.append(table.source.diagnostic(.warning, message(table.series[total]), at: place))
        table.leaveOut(series: total)
    }

    /// Marks along categories (bars, a line's points): a `Total` row after the rows it adds up (a
    /// pasted spreadsheet table's last) would be drawn as one more of them, dwarfing the others; it
    /// is left out, with `message(label)` as the warning at its label.
    static func leaveOutSummingRow(of table: inout DataTable, message: (String) -> String, diagnostics: inout [Diagnostic]) {
        guard let total = summingRow(in: table) else { return }
        let row = table.rows[total]
        diagnostics.append(table.source.diagnostic(.warning, message(row.label), at: row.labelPlace))
        table.rows.remove(at: total)
    }

    static func message(_ title: String) -> String {
        "column \"\(title.shortenedForMessage())\" adds up the others, so stacked on them it would count every value twice; it is left out: remove it from the block, or write stacked: no to draw it beside them"
    }
}
