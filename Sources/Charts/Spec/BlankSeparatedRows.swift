/// Rows whose cells are parted by blanks alone, as a console prints a table (R, pandas, `du`)
/// or a writer jots one down: `New York 3,400`, `2020 12 8`, `height weight` over `170 65`.
/// A row's last words that are numbers are its values, the words before them its label.
///
/// A block is read so only when every row is written so (no pipe, tab or colon but a clock's; a comma or
/// semicolon only inside a number, `3,400`) and the rows agree on how many cells they hold, so
/// `New York 3,400` is no longer read as comma-separated (`New York 3` | `400`).
enum BlankSeparatedRows {
    /// One word of a row: its bytes in the line (inside the quotes when it was quoted).
    struct Word {
        var range: Range<Int>
        var wasQuoted: Bool
    }

    /// How a block's rows split when their cells are parted by blanks.
    struct Layout: Sendable, Equatable {
        /// The cells every row holds.
        var columns: Int
        /// Whether each row starts with its number (0, 1, 2… or 1, 2, 3…) that the row of titles has
        /// no title for, as pandas and R print a table: that number is no cell.
        var dropsRowNumbers = false
        /// Whether every row parts its label from its values by a word such as `-`, `=` or `→`
        /// (`Rent - 1200`): that word is no cell.
        var dropsSeparatorWords = false
    }

    /// Words a writer puts between a label and its values.
    private static let separatorWords: Set<String> = ["-", "–", "—", "=", "->", "=>", "→", "—>"]

    /// How the block's rows split when they are written so; nil when they are not.
    static func layout(of rows: some Sequence<Substring>) -> Layout? {
        var lines: [(line: Substring, words: [Word])] = []
        var inNotes = false
        for line in rows {
            if !inNotes, let words = words(of: line) {
                lines.append((line, words))
                continue
            }
            // A report's table ends in its credits and notes (`Note: Median rent.`), read as they are after any rows.
            guard !lines.isEmpty, DataReader.noteWord(String(line)) != nil else { return nil }
            inNotes = true
        }
        guard let first = lines.first else { return nil }
        let dropsRowNumbers = startWithRowNumbers(lines)
        if dropsRowNumbers {
            for index in lines.indices.dropFirst() { lines[index].words.removeFirst() }
        }
        // `Rent - 1200`, `Food = 400`: a word between every row's label and its values parts them.
        let rows = lines.indices.dropFirst(trailingNumbers(first.words, in: first.line) == 0 ? 1 : 0)
        let separated = !rows.isEmpty && rows.allSatisfy { separatorWord(in: lines[$0].words, of: lines[$0].line) != nil }
        if separated {
            for index in rows { lines[index].words.remove(at: separatorWord(in: lines[index].words, of: lines[index].line)!) }
        }
        return columns(of: lines).map { Layout(columns: $0, dropsRowNumbers: dropsRowNumbers, dropsSeparatorWords: separated) }
    }

    /// Where a word parting a row's label from its values is (`-` in `Rent - 1200`): after the
    /// label's first word and before the values, which are all numbers; nil when there is none.
    private static func separatorWord(in words: [Word], of line: Substring) -> Int? {
        let values = trailingNumbers(words, in: line)
        let candidate = words.count - values - 1
        // A dash is also a missing value's marker (`Rent - 1200` counts it among the numbers).
        for index in [candidate, candidate + 1] where index >= 1 && index < words.count - 1 {
            let word = words[index]
            if !word.wasQuoted, word.range.count <= 3, separatorWords.contains(CellSplitter.withBytes(of: line) { text(of: word, in: $0) }) {
                return index
            }
        }
        return nil
    }

    /// Whether the rows under a row of titles each start with their number, from 0 or 1, and hold
    /// more words than the titles (pandas' `0  Paris  1900` under `city  rent`).
    private static func startWithRowNumbers(_ lines: [(line: Substring, words: [Word])]) -> Bool {
        guard lines.count >= 3, let titles = lines.first, trailingNumbers(titles.words, in: titles.line) == 0 else { return false }
        var expected: Int?
        for (line, words) in lines.dropFirst() {
            guard words.count > titles.words.count, let first = words.first, isDigits(first, in: line),
                let number = Int(CellSplitter.withBytes(of: line) { text(of: first, in: $0) }), expected == nil ? number <= 1 : number == expected
            else { return false }
            expected = number + 1
        }
        return true
    }

    /// How many cells each row holds; nil when the rows do not agree.
    private static func columns(of rows: [(line: Substring, words: [Word])]) -> Int? {
        var fixed: Int?
        var fewest = Int.max
        var flexible: [(line: Substring, words: [Word], values: Int)] = []
        var isFirst = true
        for (line, words) in rows {
            guard words.count >= 2 else { return nil }
            let values = trailingNumbers(words, in: line)
            defer { isFirst = false }
            if values == 0 {
                // Only the first row may be all words: the titles.
                guard isFirst else { return nil }
            } else if values == words.count {
                // All numbers (`2020 12 8`, `170 65`): the first names the row; every such row alike.
                guard fixed == nil || fixed == words.count else { return nil }
                fixed = words.count
            } else {
                fewest = min(fewest, values + 1)
                flexible.append((line, words, values))
            }
        }
        guard var columns = fixed ?? (fewest == .max ? nil : fewest), flexible.allSatisfy({ $0.values + 1 >= columns }) else { return nil }
        // `Paris 1 900`: a number before a three-digit one, left to the label, is rather its thousands.
        for row in flexible where row.values + 1 > columns {
            let lastOfLabel = row.words[row.words.count - columns], firstValue = row.words[row.words.count - columns + 1]
            if (1...3).contains(lastOfLabel.range.count), firstValue.range.count == 3, isDigits(lastOfLabel, in: row.line), isDigits(firstValue, in: row.line) { return nil }
        }
        // `Jan 2024 12.3`, `Apr 15 2024 8`, `Week 1 340`: a number that with the words before it makes a
        // date, or tells apart rows whose words alone are the same, belongs to the label.
        if fixed == nil, flexible.count >= 1 {
            func labels(cells: Int) -> [String] { flexible.map { label(of: $0.words, in: $0.line, cells: cells).text } }
            let alone = labels(cells: columns)
            if WrittenDates.parse(alone, slashMonthFirst: true) == nil {
                for extra in [2, 1] where columns - extra >= 2 && WrittenDates.parse(labels(cells: columns - extra), slashMonthFirst: true) != nil {
                    return columns - extra
                }
                if columns > 2, flexible.count >= 2, Set(alone).count == 1, Set(labels(cells: columns - 1)).count == flexible.count { columns -= 1 }
            }
        }
        return columns
    }

    /// Appends the cells of a row whose `words` are those `words(of:)` found: its last `columns - 1`
    /// words as values and the words before them as its label. A first row of titles only (`height weight`) gives each word a cell; with
    /// more words than columns, the first is the label's title and the rest the one series' when
    /// there are two columns. False when a row of titles cannot be split so (the caller says so).
    static func appendCells(_ words: [Word], of line: Substring, _ layout: Layout, to cells: inout [Cell]) -> Bool {
        guard !words.isEmpty else { return true }
        var words = words
        let columns = layout.columns
        if layout.dropsRowNumbers, words.count > 1, trailingNumbers(words, in: line) > 0 { words.removeFirst() }
        if layout.dropsSeparatorWords, let separator = separatorWord(in: words, of: line) { words.remove(at: separator) }
        if trailingNumbers(words, in: line) == 0, words.count != columns {
            guard columns == 2 else {
                cells.append(cell(words[...], in: line))
                return false
            }
            cells.append(cell(words[..<1], in: line))
            cells.append(cell(words[1...], in: line))
            return true
        }
        let labelWords = max(1, words.count - (columns - 1))
        cells.append(label(of: words, in: line, cells: columns))
        for index in labelWords..<words.count { cells.append(cell(words[index...index], in: line)) }
        return true
    }

    /// The words of a line up to a comment (`Tue 8  # tempo`), a quoted run one word; nil when a
    /// byte says the row is written another way: a pipe, colon or tab, or a comma or semicolon
    /// outside a number.
    static func words(of line: Substring) -> [Word]? {
        CellSplitter.withBytes(of: line) { bytes in
            // Most blocks are pipe tables or `Label: value` rows: told before anything is made (a comment aside).
            for (index, byte) in bytes.enumerated() {
                if byte == .hash, index > 0, bytes[index - 1] == .space { break }
                if byte == .pipe || byte == .tab || byte == .colon && !CellSplitter.isClockColon(bytes, at: index) { return nil }
            }
            var words: [Word] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == .space { index += 1; continue }
                // A comment starts at a `#` after a blank.
                if byte == .hash, index > 0 { break }
                if byte == .quote, let close = bytes[(index + 1)...].firstIndex(of: .quote) {
                    words.append(Word(range: (index + 1)..<close, wasQuoted: true))
                    index = close + 1
                    continue
                }
                let start = index
                // Pipes, tabs and colons but a clock's were turned away above.
                var hasComma = false
                while index < bytes.count, bytes[index] != .space {
                    if bytes[index] == .comma || bytes[index] == .semicolon { hasComma = true }
                    index += 1
                }
                let word = Word(range: start..<index, wasQuoted: false)
                if hasComma, !isNumber(text(of: word, in: bytes)) { return nil }
                words.append(word)
            }
            return words
        }
    }

    /// How many of the row's last words are numbers (or a missing value's marker, `-`, `NA`).
    static func trailingNumbers(_ words: [Word], in line: Substring) -> Int {
        CellSplitter.withBytes(of: line) { bytes in
            var count = 0
            for (index, word) in words.enumerated().reversed() {
                let written = text(of: word, in: bytes)
                guard !word.wasQuoted, isNumber(written) else { break }
                // A clock after a date is the date's time (`2026-03-01 10:30 5`), the label's.
                if index > 0, written.utf8.contains(UInt8(ascii: ":")), isDate(text(of: words[index - 1], in: bytes)) { break }
                count += 1
            }
            return count
        }
    }

    /// `2026-03-01`, `03/01/2026`: digits with two dashes or slashes between them.
    private static func isDate(_ text: String) -> Bool {
        let separators = text.utf8.filter { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") }.count
        return separators == 2 && text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") }
    }

    /// A number, a missing value's marker, or a clock's duration (`7:30`, a night's sleep).
    private static func isNumber(_ text: String) -> Bool {
        switch NumberParser.parse(text, unit: "") {
        case .number, .missing: true
        case .invalid: text.utf8.contains(UInt8(ascii: ":")) && NumberParser.duration(text, lettered: false) != nil
        }
    }

    private static func isDigits(_ word: Word, in line: Substring) -> Bool {
        CellSplitter.withBytes(of: line) { bytes in bytes[word.range].allSatisfy { $0 >= 48 && $0 <= 57 } }
    }

    /// The label of a row split into `cells` cells: its words before the last `cells - 1`, without
    /// a list marker before them (`- Rent 1200`).
    private static func label(of words: [Word], in line: Substring, cells: Int) -> Cell {
        var label = words[..<max(1, words.count - (cells - 1))]
        if label.count >= 2, let first = label.first, !first.wasQuoted, first.range.count <= 3,
            ["-", "*", "+", "•"].contains(CellSplitter.withBytes(of: line) { text(of: first, in: $0) })
        {
            label = label.dropFirst()
        }
        return cell(label, in: line)
    }

    /// One cell of consecutive words: the line's text from the first to the last, as written.
    private static func cell(_ words: ArraySlice<Word>, in line: Substring) -> Cell {
        guard let first = words.first, let last = words.last else { return Cell(text: "", offset: 0, wasQuoted: false) }
        let quoted = words.count == 1 && first.wasQuoted
        let start = first.range.lowerBound - (first.wasQuoted && !quoted ? 1 : 0)
        let end = last.range.upperBound + (last.wasQuoted && !quoted ? 1 : 0)
        let text = CellSplitter.withBytes(of: line) { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        return Cell(text: text, offset: start - (quoted ? 1 : 0), wasQuoted: quoted)
    }

    private static func text(of word: Word, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[word.range]), as: UTF8.self)
    }
}
