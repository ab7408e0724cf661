import Diagnostics

extension DataReader {
    /// Columns of words beside columns of numbers (a country code beside the values): one error
    /// each, at its first word. Returns, per column, whether it is one (empty when none is).
    ///
    /// A column is one when two or more of its first five cells are words and the others gaps. In
    /// a table of words alone, or with one word, each word is a typo of its own and said so per row.
    func columnsOfWords(_ rows: ArraySlice<RawRow>, _ cells: [Cell], titles: [String], diagnostics: inout [Diagnostic]) -> [Bool] {
        let columns = titles.count
        let firstRows = Array(rows.lazy.filter { $0.cells.count == columns }.prefix(5))
        func cell(_ row: RawRow, _ column: Int) -> Cell { cells[row.cells.lowerBound + column] }
        let words = (1..<max(1, columns)).filter { column in
            let results = firstRows.map { number(cell($0, column).text) }.filter { $0 != .missing }
            return results.count >= 2 && results.allSatisfy { $0 == .invalid(decimalComma: false) }
        }
        guard !words.isEmpty, words.count < columns - 1 else { return [] }
        // A rank before the names (`Rank | Country | GDP | Year`, as encyclopedias' tables are): the
        // names are the labels, and the rank and a column of years are no values to draw.
        func texts(_ column: Int) -> [String] { firstRows.map { cell($0, column).text } }
        var kept = titles.indices.filter { !words.contains($0) }
        let namesTheRows = words.count == 1 && Self.isRank(texts(0))
        if namesTheRows {
            kept = [words[0]] + (1..<columns).filter { !words.contains($0) && !texts($0).allSatisfy { Self.isYear($0.trimmingBlanks()) } }
        }
        var numeric = kept.map { titles[$0] }
        // Many columns side by side (a year each, as the World Bank's are): written as a range.
        if kept.count > 8, kept.dropFirst().enumerated().allSatisfy({ $0.element == kept[1] + $0.offset }) {
            numeric = [titles[kept[0]], titles[kept[1]] + ".." + titles[kept[kept.count - 1]]]
        }
        // Long data (`Entity | Code | Year | Value`, as Our World in Data writes it): the first
        // column repeats beside a column of years or dates and one of values: a series per name.
        let labels = texts(0)
        let isTime = { (column: Int) in texts(column).allSatisfy(XValues.isDate) }
        var longData: (x: Int, value: Int)?
        if !namesTheRows, Set(labels).count < labels.count, let x = kept.dropFirst().first(where: isTime) {
            let values = kept.dropFirst().filter { $0 != x }
            if values.count == 1 { longData = (x, values[0]) }
        }
        for column in words {
            guard let row = firstRows.first(where: { number(cell($0, column).text) != .missing }) else { continue }
            let word = cell(row, column)
            let message =
                longData.map { Messages.wordColumnInLongData(titles[column], sample: word.text, groupBy: titles[0], x: titles[$0.x], value: titles[$0.value]) }
                ?? Messages.wordColumn(titles[column], sample: word.text, numericColumns: numeric, namesTheRows: namesTheRows)
            diagnostics.append(source.diagnostic(.error, message, at: .init(line: word.line >= 0 ? word.line : row.line, offset: word.offset)))
        }
        return (0..<columns).map { words.contains($0) }
    }

    /// `1, 2, 3`: a table's ranks, counting up from one.
    private static func isRank(_ cells: [String]) -> Bool {
        cells.count >= 2 && cells.enumerated().allSatisfy { index, text in Int(text.trimmingBlanks().trimmingCharacters(in: ["."])) == index + 1 }
    }

    /// The number of cells every row has when it is the same for all and not the header's: the
    /// header is then what is off (the last columns lost their titles, or it has one too many).
    func sharedWrongCellCount(_ rows: ArraySlice<RawRow>, columns: Int) -> Int? {
        guard rows.count >= 2, let count = rows.first?.cells.count, count != columns, rows.allSatisfy({ $0.cells.count == count }) else {
            return nil
        }
        return count
    }
}
