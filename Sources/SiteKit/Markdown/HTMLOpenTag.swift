/// An HTML open tag as CommonMark reads raw HTML (spec 0.30, 6.6): `<` and a tag name, its
/// attributes (a name, and a value unquoted or in single or double quotes), an optional `/`, `>`.
/// Its attributes are markup, never text: a `$` in `data-path="_$.pages:0"` starts no formula,
/// as MathJax reads text and never attributes.
enum HTMLOpenTag {
    /// Where the open tag starting at `start` (a `<`) ends, just past its `>`; nil when it is none.
    static func end(in text: [UInt8], at start: Int, limit: Int) -> Int? {
        guard start + 1 < limit, text[start] == UInt8(ascii: "<"), isLetter(text[start + 1]) else { return nil }
        var index = start + 2
        while index < limit, isLetter(text[index]) || isDigit(text[index]) || text[index] == UInt8(ascii: "-") { index += 1 }
        while true {
            let blanks = index
            guard skipBlanks(text, &index, limit) else { return nil }
            guard index < limit else { return nil }
            switch text[index] {
            case UInt8(ascii: ">"):
                return index + 1
            case UInt8(ascii: "/"):
                return index + 1 < limit && text[index + 1] == UInt8(ascii: ">") ? index + 2 : nil
            default:
                // An attribute needs a blank before it.
                guard index > blanks, isNameStart(text[index]) else { return nil }
                index += 1
                while index < limit, isNameStart(text[index]) || isDigit(text[index]) || text[index] == UInt8(ascii: ".") || text[index] == UInt8(ascii: "-") {
                    index += 1
                }
                var afterName = index
                guard skipBlanks(text, &afterName, limit) else { return nil }
                guard afterName < limit, text[afterName] == UInt8(ascii: "=") else { continue }
                index = afterName + 1
                guard skipBlanks(text, &index, limit), index < limit else { return nil }
                guard let valueEnd = valueEnd(text, from: index, limit: limit) else { return nil }
                index = valueEnd
            }
        }
    }

    /// The elements whose text MathJax and KaTeX never read as TeX: code, and what is no prose.
    static let elementsWithoutMath: [[UInt8]] = ["pre", "code", "script", "style", "textarea", "kbd", "samp"].map { Array($0.utf8) }

    /// Where the element whose open tag starts at `start` and ends at `tagEnd` ends, past its
    /// closing tag, when it is one of `elementsWithoutMath` (`<pre class="r"><code>x$y$</code></pre>`,
    /// as R Markdown renders code); nil for any other element, or one never closed. `unclosed`
    /// keeps the names found never closed after some point, so that a page of them is read once.
    static func endOfElementWithoutMath(in text: [UInt8], at start: Int, tagEnd: Int, limit: Int, unclosed: inout Set<[UInt8]>) -> Int? {
        var nameEnd = start + 1
        while nameEnd < tagEnd, isLetter(text[nameEnd]) { nameEnd += 1 }
        let name = text[(start + 1)..<nameEnd].map { $0 | 0x20 }
        guard elementsWithoutMath.contains(where: { $0.elementsEqual(name) }), !unclosed.contains(name) else { return nil }
        // `</name`, then `>` or blanks before it.
        let closingCount = name.count + 2
        var index = tagEnd
        while index + closingCount < limit {
            if text[index] == UInt8(ascii: "<"), text[index + 1] == UInt8(ascii: "/"),
                zip(text[(index + 2)..<(index + closingCount)], name).allSatisfy({ $0 | 0x20 == $1 })
            {
                let after = index + closingCount
                if text[after] == UInt8(ascii: ">") { return after + 1 }
                if isBlank(text[after]), let close = text[after..<limit].firstIndex(of: UInt8(ascii: ">")) { return close + 1 }
            }
            index += 1
        }
        unclosed.insert(name)
        return nil
    }

    /// Past an attribute's value: quoted, or a run of bytes that are no blank, quote, `=`, `<`, `>` or backtick.
    private static func valueEnd(_ text: [UInt8], from start: Int, limit: Int) -> Int? {
        let quote = text[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = text[(start + 1)..<limit].firstIndex(of: quote) else { return nil }
            return close + 1
        }
        var index = start
        while index < limit, !isBlank(text[index]), !unquotedStops.contains(text[index]) { index += 1 }
        return index > start ? index : nil
    }

    private static let unquotedStops: Set<UInt8> = Set("\"'=<>`".utf8)

    /// Steps over blanks, with at most one line ending among them; false at a blank line.
    private static func skipBlanks(_ text: [UInt8], _ index: inout Int, _ limit: Int) -> Bool {
        var lineEnds = 0
        while index < limit, isBlank(text[index]) {
            if text[index] == UInt8(ascii: "\n") {
                lineEnds += 1
                if lineEnds > 1 { return false }
            }
            index += 1
        }
        return true
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isNameStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") }
}
