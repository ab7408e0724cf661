/// An HTML page's R widgets (blogdown's `index.html`, the render of an R Markdown post, holds
/// them as the knitted page did) drawn as a Markdown page's are (see `EmbeddedCharts`): a Plotly
/// widget as its chart, a table widget as its table; any other stays as it was.
enum HTMLPageWidgets {
    /// The page's HTML with its widgets drawn, and the charts drawn in it; nil when it has none
    /// this site draws.
    static func rendered(_ html: String, options: MarkdownOptions, cache: BuildCache?) -> RenderedMarkdown? {
        guard html.utf8Offset(of: "html-widget") != nil else { return nil }
        let widgets = HTMLWidget.all(in: html)
        var replacements: [Int: String] = [:]
        // The charts are drawn in one document, as the page's own blocks would be (numbered, with
        // their images), each after a marker that finds it in the output.
        var markdown = ""
        for (index, found) in widgets.enumerated() {
            if let table = DataTablesWidget(found.widget, data: found.data) {
                replacements[index] = table.html
            } else if found.widget.kind == "plotly", let chart = ChartOutput(plotlyWidgetData: found.data), chart.isDrawn(quietly: true) {
                markdown += marker(index) + "\n\n```plotly\n" + chart.json + "\n```\n\n"
            }
        }
        var rendered = RenderedMarkdown(html: "", chartCount: 0, diagnostics: [])
        if !markdown.isEmpty {
            rendered = renderMarkdown(markdown + marker(widgets.count) + "\n", options: options, cache: cache)
            var rest = Substring(rendered.html)
            for index in widgets.indices {
                guard let start = rest.range(of: "<p>" + marker(index) + "</p>\n") else { continue }
                let end = rest[start.upperBound...].range(of: "<p>" + marker(index + 1) + "</p>")?.lowerBound
                    ?? rest[start.upperBound...].range(of: "<p>" + marker(widgets.count) + "</p>")?.lowerBound ?? rest.endIndex
                replacements[index] = String(rest[start.upperBound..<end])
                rest = rest[end...]
            }
        }
        guard !replacements.isEmpty else { return nil }
        var page = ""
        var from = html.startIndex
        for (index, found) in widgets.enumerated() {
            guard let replacement = replacements[index] else { continue }
            page += html[from..<found.range.lowerBound] + replacement
            from = found.range.upperBound
        }
        page += html[from...]
        rendered.html = page
        // The charts were checked to draw without a word; what the mini-document's lines would say is nobody's.
        rendered.diagnostics = []
        return rendered
    }

    private static func marker(_ index: Int) -> String { "SITEWIDGETPLACE\(index)" }
}
