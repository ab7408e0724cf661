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

    /// The library's time grows faster than a line's length on very long lines (measured: one
    /// line of 32 KB of JavaScript 20 ms, of 300 KB 3 s; a pasted minified bundle would take
    /// minutes). Lines over 20,000 bytes, and blocks over 1 MB (about 125 ms), stay plain.
    static let longestLine = 20_000
    static let largestBlock = 1_000_000

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
