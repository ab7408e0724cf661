/// Python-Markdown's admonitions, as MkDocs (Material for MkDocs above all) and Pelican posts
/// write them, with PyMdown's folding ones:
///
///     !!! note "Keep the receipts"       a callout of that kind, titled (else titled by its kind)
///         …Markdown, indented four spaces…
///     ??? warning "Spoiler"              folded, closed (`???+` open)
///
/// and PyMdown's content tabs (`=== "Python"`, the Markdown indented under it; tabs one after
/// another are one set), which become the theme's tabs, every tab shown under its title.
///
/// Each admonition becomes the `:::` block `FencedDivs` reads (`::: {.callout-note title="…"}` … `:::`),
/// before the shortcodes are expanded, so the theme draws it as its callouts, and admonitions
/// inside admonitions nest. The text keeps its line count, so diagnostics point where the writer
/// wrote. Fenced code is left alone; an opening with nothing indented under it is a callout with
/// its title only, as Python-Markdown draws it.
enum Admonitions {
    /// Whether the text may hold an admonition or a tab: one look for `!!! `, `??? ` or `===`.
    static func mayHold(_ text: String) -> Bool {
        text.utf8Offset(of: "!!! ", from: 0) != nil || text.utf8Offset(of: "??? ", from: 0) != nil || text.utf8Offset(of: "???+ ", from: 0) != nil
            || text.utf8Offset(of: "\n===", from: 0) != nil || text.hasPrefix("===")
    }

    /// The text with every admonition at the start of a line made a `:::` block; without the
    /// theme's tabs, each tab is a callout titled by its title.
    static func asFencedDivs(_ text: String, themeHasTabs: Bool = true) -> String {
        let bytes = Array(text.utf8)
        let converted = asFencedDivs(bytes, tabs: themeHasTabs)
        return converted == bytes ? text : String(decoding: converted, as: UTF8.self)
    }

    private static func asFencedDivs(_ text: [UInt8], tabs: Bool) -> [UInt8] {
        let fences = fencedCodeRanges(in: text)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 64)
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: .newline) ?? text.count
            let next = min(lineEnd + 1, text.count)
            let inCode = fences.contains { $0.contains(lineStart) }
            if !inCode, let opening = opening(text[lineStart..<lineEnd]) {
                let (bodyEnd, body) = body(of: text, from: next)
                out += Array(opening.utf8) + [.newline]
                out += asFencedDivs(body, tabs: tabs)
                lineStart = close(":::", after: bodyEnd, in: text, into: &out)
                continue
            }
            if !inCode, tabTitle(text[lineStart..<lineEnd]) != nil {
                // Tabs one after another, blank lines between them, are one set: the theme's tabs,
                // each tab's line opening it (and closing the one before); without them, each tab a
                // callout of its title, closed on the blank line before the next.
                var tab = lineStart
                var first = true
                var lastEnd = next
                while tab < text.count {
                    let end = text[tab...].firstIndex(of: .newline) ?? text.count
                    guard let (title, startsSet) = tabTitle(text[tab..<end]), first || !startsSet else { break }
                    let opening = tabs ? (first ? "{{< tabs >}}" : "{{< /tab >}}") + "{{< tab title=\"" + title + "\" >}}" : "::: {.callout-note title=\"" + title + "\"}"
                    out += Array(opening.utf8) + [.newline]
                    let (bodyEnd, body) = body(of: text, from: min(end + 1, text.count))
                    out += asFencedDivs(body, tabs: tabs)
                    lastEnd = bodyEnd
                    first = false
                    // Blank lines, then another tab of the set, or the set's end.
                    var probe = bodyEnd
                    while probe < text.count, let blankEnd = text[probe...].firstIndex(of: .newline), isBlank(text[probe..<blankEnd]) { probe = blankEnd + 1 }
                    let probeEnd = text[probe...].firstIndex(of: .newline) ?? text.count
                    guard probe < text.count, let (_, another) = tabTitle(text[probe..<probeEnd]), !another else { break }
                    if tabs {
                        out += text[bodyEnd..<probe]
                    } else {
                        // The callout closes on the first blank line between (or a line of its own).
                        out += Array(":::".utf8) + [.newline]
                        if probe > bodyEnd, let blankEnd = text[bodyEnd...].firstIndex(of: .newline) { out += text[(blankEnd + 1)..<probe] }
                    }
                    tab = probe
                }
                lineStart = close(tabs ? "{{< /tab >}}{{< /tabs >}}" : ":::", after: lastEnd, in: text, into: &out)
                continue
            }
            out += text[lineStart..<next]
            lineStart = next
        }
        return out
    }

    /// The body under an opening line: the lines from `start` that are blank or indented, up to the
    /// last indented one (where it ends), without their indentation.
    private static func body(of text: [UInt8], from start: Int) -> (end: Int, body: [UInt8]) {
        var bodyEnd = start, scan = start
        while scan < text.count {
            let end = text[scan...].firstIndex(of: .newline) ?? text.count
            let line = text[scan..<end]
            if isBlank(line) {
                scan = min(end + 1, text.count)
                continue
            }
            guard indentation(of: line) != nil else { break }
            scan = min(end + 1, text.count)
            bodyEnd = scan
        }
        var body: [UInt8] = []
        var line = start
        while line < bodyEnd {
            let end = text[line..<bodyEnd].firstIndex(of: .newline) ?? bodyEnd
            let content = text[line..<end]
            body += content.dropFirst(indentation(of: content) ?? 0)
            body.append(.newline)
            line = min(end + 1, bodyEnd)
        }
        return (bodyEnd, body)
    }

    /// Writes the closing line of a block whose body ended at `bodyEnd`, in place of a blank line
    /// after it when there is one, so the lines below keep their numbers; where to go on reading.
    private static func close(_ closing: String, after bodyEnd: Int, in text: [UInt8], into out: inout [UInt8]) -> Int {
        out += Array(closing.utf8)
        out.append(.newline)
        if bodyEnd < text.count, let blankEnd = text[bodyEnd...].firstIndex(of: .newline), isBlank(text[bodyEnd..<blankEnd]) {
            return blankEnd + 1
        }
        if bodyEnd == text.count, text.last != .newline { out.removeLast() }
        return bodyEnd
    }

    /// A content tab's line (PyMdown's tabbed: `=== "Python"`, `===+` selected, `===!` starting a
    /// new set): its title, for an attribute, and whether it starts a set of its own.
    static func tabTitle(_ line: ArraySlice<UInt8>) -> (String, startsSet: Bool)? {
        guard line.starts(with: Array("===".utf8)) else { return nil }
        var rest = line.dropFirst(3)
        var startsSet = false
        while let mark = rest.first, mark == UInt8(ascii: "+") || mark == UInt8(ascii: "!") {
            if mark == UInt8(ascii: "!") { startsSet = true }
            rest = rest.dropFirst()
        }
        let written = String(decoding: rest, as: UTF8.self).trimmingSpaces()
        guard written.count >= 2, written.first == "\"", written.last == "\"" else { return nil }
        let title = written.dropFirst().dropLast().replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: ">}}", with: "> }}")
        return (title, startsSet)
    }

    /// The `:::` opening of an admonition's first line (`!!! tip "Title"`, `???+ note`), or nil
    /// when the line opens none.
    static func opening(_ line: ArraySlice<UInt8>) -> String? {
        let marker: String
        if line.starts(with: Array("!!! ".utf8)) {
            marker = "!!!"
        } else if line.starts(with: Array("???+ ".utf8)) {
            marker = "???+"
        } else if line.starts(with: Array("??? ".utf8)) {
            marker = "???"
        } else {
            return nil
        }
        let rest = String(decoding: line.dropFirst(marker.count + 1), as: UTF8.self).trimmingSpaces()
        // `!!! warning inline end "Title"`: the first word is the kind, the others Material's placement classes.
        let words = rest.prefix { $0 != "\"" }.split(whereSeparator: \.isWhitespace)
        guard let kind = words.first.map(String.init), kind.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        var attributes = ".callout-" + (Callout.kind(of: kind) ?? "note")
        if let open = rest.firstIndex(of: "\""), let close = rest.lastIndex(of: "\""), open < close {
            let title = rest[rest.index(after: open)..<close]
            attributes += " title=\"" + title.replacingOccurrences(of: "\"", with: "'") + "\""
        } else if Callout.kind(of: kind) == nil || Callout.kind(of: kind) != kind.lowercased() {
            // A kind the theme styles as another (`abstract`, `example`) keeps its own word as its heading.
            attributes += " title=\"" + Callout.heading(for: kind) + "\""
        }
        if marker != "!!!" { attributes += " collapse=\"" + (marker == "???" ? "true" : "false") + "\"" }
        return "::: {" + attributes + "}"
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// How many bytes of indentation make the line part of a body (four spaces or a tab), or nil.
    private static func indentation(of line: ArraySlice<UInt8>) -> Int? {
        if line.first == UInt8(ascii: "\t") { return 1 }
        return line.prefix(4).count == 4 && line.prefix(4).allSatisfy({ $0 == UInt8(ascii: " ") }) ? 4 : nil
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
}
