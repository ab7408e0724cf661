import CCmark
import Glibc

/// Chirpy's image captions: a paragraph of an image and, on its next line, emphasis alone
/// (`![Desktop View](a.png)` then `_Full screen width_`) shows the emphasis as the image's
/// caption (`<p class="captioned">`, which the theme styles). Part of `attributes`, as Chirpy
/// posts are kramdown's.
enum ImageCaptions {
    static let signs: [StaticString] = ["!["]

    static func apply(in document: OpaquePointer) {
        let paragraphs = MarkdownTree.blocks(in: document) { node in
            guard MarkdownTree.type(node) == CMARK_NODE_PARAGRAPH else { return false }
            let children = MarkdownTree.children(of: node)
            return children.count == 3 && isImage(children[0]) && MarkdownTree.type(children[1]) == CMARK_NODE_SOFTBREAK
                && MarkdownTree.type(children[2]) == CMARK_NODE_EMPH
        }
        for paragraph in paragraphs {
            let block = MarkdownTree.block("")
            let inline = MarkdownTree.markup("<p class=\"captioned\">", exit: "</p>")
            MarkdownTree.moveChildren(of: paragraph, to: inline)
            cmark_node_append_child(block, inline)
            MarkdownTree.replace(paragraph, with: block)
        }
    }

    /// An image, or the markup the attribute pass wrote for one with attributes.
    private static func isImage(_ node: OpaquePointer) -> Bool {
        switch MarkdownTree.type(node) {
        case CMARK_NODE_IMAGE: return true
        case CMARK_NODE_CUSTOM_INLINE: return cmark_node_get_on_enter(node).map { strncmp($0, "<img", 4) == 0 } ?? false
        default: return false
        }
    }
}
