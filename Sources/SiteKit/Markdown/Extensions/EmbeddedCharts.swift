import CCmark

/// Charts a page's HTML draws with a script from a CDN: the HTML Altair writes (`chart.save(…)`,
/// a notebook's output, Quarto's frozen output), whose Vega-Lite spec is drawn here as a
/// ```vega-lite block is, in its place, and Plotly's (`fig.write_html()`), its figure as a
/// ```plotly block, as is R's Plotly widget; one the engine cannot draw, or would have to say something
/// about (its block has no line of the post to point at), stays the HTML it is.
enum EmbeddedCharts {
    static let signs: [StaticString] = ["vegaEmbed", "Plotly.newPlot", "html-widget"]

    /// Replaces each such HTML block with a fenced block of its chart; whether it replaced one.
    /// R's table widgets (DT's, reactable's: a knitted page's, Quarto's frozen output) become the tables they show.
    static func apply(in document: OpaquePointer) -> Bool {
        var replaced = false
        var removed: Set<OpaquePointer> = []
        for block in MarkdownTree.nodes(in: document, where: { MarkdownTree.type($0) == CMARK_NODE_HTML_BLOCK }) where !removed.contains(block) {
            var html = MarkdownTree.literal(block)
            // knitr's `<!--html_preserve--><div …html-widget…>` ends its block at its line; the data script is the next block.
            if html.contains("html-widget"), HTMLWidget.first(in: html) == nil, let next = cmark_node_next(block), MarkdownTree.type(next) == CMARK_NODE_HTML_BLOCK,
                case let script = MarkdownTree.literal(next), script.hasPrefix("<script"), HTMLWidget.first(in: html + script) != nil
            {
                html += script
                _ = cmark_node_set_literal(block, html)
                cmark_node_unlink(next)
                cmark_node_free(next)
                removed.insert(next)
            }
            if html.contains("html-widget"), let (widget, data) = HTMLWidget.first(in: html), let table = DataTablesWidget(widget, data: data) {
                _ = cmark_node_set_literal(block, table.html)
                continue
            }
            guard html.contains("vegaEmbed") || html.contains("Plotly.newPlot") || html.contains("html-widget"), let chart = ChartOutput(bundle: [:], html: html), chart.isDrawn(quietly: true),
                let code = cmark_node_new(CMARK_NODE_CODE_BLOCK)
            else { continue }
            _ = cmark_node_set_fence_info(code, chart.library.fenceWord)
            _ = cmark_node_set_literal(code, chart.json + "\n")
            cmark_node_replace(block, code)
            cmark_node_free(block)
            replaced = true
        }
        return replaced
    }
}
