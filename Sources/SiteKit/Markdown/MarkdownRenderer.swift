import CCmark
import Diagnostics
import Foundation

/// Renders Markdown with cmark and the passes over its tree: every ```chart block becomes the
/// chart engine's figure, then the extensions `options` switches on run in a fixed order.
///
/// With no extension on, everything but chart blocks is cmark's own output, byte for byte.
func renderMarkdown(_ markdown: String, options: MarkdownOptions) -> RenderedMarkdown {
    let parseOptions = CMARK_OPT_SOURCEPOS | (options.smart ? CMARK_OPT_SMART : 0)
    let markdown = options.has(.attributes) && KramdownComments.mayHold(markdown) ? KramdownComments.removed(from: markdown) : markdown
    // Footnote definitions would be read as link definitions: they leave the text before cmark parses it.
    let definedNotes = options.has(.footnotes) ? FootnoteDefinitions(in: markdown, parseOptions: parseOptions) : nil
    let source = definedNotes?.remainingText ?? markdown
    // A part of a post may refer to the post's notes, and the post's parts' blocks may hold such references.
    let parts = options.partFootnotes
    let footnotes = definedNotes
        ?? (options.has(.footnotes) && (!parts.markersInBlocks.isEmpty || (parts.isPart && MarkdownTree.text(source, contains: "[^")))
            ? FootnoteDefinitions(noneIn: source) : nil)
    guard let document = MarkdownTree.parse(source, options: parseOptions) else {
        return RenderedMarkdown(
            html: "", chartCount: 0, diagnostics: [.error("cmark could not parse \(options.charts.path)")])
    }
    defer { cmark_node_free(document) }
    // A pass runs only where the text holds one of its signs: most posts hold no tilde, no task box.
    func runs(_ extension: MarkdownExtension, signs: [StaticString]) -> Bool {
        options.has(`extension`) && MarkdownTree.text(source, containsAnyOf: signs)
    }
    // kramdown's HTML blocks end where their element closes; Markdown may follow on the next line.
    if runs(.attributes, signs: HTMLBlockEnds.signs) { HTMLBlockEnds.apply(in: document, source: source, parseOptions: parseOptions) }
    // kramdown's `<div markdown="1">`: its text is Markdown, read before every other pass reads the tree.
    if runs(.attributes, signs: MarkdownInHTML.signs) { MarkdownInHTML.apply(in: document, parseOptions: parseOptions) }
    // Quarto's ```{mermaid} is a ```mermaid block, which may be a chart.
    if runs(.codeChunks, signs: CodeChunks.signs) { CodeChunks.apply(in: document) }
    // Tables written in HTML take focus, as the theme lets them scroll (before charts write tables of their own).
    if runs(.tables, signs: RawTables.signs) { RawTables.apply(in: document) }
    // Altair's HTML (a chart its script draws from a CDN): a ```vega-lite block where the engine draws it.
    let embedsCharts = MarkdownTree.text(source, containsAnyOf: EmbeddedCharts.signs) && EmbeddedCharts.apply(in: document)
    let mentionsChart = embedsCharts
        || source.utf8.withContiguousStorageIfAvailable { $0.containsFenceWord(anyOf: options.has(.mermaid) ? chartFenceWords + ["mermaid"] : chartFenceWords) } ?? true
    let charts = mentionsChart ? replaceChartBlocks(in: document, options: options) : ReplacedCharts()
    if runs(.tables, signs: Tables.signs) { Tables.build(in: document, source: source, parseOptions: parseOptions) }
    cmark_consolidate_text_nodes(document)
    let linkedNotes = footnotes?.link(in: document, idPrefix: options.idPrefix, parseOptions: parseOptions, parts: parts) ?? LinkedFootnotes()
    if runs(.taskLists, signs: TaskLists.signs) { TaskLists.mark(in: document) }
    if runs(.definitionLists, signs: DefinitionLists.signs) { DefinitionLists.build(in: document) }
    if runs(.alerts, signs: Alerts.signs) { Alerts.apply(in: document, headings: options.calloutHeadings) }
    if runs(.strikethrough, signs: Strikethrough.signs) {
        Strikethrough.apply(in: document)
        // Tildes that opened nothing join their text again, so a URL with `~user` stays one.
        cmark_consolidate_text_nodes(document)
    }
    if runs(.autolinks, signs: Autolinks.signs) { Autolinks.apply(in: document) }
    if runs(.emoji, signs: Emoji.signs) { Emoji.apply(in: document) }
    if runs(.ruby, signs: RubyAndFractions.signs) { RubyAndFractions.apply(in: document) }
    if runs(.abbreviations, signs: Abbreviations.signs) { Abbreviations.apply(in: document, source: source) }
    if runs(.highlighting, signs: Highlighting.signs) { Highlighting.apply(in: document) }
    // Before the attribute pass, which writes an image with attributes as markup of its own.
    let imagesWithoutText = MarkdownTree.text(source, containsAnyOf: ImagesWithoutText.signs)
        ? ImagesWithoutText.lines(in: document).map { $0 + options.charts.lineOffset } : []
    let listed = runs(.attributes, signs: KramdownAttributes.signs)
        ? KramdownAttributes.apply(in: document, allowsStyle: options.unsafe) : KramdownAttributes.Found()
    if runs(.attributes, signs: ImageCaptions.signs) { ImageCaptions.apply(in: document) }
    let contents = options.has(.headingIDs) ? HeadingIDs.assign(in: document, attributes: listed.headings, placeholders: options.placeholderTexts) : []
    if !listed.contentsMarkers.isEmpty {
        KramdownAttributes.placeContents(TableOfContents.html(contents), at: listed.contentsMarkers)
    }
    let renderOptions = options.unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    guard let rendered = cmark_render_html(document, renderOptions) else {
        return RenderedMarkdown(
            html: "", chartCount: charts.count, diagnostics: charts.diagnostics, dataFiles: charts.dataFiles, chartImages: charts.images,
            chartWords: charts.words, chartCJKCharacters: charts.cjkCharacters)
    }
    defer { free(rendered) }
    return RenderedMarkdown(
        html: String(cString: rendered), chartCount: charts.count, diagnostics: charts.diagnostics, contents: contents,
        dataFiles: charts.dataFiles, chartImages: charts.images, chartWords: charts.words, chartCJKCharacters: charts.cjkCharacters,
        imagesWithoutText: imagesWithoutText, partFootnotes: linkedNotes)
}
