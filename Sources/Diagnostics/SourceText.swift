/// A text as UTF-8 bytes with the offset each line starts at, so that a message finds its
/// `path:line:col` and its source line by bisection, however many messages a file gets.
public struct SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Lines of the file before this text (a post's front matter before its body).
    public let lineOffset: Int
    /// Byte offset where each line begins; line 1 begins at 0.
    private let lineStarts: [Int]

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
        // ASCII, the common case, is counted by bytes; only other text pays for grapheme breaking.
        let column = bytes[start..<end].allSatisfy { $0 < 0x80 } ? end - start : text(start..<end).count
        return SourceLocation(path: path, line: line + 1 + lineOffset, column: column + 1)
    }

    /// The whole source line holding `offset`, without its line ending.
    public func line(at offset: Int) -> String {
        let line = lineIndex(of: offset)
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return text(lineStarts[line]..<max(end, lineStarts[line]))
    }

    /// An error at `offset`, with its source line.
    public func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: location(of: offset), sourceLine: line(at: offset))
    }

    /// A warning at `offset`, with its source line.
    public func warning(_ message: String, at offset: Int) -> Diagnostic {
        .warning(message, at: location(of: offset), sourceLine: line(at: offset))
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
