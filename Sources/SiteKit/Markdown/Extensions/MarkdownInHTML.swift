import CCmark

/// kramdown's `markdown="1"` on an HTML tag (`<div class="notice--info" markdown="1">`, as
/// Minimal Mistakes' notices are written): the text inside is Markdown. cmark keeps the lines
/// after such a tag in its HTML block up to the first blank line, so they are read here as
/// Markdown, between the tag (its `markdown` attribute dropped, as kramdown drops it) and a
/// closing tag on a line of its own.
enum MarkdownInHTML {
    /// Bytes a text holds when a tag in it may ask for this.
    static let signs: [StaticString] = ["markdown="]

    private static let attributes = [" markdown=\"1\"", " markdown='1'", " markdown=\"block\"", " markdown=1"]

    static func apply(in document: OpaquePointer, parseOptions: Int32) {
        let blocks = MarkdownTree.blocks(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_HTML_BLOCK && MarkdownTree.literal(node).contains(" markdown=")
        }
        for block in blocks {
            let html = MarkdownTree.literal(block)
            var lines = html.split(separator: "\n", omittingEmptySubsequences: false)
            while lines.last?.allSatisfy({ $0 == " " || $0 == "\r" }) == true { lines.removeLast() }
            guard var tag = lines.first.map(String.init), tag.hasPrefix("<"), !tag.hasPrefix("</"),
                let attribute = attributes.first(where: { tag.contains($0) })
            else { continue }
            tag = tag.replacingAll(attribute, with: "")
            var inner = lines.dropFirst()
            // A closing tag on the last line stays HTML.
            var closing: String?
            if let last = inner.last, last.trimmingSpaces().hasPrefix("</"), inner.count >= 1 {
                closing = String(last)
                inner = inner.dropLast()
            }
            // The tag stays this HTML block, so raw HTML switched off (`unsafe: false`) still leaves it out.
            _ = cmark_node_set_literal(block, tag + "\n")
            var last = block
            if !inner.isEmpty, let fragment = MarkdownTree.parse(inner.joined(separator: "\n") + "\n", options: parseOptions) {
                for child in MarkdownTree.children(of: fragment) {
                    cmark_node_unlink(child)
                    _ = cmark_node_insert_after(last, child)
                    last = child
                }
                cmark_node_free(fragment)
            }
            if let closing, let node = cmark_node_new(CMARK_NODE_HTML_BLOCK) {
                _ = cmark_node_set_literal(node, closing + "\n")
                _ = cmark_node_insert_after(last, node)
            }
        }
    }
}
