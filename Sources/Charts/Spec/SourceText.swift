import Diagnostics

/// The lines of a chart block or a data file, and where they sit in the writer's file.
struct SourceText: Sendable {
    let path: String
    /// The file line of `lines[0]`.
    let firstLine: Int
    /// Columns added to every reported column (the fence's indentation).
    let columnOffset: Int
    let lines: [Substring]

    init(_ text: String, path: String, firstLine: Int, columnOffset: Int = 0) {
        self.path = path
        self.firstLine = firstLine
        self.columnOffset = columnOffset
        var lines: [Substring] = []
        lines.reserveCapacity(16)
        // Split on bytes: "\r\n" is one Character, so a Character split would miss it.
        let utf8 = text.utf8
        let ends: [Int] = utf8.withContiguousStorageIfAvailable(Self.lineEnds) ?? Self.lineEnds(of: Array(utf8))
        var start = 0
        for end in ends {
            var last = end
            if last > start, utf8[utf8.index(utf8.startIndex, offsetBy: last - 1)] == UInt8(ascii: "\r") { last -= 1 }
            let from = utf8.index(utf8.startIndex, offsetBy: start)
            lines.append(text[from..<utf8.index(from, offsetBy: last - start)])
            start = end + 1
        }
        self.lines = lines
    }

    /// The offset where each line ends (its newline, or the end of the text for the last line).
    private static func lineEnds(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var ends: [Int] = []
        ends.reserveCapacity(16)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { ends.append(offset) }
        // A last line without a newline; an empty text is one empty line.
        if ends.last.map({ $0 + 1 < bytes.count }) ?? true { ends.append(bytes.count) }
        return ends
    }

    private static func lineEnds(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer(lineEnds)
    }

    /// A diagnostic pointing at a UTF-8 offset within one line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at place: SourcePlace) -> Diagnostic {
        let index = min(max(0, place.line), max(0, lines.count - 1))
        let line = lines.isEmpty ? "" : lines[index]
        let utf8 = line.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(0, place.offset), utf8.count))
        let column = line[line.startIndex..<end].count + 1 + columnOffset
        let location = SourceLocation(path: path, line: firstLine + place.line, column: column)
        return Diagnostic(severity, message, at: location, sourceLine: String(line))
    }
}

/// A position in a `SourceText`: line index and UTF-8 offset within the line.
struct SourcePlace: Sendable, Hashable {
    var line: Int
    var offset: Int
}
