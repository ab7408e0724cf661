import CCmark

/// Definition lists as kramdown, PHP Markdown Extra and Hugo (goldmark, on by default) read them:
/// a line of a term, then lines starting with `:` that define it.
///
///     Median
///     : the middle value of the sorted data
///
/// cmark reads that as one paragraph; this pass makes it `<dl><dt>…</dt><dd>…</dd></dl>`, the
/// term's and the definitions' Markdown kept. Several term lines share the definitions after
/// them; a line without `:` after a definition continues it. A blank line between term and
/// definition makes the definition a paragraph of its own (`<dd><p>…</p></dd>`), and groups
/// separated by blank lines make one list.
enum DefinitionLists {
    /// A line starting with `:`, at the left, indented in a list or in a quote.
    static let signs: [StaticString] = ["\n:", "\n :", "\n  :", "\n   :", "\n    :", "> :"]

    static func build(in document: OpaquePointer) {
        let paragraphs = MarkdownTree.blocks(in: document) { MarkdownTree.type($0) == CMARK_NODE_PARAGRAPH }
        var list: OpaquePointer?
        var done = Set<OpaquePointer>()
        for paragraph in paragraphs where !done.contains(paragraph) {
            let lines = self.lines(of: paragraph)
            guard let first = lines.first, !isDefinition(first) else {
                list = nil
                continue
            }
            let terms = lines.prefix { !isDefinition($0) }
            var definitions = lines.dropFirst(terms.count)
            var looseDefinitions: [OpaquePointer] = []
            if definitions.isEmpty {
                // The loose form: definitions as the paragraphs right after the term's.
                var next = cmark_node_next(paragraph)
                while let candidate = next, MarkdownTree.type(candidate) == CMARK_NODE_PARAGRAPH,
                    let line = self.lines(of: candidate).first, isDefinition(line)
                {
                    looseDefinitions.append(candidate)
                    next = cmark_node_next(candidate)
                }
                guard !looseDefinitions.isEmpty else {
                    list = nil
                    continue
                }
            }
            // A group right after the last one (only a blank line between them) joins its list.
            let dl: OpaquePointer
            if let open = list, cmark_node_next(open) == paragraph {
                dl = open
            } else {
                dl = MarkdownTree.block("<dl>", exit: "</dl>")
                cmark_node_insert_before(paragraph, dl)
            }
            for term in terms { append(term, as: "dt", to: dl) }
            // Lines after a definition that do not start with `:` continue it, across their line break.
            while let start = definitions.first {
                var pieces = start.nodes
                var rest = definitions.dropFirst()
                while let continuation = rest.first, !isDefinition(continuation) {
                    pieces += [continuation.lineBreak].compactMap { $0 } + continuation.nodes
                    rest = rest.dropFirst()
                }
                append(Line(nodes: pieces, lineBreak: nil), as: "dd", to: dl)
                definitions = rest
            }
            for loose in looseDefinitions {
                done.insert(loose)
                let wrapper = MarkdownTree.block("<dd>", exit: "</dd>")
                cmark_node_append_child(dl, wrapper)
                // The whole paragraph, its colon taken off, goes into the <dd>.
                if let firstLine = self.lines(of: loose).first { _ = stripColon(from: firstLine) }
                cmark_node_unlink(loose)
                cmark_node_append_child(wrapper, loose)
            }
            cmark_node_unlink(paragraph)
            cmark_node_free(paragraph)
            list = dl
        }
    }

    /// One line of a paragraph: its inline nodes, and the soft break that ended the line before it.
    private struct Line {
        var nodes: [OpaquePointer]
        var lineBreak: OpaquePointer?
    }

    private static func lines(of paragraph: OpaquePointer) -> [Line] {
        var lines = [Line(nodes: [], lineBreak: nil)]
        for child in MarkdownTree.children(of: paragraph) {
            if MarkdownTree.type(child) == CMARK_NODE_SOFTBREAK {
                lines.append(Line(nodes: [], lineBreak: child))
            } else {
                lines[lines.count - 1].nodes.append(child)
            }
        }
        return lines.filter { !$0.nodes.isEmpty }
    }

    /// Whether a line starts with `:` and a space: a definition.
    private static func isDefinition(_ line: Line) -> Bool {
        guard let first = line.nodes.first, MarkdownTree.type(first) == CMARK_NODE_TEXT else { return false }
        let text = MarkdownTree.literal(first).utf8
        guard text.first == UInt8(ascii: ":") else { return false }
        let after = text.dropFirst().first
        return after == UInt8(ascii: " ") || after == UInt8(ascii: "\t")
    }

    /// Takes the `:` and the blanks after it off the line's first text; true when that left
    /// nothing of the text, which is then freed.
    private static func stripColon(from line: Line) -> Bool {
        guard let first = line.nodes.first else { return false }
        let rest = String(MarkdownTree.literal(first).dropFirst().drop { $0 == " " || $0 == "\t" })
        if rest.isEmpty, line.nodes.count > 1 {
            cmark_node_unlink(first)
            cmark_node_free(first)
            return true
        }
        _ = rest.withCString { cmark_node_set_literal(first, $0) }
        return false
    }

    /// The line's nodes moved into a `<dt>` or `<dd>` at the end of the list.
    private static func append(_ line: Line, as tag: String, to list: OpaquePointer) {
        var nodes = line.nodes
        if tag == "dd", stripColon(from: line) { nodes.removeFirst() }
        let block = MarkdownTree.block("")
        let inline = MarkdownTree.markup("<\(tag)>", exit: "</\(tag)>")
        for node in nodes {
            cmark_node_unlink(node)
            cmark_node_append_child(inline, node)
        }
        cmark_node_append_child(block, inline)
        cmark_node_append_child(list, block)
    }
}
