import Foundation
import Diagnostics
import Templates

/// What expanding a post's shortcodes and Liquid tags needs: the theme's shortcode templates,
/// the site, the page and where the body sits in its file.
struct ShortcodeEnvironment: Sendable {
    /// The theme's templates; shortcodes are `shortcodes/NAME`.
    var library: TemplateLibrary?
    /// The names of the theme's shortcodes, sorted, for "did you mean".
    var names: [String] = []
    /// For each shortcode, the fields its template shows rendered as Markdown (`inner` for
    /// `inner_html`, a parameter's name for `NAME_html`): only these are rendered.
    var markdownFields: [String: Set<String>] = [:]
    var config: SiteConfig
    var path: String
    /// Lines of the file before the body.
    var lineOffset: Int
    var pageTitle: String
    var pageParams: TemplateObject
    /// How the post's Markdown is rendered, for a shortcode's `inner_html` and `NAME_html`.
    var markdown: MarkdownOptions
    /// Whether Jekyll's Liquid is read (see `FrontMatterFormat.mayHoldLiquid`); Hugo's and Zola's calls always are.
    var readsLiquid = true

    func knows(_ name: String) -> Bool { library?.contains("shortcodes/" + name) == true }
}

/// A post's body with its shortcodes and Liquid tags expanded.
struct ShortcodeExpansion: Sendable {
    /// The Markdown to render: calls whose output is HTML are placeholders (see `placeholder`).
    var markdown: String
    /// The HTML of each placeholder, by number.
    var blocks: [String] = []
    var references: [PageReference] = []
    var diagnostics: [Diagnostic] = []

    /// Letters and digits only, so that cmark passes it through as text.
    static func placeholder(_ index: Int) -> String { "zzsiteshortcode\(index)zz" }

    /// The rendered HTML with each placeholder replaced by its block: a placeholder alone in a
    /// paragraph takes the paragraph's place; block markup (a `<div>`, a `<p>`) called in the middle
    /// of a paragraph ends the paragraph before it and starts another after it, as HTML requires.
    func substitute(into html: String) -> String {
        guard !blocks.isEmpty else { return html }
        var html = html
        for (index, block) in blocks.enumerated().reversed() {
            let token = Self.placeholder(index)
            html = html.replacingOccurrences(of: "<p>\(token)</p>", with: block)
            while let found = html.range(of: token) {
                let inParagraph = Self.isBlock(block) && Self.isInsideParagraph(html[..<found.lowerBound])
                html.replaceSubrange(found, with: inParagraph ? "</p>\n" + block + "\n<p>" : block)
            }
        }
        // A call that ended or began its paragraph leaves it empty.
        return html.contains("<p></p>") ? html.replacingOccurrences(of: "<p></p>", with: "") : html
    }

    /// True when the markup starts with an element that may not sit inside a paragraph.
    private static func isBlock(_ markup: String) -> Bool {
        let start = markup.drop { $0.isWhitespace }
        guard start.hasPrefix("<") else { return false }
        let name = start.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
        return blockElements.contains(name)
    }

    private static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figure", "footer", "form",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul",
    ]

    /// True when the last paragraph opened before this point is not closed yet.
    private static func isInsideParagraph(_ before: Substring) -> Bool {
        let opened = [before.range(of: "<p>", options: .backwards), before.range(of: "<p ", options: .backwards)]
            .compactMap { $0?.lowerBound }.max()
        guard let opened else { return false }
        guard let closed = before.range(of: "</p>", options: .backwards)?.lowerBound else { return true }
        return opened > closed
    }
}
