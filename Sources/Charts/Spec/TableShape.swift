import Diagnostics

/// How a block reshapes its rows before they are read, for data as it comes (a file with more
/// columns than the chart needs, or "long" data with one row per value): the columns it keeps
/// (`columns: Date, Average`), and the column whose values name the series (`group-by: Country`).
struct TableShape: Sendable {
    /// A name in a list, and where it is written.
    struct Name: Sendable {
        var text: String
        var place: SourcePlace
    }

    /// Column titles (or 1-based column numbers), in the order to keep; the first labels the rows.
    var columns: [Name] = []
    var groupBy: Name?
    /// The groups `group-by:` draws, in this order (`groups: China, India`); empty draws every one.
    var groups: [Name] = []
    /// Where `transpose: yes` is written, when it is: each column becomes a row (Datawrapper's
    /// "transpose"), after `columns:` and `group-by:` have shaped the table as written.
    var transposes: SourcePlace?
    var isEmpty: Bool { columns.isEmpty && groupBy == nil && transposes == nil }

    /// The two titles a range of columns is written between (`1960..2023`, `1960…2023`); nil for a plain name.
    static func rangeEnds(_ name: String) -> (String, String)? {
        guard let mark = name.range(of: "..") ?? name.range(of: "…") else { return nil }
        let from = name[..<mark.lowerBound].trimmingBlanks(), to = name[mark.upperBound...].drop { $0 == "." }.trimmingBlanks()
        return from.isEmpty || to.isEmpty ? nil : (String(from), String(to))
    }

    /// A key's value as a list of names, split on commas (a name with a comma is written in quotes).
    static func names(in entry: HeaderEntry) -> [Name] {
        var cells: [Cell] = []
        CellSplitter.appendCells(of: Substring(entry.value), separator: .comma, to: &cells)
        return cells.filter { !$0.text.isEmpty }.map {
            Name(text: $0.text, place: .init(line: entry.valuePlace.line, offset: entry.valuePlace.offset + $0.offset))
        }
    }
}

/// Finds the columns a `TableShape` names among a header row's titles.
struct ColumnFinder {
    let titles: [String]

    /// The index of the column `name` titles: the same text, else the same ignoring case and
    /// blanks, else a column number (`3`).
    func index(of name: String) -> Int? {
        if let exact = titles.firstIndex(of: name) { return exact }
        let folded = Self.folded(name)
        if let loose = titles.firstIndex(where: { Self.folded($0) == folded }) { return loose }
        if let number = Int(name), number >= 1, number <= titles.count { return number - 1 }
        return nil
    }

    /// What the message for an unknown `name` suggests: the nearest title, if one is near.
    func suggestion(for name: String) -> String? {
        let folded = Self.folded(name)
        if let near = nearestMatch(to: folded, among: titles.map(Self.folded)) { return titles.first { Self.folded($0) == near } }
        // `GDP` for `gdp_trillion`: the one title that holds the name.
        let holding = titles.filter { Self.folded($0).contains(folded) }
        return holding.count == 1 ? holding[0] : nil
    }

    static func folded(_ title: String) -> String {
        title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
