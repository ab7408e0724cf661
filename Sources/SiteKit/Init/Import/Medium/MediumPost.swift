import Foundation

/// One story of a Medium export (Settings → Security and apps → Download your information): a file
/// of its `posts/` folder, `2019-04-03_Tip--embed-your-code-snippets-3c7869fdae53.html` for a
/// published story, `draft_Title-3c7869fdae53.html` for a draft. The file is a page of its own:
/// the title in `<h1 class="p-name">`, the subtitle in `data-field="subtitle"`, the story in
/// `data-field="body"`, the author, the time and the story's address in its `<footer>`.
struct MediumPost {
    var fileName: String
    var title: String
    var subtitle: String
    /// The story's HTML, as Medium wrote it.
    var body: String
    var author: String
    /// `2019-04-03T10:00:00.123Z`; empty for a draft.
    var published: String
    /// The story's address on Medium (`https://medium.com/@someone/tip-3c7869fdae53`).
    var canonical: String
    var isDraft: Bool
    /// A response to another story (Medium exports them as stories too): it has no title of its own.
    var isResponse: Bool

    /// Whether `text` (a file's opening) is a story of a Medium export.
    static func isStory(_ text: String) -> Bool {
        text.contains("<article class=\"h-entry\">") && text.contains("data-field=\"body\"")
    }

    /// The story in the file `fileName` holding `html`; nil when it is none.
    init?(fileName: String, html: String) {
        guard Self.isStory(html), let body = Self.bodyHTML(of: html) else { return nil }
        self.fileName = fileName
        self.body = body
        title = HTMLEntities.decoded(Self.text(#"<h1 class="p-name">([\s\S]*?)</h1>"#, in: html))
        subtitle = HTMLEntities.decoded(Self.text(#"<section data-field="subtitle" class="p-summary">([\s\S]*?)</section>"#, in: html))
        author = HTMLEntities.decoded(Self.text(#"class="p-author h-card">([\s\S]*?)</a>"#, in: html))
        published = Self.text(#"<time class="dt-published" datetime="([^"]+)""#, in: html)
        canonical = Self.text(#"<a href="([^"]+)" class="p-canonical""#, in: html)
        isDraft = fileName.hasPrefix("draft_") || published.isEmpty
        isResponse = !body.contains("graf--title")
    }

    /// The body section's inside: from `data-field="body"` to the `</section>` before the footer
    /// (the body holds sections of its own, one per part the writer divided it into).
    private static func bodyHTML(of html: String) -> String? {
        guard let start = html.range(of: #"<section data-field="body" class="e-content">"#) else { return nil }
        let rest = html[start.upperBound...]
        let end = rest.range(of: "<footer>")?.lowerBound ?? rest.endIndex
        var body = rest[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
        if body.hasSuffix("</section>") { body.removeLast("</section>".count) }
        return body
    }

    private static func text(_ pattern: String, in html: String) -> String {
        ScriptValues.firstMatch(pattern, in: html).first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
}
