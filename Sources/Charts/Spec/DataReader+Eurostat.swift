/// Eurostat's tab-separated downloads: the first title holds the row codes' names and the
/// columns' (`freq,unit,geo\TIME_PERIOD`), each row's first cell its codes (`A,CP_MEUR,DE`), and a
/// value may carry flags after it (`2317832.0 p`: provisional; `e`: estimated) or be `:` (none).
/// The rows are named by their last code, the flags are dropped, and `:` is a gap.
extension DataReader {
    /// Whether the rows are Eurostat's: a tab-separated file whose first title holds a backslash,
    /// or the same rows pasted into a block, whose first title ends in Eurostat's `\time` or `\TIME_PERIOD`.
    static func isEurostat(_ rows: [RawRow], _ cells: [Cell], separator: RowSeparator) -> Bool {
        // A byte, not a string, is looked for: `contains` of a string goes through Foundation, and this runs for every chart.
        guard let first = rows.first, let title = cells[first.cells].first, title.text.utf8.contains(UInt8(ascii: "\\")) else { return false }
        switch separator {
        case .file(.tab, _): return true
        case .block:
            let columns = title.text.split(separator: "\\").last?.lowercased().trimmingBlanks()
            return columns == "time" || columns == "time_period"
        default: return false
        }
    }

    /// The rows' labels as their last code and their values without flags.
    static func readEurostat(_ rows: [RawRow], _ cells: inout [Cell]) {
        guard let header = rows.first else { return }
        let title = cells[header.cells.lowerBound].text
        if let names = title.split(separator: "\\").first { cells[header.cells.lowerBound].text = names.split(separator: ",").last.map(String.init) ?? String(names) }
        for row in rows.dropFirst() where !row.cells.isEmpty {
            let label = cells[row.cells.lowerBound].text
            if let last = label.split(separator: ",").last { cells[row.cells.lowerBound].text = String(last).trimmingBlanks() }
            for index in row.cells.dropFirst() { cells[index].text = withoutFlags(cells[index].text) }
        }
    }

    /// `2317832.0 p` → `2317832.0`, `: c` → `:`: the letters Eurostat writes after a value.
    private static func withoutFlags(_ text: String) -> String {
        let trimmed = text.trimmingBlanks()
        guard let space = trimmed.lastIndex(of: " ") else { return trimmed }
        let flags = trimmed[trimmed.index(after: space)...]
        guard !flags.isEmpty, flags.count <= 3, flags.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return trimmed }
        return String(trimmed[..<space]).trimmingBlanks()
    }
}
