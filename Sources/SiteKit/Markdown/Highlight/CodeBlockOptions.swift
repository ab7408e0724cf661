/// What a code block asks for after its language, as Hugo, Zola, Jekyll, markdown-it and Pandoc
/// write it: its file's name (`{filename="main.go"}`, Hextra's and Docsy's; `title=`), line
/// numbers (`linenos`, `linenos=table`, `.numberLines`), the first number (`linenostart=20`,
/// `startFrom="10"`), marked lines (`hl_lines=1 3-5`, `hl_lines=[8,"15-17"]`, Jekyll's
/// `mark_lines="2 3"`, markdown-it's `{4,7-9}`) and lines left out (Zola's `hide_lines=1-2`).
/// Line numbers count the block's lines from 1, whatever the first number shown.
struct CodeBlockOptions: Equatable {
    var isNumbered = false
    var firstNumber = 1
    var marked: [ClosedRange<Int>] = []
    var hidden: [ClosedRange<Int>] = []
    /// The name of the file the code is from, shown above it.
    var fileName: String?

    /// True when the block's lines are written as they are.
    var isPlain: Bool { !isNumbered && marked.isEmpty && hidden.isEmpty }

    /// The options in `info`, the text after the language word (`{linenos=table,hl_lines=[2]}`,
    /// `,linenos,hl_lines=1 3-5`, ` linenos`); words it does not know (`.class`, `name=mod.rs`)
    /// are passed over.
    init(options info: Substring) {
        var scanner = OptionScanner(bytes: Array(info.utf8))
        while let (key, value) = scanner.next() {
            switch key {
            case "linenos", "linenumbers", "line-numbers", "code-line-numbers", ".numberlines", ".number-lines":
                isNumbered = value.map { !["false", "0", "no"].contains($0.lowercased()) } ?? true
            case "linenums":
                // PyMdown's (MkDocs'): `linenums="1"` numbers the lines from that number.
                isNumbered = true
                if let value, let number = Int(value), (1...1_000_000).contains(number) { firstNumber = number }
            case "linenostart", "startfrom", "start-line":
                if let value, let number = Int(value), (-1_000_000...1_000_000).contains(number) { firstNumber = number }
            case "hl_lines", "mark_lines", "emphasize-lines", "":
                marked += Self.lineRanges(value ?? "")
            case "hide_lines":
                hidden += Self.lineRanges(value ?? "")
            case "filename", "title", "file":
                if let value, !value.isEmpty { fileName = value }
            default:
                continue
            }
        }
    }

    init(isNumbered: Bool = false, firstNumber: Int = 1, marked: [ClosedRange<Int>] = [], hidden: [ClosedRange<Int>] = []) {
        self.isNumbered = isNumbered
        self.firstNumber = firstNumber
        self.marked = marked
        self.hidden = hidden
    }

    /// `1 3-5 9`, `[8,"15-17"]`, `4,7-9`: the lines, each range at most as long as a block may be.
    static func lineRanges(_ text: String) -> [ClosedRange<Int>] {
        text.split(whereSeparator: { " ,[]\"'\t".contains($0) }).compactMap { part in
            let ends = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = Int(ends[0]), first > 0 else { return nil }
            let last = ends.count == 2 ? Int(ends[1]) ?? first : first
            guard last >= first else { return nil }
            return first...min(last, first + 100_000)
        }
    }

    /// The block's HTML (one line per `\n`, each ended, as the highlighter writes it and escaped
    /// plain code is) with each line in its own element: `<mark class="line">` for a marked
    /// line, `<span class="line">` for any other, hidden lines left out.
    func wrapping(_ html: String) -> String {
        var out = ""
        out.reserveCapacity(html.utf8.count + html.utf8.count / 4)
        var number = 0
        var lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines {
            number += 1
            if hidden.contains(where: { $0.contains(number) }) { continue }
            let isMarked = marked.contains { $0.contains(number) }
            out += isMarked ? "<mark class=\"line\">" : "<span class=\"line\">"
            out += line
            out += isMarked ? "\n</mark>" : "\n</span>"
        }
        return out
    }

    /// The `<code>` element's attributes after its class: the first number, when it is not 1.
    var counterStyle: String {
        isNumbered && firstNumber != 1 ? " style=\"counter-reset: line \(firstNumber - 1)\"" : ""
    }
}

/// Reads `key=value` pairs from a code block's options: values may be quoted, bracketed
/// (`[8,"15-17"]`) or a list of lines with spaces (Zola's `hl_lines=1 3-5 9`); a bare run of
/// numbers (`{4,7-9}`) is a pair with an empty key.
private struct OptionScanner {
    let bytes: [UInt8]
    var index = 0

    private static let lineListKeys: Set = ["hl_lines", "mark_lines", "hide_lines", "emphasize-lines"]
    /// Inside `{…}`, where a bare run of numbers is markdown-it's list of marked lines.
    var isInBraces = false

    mutating func next() -> (String, String?)? {
        while index < bytes.count, isSeparator(bytes[index]) {
            if bytes[index] == UInt8(ascii: "{") { isInBraces = true } else if bytes[index] == UInt8(ascii: "}") { isInBraces = false }
            index += 1
        }
        guard index < bytes.count else { return nil }
        if isDigit(bytes[index]) {
            guard isInBraces else {
                while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
                return ("-", nil)
            }
            return ("", readLineList())
        }
        let keyStart = index
        while index < bytes.count, !isSeparator(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
        let key = String(decoding: bytes[keyStart..<index], as: UTF8.self).lowercased()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return (key, nil) }
        index += 1
        if Self.lineListKeys.contains(key) { return (key, readLineList()) }
        return (key, readValue())
    }

    /// A value up to a separator, or a quoted one.
    private mutating func readValue() -> String {
        guard index < bytes.count else { return "" }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            defer { index = min(index + 1, bytes.count) }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let start = index
        while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Numbers, ranges, spaces, quotes and brackets, up to a comma outside brackets and quotes
    /// that another word follows, or anything else.
    private mutating func readLineList() -> String {
        let start = index
        var depth = 0
        var quoted = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") { depth += 1 } else if byte == UInt8(ascii: "]") { depth -= 1 }
            else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quoted.toggle() }
            else if byte == UInt8(ascii: ",") {
                var after = index + 1
                while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
                if depth <= 0, !quoted, after < bytes.count, !isDigit(bytes[after]) { break }
            } else if !isDigit(byte), byte != UInt8(ascii: "-"), byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                break
            }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "{")
            || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";")
    }

    private func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
}
