import Templates

/// A page's title with its formulas typeset (`Estimating COVID-19's $R_t$ for India`), as
/// MathJax and KaTeX typeset the whole page a title is on, and Pandoc (Quarto, R Markdown) reads
/// a title as Markdown. Only formulas, by the rules a post's text follows (`$5 or $10` stays
/// text); the rest of the title is text, escaped. The document's `<title>` and the feed keep the
/// title as written.
enum TitleMath {
    /// The title's markup, or nil when it holds no formula that can be typeset.
    static func html(of title: String, singleDollars: Bool, macros: [String: TeXPage.Macro]) -> String? {
        guard MathSpans.mayHold(title) else { return nil }
        let bytes = Array(title.utf8)
        var page = TeXPage()
        if !macros.isEmpty { page.macros.merge(macros) { _, site in site } }
        var html = ""
        var textStart = 0
        var index = 0
        var typeset = false
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "$") || bytes[index] == UInt8(ascii: "\\"),
                let span = MathSpans.span(in: bytes, at: index, limit: bytes.count, singleDollars: singleDollars), !span.isDisplay,
                case .success(let mathML) = typesetMath(span.tex, display: false, page: &page)
            else {
                index += 1
                continue
            }
            html += String(decoding: bytes[textStart..<index], as: UTF8.self).htmlEscaped + mathML
            index = span.end
            textStart = index
            typeset = true
        }
        guard typeset else { return nil }
        return html + String(decoding: bytes[textStart...], as: UTF8.self).htmlEscaped
    }
}
