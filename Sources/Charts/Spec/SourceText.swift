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
        // Split on bytes: "\r\n" is one Character, so a Character split would miss it.
        for piece in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var line = text[piece.startIndex..<piece.endIndex]
            if line.utf8.last == UInt8(ascii: "\r") { line = line[line.startIndex..<line.utf8.index(before: line.endIndex)] }
            lines.append(line)
        }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
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
