/// The marks an encyclopedia's table puts after a name it explains below: Wikipedia's `[a]`,
/// `[1]`, `[note 2]`, `[nb 1]`, `[citation needed]`, one or several (`China[b][4]`). A value's
/// marks are the number parser's to drop (`NumberParser`); these are a name's.
enum FootnoteMarks {
    /// `text` without the marks at its end; as written when it has none, or is nothing but one.
    static func removed(from text: String) -> String {
        var rest = Substring(text)
        while rest.last == "]", let open = rest.lastIndex(of: "["), open > rest.startIndex {
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            let before = rest[rest.index(before: open)]
            guard isMark(inside), !before.isWhitespace || before == "]" else { break }
            rest = rest[..<open]
        }
        let name = rest.trimmingBlanks()
        return name.isEmpty ? text : name
    }

    /// `1`–`999`, `a`–`zz`, `note 2`, `nb 1`, `n 3`, `citation needed`.
    private static func isMark(_ inside: Substring) -> Bool {
        if inside == "citation needed" { return true }
        if (1...3).contains(inside.count), inside.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        if (1...2).contains(inside.count), inside.allSatisfy({ $0.isASCII && $0.isLowercase }) { return true }
        let words = inside.split(separator: " ")
        return words.count == 2 && ["note", "nb", "n", "Note", "NB"].contains(words[0]) && (1...3).contains(words[1].count) && words[1].allSatisfy { $0.isASCII && ($0.isNumber || $0.isLowercase) }
    }
}
