/// The short text a list page shows for a post, as HTML-escaped text without markup: the front
/// matter's `summary:`/`excerpt:`, else the text before `<!--more-->` (Hugo's and Jekyll's mark),
/// `<!-- truncate -->` (Docusaurus') or `<!-- PELICAN_END_SUMMARY -->` (Pelican's), else the description, else the first paragraph
/// with words (of the first eight), cut at `wordLimit` words.
func listSummary(html: String, written: String?, description: String?, wordLimit: Int = 60) -> String {
    if let written, !written.isEmpty { return cut(wordsOf(written).xmlEscaped, at: wordLimit) }
    if let more = summaryMark(in: html) {
        return cut(textOf(html.utf8Slice(0..<more)), at: wordLimit)
    }
    if let description, !description.isEmpty { return cut(wordsOf(description).xmlEscaped, at: wordLimit) }
    // The first paragraph with words: one of only a picture, or of only a rule the author typed (`--`), says nothing.
    var from = 0
    for _ in 0..<8 {
        guard let open = html.utf8Offset(of: "<p>", from: from), let close = html.utf8Offset(of: "</p>", from: open + 3) else { return "" }
        let text = textOf(html.utf8Slice(open + 3..<close))
        if text.contains(where: { $0.isLetter || $0.isNumber }) { return cut(text, at: wordLimit) }
        from = close + 4
    }
    return ""
}

/// A summary or description as the words it shows: Docsy's and Hugo's themes render its Markdown
/// (`Text can be **bold**`), and a list shows its text, so the marks go.
private func wordsOf(_ written: String) -> String {
    guard written.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "[") }),
        let inline = MarkdownTree.inline(written)
    else { return written }
    return inline.plain
}

/// Where the first comment that ends a post's summary starts: `<!--more-->`, `truncate` or `PELICAN_END_SUMMARY`, with
/// or without spaces inside. One pass over the comments, not one search of the page per spelling.
private func summaryMark(in html: String) -> Int? {
    var from = 0
    while let open = html.utf8Offset(of: "<!--", from: from) {
        guard let close = html.utf8Offset(of: "-->", from: open + 4) else { return nil }
        let word = html.utf8Slice(open + 4..<close)
        if word.count <= 24, ["more", "truncate", "PELICAN_END_SUMMARY"].contains(word.trimmingSpaces()) { return open }
        from = close + 3
    }
    return nil
}

/// The text of our own HTML with its tags taken out (entities stay, so it is still escaped), and
/// without what reads wrong out of place: charts, code blocks, footnote marks, tables. A formula
/// is its TeX.
func textOf(_ html: Substring) -> String {
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
        // A typeset formula reads as its TeX, the annotation after the drawn MathML.
        if name == "semantics", !isEnd, let annotation = firstIndex(of: "<annotation", in: html, from: close) {
            index = annotation
            continue
        }
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

/// Where `target` next starts in `text` from `start`, found in its bytes (Foundation's
/// `range(of:)` goes through UTF-16, once per formula of the page).
private func firstIndex(of target: String, in text: Substring, from start: Substring.Index) -> Substring.Index? {
    let base = text.base
    let offset = base.utf8.distance(from: base.startIndex, to: start)
    guard let found = base.utf8Offset(of: target, from: offset) else { return nil }
    let index = base.utf8.index(base.startIndex, offsetBy: found)
    return index < text.endIndex ? index : nil
}

private let skippedElements: Set<Substring> = ["figure", "svg", "pre", "sup", "table", "style", "script", "section"]
private let blockElements: Set<Substring> = ["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "br", "blockquote", "div"]

/// The first `limit` words, with "…" when there were more.
private func cut(_ text: String, at limit: Int) -> String {
    // ASCII text, the common case, word by word in bytes: it runs for every post of a build.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return cutASCII(text, at: limit) }
    let words = text.split(whereSeparator: \.isWhitespace)
    guard words.count > limit else { return words.joined(separator: " ") }
    return words.prefix(limit).joined(separator: " ") + "…"
}

/// `cut` for ASCII text: the same words, split at the same spaces (ASCII's whitespace is
/// space, tab, line feed, vertical tab, form feed and carriage return).
private func cutASCII(_ text: String, at limit: Int) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var words = 0
    var inWord = false
    for byte in text.utf8 {
        let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
        if isSpace {
            inWord = false
            continue
        }
        if !inWord {
            inWord = true
            words += 1
            if words > limit { return String(decoding: out, as: UTF8.self) + "…" }
            if words > 1 { out.append(0x20) }
        }
        out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
}
