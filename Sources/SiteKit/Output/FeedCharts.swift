import Foundation

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
    var rest = html[...]
    for (image, path) in zip(page.chartImages, page.chartImagePaths) {
        guard let figure = chartFigure(withID: image.image.figureID, in: rest) else { continue }
        result += rest[..<figure.lowerBound]
        result += imageFigure(image, source: config.permalink(path), table: dataTable(in: rest[figure]))
        rest = rest[figure.upperBound...]
    }
    result += rest
    return result
}

/// The range of `<figure class="chart …" id="ID">…</figure>`: a chart's figure holds no other figure.
private func chartFigure(withID id: String, in html: Substring) -> Range<Substring.Index>? {
    guard let idAttribute = html.range(of: " id=\"\(id)\">"),
        let start = html[..<idAttribute.lowerBound].range(of: "<figure class=\"chart", options: .backwards),
        let end = html[idAttribute.upperBound...].range(of: "</figure>")
    else { return nil }
    return start.lowerBound..<end.upperBound
}

/// The figure's `<table>…</table>`, without the `<details>` that folds it away on the page.
private func dataTable(in figure: Substring) -> Substring {
    guard let start = figure.range(of: "<table"), let end = figure[start.upperBound...].range(of: "</table>") else {
        return ""
    }
    return figure[start.lowerBound..<end.upperBound]
}

private func imageFigure(_ chart: PageChartImage, source: String, table: Substring) -> String {
    let image = chart.image
    return "<figure class=\"chart-image\"><img src=\"\(source.xmlEscaped)\" alt=\"\(image.alternativeText.xmlEscaped)\" width=\""
        + pixels(image.width) + "\" height=\"" + pixels(image.height) + "\">" + table + "</figure>"
}

private func pixels(_ value: Double) -> String {
    String(Int(value.rounded(.up)))
}
