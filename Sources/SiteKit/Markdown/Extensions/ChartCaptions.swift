import Charts

/// A chart's title, description or source read as inline Markdown, as the post's own text is:
/// links, bare web addresses, emphasis and code (`source: "[OECD](https://oecd.org), 2024"`).
/// Nil for text that makes no markup, is not one paragraph, or writes raw HTML: that stays text,
/// escaped, as all of a chart's text.
@Sendable func chartCaption(_ markdown: String) -> CaptionText? {
    guard let inline = MarkdownTree.inline(markdown, autolinks: true, refusingRawHTML: true), inline.html.utf8.contains(UInt8(ascii: "<"))
    else { return nil }
    return CaptionText(html: inline.html, plain: inline.plain)
}
