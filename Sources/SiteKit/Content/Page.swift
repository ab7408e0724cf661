import Diagnostics
import Foundation
import Templates

/// One Markdown file of the site, read and rendered: a post or a page.
struct Page: Sendable {
    enum Kind: Sendable { case post, page }

    var kind: Kind
    var source: ContentFile
    /// The language of a translation (`index.zh-cn.md`: `zh-cn`), published under `/zh-cn/`;
    /// nil for a page in the site's own language (`index.en.md` in an English site included).
    var language: String?
    /// The language the page is written in when its front matter says so and it is not the
    /// site's (`lang: zh`, as Jekyll's and Quarto's pages write it): the page stays in the site's
    /// lists, and its `<html lang>`, words, dates and charts are that language's.
    var ownLanguage: String?
    /// The language the page is read in: a translation's, else its own, else nil (the site's).
    var writtenLanguage: String? { language ?? ownLanguage }
    /// The file's bytes as read, so a save of the same bytes is known to change nothing.
    var sourceFingerprint: Fingerprint?
    var title: String
    /// The title with its formulas typeset (`Estimating $R_t$`), for headings and lists; nil when
    /// it holds none, and the title, escaped, is its markup.
    var titleHTML: String?
    var date: Date?
    /// The offset from UTC the date was written with (`-0800`), so it shows on the author's day.
    var dateOffset: Int?
    var updated: Date?
    /// Left out until then (`publishDate:`), and from then on (`expiryDate:`), unless the build says otherwise.
    var publishDate: Date?
    var expiryDate: Date?
    /// The terms of each taxonomy, by taxonomy name: `["tags": ["money"], "categories": ["Life"]]`.
    var terms: [String: [String]] = [:]
    var description: String?
    /// `summary:` or `excerpt:` as written; else the list pages use the text before `<!--more-->`,
    /// the description or the first paragraph.
    var summary: String?
    /// What list pages show for the page: escaped text, no markup (see `listSummary`).
    var listSummaryHTML = ""
    var authors: [String] = []
    /// Old paths that redirect here (`aliases:`, `redirect_from:`), as written, and where each is written.
    var aliases: [(path: String, location: SourceLocation)] = []
    /// `url:` or `permalink:`: where the page goes instead of its usual path.
    var customPath: (path: String, location: SourceLocation)?
    /// `layout:` or `template:`: the theme layout to render it with instead of `post` or `page`;
    /// `namesFile` when written as another generator's template file (`theme.html`, `layouts/post.njk`).
    var layout: (name: String, location: SourceLocation, sourceLine: String?, namesFile: Bool)?
    /// `images:`: the first is the page's Open Graph image.
    var images: [String] = []
    /// `params:`, `extra:` and every key without a meaning of its own, for templates (`page.params.math`).
    var params: TemplateObject = [:]
    var isDraft = false
    /// A draft only by a misspelt flag (`published: flase`): its warnings are shown though it is left out.
    var isDraftByMisspeltFlag = false
    /// Hugo's `headless:` and `build:` options, as the page writes them (nil: as its section's `cascade:` says).
    var publishOptions: PublishOptions?
    /// What a section's `cascade:` says of its pages' build options.
    var cascadedPublishOptions: PublishOptions?
    /// Links to other pages by name, whose markers in `html` are replaced once every page is read.
    var references: [PageReference] = []
    var slug: String
    /// `slug:` as the front matter writes it (slugified), which permalink patterns prefer.
    var writtenSlug: String?
    /// Orders pages in the navigation (lower first).
    var weight: Int?
    /// A post listed first on the home page and its posts folder's list, above the newer ones
    /// (`pin: true` of Chirpy and Material for MkDocs, Hexo's `sticky: 100`, WordPress's sticky
    /// posts): 0 for none, else its weight (more first).
    var pinned = 0
    /// The page's entry in the main menu (`menu: main`), which then makes the navigation.
    var menu: MenuEntry?
    /// Where the page goes below the output folder, with a trailing slash: `posts/spending/`.
    var sitePath: String
    /// The body as HTML, charts included.
    var html = ""
    /// `abstract:` (Quarto's and Hugo Blox's papers and posts) as HTML, shown under the title; empty when there is none.
    var abstractHTML = ""
    /// A paper's venue (`publication: In *Journal*`) as inline HTML; empty when there is none.
    var publicationHTML = ""
    /// A paper's links (PDF, code, DOI…), see `PaperLinks`.
    var paperLinks: [(name: String, url: String)] = []
    var chartCount = 0
    /// Each chart as an SVG file for the page's folder: the feed shows these, and the first is
    /// the Open Graph image of a page without `images:`.
    var chartImages: [PageChartImage] = []
    /// The site's files its text takes in (`{{% include "_common/x.md" %}}`), by their paths from
    /// the site's folder: an edit to one of them changes this page.
    var includedFiles: [String] = []
    /// Files the page brings, written in its folder: a notebook's plots, which its HTML links.
    var files: [PageFile] = []
    /// The lines of the page's file with an image that has no text for a screen reader.
    var imagesWithoutText: [Int] = []
    /// A Quarto or R Markdown page whose code cells (R, Python, Julia) were never run: it shows
    /// their code without what they printed and drew.
    var showsCodeWithoutOutput = false
    /// The body's h2 and h3 headings, and whether the front matter asks for them as a table of contents (`toc: true`).
    var contents: [ContentsEntry] = []
    var showsContents = false
    /// A folder's index page whose front matter says Quarto's `listing:` (one, without an `id`):
    /// the page lists its folder's pages, newest first.
    var isListing = false
    /// Quarto's listings with an `id`: lists put in the page's text where its blocks of that id are.
    var listings: [PageListing] = []
    var wordCount = 0
    /// Chinese, Japanese and Korean characters in the Markdown source, which are read one by one
    /// rather than as space-separated words.
    var cjkCharacterCount = 0
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
        if !tags.isEmpty { terms["tags"] = tags }
    }

    var isPost: Bool { kind == .post }
    /// What a page and its translations share: its folder and name without the language.
    var translationKey: String { source.folder + "/" + source.stem }

    /// A page in one language, as its other languages link to it.
    struct Translation: Sendable {
        /// nil for the site's own language.
        var language: String?
        var title: String
        var sitePath: String

        init(_ page: Page) {
            language = page.language
            title = page.title
            sitePath = page.sitePath
        }
    }
    /// A section's `_index.md`: its page lists the section (the home page for `content/_index.md`);
    /// so does a folder's `index.qmd` or `index.md` that says `listing:` (Quarto's list of a
    /// folder's documents: publications, talks, projects).
    var isSection: Bool { source.isSectionIndex || (isListing && !source.isPost) }
    /// The tags, the taxonomy every site has.
    var tags: [String] {
        get { terms["tags"] ?? [] }
        set { terms["tags"] = newValue }
    }

    var hasCharts: Bool { chartCount > 0 }
    /// Where each chart image is written below the output folder: `posts/x/chart-1.svg`; beside a
    /// page that is a named file (`2019/03/title.html`, as Jekyll permalinks write), the file's
    /// name leads (`2019/03/title-chart-1.svg`), so pages sharing a folder never share an image.
    var chartImagePaths: [String] { Self.chartImagePaths(sitePath: sitePath, images: chartImages) }

    /// Where each of the page's `files` is written below the output folder.
    var filePaths: [String] { PageFile.paths(sitePath: sitePath, files: files) }

    /// Every path below the output folder the page's images and files take.
    var ownFilePaths: [String] { chartImagePaths + filePaths }

    /// `chartImagePaths` from the two fields it needs, for callers that read pages through an
    /// array (a copy of a page would retain every field).
    static func chartImagePaths(sitePath: String, images: [PageChartImage]) -> [String] {
        guard !images.isEmpty else { return [] }
        let (folder, name) = outputFolderAndName(sitePath)
        let stem = name == "index.html" ? "" : (name.split(separator: ".").dropLast().joined(separator: ".") + "-")
        return images.map { folder + stem + $0.fileName }
    }

    /// Minutes to read at 220 words a minute, and 500 CJK characters a minute (as Hugo counts
    /// them), at least 1.
    var readingMinutes: Int { max(1, (wordCount * 500 + cjkCharacterCount * 220 + 219 * 500) / (220 * 500)) }
}
