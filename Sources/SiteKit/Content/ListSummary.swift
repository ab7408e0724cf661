/// The short text a list page shows for a post, as HTML-escaped text without markup: the front
/// matter's `summary:`/`excerpt:`, else the text before `<!--more-->`, else the description, else
/// the first paragraph, cut at `wordLimit` words.
func listSummary(html: String, written: String?, description: String?, wordLimit: Int = 60) -> String {
    if let written, !written.isEmpty { return cut(written.xmlEscaped, at: wordLimit) }
    if let more = html.range(of: "<!--more-->") {
        return cut(textOf(html[..<more.lowerBound]), at: wordLimit)
    }
    if let description, !description.isEmpty { return cut(description.xmlEscaped, at: wordLimit) }
    guard let open = html.range(of: "<p>"), let close = html.range(of: "</p>", range: open.upperBound..<html.endIndex)
    else { return "" }
    return cut(textOf(html[open.upperBound..<close.lowerBound]), at: wordLimit)
}

/// The text of our own HTML with its tags taken out (entities stay, so it is still escaped), and
/// without what reads wrong out of place: charts, code blocks, footnote marks, tables.
private func textOf(_ html: Substring) -> String {
    var text = ""
    var skipping: [Substring] = []
    var index = html.startIndex
    while index < html.endIndex {
        guard html[index] == "<" else {
            if skipping.isEmpty { text.append(html[index]) }
            index = html.index(after: index)
            continue
        }
        guard let close = html[index...].firstIndex(of: ">") else { break }
        let tag = html[html.index(after: index)..<close]
        let isEnd = tag.hasPrefix("/")
        let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
        if skippedElements.contains(name) {
            if isEnd {
                if skipping.last == name { skipping.removeLast() }
            } else if !tag.hasSuffix("/") {
                skipping.append(name)
            }
        } else if skipping.isEmpty, blockElements.contains(name), !text.isEmpty, text.last != " " {
            text.append(" ")
        }
        index = html.index(after: close)
    }
    return text
}

private let skippedElements: Set<Substring> = ["figure", "svg", "pre", "sup", "table", "style", "script", "section"]
private let blockElements: Set<Substring> = ["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "br", "blockquote", "div"]

/// The first `limit` words, with "…" when there were more.
private func cut(_ text: String, at limit: Int) -> String {
    let words = text.split(whereSeparator: \.isWhitespace)
    guard words.count > limit else { return words.joined(separator: " ") }
    return words.prefix(limit).joined(separator: " ") + "…"
}
