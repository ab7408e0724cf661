import Diagnostics

/// Reads data rows (pipe table, `Label: value`, or CSV) into a `DataTable`.
struct DataReader {
    let source: SourceText
    var unit: String
    /// How rows split: a block's on pipes, a colon or tabs; a data file's on the one separator
    /// its first line uses.
    let separator: RowSeparator
    /// Whether a value column may hold text (a scatter's groups and names): a column whose first
    /// cell is not a number is read as text, and each of its cells kept as written.
    var readsTextColumns = false
    /// Whether a row may be a value alone (`12`, a histogram's): it is read as a row without a label.
    var readsBareValues = false
    /// The columns the block keeps (`columns:`) and groups by (`group-by:`), if it names any.
    var shape: TableShape? = nil
    /// The block, where the shape's names are written (its errors point there).
    var block: SourceText? = nil
    /// Whether the values write a decimal comma (`4,5`, `1.234,5`), found by `rereading`.
    var readsDecimalCommas = false
    /// Whether `unit` is the one every value is written with (`8 hours`), found by `rereading`.
    var unitIsWritten = false
    /// The unit's singular, for the values written with it (`1 hour` beside `2 hours`).
    var singularUnit: String? = nil
    /// The units the values are written with when they differ (`12ms`, `1.2s`), for the errors.
    var unitsInBlock: [String] = []
    /// Whether the values are durations (`3:45:12`, `4:05`), found by `rereading`: read as seconds.
    var readsDurations = false
    /// Values are fractions over different wholes (`1/3`, `5/12`): each is read as its quotient.
    var readsFractions = false
    /// Whether values carry an uncertainty (`12.3 ms ± 0.4 ms`), found by `rereading`: the value is
    /// read, the uncertainty left out (with a warning: no error bars are drawn).
    var dropsUncertainties = false

    /// A row's cells, kept in one array shared by all rows (one allocation, not one per row).
    struct RawRow {
        var cells: Range<Int>
        var line: Int
        var isColonForm: Bool
    }

    /// Whether a line, blanks aside, ends in `|`.
    static func endsInPipe(_ line: Substring) -> Bool {
        CellSplitter.withBytes(of: line) { bytes in
            let range = CellSplitter.trimmedRange(bytes)
            return !range.isEmpty && bytes[range.upperBound - 1] == .pipe
        }
    }

    func read(lines: Range<Int>, diagnostics: inout [Diagnostic]) -> DataTable? {
        guard let (raw, allCells, delimiterAfterFirst, notes) = splitRows(lines, diagnostics: &diagnostics) else { return nil }
        var table = read(raw, allCells, delimiterAfterFirst: delimiterAfterFirst, diagnostics: &diagnostics)
        table?.sourceWritten = notes.source
        table?.noteWritten = notes.note
        return table
    }

    /// The table the rows hold, read again as they are written where that finds fewer mistakes.
    private func read(_ raw: [RawRow], _ allCells: [Cell], delimiterAfterFirst: Bool, diagnostics: inout [Diagnostic]) -> DataTable? {
        var attempt: [Diagnostic] = []
        let table = readRows(raw, allCells, delimiterAfterFirst: delimiterAfterFirst, diagnostics: &attempt)
        // Values written otherwise than the contract's `1,234.5` (`4,5`, `8 hours`) are read again
        // as they are written; that reading's word counts when it finds fewer mistakes.
        if attempt.hasErrors, let reader = rereading(raw, allCells) {
            var again: [Diagnostic] = []
            let reread = reader.readRows(raw, allCells, delimiterAfterFirst: delimiterAfterFirst, diagnostics: &again)
            if again.errorCount < attempt.errorCount {
                diagnostics += again
                if reader.dropsUncertainties, let place = firstUncertainty(raw, allCells) {
                    diagnostics.append(source.diagnostic(.warning, Messages.uncertaintiesLeftOut, at: place))
                }
                return reread
            }
        }
        // `1/3`, `1/4`, `5/12`: fractions (parts over different wholes), each read as the share it is;
        // over one whole (`7/10`, `8/10`) they are scores, that whole the unit.
        let units = attempt.hasErrors ? unitsWritten(in: raw, allCells) : []
        if units.count > 1, units.allSatisfy({ $0.hasPrefix("/") && $0.dropFirst().allSatisfy(\.isNumber) }) {
            var reader = self
            reader.readsFractions = true
            var again: [Diagnostic] = []
            let reread = reader.readRows(raw, allCells, delimiterAfterFirst: delimiterAfterFirst, diagnostics: &again)
            if again.errorCount < attempt.errorCount {
                diagnostics += again
                return reread
            }
        }
        // `12ms` beside `1.2s`: one message says the units differ, instead of a unit for each value.
        if units.count > 1 {
            var reader = self
            reader.unitsInBlock = units
            var again: [Diagnostic] = []
            let table = reader.readRows(raw, allCells, delimiterAfterFirst: delimiterAfterFirst, diagnostics: &again)
            diagnostics += again
            return table
        }
        diagnostics += attempt
        return table
    }

    /// The block's rows, each a range of the one array of cells; nil when there are none.
    private func splitRows(_ lines: Range<Int>, diagnostics: inout [Diagnostic]) -> (raw: [RawRow], cells: [Cell], delimiterAfterFirst: Bool, notes: (source: String?, note: String?))? {
        var raw: [RawRow] = []
        raw.reserveCapacity(lines.count)
        var allCells: [Cell] = []
        allCells.reserveCapacity(lines.count * 3)
        var delimiterAfterFirst = false
        for index in lines {
            let line = source.lines[index]
            if BlockSplitter.isBlankOrComment(line) { continue }
            guard let row = split(line, index, into: &allCells, diagnostics: &diagnostics) else { continue }
            if isDelimiterRow(allCells[row.cells]) {
                allCells.removeSubrange(row.cells)
                if raw.count == 1 { delimiterAfterFirst = true }
                continue
            }
            raw.append(row)
        }
        Self.dropEmptyLastColumns(of: &raw, in: allCells)
        let notes = peelNotes(from: &raw, allCells)
        Self.dropNumbering(of: raw, in: &allCells)
        if Self.isEurostat(raw, allCells, separator: separator) { Self.readEurostat(raw, &allCells) }
        if let shape, !shape.isEmpty, !raw.isEmpty {
            guard let reshaped = reshaped(raw, allCells, by: shape, diagnostics: &diagnostics) else { return nil }
            (raw, allCells) = reshaped
        }
        guard !raw.isEmpty else { return nil }
        return (raw, allCells, delimiterAfterFirst, notes)
    }

    /// The table the split rows hold, as this reader reads their values.
    private func readRows(_ raw: [RawRow], _ allCells: [Cell], delimiterAfterFirst: Bool, diagnostics: inout [Diagnostic]) -> DataTable? {
        guard let first = raw.first else { return nil }
        let firstCells = allCells[first.cells]
        let columns = firstCells.count
        guard columns >= 2 else {
            let line = source.lines[first.line]
            diagnostics.append(source.diagnostic(.error, Messages.rowWithoutValue(BlockSplitter.trimmed(line)), at: .init(line: first.line, offset: CellSplitter.trimmedRange(line).upperBound)))
            return nil
        }
        let hasHeader = shape?.isEmpty == false || !first.isColonForm && (delimiterAfterFirst || columns >= 3 || (columns == 2 && (isHeaderValue(firstCells[firstCells.startIndex + 1]) || yearAboveTheRest(first: firstCells, rest: raw.dropFirst(), in: allCells))))
        if !hasHeader, columns == 2, !first.isColonForm, mayNameTheColumns(first: firstCells, rest: raw.dropFirst(), in: allCells) {
            diagnostics.append(
                source.diagnostic(
                    .warning, Messages.firstRowReadAsData(firstCells.map(\.text).joined(separator: " | ")),
                    at: .init(line: first.line, offset: firstCells[firstCells.startIndex + 1].offset)))
        }
        // A column's title is written in the name of each of its marks: one as long as a page
        // would make every mark as long (it is a paragraph, or rows run together).
        if hasHeader, let long = firstCells.dropFirst().first(where: { $0.text.utf8.count > Self.longestTitle && $0.text.count > Self.longestTitle }) {
            diagnostics.append(
                source.diagnostic(.error, Messages.columnTitleTooLong(long.text.count, limit: Self.longestTitle), at: .init(line: first.line, offset: long.offset)))
            return nil
        }
        var table = DataTable(
            labelHeader: hasHeader ? nonEmpty(firstCells[firstCells.startIndex].text) : nil,
            series: hasHeader ? firstCells.dropFirst().map { $0.text } : columns == 2 ? Self.oneUnnamedSeries : [String](repeating: "", count: max(1, columns - 1)),
            rows: [], source: source, decimals: 0)
        table.seriesAreGroups = shape?.groupBy != nil
        // Only an error message needs the header spelled out.
        func headerText() -> String {
            hasHeader
                ? firstCells.map(\.text).joined(separator: " | ")
                : "Label" + (1..<columns).map { " | value \($0)" }.joined()
        }
        table.rows.reserveCapacity(raw.count)
        var failed = false
        var dataRows = raw.dropFirst(hasHeader ? 1 : 0)
        // A row of units under the titles (`, $bn, m`), as statistical tables have one: each
        // column's title says its unit (`GDP ($bn)`), and the row is no data.
        if hasHeader, let unitsRow = dataRows.first, dataRows.count >= 2, let units = unitsUnderTitles(allCells[unitsRow.cells], columns: columns) {
            table.series = zip(table.series, units).map { title, unit in unit.isEmpty ? title : "\(title) (\(unit))" }
            dataRows = dataRows.dropFirst()
        }
        var isText: [Bool] = []  // empty unless the kind reads text columns
        if readsTextColumns, let first = dataRows.first, allCells[first.cells].count == columns {
            // A column is text when its first cell that is not a gap (`NA`, `-`) is not a number.
            isText = [Bool](repeating: false, count: columns)
            for column in 1..<columns {
                let cell = dataRows.lazy.filter { allCells[$0.cells].count == columns }.map { allCells[$0.cells][$0.cells.lowerBound + column] }
                    .first { if case .missing = number($0.text) { false } else { true } }
                if let cell, case .invalid = number(cell.text) { isText[column] = true }
            }
            table.textSeries = (1..<columns).filter { isText[$0] }.map { $0 - 1 }
        }
        // Mistakes a whole column or the whole table makes are one error each, not one per row.
        let wordColumns = hasHeader && !readsTextColumns ? columnsOfWords(dataRows, allCells, titles: firstCells.map { $0.text }, diagnostics: &diagnostics) : []
        if !wordColumns.isEmpty { failed = true }
        if hasHeader, let count = sharedWrongCellCount(dataRows, columns: columns) {
            diagnostics.append(
                source.diagnostic(
                    .error, Messages.headerDoesNotFitRows(titles: columns, cells: count, header: headerText(), separator: separator.name),
                    at: .init(line: first.line, offset: CellSplitter.trimmedRange(source.lines[first.line]).upperBound)))
            return nil
        }
        // Per value column: whether each of its values was written `45.5%` (`percentColumn`), and whether it has one.
        var percentColumn = [Bool](repeating: true, count: max(0, columns - 1))
        var hasValue = [Bool](repeating: false, count: max(0, columns - 1))
        // Per value column: whether a value was written with its plus sign (`+2.3pp`, a change).
        var signed = [Bool](repeating: false, count: max(0, columns - 1))
        var hasPositive = [Bool](repeating: false, count: max(0, columns - 1))
        // Per value column: whether a value was written with a currency sign (`$4.50`).
        var money = [Bool](repeating: false, count: max(0, columns - 1))
        // The currency signs the values were written with.
        var currencies: Set<String> = []
        // A row ending in a pipe the title row has not (`Ost | 980 |`) leaves its last cell empty: a gap.
        let titlesEndInPipe = Self.endsInPipe(source.lines[first.line])
        // Values a computation wrote (`93.37309265136719`), by row and column: their decimals are the column's.
        var computedCells: [(row: Int, column: Int)] = []
        // Whether any value is written with a magnitude (`3.4bn`, `850 million`): then `620m` beside them is millions too.
        lazy var magnitudesWritten = dataRows.contains { allCells[$0.cells].dropFirst().contains { NumberParser.hasMagnitude($0.text) } }
        for row in dataRows {
            var cells = allCells[row.cells]
            let label = cells[cells.startIndex].text
            if cells.count == columns - 1, case .block = separator, !titlesEndInPipe, Self.endsInPipe(source.lines[row.line]) {
                cells.append(Cell(text: "", offset: CellSplitter.trimmedRange(source.lines[row.line]).upperBound, wasQuoted: false))
            }
            guard cells.count == columns else {
                let place: SourcePlace
                if cells.count > columns {
                    place = .init(line: row.line, offset: cells[cells.startIndex + columns].offset)
                } else {
                    place = .init(line: row.line, offset: CellSplitter.trimmedRange(source.lines[row.line]).upperBound)
                }
                diagnostics.append(source.diagnostic(.error, Messages.wrongCellCount(
                    row: label, found: cells.count, expected: columns, header: headerText(), separator: separator.name), at: place))
                failed = true
                continue
            }
            var values: [Double?] = []
            var places: [SourcePlace] = []
            var written: [Int] = []
            written.reserveCapacity(columns - 1)
            values.reserveCapacity(columns - 1)
            places.reserveCapacity(columns - 1)
            var texts: [String] = []
            var bounds: [ValueBound?] = []
            for (column, cell) in cells.dropFirst().enumerated() {
                let place = SourcePlace(line: cell.line >= 0 ? cell.line : row.line, offset: cell.offset)
                places.append(place)
                if !wordColumns.isEmpty, wordColumns[column + 1] {
                    values.append(nil)
                    continue
                }
                if !isText.isEmpty, isText[column + 1] {
                    texts.append(cell.text)
                    values.append(nil)
                    written.append(0)
                    continue
                }
                var read = number(cell.text)
                if case .invalid = read, cell.text.trimmingBlanks().hasSuffix("m"), magnitudesWritten {
                    let millions = number(cell.text, millionsAsM: true)
                    if case .number = millions { read = millions }
                }
                switch read {
                case .number(let value, _) where value.isFinite && abs(value) > NumberParser.largestMagnitude:
                    diagnostics.append(source.diagnostic(.error, Messages.valueTooLarge(Substring(cell.text), row: label), at: place))
                    values.append(nil)
                    failed = true
                case .number(let value, let decimals):
                    if percentColumn[column], !Self.endsWithPercent(cell.text) { percentColumn[column] = false }
                    hasValue[column] = true
                    if unit.isEmpty, let sign = NumberParser.currencySign(in: cell.text) {
                        currencies.insert(sign)
                        money[column] = true
                    }
                    if !table.valuesHaveMagnitudes, NumberParser.hasMagnitude(cell.text) { table.valuesHaveMagnitudes = true }
                    if !signed[column], cell.text.utf8.first(where: { $0 != 0x20 }) == UInt8(ascii: "+") { signed[column] = true }
                    if value > 0 { hasPositive[column] = true }
                    // `1.200 €`: where the euro sign follows the number, a point often separates thousands.
                    if decimals == 3, NumberParser.endsInEuroSign(cell.text), !cell.text.contains(",") {
                        diagnostics.append(source.diagnostic(.warning, Messages.pointBeforeThreeDigits(Substring(cell.text), value: value, row: label), at: place))
                    }
                    if cell.text.utf8.count > 7, NumberParser.wasComputed(cell.text) { computedCells.append((table.rows.count, column)) }
                    if let bound = ValueBound.written(in: cell.text) {
                        if bounds.isEmpty { bounds = Array(repeating: nil, count: cells.count - 1) }
                        bounds[column] = bound
                    }
                    values.append(value)
                    written.append(decimals)
                    table.decimals = max(table.decimals, decimals)
                case .missing:
                    values.append(nil)
                    written.append(0)
                case .invalid(let decimalComma):
                    let message = Messages.notANumber(
                        Substring(cell.text), row: label, decimalComma: decimalComma, unit: Self.unitWritten(with: cell.text), unitsInBlock: unitsInBlock,
                        isRange: isRange(cell.text), note: noteAfterNumber(cell.text))
                    diagnostics.append(source.diagnostic(.error, message, at: place))
                    values.append(nil)
                    failed = true
                }
            }
            if failed { continue }
            table.rows.append(DataRow(label: label, values: values, labelPlace: .init(line: row.line, offset: cells[cells.startIndex].offset), valuePlaces: places, decimals: written, texts: texts, bounds: bounds))
        }
        if !computedCells.isEmpty { Self.giveComputedValuesTheirColumnsDecimals(computedCells, in: &table) }
        if unit.isEmpty {
            table.percentSeries = hasValue.indices.filter { hasValue[$0] && percentColumn[$0] }
            // Every value written in percent: the block's unit is `%`.
            table.valuesArePercentages = !table.rows.isEmpty && percentColumn.allSatisfy { $0 }
        }
        // Changes written with their signs: shown so, unless a column beside them wrote positive values without (`Sales` beside `+12%`).
        table.valuesHaveSigns = signed.contains(true) && hasValue.indices.allSatisfy { !hasValue[$0] || signed[$0] || !hasPositive[$0] }
        if currencies.count == 1 {
            table.currencyWritten = currencies.first
            table.currencySeries = money.indices.filter { money[$0] }
        }
        if unitIsWritten {
            table.unitWritten = unit
            table.singularUnitWritten = singularUnit
        }
        if readsDurations {
            table.valuesAreDurations = true
            table.durationsHaveHours = dataRows.contains { allCells[$0.cells].dropFirst().contains { NumberParser.duration($0.text)?.hasHours == true } }
            table.durationsLettered = !dataRows.contains { allCells[$0.cells].dropFirst().contains { $0.text.utf8.contains(UInt8(ascii: ":")) } }
        }
        return failed ? nil : table
    }

    /// Shares from a computation (`93.37309265136719`, `3.2924578189849854`) are shown with four
    /// significant digits; each with its own made `93.37%` beside `3.292%`. A column's computed
    /// values take the decimals its largest one is shown with (`93.37%`, `3.29%`), as a table of them reads.
    private static func giveComputedValuesTheirColumnsDecimals(_ cells: [(row: Int, column: Int)], in table: inout DataTable) {
        var largest: [Int: Double] = [:]
        for (row, column) in cells where row < table.rows.count {
            guard let value = table.rows[row].values[column] else { continue }
            largest[column] = max(largest[column] ?? 0, abs(value))
        }
        for (row, column) in cells where row < table.rows.count {
            guard let value = largest[column], value > 0 else { continue }
            // Never more than its own: the largest has the fewest decimals but for a value written with few digits.
            table.rows[row].decimals[column] = min(
                table.rows[row].decimals[column], NumberParser.shownDecimals(value, written: NumberParser.largestShownDecimals))
        }
        table.decimals = table.rows.reduce(0) { max($0, $1.decimals.max() ?? 0) }
    }

    /// Columns empty in every row at the end of the table, as a spreadsheet's copy leaves them
    /// (`Jan⇥120⇥⇥`): no series, so they are left out; two columns always stay.
    private static func dropEmptyLastColumns(of raw: inout [RawRow], in cells: [Cell]) {
        guard !raw.isEmpty else { return }
        var empty = Int.max
        for row in raw {
            let trailing = cells[row.cells].reversed().prefix { $0.text.isEmpty && !$0.wasQuoted }.count
            empty = min(empty, trailing, max(0, row.cells.count - 2))
            if empty == 0 { return }
        }
        for index in raw.indices { raw[index].cells = raw[index].cells.lowerBound..<(raw[index].cells.upperBound - empty) }
    }

    /// `45.5%`, or accounting's `(3.4%)`, footnote marks aside.
    static func endsWithPercent(_ text: String) -> Bool {
        // `120 (60%)`: the share beside the value says nothing of the value's unit.
        NumberParser.withoutShareBeside(text).utf8.reversed().first { $0 != UInt8(ascii: ")") && $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: " ") }
            == UInt8(ascii: "%")
    }

    /// The most characters a column's title (a series name) may have.
    static let longestTitle = 1_000

    /// The usual series list, shared instead of made for every chart.
    private static let oneUnnamedSeries = [""]

    private func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// Appends the cells of one line to `cells`; nil (and a diagnostic) when it has no value.
    private func split(_ line: Substring, _ index: Int, into cells: inout [Cell], diagnostics: inout [Diagnostic]) -> RawRow? {
        var row = splitCells(line, index, into: &cells, diagnostics: &diagnostics)
        // A value alone (`12`) is a row without a label.
        if readsBareValues, let one = row, one.cells.count == 1 {
            cells.insert(Cell(text: "", offset: cells[one.cells.lowerBound].offset, wasQuoted: false), at: one.cells.lowerBound)
            row?.cells = one.cells.lowerBound..<(one.cells.upperBound + 1)
        }
        // `Germany[a]`, `Population[1]`: a table copied from Wikipedia marks its notes so; the name is the word.
        if let row {
            for cell in row.cells where !cells[cell].wasQuoted {
                switch cells[cell].text.utf8.last {
                case UInt8(ascii: "]"):
                    cells[cell].text = FootnoteMarks.removed(from: cells[cell].text)
                case 0x97 where cells[cell].text.hasSuffix("×"):
                    // `3.8×`: a multiplication sign after a number is the `x` of `2.5x` beside it, one unit.
                    let number = cells[cell].text.dropLast()
                    if number.last?.isNumber == true { cells[cell].text = number + "x" }
                default: break
                }
            }
            // `Tue | 8   # tempo`: a comment after the row's last value, as YAML and shells write them.
            if let last = row.cells.last, row.cells.count >= 2, !cells[last].wasQuoted, let comment = Self.commentStart(in: cells[last].text) {
                let value = String(cells[last].text[..<comment]).trimmingBlanks()
                if case .number = number(value) { cells[last].text = value }
            }
        }
        return row
    }

    private func splitCells(_ line: Substring, _ index: Int, into cells: inout [Cell], diagnostics: inout [Diagnostic]) -> RawRow? {
        let start = cells.count
        func row(_ separator: UInt8, limit: Int = .max, isColonForm: Bool = false) -> RawRow {
            CellSplitter.appendCells(of: line, separator: separator, limit: limit, to: &cells)
            return RawRow(cells: start..<cells.count, line: index, isColonForm: isColonForm)
        }
        if case .file(let byte, _) = separator { return row(byte) }
        // Credits and notes after the rows (`Note: …`) are split as `Label: value` rows are.
        if case .blanks(let layout) = separator, let words = BlankSeparatedRows.words(of: line) {
            if !BlankSeparatedRows.appendCells(words, of: line, layout, to: &cells) {
                diagnostics.append(source.diagnostic(.error, Messages.titlesWithoutSeparator(BlockSplitter.trimmed(line), columns: layout.columns), at: .init(line: index, offset: CellSplitter.trimmedRange(line).lowerBound)))
            }
            return RawRow(cells: start..<cells.count, line: index, isColonForm: false)
        }
        if CellSplitter.firstUnquoted(.pipe, in: line) != nil {
            // A pasted Markdown table: each cell as the text it shows.
            let pasted = row(.pipe)
            for index in pasted.cells where !cells[index].wasQuoted && MarkdownCell.mayHoldMarkdown(cells[index].text) {
                // Footnote marks first: `China[b][4]` is no reference link.
                cells[index].text = MarkdownCell.plainText(FootnoteMarks.removed(from: cells[index].text))
            }
            return pasted
        }
        // A value alone may be a duration (`1:45:12`, a race's time), not `Label: value`.
        if readsBareValues, NumberParser.duration(BlockSplitter.trimmed(line), lettered: false) != nil { return row(.pipe) }
        // A colon after a tab is a cell of a pasted row (Eurostat's `:` for a missing value), not `Label: value`.
        let colonLine = CellSplitter.colonOutsideEmphasis(line)
        if let colon = CellSplitter.colonFormSeparator(in: colonLine), !colonLine.utf8.prefix(colon).contains(UInt8(ascii: "\t")) {
            for var cell in [CellSplitter.cells(of: colonLine, splitAt: colon)].flatMap({ [$0.0, $0.1] }) {
                // Written in Markdown as a table's cells are (`**Paris**: 12`, `[Lyon](…): **8**`): the text it shows.
                if !cell.wasQuoted, MarkdownCell.mayHoldMarkdown(cell.text) { cell.text = MarkdownCell.plainText(cell.text) }
                cells.append(cell)
            }
            let colonRow = RawRow(cells: start..<cells.count, line: index, isColonForm: true)
            if let label = colonRow.cells.first, let unmarked = Self.withoutListMarker(cells[label]) { cells[label] = unmarked }
            return colonRow
        }
        // Cells copied from a spreadsheet arrive separated by tabs.
        if CellSplitter.hasInnerTab(line) { return row(.tab) }
        let trimmed = BlockSplitter.trimmed(line)
        // A value alone, or a title above values (`"Latency (ms)"`), unquoted as a cell is.
        if readsBareValues { return row(.pipe) }
        // `Paris 1 900` beside `Lyon 850`: numbers after the label, but which are values is unclear.
        if let words = BlankSeparatedRows.words(of: line), words.count >= 2, BlankSeparatedRows.trailingNumbers(words, in: line) > 0 {
            diagnostics.append(source.diagnostic(.error, Messages.unclearBlankRow(trimmed), at: .init(line: index, offset: CellSplitter.trimmedRange(line).lowerBound)))
            return nil
        }
        diagnostics.append(source.diagnostic(.error, Messages.rowWithoutValue(trimmed), at: .init(line: index, offset: CellSplitter.trimmedRange(line).upperBound)))
        return nil
    }

    /// Where a comment starts in a cell (`8   # tempo`): a `#` after a blank; nil when there is none.
    static func commentStart(in text: String) -> String.Index? {
        let bytes = text.utf8
        guard let hash = bytes.firstIndex(of: .hash), hash > bytes.startIndex, case let before = bytes[bytes.index(before: hash)], before == .space || before == .tab
        else { return nil }
        return hash
    }

    /// The units a row under the titles names, one per value column (`""` where it names none):
    /// a row with an empty first cell whose other cells are short and none a number; nil otherwise.
    private func unitsUnderTitles(_ cells: ArraySlice<Cell>, columns: Int) -> [String]? {
        guard cells.count == columns, let label = cells.first, label.text.isEmpty else { return nil }
        let units = cells.dropFirst().map(\.text)
        guard units.contains(where: { !$0.isEmpty }),
            units.allSatisfy({ unit in
                guard unit.count <= 12 else { return false }
                if case .invalid = number(unit) { return true }
                return unit.isEmpty
            })
        else { return nil }
        return units.map { $0.trimmingBlanks() }
    }

    /// `1. Apples: 10`, `2. Pears: 5`: rows written as a numbered Markdown list (numbered 1, 2, 3 …
    /// in order, every one) are named without their numbers, as a bulleted list's are without marks.
    static func dropNumbering(of raw: [RawRow], in cells: inout [Cell]) {
        guard raw.count >= 2, raw.allSatisfy({ $0.isColonForm }) else { return }
        var unnumbered: [(index: Int, cell: Cell)] = []
        for (position, row) in raw.enumerated() {
            let index = row.cells.lowerBound
            let cell = cells[index]
            let bytes = cell.text.utf8
            let digits = bytes.prefix { $0 >= 48 && $0 <= 57 }
            guard !cell.wasQuoted, !digits.isEmpty, digits.count <= 3, Int(String(decoding: digits, as: UTF8.self)) == position + 1 else { return }
            let rest = bytes.dropFirst(digits.count)
            guard let mark = rest.first, mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")"), let space = rest.dropFirst().first, space.isSpace else { return }
            let label = rest.dropFirst().drop { $0.isSpace }
            guard !label.isEmpty else { return }
            var unmarked = cell
            unmarked.offset += bytes.count - label.count
            unmarked.text = String(Substring(label))
            unnumbered.append((index, unmarked))
        }
        for (index, cell) in unnumbered { cells[index] = cell }
    }

    /// A label that a list marker starts (`- Apples: 3`, rows pasted from YAML or a Markdown
    /// list), without the marker; nil when there is none.
    static func withoutListMarker(_ cell: Cell) -> Cell? {
        guard !cell.wasQuoted, let marker = cell.text.utf8.first, marker == .dash || marker == .star || marker == .plus else { return nil }
        let rest = cell.text.utf8.dropFirst()
        guard let space = rest.first, space.isSpace else { return nil }
        let label = rest.drop { $0.isSpace }
        guard !label.isEmpty else { return nil }
        var unmarked = cell
        unmarked.offset += cell.text.utf8.count - label.count
        if label.count >= 2, label.first == .quote, label.last == .quote {
            // `- "Dogs": 386`: the quotes keep a label as written.
            unmarked.text = String(Substring(label.dropFirst().dropLast()))
            unmarked.offset += 1
            unmarked.wasQuoted = true
        } else {
            unmarked.text = String(Substring(label))
        }
        return unmarked
    }

    /// A value cell's number. A file that separates cells with semicolons (a spreadsheet saved in
    /// a language that writes 1.234,5), or a block `rereading` found so written, has decimal
    /// commas: read so first, then as written. `millionsAsM`: `620m` is millions (see `NumberParser.parse`).
    func number(_ text: String, millionsAsM: Bool = false) -> NumberParser.Result {
        if readsFractions, let slash = text.firstIndex(of: "/"),
            case .number(let part, _) = NumberParser.parse(text[..<slash], unit: ""),
            case .number(let whole, _) = NumberParser.parse(text[text.index(after: slash)...], unit: ""), whole != 0
        {
            return .number(part / whole, decimals: 2)
        }
        if dropsUncertainties, let value = NumberParser.withoutUncertainty(text) { return number(String(value), millionsAsM: millionsAsM) }
        if readsDurations, let duration = NumberParser.duration(text, singleUnits: true) { return .number(duration.seconds, decimals: duration.decimals) }
        let commasFirst: Bool
        if case .file(_, decimalComma: true) = separator { commasFirst = true } else { commasFirst = readsDecimalCommas }
        let unit = singularUnit.map { text.hasSuffix($0.trimmingBlanks()) ? $0 : self.unit } ?? self.unit
        guard commasFirst else { return NumberParser.parse(text, unit: unit, millionsAsM: millionsAsM) }
        if case .number(let value, let decimals) = NumberParser.parse(Self.swappingPointsAndCommas(text), unit: unit, millionsAsM: millionsAsM) {
            return .number(value, decimals: decimals)
        }
        return NumberParser.parse(text, unit: unit, millionsAsM: millionsAsM)
    }

    /// A GFM `|---|:--:|` row.
    private func isDelimiterRow(_ cells: ArraySlice<Cell>) -> Bool {
        if case .file = separator { return false }
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

    /// Whether a two-column table's first row, read as data, may rather name the columns: its
    /// value is a year (`Region | 2023`) and no other value is one.
    private func mayNameTheColumns(first: ArraySlice<Cell>, rest: ArraySlice<RawRow>, in cells: [Cell]) -> Bool {
        guard rest.count >= 2, let value = first.last, Self.isYear(value.text) else { return false }
        return !rest.contains { $0.cells.count == 2 && Self.isYear(cells[$0.cells.upperBound - 1].text) }
    }

    /// `Answer | 2023` over shares of 0.3 to 92: a year as the only value of the first row, ten
    /// times every other value or more (no gap, no text among them), names the column; one
    /// bar ten times the rest is not a row a table of such values starts with.
    private func yearAboveTheRest(first: ArraySlice<Cell>, rest: ArraySlice<RawRow>, in cells: [Cell]) -> Bool {
        guard rest.count >= 2, let value = first.last, Self.isYear(value.text), let year = Double(value.text) else { return false }
        for row in rest where row.cells.count == 2 {
            guard case .number(let other, _) = number(cells[row.cells.upperBound - 1].text), abs(other) * 10 <= year else { return false }
        }
        return true
    }

    /// `2023`: four digits that name a year a table may be about.
    static func isYear(_ text: String) -> Bool {
        text.utf8.count == 4 && text.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } && (1800...2100).contains(Int(text) ?? 0)
    }

    /// A two-column first row is a header when its value cell is text, not a number or a gap, or
    /// is quoted (`Region | "2023"`).
    private func isHeaderValue(_ cell: Cell) -> Bool {
        if cell.wasQuoted { return true }
        if case .invalid = number(cell.text) { return !isRange(cell.text) || Self.isYear(String(cell.text.prefix(4))) }
        return false
    }

    /// `51.2 (est.)`, `1,234 (2019)`: the note in brackets after a number, for the error's hint;
    /// nil for any other text.
    func noteAfterNumber(_ text: String) -> String? {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex,
            case .number = number(String(text[..<open]).trimmingBlanks())
        else { return nil }
        return String(text[open...])
    }

    /// `50,000–70,000`, `$2-5M`, `10 to 20`: two numbers written as a range, which is no one value.
    /// (A first row's `2019–20` may rather be a season naming the column.)
    func isRange(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        for mark in ["–", "—", " to ", "-"] {
            // After the first character: `-5` is a negative number.
            guard let range = text.range(of: mark, range: text.index(after: text.startIndex)..<text.endIndex) else { continue }
            guard case .number = number(String(text[..<range.lowerBound])), case .number = number(String(text[range.upperBound...])) else { continue }
            return true
        }
        return false
    }
}

/// How a data reader splits rows into cells.
enum RowSeparator: Sendable {
    /// A chart block: a pipe table, `Label: value`, or cells pasted with tabs, row by row.
    case block
    /// A data file: one separator throughout; `decimalComma` when values write 1.234,5.
    case file(UInt8, decimalComma: Bool)
    /// A block whose rows part their cells by blanks alone (`New York 3,400`), each row in `columns` cells.
    case blanks(BlankSeparatedRows.Layout)

    /// The separator as a message names it.
    var name: String {
        switch self {
        case .block: "'|'"
        case .file(.tab, _): "a tab"
        case .file(let byte, _): "'\(Character(UnicodeScalar(byte)))'"
        case .blanks: "a blank"
        }
    }

    /// How a block's rows split: as a data file's when they are comma- or semicolon-separated
    /// values pasted in (the first row has a comma or semicolon and is neither `Label: value`
    /// nor a pipe table, and no row has a pipe or a tab between cells), else row by row.
    static func forBlock(rows: some Sequence<Substring>) -> RowSeparator {
        let lines = rows.lazy.filter { !BlockSplitter.isBlankOrComment($0) }
        if let layout = BlankSeparatedRows.layout(of: lines) { return .blanks(layout) }
        var rows = lines.makeIterator()
        guard let first = rows.next(),
            CellSplitter.firstUnquoted(.comma, in: first) != nil || CellSplitter.firstUnquoted(.semicolon, in: first) != nil,
            CellSplitter.firstUnquoted(.colon, in: first) == nil
        else { return .block }
        var row: Substring? = first
        while let line = row {
            if CellSplitter.firstUnquoted(.pipe, in: line) != nil || CellSplitter.hasInnerTab(line) { return .block }
            row = rows.next()
        }
        return sniffed(from: first)
    }

    /// The separator a data file's first line uses: a tab, else semicolons where there are more
    /// of them than commas (as spreadsheets save CSV in much of Europe), else commas.
    static func sniffed(from firstLine: Substring) -> RowSeparator {
        if CellSplitter.firstUnquoted(.tab, in: firstLine) != nil { return .file(.tab, decimalComma: false) }
        let semicolons = firstLine.utf8.lazy.filter { $0 == .semicolon }.count
        let commas = firstLine.utf8.lazy.filter { $0 == .comma }.count
        return semicolons > commas ? .file(.semicolon, decimalComma: true) : .file(.comma, decimalComma: false)
    }
}
