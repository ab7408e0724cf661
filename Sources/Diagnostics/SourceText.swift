import Synchronization

/// A text as UTF-8 bytes with the offset each line starts at, so that a message finds its
/// `path:line:col` and its source line by bisection, however many messages a file gets.
public struct SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Lines of the file before this text (a post's front matter before its body).
    public let lineOffset: Int
    /// Byte offset where each line begins; line 1 begins at 0.
    private let lineStarts: [Int]
    /// The last column counted, so the next message further along the same line counts on from it.
    private let lastColumn = LastColumn()

    public init(path: String, bytes: [UInt8], lineOffset: Int = 0) {
        self.path = path
        self.bytes = bytes
        self.lineOffset = lineOffset
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The text of `range` as a String.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// `path:line:col` of a byte offset; the column counts characters, as the caret does.
    public func location(of offset: Int) -> SourceLocation {
        let line = lineIndex(of: offset)
        let start = lineStarts[line]
        let end = min(offset, bytes.count)
        // Many messages on one long line each count only from the one before.
        var (from, column) = (start, 0)
        if let last = lastColumn.state.withLock({ $0 }), last.line == line, last.offset <= end { (from, column) = (last.offset, last.column) }
        // ASCII, the common case, is counted by bytes; only other text pays for grapheme breaking.
        column += bytes[from..<end].allSatisfy { $0 < 0x80 } ? end - from : text(from..<end).count
        // A character starts before an ASCII byte (but a line feed after a carriage return), so counting may resume there.
        if end < bytes.count, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\n") {
            lastColumn.state.withLock { $0 = (line, end, column) }
        }
        return SourceLocation(path: path, line: line + 1 + lineOffset, column: column + 1)
    }

    /// The whole source line holding `offset`, without its line ending.
    public func line(at offset: Int) -> String {
        let line = lineIndex(of: offset)
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return text(lineStarts[line]..<max(end, lineStarts[line]))
    }

    /// The excerpt of the line holding `offset`, the caret at it: cut from the bytes around the
    /// offset, so a thousand messages on a line of a megabyte cost what one does.
    public func excerpt(at offset: Int) -> SourceExcerpt {
        let line = lineIndex(of: offset)
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        let offset = min(max(offset, start), end)
        // Enough bytes either side for the characters an excerpt shows, however many bytes each
        // takes (four at most), so the excerpt still knows whether it cut the line.
        var first = max(start, offset - 8 * SourceExcerpt.width)
        while first < offset, bytes[first] & 0xC0 == 0x80 { first += 1 }
        var last = min(end, offset + 8 * SourceExcerpt.width)
        while last > offset, last < end, bytes[last] & 0xC0 == 0x80 { last -= 1 }
        let window = text(first..<last)
        let before = text(first..<offset).unicodeScalars.count
        let scalars = window.unicodeScalars
        return SourceExcerpt(line: window, caretAt: scalars.index(scalars.startIndex, offsetBy: min(before, scalars.count)))
    }

    /// An error at `offset`, with its source line.
    public func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.error, message, at: location(of: offset), excerpt: excerpt(at: offset))
    }

    /// A warning at `offset`, with its source line.
    public func warning(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.warning, message, at: location(of: offset), excerpt: excerpt(at: offset))
    }

    private final class LastColumn: Sendable {
        let state = Mutex<(line: Int, offset: Int, column: Int)?>(nil)
    }

    private func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
