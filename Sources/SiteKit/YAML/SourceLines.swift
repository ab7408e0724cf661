/// A file's text, to quote the line a diagnostic points into.
struct SourceLines: Sendable {
    private let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The 1-based line `number` without its line break, or nil past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        // Split on the byte, because "\r\n" is one Character and would hide the line break.
        var current = 1
        var start = text.utf8.startIndex
        var index = start
        while index < text.utf8.endIndex {
            if text.utf8[index] == UInt8(ascii: "\n") {
                if current == number { return Self.trim(text.utf8[start..<index]) }
                current += 1
                start = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        return current == number ? Self.trim(text.utf8[start..<index]) : nil
    }

    /// Every line of `text` without its line break ("\n" or "\r\n"), in order.
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
        }
    }

    private static func trim(_ bytes: Substring.UTF8View) -> String {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        return String(Substring(bytes))
    }
}
