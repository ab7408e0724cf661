import Charts
import Diagnostics
import Foundation

/// Where a Markdown text comes from, so its chart blocks can report positions and read data files.
struct ChartContext: Sendable, Hashable {
    /// The file's path as the writer knows it, e.g. `content/posts/a.md`.
    var path: String
    /// Lines of the file before the Markdown body (the front matter).
    var lineOffset: Int
    /// Where `data:` files are read from; nil when there is no file system.
    var dataFiles: DataFileLocator?
    var locale: String
    /// The charts' phrases in the page's language.
    var words: ChartWords = .english
    /// Each chart is also drawn as a standalone SVG file, for feeds and link previews.
    var drawsImages: Bool
    /// Sets apart the charts of one part of the file rendered on its own (a shortcode's inner
    /// text) from those of another, so their ids differ; empty for the file's own text.
    var idScope = ""

    init(path: String, lineOffset: Int = 0, dataFiles: DataFileLocator? = nil, locale: String = "en", drawsImages: Bool = false) {
        self.path = path
        self.lineOffset = lineOffset
        self.dataFiles = dataFiles
        self.locale = locale
        self.drawsImages = drawsImages
    }
}

/// How to turn Markdown into HTML.
struct MarkdownOptions: Sendable, Hashable {
    /// Raw HTML passes through when true; charts are kept either way.
    var unsafe = true
    var charts: ChartContext
    /// Curly quotes, dashes and ellipses (cmark's own option), never inside code.
    var smart = false
    var extensions: Set<MarkdownExtension> = []
    /// Starts every footnote id, so that several posts' footnotes on one page never share an id.
    var idPrefix = ""
    /// What each shortcode placeholder in the text reads as in a heading's id and the contents
    /// (`ShortcodeExpansion.blockTexts`): a formula in a heading gives its TeX, not its markup.
    var placeholderTexts: [String] = []
    /// Footnote references between the post and its parts rendered apart (`PartFootnotes`).
    var partFootnotes = PartFootnotes()
    /// A callout's heading in the page's language by its word (`warning` → `Attention`), from the
    /// theme's `callout_*` words; a word missing here is shown capitalised (`Warning`).
    var calloutHeadings: [String: String] = [:]

    init(
        unsafe: Bool = true, charts: ChartContext, smart: Bool = false, extensions: Set<MarkdownExtension> = [],
        idPrefix: String = "", calloutHeadings: [String: String] = [:]
    ) {
        self.calloutHeadings = calloutHeadings
        self.unsafe = unsafe
        self.charts = charts
        self.smart = smart
        self.extensions = extensions
        self.idPrefix = idPrefix
    }

    func has(_ extension: MarkdownExtension) -> Bool { extensions.contains(`extension`) }
}

/// A heading a table of contents lists: its level, id and text.
struct ContentsEntry: Sendable, Hashable {
    var level: Int
    var id: String
    var text: String
    /// The text as HTML where it holds more than words (a formula), else nil.
    var markup: String?
}

/// The HTML of a Markdown text and what happened on the way.
struct RenderedMarkdown: Sendable {
    var html: String
    var chartCount: Int
    var diagnostics: [Diagnostic]
    /// The h2 and h3 headings, for a table of contents.
    var contents: [ContentsEntry] = []
    /// The `data:` files the charts read, so a cached fragment can tell when one changed.
    var dataFiles: [DataFileRead] = []
    /// The charts as image files, when the options ask for them.
    var chartImages: [PageChartImage] = []
    /// The words and CJK characters of the chart blocks, left out of the reading time.
    var chartWords = 0
    var chartCJKCharacters = 0
    /// The lines of the file with an image a screen reader can only call "image" (`ImagesWithoutText`).
    var imagesWithoutText: [Int] = []
    /// What the footnotes pass did for the post's parts (`PartFootnotes`): the post's references
    /// for their markers, or a part's markers and own notes.
    var partFootnotes = LinkedFootnotes()
}

/// One chart of a page as a standalone SVG file, written next to the page.
struct PageChartImage: Sendable {
    /// The file's name in the page's folder: `chart-1.svg` for the page's first chart block.
    var fileName: String
    var image: ChartImage
}

/// One `data:` file a chart read, and what its bytes were then (nil when it could not be read).
struct DataFileRead: Sendable {
    var path: String
    var fingerprint: Fingerprint?

    /// Whether the file still has the bytes (or is still as unreadable as) when it was read.
    var isUnchanged: Bool { Fingerprint.ofFile(atPath: path) == fingerprint }
}
