import Diagnostics

/// Reads a chart block into a `ChartSpec`, collecting every diagnostic on the way.
enum SpecParser {
    static func parse(_ block: ChartBlock) -> (spec: ChartSpec?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let source = SourceText(block.body, path: block.path, firstLine: block.firstLine, columnOffset: block.columnOffset)
        let parts = BlockSplitter.split(source, diagnostics: &diagnostics)
        let kind = resolveKind(parts, source, &diagnostics)
        let options = OptionsReader(source: source, kind: kind ?? BarKind()).read(parts.header, diagnostics: &diagnostics)
        var table: DataTable?
        if let dataPath = options.dataPath {
            table = readDataFile(dataPath, block, source, parts, options, &diagnostics)
        } else {
            table = DataReader(source: source, unit: options.unit, isCSV: false).read(lines: parts.dataLines, diagnostics: &diagnostics)
            if table?.rows.isEmpty == true { table = nil }
            if table == nil, !diagnostics.hasErrors {
                let line = parts.separatorLine ?? max(0, source.lines.count - 1)
                diagnostics.append(source.diagnostic(.error, Messages.noData, at: .init(line: line, offset: 0)))
            }
        }
        guard let kind, var table, !diagnostics.hasErrors else { return (nil, diagnostics) }
        warnAboutDuplicates(table, &diagnostics)
        sort(&table, by: options.sort)
        var spec = ChartSpec(kind: kind.name, options: options, table: table)
        kind.validate(&spec, diagnostics: &diagnostics)
        return (spec, diagnostics)
    }

    private static func resolveKind(_ parts: BlockParts, _ source: SourceText, _ diagnostics: inout [Diagnostic]) -> (any ChartKind)? {
        guard let entry = parts.header.last(where: { $0.key == "type" }) else {
            let line = source.lines.firstIndex { !BlockSplitter.isBlankOrComment($0) } ?? 0
            diagnostics.append(source.diagnostic(.error, Messages.missingType, at: .init(line: line, offset: 0)))
            return nil
        }
        let word = entry.value.lowercasedWord()
        if let kind = ChartRegistry.kind(named: word) { return kind }
        let suggestion = nearestMatch(to: word, among: ChartRegistry.names)
        diagnostics.append(source.diagnostic(.error, Messages.unknownType(String(entry.value), suggestion: suggestion), at: entry.valuePlace))
        return nil
    }

    private static func readDataFile(
        _ path: String, _ block: ChartBlock, _ source: SourceText, _ parts: BlockParts, _ options: ChartOptions,
        _ diagnostics: inout [Diagnostic]
    ) -> DataTable? {
        let entry = parts.header.last { $0.key == "data" }
        let place = entry?.valuePlace ?? .init(line: 0, offset: 0)
        if let firstRow = parts.dataLines.first(where: { !BlockSplitter.isBlankOrComment(source.lines[$0]) }) {
            diagnostics.append(source.diagnostic(.warning, Messages.rowsIgnoredForDataFile, at: .init(line: firstRow, offset: 0)))
        }
        guard let readData = block.readData else {
            diagnostics.append(source.diagnostic(.error, Messages.noFileSystem(path), at: place))
            return nil
        }
        let text: String
        do {
            text = try readData(path)
        } catch {
            diagnostics.append(source.diagnostic(.error, Messages.unreadableData(path, reason: "\(error)"), at: place))
            return nil
        }
        let csv = SourceText(text, path: siblingPath(path, of: block.path), firstLine: 1)
        let table = DataReader(source: csv, unit: options.unit, isCSV: true).read(lines: 0..<csv.lines.count, diagnostics: &diagnostics)
        if table == nil || table?.rows.isEmpty == true, !diagnostics.hasErrors {
            diagnostics.append(source.diagnostic(.error, Messages.noData, at: place))
        }
        return table
    }

    /// `data.csv` named in `content/posts/a.md` is `content/posts/data.csv`.
    static func siblingPath(_ path: String, of markdownPath: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = markdownPath.lastIndex(of: "/") else { return path }
        return String(markdownPath[...slash]) + path
    }

    private static func warnAboutDuplicates(_ table: DataTable, _ diagnostics: inout [Diagnostic]) {
        // Few rows: comparing pairs is faster than hashing every label.
        if table.rows.count <= 16 {
            for (index, row) in table.rows.enumerated() {
                if let first = table.rows[..<index].first(where: { $0.label == row.label }) {
                    diagnostics.append(table.source.diagnostic(.warning, Messages.duplicateLabel(row.label, firstLine: table.source.firstLine + first.labelPlace.line), at: row.labelPlace))
                }
            }
            return
        }
        var seen: [String: Int] = [:]
        for row in table.rows {
            if let first = seen[row.label] {
                diagnostics.append(table.source.diagnostic(.warning, Messages.duplicateLabel(row.label, firstLine: table.source.firstLine + first), at: row.labelPlace))
            } else {
                seen[row.label] = row.labelPlace.line
            }
        }
    }

    private static func sort(_ table: inout DataTable, by order: SortOrder) {
        guard order != .none else { return }
        // Stable sort by the first series; missing values go last either way.
        let indexed = table.rows.enumerated().map { ($0.offset, $0.element) }
        table.rows = indexed.sorted { a, b in
            let x = a.1.values.first ?? nil, y = b.1.values.first ?? nil
            switch (x, y) {
            case let (x?, y?) where x != y: return order == .ascending ? x < y : x > y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.0 < b.0
            }
        }.map(\.1)
    }
}
