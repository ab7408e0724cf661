/// An author as front matter writes one: a name, or Markdown with links
/// (`author: "[Patrice Chalin](https://github.com/chalin) ([CNCF](https://www.cncf.io/))"`, as
/// Docsy's posts write it, which Docsy's templates render).
struct AuthorName: Equatable {
    /// The name as text (the Markdown's words).
    var name: String
    /// The HTML to show when the name is Markdown with a link (its links kept); nil for a plain
    /// name, which templates show escaped.
    var html: String?
    /// The address of the author's page when the whole name is one link; nil otherwise.
    var url: String?

    init(_ written: String) {
        let text = written.trimmingSpaces()
        // Most names have no link: no Markdown is read for them.
        guard text.contains("]("), let inline = MarkdownTree.inline(text) else {
            (name, html, url) = (text, nil, nil)
            return
        }
        (name, html) = (inline.plain, inline.html)
        url = Self.soleLink(text)
    }

    /// `[Name](url)` and nothing else: its address.
    private static func soleLink(_ text: String) -> String? {
        guard text.hasPrefix("["), text.hasSuffix(")"), let middle = text.range(of: "]("),
            !text[middle.upperBound...].contains("]("), !text[..<middle.lowerBound].contains("]")
        else { return nil }
        let url = text[middle.upperBound..<text.index(before: text.endIndex)].trimmingSpaces()
        return url.isEmpty || url.contains(" ") ? nil : url
    }
}
