/// A page's HTML as a feed carries it: each chart's figure becomes an `<img>` of its SVG file
/// (feed readers strip inline SVG and never load the stylesheet), followed by its data table,
/// which every reader shows.
///
/// A figure without an image file (none was drawn) stays as it is.
func feedHTML(of page: Page, config: SiteConfig) -> String {
    guard !page.chartImages.isEmpty else { return page.html }
    let html = page.html
    var result = ""
    result.reserveCapacity(html.utf8.count / 4)
    // Byte offsets, searched forward only: a page of 2,000 charts stays one pass over its HTML.
    var cursor = 0
    for (image, path) in zip(page.chartImages, page.chartImagePaths) {
        guard let figure = chartFigure(withID: image.image.figureID, in: html, from: cursor) else { continue }
        result += html.utf8Slice(cursor..<figure.lowerBound)
        result += imageFigure(image, source: config.permalink(path), credits: credits(in: html, figure), table: dataTable(in: html, figure))
        cursor = figure.upperBound
    }
    result += html.utf8Slice(cursor..<html.utf8.count)
    return result
}

/// The byte range of `<figure class="chart …" id="ID">…</figure>`: a chart's figure holds no other figure.
private func chartFigure(withID id: String, in html: String, from cursor: Int) -> Range<Int>? {
    let opening = "<figure class=\"chart"
    guard let idAttribute = html.utf8Offset(of: " id=\"\(id)\">", from: cursor),
        var start = html.utf8Offset(of: opening, from: cursor), start < idAttribute,
        let end = html.utf8Offset(of: "</figure>", from: idAttribute)
    else { return nil }
    // The last figure that opens before the id is the one it belongs to.
    while let next = html.utf8Offset(of: opening, from: start + 1), next < idAttribute { start = next }
    return start..<end + "</figure>".utf8.count
}

/// The figure's `<table>…</table>`, without the `<details>` that folds it away on the page.
private func dataTable(in html: String, _ figure: Range<Int>) -> Substring {
    guard let start = html.utf8Offset(of: "<table", from: figure.lowerBound), start < figure.upperBound,
        let end = html.utf8Offset(of: "</table>", from: start), end < figure.upperBound
    else { return "" }
    return html.utf8Slice(start..<end + "</table>".utf8.count)
}

/// The figure's note and source as its caption shows them (`Note: …`, `Source: <a>OECD</a>`): the
/// image draws them as plain text; after the data table, a feed says them as the page does, the
/// source's link kept.
private func credits(in html: String, _ figure: Range<Int>) -> String {
    var parts: [Substring] = []
    for opening in ["<span class=\"chart-note\">", "<span class=\"chart-source\">"] {
        // The caption's parts hold no span of their own (Markdown there writes links and emphasis).
        guard let start = html.utf8Offset(of: opening, from: figure.lowerBound), start < figure.upperBound,
            let end = html.utf8Offset(of: "</span>", from: start), end < figure.upperBound
        else { continue }
        parts.append(html.utf8Slice(start..<end + "</span>".utf8.count))
    }
    return parts.isEmpty ? "" : "<figcaption>" + parts.joined(separator: " ") + "</figcaption>"
}

private func imageFigure(_ chart: PageChartImage, source: String, credits: String, table: Substring) -> String {
    let image = chart.image
    return "<figure class=\"chart-image\"><img src=\"\(source.xmlEscaped)\" alt=\"\(image.alternativeText.xmlEscaped)\" width=\""
        + pixels(image.width) + "\" height=\"" + pixels(image.height) + "\">" + table + credits + "</figure>"
}

private func pixels(_ value: Double) -> String {
    String(Int(value.rounded(.up)))
}
