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
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(Self.line(text, start, index))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex || lines.isEmpty { lines.append(Self.line(text, start, utf8.endIndex)) }
        self.lines = lines
    }

    /// The line between two byte positions, without a trailing carriage return.
    private static func line(_ text: String, _ start: String.Index, _ end: String.Index) -> Substring {
        var end = end
        if end > start, text.utf8[text.utf8.index(before: end)] == UInt8(ascii: "\r") { end = text.utf8.index(before: end) }
        return text[start..<end]
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
