import CCmark

/// Abbreviations as kramdown, PHP Markdown Extra and Python-Markdown read them: a line
/// `*[CSS]: Cascading Style Sheets` anywhere in the post defines one and is not shown; every
/// whole-word `CSS` in the text (not in code, nor in a link's address) becomes
/// `<abbr title="Cascading Style Sheets">CSS</abbr>`.
enum Abbreviations {
    /// Bytes a text holds when it may define one.
    static let signs: [StaticString] = ["*["]

    /// - Parameter source: the Markdown the document was parsed from, whose lines the paragraphs' positions name.
    static func apply(in document: OpaquePointer, source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var titles: [String: String] = [:]
        // A paragraph of definitions only, a line each, is where they are written.
        let paragraphs = MarkdownTree.blocks(in: document) { MarkdownTree.type($0) == CMARK_NODE_PARAGRAPH }
        for paragraph in paragraphs {
            let first = Int(cmark_node_get_start_line(paragraph)), last = Int(cmark_node_get_end_line(paragraph))
            guard first >= 1, last <= lines.count, first <= last else { continue }
            let definitions = lines[(first - 1)..<last].map(definition)
            guard definitions.allSatisfy({ $0 != nil }) else { continue }
            for case let (name, title)? in definitions { titles[name] = title }
            cmark_node_unlink(paragraph)
            cmark_node_free(paragraph)
        }
        guard !titles.isEmpty else { return }
        let names = titles.keys.sorted { $0.utf8.count > $1.utf8.count }
        let texts = MarkdownTree.nodes(in: document) { MarkdownTree.type($0) == CMARK_NODE_TEXT && !MarkdownTree.isInsideLink($0) }
        for node in texts {
            let text = MarkdownTree.literal(node)
            guard let pieces = pieces(of: text, names: names, titles: titles) else { continue }
            MarkdownTree.replace(node, with: pieces)
        }
    }

    /// `*[CSS]: Cascading Style Sheets` as its name and title (the title may be empty).
    private static func definition(_ line: Substring) -> (String, String)? {
        let line = line.trimmingSpaces()
        guard line.hasPrefix("*["), let close = line.range(of: "]:") else { return nil }
        let name = line[line.index(line.startIndex, offsetBy: 2)..<close.lowerBound]
        guard !name.isEmpty, !name.contains("]") else { return nil }
        return (String(name), String(line[close.upperBound...]).trimmingSpaces())
    }

    /// The text as text and `<abbr>` pieces, or nil when it holds no abbreviation as a whole word.
    private static func pieces(of text: String, names: [String], titles: [String: String]) -> [OpaquePointer]? {
        let bytes = Array(text.utf8)
        var pieces: [OpaquePointer] = []
        var copied = 0
        var index = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        while index < bytes.count {
            guard index == 0 || !isWordByte(bytes[index - 1]),
                let name = names.first(where: { name in
                    let length = name.utf8.count
                    return index + length <= bytes.count && bytes[index..<(index + length)].elementsEqual(name.utf8)
                        && (index + length == bytes.count || !isWordByte(bytes[index + length]))
                })
            else {
                index += 1
                continue
            }
            if copied < index { pieces.append(MarkdownTree.text(String(decoding: bytes[copied..<index], as: UTF8.self))) }
            let title = titles[name] ?? ""
            let abbr = MarkdownTree.markup(title.isEmpty ? "<abbr>" : "<abbr title=\"\(title.xmlEscaped)\">", exit: "</abbr>")
            cmark_node_append_child(abbr, MarkdownTree.text(name))
            pieces.append(abbr)
            index += name.utf8.count
            copied = index
        }
        guard !pieces.isEmpty else { return nil }
        if copied < bytes.count { pieces.append(MarkdownTree.text(String(decoding: bytes[copied...], as: UTF8.self))) }
        return pieces
    }
}
