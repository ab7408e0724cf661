import CCmark

/// Code highlighting at build time: a fenced block whose info string names a language gets
/// token classes (`hl-keyword`, `hl-string`, …) that the theme colours, light and dark. An
/// unknown language stays plain, without a warning; chart blocks never reach this pass.
enum Highlighting {
    static func apply(in document: OpaquePointer) {
        let blocks = MarkdownTree.blocks(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_CODE_BLOCK && cmark_node_get_fence_info(node).map { $0.pointee != 0 } == true
        }
        for block in blocks {
            let info = String(cString: cmark_node_get_fence_info(block))
            guard let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," }).first
            else { continue }
            let language = String(word)
            guard let html = CodeHighlighter.html(MarkdownTree.literal(block), language: language) else { continue }
            // The class cmark gives the block, so styles written for plain code blocks still apply.
            let open = "<pre class=\"highlight\"><code class=\"language-\(language.xmlEscaped)\">"
            MarkdownTree.replace(block, with: MarkdownTree.block(open + html + "</code></pre>"))
        }
    }
}
