import Diagnostics

/// A template's text as UTF-8 bytes, with what diagnostics need to point into it.
struct TemplateSource {
    let path: String
    let bytes: [UInt8]
    /// Byte offset where each line begins; line 1 begins at 0.
    private let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == .newline {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The text of `range` as a String.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// `path:line:col` of a byte offset; the column counts characters, as the caret does.
    func location(of offset: Int) -> SourceLocation {
        let line = lineIndex(of: offset)
        let column = text(lineStarts[line]..<offset).count + 1
        return SourceLocation(path: path, line: line + 1, column: column)
    }

    /// `line:col` alone, for messages that mention a second place in the same file.
    func shortLocation(of offset: Int) -> String {
        let location = location(of: offset)
        return "\(location.line):\(location.column)"
    }

    /// The whole source line holding `offset`, without its line ending.
    func sourceLine(at offset: Int) -> String {
        let line = lineIndex(of: offset)
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == .carriageReturn { end -= 1 }
        return text(lineStarts[line]..<max(end, lineStarts[line]))
    }

    func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: location(of: offset), sourceLine: sourceLine(at: offset))
    }

    func warning(_ message: String, at offset: Int) -> Diagnostic {
        .warning(message, at: location(of: offset), sourceLine: sourceLine(at: offset))
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

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    /// Space or tab: the whitespace that may surround a standalone tag on its line.
    var isBlank: Bool { self == .space || self == .tab }

    /// Any whitespace a tag's name may be padded with.
    var isWhitespace: Bool { isBlank || self == .newline || self == .carriageReturn }
}
