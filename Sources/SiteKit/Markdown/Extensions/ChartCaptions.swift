import CCmark
import Charts
import Foundation

/// A chart's title, description or source read as inline Markdown, as the post's own text is:
/// links, bare web addresses, emphasis and code (`source: "[OECD](https://oecd.org), 2024"`).
/// Nil for text that makes no markup, is not one paragraph, or writes raw HTML: that stays text,
/// escaped, as all of a chart's text.
@Sendable func chartCaption(_ markdown: String) -> CaptionText? {
    guard let document = MarkdownTree.parse(markdown, options: CMARK_OPT_DEFAULT) else { return nil }
    defer { cmark_node_free(document) }
    guard let paragraph = cmark_node_first_child(document), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
        cmark_node_next(paragraph) == nil, !holdsRawHTML(paragraph)
    else { return nil }
    Autolinks.apply(in: document)
    guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return nil }
    defer { free(rendered) }
    let html = String(cString: rendered)
    guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return nil }
    let inner = String(html.dropFirst(3).dropLast("</p>\n".count))
    guard inner.utf8.contains(UInt8(ascii: "<")) else { return nil }
    return CaptionText(html: inner, plain: MarkdownTree.plainText(of: paragraph).text)
}

/// Whether a node holds raw HTML (`<b>`), which a chart's text shows as written.
private func holdsRawHTML(_ node: OpaquePointer) -> Bool {
    let iterator = cmark_iter_new(node)
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
        if event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator), cmark_node_get_type(child) == CMARK_NODE_HTML_INLINE { return true }
    }
    return false
}
