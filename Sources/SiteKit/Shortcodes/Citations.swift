/// Citations as pandoc (and so Quarto and R Markdown) writes them: `[@gregor2015; see @vaswani2017,
/// p. 3]` in brackets (the authors and years in parentheses), `[-@gregor2015]` (the year alone),
/// and `@gregor2015` in the text (the authors, the year in parentheses). Read only in a post
/// with a bibliography; an `@name` in the text that is no key of it stays text (a handle, an address).
enum Citations {
    /// One cited key, with what the writer put around it.
    struct Item: Equatable {
        var key: String
        var prefix = ""
        var locator = ""
        var suppressesAuthor = false
    }

    /// The bracketed citation starting at `start` (a `[`), and where it ends; nil when the brackets
    /// hold no `@key` in each part, or are a link's text (`[@name](…)`, `[@name][ref]`).
    static func bracketed(in text: [UInt8], at start: Int, limit: Int) -> (items: [Item], end: Int)? {
        guard start + 2 < limit, text[start] == UInt8(ascii: "[") else { return nil }
        var index = start + 1
        var depth = 0
        while index < limit {
            let byte = text[index]
            if byte == UInt8(ascii: "\n"), index + 1 < limit, text[index + 1] == UInt8(ascii: "\n") { return nil }
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") {
                if depth == 0 { break }
                depth -= 1
            }
            index += 1
        }
        guard index < limit else { return nil }
        let end = index + 1
        if end < limit, text[end] == UInt8(ascii: "(") || text[end] == UInt8(ascii: "[") { return nil }
        let inner = String(decoding: text[(start + 1)..<index], as: UTF8.self)
        var items: [Item] = []
        for part in inner.split(separator: ";") {
            guard let at = part.firstIndex(of: "@") else { return nil }
            var prefix = String(part[..<at]).trimmingCharacters(in: .whitespaces)
            var suppresses = false
            if prefix.hasSuffix("-") {
                suppresses = true
                prefix.removeLast()
            }
            // `@` inside a word is an address, not a citation.
            if let before = part[..<at].last, before.isLetter || before.isNumber { return nil }
            let afterAt = part[part.index(after: at)...]
            let key = Self.key(in: afterAt)
            guard !key.isEmpty else { return nil }
            let rest = afterAt.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
            let locator = rest.hasPrefix(",") ? String(rest.dropFirst()).trimmingCharacters(in: .whitespaces) : rest
            items.append(Item(key: key, prefix: prefix.trimmingCharacters(in: .whitespaces), locator: locator, suppressesAuthor: suppresses))
        }
        return items.isEmpty ? nil : (items, end)
    }

    /// The key of an in-text citation starting at `start` (an `@` not after a letter or digit), and where it ends.
    static func narrative(in text: [UInt8], at start: Int, limit: Int) -> (key: String, end: Int)? {
        guard text[start] == UInt8(ascii: "@"), start + 1 < limit else { return nil }
        if start > 0 {
            let before = text[start - 1]
            if before >= 0x80 || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9")) || (before | 0x20 >= UInt8(ascii: "a") && before | 0x20 <= UInt8(ascii: "z"))
                || before == UInt8(ascii: "[") || before == UInt8(ascii: "-") || before == UInt8(ascii: "/") || before == UInt8(ascii: "`")
            {
                return nil
            }
        }
        var end = start + 1
        while end < limit, end - start < 200, isKeyByte(text[end]) { end += 1 }
        // Punctuation ends a key unless a key character follows it (`@gregor2015.` ends at the dot).
        while end > start + 1, isInnerPunctuation(text[end - 1]) { end -= 1 }
        guard end > start + 1 else { return nil }
        return (String(decoding: text[(start + 1)..<end], as: UTF8.self), end)
    }

    /// The key at the start of `text`: letters, digits, `_` and punctuation inside it, not at its end.
    private static func key(in text: Substring) -> String {
        var key = String(text.prefix { $0.isASCII ? isKeyByte($0.asciiValue!) : $0.isLetter })
        while let last = key.utf8.last, isInnerPunctuation(last) { key.removeLast() }
        return key
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || isInnerPunctuation(byte)
    }

    private static func isInnerPunctuation(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "-"),
            UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"), UInt8(ascii: "/")].contains(byte)
    }
}
