import Diagnostics
import Foundation

/// One Markdown file of the site, read and rendered: a post or a page.
struct Page: Sendable {
    enum Kind: Sendable { case post, page }

    var kind: Kind
    var source: ContentFile
    var title: String
    var date: Date?
    var updated: Date?
    var tags: [String] = []
    /// The slug of each tag, unique across the site: set by `SiteModel`, which sees every tag.
    var tagSlugs: [String] = []
    var description: String?
    var isDraft = false
    var slug: String
    /// Orders pages in the navigation (lower first).
    var weight: Int?
    /// Where the page goes below the output folder, with a trailing slash: `posts/spending/`.
    var sitePath: String
    /// The body as HTML, charts included.
    var html = ""
    var chartCount = 0
    /// The body's h2 and h3 headings, and whether the front matter asks for them as a table of contents (`toc: true`).
    var contents: [ContentsEntry] = []
    var showsContents = false
    var wordCount = 0
    /// Where `date:` is written, for the warning that a future post was left out.
    var dateLocation: SourceLocation?
    var dateSourceLine: String?

    init(
        kind: Kind, source: ContentFile, title: String, date: Date? = nil, tags: [String] = [], slug: String,
        sitePath: String
    ) {
        self.kind = kind
        self.source = source
        self.title = title
        self.date = date
        self.slug = slug
        self.sitePath = sitePath
        self.tags = tags
    }

    var isPost: Bool { kind == .post }
    var hasCharts: Bool { chartCount > 0 }
    /// Minutes to read at 220 words a minute, at least 1.
    var readingMinutes: Int { max(1, (wordCount + 219) / 220) }
}
