import Diagnostics

/// Reads a chart block into a `ChartSpec`, collecting every diagnostic on the way.
enum SpecParser {
    static func parse(_ block: ChartBlock, kinds: ChartKinds = ChartRegistry.standard) -> (spec: (any AnyChartSpec)?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let source = SourceText(block.body, path: block.path, firstLine: block.firstLine, columnOffset: block.columnOffset)
        if let foreign = ForeignSyntax.diagnostic(for: source) { return (nil, [foreign]) }
        let parts = BlockSplitter.split(source, knownKeys: kinds.allKeys, diagnostics: &diagnostics)
        // A note moved from Obsidian keeps the Charts plugin's block, which the site reads as YAML
        // (`ObsidianChartsBlock`): one that reaches here could not be read, and gets one error that
        // says how to write it, not a warning for each of its lines.
        if parts.separatorLine == nil, let series = parts.header.first(where: { $0.key == "series" }) {
            return (nil, [source.diagnostic(.error, Messages.obsidianChart, at: series.keyPlace)])
        }
        guard let kind = resolveKind(parts, source, kinds, &diagnostics) else {
            // Without a kind the keys cannot be checked, but the rows can: every error at once.
            var options = ChartOptions()
            options.unit = parts.header.last { $0.key == "unit" }?.value ?? ""
            options.dataPath = parts.header.last { $0.key == "data" }.flatMap { $0.value.isEmpty ? nil : $0.value }
            // Values alone (`12`) may be a histogram's under another tool's name: no error for each.
            _ = readTable(parts, block, source, options: options, readsText: false, readsBare: true, &diagnostics)
            return (nil, diagnostics)
        }
        let spec = parse(kind, parts, block, source, kinds, &diagnostics)
        return (spec, diagnostics)
    }

    /// The rest of the block, read by its kind (opened from the registry's existential).
    private static func parse<Kind: ChartKind>(
        _ kind: Kind, _ parts: BlockParts, _ block: ChartBlock, _ source: SourceText, _ kinds: ChartKinds,
        _ diagnostics: inout [Diagnostic]
    ) -> (any AnyChartSpec)? {
        var (options, own) = OptionsReader(source: source, kind: kind, allKeys: kinds.allKeys).read(parts.header, diagnostics: &diagnostics)
        if let shape = options.shape, shape.groupBy == nil, let groups = shape.groups.first {
            diagnostics.append(source.diagnostic(.warning, Messages.groupsWithoutGroupBy, at: groups.place))
        }
        // A kind whose labels are values (a scatter's x) has no categories to turn into series.
        if !kind.labelsNameRows, let place = options.shape?.transposes {
            diagnostics.append(source.diagnostic(.warning, Messages.transposeNeedsCategories(kind.name), at: place))
            options.shape?.transposes = nil
        }
        guard var table = readTable(parts, block, source, options: options, readsText: kind.readsTextColumns, readsBare: kind.readsBareValues, &diagnostics),
            !diagnostics.hasErrors
        else { return nil }
        // `Country | GDP | Year`: the years the figures are of are no series (unless `columns:` names them).
        if kind.labelsNameRows, options.shape?.isEmpty ?? true {
            let titles = table.series
            for column in table.leaveOutYearColumns() {
                let written = [table.labelHeader ?? "Label"] + titles
                diagnostics.append(table.source.diagnostic(.warning, Messages.yearColumnLeftOut(column.title, sample: column.sample, titles: written), at: column.place))
            }
        }
        kind.arrange(&table)
        // `45.5%` in every row: the values are percentages, and are written so.
        if table.valuesArePercentages, options.unit.isEmpty, options.numberFormat == .plain { options.unit = "%" }
        // `$1,200` and `350 €` in the rows: the values are money, and are written so.
        // Money in some value columns only (`Revenue` beside `Orders`) is no unit of the whole chart.
        if let sign = table.currencyWritten, !table.moneyIsInSomeColumnsOnly, options.unit.isEmpty, options.numberFormat == .plain { options.unit = sign }
        // `8 hours` in every row: the same, with that unit.
        if let unit = table.unitWritten, options.unit.isEmpty {
            options.unit = unit
            options.singularUnit = table.singularUnitWritten
        }
        if options.source == nil, let source = table.sourceWritten { options.source = source }
        if let note = table.noteWritten { options.note = options.note.map { $0 + " " + note } ?? note }
        // `3:45:12` in the rows: durations, written as the writer wrote them, with hours where any
        // value has them or reaches one (`format: duration` over seconds too).
        if table.valuesAreDurations, options.numberFormat == .plain { options.numberFormat = .duration(hours: false) }
        if options.numberFormat.isDuration {
            let longest = table.rows.flatMap { $0.values.compactMap { $0 } }.filter { $0.isFinite }.map(abs).max() ?? 0
            options.numberFormat = .duration(hours: table.durationsHaveHours || longest >= 3600, lettered: table.durationsLettered)
        }
        // `1.2k` and `$4.5B` in the rows: the numbers are written compact, as the writer wrote them.
        if table.valuesHaveMagnitudes, options.numberFormat == .plain { options.numberFormat = .compact }
        // `Revenue ($)` above every value column: the same.
        if options.unit.isEmpty, options.numberFormat == .plain, !kind.readsTextColumns, let unit = HeaderUnit.unit(of: table.series) { options.unit = unit }
        if kind.labelsNameRows { warnAboutDuplicates(table, &diagnostics) }
        warnAboutColours(table, options: options, readsText: kind.readsTextColumns, &diagnostics)
        sort(&table, by: options.sort)
        // Names that are colours ("Red", "Blue") draw in those colours, unless the block says others.
        if options.colors.isEmpty, let named = ColourWords.colours(for: kind.colourNames(in: table)) { options.colors = named }
        var spec = ChartSpec(kind: kind, options: options, own: own, table: table)
        kind.validate(&spec, diagnostics: &diagnostics)
        return spec
    }

    /// The rows, from the block or its `data:` file; nil (with an error) when there are none.
    private static func readTable(
        _ parts: BlockParts, _ block: ChartBlock, _ source: SourceText, options: ChartOptions, readsText: Bool, readsBare: Bool = false,
        _ diagnostics: inout [Diagnostic]
    ) -> DataTable? {
        if let dataPath = options.dataPath {
            return readDataFile(dataPath, block, source, parts, options, readsText: readsText, readsBare: readsBare, &diagnostics)
        }
        let separator = RowSeparator.forBlock(rows: parts.dataLines.lazy.map { source.lines[$0] })
        // A downloaded file pasted in whole: the lines above its table (the World Bank's) are no rows.
        var lines = parts.dataLines
        if case .file = separator {
            lines = (lines.lowerBound + DataFilePreamble.tableStart(in: Array(source.lines[lines])))..<lines.upperBound
        }
        var table = DataReader(
            source: source, unit: options.unit, separator: separator, readsTextColumns: readsText, readsBareValues: readsBare, shape: options.shape, block: source)
            .read(lines: lines, diagnostics: &diagnostics)
        if table?.rows.isEmpty == true { table = nil }
        if table == nil, !diagnostics.hasErrors {
            let line = parts.separatorLine ?? max(0, source.lines.count - 1)
            diagnostics.append(source.diagnostic(.error, Messages.noData, at: .init(line: line, offset: 0)))
        }
        return table
    }

    private static func resolveKind(
        _ parts: BlockParts, _ source: SourceText, _ kinds: ChartKinds, _ diagnostics: inout [Diagnostic]
    ) -> (any ChartKind)? {
        guard let entry = parts.header.last(where: { $0.key == "type" }) else {
            let line = source.lines.firstIndex { !BlockSplitter.isBlankOrComment($0) } ?? 0
            diagnostics.append(source.diagnostic(.error, Messages.missingType(known: kinds.names), at: .init(line: line, offset: 0)))
            return nil
        }
        let word = entry.value.lowercasedWord()
        if let kind = kinds.kind(named: word) { return kind }
        if let lines = kinds.headerLines(forOtherName: word) {
            diagnostics.append(source.diagnostic(.error, Messages.otherToolsType(String(entry.value), lines: lines), at: entry.valuePlace))
            return nil
        }
        let suggestion = nearestMatch(to: word, among: kinds.names)
        diagnostics.append(source.diagnostic(.error, Messages.unknownType(String(entry.value), suggestion: suggestion, known: kinds.names), at: entry.valuePlace))
        return nil
    }

    private static func readDataFile(
        _ path: String, _ block: ChartBlock, _ source: SourceText, _ parts: BlockParts, _ options: ChartOptions,
        readsText: Bool, readsBare: Bool, _ diagnostics: inout [Diagnostic]
    ) -> DataTable? {
        let entry = parts.header.last { $0.key == "data" }
        let place = entry?.valuePlace ?? .init(line: 0, offset: 0)
        // `data: [25, 50, 75]`, as some editors' chart blocks list the values: no file's name.
        if path.hasPrefix("["), path.hasSuffix("]") {
            diagnostics.append(source.diagnostic(.error, Messages.valuesListedInData(path), at: place))
            return nil
        }
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
        // Excel's "CSV UTF-8" starts with a byte order mark, which is not part of the first title.
        let csv = SourceText(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, path: siblingPath(path, of: block.path), firstLine: 1)
        let start = DataFilePreamble.tableStart(in: csv.lines)
        let firstLine = start < csv.lines.count ? csv.lines[start] : ""
        // A file of columns parted by blanks (gnuplot's `.dat`, a console's table saved) is read as such rows in a block are.
        let rows = csv.lines[start...].lazy.filter { !BlockSplitter.isBlankOrComment($0) }
        let separator = BlankSeparatedRows.layout(of: rows).map { RowSeparator.blanks($0) } ?? .sniffed(from: firstLine)
        let table = DataReader(
            source: csv, unit: options.unit, separator: separator, readsTextColumns: readsText, readsBareValues: readsBare, shape: options.shape, block: source
        ).read(lines: start..<csv.lines.count, diagnostics: &diagnostics)
        if table == nil || table?.rows.isEmpty == true, !diagnostics.hasErrors {
            diagnostics.append(source.diagnostic(.error, Messages.noData, at: place))
        }
        return table
    }

    /// `data.csv` named in `content/posts/a.md` is `content/posts/data.csv`.
    static func siblingPath(_ path: String, of markdownPath: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = markdownPath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(markdownPath[...slash]) + path
    }

    private static func warnAboutDuplicates(_ table: DataTable, _ diagnostics: inout [Diagnostic]) {
        // Rows are read through the array, not copied out of it: a copy retains each row's arrays.
        let rows = table.rows
        // A titled first column beside two or more others may be long data: say how to group it.
        let longData = table.labelHeader.flatMap { group in
            table.series.count >= 2 ? (group: group, x: table.series[table.series.count - 2], value: table.series[table.series.count - 1]) : nil
        }
        func warn(_ index: Int, firstLine: Int) {
            diagnostics.append(
                table.source.diagnostic(
                    .warning, Messages.duplicateLabel(rows[index].label, firstLine: table.source.firstLine + firstLine, longData: longData),
                    at: rows[index].labelPlace))
        }
        // Few rows: comparing pairs is faster than hashing every label.
        if rows.count <= 16 {
            for index in rows.indices {
                if let first = rows[..<index].firstIndex(where: { $0.label == rows[index].label }) { warn(index, firstLine: rows[first].labelPlace.line) }
            }
            return
        }
        var seen = [String: Int](minimumCapacity: rows.count)
        for index in rows.indices {
            let line = rows[index].labelPlace.line
            if let first = seen.updateValue(line, forKey: rows[index].label) {
                warn(index, firstLine: first)
                seen[rows[index].label] = first
            }
        }
    }

    /// More series than colours: some share one, and the reader cannot tell them apart.
    private static func warnAboutColours(_ table: DataTable, options: ChartOptions, readsText: Bool, _ diagnostics: inout [Diagnostic]) {
        let colors = max(Palette.colors.count, options.colors.count)
        guard !readsText, table.series.count > colors, let first = table.rows.first, first.valuePlaces.count > colors else { return }
        diagnostics.append(table.source.diagnostic(.warning, Messages.tooManySeries(table.series.count, colors: colors), at: first.valuePlaces[colors]))
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
