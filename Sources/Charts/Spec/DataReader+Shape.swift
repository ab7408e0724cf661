import Diagnostics

extension DataReader {
    /// The rows as `shape` asks for them: only the columns it names, in its order; with
    /// `group-by:`, "long" rows (label, group, value) turned into one row per label with a
    /// column per group. The first row is the header either way. Nil (with errors) when a named
    /// column is not there or the rows do not fit the shape.
    func reshaped(_ rows: [RawRow], _ cells: [Cell], by shape: TableShape, diagnostics: inout [Diagnostic]) -> (rows: [RawRow], cells: [Cell])? {
        var failed = false
        /// An error in the block's keys.
        func report(_ message: String, at place: SourcePlace) {
            diagnostics.append((block ?? source).diagnostic(.error, message, at: place))
            failed = true
        }
        /// An error in the rows (which may be a data file's).
        func reportInRows(_ message: String, at place: SourcePlace) {
            diagnostics.append(source.diagnostic(.error, message, at: place))
            failed = true
        }
        let keyPlace = shape.columns.first?.place ?? shape.groupBy?.place ?? shape.transposes ?? .init(line: 0, offset: 0)
        guard let header = rows.first, !header.isColonForm else {
            report(shape.columns.isEmpty && shape.groupBy == nil ? Messages.transposeNeedsTitles : Messages.shapeNeedsTitles, at: keyPlace)
            return nil
        }
        let titles = cells[header.cells].map { $0.text }
        let finder = ColumnFinder(titles: titles)
        func find(_ name: TableShape.Name) -> Int? {
            if let index = finder.index(of: name.text) { return index }
            report(Messages.noSuchColumn(name.text, suggestion: finder.suggestion(for: name.text), titles: titles, in: source.path), at: name.place)
            return nil
        }
        /// A name's columns: the one it titles, or those from one title to another (`1960..2023`, `1960…2023`).
        func findAll(_ name: TableShape.Name) -> [Int] {
            if finder.index(of: name.text) == nil, let (from, to) = TableShape.rangeEnds(name.text) {
                let place = name.place
                guard let first = find(.init(text: from, place: place)), let last = find(.init(text: to, place: place)) else { return [] }
                return first <= last ? Array(first...last) : Array((last...first).reversed())
            }
            return find(name).map { [$0] } ?? []
        }
        let group = shape.groupBy.flatMap(find)
        var keep = shape.columns.flatMap(findAll)
        guard !failed else { return nil }
        if keep.isEmpty { keep = Array(titles.indices) }
        if let group { keep.removeAll { $0 == group } }
        if let group, keep.count != 2 {
            report(Messages.groupByNeedsOneValueColumn(titles[group], others: titles.indices.filter { $0 != group }.map { titles[$0] }), at: keyPlace)
            return nil
        }
        guard keep.count >= 2 else {
            report(Messages.columnsNeedValues, at: keyPlace)
            return nil
        }
        let needed = max(keep.max() ?? 0, group ?? 0) + 1
        /// The kept cells of a row, or nil (and an error) when it is too short to hold them.
        func kept(_ row: RawRow) -> [Cell]? {
            let rowCells = cells[row.cells]
            guard rowCells.count >= needed else {
                let end = CellSplitter.trimmedRange(source.lines[row.line]).upperBound
                reportInRows(
                    Messages.wrongCellCount(
                        row: rowCells.first?.text ?? "", found: rowCells.count, expected: titles.count,
                        header: titles.joined(separator: " | "), separator: separator.name),
                    at: .init(line: row.line, offset: end))
                return nil
            }
            return keep.map { rowCells[rowCells.startIndex + $0] }
        }
        var shaped = Shaped()
        guard let group else {
            for row in rows { if let kept = kept(row) { shaped.append(kept, line: row.line) } }
            if failed { return nil }
            if shape.transposes != nil {
                // Every row as long as the titles, or its cells would land under other labels.
                for row in rows.dropFirst() where row.cells.count > titles.count {
                    let extra = cells[row.cells.lowerBound + titles.count]
                    reportInRows(
                        Messages.wrongCellCount(
                            row: cells[row.cells.lowerBound].text, found: row.cells.count, expected: titles.count,
                            header: titles.joined(separator: " | "), separator: separator.name),
                        at: .init(line: row.line, offset: extra.offset))
                }
                return failed ? nil : Self.transposed(shaped.rows, shaped.cells)
            }
            return (shaped.rows, shaped.cells)
        }
        // Long to wide: a series per group, in the order the groups first appear.
        var groups: [Cell] = [], groupIndexes: [String: Int] = [:]
        var labels: [Cell] = [], labelIndexes: [String: Int] = [:]
        var values: [[Cell?]] = []
        // `groups:` picks groups by name (ignoring case and blanks) and orders them.
        var chosen: [String: Int] = [:]
        for (order, name) in shape.groups.enumerated() where chosen[ColumnFinder.folded(name.text)] == nil { chosen[ColumnFinder.folded(name.text)] = order }
        var seenGroups: [String] = [], seen: Set<String> = []
        for row in rows.dropFirst() {
            guard let kept = kept(row) else { continue }
            var groupCell = cells[row.cells.lowerBound + group]
            groupCell.line = row.line
            if !chosen.isEmpty {
                if seen.insert(groupCell.text).inserted { seenGroups.append(groupCell.text) }
                guard chosen[ColumnFinder.folded(groupCell.text)] != nil else { continue }
            }
            let column = groupIndexes[groupCell.text] ?? {
                groups.append(groupCell)
                groupIndexes[groupCell.text] = groups.count - 1
                return groups.count - 1
            }()
            var label = kept[0]
            label.line = row.line
            let labelIndex = labelIndexes[label.text] ?? {
                labels.append(label)
                values.append([])
                labelIndexes[label.text] = labels.count - 1
                return labels.count - 1
            }()
            if values[labelIndex].count <= column { values[labelIndex] += [Cell?](repeating: nil, count: column + 1 - values[labelIndex].count) }
            if let earlier = values[labelIndex][column] {
                reportInRows(Messages.twoValuesInOneGroup(groupCell.text, label: label.text, firstLine: source.firstLine + earlier.line), at: .init(line: row.line, offset: kept[1].offset))
                continue
            }
            var value = kept[1]
            value.line = row.line
            values[labelIndex][column] = value
        }
        let found = Set(groups.map { ColumnFinder.folded($0.text) })
        for name in shape.groups where !found.contains(ColumnFinder.folded(name.text)) {
            report(
                Messages.noSuchGroup(name.text, column: titles[group], suggestion: ColumnFinder(titles: seenGroups).suggestion(for: name.text), names: seenGroups),
                at: name.place)
        }
        guard !failed else { return nil }
        // The groups in the order `groups:` names them; the order they appear in otherwise.
        let rank = groups.indices.map { chosen[ColumnFinder.folded(groups[$0].text)] ?? $0 }
        let columnOrder = groups.indices.sorted { (rank[$0], $0) < (rank[$1], $1) }
        groups = columnOrder.map { groups[$0] }
        values = values.map { row in columnOrder.map { $0 < row.count ? row[$0] : nil } }
        var titleCell = cells[header.cells][header.cells.lowerBound + keep[0]]
        titleCell.line = header.line
        shaped.append([titleCell] + groups, line: header.line)
        for index in Self.order(of: labels) {
            let label = labels[index]
            let row = values[index] + [Cell?](repeating: nil, count: groups.count - values[index].count)
            shaped.append([label] + row.map { $0 ?? Cell(text: "", offset: label.offset, wasQuoted: false, line: label.line) }, line: label.line)
        }
        return shape.transposes != nil ? Self.transposed(shaped.rows, shaped.cells) : (shaped.rows, shaped.cells)
    }

    /// The order labels are drawn in: by number or date when every label is one (years, `2026-03`),
    /// otherwise as they first appear.
    private static func order(of labels: [Cell]) -> [Int] {
        let numbers = labels.map { Double($0.text).flatMap { $0.isFinite ? $0 : nil } }
        if numbers.allSatisfy({ $0 != nil }) {
            return labels.indices.sorted { (numbers[$0]!, $0) < (numbers[$1]!, $1) }
        }
        let isDate = { (text: String) in text.utf8.first.map { $0 >= 48 && $0 <= 57 } == true && text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == .dash || $0 == .colon || $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: " ") } }
        if let length = labels.first?.text.utf8.count, labels.allSatisfy({ $0.text.utf8.count == length && isDate($0.text) }) {
            return labels.indices.sorted { (labels[$0].text, $0) < (labels[$1].text, $1) }
        }
        return Array(labels.indices)
    }
}

/// Rows being put together, their cells in one array.
extension DataReader {
    /// The rows with each column made a row: the first column's cells title the new columns, the
    /// first row's name the new rows. Each cell keeps the line it is written on. The corner's
    /// title named the old labels, now the series, so the new labels go untitled.
    static func transposed(_ rows: [RawRow], _ cells: [Cell]) -> (rows: [RawRow], cells: [Cell]) {
        let width = rows.map(\.cells.count).max() ?? 0
        var shaped = Shaped()
        for column in 0..<width {
            shaped.append(
                rows.indices.map { index in
                    var cell = cells[rows[index].cells.lowerBound + column]
                    if cell.line < 0 { cell.line = rows[index].line }
                    if index == 0, column == 0 { cell.text = "" }
                    return cell
                }, line: rows[0].line)
        }
        return (shaped.rows, shaped.cells)
    }
}

private struct Shaped {
    var rows: [DataReader.RawRow] = []
    var cells: [Cell] = []

    mutating func append(_ rowCells: [Cell], line: Int) {
        let start = cells.count
        cells += rowCells
        rows.append(DataReader.RawRow(cells: start..<cells.count, line: line, isColonForm: false))
    }
}
