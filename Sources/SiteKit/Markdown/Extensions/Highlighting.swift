import CCmark
import Glibc

/// Code highlighting at build time: a fenced block whose info string names a language gets
/// token classes (`hl-keyword`, `hl-string`, …) that the theme colours, light and dark. An
/// unknown language stays plain, without a warning; chart blocks never reach this pass.
enum Highlighting {
    /// Bytes a text holds when it may have fenced code, or an HTML block's plain `<pre><code>`.
    static let signs: [StaticString] = ["```", "~~~", "<pre"]

    static func apply(in document: OpaquePointer) {
        let blocks = MarkdownTree.blocks(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_CODE_BLOCK && cmark_node_get_fence_info(node).map { $0.pointee != 0 } == true
        }
        for block in blocks {
            let info = String(cString: cmark_node_get_fence_info(block))
            guard let (language, options) = CodeBlockHTML.split(info: info),
                let html = CodeBlockHTML.html(MarkdownTree.literal(block), language: language, options: options)
            else { continue }
            MarkdownTree.replace(block, with: MarkdownTree.block(html))
        }
        // An HTML block's `<pre class="r"><code>`, which a script in the old site's theme coloured.
        let htmlBlocks = MarkdownTree.blocks(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_HTML_BLOCK && cmark_node_get_literal(node).map { strstr($0, PreformattedCode.sign) != nil } == true
        }
        for block in htmlBlocks {
            let html = MarkdownTree.literal(block)
            let highlighted = PreformattedCode.highlighted(in: html)
            if highlighted != html { _ = cmark_node_set_literal(block, highlighted) }
        }
    }

    /// The library matches every rule from each token to the end of its line, so time grows with
    /// a line's length squared (measured: 4 KB of JavaScript on one line 0.7 s, 32 KB 58 s; a
    /// pasted minified script would take hours). Lines over 500 bytes, and blocks over 100 KB,
    /// stay plain; 500 bytes take about 10 ms.
    static let longestLine = 500
    static let largestBlock = 100_000

    static func isWorthHighlighting(_ code: some StringProtocol) -> Bool {
        let bytes = code.utf8
        guard bytes.count <= largestBlock else { return false }
        var lineLength = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lineLength = 0
            } else {
                lineLength += 1
                if lineLength > longestLine { return false }
            }
        }
        return true
    }
}
