/// The lines a downloaded data file puts above its table, as the World Bank's CSV files do
/// (`"Data Source","World Development Indicators",` and `"Last Updated Date","2024-06-28",`
/// above `"Country Name","Country Code",…,"2023",`): they are no rows, and reading starts below them.
enum DataFilePreamble {
    /// The most lines a preamble has.
    static let longest = 10

    /// The index of the line the table starts at: the first line as wide as the table's widest
    /// (in cells that hold something) when each line above it holds at most half as many (a
    /// title, `key,value`) and there are at most `longest` of them; the first line otherwise.
    static func tableStart(in lines: [Substring]) -> Int {
        let filled = lines.indices.lazy.filter { !BlockSplitter.isBlankOrComment(lines[$0]) }.prefix(50)
        guard let first = filled.first else { return 0 }
        var widths: [(line: Int, cells: Int)] = []
        var cells: [Cell] = []
        for index in filled {
            let separator: UInt8
            if case .file(let byte, _) = RowSeparator.sniffed(from: lines[index]) { separator = byte } else { separator = .comma }
            cells.removeAll(keepingCapacity: true)
            CellSplitter.appendCells(of: lines[index], separator: separator, to: &cells)
            widths.append((index, cells.lazy.filter { !$0.text.isEmpty }.count))
        }
        guard let widest = widths.map(\.cells).max(),
            let start = widths.firstIndex(where: { $0.cells == widest }), start > 0, start <= longest,
            widths[..<start].allSatisfy({ $0.cells <= max(1, widest / 2) }),
            // The table below it: its next line is wider than any line above, as a first row is.
            start + 1 < widths.count, widths[start + 1].cells > max(1, widest / 2)
        else { return first }
        return widths[start].line
    }
}
