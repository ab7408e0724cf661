import CCmark

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
        for paragraph in paragraphs { MarkdownTree.replaceParagraph(paragraph, openingTag: "<p class=\"captioned\">") }
    }

    /// An image, or the markup the attribute pass wrote for one with attributes.
    private static func isImage(_ node: OpaquePointer) -> Bool {
        MarkdownTree.type(node) == CMARK_NODE_IMAGE || MarkdownTree.isMarkup(node, opening: "<img")
    }
}
