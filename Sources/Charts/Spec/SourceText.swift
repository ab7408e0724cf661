import Diagnostics
import Synchronization

/// The lines of a chart block or a data file, and where they sit in the writer's file.
struct SourceText: Sendable {
    let path: String
    /// The file line of `lines[0]`.
    let firstLine: Int
    /// Columns added to every reported column (the fence's indentation).
    let columnOffset: Int
    let lines: [Substring]
    /// Remembers where the last column count on a long line ended, so counting goes on from there.
    /// Only texts with such a line have one: an ordinary chart block allocates nothing for it.
    private let columnCounter: ColumnCounter?

    init(_ text: String, path: String, firstLine: Int, columnOffset: Int = 0) {
        self.path = path
        self.firstLine = firstLine
        self.columnOffset = columnOffset
        // Split on bytes: "\r\n" is one Character, so a Character split would miss it.
        let utf8 = text.utf8
        let ranges = utf8.withContiguousStorageIfAvailable(Self.lineRanges) ?? Array(utf8).withUnsafeBufferPointer(Self.lineRanges)
        lines = ranges.map { range in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return text[start..<utf8.index(start, offsetBy: range.count)]
        }
        columnCounter = ranges.contains { $0.count > ColumnCounter.longLine } ? ColumnCounter() : nil
    }

    /// The byte range of each line, without its "\n" or "\r\n". A text ending in a newline has no
    /// empty line after it; an empty text is one empty line.
    private static func lineRanges(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(16)
        var start = 0
        func endLine(at end: Int) {
            let last = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
            ranges.append(start..<last)
            start = end + 1
        }
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { endLine(at: offset) }
        if start < bytes.count || ranges.isEmpty { endLine(at: bytes.count) }
        return ranges
    }

    /// A diagnostic pointing at a UTF-8 offset within one line.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at place: SourcePlace) -> Diagnostic {
        let index = min(max(0, place.line), max(0, lines.count - 1))
        let line = lines.isEmpty ? "" : lines[index]
        let utf8 = line.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(0, place.offset), utf8.count))
        let counted = columnCounter?.characters(before: end, inLine: index, line) ?? line[line.startIndex..<end].count
        let column = counted + 1 + columnOffset
        let location = SourceLocation(path: path, line: firstLine + place.line, column: column)
        var diagnostic = Diagnostic(severity, message, at: location)
        // Cut before copying: the line may be megabytes long and carry thousands of mistakes.
        diagnostic.excerpt = SourceExcerpt(line: line, caretAt: end)
        return diagnostic
    }
}

/// Counts the characters before a position in a line. On very long lines (a 200 KB `colors:`
/// list with 20,000 mistakes) it goes on from the previous count instead of starting over, and
/// counts scalars, which keeps thousands of diagnostics on one line linear, not quadratic.
private final class ColumnCounter: Sendable {
    private struct Mark {
        var line = -1
        var end: String.Index?
        var count = 0
    }

    private let mark = Mutex(Mark())
    /// Bytes from which a line counts as long.
    static let longLine = 4096

    func characters(before end: String.Index, inLine index: Int, _ line: Substring) -> Int {
        guard line.utf8.count > Self.longLine else { return line[line.startIndex..<end].count }
        return mark.withLock { mark in
            var start = line.startIndex
            var count = 0
            if mark.line == index, let previous = mark.end, previous <= end {
                start = previous
                count = mark.count
            }
            for byte in line.utf8[start..<end] where byte & 0xC0 != 0x80 { count += 1 }
            mark = Mark(line: index, end: end, count: count)
            return count
        }
    }
}

/// A position in a `SourceText`: line index and UTF-8 offset within the line.
struct SourcePlace: Sendable, Hashable {
    var line: Int
    var offset: Int
}
