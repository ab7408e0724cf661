/// The elements a Distill article (al-folio's `distill` layout, the ICLR blog-post track) writes in
/// its Markdown, which Distill's script would draw in the reader's browser: `<d-footnote>` is a
/// footnote of the post's, `<d-code block language="python">` a code block (inline without
/// `block`), and `<d-cite key="a,b">` the citation's keys in brackets, as a draft shows a citation
/// whose bibliography is not read.
enum DistillElements {
    /// Whether the text may hold one: `<d-` anywhere.
    static func mayHold(_ text: String) -> Bool {
        text.utf8Offset(of: "<d-", from: 0) != nil
    }

    enum Element {
        /// `<d-footnote>` (one that closes), up to where its text starts.
        case footnote(textStart: Int)
        /// `<d-code …>…</d-code>`: its code, language and whether it is a block, up to `end`.
        case code(Range<Int>, language: String, isBlock: Bool, end: Int)
        /// `<d-cite key="…"></d-cite>`: the keys, up to `end`.
        case citation(keys: [String], end: Int)
    }

    /// The element whose opening tag starts at `start` (at a `<`), or nil; `find` gives where a
    /// closing tag next starts after an offset.
    static func element(in text: [UInt8], at start: Int, limit: Int, find: (_ needle: [UInt8], _ from: Int) -> Int?) -> Element? {
        guard start + 3 < limit, text[start + 1] == UInt8(ascii: "d"), text[start + 2] == UInt8(ascii: "-") else { return nil }
        var nameEnd = start + 3
        while nameEnd < limit, isNameByte(text[nameEnd]) { nameEnd += 1 }
        let name = String(decoding: text[(start + 1)..<nameEnd], as: UTF8.self)
        guard ["d-footnote", "d-code", "d-cite"].contains(name),
            let tagEnd = text[nameEnd..<limit].firstIndex(of: UInt8(ascii: ">")),
            case let closingTag = Array("</\(name)>".utf8), let closingStart = find(closingTag, tagEnd + 1)
        else { return nil }
        let closing = closingStart..<(closingStart + closingTag.count)
        let attributes = String(decoding: text[nameEnd..<tagEnd], as: UTF8.self)
        switch name {
        case "d-footnote":
            return .footnote(textStart: tagEnd + 1)
        case "d-code":
            let isBlock = attributes.split(whereSeparator: \.isWhitespace).contains { $0 == "block" || $0.hasPrefix("block=") }
            return .code((tagEnd + 1)..<closing.lowerBound, language: value(of: "language", in: attributes) ?? "", isBlock: isBlock, end: closing.upperBound)
        default:
            let keys = (value(of: "key", in: attributes) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return keys.isEmpty ? nil : .citation(keys: keys, end: closing.upperBound)
        }
    }

    /// Whether `</d-footnote>` starts at `index`.
    static func closesFootnote(_ text: [UInt8], at index: Int, limit: Int) -> Bool {
        let closing = Array("</d-footnote>".utf8)
        return index + closing.count <= limit && text[index..<(index + closing.count)].elementsEqual(closing)
    }

    /// A block's code without its first line break and the indent all its lines share (Distill
    /// articles indent it inside the tag).
    static func dedented(_ code: ArraySlice<UInt8>) -> [UInt8] {
        var lines = code.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { lines.removeFirst() }
        let indents = lines.filter { $0.contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") } }.map { $0.prefix { $0 == UInt8(ascii: " ") }.count }
        let indent = indents.min() ?? 0
        return Array(lines.map { $0.count >= indent ? $0.dropFirst(indent) : $0[...] }.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// An attribute's value, quoted with `"` or `'`.
    private static func value(of attribute: String, in attributes: String) -> String? {
        for quote in ["\"", "'"] {
            guard let range = attributes.range(of: attribute + "=" + quote) else { continue }
            let rest = attributes[range.upperBound...]
            guard let end = rest.firstIndex(of: Character(quote)) else { return nil }
            return String(rest[..<end])
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "-")
    }

}
