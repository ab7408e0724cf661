/// A BibTeX file cut into its entries (`@type{…}` or `@type(…)`), as BibTeX finds them: text between
/// entries is a comment. An entry whose braces never close before the file ends, or whose
/// quoted strings do not close, is counted and skipped, and the next entry is looked for at the
/// next `@` that starts a line.
enum BibTeXEntryTexts {
    struct Entry {
        var bytes: ArraySlice<UInt8>
        /// The line it starts on, from 1.
        var line: Int
    }

    static func split(_ bytes: [UInt8]) -> (entries: [Entry], malformed: Int) {
        var entries: [Entry] = []
        var malformed = 0
        var index = 0
        var line = 1
        func advance(to target: Int) {
            while index < target {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "@") else {
                advance(to: index + 1)
                continue
            }
            let start = index, startLine = line
            var cursor = index + 1
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            let type = String(decoding: bytes[(start + 1)..<cursor], as: UTF8.self).lowercased()
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\r") {
                cursor += 1
            }
            guard !type.isEmpty, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{") || bytes[cursor] == UInt8(ascii: "(") else {
                // An `@` in a comment between entries (an address): text.
                advance(to: start + 1)
                continue
            }
            if type == "comment" {
                // BibTeX's `@comment` ends at its brace or parenthesis; its text is never read.
                if case .at(let end) = closing(of: bytes, from: cursor) { advance(to: end + 1) } else { advance(to: nextLineAt(bytes, after: cursor)) }
                continue
            }
            switch closing(of: bytes, from: cursor) {
            case .at(let end) where quotesClose(bytes[(cursor + 1)..<end]):
                entries.append(Entry(bytes: bytes[start...end], line: startLine))
                advance(to: end + 1)
            case .at, .nextEntry:
                malformed += 1
                advance(to: nextLineAt(bytes, after: cursor))
            case .never:
                // Everything after an entry that never closes is inside it, as BibTeX reads it.
                return (entries, malformed + 1)
            }
        }
        return (entries, malformed)
    }

    enum Closing {
        case at(Int)
        /// Another entry starts a line first.
        case nextEntry
        /// The file ends first.
        case never
    }

    /// Where the brace (or parenthesis) at `open` closes, counting braces.
    private static func closing(of bytes: [UInt8], from open: Int) -> Closing {
        let parenthesis = bytes[open] == UInt8(ascii: "(")
        var depth = 0
        var index = open + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                if depth == 0 { return parenthesis ? .nextEntry : .at(index) }
                depth -= 1
            } else if parenthesis, byte == UInt8(ascii: ")"), depth == 0 {
                return .at(index)
            } else if byte == UInt8(ascii: "@"), bytes[index - 1] == UInt8(ascii: "\n") {
                // An entry starts a line before this one closed: this one never does.
                return .nextEntry
            }
            index += 1
        }
        return .never
    }

    /// Whether the quoted strings at the entry's top level (between its fields' `=` and `,`) close.
    private static func quotesClose(_ body: ArraySlice<UInt8>) -> Bool {
        var depth = 0
        var quoted = false
        for byte in body {
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if byte == UInt8(ascii: "\""), depth == 0 { quoted.toggle() }
            if byte == 0 { return false }
        }
        return !quoted && depth == 0
    }

    /// The offset after the next line break that an `@` follows, or the end.
    private static func nextLineAt(_ bytes: [UInt8], after index: Int) -> Int {
        var cursor = index
        while cursor + 1 < bytes.count {
            if bytes[cursor] == UInt8(ascii: "\n"), bytes[cursor + 1] == UInt8(ascii: "@") { return cursor + 1 }
            cursor += 1
        }
        return bytes.count
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
