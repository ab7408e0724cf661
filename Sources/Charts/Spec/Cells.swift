/// One cell of a data row: its unquoted text and where it starts.
struct Cell: Sendable {
    /// A `String`, not a `Substring`: most cells are short enough to be stored inline, with no
    /// reference to count.
    var text: String
    var offset: Int
    var wasQuoted: Bool
    /// The line the cell is on when it is not its row's (a row put together from several lines by `group-by:`); -1 otherwise.
    var line = -1
}

extension UInt8 {
    static let pipe = UInt8(ascii: "|")
    static let colon = UInt8(ascii: ":")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "\"")
    static let comma = UInt8(ascii: ",")
    static let semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#")
    static let dash = UInt8(ascii: "-")
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")
    static let star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let equals = UInt8(ascii: "=")
    static let greater = UInt8(ascii: ">")
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tilde = UInt8(ascii: "~")

    var isSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0B || self == 0x0C }
}

extension Cell {
    /// `text` as a chart block's cell in double quotes, its own quotes doubled, so `|` and `:`
    /// inside it stay text: how blocks rewritten from another tool's chart write labels.
    static func quoted(_ text: String) -> String {
        "\"" + text.onOneLine.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}

extension StringProtocol {
    /// The text with its line breaks made spaces: what another tool wrote over several lines, put
    /// on the one line a chart block's key or cell has.
    var onOneLine: String {
        contains(where: \.isNewline) ? split(whereSeparator: \.isNewline).joined(separator: " ") : String(self)
    }
}

/// Splits lines into cells on bytes (all separators are ASCII, so UTF-8 is safe to scan).
enum CellSplitter {
    /// The byte range of `line` without surrounding blanks.
    static func trimmedRange(_ line: Substring) -> Range<Int> {
        if let range = line.utf8.withContiguousStorageIfAvailable({ trimmedRange($0) }) { return range }
        return Array(line.utf8).withUnsafeBufferPointer { trimmedRange($0) }
    }

    /// Runs `body` over the line's UTF-8 bytes (copied only when they are not contiguous).
    static func withBytes<T>(of line: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = line.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(line.utf8).withUnsafeBufferPointer(body)
    }

    static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var lower = 0, upper = bytes.count
        while lower < upper, bytes[lower].isSpace { lower += 1 }
        while upper > lower, bytes[upper - 1].isSpace { upper -= 1 }
        return lower..<upper
    }

    /// True when a tab separates two cells of the line (a row pasted from a spreadsheet), not
    /// when tabs only indent it or trail it.
    static func hasInnerTab(_ line: Substring) -> Bool {
        withBytes(of: line) { bytes in
            bytes[trimmedRange(bytes)].contains(.tab)
        }
    }

    /// The offset of the first `separator` outside double quotes, if any.
    static func firstUnquoted(_ separator: UInt8, in line: Substring) -> Int? {
        if let offset = line.utf8.withContiguousStorageIfAvailable({ firstUnquoted(separator, in: $0) }) { return offset }
        return Array(line.utf8).withUnsafeBufferPointer { firstUnquoted(separator, in: $0) }
    }

    private static func firstUnquoted(_ separator: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var quoted = false
        for (offset, byte) in bytes.enumerated() {
            if byte == .quote { quoted.toggle() } else if byte == separator, !quoted { return offset }
        }
        return nil
    }

    /// `**Source:** OECD` → `**Source**: OECD`: a label's colon written inside its emphasis (as
    /// credits and bold labels often are) moves after the emphasis, so the row splits there. The
    /// line keeps its length, so every cell keeps its column for messages.
    static func colonOutsideEmphasis(_ line: Substring) -> Substring {
        let moved: [UInt8]? = withBytes(of: line) { bytes in
            guard let colon = bytes.firstIndex(of: .colon) else { return nil }
            var end = colon + 1
            while end < bytes.count, bytes[end] == .star || bytes[end] == .underscore { end += 1 }
            guard end > colon + 1, end == bytes.count || bytes[end].isSpace else { return nil }
            // The same marks open the label: `**Source:**`, `_Note:_`.
            let marks = Array(bytes[(colon + 1)..<end])
            let start = trimmedRange(bytes).lowerBound
            guard colon - start > marks.count, Array(bytes[start..<(start + marks.count)]) == marks else { return nil }
            var moved = Array(bytes)
            moved.remove(at: colon)
            moved.insert(.colon, at: end - 1)
            return moved
        }
        return moved.map { Substring(String(decoding: $0, as: UTF8.self)) } ?? line
    }

    /// Where a `Label: value` line splits: at the first colon outside quotes with a blank or
    /// the line's end after it, so a label may hold a time or a link (`09:00: 12`,
    /// `https://example.com: 3`); else at the first colon (`2019:5`). Nil without a colon.
    static func colonFormSeparator(in line: Substring) -> Int? {
        withBytes(of: line) { bytes in
            var quoted = false
            var first: Int?
            for (offset, byte) in bytes.enumerated() {
                if byte == .quote { quoted.toggle(); continue }
                guard byte == .colon, !quoted else { continue }
                if offset + 1 == bytes.count || bytes[offset + 1].isSpace { return offset }
                if first == nil, !isClockColon(bytes, at: offset) { first = offset }
            }
            return first
        }
    }

    /// Whether the colon at `offset` is a clock's (`10:30`, `7:30:15`, ISO's `2026-03-01T10:30:00Z`),
    /// not `Label:value` written without a blank: one or two digits that begin a word or follow a
    /// date's `T`, then the colon and two digits that end the word or go on to another colon.
    static func isClockColon(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
        guard isDigit(offset + 1), isDigit(offset + 2), !isDigit(offset + 3) else { return false }
        var start = offset
        while start > 0, isDigit(start - 1) { start -= 1 }
        guard (1...2).contains(offset - start) else { return false }
        if start == 0 || bytes[start - 1].isSpace { return true }
        // An earlier colon of the same clock (`7:30:15`), or ISO's `T` after a date's digit.
        if bytes[start - 1] == .colon { return true }
        return (bytes[start - 1] == UInt8(ascii: "T") || bytes[start - 1] == UInt8(ascii: "t")) && isDigit(start - 2)
    }

    /// Appends the cells of `line` to `cells` (many rows share one array): separated by
    /// `separator` outside quotes, trimmed and unquoted, outer pipes dropped.
    static func appendCells(of line: Substring, separator: UInt8, limit: Int = .max, to cells: inout [Cell]) {
        withBytes(of: line) { appendCells(of: $0, separator: separator, limit: limit, to: &cells) }
    }

    private static func appendCells(of bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, limit: Int, to cells: inout [Cell]) {
        var range = trimmedRange(bytes)
        if separator == .tab {
            // Tabs at the end are the empty cells a spreadsheet copied, not blanks.
            var upper = bytes.count
            while upper > range.upperBound, bytes[upper - 1] != .tab { upper -= 1 }
            range = range.lowerBound..<upper
        }
        if separator == .pipe {
            if range.count > 0, bytes[range.lowerBound] == .pipe { range = (range.lowerBound + 1)..<range.upperBound }
            if range.count > 0, bytes[range.upperBound - 1] == .pipe, !endsEscaped(bytes, range) {
                range = range.lowerBound..<(range.upperBound - 1)
            }
        }
        var count = 0
        var start = range.lowerBound
        var quoted = false
        var offset = range.lowerBound
        while offset <= range.upperBound {
            let atEnd = offset == range.upperBound
            let byte = atEnd ? 0 : bytes[offset]
            if !atEnd, byte == .quote { quoted.toggle() }
            if atEnd || (byte == separator && !quoted && count < limit - 1) {
                cells.append(cell(bytes, start..<offset))
                count += 1
                start = offset + 1
            }
            offset += 1
        }
    }

    /// The two cells either side of the separator at `offset` (a `key: value` line), without
    /// building an array.
    static func cells(of line: Substring, splitAt offset: Int) -> (Cell, Cell) {
        withBytes(of: line) { bytes in
            let range = trimmedRange(bytes)
            // The separator is no blank, so it lies inside the trimmed range.
            let split = min(max(offset, range.lowerBound), range.upperBound)
            return (cell(bytes, range.lowerBound..<split), cell(bytes, min(split + 1, range.upperBound)..<range.upperBound))
        }
    }

    private static func endsEscaped(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        // A trailing pipe inside an unterminated quote is text, not an outer pipe.
        var quoted = false
        for i in range.dropLast() where bytes[i] == .quote { quoted.toggle() }
        return quoted
    }

    private static func cell(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Cell {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower].isSpace { lower += 1 }
        while upper > lower, bytes[upper - 1].isSpace { upper -= 1 }
        var quoted = false
        let start = lower
        if upper - lower >= 2, bytes[lower] == .quote, bytes[upper - 1] == .quote {
            lower += 1
            upper -= 1
            quoted = true
        }
        // Cells end at ASCII bytes (separators, blanks, quotes), so the bytes are whole characters.
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        // Inside quotes, a doubled quote is one (`"He said ""hi"""`, as spreadsheets write it).
        if quoted, text.utf8.contains(.quote) {
            var bytes: [UInt8] = []
            var previousWasQuote = false
            for byte in text.utf8 {
                if byte == .quote, previousWasQuote {
                    previousWasQuote = false
                    continue
                }
                previousWasQuote = byte == .quote
                bytes.append(byte)
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        return Cell(text: text, offset: start, wasQuoted: quoted)
    }
}
