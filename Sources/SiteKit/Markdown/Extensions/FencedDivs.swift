/// Blocks fenced by colons, as Docusaurus, VitePress, Pandoc and Quarto posts write them:
///
///     :::tip[Keep the receipts]          Docusaurus (also `:::tip Keep the receipts`)
///     ::: warning                        VitePress (`::: details Click me` folds)
///     ::: {.callout-note title="Why"}    Quarto's callouts (`collapse="true"` folds them); Pandoc's `::: {.columns}` divs
///     …Markdown…
///     :::
///
/// A block whose word is a kind the callout shortcodes know (`note`, `tip`, `info`, `warning`,
/// `danger`, `caution`, …, Quarto's `callout-*`) is the theme's callout; `details` folds; any
/// other is a `<div>` with its classes, as Pandoc writes it. Found before cmark reads the post
/// (with the shortcodes, so fenced code is left alone); an opening never closed stays text.
enum FencedDivs {
    /// What an opening line says.
    struct Opening: Equatable {
        /// The callout's kind word (`tip`, `warning`), `details`, or nil for a plain div.
        var callout: String?
        var title: String?
        /// Pandoc's classes and id, for a plain div.
        var classes: [String] = []
        var id: String?
        /// Quarto's `collapse="true"` (folded, closed) or `"false"` (folded, open); nil when the callout does not fold.
        var collapse: Bool?
    }

    /// A fenced div found in the text.
    struct Block {
        var opening: Opening
        /// The Markdown between the fence lines.
        var inner: Range<Int>
        /// From the opening line's start to the end of the closing line (before its newline).
        var span: Range<Int>
    }

    /// Whether the text may hold a fence of colons: one look for `:::`.
    static func mayHold(_ text: String) -> Bool { text.utf8Offset(of: ":::", from: 0) != nil }

    /// Where each fence line that opens a div (`::: tip`, any line of three colons and more words)
    /// is closed: the start of its closing line (a line of colons alone), by the opening line's
    /// start. Nested fences pair as brackets do; fenced code (`fences`) is passed over. One pass
    /// over the text, so a post of many unclosed openings is read once, not once per opening.
    static func closings(in text: [UInt8], fences: [Range<Int>]) -> [Int: Int] {
        var closings: [Int: Int] = [:]
        var open: [Int] = []
        var fence = 0
        var line = 0
        while line < text.count {
            while fence < fences.count, fences[fence].upperBound <= line { fence += 1 }
            if fence < fences.count, fences[fence].contains(line) {
                line = fences[fence].upperBound
                continue
            }
            guard let (colons, start, stop) = fenceLine(in: text, at: line, limit: text.count) else {
                line = (text[line...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count) + 1
                continue
            }
            if colons >= 3 {
                if text[start..<stop].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
                    if let opening = open.popLast() { closings[opening] = line }
                } else {
                    open.append(line)
                }
            }
            line = stop + 1
        }
        return closings
    }

    /// The fenced div whose opening line starts at `lineStart`, or nil when the line opens none
    /// or nothing before `limit` closes it (`closings` as `closings(in:fences:)` found them).
    static func block(in text: [UInt8], at lineStart: Int, limit: Int, closings: [Int: Int]) -> Block? {
        guard let (colons, infoStart, lineEnd) = fenceLine(in: text, at: lineStart, limit: limit), colons >= 3 else { return nil }
        let info = String(decoding: text[infoStart..<lineEnd], as: UTF8.self).trimmingSpaces()
        // A line of colons alone closes a div; it opens none.
        guard !info.isEmpty, let opening = opening(info), let line = closings[lineStart], line < limit else { return nil }
        let end = text[line..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
        return Block(opening: opening, inner: min(lineEnd + 1, line)..<line, span: lineStart..<end)
    }

    /// Whether the line at `lineStart` opens a callout (`:::tip`) that `block` found no end for.
    static func opensCallout(in text: [UInt8], at lineStart: Int, limit: Int) -> Bool {
        guard let (colons, infoStart, lineEnd) = fenceLine(in: text, at: lineStart, limit: limit), colons >= 3 else { return false }
        return opening(String(decoding: text[infoStart..<lineEnd], as: UTF8.self).trimmingSpaces())?.callout != nil
    }

    /// A line of up to three spaces, then colons: how many, where the rest starts, where the line ends.
    private static func fenceLine(in text: [UInt8], at start: Int, limit: Int) -> (Int, Int, Int)? {
        var index = start
        while index < limit, index - start < 3, text[index] == UInt8(ascii: " ") { index += 1 }
        var colons = 0
        while index + colons < limit, text[index + colons] == UInt8(ascii: ":") { colons += 1 }
        guard colons > 0 else { return nil }
        let end = text[(index + colons)..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
        return (colons, index + colons, end)
    }

    /// What follows the colons: `tip`, `tip[Title]`, `tip Title`, `tip{title="Title"}`, or Pandoc's `{#id .class key="v"}`.
    static func opening(_ info: String) -> Opening? {
        if info.hasPrefix("{") { return attributes(info) }
        var word = String(info.prefix { !$0.isWhitespace && $0 != "[" && $0 != "{" })
        var rest = info.dropFirst(word.count).trimmingSpaces()
        // vuepress-theme-hope's `code-tabs#shell`: the tabs of a group kept in step; its name is the class.
        if let hash = word.firstIndex(of: "#"), hash != word.startIndex { word = String(word[..<hash]) }
        var opening = Opening()
        if rest.hasPrefix("["), let close = rest.lastIndex(of: "]") {
            opening.title = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = String(rest[rest.index(after: close)...]).trimmingSpaces()
        }
        if rest.hasPrefix("{"), let attributes = attributes(rest) {
            opening.title = opening.title ?? attributes.title
            rest = ""
        }
        if opening.title == nil, !rest.isEmpty { opening.title = rest }
        let lowered = word.lowercased()
        if lowered == "details" || Callout.kind(of: lowered) != nil {
            opening.callout = lowered
        } else if isName(word) {
            opening.classes = [word]
        } else {
            return nil
        }
        return opening
    }

    /// Pandoc's attributes: `#id`, `.class` and `key="value"`; a `callout-KIND` class (Quarto's)
    /// or a class that is a callout kind makes the div that callout.
    private static func attributes(_ info: String) -> Opening? {
        guard let close = info.lastIndex(of: "}") else { return nil }
        let inside = info[info.index(after: info.startIndex)..<close]
        var opening = Opening()
        for (key, value) in shortcodeArguments(inside).named {
            if key == "title" { opening.title = value }
            if key == "collapse" { opening.collapse = value.lowercased() == "true" }
        }
        for token in shortcodeArguments(inside).positional {
            if token.hasPrefix("#"), isName(token.dropFirst()) { opening.id = String(token.dropFirst()) }
            if token.hasPrefix("."), isName(token.dropFirst()) { opening.classes.append(String(token.dropFirst())) }
        }
        for name in opening.classes {
            let word = name.lowercased().hasPrefix("callout-") ? String(name.dropFirst("callout-".count)).lowercased() : name.lowercased()
            if Callout.kind(of: word) != nil {
                opening.callout = word
                break
            }
        }
        return opening
    }

    /// A class or id made of letters, digits, `-` and `_`, so it is safe in an attribute.
    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    private static func isName(_ text: String) -> Bool { isName(text[...]) }

    /// Quarto puts a callout's title in a heading on its first line: the title, and where the
    /// Markdown after it starts; nil when the first line is no heading.
    static func headingTitle(in text: [UInt8], _ inner: Range<Int>) -> (title: String, rest: Int)? {
        var start = inner.lowerBound
        while start < inner.upperBound, text[start] == UInt8(ascii: "\n") || text[start] == UInt8(ascii: "\r") { start += 1 }
        guard start < inner.upperBound, text[start] == UInt8(ascii: "#") else { return nil }
        let end = text[start..<inner.upperBound].firstIndex(of: UInt8(ascii: "\n")) ?? inner.upperBound
        let line = String(decoding: text[start..<end], as: UTF8.self)
        let hashes = line.prefix { $0 == "#" }
        guard hashes.count <= 6, line.dropFirst(hashes.count).first == " " else { return nil }
        return (line.dropFirst(hashes.count).trimmingSpaces(), min(end + 1, inner.upperBound))
    }

    /// A plain div's opening tag, its classes and id as written (names only, so nothing needs escaping).
    static func openingTag(_ opening: Opening) -> String {
        var tag = "<div"
        if let id = opening.id { tag += " id=\"\(id)\"" }
        if !opening.classes.isEmpty { tag += " class=\"\(opening.classes.joined(separator: " "))\"" }
        return tag + ">"
    }
}
