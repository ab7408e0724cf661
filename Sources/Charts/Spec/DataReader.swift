import Diagnostics

/// Reads data rows (pipe table, `Label: value`, or CSV) into a `DataTable`.
struct DataReader {
    let source: SourceText
    let unit: String
    /// CSV files split on commas; blocks on pipes or a colon.
    let isCSV: Bool

    private struct RawRow {
        var cells: [Cell]
        var line: Int
        var isColonForm: Bool
    }

    func read(lines: Range<Int>, diagnostics: inout [Diagnostic]) -> DataTable? {
        var raw: [RawRow] = []
        raw.reserveCapacity(lines.count)
        var delimiterAfterFirst = false
        for index in lines {
            let line = source.lines[index]
            if BlockSplitter.isBlankOrComment(line) { continue }
            guard let row = split(line, index, diagnostics: &diagnostics) else { continue }
            if isDelimiterRow(row.cells) {
                if raw.count == 1 { delimiterAfterFirst = true }
                continue
            }
            raw.append(row)
        }
        guard let first = raw.first else { return nil }
        let columns = first.cells.count
        guard columns >= 2 else {
            let line = source.lines[first.line]
            diagnostics.append(source.diagnostic(.error, Messages.rowWithoutValue(BlockSplitter.trimmed(line)), at: .init(line: first.line, offset: CellSplitter.trimmedRange(line).upperBound)))
            return nil
        }
        let hasHeader = !first.isColonForm && (delimiterAfterFirst || columns >= 3 || (columns == 2 && isHeaderValue(first.cells[1])))
        var table = DataTable(
            labelHeader: hasHeader ? nonEmpty(first.cells[0].text) : nil,
            series: hasHeader ? first.cells.dropFirst().map { String($0.text) } : [String](repeating: "", count: max(1, columns - 1)),
            rows: [], source: source, decimals: 0)
        // Only an error message needs the header spelled out.
        func headerText() -> String {
            hasHeader
                ? first.cells.map { String($0.text) }.joined(separator: " | ")
                : "Label" + (1..<columns).map { " | value \($0)" }.joined()
        }
        table.rows.reserveCapacity(raw.count)
        var failed = false
        for row in raw.dropFirst(hasHeader ? 1 : 0) {
            let label = String(row.cells[0].text)
            guard row.cells.count == columns else {
                let place: SourcePlace
                if row.cells.count > columns {
                    place = .init(line: row.line, offset: row.cells[columns].offset)
                } else {
                    place = .init(line: row.line, offset: CellSplitter.trimmedRange(source.lines[row.line]).upperBound)
                }
                diagnostics.append(source.diagnostic(.error, Messages.wrongCellCount(row: label, found: row.cells.count, expected: columns, header: headerText()), at: place))
                failed = true
                continue
            }
            var values: [Double?] = []
            var places: [SourcePlace] = []
            values.reserveCapacity(columns - 1)
            places.reserveCapacity(columns - 1)
            for cell in row.cells.dropFirst() {
                let place = SourcePlace(line: row.line, offset: cell.offset)
                places.append(place)
                switch NumberParser.parse(cell.text, unit: unit) {
                case .number(let value, let decimals):
                    values.append(value)
                    table.decimals = max(table.decimals, decimals)
                case .missing:
                    values.append(nil)
                case .invalid(let decimalComma):
                    diagnostics.append(source.diagnostic(.error, Messages.notANumber(Substring(cell.text), row: label, decimalComma: decimalComma), at: place))
                    values.append(nil)
                    failed = true
                }
            }
            table.rows.append(DataRow(label: label, values: values, labelPlace: .init(line: row.line, offset: row.cells[0].offset), valuePlaces: places))
        }
        return failed ? nil : table
    }

    private func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private func split(_ line: Substring, _ index: Int, diagnostics: inout [Diagnostic]) -> RawRow? {
        if isCSV {
            return RawRow(cells: CellSplitter.cells(of: line, separator: .comma), line: index, isColonForm: false)
        }
        if CellSplitter.firstUnquoted(.pipe, in: line) != nil {
            return RawRow(cells: CellSplitter.cells(of: line, separator: .pipe), line: index, isColonForm: false)
        }
        if CellSplitter.firstUnquoted(.colon, in: line) != nil {
            return RawRow(cells: CellSplitter.cells(of: line, separator: .colon, limit: 2), line: index, isColonForm: true)
        }
        let trimmed = BlockSplitter.trimmed(line)
        diagnostics.append(source.diagnostic(.error, Messages.rowWithoutValue(trimmed), at: .init(line: index, offset: CellSplitter.trimmedRange(line).upperBound)))
        return nil
    }

    /// A GFM `|---|:--:|` row.
    private func isDelimiterRow(_ cells: [Cell]) -> Bool {
        guard !isCSV else { return false }
        return cells.allSatisfy { cell in
            // `---`, `:--`, `--:` or `:-:`, checked without copying the cell.
            let utf8 = cell.text.utf8
            guard let first = utf8.first, let last = utf8.last, first == .dash || first == .colon else { return false }
            var dashes = 0
            for (offset, byte) in utf8.enumerated() {
                if byte == .dash {
                    dashes += 1
                } else if byte != .colon || (offset != 0 && offset != utf8.count - 1) {
                    return false
                }
            }
            return dashes > 0 && (last == .dash || last == .colon)
        }
    }

    /// A two-column first row is a header when its value cell is text, not a number or a gap.
    private func isHeaderValue(_ cell: Cell) -> Bool {
        if case .invalid = NumberParser.parse(cell.text, unit: unit) { return true }
        return false
    }
}
