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
    private var tagsLeftAsWritten: [(offset: Int, written: String, reason: String)] = []
    /// The `\newcommand`s of the page's formulas so far.
    private var texPage = TeXPage()
    /// `\eqref{key}` in the text, filled in once every formula of the page has been read (it may refer forward).
    private var equationReferences: [(block: Int, reference: MathSpans.EquationReference)] = []
    /// Where the HTML open tag the text is in ends (see `HTMLOpenTag`), or the code element it opens
    /// (`<pre>…</pre>`); formulas start only after it.
    private var tagEnd = 0
    /// Raw HTML code elements (`<pre>`, `<code>`) found never closed: not looked for again.
    private var unclosedCodeElements: Set<[UInt8]> = []
    /// The files of the page's bundle, once Docsy's `imgproc` asked for them.
    private var bundleFiles: [String]?
    /// The byte ranges of fenced code blocks.
    private let fences: [Range<Int>]
    /// The post's link reference definitions (`LinkDefinitions`), once an inner text asked for them.
    private var postDefinitions: String?
    /// The labels of the notes the post defines (`[^1]: …`), once an inner text referred to one.
    private lazy var postFootnoteLabels: Set<String> =
        FootnoteDefinitions(in: String(decoding: text, as: UTF8.self), parseOptions: CMARK_OPT_DEFAULT)?.labels ?? []
    /// The footnote markers the inner texts wrote (`PartFootnotes`), by number, and the notes they
    /// defined themselves, by part.
    private(set) var footnoteMarkers: [PartFootnotes.Marker] = []
    private(set) var footnoteNotes: [Int: [String: String]] = [:]
    /// How far the post's own pass (depth 0) has read.
    private var mainPassIndex = 0
    /// Each definition's line as expanded, by where it starts: (its bytes, where the line ends).
    private var definitionsExpanded: [Int: (bytes: [UInt8], end: Int)] = [:]
    /// How many bytes of them inner texts may still be read with.
    private lazy var definitionBudget = 4 * text.count + (1 << 20)
    /// Where each `:::` fence is closed (`FencedDivs.closings`), found once the text holds one.
    private lazy var divClosings: [Int: Int] = FencedDivs.closings(in: text, fences: fences)
    /// Positions in the post's file, for messages.
    private let positions: SourceText
    /// The last search for each needle: (where it started, what it found). A search from inside
    /// that span has the same answer, so text full of openings never scans to the end twice.
    private var searches: [[UInt8]: (from: Int, found: Int?)] = [:]
    /// The templates of Hugo's inline shortcodes the page has written so far, by name (`css.inline`).
    private var inlineTemplates: [String: String] = [:]
    /// Where a search for a closing tag (by name) found none: no later search can find one either.
    private var unclosed: [String: Int] = [:]
    /// The Hugo calls of each name that closing tags close, as `pairHugoCalls` finds them, once asked for.
    private var hugoPairs: [String: [Int: (Int, Int)]]?
    /// Distill's footnotes open so far and not yet closed, and whether a citation was warned of.
    /// Values Liquid's assign and capture made, by name.
    private var liquidVariables: [String: String] = [:]
    private var openDistillFootnotes = 0
    private var warnedOfCitations = false
    /// The keys cited so far, in the order first cited, and the placeholder the list of references
    /// goes in when the post says where (`{% bibliography %}`).
    private var cited: [String] = []
    private var referencesBlock: Int?
    /// Whether `$$…$$`, `\\(…\\)` and `\\[…\\]` are formulas (the `math` extension, see `MathSpans`).
    private let readsMath: Bool
    /// Whether `:::` fences make callouts and divs (the `fenced-divs` extension, see `FencedDivs`).
    private let readsDivs: Bool

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
    private mutating func distillElement(at index: Int, limit: Int) -> ([UInt8], Int)? {
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
    private mutating func dataTable(_ path: String, call: ShortcodeCall, spanning span: Range<Int>) -> [UInt8] {
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
    private mutating func fencedDiv(_ div: FencedDivs.Block, depth: Int) -> [UInt8] {
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
        // Pandoc's `::: {#refs}`: where the list of references goes (filled in once every citation is read).
        if opening.id == "refs", environment.bibliography != nil, referencesBlock == nil {
            let block = placeholder(for: "", spanning: div.span)
            referencesBlock = blocks.count - 1
            return block
        }
        let markdown = String(decoding: expand(inner, depth: depth + 1), as: UTF8.self)
        return placeholder(for: FencedDivs.openingTag(opening) + "\n" + innerHTML(markdown, startingAt: inner.lowerBound) + "</div>", spanning: div.span)
    }

    /// The text in `range` with each formula in it typeset (`mathHTML`), the rest as written; no
    /// formula starts inside an HTML tag's attributes.
    private mutating func withFormulasTypeset(_ range: Range<Int>) -> String {
        var out: [UInt8] = []
        var index = range.lowerBound
        var insideTagUntil = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            if byte == UInt8(ascii: "<"), index >= insideTagUntil, let end = HTMLOpenTag.end(in: text, at: index, limit: range.upperBound) {
                insideTagUntil = end
            }
            if index >= insideTagUntil, byte == UInt8(ascii: "$") || byte == UInt8(ascii: "\\"),
                let formula = MathSpans.span(in: text, at: index, limit: range.upperBound, singleDollars: environment.config.singleDollarMath)
            {
                out += Array(mathHTML(formula).utf8)
                index = formula.end
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `output` when it is one formula between its delimiters and nothing else, as a span whose
    /// problems are told at `offset` (the call); nil otherwise, or when the site reads no math.
    private func wholeFormula(_ output: String, at offset: Int) -> MathSpans.Span? {
        guard environment.markdown.extensions.contains(.math), output.utf8.first == UInt8(ascii: "$") || output.utf8.first == UInt8(ascii: "\\") else { return nil }
        let bytes = Array(output.withoutTrailingNewlines.utf8)
        guard var formula = MathSpans.span(in: bytes, at: 0, limit: bytes.count, singleDollars: environment.config.singleDollarMath), formula.end == bytes.count
        else { return nil }
        (formula.texStart, formula.end) = (offset, offset + 1)
        return formula
    }

    /// A formula as the theme's `math` shortcode shows it (`mathml`, the typeset formula; `inner`,
    /// its TeX; `display` for display math), or its MathML when the theme has none. A formula
    /// that cannot be typeset is shown as TeX, with a warning at the place in it.
    private mutating func mathHTML(_ written: MathSpans.Span) -> String {
        var formula = written
        // The page's text is what MathJax reads: `\(p &lt; 0.05\)`, as R Markdown's HTML writes it, is `p < 0.05`.
        if formula.tex.utf8.contains(UInt8(ascii: "&")) {
            formula.tex = HTMLEntities.decoded(formula.tex)
            formula.markdownRead = formula.markdownRead.map(HTMLEntities.decoded)
        }
        var mathML: String?
        switch typesetMath(formula.tex, display: formula.isDisplay, page: &texPage) {
        case .success(let markup):
            // A formula of `\newcommand`s only draws nothing.
            if markup.isEmpty { return "" }
            mathML = markup
        case .failure(let problem):
            // A post written for Markdown-then-MathJax (`\left\\{`, `\mathbb{P}\(`) means the TeX Markdown left.
            if let read = formula.markdownRead, case .success(let markup) = typesetMath(read, display: formula.isDisplay, page: &texPage) {
                if markup.isEmpty { return "" }
                mathML = markup
                formula.tex = read
            } else {
                warning(problem.message, at: min(formula.texStart + problem.offset, formula.end - 1))
            }
        }
        guard environment.knows("math"), let library = environment.library else { return MathSpans.html(formula, mathML: mathML) }
        var context: TemplateObject = [
            "inner": .string(formula.tex), "has_inner": true, "display": .bool(formula.isDisplay), "block": .bool(formula.isDisplay),
        ]
        if let mathML { context["mathml"] = .string(mathML) }
        do {
            // The template file's last newline would put a space before the punctuation after a formula.
            return try library.render("shortcodes/math", context: .object(context)).withoutTrailingNewlines
        } catch {
            diagnostics += error.diagnostics
            return MathSpans.html(formula, mathML: mathML)
        }
    }

    /// A shortcode's formula typeset (`{{< katex >}}`): display when its first argument, `display`
    /// or Zola's `block` says so, or when it is written between `$$` on a line of its own, as some
    /// themes' `math` wants it (in a sentence, `$$` is inline math, as in the text). Null, with a
    /// warning, when it cannot be.
    private mutating func typeset(_ written: String, of call: ShortcodeCall, standsAlone: Bool) -> TemplateValue {
        var tex = written.trimmingSpaces()
        // `{{< katex display >}}`, jekyll-katex's `{% katex display %}` (and its `{% katex inline %}`), `display=true`, Zola's `block=true`.
        var display =
            call.positional.first.map { $0 != "inline" && $0 != "false" } == true
            || call.named.contains { ($0.key == "display" || $0.key == "block") && $0.value != "false" }
        for (open, close, isDisplay) in [("$$", "$$", true), ("\\[", "\\]", true), ("\\(", "\\)", false), ("$", "$", false)]
        where tex.count > open.count + close.count && tex.hasPrefix(open) && tex.hasSuffix(close) {
            tex = String(tex.dropFirst(open.count).dropLast(close.count)).trimmingSpaces()
            display = display || (isDisplay && standsAlone)
            break
        }
        switch typesetMath(tex, display: display, page: &texPage) {
        case .success(let markup): return .string(markup)
        case .failure(let problem):
            warning(problem.message, at: call.offset)
            return .null
        }
    }

    /// `\eqref{key}` and `\ref{key}` in the text as links to the labelled equation's number, now
    /// that every formula of the page has been numbered; a key no equation has is a warning.
    /// A citation of `items`: in parentheses with authors and years (`(Gregor et al. 2015; see
    /// Vaswani et al. 2017, p. 3)`), or in the text (`Gregor et al. (2015)`), each linking to its
    /// reference; a key the bibliography lacks reads `(key?)`, with a warning.
    private mutating func cite(_ items: [Citations.Item], inText: Bool, at offset: Int, spanning span: Range<Int>) -> [UInt8] {
        var parts: [String] = []
        var words: [String] = []
        for item in items {
            guard let entry = entry(item.key, at: offset) else {
                parts.append((item.key + "?").xmlEscaped)
                words.append(item.key)
                continue
            }
            if !cited.contains(item.key) { cited.append(item.key) }
            let authors = CitationStyle.authors(of: entry), year = CitationStyle.year(of: entry)
            var shown = inText ? authors + " (" + year : (item.suppressesAuthor ? year : authors + " " + year)
            if !item.locator.isEmpty { shown += ", " + item.locator }
            if inText { shown += ")" }
            let link = "<a href=\"#\(referenceID(item.key))\" role=\"doc-biblioref\">\(shown.xmlEscaped)</a>"
            parts.append((item.prefix.isEmpty ? "" : item.prefix.xmlEscaped + " ") + link)
            words.append(shown)
        }
        let html = inText ? parts.joined(separator: "; ") : "(" + parts.joined(separator: "; ") + ")"
        return placeholder(for: "<span class=\"citation\">" + html + "</span>", readingAs: words.joined(separator: " "), spanning: span)
    }

    /// The entry of `key`, or nil with a warning naming the bibliography and the nearest key.
    private mutating func entry(_ key: String, at offset: Int) -> BibEntry? {
        if let entry = environment.bibliography?.entries[key] { return entry }
        let keys = environment.bibliography.map { Array($0.entries.keys).sorted() } ?? []
        let hint = nearestMatch(to: key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
        warning(
            "no entry '\(key.shortenedForMessage(limit: 60))' in the bibliography (\(environment.bibliographyNames.shortenedForMessage(limit: 80)))\(hint); it reads (\(key.shortenedForMessage(limit: 60))?)",
            at: offset)
        return nil
    }

    private func referenceID(_ key: String) -> String {
        ("ref-" + environment.markdown.idPrefix + key.filter { !$0.isWhitespace }).xmlEscaped
    }

    /// The list of the entries cited, where `{% bibliography %}` put its place, else at the end
    /// under a heading of its own.
    mutating func placeReferences(in markdown: inout [UInt8]) {
        guard let bibliography = environment.bibliography, !cited.isEmpty else {
            if let referencesBlock { blocks[referencesBlock] = "" }
            return
        }
        let entries = cited.compactMap { bibliography.entries[$0] }.sorted { CitationStyle.sortKey($0) < CitationStyle.sortKey($1) }
        var list = "<ul class=\"references\">\n"
        for entry in entries { list += "<li id=\"\(referenceID(entry.key))\">\(CitationStyle.reference(entry))</li>\n" }
        list += "</ul>"
        if let referencesBlock {
            blocks[referencesBlock] = "<section class=\"references\" role=\"doc-bibliography\">\n" + list + "\n</section>"
        } else {
            let heading = environment.markdown.idPrefix + "references"
            blocks.append(
                "<section class=\"references\" role=\"doc-bibliography\" aria-labelledby=\"\(heading.xmlEscaped)\">\n<h2 id=\"\(heading.xmlEscaped)\">References</h2>\n"
                    + list + "\n</section>")
            blockTexts.append("")
            markdown += Array(("\n\n" + ShortcodeExpansion.placeholder(blocks.count - 1) + "\n").utf8)
        }
    }

    mutating func resolveEquationReferences() {
        for (block, reference) in equationReferences {
            guard let number = texPage.labels[reference.label] else {
                warning(
                    "no equation of this page is labelled '\(reference.label.shortenedForMessage(limit: 40))', so the reference reads (?); add \\label{\(reference.label.shortenedForMessage(limit: 40))} to the equation, or check the spelling",
                    at: reference.start)
                blocks[block] = reference.isParenthesized ? "(?)" : "?"
                continue
            }
            let shown = reference.isParenthesized ? number : String(number.dropFirst().dropLast())
            blocks[block] = "<a class=\"equation-ref\" href=\"#\(TeXPage.anchor(of: reference.label).xmlEscaped)\">\(shown.xmlEscaped)</a>"
        }
    }

    /// The construct that starts at `start` (`{{<`, `{{%`, `{%`, `{{`) expanded, and where the text goes on; nil when it is plain text.
    private mutating func construct(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
        if let escaped = ZolaEscapes.call(in: text[..<limit], at: start) { return (escaped.shown, escaped.end) }
        let second = text[start + 1]
        if second == UInt8(ascii: "{"), start + 2 < limit, text[start + 2] == UInt8(ascii: "<") || text[start + 2] == UInt8(ascii: "%") {
            return hugoCall(at: start, limit: limit, depth: depth)
        }
        if second == UInt8(ascii: "%") { return statement(at: start, limit: limit, depth: depth) }
        return expression(at: start, limit: limit, depth: depth)
    }

    // MARK: Hugo

    /// `{{< name args >}}` or `{{% name args %}}`, with its inner text up to `{{< /name >}}` when it has one.
    private mutating func hugoCall(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
        let isMarkdown = text[start + 2] == UInt8(ascii: "%")
        let close: [UInt8] = isMarkdown ? Array("%}}".utf8) : Array(">}}".utf8)
        // `{{</* x */>}}` is Hugo's way to show a call: it stays, without the comment marks.
        if start + 4 < limit, text[start + 3] == UInt8(ascii: "/"), text[start + 4] == UInt8(ascii: "*") {
            guard let end = find(Array("*/".utf8) + close, from: start + 5, limit: limit) else { return nil }
            return (Array(text[start..<start + 3]) + Array(text[start + 5..<end]) + close, end + 2 + close.count)
        }
        guard let end = find(close, from: start + 3, limit: limit) else { return nil }
        var content = trimmed(start + 3..<end)
        let afterTag = end + close.count
        if text[content].first == UInt8(ascii: "/") {
            let name = String(decoding: text[content].dropFirst(), as: UTF8.self).trimmingSpaces().shortenedForMessage(limit: 60)
            let (open, close) = isMarkdown ? ("{{%", "%}}") : ("{{<", ">}}")
            error("\(open) /\(name) \(close) closes a shortcode that was never opened; remove it or add \(open) \(name) \(close) before it", at: start)
            return ([], afterTag)
        }
        var selfClosing = false
        if text[content].last == UInt8(ascii: "/") {
            selfClosing = true
            content = trimmed(content.lowerBound..<content.upperBound - 1)
        }
        let nameEnd = text[content].firstIndex(where: isSpace) ?? content.upperBound
        let name = String(decoding: text[content.lowerBound..<nameEnd], as: UTF8.self)
        guard !name.isEmpty else { return nil }
        let arguments = shortcodeArguments(Substring(String(decoding: text[nameEnd..<content.upperBound], as: UTF8.self)))
        var call = ShortcodeCall(
            name: name, syntax: isMarkdown ? .hugoMarkdown : .hugoHTML, positional: arguments.positional,
            named: arguments.named, offset: start)
        var next = afterTag
        if !selfClosing, let (innerEnd, closingEnd) = hugoClosing(of: name, from: afterTag, limit: limit) {
            call.inner = String(decoding: text[afterTag..<innerEnd], as: UTF8.self)
            next = closingEnd
            return (render(call, innerRange: afterTag..<innerEnd, depth: depth, spanning: start..<next), next)
        }
        var rendered = render(call, innerRange: nil, depth: depth, spanning: start..<next)
        // A call that became a fenced block naming its file (Hugo Blox's chart, a `plotly json=…`)
        // keeps the lines it spanned, so that later lines keep their numbers in messages: one
        // written over several lines is followed by blank ones, and a one-line call takes the
        // blank line after it, when one follows.
        if rendered.first == UInt8(ascii: "`") {
            let spanned = text[start..<next].lazy.filter { $0 == UInt8(ascii: "\n") }.count
            let written = rendered.lazy.filter { $0 == UInt8(ascii: "\n") }.count
            if written < spanned {
                rendered += [UInt8](repeating: UInt8(ascii: "\n"), count: spanned - written)
            } else if written == spanned + 1, next + 1 < limit, text[next] == UInt8(ascii: "\n"), text[next + 1] == UInt8(ascii: "\n") {
                next += 1
            }
        }
        return (rendered, next)
    }

    /// Where the inner text of a `name` call ends and its closing tag ends; nil when no closing
    /// tag within `limit` closes it.
    private mutating func hugoClosing(of name: String, from start: Int, limit: Int) -> (Int, Int)? {
        if hugoPairs == nil { hugoPairs = pairHugoCalls() }
        guard let found = hugoPairs?[name]?[start], found.1 <= limit else { return nil }
        return found
    }

    /// The calls a closing tag closes, by name, paired as brackets are (each closing tag closes
    /// the nearest opening of its name still open before it, so a `{{< chart data="…" >}}` without
    /// one before a `{{< chart >}}…{{< /chart >}}` stays a call of its own), found in one pass over
    /// the text for every name: from the end of each opening tag to (where its inner text ends,
    /// where its closing tag ends).
    private mutating func pairHugoCalls() -> [String: [Int: (Int, Int)]] {
        var pairs: [String: [Int: (Int, Int)]] = [:]
        var open: [String: [Int]] = [:]
        var index = 0
        while let brace = find(Array("{{".utf8), from: index, limit: text.count) {
            guard brace + 2 < text.count, text[brace + 2] == UInt8(ascii: "<") || text[brace + 2] == UInt8(ascii: "%") else {
                index = brace + 2
                continue
            }
            let close: [UInt8] = text[brace + 2] == UInt8(ascii: "%") ? Array("%}}".utf8) : Array(">}}".utf8)
            guard let end = find(close, from: brace + 3, limit: text.count) else { break }
            let content = text[trimmed(brace + 3..<end)]
            let word = String(decoding: content.prefix { !isSpace($0) }, as: UTF8.self)
            if word.hasPrefix("/") {
                // `{{< /name >}}`, or `{{< / name >}}`.
                let name = word == "/" ? String(decoding: content.dropFirst(), as: UTF8.self).trimmingSpaces() : String(word.dropFirst())
                if let opening = open[name]?.popLast() { pairs[name, default: [:]][opening] = (brace, end + close.count) }
            } else if content.last != UInt8(ascii: "/") {
                open[word, default: []].append(end + close.count)
            }
            index = end + close.count
        }
        return pairs
    }

    // MARK: Liquid and Zola statements

    /// `{% … %}`: Zola's `{% name(args) %}…{% end %}`, or a Liquid tag.
    private mutating func statement(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
        guard let end = find(Array("%}".utf8), from: start + 2, limit: limit) else { return nil }
        let content = liquidContent(start + 2..<end)
        let after = end + 2
        let word = String(decoding: text[content].prefix { !isSpace($0) && $0 != UInt8(ascii: "(") }, as: UTF8.self)
        if let call = zolaCall(content, at: start) {
            guard let (innerEnd, closingEnd) = statementEnd(named: "end", from: after, limit: limit) else {
                error("{% \(call.name.shortenedForMessage(limit: 60))(…) %} is never closed; add {% end %} after its text", at: start)
                return ([], after)
            }
            var withInner = call
            withInner.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(withInner, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        }
        // `{% raw %}…{% endraw %}`: text kept as written, in Liquid and in Zola alike (Zola's posts
        // quote their shortcodes so, as abridge's do around a fenced example).
        if word == "raw" {
            guard let (innerEnd, closingEnd) = statementEnd(named: "endraw", from: after, limit: limit) else {
                return environment.readsLiquid
                    ? leftAsWritten(start..<after, because: "it is never closed; if it opens raw text, add {% endraw %} after the text") : nil
            }
            return (Array(text[after..<innerEnd]), closingEnd)
        }
        // A Hugo or Zola post's `{% … %}` that is no Zola call is text: a template it quotes.
        guard environment.readsLiquid else { return nil }
        let argument = String(decoding: text[content].drop { !isSpace($0) }, as: UTF8.self).trimmingSpaces()
        switch word {
        case "note":
            // Hexo's NexT theme: `{% note warning %}…{% endnote %}`, the theme's callout of that kind.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endnote", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a note, add {% endnote %} after its text")
            }
            guard environment.knows("callout") else {
                return leftAsWritten(start..<after, because: "the theme has no callout shortcode to show it; add shortcodes/callout.mustache to the theme")
            }
            let kind = argument.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            var call = ShortcodeCall(name: "callout", syntax: .hugoHTML, positional: kind.isEmpty ? [] : [kind], named: [], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "tabs" where environment.knows("tabs") && environment.knows("tab"):
            // NexT's and Butterfly's `{% tabs name, 1 %}<!-- tab Label -->…<!-- endtab -->{% endtabs %}`, and
            // jekyll-tabs' `{% tabs group %}{% tab group Label %}…{% endtab %}{% endtabs %}` (al-folio):
            // the theme's tabs, each tab under its label (every tab shown: no script switches them).
            guard let (innerEnd, closingEnd) = statementEnd(named: "endtabs", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens tabs, add {% endtabs %} after them")
            }
            let name = argument.split(separator: ",").first?.trimmingSpaces() ?? ""
            var inner: [UInt8] = []
            for (number, part) in HexoTabs.parts(in: text, range: after..<innerEnd).enumerated() {
                let label = part.label.isEmpty ? "\(name) \(number + 1)".trimmingSpaces() : part.label
                var tab = ShortcodeCall(name: "tab", syntax: .hugoHTML, positional: [], named: [("title", label)], offset: part.range.lowerBound)
                tab.inner = String(decoding: text[part.range], as: UTF8.self)
                inner += render(tab, innerRange: part.range, depth: depth + 1, spanning: part.range) + Array("\n\n".utf8)
            }
            var tabs = ShortcodeCall(name: "tabs", syntax: .hugoHTML, positional: [], named: [], offset: start)
            tabs.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            if !inner.isEmpty { tabs.innerMarkdown = String(decoding: inner, as: UTF8.self) }
            return (render(tabs, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "hideToggle", "hideBlock", "folding", "fold":
            // Butterfly's `{% hideToggle Answer,bg,color %}`, Volantis' `{% folding blue, Title %}` and
            // Fluid's `{% fold info @Title %}`: text folded under its title, as the theme's details shows it.
            guard let (innerEnd, closingEnd) = statementEnd(named: "end" + word, from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it folds text, add {% end\(word) %} after it")
            }
            guard environment.knows("details") else {
                return leftAsWritten(start..<after, because: "the theme has no details shortcode to show it; add shortcodes/details.mustache to the theme")
            }
            let summary = HexoArguments.foldTitle(of: word, argument)
            var call = ShortcodeCall(name: "details", syntax: .hugoHTML, positional: [], named: summary.isEmpty ? [] : [("summary", summary)], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "asset_img":
            // Hexo's image from the post's folder: `{% asset_img chart.png A title %}`.
            let words = argument.split(whereSeparator: \.isWhitespace)
            guard let file = words.first else { return leftAsWritten(start..<after, because: "it names no image; write {% asset_img picture.png A title %}") }
            let title = words.dropFirst().joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return (Array("![\(title.replacingOccurrences(of: "]", with: "\\]"))](<\(file)>)".utf8), after)
        case "asset_link", "asset_path":
            // Hexo's link to a file of the post's folder, `{% asset_link data.csv [The data] %}`, or its address alone.
            let words = HexoArguments.split(argument)
            guard let file = words.first else { return leftAsWritten(start..<after, because: "it names no file; write {% \(word) data.csv %}") }
            guard word == "asset_link" else { return (Array(file.utf8), after) }
            let shown = (words.count > 1 && words[1] != "false" && words[1] != "true" ? words[1] : file).replacingOccurrences(of: "]", with: "\\]")
            return (Array("[\(shown.replacingOccurrences(of: "[", with: "\\["))](<\(file)>)".utf8), after)
        case "img":
            guard let image = OctopressImage(argument) else {
                return leftAsWritten(start..<after, because: "it names no image; write {% img /images/chart.png 400 A title %}")
            }
            return (Array(image.markdown(withAttributes: environment.markdown.extensions.contains(.attributes)).utf8), after)
        case "assign":
            // `{% assign path = "assets/a.ipynb" | relative_url %}`: a value later tags read; nothing shown.
            let parts = argument.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, case let name = parts[0].trimmingSpaces(), !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                case .some(let value) = liquidOutput.value(of: String(parts[1]))
            else { return leftAsWritten(start..<after, because: "site reads an assign of a quoted text and URL filters only") }
            liquidVariables[name] = value.text
            return ([], after)
        case "capture":
            // `{% capture name %}…{% endcapture %}`: the text inside, a value later tags read; nothing shown.
            let name = argument.trimmingSpaces()
            guard !name.isEmpty, let (innerEnd, closingEnd) = statementEnd(named: "endcapture", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it names no value or is never closed; add {% endcapture %} after its text")
            }
            liquidVariables[name] = String(decoding: expand(after..<innerEnd, depth: depth + 1), as: UTF8.self).trimmingSpaces()
            return ([], closingEnd)
        case "file_exists":
            // jekyll-file-exists (al-folio): whether the site has the file.
            let path = liquidSitePath(argument)
            // The old site's root is content/ and static/ now (an import puts its assets/ in static/).
            let exists = environment.markdown.charts.dataFiles?.firstPath(of: ["/content/" + path, "/static/" + path]) != nil
            return (Array((exists ? "true" : "false").utf8), after)
        case "if", "unless":
            // A test of a value a tag made (`{% if notebook_exists == "true" %}`): the branch it picks.
            let end = statementEnd(named: "end" + word, from: after, limit: limit)
            guard let holds = liquidCondition(argument), let (innerEnd, closingEnd) = end else {
                // Kept whole, its end tag with it: one warning, not one for each of its tags.
                return leftAsWritten(start..<(end?.1 ?? after), because: "site reads an \(word) that compares a value an assign or capture made with a quoted text, and nothing else")
            }
            let branches = liquidBranches(after..<innerEnd)
            let chosen = (word == "if") == holds ? branches.then : branches.otherwise
            return (chosen.map { expand($0, depth: depth + 1) } ?? [], closingEnd)
        case "jupyter_notebook":
            // al-folio's notebook tag, its path often a value an assign made.
            let named = liquidVariables[argument.trimmingSpaces()] ?? argument
            return notebook(NotebookTag(liquidSitePath(named)), example: "{% jupyter_notebook \"assets/jupyter/a.ipynb\" %}", spanning: start..<after, depth: depth)
        case "notebook":
            return notebook(NotebookTag(argument), example: "{% notebook notebooks/steps.ipynb %}", spanning: start..<after, depth: depth)
        case "fn":
            // fastpages' footnote reference in a notebook, `{% fn 1 %}`: a Markdown footnote's.
            let label = argument.trimmingSpaces()
            guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                return leftAsWritten(start..<after, because: "it names no footnote; write {% fn 1 %}")
            }
            return (Array("[^\(label)]".utf8), after)
        case "literal":
            // Pelican's tag for writing a tag as text: `{% literal notebook a.ipynb %}` shows `{% notebook a.ipynb %}`.
            return (Array("{% \(argument) %}".utf8), after)
        case "include_code":
            // Octopress's code file shown as code: `{% include_code sort.py lang:python Sorting %}`, from `downloads/code/`.
            return includedCode(argument, spanning: start..<after)
        case "comment":
            // The author's note to themselves: Jekyll leaves it out of the page, and so does site.
            guard let (_, closingEnd) = statementEnd(named: "endcomment", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a comment, add {% endcomment %} after it")
            }
            return ([], closingEnd)
        case "highlight":
            guard let (innerEnd, closingEnd) = statementEnd(named: "endhighlight", from: after, limit: limit)
            else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens code, add {% endhighlight %} after the code")
            }
            // The language and its options (`ruby linenos`, `python mark_lines="2 3"`) as a fence's info string.
            let info = argument.split(whereSeparator: { $0.isWhitespace || $0 == "`" }).joined(separator: " ")
            // `{% raw %}` inside, written to show Liquid, goes as Jekyll takes it out.
            let code = Self.withoutRawTags(text[after..<innerEnd]) ?? Array(text[after..<innerEnd])
            return (fencedCode(code[...], language: info), closingEnd)
        case "label":
            // NexT's `{% label primary@NexT config file %}`: words marked in the sentence, in a colour of their kind.
            let parts = argument.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            let words = (parts.count == 2 ? String(parts[1]) : argument).trimmingSpaces()
            guard !words.isEmpty else { return leftAsWritten(start..<after, because: "it marks no words; write {% label primary@the words %}") }
            let kind = parts.count == 2 ? parts[0].trimmingSpaces().lowercased().filter { $0.isLetter } : "default"
            return (placeholder(for: "<mark class=\"hexo-label hexo-label-\((kind.isEmpty ? "default" : kind).xmlEscaped)\">\(words.xmlEscaped)</mark>", readingAs: words, spanning: start..<after), after)
        case "btn" where environment.knows("button"), "button" where environment.knows("button"):
            // NexT's `{% button /path/, Text, icon, Title %}`: the theme's button, its words and address.
            let words = argument.split(separator: ",").map { $0.trimmingSpaces() }
            guard let url = words.first, !url.isEmpty else { return leftAsWritten(start..<after, because: "it names no address; write {% button /about/, About me %}") }
            let label = words.count > 1 && !words[1].isEmpty ? words[1] : (words.count > 3 ? words[3] : url)
            let call = ShortcodeCall(name: "button", syntax: .hugoHTML, positional: [], named: [("href", url), ("text", label)], offset: start)
            return (render(call, innerRange: nil, depth: depth, spanning: start..<after), after)
        case "grouppicture" where environment.knows("gallery"), "gp" where environment.knows("gallery"):
            // NexT's `{% grouppicture 3-3 %}` pictures `{% endgrouppicture %}` (`gp` for short): the theme's gallery, side by side.
            guard let (innerEnd, closingEnd) = statementEnd(named: "end" + word, from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it groups pictures, add {% end\(word) %} after them")
            }
            var call = ShortcodeCall(name: "gallery", syntax: .hugoHTML, positional: [], named: [], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "galleryGroup" where environment.knows("card"):
            // Butterfly's `{% galleryGroup 'Name' 'What it holds' /gallery/name/ cover.jpg %}`: a card leading to a gallery page.
            let words = HexoArguments.split(argument)
            guard words.count >= 3 else {
                return leftAsWritten(start..<after, because: "it names no page; write {% galleryGroup 'Name' 'What it holds' /gallery/name/ cover.jpg %}")
            }
            let named = [("title", words[0]), ("subtitle", words[1]), ("link", words[2])] + (words.count > 3 ? [("image", words[3])] : [])
            let call = ShortcodeCall(name: "card", syntax: .hugoHTML, positional: [], named: named, offset: start)
            return (render(call, innerRange: nil, depth: depth, spanning: start..<after), after)
        case "mermaid" where !environment.knows("mermaid"):
            // NexT's `{% mermaid graph TD %}…{% endmermaid %}`: a ```mermaid block, its type first, so its
            // pie is drawn (a theme's own mermaid shortcode draws it instead).
            guard let (innerEnd, closingEnd) = statementEnd(named: "endmermaid", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a diagram, add {% endmermaid %} after it")
            }
            var inner = Array(text[after..<innerEnd])
            while inner.first == UInt8(ascii: "\n") || inner.first == UInt8(ascii: "\r") { inner.removeFirst() }
            return (fencedCode((Array(argument.utf8) + [UInt8(ascii: "\n")] + inner)[...], language: "mermaid"), closingEnd)
        case "post_path":
            // Hexo's address of a post by its file's name, for a link the post writes itself.
            guard let slug = HexoArguments.split(argument).first else { return leftAsWritten(start..<after, because: "it names no post; write {% post_path file-name %}") }
            return (Array(reference(to: PostsFolder.prefix(environment.config.postsFolder) + slug, form: .relative, at: start).utf8), after)
        case "post_link":
            // Hexo's link to a post by its file's name: `{% post_link hello-world %}` (its title) or with the text to show.
            let words = HexoArguments.split(argument)
            guard let slug = words.first else { return leftAsWritten(start..<after, because: "it names no post; write {% post_link file-name %}") }
            let target = PostsFolder.prefix(environment.config.postsFolder) + slug
            // Its title is said once when no post has that name: by the link's own reference.
            let text = words.count > 1 ? words[1].replacingOccurrences(of: "]", with: "\\]") : reference(to: target, form: .title, at: start, fallback: slug, quietly: true)
            return (Array("[\(text)](\(reference(to: target, form: .relative, at: start)))".utf8), after)
        case "blockquote":
            // Octopress's and Hexo's quotation: `{% blockquote [author[, source]] [link] [link text] %}…{% endblockquote %}`.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endblockquote", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a quotation, add {% endblockquote %} after it")
            }
            let quoted = expand(after..<innerEnd, depth: depth + 1)
            let lines = String(decoding: quoted, as: UTF8.self).trimmingSpaces().split(separator: "\n", omittingEmptySubsequences: false)
            var markdown = lines.map { "> " + $0 }.joined(separator: "\n")
            if let credit = HexoArguments.quoteCredit(argument) { markdown += "\n>\n> — " + credit }
            return (Array(("\n" + markdown + "\n").utf8), closingEnd)
        case "codeblock":
            // Octopress's and Hexo's code: `{% codeblock [title] [lang:c] [url [link text]] [options] %}…{% endcodeblock %}`.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endcodeblock", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens code, add {% endcodeblock %} after the code")
            }
            let block = CodeblockTag(argument)
            let code = fencedCode(text[after..<innerEnd], language: block.language)
            guard !block.title.isEmpty, environment.knows("codeblock") else { return (code, closingEnd) }
            var call = ShortcodeCall(name: "codeblock", syntax: .hugoHTML, positional: [], named: [("title", block.title)], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            call.innerMarkdown = "\n" + String(decoding: code, as: UTF8.self) + "\n"
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "chartjs" where !environment.knows("chartjs"):
            // Butterfly's `{% chartjs 70 %}<!-- chart -->{…}<!-- endchart --><!-- desc -->…<!-- enddesc -->{% endchartjs %}`:
            // the Chart.js configuration drawn, its description's Markdown after it.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endchartjs", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a chart, add {% endchartjs %} after its configuration")
            }
            let inner = text[after..<innerEnd]
            let chart = Self.between("<!-- chart -->", and: "<!-- endchart -->", in: inner) ?? after..<innerEnd
            let description = Self.between("<!-- desc -->", and: "<!-- enddesc -->", in: inner).map { "\n\n" + String(decoding: text[$0], as: UTF8.self).trimmingSpaces() + "\n" } ?? ""
            return (fencedCode(text[chart], language: "chartjs") + Array(description.utf8), closingEnd)
        case "chart" where !environment.knows("chart"):
            // hexo-tag-chart's `{% chart 400 '85%' %}…{% endchart %}`: its Chart.js configuration, drawn
            // as a ```chartjs block (the height and width are the canvas's; the chart takes the column).
            guard let (innerEnd, closingEnd) = statementEnd(named: "endchart", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a chart, add {% endchart %} after its configuration")
            }
            return (fencedCode(text[after..<innerEnd], language: "chartjs"), closingEnd)
        case _ where ["cite", "citep", "citet"].contains(word) && environment.bibliography != nil:
            // jekyll-scholar's `{% cite gregor2015 vaswani2017 %}` (its `--` options set aside).
            let keys = argument.split(whereSeparator: \.isWhitespace).prefix { !$0.hasPrefix("--") }.map(String.init)
            guard !keys.isEmpty else { return leftAsWritten(start..<after, because: "it names no key; write {% cite key %}") }
            return (cite(keys.map { Citations.Item(key: $0) }, inText: word == "citet", at: start, spanning: start..<after), after)
        case "reference" where environment.bibliography != nil:
            // jekyll-scholar's `{% reference key %}`: the entry written out where it stands.
            let key = argument.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            guard let entry = entry(key, at: start) else { return (Array(text[start..<after]), after) }
            return (placeholder(for: "<span class=\"reference\">" + CitationStyle.reference(entry) + "</span>", spanning: start..<after), after)
        case "bibliography" where environment.bibliography != nil:
            // jekyll-scholar's list of references, where the post puts it (filled in once every citation is read).
            let block = placeholder(for: "", spanning: start..<after)
            referencesBlock = blocks.count - 1
            return (block, after)
        case "post_url", "link":
            // Hexo's `{% link text url [external] [title] %}`; Jekyll's names one path.
            if word == "link", case let words = HexoArguments.split(argument), words.count >= 2 {
                guard let urlIndex = words.lastIndex(where: { $0.contains("://") || $0.hasPrefix("/") || $0.hasPrefix("mailto:") }), urlIndex > 0 else {
                    return leftAsWritten(start..<after, because: "site reads Jekyll's {% link path %} and Hexo's {% link text url %}")
                }
                let text = words[..<urlIndex].joined(separator: " ").replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
                return (Array("[\(text)](<\(words[urlIndex])>)".utf8), after)
            }
            // `{% post_url /articles/2016-02-17-x %}` names a post in a folder of `_posts/`, the slash a habit.
            let target = String(argument.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).drop { $0 == "/" })
            return (Array(reference(to: word == "post_url" ? PostsFolder.prefix(environment.config.postsFolder) + target : target, form: .relative, at: start).utf8), after)
        case "include", "include_cached":
            return (include(argument, at: start, spanning: start..<after, depth: depth), after)
        case _ where !word.isEmpty && environment.knows(word):
            // A plugin's tag the theme has a shortcode for (jekyll-youtube's `{% youtube id %}`,
            // jekyll-gist's `{% gist user/id %}`, a `{% notice %}…{% endnotice %}` block): that shortcode.
            let arguments = shortcodeArguments(Substring(liquidNamedArguments(argument)))
            var call = ShortcodeCall(name: word, syntax: .hugoHTML, positional: arguments.positional, named: arguments.named, offset: start)
            // jekyll-katex's `{% katex %}` is display math unless it says `inline` (a Hugo theme's `{{< katex >}}` is inline).
            if word == "katex", call.positional.isEmpty { call.positional = ["display"] }
            // al-folio's `{% details Click here to know more %}`: its words, all of them, are the summary.
            if word == "details", call.named.isEmpty, call.positional.count > 1 { call.positional = [call.positional.joined(separator: " ")] }
            if let (innerEnd, closingEnd) = statementEnd(named: "end" + word, from: after, limit: limit) {
                // A block whose shortcode shows no inner text (`{% figure %}…{% endfigure %}` of a
                // site's own plugin) would lose it: it stays as written.
                guard let fields = environment.markdownFields[word], fields.contains("inner") || fields.contains("inner_mathml") else {
                    return leftAsWritten(
                        start..<after,
                        because: "the theme's \(word) shortcode shows no text inside it, so the block would be lost; replace it with Markdown")
                }
                call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
                return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
            }
            return (render(call, innerRange: nil, depth: depth, spanning: start..<after), after)
        default:
            return leftAsWritten(
                start..<after,
                because: "site reads highlight, raw, comment, post_url, link, include, Octopress's img and include_code, Pelican's notebook and literal, Octopress's and Hexo's codeblock and blockquote, Hexo's note and chart, Butterfly's chartjs, asset_img, asset_link, asset_path, post_link and post_path, the folding tags of Butterfly, Volantis and Fluid, NexT's and Butterfly's tabs, and the tags the theme has shortcodes for; add shortcodes/\(word.shortenedForMessage(limit: 40)).mustache to the theme, or replace it with Markdown")
        }
    }

    /// `{% include NAME.html key="v" %}`, as Jekyll themes' posts call their includes: the theme's
    /// shortcode of that name (the file's name, `embed/youtube.html` → `youtube`) with the same
    /// parameters; Minimal Mistakes' `video` include calls the shortcode its `provider` names, and
    /// `toc` puts the contents there, as kramdown's `{:toc}` does. Anything else stays as written.
    private mutating func include(_ argument: String, at start: Int, spanning span: Range<Int>, depth: Int) -> [UInt8] {
        let file = argument.prefix { !$0.isWhitespace }
        var name = String(file.split(separator: "/").last ?? "")
        for suffix in [".html", ".md", ".liquid"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        let arguments = shortcodeArguments(argument.dropFirst(file.count))
        var call = ShortcodeCall(name: name, syntax: .hugoHTML, positional: arguments.positional, named: arguments.named, offset: start)
        if name == "toc", environment.markdown.has(.attributes) { return Array("{:toc}".utf8) }
        if name == "video", let provider = call.parameter("provider") { call.name = provider }
        // al-folio's figure, video and audio includes name their file by `path`: a path of the
        // site (`assets/img/9.jpg`) or a URL, a YouTube or Vimeo one shown by that shortcode.
        if ["figure", "video", "audio"].contains(name), call.parameter("src") == nil, let path = call.parameter("path") {
            if name == "video", let embed = VideoEmbed(url: path) {
                call.name = embed.provider
                call.named.append((key: "id", value: embed.id))
            } else {
                call.named.append((key: "src", value: liquidOutput.relativeURL(path)))
            }
        }
        // `{% include mathjax.html %}`, `katex_render.html`: what loaded the script that typeset the
        // post's formulas in readers' browsers; they are typeset when the site is built.
        if environment.markdown.has(.math), !environment.knows(call.name), Self.loadsMathScript(name) { return [] }
        // A theme's chart include with its values in its arguments (`labels="Jan,Feb" data="10,13"`): a chart block.
        if name == "chart", !environment.knows(name), InlineChartCall(call) != nil { return render(call, innerRange: nil, depth: depth, spanning: span) }
        guard !name.isEmpty, environment.knows(call.name) else {
            let shown = (call.name.isEmpty ? String(file) : call.name).shortenedForMessage(limit: 60)
            return leftAsWritten(span, because: "the theme has no shortcode '\(shown)' to show it; add shortcodes/\(shown).mustache to the theme, or replace it with Markdown").0
        }
        return render(call, innerRange: nil, depth: depth, spanning: span)
    }

    /// Whether an include's name says it loads MathJax or KaTeX (`mathjax`, `katex_render`, `math-support`).
    static func loadsMathScript(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["mathjax", "katex", "math", "latex"].contains { word in
            lowered == word || lowered.hasPrefix(word + "_") || lowered.hasPrefix(word + "-")
        }
    }

    /// A Liquid tag kept as text, with a warning saying why. Not an error: a Hugo or Zola post that
    /// writes about Jekyll (`{% highlight ruby %} becomes …`) means the words, and Hugo shows them.
    private mutating func leftAsWritten(_ tag: Range<Int>, because reason: String) -> ([UInt8], Int) {
        let written = String(decoding: text[tag.lowerBound..<(text[tag].firstIndex(of: UInt8(ascii: "\n")) ?? tag.upperBound)], as: UTF8.self)
        tagsLeftAsWritten.append((tag.lowerBound, written.shortenedForMessage(limit: 80), reason))
        return (Array(text[tag]), tag.upperBound)
    }

    /// A warning for each Liquid tag left as written; more than `tagsLeftSaidOneByOne` of them (a
    /// page the old theme filled with loops over its data) are said in one.
    mutating func reportTagsLeftAsWritten() {
        // A tag inside an HTML comment (`<!-- {% include news.html %} -->`, as al-folio's pages
        // keep old parts) shows nowhere, and one in a code block (a post showing a theme's
        // `{% if EXTRA_HEADER %}`, indented) shows as the code it is: nothing to say.
        guard !tagsLeftAsWritten.isEmpty else { return }
        let quiet = htmlCommentRanges() + (readsMath ? fences : codeBlockRanges(in: text))
        let tags = tagsLeftAsWritten.filter { tag in !quiet.contains { $0.contains(tag.offset) } }
        guard tags.count > Self.tagsLeftSaidOneByOne else {
            for tag in tags { warning("the Liquid tag \(tag.written) is left as written: \(tag.reason)", at: tag.offset) }
            return
        }
        let lines = tags.map { positions.location(of: $0.offset).line }
        let shown = shortList(lines.map(String.init), limit: 6)
        warning(
            "\(tags.count) Liquid tags are left as written (lines \(shown)), the first \(tags[0].written): site reads highlight, raw, comment, post_url, link, include and the tags the theme has shortcodes for, and runs no loops over the old site's data; write what they made in Markdown, or keep this page outside content/",
            at: tags[0].offset)
    }

    static let tagsLeftSaidOneByOne = 3

    /// The byte ranges of the text's HTML comments, `<!--` to `-->` (to its end when never closed).
    private func htmlCommentRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while let open = text.offset(of: Array("<!--".utf8), from: start) {
            let close = text.offset(of: Array("-->".utf8), from: open + 4).map { $0 + 3 } ?? text.count
            ranges.append(open..<close)
            start = close
        }
        return ranges
    }

    /// The ranges of the inner text and of the whole `{% name %}` that closes a statement.
    private mutating func statementEnd(named name: String, from start: Int, limit: Int) -> (Int, Int)? {
        if let failed = unclosed["%" + name], failed <= start { return nil }
        guard let found = scanStatementEnd(named: name, from: start, limit: limit) else {
            if limit == text.count { unclosed["%" + name] = start }
            return nil
        }
        return found
    }

    private mutating func scanStatementEnd(named name: String, from start: Int, limit: Int) -> (Int, Int)? {
        var index = start
        var depth = 1
        while let open = find(Array("{%".utf8), from: index, limit: limit) {
            guard let end = find(Array("%}".utf8), from: open + 2, limit: limit) else { return nil }
            let content = liquidContent(open + 2..<end)
            let word = String(decoding: text[content].prefix { !isSpace($0) && $0 != UInt8(ascii: "(") }, as: UTF8.self)
            if word == name {
                depth -= 1
                if depth == 0 { return (open, end + 2) }
            } else if name == "end", zolaCall(content, at: open) != nil {
                depth += 1
            } else if word == "raw", name != "endraw", environment.readsLiquid {
                // Liquid reads `{% raw %}…{% endraw %}` first: a tag inside is text (a `{% highlight %}`
                // example inside a highlight ends nothing).
                guard let (_, rawEnd) = scanStatementEnd(named: "endraw", from: end + 2, limit: limit) else { return nil }
                index = rawEnd
                continue
            }
            index = end + 2
        }
        return nil
    }

    /// Markdown a tag brings in from another file (a notebook's cells, an include's part), read as
    /// the page's own: its formulas typeset, its blocks numbered after the page's, its links resolved
    /// as the page's (from `file`'s folder, the part's, when it has one); what goes wrong in it is
    /// said at the tag (`offset`).
    private mutating func expandInserted(_ markdown: String, from file: String? = nil, at offset: Int, depth: Int) -> [UInt8] {
        let bytes = Array(markdown.utf8)
        let readsMath = environment.markdown.extensions.contains(.math) && MathSpans.mayHold(markdown)
        var partEnvironment = environment
        if let file { partEnvironment.path = file }
        var inner = ShortcodeExpander(text: bytes, environment: partEnvironment, readsMath: readsMath, readsDivs: readsDivs)
        // Handed over, not shared: an array two expanders hold would be copied on the next append.
        swap(&inner.blocks, &blocks)
        swap(&inner.blockTexts, &blockTexts)
        swap(&inner.texPage, &texPage)
        // References are numbered in one list: the inserted text's markers follow the page's.
        let referencesBefore = references.count
        swap(&inner.references, &references)
        let expanded = inner.expand(0..<bytes.count, depth: depth + 1)
        insertedWords += countWords(markdown) + inner.insertedWords
        includedFiles.formUnion(inner.includedFiles)
        swap(&inner.blocks, &blocks)
        swap(&inner.blockTexts, &blockTexts)
        swap(&inner.texPage, &texPage)
        swap(&inner.references, &references)
        let tag = positions.location(of: offset), excerpt = positions.excerpt(at: offset)
        for index in referencesBefore..<references.count {
            references[index].location = tag
            references[index].excerpt = excerpt
        }
        for var problem in inner.diagnostics {
            let prefix = "in the text put here: "
            if !problem.message.hasPrefix(prefix) { problem.message = prefix + problem.message }
            diagnostics.append(Diagnostic(problem.severity, problem.message, at: tag, excerpt: excerpt))
        }
        return expanded
    }

    /// Quarto's include: the Markdown of a file (from this file's folder, or from `content/` after a
    /// slash, as Quarto reads a path from the project), without its front matter, expanded in place.
    /// A path without a slash that this file's folder lacks is read from `content/`, as Hugo's
    /// docs' `{{% include "_common/x.md" %}}` finds a page from the content's root.
    private mutating func includedMarkdown(_ written: String, at offset: Int, depth: Int) -> [UInt8] {
        guard depth < 20 else {
            error("includes are nested more than 20 deep here (a file that includes itself?); include each file once", at: offset)
            return []
        }
        guard let (path, below) = includedFile(written, at: offset, isRequired: true) else { return [] }
        guard let markdown = Self.text(atPath: path) else {
            error("\(written.shortenedForMessage(limit: 80)) cannot be read as UTF-8 text; save it as UTF-8", at: offset)
            return []
        }
        // Its own links and includes are read from its folder, as Quarto reads them.
        return expandInserted("\n" + splitFrontMatter(markdown).body + "\n", from: below, at: offset, depth: depth)
    }

    /// Where the file an include names is, and its path from the site's folder: from this file's
    /// folder, from `content/`, then from the site's folder (Hugo's `readFile` reads
    /// `/static/_includes/part.md` from the project), then from `data/`, where `site init --from`
    /// copies a file an include names from elsewhere in the old site (`config/_default/hugo.yaml`).
    /// Nil when there is none, said as an error when `isRequired`, else as a warning.
    private mutating func includedFile(_ written: String, at offset: Int, isRequired: Bool, purpose: String = "to include") -> (path: String, fromSite: String)? {
        let isRelative = !written.hasPrefix("/")
        let fromRoot = String(written.drop { $0 == "/" })
        let belowContent = [pathBelowContent(written[...], fromTheFilesFolder: isRelative)]
            + (isRelative ? [pathBelowContent(written[...], fromTheFilesFolder: false)] : [])
        let candidates = belowContent.compactMap { $0 }.map { "/content/" + $0 } + ["/" + fromRoot, "/data/" + fromRoot]
        if let locator = environment.markdown.charts.dataFiles {
            for candidate in candidates {
                do {
                    let found = (path: try locator.path(of: candidate), fromSite: String(candidate.dropFirst()))
                    includedFiles.insert(found.fromSite)
                    return found
                } catch {
                    // A link out of the site (a symlink to a file elsewhere) is said as such; it is never read.
                    if case .outside = error {
                        self.error("\(written.shortenedForMessage(limit: 80)) cannot be included: \(error)", at: offset)
                        return nil
                    }
                }
            }
        }
        let missing =
            "there is no \(written.shortenedForMessage(limit: 80)) \(purpose) in the site; check the path (from this file's folder, from content/, or from the site's folder: static/, data/)"
        isRequired ? error(missing, at: offset) : warning(missing, at: offset)
        return nil
    }

    /// A file of the site as a code block, found as an include's file is; a warning and nothing when
    /// there is none.
    private mutating func fileAsCode(_ written: String, language: String, at offset: Int) -> [UInt8] {
        guard let (path, _) = includedFile(written, at: offset, isRequired: false, purpose: "to show as code") else { return [] }
        guard let code = Self.text(atPath: path) else {
            warning("\(written.shortenedForMessage(limit: 80)) cannot be read as UTF-8 text, so it is not shown", at: offset)
            return []
        }
        return Array(Self.codeBlockMarkdown(code, language: language).utf8)
    }

    /// A file of the site as the HTML it holds, written on purpose (geekdoc's `type="html"` include).
    private mutating func fileAsHTML(_ written: String, at offset: Int) -> [UInt8] {
        guard let (path, _) = includedFile(written, at: offset, isRequired: true) else { return [] }
        guard let html = Self.text(atPath: path) else {
            error("\(written.shortenedForMessage(limit: 80)) cannot be read as UTF-8 text; save it as UTF-8", at: offset)
            return []
        }
        return Array(("\n" + html + "\n").utf8)
    }

    /// A file of the site (a part, a code file) as text: nil when it is larger than a post may be or not UTF-8.
    private static func text(atPath path: String) -> String? {
        guard let data = readFile(atPath: path), data.count <= largestMarkdownFile else { return nil }
        return String(validating: data, as: UTF8.self)
    }

    /// Code as a fenced block on lines of its own, a blank line before and after it.
    private static func codeBlockMarkdown(_ code: String, language: String) -> String {
        "\n" + String(decoding: fencedCode(code.utf8, language: language), as: UTF8.self) + "\n"
    }

    /// The names of the files beside the page when it is a bundle's (`index.md`, `_index.md`),
    /// sorted; the folder is walked once per page, however many calls ask.
    private mutating func bundleFileNames() -> [String] {
        if let bundleFiles { return bundleFiles }
        let name = environment.path.split(separator: "/").last ?? ""
        var names: [String] = []
        if name.hasPrefix("index.") || name.hasPrefix("_index."), let locator = environment.markdown.charts.dataFiles {
            let folder = URL(filePath: locator.postFolder, directoryHint: .isDirectory)
            names = walkFiles(in: folder, shownAs: environment.path, siteRoot: URL(filePath: locator.siteRoot, directoryHint: .isDirectory)).files
                .map(\.relativePath)
        }
        bundleFiles = names
        return names
    }

    /// `{% include_code [title] [lang:x] path %}` (or Pelican's `path [lang:x] [title]`): the file
    /// (from `content/downloads/code/`, as Octopress keeps them, or `content/`) as a fenced block in
    /// its language, its title above it.
    private mutating func includedCode(_ argument: String, spanning tag: Range<Int>) -> ([UInt8], Int) {
        guard let include = IncludeCodeTag(argument) else { return leftAsWritten(tag, because: "it names no file; write {% include_code lang:python sort.py %}") }
        let locator = environment.markdown.charts.dataFiles
        let found = include.candidates.lazy.compactMap { file in
            locator?.firstPath(of: ["/content/downloads/code/" + file, "/content/" + file]).map { (file, $0) }
        }.first
        guard let (file, path) = found else {
            let named = include.candidates.reversed().first { $0.contains(".") || $0.contains("/") } ?? include.candidates[0]
            return leftAsWritten(tag, because: "there is no \(named) in content/downloads/code/ (nor in content/); copy it there")
        }
        guard let code = Self.text(atPath: path) else {
            return leftAsWritten(tag, because: "\(file) cannot be read as UTF-8 text")
        }
        let title = include.title(besides: file)
        var markdown = title.isEmpty ? "" : "\n**\(String(decoding: Self.markdownLiteral(title), as: UTF8.self))**\n"
        markdown += "\n" + String(decoding: fencedCode(include.chosenLines(of: code).utf8, language: include.language(of: file)), as: UTF8.self)
        return (Array(markdown.utf8), tag.upperBound)
    }

    // MARK: Expressions

    /// `{{ … }}`: Zola's `{{ name(args) }}`, Jekyll's output tags (`LiquidOutput`); anything else stays.
    private mutating func expression(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
        guard let end = find(Array("}}".utf8), from: start + 2, limit: limit) else { return nil }
        let content = liquidContent(start + 2..<end)
        let after = end + 2
        if environment.readsLiquid {
            let words = String(decoding: text[content], as: UTF8.self)
            if let output = variableOutput(words, spanning: start..<after) { return (output, after) }
            if let (note, label) = Self.footnoteDetail(words) {
                // fastpages' footnote text, `{{ 'The note.' | fndetail: 1 }}`: a Markdown footnote's
                // definition, which starts a line.
                let startsLine = start == 0 || text[start - 1] == UInt8(ascii: "\n")
                return (Array(((startsLine ? "" : "\n") + "[^\(label)]: " + note).utf8), after)
            }
            switch liquidOutput.value(of: words) {
            case .text(let text): return (Self.markdownLiteral(text), after)
            case .url(let url): return (Array(url.utf8), after)
            case nil: break
            }
        }
        guard let call = zolaCall(content, at: start) else { return nil }
        return (render(call, innerRange: nil, depth: depth, spanning: start..<after), after)
    }

    /// `'The note.' | fndetail: 1` as ("The note.", "1"); nil for any other words.
    private static func footnoteDetail(_ words: String) -> (String, String)? {
        guard let bar = words.lastIndex(of: "|") else { return nil }
        let filter = words[words.index(after: bar)...].trimmingSpaces()
        guard filter.hasPrefix("fndetail:"), let note = quoted(words[..<bar].trimmingSpaces()) else { return nil }
        let label = filter.dropFirst("fndetail:".count).trimmingSpaces()
        guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        return (note, label)
    }

    /// A Liquid string literal's text (`"a"` or `'a'`), or nil for any other word.
    private static func quoted(_ word: some StringProtocol) -> String? {
        guard word.count >= 2, let quote = word.first, quote == "\"" || quote == "'", word.last == quote else { return nil }
        return String(word.dropFirst().dropLast())
    }

    /// `{{ notice | markdownify }}`: a variable that `capture` or `assign` set, its text as it is,
    /// or as Markdown rendered (`markdownify`), through `remove: "<p>"` and `strip` as Minimal
    /// Mistakes' notices and figures write it; nil for another variable or filter.
    private mutating func variableOutput(_ words: String, spanning span: Range<Int>) -> [UInt8]? {
        let parts = words.split(separator: "|").map { $0.trimmingSpaces() }
        guard let name = parts.first, var value = liquidVariables[name] else { return nil }
        var isHTML = false
        for filter in parts.dropFirst() {
            if filter == "markdownify" {
                value = html(of: value, at: span.lowerBound, idPrefix: "liquid-")
                isHTML = true
            } else if filter == "strip" {
                value = value.trimmingSpaces()
            } else if filter.hasPrefix("remove:") {
                guard let removed = Self.quoted(filter.dropFirst("remove:".count).trimmingSpaces()) else { return nil }
                value = value.replacingAll(removed, with: "")
            } else {
                return nil
            }
        }
        return isHTML ? placeholder(for: value, spanning: span) : Array(value.utf8)
    }

    /// A notebook a tag shows (Pelican's, jekyll-jupyter-notebook's), its cells read as the post's
    /// Markdown; the tag as written, with a warning, when `tag` names none (`example` says how to).
    private mutating func notebook(_ tag: NotebookTag?, example: String, spanning span: Range<Int>, depth: Int) -> ([UInt8], Int) {
        guard let tag else { return leftAsWritten(span, because: "it names no notebook; write \(example)") }
        switch expandedCells(of: tag, at: span.lowerBound, depth: depth) {
        case .success(let cells): return (cells, span.upperBound)
        case .failure(let problem): return leftAsWritten(span, because: problem.message)
        }
    }

    /// The cells of the notebook a tag names, read as the page's Markdown, or why they cannot be.
    private mutating func expandedCells(of tag: NotebookTag, at offset: Int, depth: Int) -> Result<[UInt8], NotebookProblem> {
        guard let locator = environment.markdown.charts.dataFiles else {
            return .failure(NotebookProblem("a notebook is read from the site's content/ folder, which this post is not in"))
        }
        return tag.markdown(locator: locator).map { expandInserted("\n" + $0, at: offset, depth: depth) }
    }

    /// A notebook a shortcode names, beside the page, in `content/` or in `static/` (where an import
    /// puts Hugo's `assets/`), its cells read as the page's Markdown; one at a web address is a link
    /// to it, as no build fetches from the web.
    private mutating func notebookCells(_ path: String, at offset: Int, depth: Int) -> [UInt8] {
        if path.contains("://") {
            warning("site does not fetch a notebook from the web, so this is a link to it; save the notebook beside the page and name its file to show its cells", at: offset)
            let name = path.split(separator: "/").last.map { $0.removingPercentEncoding ?? String($0) } ?? path
            return Array("[\(name.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]"))](<\(path)>)".utf8)
        }
        guard let tag = NotebookTag(path) else {
            warning("\(path.shortenedForMessage(limit: 80)) is no notebook (.ipynb), so nothing is shown here; name the notebook's file", at: offset)
            return []
        }
        switch expandedCells(of: tag, at: offset, depth: depth) {
        case .success(let cells): return cells
        case .failure(let problem):
            warning(problem.message, at: offset)
            return []
        }
    }

    /// A path a tag names, as a path of the site's `content/`: unquoted, without the site's own path
    /// (`relative_url` put it there) and the leading slash.
    private func liquidSitePath(_ written: String) -> String {
        var path = written.trimmingSpaces().trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        let base = liquidOutput.basePath
        if !base.isEmpty, path.hasPrefix(base + "/") { path.removeFirst(base.count) }
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// `name == "text"`, `name != "text"` or `name` alone, of a value an assign or capture made;
    /// nil for any other condition.
    private func liquidCondition(_ argument: String) -> Bool? {
        let words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words.count {
        case 1:
            guard let value = liquidVariables[words[0]] else { return nil }
            return !value.isEmpty && value != "false"
        case 3 where words[1] == "==" || words[1] == "!=":
            guard let value = liquidVariables[words[0]], let text = Self.quoted(words[2]) else { return nil }
            return (value == text) == (words[1] == "==")
        default:
            return nil
        }
    }

    /// The text of an if's two branches, split at its `{% else %}` (none after it when it has none).
    private mutating func liquidBranches(_ inner: Range<Int>) -> (then: Range<Int>, otherwise: Range<Int>?) {
        var index = inner.lowerBound
        while let open = find(Array("{%".utf8), from: index, limit: inner.upperBound),
            let close = find(Array("%}".utf8), from: open + 2, limit: inner.upperBound)
        {
            let content = liquidContent(open + 2..<close)
            if String(decoding: text[content], as: UTF8.self).trimmingSpaces() == "else" {
                return (inner.lowerBound..<open, (close + 2)..<inner.upperBound)
            }
            index = close + 2
        }
        return (inner, nil)
    }

    /// Jekyll's output tags and URL filters, with this site's path and this page's values.
    private var liquidOutput: LiquidOutput {
        LiquidOutput(
            basePath: String(environment.config.url("").dropLast()),
            origin: environment.config.origin ?? environment.config.baseURL, pageValue: pageText,
            siteValue: { [params = environment.config.params] name in Self.text(of: params[name]) })
    }

    /// The page's `title` or a front matter value as text; nil when it has none.
    private func pageText(_ name: String) -> String? {
        if name == "title" { return environment.pageTitle }
        return Self.text(of: environment.pageParams[name])
    }

    /// A value that is one piece of text, a number or a flag, as text; nil for any other.
    private static func text(of value: TemplateValue?) -> String? {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .bool(let flag): return String(flag)
        default: return nil
        }
    }

    /// Minimal Mistakes' `{% include gallery id="gallery2" %}`: the images its front matter lists
    /// under that name (`gallery` unless named), each `image_path` shown and linked to its `url`,
    /// its `title` the caption. A gallery with nothing to show says so.
    private mutating func galleryOfFrontMatter(_ call: ShortcodeCall) -> TemplateObject {
        let key = call.parameter("id") ?? "gallery"
        guard case .array(let items) = environment.pageParams[key] else {
            // Zola's `{{ gallery() }}` of its docs shows the images beside the page; Hugo Blox's `album="trip"` those of a folder there.
            let album = call.parameter("album").map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            let images = bundleFileNames().filter { name in
                Self.galleryImageTypes.contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "")
                    && (album.map { name.hasPrefix($0) && !name.dropFirst($0.count).contains("/") } ?? !name.contains("/"))
            }
            guard images.isEmpty else { return ["has_inner": .bool(true), "inner_html": .string(Self.galleryHTML(of: images))] }
            warning(
                "this gallery shows nothing: list its images in the front matter under '\(key)' (each with image_path, url, alt, title), put figures between {{< gallery >}} and {{< /gallery >}}, or put the images beside the post in its folder",
                at: call.offset)
            return [:]
        }
        var html = ""
        for item in items {
            guard case .object(let fields) = item else { continue }
            let text = { (name: String) -> String? in
                if case .string(let value) = fields[name], !value.isEmpty { return value }
                return nil
            }
            guard let source = text("image_path") ?? text("url") else { continue }
            let image = "<img src=\"\(liquidOutput.relativeURL(source).xmlEscaped)\" alt=\"\((text("alt") ?? "").xmlEscaped)\" loading=\"lazy\">"
            html += "<figure class=\"shortcode-figure\">"
            html += text("url").map { "<a href=\"\(liquidOutput.relativeURL($0).xmlEscaped)\">\(image)</a>" } ?? image
            if let title = text("title") { html += "<figcaption>\(title.xmlEscaped)</figcaption>" }
            html += "</figure>\n"
        }
        return ["has_inner": .bool(true), "inner_html": .string(html)]
    }

    /// Hugo Blox's `{{< embed platform="github" resource="HugoBlox/kit" type="repo" >}}` (also a
    /// Hugging Face model, dataset or space, or any `url`, or another theme's `src` or first address)
    /// as the card's address, title and kind; the theme's `embed` draws it as a link. Without script or the platform's API, the card says what the
    /// call says: its title (else the resource's name) and description.
    static func embedCard(_ call: ShortcodeCall) -> TemplateObject {
        let platform = call.parameter("platform")?.lowercased() ?? ""
        let resource = call.parameter("resource")?.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")) ?? ""
        let type = call.parameter("type")?.lowercased() ?? ""
        let (address, kind): (String?, String) =
            switch (platform, resource.isEmpty) {
            case ("github", false): ("https://github.com/" + resource, type == "user" || !resource.contains("/") ? "GitHub" : "GitHub repository")
            case ("huggingface", false):
                switch type {
                case "dataset": ("https://huggingface.co/datasets/" + resource, "Hugging Face dataset")
                case "space": ("https://huggingface.co/spaces/" + resource, "Hugging Face space")
                default: ("https://huggingface.co/" + resource, "Hugging Face model")
                }
            default: (nil, "")
            }
        // Other themes' embeds name their address as `src` or first (`{{< embed "https://…" >}}`): a link to it.
        let named = [call.parameter("url"), address, call.parameter("src"), call.positional.first].lazy.compactMap { $0 }
        guard let url = named.first(where: { $0.contains("://") || $0.hasPrefix("/") || $0.hasPrefix("mailto:") }) ?? call.parameter("url") else { return [:] }
        var card: TemplateObject = ["embed_url": .string(url), "embed_title": .string(call.parameter("title") ?? (resource.isEmpty ? url : resource))]
        if !kind.isEmpty { card["embed_kind"] = .string(kind) }
        return card
    }

    /// The kinds of image a gallery of the files beside a page shows.
    private static let galleryImageTypes: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "avif"]

    /// Each image beside the page (`trip/beach.jpg`), linked to itself, named by its file's words
    /// ("beach"): the gallery's call gives them no text of their own.
    private static func galleryHTML(of images: [String]) -> String {
        images.map { name in
            let stem = (name.split(separator: "/").last ?? "").split(separator: ".").dropLast().joined(separator: ".")
            let words = stem.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            return "<figure class=\"shortcode-figure\"><a href=\"\(name.xmlEscaped)\"><img src=\"\(name.xmlEscaped)\" alt=\"\(words.xmlEscaped)\" loading=\"lazy\"></a></figure>\n"
        }.joined()
    }

    /// The bytes of `slice` between the first `open` and the `close` after it, or nil.
    private static func between(_ open: String, and close: String, in slice: ArraySlice<UInt8>) -> Range<Int>? {
        guard let start = slice.firstRange(of: Array(open.utf8)), let end = slice[start.upperBound...].firstRange(of: Array(close.utf8)) else { return nil }
        return start.upperBound..<end.lowerBound
    }

    /// Type on Strap's `{% include aligner.html images="a.png,b.png" column=1 %}`: the images of
    /// `assets/img/` it names, side by side (`column` of them to a row, all of them by default). The
    /// theme gives them no text, which is said as for any image without one.
    private mutating func alignedImages(_ call: ShortcodeCall) -> TemplateObject {
        let names = (call.parameter("images", position: 0) ?? "").split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            warning("this aligner names no images, so it shows nothing; list them as images=\"a.png,b.png\" (from assets/img/)", at: call.offset)
            return [:]
        }
        let line = positions.location(of: call.offset).line
        var html = ""
        for name in names {
            let source = name.contains("://") ? name : liquidOutput.relativeURL("/assets/img/" + name.drop { $0 == "/" })
            html += "<img src=\"\(source.xmlEscaped)\" alt=\"\" loading=\"lazy\">"
            imagesWithoutText.append(line)
        }
        let columns = call.parameter("column").flatMap { Int($0) }.map { min(max($0, 1), names.count) } ?? names.count
        return ["has_inner": .bool(true), "inner_html": .string(html), "columns": .string(String(columns))]
    }

    /// Text as Markdown that reads as exactly that text: ASCII punctuation escaped with a backslash.
    private static func markdownLiteral(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte.isASCIIPunctuation {
                bytes.append(UInt8(ascii: "\\"))
            }
            bytes.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        }
        return bytes
    }

    /// `name(key=v, …)` as a Zola call, or nil.
    private func zolaCall(_ content: Range<Int>, at start: Int) -> ShortcodeCall? {
        let bytes = text[content]
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")"), open > content.lowerBound
        else { return nil }
        let name = bytes[content.lowerBound..<open]
        guard name.allSatisfy({ isWordByte($0) }) else { return nil }
        let arguments = shortcodeArguments(Substring(String(decoding: text[open + 1..<content.upperBound - 1], as: UTF8.self)))
        return ShortcodeCall(
            name: String(decoding: name, as: UTF8.self), syntax: .zola, positional: arguments.positional,
            named: arguments.named, offset: start)
    }

    // MARK: Output

    /// The output of a call: HTML as a placeholder (padded with the lines the call spanned, so that
    /// later lines keep their numbers), Markdown as it is; the call as written when the theme lacks it.
    private mutating func render(_ call: ShortcodeCall, innerRange: Range<Int>?, depth: Int, spanning span: Range<Int>)
        -> [UInt8]
    {
        // The mermaid shortcode of LoveIt, FixIt, Blowfish, Congo and Book, unless the theme has its
        // own: a ```mermaid block, whose pie or xychart is drawn as a chart.
        if call.name == "mermaid", let innerRange, !environment.knows("mermaid") {
            return fencedCode(text[innerRange], language: "mermaid")
        }
        // The Chart.js shortcode of Blowfish, Congo and hugo-chart (and blogs' own `chartjs`, whose
        // configuration may be the script that draws it), unless the theme has its own: a ```chartjs
        // block, whose bar, line, pie, doughnut or scatter chart is drawn without script.
        if call.name == "chart" || call.name == "chartjs", let innerRange, !environment.knows(call.name) {
            // Only the datasets, a list (`[{label: 'Req/s', data: [6, 69]}]`), the call's arguments saying the rest.
            if text[innerRange].first(where: { !isSpace($0) }) == UInt8(ascii: "[") {
                return fencedCode(ArraySlice(Self.chartJSConfig(datasets: text[innerRange], of: call).utf8), language: "chartjs")
            }
            return fencedCode(text[innerRange], language: "chartjs")
        }
        // A blog's own chart shortcode, its values in its arguments (`labels="5,10" data="0.8,0.6"`): a chart block.
        if call.name == "chart", innerRange == nil, !environment.knows("chart"), let chart = InlineChartCall(call) {
            if let (labels, values) = chart.unmatched {
                warning(
                    "the chart has \(labels) labels and \(values) values; the first \(min(labels, values)) of each are drawn: give one value for each label",
                    at: call.offset)
            }
            return placeholder(for: html(of: chart.markdown, at: call.offset, idPrefix: "chart-"), spanning: span)
        }
        // Hugo Blox's (Wowchemy's) `{{< chart data="line-chart" >}}`: the Plotly figure in
        // `line-chart.json` beside the post, drawn as a ```plotly block.
        if call.name == "chart", innerRange == nil, !environment.knows("chart"), let data = call.parameter("data", position: 0), !data.isEmpty {
            return figureFileFence(data.lowercased().hasSuffix(".json") ? data : data + ".json", language: "plotly")
        }
        // A blog's own chart shortcode in a form of its own (`datasets="Req/s|6,69,81"`, a chart named
        // by an id its theme looks up): no chart to draw, and no reason to fail the build over it.
        if call.name == "chart", innerRange == nil, !environment.knows("chart") {
            let arguments = (call.named.map { $0.key + "=…" } + call.positional.prefix(2).map { String($0) }).prefix(4).joined(separator: " ")
            warning(
                "this chart shortcode's arguments (\(arguments.shortenedForMessage(limit: 60))) are its theme's own, which site does not read; the chart is left out: "
                    + "write it as a ```chart block in its place (or give the call labels=\"…\" and data=\"…\")",
                at: call.offset)
            return []
        }
        // The Plotly shortcode Hugo blogs copy: `{{< load-plotly >}}` once (the script, which no
        // page needs now: left out), then `{{< plotly json="fig.json" height="500px" >}}` or the
        // figure's JSON inside `{{< plotly >}}…{{< /plotly >}}`: a ```plotly block.
        if call.name == "load-plotly", !environment.knows(call.name) { return [] }
        if call.name == "plotly", !environment.knows("plotly") {
            if let fence = figureShortcode(call, innerRange: innerRange, language: "plotly", library: "Plotly", keys: ["json"], position: 0) { return fence }
            // Without a figure it only loaded the script, for the page's own HTML to draw with.
            if call.named.isEmpty, call.positional.isEmpty { return [] }
        }
        // LoveIt's and FixIt's ECharts shortcode: a ```echarts block, its option in JSON (written
        // in YAML or TOML, as those themes also take it, it is handed on as JSON).
        if call.name == "echarts", let innerRange, !environment.knows("echarts") {
            let inner = String(decoding: text[innerRange], as: UTF8.self)
            let isJSON = inner.trimmingSpaces().hasPrefix("{")
            let yaml = isJSON ? nil : (try? parseYAML(inner)).flatMap { $0?.mappingEntries != nil ? $0 : nil }
            if let node = yaml ?? (isJSON ? nil : (try? parseTOML(inner)) ?? nil), node.mappingEntries != nil {
                return fencedCode(ArraySlice(node.json.utf8), language: "echarts")
            }
            return fencedCode(text[innerRange], language: "echarts")
        }
        // Hugo Blox's `{{< table path="results.csv" header="true" caption="…" >}}`: the file beside
        // the post as a table (a Markdown one, so it reads as the post's tables do).
        if call.name == "table", innerRange == nil, !environment.knows("table"), let path = call.parameter("path", position: 0) {
            return dataTable(path, call: call, spanning: span)
        }
        // Docsy's `{{< imgproc sunset Fill "600x300" >}}Caption{{< /imgproc >}}`: the image of the
        // page's bundle whose name holds the word, for the theme's imgproc to draw at that size.
        if call.name == "imgproc", call.parameter("src") == nil, let word = call.positional.first {
            guard let image = DocsyImage(call, bundleFiles: { bundleFileNames() }) else {
                warning(
                    "imgproc names \(word.shortenedForMessage(limit: 40)), but no image beside this page has it in its name; put the image in the page's folder (a bundle's index.md), or correct the word",
                    at: call.offset)
                var captionOnly = call
                captionOnly.named.append(("src", ""))
                return render(captionOnly, innerRange: innerRange, depth: depth, spanning: span)
            }
            var resolved = call
            resolved.named += image.parameters
            return render(resolved, innerRange: innerRange, depth: depth, spanning: span)
        }
        // Hugo Blox's `{{< toc >}}`: the contents there, as kramdown's `{:toc}` puts them.
        if call.name == "toc", innerRange == nil, !environment.knows("toc"), environment.markdown.has(.attributes) {
            return Array("{:toc}".utf8)
        }
        // Docsy's `{{% readfile file="includes/setup.md" %}}`: that file's Markdown in place, as Quarto's
        // include; with `code="true"`, the file as code in the language `lang` names.
        if call.name == "readfile", !environment.knows("readfile"), let file = call.parameter("file", position: 0), !file.isEmpty {
            guard call.parameter("code")?.lowercased() == "true" else { return includedMarkdown(file, at: call.offset, depth: depth) }
            return fileAsCode(file, language: call.parameter("lang") ?? "", at: call.offset)
        }
        // Quarto's `{{< include _setup.qmd >}}`: that file's Markdown in place, read as this page's.
        // Hextra's `{{% jupyter "example.ipynb" %}}`: the notebook's cells in place, as a notebook tag shows them.
        if call.name == "jupyter", innerRange == nil, !environment.knows("jupyter"), let path = call.parameter("file", position: 0), !path.isEmpty {
            return notebookCells(path, at: call.offset, depth: depth)
        }
        // Hugo Blox's `{{< notebook src="analysis.ipynb" title="…" >}}`: the same, under its title.
        if call.name == "notebook", innerRange == nil, !environment.knows("notebook"), let path = call.parameter("src") ?? call.parameter("file", position: 0), !path.isEmpty {
            let title = call.parameter("title").map { "\n**" + $0.replacingOccurrences(of: "*", with: "\\*") + "**\n" } ?? ""
            return Array(title.utf8) + notebookCells(path, at: call.offset, depth: depth)
        }
        // geekdoc's `{{< include file="/static/part.html" type="html" >}}` (its HTML as written) and
        // `language="yaml"` (the file as code).
        if call.name == "include", innerRange == nil, !environment.knows("include"), let path = call.parameter("file", position: 0) {
            if let language = call.parameter("language"), !language.isEmpty { return fileAsCode(path, language: language.lowercased(), at: call.offset) }
            if call.parameter("type")?.lowercased() == "html" { return fileAsHTML(path, at: call.offset) }
            return includedMarkdown(path, at: call.offset, depth: depth)
        }
        // The Vega-Lite shortcodes blogs write (`vega`, `vega-lite`, `vegalite`, `vegaLite`,
        // `vega_embed`): the spec inside, or in the file `spec`, `file`, `json` or `schema` names.
        // `file="visualization"` names `visualization.json`.
        if Self.vegaShortcodes.contains(call.name), !environment.knows(call.name),
            let fence = figureShortcode(
                call, innerRange: innerRange, language: "vega-lite", library: "Vega-Lite", keys: ["spec", "file", "json", "schema", "src"],
                namesJSONWithoutItsExtension: true)
        {
            return fence
        }
        // Blogs' Highcharts shortcodes (`highcharts`, `highcharts-custom`): the options inside the
        // call, or in the file `source` names: a ```highcharts block.
        if call.name == "highcharts" || call.name == "highcharts-custom", !environment.knows(call.name),
            let fence = figureShortcode(call, innerRange: innerRange, language: "highcharts", library: "Highcharts", keys: ["source", "src", "file", "json"])
        {
            return fence
        }
        if InlineShortcode.names(call.name), !environment.knows(call.name) {
            return inlineShortcode(call, innerRange: innerRange, spanning: span)
        }
        guard environment.knows(call.name) else {
            let hint = nearestMatch(to: call.name, among: environment.names, strictly: true).map { "did you mean '\($0)'? " } ?? ""
            let names = environment.names
            // A long list hides the one line that matters: past a dozen, where to find them.
            let known =
                names.isEmpty
                ? "the theme has none"
                : names.count <= 12
                    ? "the theme has \(names.joined(separator: ", "))"
                    : "the theme has \(names.count) (themes/\(environment.config.theme.shortenedForMessage(limit: 40))/shortcodes/)"
            let name = call.name.shortenedForMessage(limit: 60)
            // `{{ name(…) }}` is also how Jinja, Twig, Vue and Angular templates call a function, and
            // posts about them quote such calls in their text (`{{ url_for('static') }}`): text, as in
            // Hugo and Jekyll, with a warning in case it was meant as a Zola shortcode.
            if call.syntax == .zola, innerRange == nil {
                let written = String(decoding: text[span], as: UTF8.self).shortenedForMessage(limit: 80)
                warning(
                    "\(written) is left as written: there is no shortcode '\(name)'; \(hint)\(known). If it is template text from another tool, put it in backticks; if it is a shortcode, add shortcodes/\(name).mustache to the theme",
                    at: call.offset)
                return Array(text[span])
            }
            error(
                "unknown shortcode '\(name)'; \(hint)\(known): add shortcodes/\(name).mustache to the theme to define it",
                at: call.offset)
            return Array(text[span])
        }
        var call = call
        // Docsy's `{{< tab header="hugo.yaml" lang="yaml" >}}…{{< /tab >}}`: its text is code in that
        // language (a `{{% tab %}}` of a `tabpane text=true` holds Markdown, fences and all); so is
        // a `{{< card code=true lang="go" >}}`'s.
        let isDocsyCode =
            call.name == "tab" && call.syntax == .hugoHTML && !(call.parameter("lang") ?? "").isEmpty
            || call.name == "card" && call.parameter("code")?.lowercased() == "true"
        // Book's columns before its v11: parts parted by `<--->` lines, each a column, read as the
        // list its later columns are (`- ### Title` items).
        if call.name == "columns", call.innerMarkdown == nil, let innerRange, call.inner?.contains("<--->") == true {
            let expanded = String(decoding: expand(innerRange, depth: depth + 1), as: UTF8.self)
            let parts = expanded.components(separatedBy: "<--->").map { $0.trimmingCharacters(in: .newlines) }
            call.innerMarkdown = "\n" + parts.map { part in
                "- " + part.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
            }.joined(separator: "\n\n") + "\n"
        }
        // Octopress's pullquote marks the words to pull with `{" … "}`: the paragraph is read without
        // the marks, and the words are the template's `pulled`.
        var pulled: String?
        if call.name == "pullquote", call.innerMarkdown == nil, let innerRange, let inner = call.inner,
            let open = inner.range(of: "{\""), let close = inner.range(of: "\"}", range: open.upperBound..<inner.endIndex)
        {
            pulled = String(inner[open.upperBound..<close.lowerBound]).trimmingSpaces()
            let expanded = String(decoding: expand(innerRange, depth: depth + 1), as: UTF8.self)
            call.innerMarkdown = ["{\" ", "{\"", " \"}", "\"}"].reduce(expanded) { $0.replacingOccurrences(of: $1, with: "") }
        }
        if isDocsyCode, call.innerMarkdown == nil, let inner = call.inner, !inner.contains("```"), !inner.contains("~~~") {
            let language = call.parameter("lang") ?? ""
            call.innerMarkdown = Self.codeBlockMarkdown(Self.codeLines(inner), language: language)
        }
        var context = shortcodeContext(for: call)
        if let pulled { context["pulled"] = .string(pulled) }
        if let innerRange {
            if depth >= 20 {
                error("shortcodes are nested more than 20 deep here; close them sooner", at: call.offset)
                return []
            }
            let innerMarkdown = call.innerMarkdown ?? String(decoding: expand(innerRange, depth: depth + 1), as: UTF8.self)
            context["has_inner"] = .bool(true)
            // Hugo's `.Inner` holds the calls inside it drawn (a link shortcode in a box's text), the rest as written.
            let inner = call.inner ?? ""
            context["inner"] = .string(inner.contains("{{<") || inner.contains("{{%") ? innerMarkdown : inner)
            context["inner_code"] = .string(Self.codeLines(call.inner ?? ""))
            // Highlighted as a fenced block in the language `lang` names, for the templates that show it.
            if environment.markdownFields[call.name]?.contains("inner_highlighted") == true {
                let language = call.parameter("lang") ?? call.parameter("language") ?? ""
                context["inner_highlighted"] = .string(Self.codeHTML(Self.codeLines(call.inner ?? ""), language: language, options: ""))
            }
            // Rendered only for the templates that show it: the inner text of `highlight` is code, not Markdown.
            if environment.markdownFields[call.name]?.contains("inner") == true {
                context["inner_html"] = .string(innerHTML(innerMarkdown, startingAt: innerRange.lowerBound))
            }
        }
        // A formula's TeX, as the inner text or Zola's `body`, typeset for the templates that show it (`katex`).
        if environment.markdownFields[call.name]?.contains("inner_mathml") == true,
            let tex = call.inner ?? call.named.first(where: { $0.key == "body" })?.value
        {
            context["inner_mathml"] = typeset(tex, of: call, standsAlone: MathSpans.standsAlone(span, in: text))
        }
        for (key, value) in helperValues(for: call) { context[key] = value }
        // A page's address from the site's root in a link parameter (Hextra's card `link="/about/"`, a
        // button's `url`) leads to that page, with the base path, as a Markdown link to it does.
        for key in ["link", "url", "href"] {
            guard let written = call.parameter(key), Self.mayNamePageAddress(written, basePath: environment.config.basePath) else { continue }
            context[key] = .string(reference(to: written, form: .relative, at: call.offset, fallback: written, quietly: true, namesAnAddress: true))
        }
        // Raw HTML's formulas are typeset, as in HTML a post writes: LoveIt's `{{< raw >}}\(…\){{< /raw >}}`
        // kept TeX from Markdown for the script that typeset it in readers' browsers.
        if call.name == "raw" || call.name == "rawhtml", readsMath, environment.markdown.unsafe, let innerRange {
            context["html"] = .string(withFormulasTypeset(innerRange))
        }
        // `caption_html` and `caption_text`: a parameter as inline Markdown and as its plain text,
        // for the templates that show them; `src_relative_url`, a path with the site's path before
        // it (Jekyll's `relative_url`, for a site under `/repo/`).
        if let fields = environment.markdownFields[call.name] {
            for (key, value) in call.named {
                if fields.contains(key) {
                    context[key + "_html"] = .string(inlineHTML(value, at: call.offset))
                    context[key + "_text"] = .string(plainText(ofMarkdown: value))
                }
                if fields.contains(key + "_relative_url") {
                    context[key + "_relative_url"] = .string(LiquidOutput.relativeURL(value, basePath: String(environment.config.url("").dropLast())))
                }
            }
        }
        var output: String
        do {
            output = try environment.library!.render("shortcodes/" + call.name, context: .object(context))
        } catch {
            diagnostics += error.diagnostics
            return Array(text[span])
        }
        // A template that only wraps the text in a formula's delimiters (a Zola theme's `m`, `${{ body }}$`)
        // left it to the page's KaTeX: it is typeset here, as the build typesets the text's.
        if let formula = wholeFormula(output, at: span.lowerBound) { output = mathHTML(formula) }
        // `{{% … %}}` output is Markdown, unless the template renders the inner text itself (`inner_html`):
        // that is HTML already, which blank lines inside it must not break up.
        if call.syntax == .hugoMarkdown, environment.markdownFields[call.name]?.contains("inner") != true {
            return Array((isInline(span) ? output.withoutTrailingNewlines : output).utf8)
        }
        return placeholder(for: isInline(span) ? output.withoutTrailingNewlines : output, spanning: span)
    }

    /// Hugo's inline shortcode: its template is the call's inner text, or a call of that name
    /// earlier in the page (`{{< time.inline />}}` shows it again). One whose Go asks for more than
    /// Mustache can say is left out with a warning.
    private mutating func inlineShortcode(_ call: ShortcodeCall, innerRange: Range<Int>?, spanning span: Range<Int>) -> [UInt8] {
        let name = call.name.shortenedForMessage(limit: 60)
        if let innerRange { inlineTemplates[call.name] = String(decoding: text[innerRange], as: UTF8.self) }
        guard let template = inlineTemplates[call.name] else {
            warning(
                "the inline shortcode '\(name)' shows nothing here: the page has not written its template yet; put it inside its first call, {{< \(name) >}}…{{< /\(name) >}}",
                at: call.offset)
            return placeholder(for: "", spanning: span)
        }
        switch InlineShortcode.html(of: template, path: environment.path, context: shortcodeContext(for: call)) {
        case .success(let html):
            return placeholder(for: isInline(span) ? html.withoutTrailingNewlines : html, spanning: span)
        case .failure(let unsupported):
            // hugo-coder's `math.inline` loads KaTeX for readers' browsers: formulas are typeset here when the site is built.
            let lowered = template.lowercased()
            if lowered.contains("<script"), lowered.contains("katex") || lowered.contains("mathjax") {
                return placeholder(for: "", spanning: span)
            }
            warning(
                "the inline shortcode '\(name)' is left out: its template's \(unsupported.action.shortenedForMessage(limit: 80)) is Go that site does not run; write what it shows as HTML or Markdown in its place",
                at: call.offset)
            return placeholder(for: "", spanning: span)
        }
    }

    /// The Vega-Lite shortcodes' names, as blogs call them.
    static let vegaShortcodes: Set<String> = ["vega", "vega-lite", "vegalite", "vegaLite", "vega_embed", "vega-embed"]

    /// A chart fence that names its figure's file (beside the post, or from the site's folder with
    /// a leading `/`), the name encoded where a space, quote or backtick would end it.
    /// A Chart.js configuration around a shortcode's list of datasets: its type (`timeseries`,
    /// as some themes name a line over time) and title from the call's arguments.
    static func chartJSConfig(datasets: ArraySlice<UInt8>, of call: ShortcodeCall) -> String {
        let written = call.parameter("type")?.trimmingSpaces().lowercased() ?? "line"
        let type = ["timeseries", "time", "area"].contains(written) ? "line" : written
        var options = ""
        if let title = call.parameter("title"), !title.isEmpty { options = ", options: {plugins: {title: {text: \(title.jsonQuoted)}}}" }
        return "{type: \(type.jsonQuoted)\(options), data: {datasets: " + String(decoding: datasets, as: UTF8.self) + "}}"
    }

    private func figureFileFence(_ file: String, language: String) -> [UInt8] {
        let named = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "`'\""))) ?? file
        return fencedCode([], language: language + " file=" + named)
    }

    /// A chart library's shortcode as a chart fence in `language`: the configuration inside the
    /// call, or in the file the first of `keys` names (the argument at `position` too); nil when
    /// the call holds neither. `namesJSONWithoutItsExtension`: a name without one is a `.json` file.
    private mutating func figureShortcode(
        _ call: ShortcodeCall, innerRange: Range<Int>?, language: String, library: String, keys: [String], position: Int? = nil,
        namesJSONWithoutItsExtension: Bool = false
    ) -> [UInt8]? {
        if let innerRange { return fencedCode(text[innerRange], language: language) }
        guard let key = keys.first(where: { call.parameter($0, position: position)?.trimmingSpaces().isEmpty == false }),
            let named = call.parameter(key, position: position)?.trimmingSpaces()
        else { return nil }
        let hasExtension = named.split(separator: "/").last?.contains(".") == true || named.contains("://")
        let file = namesJSONWithoutItsExtension && !hasExtension ? named + ".json" : named
        return figureFile(file, language: language, library: library, key: key, at: call.offset)
    }

    /// A shortcode's figure file as a chart fence: `./fig.json` beside the post, `/charts/fig.json`
    /// in the site's folder or, as Hugo serves it, in `static/`. A figure on another server is
    /// linked, with a warning, as nothing is downloaded while building.
    private mutating func figureFile(_ file: String, language: String, library: String, key: String, at offset: Int) -> [UInt8] {
        guard !file.contains("://") else {
            warning(
                "the \(library) figure at \(file.shortenedForMessage(limit: 80)) is not drawn, as site does not download while it builds; the page links to it. Save the JSON beside the post and name it: \(key)=\"fig.json\"",
                at: offset)
            return Array("[The chart’s figure (\(library) JSON)](<\(file.replacingOccurrences(of: ">", with: "%3E"))>)".utf8)
        }
        var file = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        if file.hasPrefix("/"), let locator = environment.markdown.charts.dataFiles, locator.firstPath(of: [file]) == nil,
            locator.firstPath(of: ["/static" + file]) != nil
        {
            file = "/static" + file
        }
        return figureFileFence(file, language: language)
    }

    /// Whether a call shares its line with text (`a {{< badge >}}new{{< /badge >}}, b`): its
    /// template file's last newline would then put a space before the text after it.
    private func isInline(_ span: Range<Int>) -> Bool {
        let startsLine = span.lowerBound == 0 || text[span.lowerBound - 1] == UInt8(ascii: "\n")
        let endsLine = span.upperBound >= text.count || text[span.upperBound] == UInt8(ascii: "\n") || text[span.upperBound] == UInt8(ascii: "\r")
        return !(startsLine && endsLine)
    }

    /// A placeholder for `html`, which takes the place of the text in `span` (padded with the
    /// lines it spanned when it ends a line, so that later lines keep their numbers).
    private mutating func placeholder(for html: String, readingAs words: String = "", spanning span: Range<Int>) -> [UInt8] {
        blocks.append(html)
        blockTexts.append(words)
        var placeholder = Array(ShortcodeExpansion.placeholder(blocks.count - 1).utf8)
        let endsLine = span.upperBound >= text.count || text[span.upperBound] == UInt8(ascii: "\n")
        if endsLine {
            placeholder += Array(repeating: UInt8(ascii: "\n"), count: text[span].lazy.filter { $0 == UInt8(ascii: "\n") }.count)
        }
        return placeholder
    }

    /// The inner text of a call rendered as Markdown, with the blocks of the calls inside it in place;
    /// its charts report their lines in the post's file.
    private mutating func innerHTML(_ markdown: String, startingAt offset: Int) -> String {
        let read = markdown + linkDefinitions(for: markdown)
        return ShortcodeExpansion(markdown: "", blocks: blocks).substitute(into: html(of: read, at: offset, idPrefix: "inner-"))
    }

    /// The post's link reference definitions, after a blank line, for an inner text that may use
    /// them (a callout's `[data tables]` defined at the post's end); empty once they have been read
    /// with inner texts a few times the post's length over. Each definition is expanded once (its
    /// `data-tables.md` made a link to that page), and the post's own pass takes it as expanded.
    private mutating func linkDefinitions(for markdown: String) -> String {
        guard markdown.contains("]") else { return "" }
        if postDefinitions == nil {
            let post = String(decoding: text, as: UTF8.self)
            let lines = LinkDefinitions.lines(in: post.split(separator: "\n", omittingEmptySubsequences: false))
            var expanded: [[UInt8]] = []
            for line in lines {
                let start = post.utf8.distance(from: post.startIndex, to: line.startIndex)
                let end = start + line.utf8.count
                let referencesBefore = references.count
                let bytes = expand(start..<end, depth: 1)
                // A line the post's own pass read already said what was wrong with its link there.
                if start < mainPassIndex {
                    for index in referencesBefore..<references.count { references[index].fallsBackQuietly = true }
                }
                definitionsExpanded[start] = (bytes, end)
                expanded.append(bytes)
            }
            postDefinitions = String(decoding: Array(expanded.joined(separator: Array("\n\n".utf8))), as: UTF8.self)
        }
        guard let definitions = postDefinitions, !definitions.isEmpty, definitions.utf8.count <= definitionBudget else { return "" }
        definitionBudget -= definitions.utf8.count
        return "\n\n" + definitions
    }

    /// Markdown of a call (its inner text or a parameter) as the post's is rendered, its ids
    /// prefixed apart from the post's and its charts' lines counted in the post's file.
    private mutating func html(of markdown: String, at offset: Int, idPrefix: String) -> String {
        var options = environment.markdown
        // Each call's text is its own document: its footnotes' and charts' ids are set apart by where the call is.
        options.idPrefix += "\(idPrefix)\(offset)-"
        options.charts.idScope += "\(idPrefix)\(offset)@"
        options.charts.lineOffset = positions.location(of: offset).line - 1
        options.placeholderTexts = blockTexts
        // Its references, to the post's notes or its own, are numbered with the post's own.
        let part = footnoteMarkers.count
        if options.has(.footnotes), environment.sharesFootnotes, MarkdownTree.text(markdown, contains: "[^") {
            options.partFootnotes = PartFootnotes(isPart: true, postLabels: postFootnoteLabels, firstMarker: part)
        }
        let rendered = renderMarkdown(markdown, options: options)
        if !rendered.partFootnotes.notes.isEmpty { footnoteNotes[part] = rendered.partFootnotes.notes }
        footnoteMarkers += rendered.partFootnotes.markers
        diagnostics += rendered.diagnostics
        imagesWithoutText += rendered.imagesWithoutText
        chartCount += rendered.chartCount
        chartImages += rendered.chartImages
        return rendered.html
    }

    /// A parameter's text without its Markdown marks (`Daily *steps*` → `Daily steps`) and footnote
    /// references (`A caption[^1]` → `A caption`, which a screen reader would spell out), for an attribute.
    private func plainText(ofMarkdown markdown: String) -> String {
        guard let document = MarkdownTree.parse(markdown, options: CMARK_OPT_DEFAULT) else { return markdown }
        defer { cmark_node_free(document) }
        let text = MarkdownTree.plainText(of: document).text
        guard MarkdownTree.text(text, contains: "[^") else { return text }
        // One pass: a caption of thousands of references is read once.
        var kept = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[^") {
            kept += rest[..<open.lowerBound]
            let label = rest[open.upperBound...].prefix { $0 != "]" && !$0.isWhitespace }
            if !label.isEmpty, label.endIndex < rest.endIndex, rest[label.endIndex] == "]" {
                rest = rest[rest.index(after: label.endIndex)...]
            } else {
                kept += rest[open]
                rest = rest[open.upperBound...]
            }
        }
        kept += rest
        return kept.trimmingCharacters(in: .whitespaces)
    }

    /// A parameter's text as inline Markdown: the HTML of its one paragraph, without the `<p>`.
    private mutating func inlineHTML(_ markdown: String, at offset: Int) -> String {
        var html = html(of: markdown, at: offset, idPrefix: "param-").withoutTrailingNewlines
        if html.hasPrefix("<p>"), html.hasSuffix("</p>"), html.utf8Offset(of: "<p>", from: 3) == nil {
            html = String(html.dropFirst(3).dropLast(4))
        }
        return html
    }

    /// What a shortcode template sees: its parameters by name and by position (`{{0}}`), its name,
    /// the page and the site.
    private func shortcodeContext(for call: ShortcodeCall) -> TemplateObject {
        var context: TemplateObject = [:]
        var params: TemplateObject = [:]
        for (position, value) in call.positional.enumerated() { context[String(position)] = .string(value) }
        for (key, value) in call.named {
            params[key] = .string(value)
            context[key] = .string(value)
        }
        context["name"] = .string(call.name)
        context["params"] = .object(params)
        context["positional"] = .array(call.positional.map { .string($0) })
        context["page"] = .object(["title": .string(environment.pageTitle), "params": .object(environment.pageParams)])
        context["site"] = .object([
            "title": .string(environment.config.title), "base_url": .string(environment.config.baseURL),
            "home_url": .string(environment.config.url("")),
        ])
        return context
    }

    /// Code as a fenced block of `language` is written (highlighted when the language is known),
    /// else plain in `<pre><code>`.
    static func codeHTML(_ code: String, language: String, options: Substring) -> String {
        CodeBlockHTML.html(code, language: language, options: options)
            ?? "<pre><code\(language.isEmpty ? "" : " class=\"language-\(language.xmlEscaped)\"")>" + code.xmlEscaped + "\n</code></pre>"
    }

    /// The text inside a call as code: without the line break after the opening tag and those
    /// before the closing one, as Hugo's `highlight` takes them off.
    static func codeLines(_ inner: String) -> String {
        var code = inner
        if code.hasPrefix("\r\n") { code.removeFirst(2) } else if code.hasPrefix("\n") { code.removeFirst() }
        while code.hasSuffix("\n") || code.hasSuffix("\r") { code.removeLast() }
        return code
    }

    /// Values the default theme's shortcodes need that a template cannot work out: a referenced
    /// page's URL (`ref`, `relref`, and blogdown's `blogdown/postref` for the page itself), highlighted code (`highlight`), a page parameter (`param`).
    private mutating func helperValues(for call: ShortcodeCall) -> TemplateObject {
        switch call.name {
        case "ref", "relref":
            // A site's own `ref` that wraps text (`{{< ref >}}…{{< /ref >}}`) links to no page.
            if call.parameter("path", position: 0) == nil, call.inner != nil,
                let fields = environment.markdownFields[call.name], fields.contains("inner") || fields.contains("inner_as_written")
            {
                return [:]
            }
            guard let target = call.parameter("path", position: 0) else {
                error("\(call.name) needs the page to link to, e.g. {{< \(call.name) \"posts/other.md\" >}}", at: call.offset)
                return [:]
            }
            return ["url": .string(reference(to: target, form: call.name == "ref" ? .absolute : .relative, at: call.offset, besideThePage: true))]
        case "embed":
            let card = Self.embedCard(call)
            if card.isEmpty {
                warning("this embed names nothing to link, so it shows nothing; give it url=\"https://…\", or platform=\"github\" (or \"huggingface\") with resource=\"owner/name\"", at: call.offset)
            }
            return card
        case "blogdown/postref":
            // blogdown writes it before the files of a post's bundle (`index_files/figure-html/…`): the page's own URL.
            return ["url": .string(reference(to: "", form: .relative, at: call.offset))]
        case "highlight":
            let language = call.parameter("lang", position: 0) ?? ""
            let code = Self.codeLines(call.inner ?? "")
            // Its options, as Hugo writes them: `{{< highlight go "linenos=table,hl_lines=8 15-17" >}}`.
            let options = call.parameter("options", position: 1) ?? ""
            return ["highlighted": .string(Self.codeHTML(code, language: language, options: options[...]))]
        case "button":
            // Book's `{{< button relref="/docs" >}}` names a page, resolved as `relref` is.
            guard call.parameter("href") == nil, let target = call.parameter("relref") else { return [:] }
            return ["href": .string(reference(to: target, form: .relative, at: call.offset, besideThePage: true))]
        case "staticref":
            // Hugo Blox's link to a file of the site (`static/uploads/cv.pdf`), in a new tab when asked.
            guard let path = call.parameter("path", position: 0) else { return [:] }
            return ["url": .string(liquidOutput.relativeURL(path)), "new_tab": .bool(call.parameter("target", position: 1) == "newtab")]
        case "rawhtml", "raw":
            // PaperMod's `rawhtml` and LoveIt's `raw`: raw HTML, as the author wrote it; with `unsafe: false` the site keeps none, so it is text.
            let inner = call.inner ?? ""
            return ["html": .string(environment.markdown.unsafe ? inner : inner.xmlEscaped)]
        case "script":
            // LoveIt's script, run as the author wrote it; with `unsafe: false` the site keeps no raw HTML, so none.
            return ["html": .string(environment.markdown.unsafe ? "<script>" + (call.inner ?? "") + "</script>" : "")]
        case "music":
            guard let link = MusicLink(call) else {
                if call.parameter("url") == nil {
                    warning("this music call names no audio file (url=) nor a song of NetEase or QQ Music, so it shows nothing; give the file's url, or the song's page as auto=", at: call.offset)
                }
                return [:]
            }
            return ["listen_url": .string(link.url), "listen_text": .string(link.text)]
        case "mapbox":
            guard let map = MapLink(call) else {
                warning("this map needs a longitude and a latitude, e.g. {{< mapbox 121.485 31.233 12 >}}, so it shows nothing", at: call.offset)
                return [:]
            }
            return ["map_embed": .string(map.embed), "map_url": .string(map.url), "map_label": .string(map.label)]
        case "gallery" where call.inner == nil:
            return galleryOfFrontMatter(call)
        case "aligner":
            return alignedImages(call)
        case "codeblock":
            // Zola's serene names the code below by `name`; Octopress-style themes by `title` or first.
            let title = call.parameter("name") ?? call.parameter("title") ?? call.parameter("file", position: 0)
            return title.map { ["title": .string($0)] } ?? [:]
        case _ where Callout.shortcodes.contains(call.name):
            return Callout(call, headings: environment.markdown.calloutHeadings).values
        case "fa", "ai":
            return IconLabel.label(for: call, in: text).map { ["label": .string($0)] } ?? [:]
        case "_param":
            // Docsy's: the parameter's text as raw HTML (its site's button classes, its icons),
            // `{0}` the name and `{1}`, `{2}`… the call's further words; text when unsafe is off.
            guard let name = call.parameter("name", position: 0) else { return [:] }
            guard case .string(var text)? = environment.pageParams[name] ?? environment.config.params[name] else {
                warning("neither the page nor the site has a parameter '\(name.shortenedForMessage(limit: 60))'; add it to params: in site.yml", at: call.offset)
                return ["html": .string("")]
            }
            for (index, word) in call.positional.enumerated() { text = text.replacingOccurrences(of: "{\(index)}", with: word) }
            return ["html": .string(environment.markdown.unsafe ? text : text.xmlEscaped)]
        case "param", "meta":
            guard let name = call.parameter("name", position: 0) else { return [:] }
            // The page's, else the site's (`params:` in site.yml), as Hugo's `param` looks.
            var value = environment.pageParams[name] ?? (call.name == "param" ? environment.config.params[name] : nil)
            if value == nil, name.lowercased() == "title" { value = .string(environment.pageTitle) }
            // Hugo's `{{< param description >}}`: the page's description, else (for param) the site's.
            if value == nil, name.lowercased() == "description" {
                let site = call.name == "param" && !environment.config.description.isEmpty ? environment.config.description : nil
                value = (environment.pageDescription ?? site).map { .string($0) }
            }
            if value == nil {
                let shown = name.shortenedForMessage(limit: 60)
                if meaningfulKeys.contains(name.lowercased()) {
                    // `{{< meta date >}}`: the site reads the key itself, and the theme shows it.
                    warning("'\(shown)' is read by the site, not kept as a parameter, so \(call.name) shows nothing here; the theme shows the page's \(shown)", at: call.offset)
                } else {
                    warning(
                        call.name == "param"
                            ? "neither the page nor the site has a parameter '\(shown)'; add '\(shown):' to its front matter, or to params: in site.yml"
                            : "the page has no parameter '\(shown)'; add '\(shown):' to its front matter", at: call.offset)
                }
            }
            return ["value": value ?? .string("")]
        default:
            return [:]
        }
    }

    /// Where a link's destination that starts at `index` ends, when one does: after `](` (an inline
    /// link) or `]: ` (a link definition), up to a blank or `)`; or inside the quotes of a raw HTML
    /// `href="…"` or `src="…"` (as Eleventy and Pelican follow those too), up to the closing quote.
    private func destinationEnd(at index: Int, limit: Int) -> Int? {
        guard index >= 2, index < limit else { return nil }
        let quote = text[index - 1]
        if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\""), text[index - 2] == UInt8(ascii: "="),
            isAttribute(["href", "src"], endingAt: index - 2)
        {
            var end = index
            while end < limit, text[end] != quote, text[end] > 0x20 { end += 1 }
            return end < limit && text[end] == quote ? end : nil
        }
        let inDestination = text[index - 1] == UInt8(ascii: "(") && text[index - 2] == UInt8(ascii: "]")
        let inDefinition = text[index - 1] == UInt8(ascii: " ") && index >= 3 && text[index - 2] == UInt8(ascii: ":") && text[index - 3] == UInt8(ascii: "]")
        guard inDestination || inDefinition else { return nil }
        var end = index
        while end < limit, text[end] > 0x20, text[end] != UInt8(ascii: ")") { end += 1 }
        return end
    }

    /// Whether the text just before `end` is one of `names` as an attribute's name (after a blank, any case).
    private func isAttribute(_ names: [String], endingAt end: Int) -> Bool {
        names.contains { name in
            let start = end - name.utf8.count
            guard start >= 1, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\n") || text[start - 1] == UInt8(ascii: "\t") else { return false }
            return zip(text[start..<end], name.utf8).allSatisfy { $0 | 0x20 == $1 }
        }
    }

    /// A link to another Markdown file by its path from this one (`[b](b.md)`, `[about](../about.md#me)`),
    /// as GitHub and Obsidian follow it, or from `content/` after a slash (`/blog/a.md`, as Eleventy
    /// follows it): the target below `content/`, the link as written, and where it ends. Addresses
    /// (`https://…/a.md`) are left alone; a path that climbs out of `content/` is too, with a warning.
    private mutating func markdownFileLink(at index: Int, limit: Int) -> (target: String, written: String, end: Int)? {
        guard index < limit, text[index] != UInt8(ascii: "#"), text[index] != UInt8(ascii: "<"),
            let end = destinationEnd(at: index, limit: limit)
        else { return nil }
        let written = text[index..<end]
        let pathEnd = written.firstIndex(of: UInt8(ascii: "#")) ?? end
        // A scheme (`https:`, `mailto:`) makes it an address.
        guard !text[index..<pathEnd].contains(UInt8(ascii: ":")) else { return nil }
        let path = String(decoding: text[index..<pathEnd], as: UTF8.self)
        guard PageFileName.isMarkdown(path) else { return nil }
        let fragment = String(decoding: text[pathEnd..<end], as: UTF8.self)
        guard !path.hasPrefix("//") else { return nil }
        guard let target = pathBelowContent(path[...], fromTheFilesFolder: !path.hasPrefix("/")) else {
            warnOfLinkOutOfContent(path, at: index)
            return nil
        }
        return (target + fragment, String(decoding: written, as: UTF8.self), end)
    }

    /// A path a link names as a path below `content/`: from this file's folder there
    /// (`content/posts/a.md` → `posts`) or from `content/` itself; nil when `..` climbs out of it.
    private func pathBelowContent(_ written: Substring, fromTheFilesFolder: Bool) -> String? {
        var folder: [Substring] = []
        if fromTheFilesFolder {
            folder = environment.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            if folder.first == "content" { folder.removeFirst() }
        }
        return resolvedPath(written, from: folder.joined(separator: "/"))
    }

    /// A link to a file by a path whose `..` climbs out of `content/`: no page or file of the site is
    /// there, so the link is left as written and leads nowhere on the built site.
    private mutating func warnOfLinkOutOfContent(_ written: String, at offset: Int) {
        warning(
            "the link to '\(written.shortenedForMessage(limit: 80))' climbs out of content/, where no page or file of the site is, so it leads nowhere; link a file below content/ (fewer ../) or an address",
            at: offset)
    }

    /// Pelican's links to the site's own files, as a link's destination: `{filename}/articles/a.md`
    /// (a page, by its file: from `content/` after a slash, else from this file's folder), and
    /// `{static}/images/a.png` or `{attach}` (a file, at its address); Pelican 3's `|filename|` too.
    private mutating func pelicanLink(at index: Int, limit: Int) -> (page: String?, url: String, written: String, end: Int)? {
        guard let end = destinationEnd(at: index, limit: limit) else { return nil }
        let written = String(decoding: text[index..<end], as: UTF8.self)
        guard let marker = ["{filename}", "{static}", "{attach}", "|filename|", "|static|", "|attach|"].first(where: written.hasPrefix) else { return nil }
        var rest = written.dropFirst(marker.count)
        var fragment = ""
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[hash...])
            rest = rest[..<hash]
        }
        guard let path = pathBelowContent(rest, fromTheFilesFolder: !rest.hasPrefix("/")) else {
            warnOfLinkOutOfContent(written, at: index)
            return nil
        }
        let isPage = marker.contains("filename") && (PageFileName.isMarkdown(path) || path.hasSuffix(".ipynb"))
        return (isPage ? path + fragment : nil, liquidOutput.relativeURL("/" + path) + fragment, written, end)
    }

    /// Whether a link's destination or a parameter's value may be a page's address from the site's
    /// root: `/about/`, `/about#now`; not `//host/x`, a file (`/img/a.png`), one cmark would rewrite
    /// (an escape, an entity), a query, a scheme, or an address with the base path already.
    private static func mayNamePageAddress(_ written: String, basePath: String) -> Bool {
        guard written.hasPrefix("/"), !written.hasPrefix("//"), !written.contains(where: { "\\&?:".contains($0) }) else { return false }
        let path = written.prefix { $0 != "#" }
        guard !(path.split(separator: "/", omittingEmptySubsequences: false).last?.contains(".") ?? false) else { return false }
        return basePath == "/" || !written.hasPrefix(basePath)
    }

    /// Zola's link to a page by its file below `content/` (`@/blog/a.md#part`), as a link's
    /// destination (`[text](@/blog/a.md)`) or a link definition's (`[a]: @/blog/a.md`): the target
    /// after `@/`, and where the destination ends.
    private func internalLink(at index: Int, limit: Int) -> (target: String, end: Int)? {
        guard index + 2 < limit, text[index + 1] == UInt8(ascii: "/"), let end = destinationEnd(at: index, limit: limit), end > index + 2 else {
            return nil
        }
        return (String(decoding: text[(index + 2)..<end], as: UTF8.self), end)
    }

    /// A marker for a link to another page, resolved once every page is read.
    private mutating func reference(
        to target: String, form: PageReference.Form, at offset: Int, fallback: String? = nil, quietly: Bool = false, besideThePage: Bool = false,
        namesAnAddress: Bool = false
    ) -> String {
        references.append(
            PageReference(
                target: target, form: form, location: positions.location(of: offset), excerpt: positions.excerpt(at: offset),
                fallback: fallback, fallsBackQuietly: quietly, looksBesideThePage: besideThePage, namesAnAddress: namesAnAddress))
        return PageReference.marker(references.count - 1)
    }

    // MARK: Helpers

    /// A Markdown link from the site's root to an address without a file extension
    /// (`[cache](/backend/cache/)`, `[me](/about#now)`), as Hugo sites write links to their pages by
    /// their paths below content/ (a render hook or Hugo's own then finds the page and writes its
    /// URL, with the base path): the address and where it ends. Addresses that already start with
    /// the site's base path, have a query, or name a file (`/images/a.png`) are left alone, and
    /// so is any address no page answers (see `PageDirectory.sitePath(forAddress:)`).
    private func pageAddressLink(at index: Int, limit: Int) -> (address: String, end: Int)? {
        // A link's destination has `](` or `]: ` before it: never at the text's first byte.
        guard index >= 2, index + 1 < limit, text[index + 1] != UInt8(ascii: "/"), text[index - 1] == UInt8(ascii: "(") || text[index - 1] == UInt8(ascii: " "),
            let end = destinationEnd(at: index, limit: limit)
        else { return nil }
        let address = String(decoding: text[index..<end], as: UTF8.self)
        return Self.mayNamePageAddress(address, basePath: environment.config.basePath) ? (address, end) : nil
    }

    /// A link to a file by a path that climbs out of the page's folder (`![](../images/a.png)`, as
    /// Typora and Obsidian write it beside a post in `content/posts/`), or out of `content/` into
    /// `static/` (`../../static/img/a.png`, so that an editor shows a Hugo post's picture): the
    /// file's address, since the page's address is not its file's place. Only when the file is
    /// there and is no page bundle's (whose files move with its page); anything else stays as written.
    private func climbingFileLink(at index: Int, limit: Int) -> (url: String, end: Int)? {
        guard index + 2 < limit, text[index + 1] == UInt8(ascii: "."), text[index + 2] == UInt8(ascii: "/"),
            let locator = environment.markdown.charts.dataFiles, let end = destinationEnd(at: index, limit: limit)
        else { return nil }
        guard let file = fileDestination(index..<end), !PageFileName.isMarkdown(file.path) else { return nil }
        let folder = environment.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        // The file, from the site's folder, where it is (below content/ or static/, as the locator allows).
        guard let fromRoot = resolvedPath(file.path, from: folder), let address = publishedAddress(ofFileAt: fromRoot, locator: locator) else { return nil }
        return (address + file.rest, end)
    }

    /// A link from the site's root to a file of the site, in a site with a base path
    /// (`![chart](/images/a.png)` where the site is at `/blog/`): the file's address with the base
    /// path, as the author meant it (the old site's render wrote it without, and it led nowhere).
    /// Only when the file is in `static/` or `content/` (and no bundle's); anything else stays.
    private func rootFileLink(at index: Int, limit: Int) -> (url: String, end: Int)? {
        let base = environment.config.basePath
        guard base != "/", index + 1 < limit, text[index + 1] != UInt8(ascii: "/"), let locator = environment.markdown.charts.dataFiles,
            let end = destinationEnd(at: index, limit: limit)
        else { return nil }
        guard let file = fileDestination(index..<end), !file.written.hasPrefix(base), let lastPart = file.written.split(separator: "/").last,
            lastPart.contains("."), !PageFileName.isMarkdown(file.written), let fromRoot = resolvedPath(file.path, from: ""), !fromRoot.isEmpty
        else { return nil }
        for folder in ["static", "content"] {
            if let address = publishedAddress(ofFileAt: folder + "/" + fromRoot, locator: locator) { return (address + file.rest, end) }
        }
        return nil
    }

    /// A link's destination that names a file of the site: its path as written (percent escapes
    /// kept) and decoded, and what follows the path (`#part`, `?v=2`); nil for a destination
    /// cmark would rewrite (an escape, an entity) or an address with a scheme.
    private func fileDestination(_ range: Range<Int>) -> (written: String, path: String, rest: String)? {
        let destination = text[range]
        guard !destination.contains(UInt8(ascii: ":")), !destination.contains(UInt8(ascii: "\\")), !destination.contains(UInt8(ascii: "&")) else { return nil }
        let pathEnd = destination.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? range.upperBound
        let written = String(decoding: text[range.lowerBound..<pathEnd], as: UTF8.self)
        let path = written.contains("%") ? written.removingPercentEncoding ?? written : written
        return (written, path, String(decoding: text[pathEnd..<range.upperBound], as: UTF8.self))
    }

    /// The address of a file of the site by its path from the site's folder (`content/images/a.png`,
    /// `static/img/b.png`), when the locator finds a file (not a folder) there and it is no page bundle's (whose files
    /// are published in its page's folder, not at their paths); nil otherwise.
    private func publishedAddress(ofFileAt fromRoot: String, locator: DataFileLocator) -> String? {
        // A folder is no file: `../other-post#part` from a bundle is an address, which the browser
        // reads from the page's, as Hugo leaves it (its folder is not published at its path).
        guard let path = locator.firstPath(of: ["/" + fromRoot]), isRegularFile(atPath: path) else { return nil }
        if let inStatic = fromRoot.below("static") { return environment.config.url(inStatic) }
        guard let inContent = fromRoot.below("content") else { return nil }
        var parts = inContent.split(separator: "/").dropLast()
        while !parts.isEmpty {
            if locator.firstPath(of: ["/content/" + parts.joined(separator: "/") + "/index.md"]) != nil { return nil }
            parts = parts.dropLast()
        }
        return environment.config.url(inContent)
    }

    /// Hugo's escaped calls inside code, shown without their comment marks (and Pelican's `{% literal … %}` as the tag it writes).
    private func unescapedHugo(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        // Jekyll runs Liquid over code too: `{% raw %}` and `{% endraw %}` there, written to show Liquid, go.
        if environment.readsLiquid, bytes.contains(bytes: "raw"), let kept = Self.withoutRawTags(bytes) {
            return unescapedHugo(kept[...])
        }
        // Pelican's `{% literal notebook a.ipynb %}`, written in code to show a tag, is that tag.
        if environment.readsLiquid, bytes.contains(bytes: "{% literal ") {
            let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "{% literal ", with: "{% ")
            return unescapedHugo(Array(text.utf8)[...])
        }
        // Nearly all code has no `/*` after `{{`: one pass over the bytes, no string made.
        guard zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: "*") }) else {
            return Array(bytes)
        }
        if let shown = ZolaEscapes.unescaped(bytes) { return unescapedHugo(shown[...]) }
        // A comment in code (`/* … */`) is no escaped call: the text is made only for one.
        guard bytes.contains(bytes: "{{</*") || bytes.contains(bytes: "{{%/*")
            || bytes.contains(bytes: "*/>}}") || bytes.contains(bytes: "*/%}}")
        else { return Array(bytes) }
        var text = String(decoding: bytes, as: UTF8.self)
        for (from, to) in [("{{</*", "{{<"), ("*/>}}", ">}}"), ("{{%/*", "{{%"), ("*/%}}", "%}}")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return Array(text.utf8)
    }

    /// The bytes without Liquid's `{% raw %}` and `{% endraw %}` tags (`{%- raw -%}` too), or nil when they hold none.
    static func withoutRawTags(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var index = bytes.startIndex
        var copied = index
        while index + 1 < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < bytes.endIndex, end - index < 40, !(bytes[end] == UInt8(ascii: "%") && bytes[end + 1] == UInt8(ascii: "}")) { end += 1 }
            guard end + 1 < bytes.endIndex, bytes[end] == UInt8(ascii: "%") else {
                index += 2
                continue
            }
            let word = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " -\t"))
            if word == "raw" || word == "endraw" {
                out += bytes[copied..<index]
                copied = end + 2
            }
            index = end + 2
        }
        guard copied > bytes.startIndex else { return nil }
        out += bytes[copied...]
        return out
    }

    /// The first `needle` at or after `start`, ending by `limit`.
    private mutating func find(_ needle: [UInt8], from start: Int, limit: Int) -> Int? {
        let found: Int?
        if let last = searches[needle], last.from <= start, last.found.map({ start <= $0 }) ?? true {
            found = last.found
        } else {
            found = text.offset(of: needle, from: start)
            searches[needle] = (start, found)
        }
        guard let found, found + needle.count <= limit else { return nil }
        return found
    }

    /// The range without spaces at either end.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSpace(text[lower]) { lower += 1 }
        while upper > lower, isSpace(text[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// A tag's words without Liquid's whitespace-control dashes (`{%- x -%}`) and spaces.
    private func liquidContent(_ range: Range<Int>) -> Range<Int> {
        var range = trimmed(range)
        if range.lowerBound < range.upperBound, text[range.lowerBound] == UInt8(ascii: "-") {
            range = trimmed(range.lowerBound + 1..<range.upperBound)
        }
        if range.lowerBound < range.upperBound, text[range.upperBound - 1] == UInt8(ascii: "-") {
            range = trimmed(range.lowerBound..<range.upperBound - 1)
        }
        return range
    }

    /// Messages a post may get from this stage; past that, one more says how many were left out.
    private static let diagnosticLimit = 100

    /// False once the post has its share of messages (a hostile or broken post must not make thousands).
    private mutating func reports() -> Bool {
        guard diagnostics.count < Self.diagnosticLimit else {
            if diagnostics.count == Self.diagnosticLimit {
                diagnostics.append(
                    .warning(
                        "\(environment.path) has more problems with shortcodes or Liquid tags than the \(Self.diagnosticLimit) shown; fix these and build again"
                    ))
            }
            return false
        }
        return true
    }

    private mutating func error(_ message: String, at offset: Int) {
        guard reports() else {
            // The build must still fail when the message was left out.
            if !diagnostics.hasErrors { diagnostics.append(.error(message, at: positions.location(of: offset))) }
            return
        }
        diagnostics.append(positions.error(message, at: offset))
    }

    private mutating func warning(_ message: String, at offset: Int) {
        guard reports() else { return }
        diagnostics.append(positions.warning(message, at: offset))
    }
}

/// A space, tab or line break: the blanks between a shortcode's words and around its output.
func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}

private func isWordByte(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-")
}

/// The byte ranges of fenced and indented code blocks: cmark finds the indented ones (in a list,
/// indented text may be a paragraph), only when some line is indented enough to be code.
func codeBlockRanges(in text: [UInt8]) -> [Range<Int>] {
    let fenced = fencedCodeRanges(in: text)
    var lineStarts = [0]
    var indented = false
    for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
        lineStarts.append(index + 1)
        if index + 1 < text.count, text[index + 1] == UInt8(ascii: "\t") || text[(index + 1)...].prefix(4).elementsEqual("    ".utf8) { indented = true }
    }
    guard indented, let document = MarkdownTree.parse(String(decoding: text, as: UTF8.self), options: CMARK_OPT_DEFAULT) else { return fenced }
    defer { cmark_node_free(document) }
    var ranges = fenced
    for block in MarkdownTree.blocks(in: document, where: { MarkdownTree.type($0) == CMARK_NODE_CODE_BLOCK }) {
        let first = Int(cmark_node_get_start_line(block)), last = Int(cmark_node_get_end_line(block))
        guard first >= 1, first <= lineStarts.count else { continue }
        let range = lineStarts[first - 1]..<(last < lineStarts.count ? lineStarts[last] : text.count)
        if !fenced.contains(where: { $0.overlaps(range) }) { ranges.append(range) }
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
}

/// Where the code span that a run of backticks at `start` opens ends: after a run of the same
/// length before the paragraph ends (a blank line); nil when there is none. The run is skipped
/// whole either way, so a long run of backticks is never searched for again from inside it.
func codeSpanEnd(in text: [UInt8], from start: Int, limit: Int) -> Int? {
    var length = 0
    while start + length < limit, text[start + length] == UInt8(ascii: "`") { length += 1 }
    var index = start + length
    var previousNewline = false
    while index < limit {
        let byte = text[index]
        if byte == UInt8(ascii: "\n") {
            if previousNewline { return nil }
            previousNewline = true
        } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\r") {
            previousNewline = false
        }
        if byte == UInt8(ascii: "`") {
            var run = 0
            while index + run < limit, text[index + run] == UInt8(ascii: "`") { run += 1 }
            if run == length { return index + run }
            index += run
            continue
        }
        index += 1
    }
    return nil
}

/// The byte ranges of fenced code blocks (``` or ~~~, three or more, closed by a run at least as long).
func fencedCodeRanges(in text: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var open: (start: Int, character: UInt8, length: Int)?
    var lineStart = 0
    while lineStart < text.count {
        let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.count
        var index = lineStart
        while index < lineEnd, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") { index += 1 }
        if index < lineEnd, text[index] == UInt8(ascii: "`") || text[index] == UInt8(ascii: "~") {
            let character = text[index]
            var length = 0
            while index + length < lineEnd, text[index + length] == character { length += 1 }
            if let current = open {
                let rest = text[(index + length)..<lineEnd].allSatisfy(isSpace)
                if character == current.character, length >= current.length, rest {
                    ranges.append(current.start..<lineEnd)
                    open = nil
                }
            } else if length >= 3 {
                open = (lineStart, character, length)
            }
        }
        lineStart = lineEnd
    }
    if let current = open { ranges.append(current.start..<text.count) }
    return ranges
}

extension String {
    /// The text without the line breaks at its end (a template file's last newline).
    fileprivate var withoutTrailingNewlines: String {
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
