import Diagnostics
import Templates

/// What expanding a post's shortcodes and Liquid tags needs: the theme's shortcode templates,
/// the site, the page and where the body sits in its file.
struct ShortcodeEnvironment: Sendable {
    /// The theme's templates; shortcodes are `shortcodes/NAME`.
    var library: TemplateLibrary?
    /// The names of the theme's shortcodes, sorted, for "did you mean".
    var names: [String] = []
    /// The shortcodes whose templates show `inner_html`: only theirs is rendered as Markdown.
    var innerHTMLUsers: Set<String> = []
    var config: SiteConfig
    var path: String
    /// Lines of the file before the body.
    var lineOffset: Int
    var pageTitle: String
    var pageParams: [String: TemplateValue]
    /// How the post's Markdown is rendered, for a shortcode's `inner_html`.
    var markdown: MarkdownOptions

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
    /// paragraph takes the paragraph's place.
    func substitute(into html: String) -> String {
        guard !blocks.isEmpty else { return html }
        var html = html
        for (index, block) in blocks.enumerated().reversed() {
            let token = Self.placeholder(index)
            html = html.replacingOccurrences(of: "<p>\(token)</p>", with: block)
            html = html.replacingOccurrences(of: token, with: block)
        }
        return html
    }
}
