import Foundation
import Diagnostics
import Templates

/// What expanding a post's shortcodes and Liquid tags needs: the theme's shortcode templates,
/// the site, the page and where the body sits in its file.
struct ShortcodeEnvironment: Sendable {
    /// The theme's templates; shortcodes are `shortcodes/NAME`.
    var library: TemplateLibrary?
    /// The names of the theme's shortcodes, sorted, for "did you mean".
    var names: [String] = []
    /// For each shortcode, the fields its template shows rendered as Markdown (`inner` for
    /// `inner_html`, a parameter's name for `NAME_html`): only these are rendered.
    var markdownFields: [String: Set<String>] = [:]
    var config: SiteConfig
    var path: String
    /// Lines of the file before the body.
    var lineOffset: Int
    var pageTitle: String
    /// The page's `description:`, which `param` shows as Hugo's does.
    var pageDescription: String? = nil
    var pageParams: TemplateObject
    /// How the post's Markdown is rendered, for a shortcode's `inner_html` and `NAME_html`.
    var markdown: MarkdownOptions
    /// Whether Jekyll's Liquid is read (see `FrontMatterFormat.mayHoldLiquid`); Hugo's and Zola's calls always are.
    var readsLiquid = true
    /// Whether the calls' footnotes join the post's list (`PartFootnotes`): a Markdown post's do;
    /// an HTML page has no Markdown pass to list them, so each call keeps its own.
    var sharesFootnotes = true
    /// The entries the post may cite (`Citations`), and the files they come from, for messages.
    var bibliography: Bibliography?
    var bibliographyNames = ""

    func knows(_ name: String) -> Bool { library?.contains("shortcodes/" + name) == true }

    /// Shortcodes drawn without a template of the theme's when it has none (see
    /// `ShortcodeExpander.render`): themes' and blogs' mermaid, chart, chartjs, echarts, plotly,
    /// Vega-Lite and Highcharts blocks, Hugo Blox's table, toc and notebook, Quarto's include, Hextra's jupyter. A moved blog
    /// gets no stand-in for them: they are drawn.
    static let drawnWithoutTemplate: Set<String> = ShortcodeExpander.vegaShortcodes.union([
        "mermaid", "chart", "chartjs", "echarts", "plotly", "load-plotly", "highcharts", "highcharts-custom", "table", "toc", "include", "readfile", "jupyter", "notebook",
    ])
}

/// A post's body with its shortcodes and Liquid tags expanded.
struct ShortcodeExpansion: Sendable {
    /// The Markdown to render: calls whose output is HTML are placeholders (see `placeholder`).
    var markdown: String
    /// The HTML of each placeholder, by number.
    var blocks: [String] = []
    /// What each placeholder reads as in a heading's id and in the contents: a formula's TeX, or
    /// nothing for other calls.
    var blockTexts: [String] = []
    var references: [PageReference] = []
    var diagnostics: [Diagnostic] = []
    /// The lines of images without text in the calls' own texts (`ImagesWithoutText`).
    var imagesWithoutText: [Int] = []
    /// The charts drawn in the calls' own texts (a chart inside `{{< details >}}`), and their images.
    var chartCount = 0
    var chartImages: [PageChartImage] = []
    /// The words of text a tag put in the page (a notebook's cells, an included file): the reading time counts them.
    var insertedWords = 0
    /// The site's files that tags put in the page (`content/_common/x.md`), by their paths from the site's folder.
    var includedFiles: [String] = []
    /// The footnote markers the calls' own texts wrote (`PartFootnotes`), by number, and the notes
    /// they defined themselves, by part.
    var footnoteMarkers: [PartFootnotes.Marker] = []
    var footnoteNotes: [Int: [String: String]] = [:]
    /// Where the lines an admonition's or a directive's rewrite moved were in the file, for messages.
    var rewrittenLines = RewrittenLines()

    /// The footnote markers in each block, for the post's own pass to number (`PartFootnotes`).
    var partFootnotes: PartFootnotes {
        guard !footnoteMarkers.isEmpty else { return PartFootnotes() }
        var parts = PartFootnotes(markers: footnoteMarkers, partNotes: footnoteNotes)
        for (number, block) in blocks.enumerated() {
            let markers = PartFootnotes.markers(in: block)
            if !markers.isEmpty { parts.markersInBlocks[number] = markers }
        }
        return parts
    }

    /// Letters and digits only, so that cmark passes it through as text.
    static func placeholder(_ index: Int) -> String { "\(tokenPrefix)\(index)zz" }

    /// What every placeholder starts with.
    static let tokenPrefix = "zzsiteshortcode"

    /// The rendered HTML with each placeholder replaced by its block: a placeholder alone in a
    /// paragraph takes the paragraph's place; block markup (a `<div>`, a `<p>`) called in the middle
    /// of a paragraph ends the paragraph before it and starts another after it, as HTML requires.
    /// One pass over the HTML, however many blocks: a post of a thousand formulas has a thousand.
    func substitute(into html: String) -> String {
        guard !blocks.isEmpty else { return html }
        var substituted: [Int: [UInt8]] = [:]
        let bytes = substitute(into: Array(html.utf8), done: &substituted, depth: 0)
        let result = String(decoding: bytes, as: UTF8.self)
        // A call that ended or began its paragraph leaves it empty.
        // Looked for in bytes: Foundation's `contains` converts the whole page to UTF-16 first.
        return result.utf8Offset(of: "<p></p>") != nil ? result.replacingAll("<p></p>", with: "") : result
    }

    private static let tokenStart = Array(tokenPrefix.utf8)

    /// The number of the placeholder whose token starts at `start`, and where the token ends.
    private static func placeholder(in bytes: [UInt8], at start: Int) -> (number: Int, end: Int)? {
        numberedToken(in: bytes, at: start, prefix: tokenStart)
    }

    /// The number of a token written `prefix`, digits, `zz` (a placeholder, a footnote's marker)
    /// that starts at `start`, and where it ends; nil for anything else there.
    static func numberedToken(in bytes: [UInt8], at start: Int, prefix: [UInt8]) -> (number: Int, end: Int)? {
        var end = start + prefix.count
        var number = 0
        while end < bytes.count, (48...57).contains(bytes[end]), number < 100_000_000 {
            number = number * 10 + Int(bytes[end] - 48)
            end += 1
        }
        guard end > start + prefix.count, end + 2 <= bytes.count, bytes[end] == UInt8(ascii: "z"), bytes[end + 1] == UInt8(ascii: "z")
        else { return nil }
        return (number, end + 2)
    }

    /// The text with each placeholder as the words it reads as (`blockTexts`): a heading's text
    /// for its id and the contents.
    static func replacingPlaceholders(in text: String, with words: [String]) -> String {
        replacingNumberedTokens(in: text, prefix: tokenStart) { number in number < words.count ? words[number] : "" }
    }

    /// `text` with each token written `prefix`, digits, `zz` (see `numberedToken`) replaced by what
    /// `replacement` gives its number, in one pass; a prefix without digits and `zz` stays.
    static func replacingNumberedTokens(in text: String, prefix: [UInt8], with replacement: (Int) -> String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.offset(of: prefix) != nil else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while let found = bytes.offset(of: prefix, from: index) {
            out += bytes[index..<found]
            guard let (number, end) = numberedToken(in: bytes, at: found, prefix: prefix) else {
                out += prefix
                index = found + prefix.count
                continue
            }
            out += replacement(number).utf8
            index = end
        }
        out += bytes[index...]
        return String(decoding: out, as: UTF8.self)
    }

    private func substitute(into html: [UInt8], done: inout [Int: [UInt8]], depth: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(html.count)
        // Where the last `<p>` (or `<p …>`) and `</p>` written so far start, to tell whether a block lands in a paragraph.
        var lastOpen = -1, lastClose = -1
        func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            // From a few bytes back: a tag may straddle two pieces.
            var index = max(0, out.count - 3)
            out += bytes
            while index + 2 < out.count {
                if out[index] == UInt8(ascii: "<") {
                    if out[index + 1] == UInt8(ascii: "p"), out[index + 2] == UInt8(ascii: ">") || out[index + 2] == UInt8(ascii: " ") {
                        lastOpen = index
                    } else if out[index + 1] == UInt8(ascii: "/"), index + 3 < out.count, out[index + 2] == UInt8(ascii: "p"),
                        out[index + 3] == UInt8(ascii: ">")
                    {
                        lastClose = index
                    }
                }
                index += 1
            }
        }
        var index = 0
        var copied = 0
        while let found = html.offset(of: Self.tokenStart, from: index) {
            guard let (number, tokenEnd) = Self.placeholder(in: html, at: found), number < blocks.count else {
                index = found + 1
                continue
            }
            var end = tokenEnd
            append(html[copied..<found])
            if done[number] == nil {
                // A block may hold the placeholders of the calls inside it.
                let block = Array(blocks[number].utf8)
                done[number] = depth < 20 ? substitute(into: block, done: &done, depth: depth + 1) : block
            }
            let block = done[number]!
            let alone = out.count >= 3 && out[(out.count - 3)...].elementsEqual("<p>".utf8)
                && end + 4 <= html.count && html[end..<(end + 4)].elementsEqual("</p>".utf8)
            if alone, Self.isPhrasing(blocks[number]) {
                // Words or a phrase (a version badge, a parameter's value) alone: a paragraph still.
                var phrase = block[...]
                while let last = phrase.last, isSpace(last) { phrase.removeLast() }
                append(phrase)
            } else if alone {
                // The block takes the paragraph's place.
                out.removeLast(3)
                lastOpen = -1
                append(block)
                end += 4
            } else if Self.isBlock(blocks[number]), lastOpen > lastClose {
                // The paragraph so far ends before the block, or goes when it holds nothing but
                // space (a call on the line after another: `{{< figure >}}` twice).
                let tagEnd = (out[lastOpen...].firstIndex(of: UInt8(ascii: ">")) ?? lastOpen) + 1
                if out[tagEnd...].allSatisfy(isSpace) {
                    out.removeSubrange(lastOpen...)
                    lastOpen = -1
                } else {
                    while let last = out.last, isSpace(last) { out.removeLast() }
                    append("</p>\n".utf8)
                }
                append(block)
                // The rest starts a paragraph of its own, unless only space is left of it.
                var after = end
                while after < html.count, isSpace(html[after]) { after += 1 }
                if after + 4 <= html.count, html[after..<(after + 4)].elementsEqual("</p>".utf8) {
                    end = after + 4
                } else {
                    end = after
                    append("\n<p>".utf8)
                }
            } else {
                append(block)
            }
            copied = end
            index = end
        }
        append(html[copied..<html.count])
        return out
    }

    /// True when the markup is words, or starts with an element of a sentence (`<span>`, `<a>`,
    /// `<strong>`), which a paragraph of its own keeps apart from the next.
    private static func isPhrasing(_ markup: String) -> Bool {
        let start = markup.drop { $0.isWhitespace }
        guard let first = start.first else { return false }
        guard first == "<" else { return true }
        let name = start.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
        return phrasingElements.contains(name)
    }

    private static let phrasingElements: Set<String> = [
        "a", "abbr", "b", "bdi", "cite", "code", "del", "dfn", "em", "i", "ins", "kbd", "mark", "q", "s", "small", "span", "strong",
        "sub", "sup", "time", "u", "var",
    ]

    /// True when the markup starts with an element that may not sit inside a paragraph.
    private static func isBlock(_ markup: String) -> Bool {
        let start = markup.drop { $0.isWhitespace }
        guard start.hasPrefix("<") else { return false }
        let name = start.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
        return blockElements.contains(name)
    }

    private static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figure", "footer", "form",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul",
    ]
}
