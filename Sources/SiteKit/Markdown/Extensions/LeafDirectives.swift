/// A line of one directive, as remark-directive writes it in Astro and Docusaurus posts:
/// `::github{repo="withastro/astro"}` (Fuwari's repository card), `::name[label]{key="value"}`.
/// `github` is a link to the repository, named by it; a directive of any other name stays text,
/// with a warning, as no plugin of the old site runs here. Read with the fenced divs (the
/// `fenced-divs` extension), before cmark, so fenced code is left alone.
enum LeafDirectives {
    struct Directive: Equatable {
        var name: String
        var label: String?
        var attributes: [String: String]
        /// Where the line ends (before its newline).
        var end: Int
    }

    /// Whether the text may hold a directive: a line that starts with `::`.
    static func mayHold(_ text: String) -> Bool {
        text.hasPrefix("::") || text.utf8Offset(of: "\n::", from: 0) != nil
    }

    /// The directive whose line starts at `lineStart` (`::` then a name), or nil.
    static func directive(in text: [UInt8], at lineStart: Int, limit: Int) -> Directive? {
        guard lineStart + 3 < limit, text[lineStart] == UInt8(ascii: ":"), text[lineStart + 1] == UInt8(ascii: ":"),
            isLetter(text[lineStart + 2])
        else { return nil }
        let lineEnd = text[lineStart..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
        let line = String(decoding: text[lineStart..<lineEnd], as: UTF8.self).trimmingSpaces()
        let parts = ScriptValues.firstMatch(#"^::([A-Za-z][\w-]*)(?:\[([^\]]*)\])?(?:\{([^}]*)\})?$"#, in: line)
        guard let name = parts.first, line.hasSuffix("}") || line.hasSuffix("]") else { return nil }
        let hasLabel = line.contains("[")
        let label = hasLabel && parts.count > 1 ? parts[1] : nil
        let attributeText = line.hasSuffix("}") ? parts.last ?? "" : ""
        var attributes: [String: String] = [:]
        for pair in ScriptValues.allMatches(#"([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))"#, in: attributeText) where pair.count == 2 {
            attributes[pair[0]] = pair[1]
        }
        return Directive(name: name, label: label, attributes: attributes, end: lineEnd)
    }

    /// The HTML a directive makes, or nil for one not known here.
    static func html(of directive: Directive) -> String? {
        switch directive.name {
        case "github":
            guard let repository = directive.attributes["repo"], repository.split(separator: "/").count == 2,
                repository.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) })
            else { return nil }
            return "<p class=\"repository-link\"><a href=\"https://github.com/\(repository.xmlEscaped)\">\((directive.label ?? "github.com/" + repository).xmlEscaped)</a></p>"
        default:
            return nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
