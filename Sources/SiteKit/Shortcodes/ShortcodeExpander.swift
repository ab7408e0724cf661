import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Expands a post's shortcodes (Hugo's and Zola's) and Jekyll's Liquid tags before cmark reads it.
///
/// Fenced code is left as written (an example of a shortcode stays an example), except that Hugo's
/// escaped form `{{</* name */>}}` becomes `{{< name >}}` everywhere, as Hugo writes it.
func expandShortcodes(in body: String, environment: ShortcodeEnvironment) -> ShortcodeExpansion {
    // MyST's directives (```` ```{note} ````) and Python-Markdown's admonitions (`!!! note`) are
    // read as the `:::` blocks, fences and shortcodes they become.
    let written = body
    var body = body
    // Tabs are the theme's `tabs` and `tab`; a theme without them shows each tab as a titled box.
    let hasTabs = { environment.knows("tabs") && environment.knows("tab") }
    let myst = environment.markdown.extensions.contains(.myst) && MystDirectives.mayHold(body)
    if myst { body = MystDirectives.rewritten(body, themeHasTabs: hasTabs()) }
    let admonitions = environment.markdown.extensions.contains(.admonitions) && Admonitions.mayHold(body)
    if admonitions { body = Admonitions.asFencedDivs(body, themeHasTabs: hasTabs()) }
    // Most posts have neither `{{` nor `{%` (nor a formula): one look at the bytes, no work.
    let readsMath = environment.markdown.extensions.contains(.math) && MathSpans.mayHold(body)
    let readsDivs = (environment.markdown.extensions.contains(.fencedDivs) || admonitions || myst) && (FencedDivs.mayHold(body) || LeafDirectives.mayHold(body))
    // An admonition's body lost its indentation, a closing may have taken a line: messages point into the file.
    let rewrittenLines = myst || admonitions ? RewrittenLines(from: written, to: body) : RewrittenLines()
    guard readsMath || readsDivs || mayHoldShortcodes(body) || mayHoldInternalLinks(body, filesFromRoot: environment.config.basePath != "/")
        || DistillElements.mayHold(body)
        || environment.bibliography != nil
    else {
        return ShortcodeExpansion(markdown: body, rewrittenLines: rewrittenLines)
    }
    var expander = ShortcodeExpander(text: Array(body.utf8), environment: environment, readsMath: readsMath, readsDivs: readsDivs)
    var markdown = expander.expand(0..<expander.text.count, depth: 0)
    expander.resolveEquationReferences()
    expander.placeReferences(in: &markdown)
    expander.reportTagsLeftAsWritten()
    return ShortcodeExpansion(
        markdown: String(decoding: markdown, as: UTF8.self), blocks: expander.blocks, blockTexts: expander.blockTexts,
        references: expander.references,
        diagnostics: expander.diagnostics, imagesWithoutText: expander.imagesWithoutText, chartCount: expander.chartCount,
        chartImages: expander.chartImages, insertedWords: expander.insertedWords, includedFiles: expander.includedFiles.sorted(),
        footnoteMarkers: expander.footnoteMarkers, footnoteNotes: expander.footnoteNotes, rewrittenLines: rewrittenLines)
}

/// True when the text has `{{` or `{%` anywhere.
func mayHoldShortcodes(_ text: String) -> Bool {
    // One look at the bytes: code samples hold a brace on most lines.
    var text = text
    return text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count - 1, let hit = memchr(base + offset, Int32(UInt8(ascii: "{")), bytes.count - 1 - offset) {
            let brace = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if bytes[brace + 1] == UInt8(ascii: "{") || bytes[brace + 1] == UInt8(ascii: "%") { return true }
            offset = brace + 1
        }
        return false
    }
}

/// True when the text may link to a page by its file: a link's destination (`](`), a link
/// definition's (`]: `) or a raw HTML `href`'s or `src`'s that names a Markdown, R Markdown or
/// Quarto file (`[b](b.md)`, `<a href="/blog/a.qmd">`), or is a Markdown link from the site's root
/// to what may be a page (`[b](/posts/b/)`), or starts as Zola's (`@/blog/a.md`) and
/// Pelican's (`{filename}/a.md`, `{static}/a.png`, `|filename|`) do. One search for each opening,
/// most posts' links being addresses.
///
/// - Parameter filesFromRoot: whether any link from the site's root counts (`/images/a.png`): in a
///   site with a base path, such a link to the site's file is given the base path (`rootFileLink`).
func mayHoldInternalLinks(_ text: String, filesFromRoot: Bool = false) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        for opening in [Array("](".utf8), Array("]: ".utf8), Array("href=".utf8), Array("src=".utf8)] {
            var start = 0
            while let found = opening.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes, from: start) }) {
                var next = found + opening.count
                if opening.last == UInt8(ascii: "="), next < bytes.count, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "'") {
                    next += 1
                }
                guard next < bytes.count else { break }
                if bytes[next] == UInt8(ascii: "@") || bytes[next] == UInt8(ascii: "{") || bytes[next] == UInt8(ascii: "|") { return true }
                var end = next
                while end < bytes.count, end - next < 400, !destinationEnds(bytes[end]) { end += 1 }
                let destination = UnsafeBufferPointer(rebasing: bytes[next..<end])
                if namesPageFile(destination) { return true }
                if opening.last != UInt8(ascii: "="), namesAddressFromRoot(destination) { return true }
                if filesFromRoot, destination.count > 1, destination[0] == UInt8(ascii: "/"), destination[1] != UInt8(ascii: "/") { return true }
                // `../images/a.png`: a file out of the page's folder (`climbingFileLink`).
                if destination.count > 3, destination[0] == UInt8(ascii: "."), destination[1] == UInt8(ascii: "."), destination[2] == UInt8(ascii: "/") { return true }
                start = next
            }
        }
        return false
    }
}

/// Whether a Markdown link's destination is an address from the site's root without a file
/// extension (`/backend/cache/`), which may be a page's path below content/ (`pageAddressLink`).
private func namesAddressFromRoot(_ destination: UnsafeBufferPointer<UInt8>) -> Bool {
    guard destination.count >= 1, destination[0] == UInt8(ascii: "/"), destination.count == 1 || destination[1] != UInt8(ascii: "/") else { return false }
    let lastSlash = destination.lastIndex(of: UInt8(ascii: "/")) ?? 0
    return !destination[lastSlash...].contains(UInt8(ascii: "."))
}

/// Whether a destination's last name ends in a page file's extension. Only the extension becomes a
/// string (a short one, kept inline), as most destinations are addresses.
private func namesPageFile(_ destination: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let dot = destination.lastIndex(of: UInt8(ascii: ".")), destination.count - dot <= 10,
        !destination[dot...].contains(UInt8(ascii: "/"))
    else { return false }
    return PageFileName.isMarkdown(String(decoding: UnsafeBufferPointer(rebasing: destination[dot...]), as: UTF8.self))
}

/// Whether a byte may begin something `ShortcodeExpander.expand` reads: a code span, a call, a fenced
/// div, a formula, an element, a citation, a Zola or Pelican link, a link from the root.
@inline(__always)
private func mayStartConstruct(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\\"), UInt8(ascii: "$"), UInt8(ascii: "<"),
        UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "|"), UInt8(ascii: "/"):
        return true
    default:
        return false
    }
}

/// Whether a link's destination may start after this byte: `](`, `]: `, `href="`, `src='`.
@inline(__always)
private func mayOpenDestination(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "(") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
}

/// Whether a byte ends a link's destination for `mayHoldInternalLinks`: a blank, `)`, a quote, `#`, `?` or `>`.
private func destinationEnds(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "#")
        || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">")
}

struct ShortcodeExpander {
    let text: [UInt8]
    let environment: ShortcodeEnvironment
    var blocks: [String] = []
    var blockTexts: [String] = []
    var references: [PageReference] = []
    var diagnostics: [Diagnostic] = []
    var imagesWithoutText: [Int] = []
    var chartCount = 0
    var chartImages: [PageChartImage] = []
    /// The words of the text tags inserted (`expandInserted`).
    var insertedWords = 0
    /// The site's files that tags put in the page (`content/_common/x.md`), by their paths from the site's folder.
    var includedFiles: Set<String> = []
    /// Liquid tags kept as text: where, as written (its first line), and why.
    var tagsLeftAsWritten: [(offset: Int, written: String, reason: String)] = []
    /// The `\newcommand`s of the page's formulas so far.
    var texPage = TeXPage()
    /// `\eqref{key}` in the text, filled in once every formula of the page has been read (it may refer forward).
    var equationReferences: [(block: Int, reference: MathSpans.EquationReference)] = []
    /// Where the HTML open tag the text is in ends (see `HTMLOpenTag`), or the code element it opens
    /// (`<pre>…</pre>`); formulas start only after it.
    var tagEnd = 0
    /// Raw HTML code elements (`<pre>`, `<code>`) found never closed: not looked for again.
    var unclosedCodeElements: Set<[UInt8]> = []
    /// The files of the page's bundle, once Docsy's `imgproc` asked for them.
    var bundleFiles: [String]?
    /// The byte ranges of fenced code blocks.
    let fences: [Range<Int>]
    /// The post's link reference definitions (`LinkDefinitions`), once an inner text asked for them.
    var postDefinitions: String?
    /// The labels of the notes the post defines (`[^1]: …`), once an inner text referred to one.
    lazy var postFootnoteLabels: Set<String> =
        FootnoteDefinitions(in: String(decoding: text, as: UTF8.self), parseOptions: CMARK_OPT_DEFAULT)?.labels ?? []
    /// The footnote markers the inner texts wrote (`PartFootnotes`), by number, and the notes they
    /// defined themselves, by part.
    var footnoteMarkers: [PartFootnotes.Marker] = []
    var footnoteNotes: [Int: [String: String]] = [:]
    /// How far the post's own pass (depth 0) has read.
    var mainPassIndex = 0
    /// Each definition's line as expanded, by where it starts: (its bytes, where the line ends).
    var definitionsExpanded: [Int: (bytes: [UInt8], end: Int)] = [:]
    /// How many bytes of them inner texts may still be read with.
    lazy var definitionBudget = 4 * text.count + (1 << 20)
    /// Where each `:::` fence is closed (`FencedDivs.closings`), found once the text holds one.
    lazy var divClosings: [Int: Int] = FencedDivs.closings(in: text, fences: fences)
    /// Positions in the post's file, for messages.
    let positions: SourceText
    /// The last search for each needle: (where it started, what it found). A search from inside
    /// that span has the same answer, so text full of openings never scans to the end twice.
    var searches: [[UInt8]: (from: Int, found: Int?)] = [:]
    /// The templates of Hugo's inline shortcodes the page has written so far, by name (`css.inline`).
    var inlineTemplates: [String: String] = [:]
    /// Where a search for a closing tag (by name) found none: no later search can find one either.
    var unclosed: [String: Int] = [:]
    /// The Hugo calls of each name that closing tags close, as `pairHugoCalls` finds them, once asked for.
    var hugoPairs: [String: [Int: (Int, Int)]]?
    /// Distill's footnotes open so far and not yet closed, and whether a citation was warned of.
    /// Values Liquid's assign and capture made, by name.
    var liquidVariables: [String: String] = [:]
    var openDistillFootnotes = 0
    var warnedOfCitations = false
    /// The keys cited so far, in the order first cited, and the placeholder the list of references
    /// goes in when the post says where (`{% bibliography %}`).
    var cited: [String] = []
    var referencesBlock: Int?
    /// Whether `$$…$$`, `\\(…\\)` and `\\[…\\]` are formulas (the `math` extension, see `MathSpans`).
    let readsMath: Bool
    /// Whether `:::` fences make callouts and divs (the `fenced-divs` extension, see `FencedDivs`).
    let readsDivs: Bool

    init(text: [UInt8], environment: ShortcodeEnvironment, readsMath: Bool = false, readsDivs: Bool = false) {
        self.text = text
        self.environment = environment
        self.readsMath = readsMath
        self.readsDivs = readsDivs
        // Formulas are not read in code: an indented block's `$` is output or source (`b'$^-\x1f'`), as a fenced block's is.
        fences = readsMath ? codeBlockRanges(in: text) : fencedCodeRanges(in: text)
        positions = SourceText(path: environment.path, bytes: text, lineOffset: environment.lineOffset)
        // A post that refers to its equations was written for MathJax's numbering of them.
        texPage.numbersEquations = readsMath && MathSpans.refersToEquations(text)
        // The site's macros (`markdown.math_macros`), before any the page defines.
        if readsMath, !environment.config.mathMacros.isEmpty { texPage.macros.merge(environment.config.mathMacros) { _, site in site } }
    }

    /// The text of `range` with every construct in it expanded.
    mutating func expand(_ range: Range<Int>, depth: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        var fence = fences.firstIndex { $0.upperBound > index } ?? fences.endIndex
        while index < range.upperBound {
            if depth == 0 { mainPassIndex = index }
            // A link definition expanded already, for an inner text (`linkDefinitions(for:)`).
            if !definitionsExpanded.isEmpty, let definition = definitionsExpanded[index], definition.end <= range.upperBound {
                out += definition.bytes
                index = definition.end
                continue
            }
            // A code span or a call may have run past a fence: skip the fences behind the text.
            while fence < fences.endIndex, fences[fence].upperBound <= index { fence += 1 }
            if fence < fences.endIndex, fences[fence].lowerBound <= index {
                let end = min(fences[fence].upperBound, range.upperBound)
                // ```math: display math, as GitHub shows it.
                if readsMath, fences[fence].lowerBound == index, end == fences[fence].upperBound,
                    let formula = MathSpans.fencedSpan(in: text, fence: fences[fence]), !formula.tex.isEmpty
                {
                    out += placeholder(for: mathHTML(formula), readingAs: formula.tex, spanning: index..<end)
                    index = end
                    fence += 1
                    continue
                }
                out += unescapedHugo(text[index..<end])
                index = end
                fence += 1
                continue
            }
            // Most bytes start nothing and follow nothing a link's destination follows: copied at once.
            if !mayStartConstruct(text[index]), index == 0 || !mayOpenDestination(text[index - 1]) {
                out.append(text[index])
                index += 1
                continue
            }
            if text[index] == UInt8(ascii: "`") {
                // A code span stays as written; an unmatched run of backticks is plain text, taken whole.
                var end = codeSpanEnd(in: text, from: index, limit: range.upperBound) ?? index
                if end == index {
                    while end < range.upperBound, text[end] == UInt8(ascii: "`") { end += 1 }
                } else if readsMath, environment.config.mathInCode, let formula = MathSpans.formula(inCodeSpan: index..<end, of: text) {
                    // blogdown's `\(x_i\)` in backticks: the formula the old theme's script made it.
                    out += placeholder(for: mathHTML(formula), readingAs: formula.tex, spanning: index..<end)
                    index = end
                    continue
                }
                out += unescapedHugo(text[index..<end])
                index = end
                continue
            }
            if text[index] == UInt8(ascii: "{"), index + 1 < range.upperBound,
                text[index + 1] == UInt8(ascii: "{") || text[index + 1] == UInt8(ascii: "%"),
                let (replacement, next) = construct(at: index, limit: range.upperBound, depth: depth)
            {
                out += replacement
                index = next
                continue
            }
            if readsDivs, text[index] == UInt8(ascii: ":") || text[index] == UInt8(ascii: " "),
                index == 0 || text[index - 1] == UInt8(ascii: "\n"),
                let div = FencedDivs.block(in: text, at: index, limit: range.upperBound, closings: divClosings)
            {
                out += fencedDiv(div, depth: depth)
                index = div.span.upperBound
                continue
            }
            if readsDivs, text[index] == UInt8(ascii: ":"), index == 0 || text[index - 1] == UInt8(ascii: "\n"),
                let directive = LeafDirectives.directive(in: text, at: index, limit: range.upperBound)
            {
                if let html = LeafDirectives.html(of: directive) {
                    out += placeholder(for: html, readingAs: directive.label ?? directive.attributes["repo"] ?? "", spanning: index..<directive.end)
                    index = directive.end
                    continue
                }
                warning("::\(directive.name) is a directive of the old site's Markdown plugins, which this site does not know, so it is shown as text; write a link or HTML in its place", at: index)
            }
            if readsDivs, text[index] == UInt8(ascii: ":"), index == 0 || text[index - 1] == UInt8(ascii: "\n"),
                FencedDivs.opensCallout(in: text, at: index, limit: range.upperBound)
            {
                warning("this ::: block is never closed, so it is shown as text; add a line ::: after its text", at: index)
            }
            // An HTML tag's attributes are markup: no formula starts inside one (shortcodes and links still do).
            if readsMath, text[index] == UInt8(ascii: "<"), index >= tagEnd, let end = HTMLOpenTag.end(in: text, at: index, limit: range.upperBound) {
                // Nor inside raw HTML's code (`<pre><code>x$y$</code></pre>`), which MathJax and KaTeX skip.
                tagEnd = HTMLOpenTag.endOfElementWithoutMath(in: text, at: index, tagEnd: end, limit: range.upperBound, unclosed: &unclosedCodeElements) ?? end
            }
            if readsMath, index >= tagEnd, text[index] == UInt8(ascii: "\\"),
                let reference = MathSpans.equationReference(in: text, at: index, limit: range.upperBound)
            {
                out += placeholder(for: "", readingAs: reference.label, spanning: index..<reference.end)
                equationReferences.append((blocks.count - 1, reference))
                index = reference.end
                continue
            }
            if readsMath, index >= tagEnd, text[index] == UInt8(ascii: "$") || text[index] == UInt8(ascii: "\\"),
                let formula = MathSpans.span(
                    in: text, at: index, limit: range.upperBound, singleDollars: environment.config.singleDollarMath,
                    mathInCode: environment.config.mathInCode)
            {
                out += placeholder(for: mathHTML(formula), readingAs: formula.tex, spanning: index..<formula.end)
                index = formula.end
                continue
            }
            if text[index] == UInt8(ascii: "<"), index + 2 < range.upperBound, text[index + 1] == UInt8(ascii: "d") || text[index + 1] == UInt8(ascii: "/") {
                if let (replacement, next) = distillElement(at: index, limit: range.upperBound) {
                    out += replacement
                    index = next
                    continue
                }
            }
            if text[index] == UInt8(ascii: "@"), let link = internalLink(at: index, limit: range.upperBound) {
                out += Array(reference(to: link.target, form: .relative, at: index).utf8)
                index = link.end
                continue
            }
            if let bibliography = environment.bibliography {
                if text[index] == UInt8(ascii: "["), let citation = Citations.bracketed(in: text, at: index, limit: range.upperBound) {
                    out += cite(citation.items, inText: false, at: index, spanning: index..<citation.end)
                    index = citation.end
                    continue
                }
                if text[index] == UInt8(ascii: "@"), let citation = Citations.narrative(in: text, at: index, limit: range.upperBound),
                    bibliography.entries[citation.key] != nil
                {
                    out += cite([Citations.Item(key: citation.key)], inText: true, at: index, spanning: index..<citation.end)
                    index = citation.end
                    continue
                }
            }
            if text[index] == UInt8(ascii: "{") || text[index] == UInt8(ascii: "|"), let link = pelicanLink(at: index, limit: range.upperBound) {
                if let page = link.page {
                    out += Array(reference(to: page, form: .relative, at: index, fallback: link.written).utf8)
                } else {
                    out += Array(link.url.utf8)
                }
                index = link.end
                continue
            }
            if let link = markdownFileLink(at: index, limit: range.upperBound) {
                let fromRoot = text[index] == UInt8(ascii: "/")
                out += Array(reference(to: link.target, form: .relative, at: index, fallback: link.written, quietly: fromRoot).utf8)
                index = link.end
                continue
            }
            if text[index] == UInt8(ascii: "."), let link = climbingFileLink(at: index, limit: range.upperBound) {
                out += Array(link.url.utf8)
                index = link.end
                continue
            }
            if text[index] == UInt8(ascii: "/"), let link = pageAddressLink(at: index, limit: range.upperBound) {
                out += Array(reference(to: link.address, form: .relative, at: index, fallback: link.address, quietly: true, namesAnAddress: true).utf8)
                index = link.end
                continue
            }
            if text[index] == UInt8(ascii: "/"), let link = rootFileLink(at: index, limit: range.upperBound) {
                out += Array(link.url.utf8)
                index = link.end
                continue
            }
            out.append(text[index])
            index += 1
        }
        return out
    }

    /// A Distill element (`DistillElements`) as Markdown: a footnote's `^[`…`]`, code, a citation's keys.
    mutating func distillElement(at index: Int, limit: Int) -> ([UInt8], Int)? {
        if text[index + 1] == UInt8(ascii: "/") {
            guard openDistillFootnotes > 0, DistillElements.closesFootnote(text, at: index, limit: limit) else { return nil }
            openDistillFootnotes -= 1
            return (Array("]".utf8), index + "</d-footnote>".utf8.count)
        }
        let element = DistillElements.element(in: text, at: index, limit: limit) { needle, from in find(needle, from: from, limit: limit) }
        switch element {
        case .footnote(let textStart)?:
            openDistillFootnotes += 1
            return (Array("^[".utf8), textStart)
        case .code(let code, let language, let isBlock, let end)?:
            if isBlock { return (fencedCode(DistillElements.dedented(text[code]), language: language), end) }
            let inline = text[code]
            let ticks = Array(repeating: UInt8(ascii: "`"), count: inline.contains(UInt8(ascii: "`")) ? 2 : 1)
            return (ticks + [UInt8(ascii: " ")] + inline + [UInt8(ascii: " ")] + ticks, end)
        case .citation(let keys, let end)? where environment.bibliography != nil:
            return (cite(keys.map { Citations.Item(key: $0) }, inText: false, at: index, spanning: index..<end), end)
        case .citation(let keys, let end)?:
            if !warnedOfCitations {
                warnedOfCitations = true
                warning("<d-cite> is shown as its key in brackets: site reads no bibliography; write the reference out, or link it", at: index)
            }
            let shown = "[" + keys.joined(separator: ", ") + "]"
            return (placeholder(for: "<cite class=\"citation\">\(shown.xmlEscaped)</cite>", readingAs: shown, spanning: index..<end), end)
        case nil:
            return nil
        }
    }

    /// A CSV (or tab- or semicolon-separated) file beside the post as a table, its first row the
    /// header unless `header="false"`, numbers right-aligned, under its caption.
    mutating func dataTable(_ path: String, call: ShortcodeCall, spanning span: Range<Int>) -> [UInt8] {
        let text: String
        do throws(DataFileError) {
            guard let locator = environment.markdown.charts.dataFiles else { throw .missing }
            text = try locator.read(atResolvedPath: locator.path(of: path), asWritten: true)
        } catch {
            self.error("the table's file \(path.shortenedForMessage(limit: 60)) is not shown: \(error)", at: call.offset)
            return Array(self.text[span])
        }
        var rows = DelimitedRows.rows(of: text)
        guard !rows.isEmpty else {
            warning("the table's file \(path.shortenedForMessage(limit: 60)) has no rows; nothing is shown", at: call.offset)
            return []
        }
        let width = rows.map(\.count).max() ?? 0
        rows = rows.map { $0 + Array(repeating: "", count: width - $0.count) }
        let header = call.parameter("header")?.lowercased() == "false" ? (1...width).map { "Column \($0)" } : rows.removeFirst()
        let numeric = (0..<width).map { column in
            rows.contains { !$0[column].isEmpty } && rows.allSatisfy { $0[column].isEmpty || Double($0[column].replacingOccurrences(of: ",", with: "")) != nil }
        }
        func line(_ cells: [String]) -> String {
            // Every punctuation mark escaped, a cell's `|` among them: the cell's text as written.
            "| " + cells.map { String(decoding: Self.markdownLiteral($0), as: UTF8.self) }.joined(separator: " | ") + " |"
        }
        var markdown = line(header) + "\n|" + numeric.map { $0 ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows { markdown += line(row) + "\n" }
        var html = "<figure class=\"shortcode-table\">\n" + innerHTML(markdown, startingAt: call.offset)
        if let caption = call.parameter("caption"), !caption.isEmpty {
            html += "<figcaption>" + inlineHTML(caption, at: call.offset) + "</figcaption>\n"
        }
        return placeholder(for: html + "</figure>", readingAs: text, spanning: span)
    }

    /// A `:::` block: the theme's callout (or `details`) with the block's kind and title, or a
    /// `<div>` with its classes; its Markdown rendered as the post's.
    /// The lines between a fenced code block's fences (`text` the block, fences included); nil when it has none.
    static func fencedBody(_ block: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let firstLineEnd = block.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var end = block.endIndex
        while end > firstLineEnd, block[end - 1] == UInt8(ascii: "\n") || block[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard let closingStart = block[(firstLineEnd + 1)..<end].lastIndex(of: UInt8(ascii: "\n")) else { return nil }
        return block[(firstLineEnd + 1)..<(closingStart + 1)]
    }

    mutating func fencedDiv(_ div: FencedDivs.Block, depth: Int) -> [UInt8] {
        var opening = div.opening
        var inner = div.inner
        // Quarto titles a callout with a heading on its first line.
        if opening.callout != nil, opening.title == nil, let heading = FencedDivs.headingTitle(in: text, inner) {
            opening.title = heading.title
            inner = heading.rest..<inner.upperBound
        }
        if let kind = opening.callout {
            // A folding callout (Quarto's `collapse`, an admonition's `???`): LoveIt's admonition, which the theme draws folded.
            if kind != "details", let collapse = opening.collapse, environment.knows("admonition") {
                var call = ShortcodeCall(
                    name: "admonition", syntax: .hugoHTML, positional: [kind, opening.title ?? "", collapse ? "false" : "true"], named: [], offset: div.span.lowerBound)
                call.inner = String(decoding: text[inner], as: UTF8.self)
                return render(call, innerRange: inner, depth: depth, spanning: div.span)
            }
            let name = kind == "details" ? "details" : "callout"
            if environment.knows(name) {
                let named = opening.title.map { [(key: name == "details" ? "summary" : "title", value: $0)] } ?? []
                var call = ShortcodeCall(
                    name: name, syntax: .hugoHTML, positional: name == "details" ? [] : [kind], named: named, offset: div.span.lowerBound)
                call.inner = String(decoding: text[inner], as: UTF8.self)
                return render(call, innerRange: inner, depth: depth, spanning: div.span)
            }
            opening.classes = ["callout", "callout-" + (Callout.kind(of: kind) ?? "note")]
        }
        if depth >= 20 {
            error("blocks are nested more than 20 deep here; close them sooner", at: div.span.lowerBound)
            return []
        }
        // vuepress-theme-hope's charts: `::: echarts Title` or `::: chartjs Title` around the
        // configuration's code block, drawn as a chart fence of that library (the title an ECharts
        // configuration lacks is the container's).
        if let name = opening.classes.first, name == "echarts" || name == "chartjs",
            let code = fences.first(where: { inner.contains($0.lowerBound) }),
            let body = Self.fencedBody(text[code])
        {
            var configuration = String(decoding: body, as: UTF8.self)
            if name == "echarts", let title = opening.title?.trimmingSpaces(), !title.isEmpty, !configuration.contains("\"title\""),
                let brace = configuration.firstIndex(of: "{"), configuration[..<brace].allSatisfy(\.isWhitespace)
            {
                let quoted = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                configuration.insert(contentsOf: "\"title\": {\"text\": \"\(quoted)\"}, ", at: configuration.index(after: brace))
            }
            return Array("\n".utf8) + fencedCode(Array(configuration.utf8), language: name) + Array("\n".utf8)
        }
        // vuepress-theme-hope's `::: tabs` of `@tab Label` parts, VitePress's `::: code-group`: the theme's tabs.
        if let name = opening.classes.first, DivTabs.names.contains(name), environment.knows("tabs"), environment.knows("tab") {
            let parts = DivTabs.parts(of: name, in: text, range: inner, fences: fences)
            if !parts.isEmpty { return renderTabs(parts.map { ($0.label, $0.range) }, inner: inner, depth: depth, spanning: div.span) }
        }
        // Pandoc's `::: {#refs}`: where the list of references goes (filled in once every citation is read).
        if opening.id == "refs", environment.bibliography != nil, referencesBlock == nil {
            let block = placeholder(for: "", spanning: div.span)
            referencesBlock = blocks.count - 1
            return block
        }
        let markdown = String(decoding: expand(inner, depth: depth + 1), as: UTF8.self)
        return placeholder(for: FencedDivs.openingTag(opening) + "\n" + innerHTML(markdown, startingAt: inner.lowerBound) + "</div>", spanning: div.span)
    }

}

/// A space, tab or line break: the blanks between a shortcode's words and around its output.
func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}

func isWordByte(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-")
}

extension String {
    /// The text without the line breaks at its end (a template file's last newline).
    var withoutTrailingNewlines: String {
        var text = self
        while text.last == "\n" || text.last == "\r\n" { text.removeLast() }
        return text
    }
}

/// Liquid plugins' named arguments (`caption:"A pile" class:"wide"`) written as shortcodes write
/// them (`caption="A pile"`): a colon between a name that starts an argument and a quote.
func liquidNamedArguments(_ text: String) -> String {
    let characters = Array(text)
    var out = ""
    var quoted = false
    var nameStart: Int?
    for (index, character) in characters.enumerated() {
        if character == "\"" { quoted.toggle() }
        let isNameCharacter = character.isLetter || character.isNumber || character == "_" || character == "-"
        if !quoted, character == ":", nameStart != nil, index + 1 < characters.count, characters[index + 1] == "\"" {
            out.append("=")
        } else {
            out.append(character)
        }
        // Where the name of an argument starts: a name character after a blank (or the start).
        if quoted || !isNameCharacter {
            nameStart = nil
        } else if nameStart == nil, index == 0 || characters[index - 1].isWhitespace {
            nameStart = index
        }
    }
    return out
}
