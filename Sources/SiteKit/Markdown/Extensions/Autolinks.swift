import CCmark

/// GFM's extended autolinks: `www.` addresses, `http://`, `https://` and `ftp://` URLs and e-mail
/// addresses in text become links, without the punctuation that ends a sentence around them.
enum Autolinks {
    /// Bytes a text holds when it may have an autolink (in a post, and in each text node).
    static let signs: [StaticString] = ["www.", "://", "@"]

    static func apply(in document: OpaquePointer) {
        // Most text holds no link: a byte search rules it out before any scalar is looked at.
        for node in MarkdownTree.linkableTexts(in: document, holdingAnyOf: signs) {
            let text = Array(MarkdownTree.literal(node).unicodeScalars)
            let links = find(in: text)
            guard !links.isEmpty else { continue }
            var pieces: [OpaquePointer] = []
            var position = 0
            for link in links {
                if link.range.lowerBound > position { pieces.append(MarkdownTree.text(string(text[position..<link.range.lowerBound]))) }
                pieces.append(MarkdownTree.link(to: link.url, text: string(text[link.range])))
                position = link.range.upperBound
            }
            if position < text.count { pieces.append(MarkdownTree.text(string(text[position...]))) }
            MarkdownTree.replace(node, with: pieces)
        }
    }

    struct Found: Equatable {
        var range: Range<Int>
        var url: String
    }

    /// The autolinks in a text, in order, as scalar ranges and the address each links to.
    static func find(in text: [Unicode.Scalar]) -> [Found] {
        var found: [Found] = []
        var index = 0
        while index < text.count {
            if let link = www(text, at: index) ?? url(text, at: index) {
                found.append(link)
                index = link.range.upperBound
            } else if text[index] == "@", let link = email(text, at: index, after: found.last?.range.upperBound ?? 0) {
                found.append(link)
                index = link.range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    private static func www(_ text: [Unicode.Scalar], at start: Int) -> Found? {
        guard text[start] == "w", hasPrefix(text, "www.", at: start), startsWord(text, at: start) else { return nil }
        guard let domainEnd = domain(text, from: start, allowShort: false) else { return nil }
        let end = trimmed(text, start: start, end: linkEnd(text, from: domainEnd))
        return Found(range: start..<end, url: "http://" + string(text[start..<end]))
    }

    private static func url(_ text: [Unicode.Scalar], at start: Int) -> Found? {
        guard text[start] == "h" || text[start] == "f" else { return nil }
        guard let scheme = ["https://", "http://", "ftp://"].first(where: { hasPrefix(text, $0, at: start) }) else { return nil }
        if start > 0, isAlphanumeric(text[start - 1]) { return nil }
        let afterScheme = start + scheme.unicodeScalars.count
        guard let domainEnd = domain(text, from: afterScheme, allowShort: true) else { return nil }
        let end = trimmed(text, start: start, end: linkEnd(text, from: domainEnd))
        return Found(range: start..<end, url: string(text[start..<end]))
    }

    private static func email(_ text: [Unicode.Scalar], at sign: Int, after limit: Int) -> Found? {
        var start = sign
        while start > limit, isEmailLocal(text[start - 1]) { start -= 1 }
        guard start < sign else { return nil }
        var end = sign + 1
        var periods = 0
        while end < text.count, isAlphanumeric(text[end]) || "-_.".unicodeScalars.contains(text[end]) {
            if text[end] == "." { periods += 1 }
            end += 1
        }
        // A full stop after the address ends the sentence.
        while end > sign + 1, text[end - 1] == "." {
            end -= 1
            periods -= 1
        }
        guard end > sign + 1, periods >= 1, text[end - 1] != "-", text[end - 1] != "_" else { return nil }
        return Found(range: start..<end, url: "mailto:" + string(text[start..<end]))
    }

    /// Where a valid domain starting at `start` ends: letters, digits, `-` and `_`, parted by full stops,
    /// with no `_` in its last two parts; at least one full stop unless `allowShort`.
    private static func domain(_ text: [Unicode.Scalar], from start: Int, allowShort: Bool) -> Int? {
        var index = start
        var periods = 0
        var underscoreInLast = false, underscoreInPrevious = false
        while index < text.count {
            let scalar = text[index]
            if scalar == "." {
                underscoreInPrevious = underscoreInLast
                underscoreInLast = false
                periods += 1
            } else if scalar == "_" {
                underscoreInLast = true
            } else if !(isAlphanumeric(scalar) || scalar == "-" || (scalar.value >= 0x80 && !isSpaceOrPunctuation(scalar))) {
                break
            }
            index += 1
        }
        guard index > start, !underscoreInLast, !underscoreInPrevious else { return nil }
        guard periods >= 1 || allowShort else { return nil }
        return index
    }

    /// A link runs on to the first space or `<`.
    private static func linkEnd(_ text: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < text.count, !text[end].properties.isWhitespace, text[end] != "<" { end += 1 }
        return end
    }

    /// Drops trailing punctuation, unbalanced closing parentheses and a trailing entity reference.
    /// The parentheses are counted once, so a link ending in thousands of them stays linear.
    private static func trimmed(_ text: [Unicode.Scalar], start: Int, end: Int) -> Int {
        var end = end
        var opening = 0, closing = 0
        for scalar in text[start..<end] {
            if scalar == "(" { opening += 1 } else if scalar == ")" { closing += 1 }
        }
        while end > start {
            let last = text[end - 1]
            if "?!.,:*_~'\"".unicodeScalars.contains(last) {
                end -= 1
            } else if last == ")" {
                guard closing > opening else { break }
                closing -= 1
                end -= 1
            } else if last == ";" {
                var ampersand = end - 2
                while ampersand > start, isAlphanumeric(text[ampersand]) { ampersand -= 1 }
                guard ampersand > start, ampersand < end - 2, text[ampersand] == "&" else { break }
                end = ampersand
            } else {
                break
            }
        }
        return end
    }

    private static func startsWord(_ text: [Unicode.Scalar], at index: Int) -> Bool {
        index == 0 || text[index - 1].properties.isWhitespace || "*_~(".unicodeScalars.contains(text[index - 1])
    }

    private static func hasPrefix(_ text: [Unicode.Scalar], _ prefix: String, at index: Int) -> Bool {
        let scalars = Array(prefix.unicodeScalars)
        guard index + scalars.count <= text.count else { return false }
        return (0..<scalars.count).allSatisfy { text[index + $0] == scalars[$0] }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }

    private static func isEmailLocal(_ scalar: Unicode.Scalar) -> Bool {
        isAlphanumeric(scalar) || ".+-_".unicodeScalars.contains(scalar)
    }

    private static func isSpaceOrPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace { return true }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
