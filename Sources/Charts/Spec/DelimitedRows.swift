/// A data file's rows as cells, split as a chart's `data:` file is (its separator sniffed from the
/// first line: a tab, semicolons or commas; quotes keep a separator in a cell): for a table of
/// the file shown as it is (Hugo Blox's `table` shortcode).
public enum DelimitedRows {
    public static func rows(of text: String) -> [[String]] {
        let lines = text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        guard let first = lines.first else { return [] }
        guard case .file(let separator, _) = RowSeparator.sniffed(from: first) else { return [] }
        var cells: [Cell] = []
        return lines.map { line in
            cells.removeAll(keepingCapacity: true)
            CellSplitter.appendCells(of: line, separator: separator, to: &cells)
            return cells.map(\.text)
        }
    }
}
