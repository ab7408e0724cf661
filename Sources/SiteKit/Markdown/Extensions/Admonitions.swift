/// Python-Markdown's admonitions, as MkDocs (Material for MkDocs above all) and Pelican posts
/// write them, with PyMdown's folding ones:
///
///     !!! note "Keep the receipts"       a callout of that kind, titled (else titled by its kind)
///         …Markdown, indented four spaces…
///     ??? warning "Spoiler"              folded, closed (`???+` open)
///
/// Each becomes the `:::` block `FencedDivs` reads (`::: {.callout-note title="…"}` … `:::`),
/// before the shortcodes are expanded, so the theme draws it as its callouts, and admonitions
/// inside admonitions nest. The text keeps its line count, so diagnostics point where the writer
/// wrote. Fenced code is left alone; an opening with nothing indented under it is a callout with
/// its title only, as Python-Markdown draws it.
enum Admonitions {
    /// Whether the text may hold an admonition: one look for `!!! ` or `??? `.
    static func mayHold(_ text: String) -> Bool {
        text.utf8Offset(of: "!!! ", from: 0) != nil || text.utf8Offset(of: "??? ", from: 0) != nil || text.utf8Offset(of: "???+ ", from: 0) != nil
    }

    /// The text with every admonition at the start of a line made a `:::` block.
    static func asFencedDivs(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let converted = asFencedDivs(bytes)
        return converted == bytes ? text : String(decoding: converted, as: UTF8.self)
    }

    private static func asFencedDivs(_ text: [UInt8]) -> [UInt8] {
        let fences = fencedCodeRanges(in: text)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 64)
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: .newline) ?? text.count
            let next = min(lineEnd + 1, text.count)
            if fences.contains(where: { $0.contains(lineStart) }) == false, let opening = opening(text[lineStart..<lineEnd]) {
                // The body: the lines under it that are blank or indented, up to the last indented one.
                var bodyEnd = next, scan = next
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
                var line = next
                while line < bodyEnd {
                    let end = text[line..<bodyEnd].firstIndex(of: .newline) ?? bodyEnd
                    let content = text[line..<end]
                    body += content.dropFirst(indentation(of: content) ?? 0)
                    body.append(.newline)
                    line = min(end + 1, bodyEnd)
                }
                out += Array(opening.utf8) + [.newline]
                out += asFencedDivs(body)
                // The closing line takes the place of a blank line after the body when there is one,
                // so the lines below keep their numbers.
                out += Array(":::".utf8)
                if bodyEnd < text.count, let blankEnd = text[bodyEnd...].firstIndex(of: .newline), isBlank(text[bodyEnd..<blankEnd]) {
                    out.append(.newline)
                    lineStart = blankEnd + 1
                } else {
                    out.append(.newline)
                    lineStart = bodyEnd
                }
                if bodyEnd == text.count, text.last != .newline { out.removeLast() }
                continue
            }
            out += text[lineStart..<next]
            lineStart = next
        }
        return out
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
