/// A post's h2 and h3 headings as nested lists of links to them.
enum TableOfContents {
    static func html(_ entries: [ContentsEntry]) -> String {
        guard !entries.isEmpty else { return "" }
        let top = entries.map(\.level).min()!
        var html = "<ol>"
        var open = false  // an h3 list is open inside the last h2 item
        for (index, entry) in entries.enumerated() {
            if entry.level > top {
                if !open { html += index == 0 ? "<li><ol>" : "<ol>" }
                open = true
            } else {
                if open { html += "</ol>" }
                if index > 0 { html += "</li>" }
                open = false
            }
            html += "<li><a href=\"#\(entry.id.xmlEscaped)\">\(entry.markup ?? entry.text.xmlEscaped)</a>"
            if entry.level > top { html += "</li>" }
        }
        if open { html += "</ol>" }
        html += "</li></ol>"
        return html
    }
}
