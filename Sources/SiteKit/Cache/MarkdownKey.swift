import Charts

/// Everything a rendered Markdown fragment depends on, apart from the `data:` files its charts read.
///
/// The path and line offset are in it because diagnostics and chart ids name them; `unsafe` and
/// the locale come from `site.yml`, so a change there misses the cache without being told.
struct MarkdownKey: Hashable, Sendable {
    var path: String
    var body: Fingerprint
    var lineOffset: Int
    var folder: String?
    var unsafe: Bool
    var locale: String
    var chartWords: ChartWords
    var smart: Bool
    var extensions: Set<MarkdownExtension>
    var idPrefix: String
    var placeholderTexts: [String]
    var partFootnotes: PartFootnotes
    var calloutHeadings: [String: String]

    init(_ markdown: String, options: MarkdownOptions) {
        path = options.charts.path
        body = Fingerprint(markdown)
        lineOffset = options.charts.lineOffset
        folder = options.charts.dataFiles?.postFolder
        unsafe = options.unsafe
        locale = options.charts.locale
        chartWords = options.charts.words
        smart = options.smart
        extensions = options.extensions
        idPrefix = options.idPrefix
        placeholderTexts = options.placeholderTexts
        partFootnotes = options.partFootnotes
        calloutHeadings = options.calloutHeadings
    }
}
