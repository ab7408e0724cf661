import CCmark

/// GitHub's alerts and Obsidian's callouts: a quote whose first line is `[!NOTE]` (or `[!tip]
/// A title`, Obsidian's form, with an optional `+`/`-` fold mark) becomes a callout, drawn as the
/// theme draws its callout shortcodes (`<div class="callout callout-tip" role="note">` with a
/// `callout-title`). Hugo themes render them through blockquote hooks; GitHub does natively.
enum Alerts {
    static let signs: [StaticString] = ["[!"]

    /// - Parameter headings: a heading by word in the page's language (`MarkdownOptions.calloutHeadings`).
    static func apply(in document: OpaquePointer, headings: [String: String] = [:]) {
        for quote in MarkdownTree.blocks(in: document, where: { MarkdownTree.type($0) == CMARK_NODE_BLOCK_QUOTE }) {
            guard let paragraph = cmark_node_first_child(quote), MarkdownTree.type(paragraph) == CMARK_NODE_PARAGRAPH,
                let marker = cmark_node_first_child(paragraph), MarkdownTree.type(marker) == CMARK_NODE_TEXT
            else { continue }
            // The marker's line holds nothing but text.
            let next = cmark_node_next(marker)
            guard next == nil || MarkdownTree.type(next!) == CMARK_NODE_SOFTBREAK || MarkdownTree.type(next!) == CMARK_NODE_LINEBREAK,
                let (word, title) = read(MarkdownTree.literal(marker)), let kind = Callout.kind(of: word)
            else { continue }
            let heading = title.isEmpty ? Callout.heading(for: word, in: headings) : title
            if let next { cmark_node_unlink(next); cmark_node_free(next) }
            cmark_node_unlink(marker)
            cmark_node_free(marker)
            if cmark_node_first_child(paragraph) == nil {
                cmark_node_unlink(paragraph)
                cmark_node_free(paragraph)
            }
            let callout = MarkdownTree.block(
                "<div class=\"callout callout-\(kind)\" role=\"note\"><p class=\"callout-title\">\(heading.xmlEscaped)</p>", exit: "</div>")
            MarkdownTree.moveChildren(of: quote, to: callout)
            MarkdownTree.replace(quote, with: callout)
        }
    }

    /// `[!NOTE]` → ("NOTE", ""), `[!tip]- A title` → ("tip", "A title"); nil for other text.
    private static func read(_ line: String) -> (word: String, title: String)? {
        guard line.hasPrefix("[!"), let close = line.firstIndex(of: "]") else { return nil }
        let word = String(line[line.index(line.startIndex, offsetBy: 2)..<close])
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { return nil }
        var rest = line[line.index(after: close)...]
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        return (word, String(rest).trimmingSpaces())
    }
}
