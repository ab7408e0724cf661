import Diagnostics
import Foundation

/// Reads one Markdown file into a page: decode, split, read the front matter, render the body.
///
/// - Returns: the page (nil when the file cannot be read at all) and every diagnostic.
func loadPage(_ file: ContentFile, config: SiteConfig, cache: BuildCache? = nil, theme: Theme? = nil) -> (
    Page?, [Diagnostic]
) {
    guard let data = readFile(atPath: file.absolutePath) else {
        return (
            nil,
            [.error("cannot read \(file.path); check that it is a readable file", at: .init(path: file.path, line: 1))]
        )
    }
    guard data.count <= largestMarkdownFile else {
        return (
            nil,
            [
                .error(
                    "\(file.path) is \(data.count / 1_048_576) MB; Markdown files over \(largestMarkdownFile / 1_048_576) MB are not built: split it into several posts",
                    at: .init(path: file.path, line: 1))
            ]
        )
    }
    return loadPage(data, file: file, config: config, cache: cache, theme: theme)
}

/// The largest Markdown file a build reads: cmark's output buffer stops at 1 GB, and escaping
/// can make HTML six times its source.
let largestMarkdownFile = 32 << 20

/// Reads one Markdown file's bytes into a page, as `loadPage(_:config:cache:)` does after reading them.
///
/// `theme` gives the shortcodes; without it, every shortcode is unknown.
func loadPage(_ data: Data, file: ContentFile, config: SiteConfig, cache: BuildCache? = nil, theme: Theme? = nil) -> (
    Page?, [Diagnostic]
) {
    var text: String
    var decodingWarnings: [Diagnostic] = []
    switch decodeUTF8(data, path: file.path) {
    case .success(let decoded):
        text = decoded.text
        if let warning = decoded.warning { decodingWarnings.append(warning) }
    case .failure(let problem): return (nil, [problem])
    }
    // A Quarto post whose code was run is read as Quarto left it, with the outputs.
    let frozen = QuartoFreeze.markdown(for: file)
    if let frozen { text = frozen }
    // A notebook is read as the Markdown post it shows (its lines in messages are that post's),
    // its plots as files beside the page.
    var files: [PageFile] = []
    if file.isNotebook {
        do throws(NotebookProblem) {
            let post = try Notebook(json: data).post
            files = post.images
            // JSON escapes (`\u0007` in a program's output) may hold characters XML forbids: cleaned as a file's are.
            let cleaned = XMLCharacters.cleaned(post.markdown)
            text = cleaned.text
            if cleaned.count > 0 {
                decodingWarnings.append(XMLCharacters.warning(count: cleaned.count, at: SourceLocation(path: file.path, line: 1)))
            }
        } catch {
            return (nil, [.error(error.message, at: SourceLocation(path: file.path, line: 1))])
        }
    }
    let split = splitFrontMatter(text)
    let showsCodeWithoutOutput = file.isCodeDocument && frozen == nil && QuartoFreeze.holdsCodeToRun(split.body, frontMatter: split.frontMatter)
    var reader = YAMLFieldReader(path: file.path, lineOffset: split.frontMatterLineOffset, source: SourceLines(text))
    var page = defaultPage(for: file, siteLanguage: config.language, keepingDates: config.keepsDatesInNames, hyphenating: config.slugifiesPaths)
    page.files = files
    page.showsCodeWithoutOutput = showsCodeWithoutOutput
    // Only a preview (which has a cache) compares a file's bytes with the last build's.
    if cache != nil { page.sourceFingerprint = Fingerprint(data) }
    if split.isUnclosed, let format = split.format {
        reader.error(unclosed: format)
    } else if let frontMatter = split.frontMatter, let format = split.format {
        do {
            if let root = try format.parse(String(frontMatter)), !root.isNull {
                readFrontMatter(root, into: &page, reader: &reader, config: config)
            }
        } catch {
            if format.rereadsColonsInValues, let (root, repairs) = ColonsInValues.reread(String(frontMatter), after: error) {
                for repair in repairs { reader.warning(quoted: repair) }
                if let root, !root.isNull { readFrontMatter(root, into: &page, reader: &reader, config: config) }
            } else {
                reader.error(error, in: format)
            }
        }
    }
    // Pelican's way (`slugs_from_titles: true`, its SLUGIFY_SOURCE = 'title'): a page without `slug:`
    // is at its title's, whatever its file is called.
    if config.slugsFromTitles, page.writtenSlug == nil, file.stem != "index", case let titled = slugify(page.title), !titled.isEmpty {
        page.slug = titled
    }
    // A page without a title whose text opens with one (`# Notes`, Quarto's and GitHub's way) is titled by it, below.
    let titledByItsText = page.title.isEmpty && !file.isHTML
    finishDate(of: &page, config: config)
    if let name = page.layout?.name, articleLayoutsOfOtherThemes.contains(name), !(theme?.layoutNames.contains(name) ?? false) {
        page.layout = nil
    }
    if let name = page.layout?.name, let ours = layoutsOfOtherThemes[name], let theme, !theme.layoutNames.contains(name), theme.layoutNames.contains(ours) {
        page.layout?.name = ours
    }
    // Hugo Apéro's note that a page has no body, which its layouts never show; its About page's
    // words, kept in the bundles beside it.
    var body = file.isSectionIndex && AperoPages.isPlaceholder(split.body) ? "" : String(split.body)
    var aperoParts: [String] = []
    if file.isSectionIndex, page.cascadedPublishOptions?.renders == false, let about = AperoPages.aboutMarkdown(inFolder: file.folderPath) {
        body += about
        // An edit to them changes this page (see `IncrementalBuild`).
        let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
        aperoParts = AperoPages.aboutParts.map { folder + "/" + $0 }
    }
    // Hugo Blox's landing page: the words of its blocks of `sections:`, after its own text.
    var sectionWarnings: [Diagnostic] = []
    if let sections = LandingSections.read(
        page.params["sections"], profiles: config.authorProfiles, siteRoot: file.siteRootPath,
        words: theme?.words.texts(for: page.writtenLanguage ?? config.language) ?? [:])
    {
        body += sections.markdown
        page.listings += sections.listings
        if !sections.leftOut.isEmpty {
            let place = frontMatterPlace(of: "sections", in: text, lines: split.bodyLineOffset, path: file.path)
            sectionWarnings.append(.warning(LandingSections.warning(leftOut: sections.leftOut), at: place))
        }
    }
    let isMDX = file.isMDX || (config.markdownIsMDX && PageFileName.isPlainMarkdown(file.name))
    if isMDX {
        let mdx = MDXSource(body, path: file.path, lineOffset: split.bodyLineOffset, shortcodes: Set(theme?.shortcodeNames ?? []), contentsMarker: config.markdownExtensions.contains(.attributes))
        body = mdx.markdown
        decodingWarnings += mdx.diagnostics
    }
    // A translation's charts speak its language: numbers, months and the phrases readers hear.
    let language = page.writtenLanguage ?? config.language
    var charts = ChartContext(
        path: file.path, lineOffset: split.bodyLineOffset, dataFiles: DataFileLocator(postFolder: file.folderPath, siteRoot: file.siteRootPath),
        locale: language, drawsImages: true)
    charts.words = theme?.words.chartWords(for: language) ?? .english
    let options = MarkdownOptions(
        unsafe: config.unsafeMarkdown,
        charts: charts,
        smart: config.smartPunctuation, extensions: config.markdownExtensions, idPrefix: page.slug + "-",
        calloutHeadings: theme?.words.calloutHeadings(for: language) ?? [:])
    // `abstract:` is Markdown, shown under the title as the page's summary of itself.
    if case .string(let abstract)? = page.params["abstract"], !abstract.allSatisfy(\.isWhitespace) {
        var abstractOptions = options
        abstractOptions.idPrefix = page.slug + "-abstract-"
        page.abstractHTML = renderMarkdown(abstract, options: abstractOptions, cache: cache).html
    }
    // A paper's venue and links (Hugo Blox's publications), shown under its title.
    if let venue = PaperLinks.venue(page.params), let inline = MarkdownTree.inline(venue, refusingRawHTML: true) {
        page.publicationHTML = inline.html
    }
    page.paperLinks = PaperLinks.read(page.params, of: file, config: config)
    var bibliographyProblems: [Diagnostic] = []
    var environment = ShortcodeEnvironment(
        library: theme?.library, names: theme?.shortcodeNames ?? [], markdownFields: theme?.markdownFields ?? [:],
        config: config, path: file.path,
        lineOffset: split.bodyLineOffset, pageTitle: page.title, pageDescription: page.description, pageParams: page.params, markdown: options,
        // MDX is never Liquid's: `{% link … %}` pasted into one from a Jekyll post is text there.
        readsLiquid: config.readsLiquid && !isMDX && split.format?.mayHoldLiquid ?? true)
    environment.sharesFootnotes = !file.isHTML
    if let locator = options.charts.dataFiles {
        let cites = citedBibliography(page.params["bibliography"], body: body, locator: locator)
        environment.bibliography = cites.bibliography
        environment.bibliographyNames = cites.names
        if !cites.problems.isEmpty {
            // Said at the front matter's `bibliography:` line.
            let location = frontMatterPlace(of: "bibliography", in: text, lines: split.bodyLineOffset, path: file.path)
            bibliographyProblems = cites.problems.map { $0.isError ? .error($0.message, at: location) : .warning($0.message, at: location) }
        }
    }
    let expansion = expandShortcodes(in: body, environment: environment)
    // An HTML page's body is the author's HTML already: only its shortcodes and Liquid are expanded.
    var rendering = options
    rendering.placeholderTexts = expansion.blockTexts
    rendering.partFootnotes = expansion.partFootnotes
    var rendered: RenderedMarkdown
    if file.isHTML {
        // Its R widgets (a blogdown render's) drawn as a Markdown page's are.
        // Its tables take focus as the theme lets them scroll (before widgets are drawn as tables of this site's).
        let page = options.has(.tables) ? RawTables.focusable(expansion.markdown) : expansion.markdown
        rendered = HTMLPageWidgets.rendered(page, options: rendering, cache: cache) ?? RenderedMarkdown(html: page, chartCount: 0, diagnostics: [])
        if options.has(.highlighting) { rendered.html = PreformattedCode.highlighted(in: rendered.html) }
    } else {
        rendered = renderMarkdown(expansion.markdown, options: rendering, cache: cache)
    }
    page.html = expansion.substitute(into: rendered.html)
    // The calls' references to the post's notes, numbered with the post's own.
    if !expansion.footnoteMarkers.isEmpty {
        page.html = PartFootnotes.replacingMarkers(
            in: page.html, references: rendered.partFootnotes.markerReferences, markers: expansion.footnoteMarkers)
    }
    // A shortcode's headings were given ids of their own document's; the page's repeats are made unique.
    if !expansion.blocks.isEmpty, options.has(.headingIDs) { page.html = UniqueHeadingIDs.apply(to: page.html) }
    page.references = expansion.rewrittenLines.applied(to: expansion.references, path: file.path, lineOffset: split.bodyLineOffset)
    page.chartCount = rendered.chartCount + expansion.chartCount
    page.includedFiles = expansion.includedFiles + aperoParts
    page.chartImages = rendered.chartImages + expansion.chartImages
    page.imagesWithoutText = (rendered.imagesWithoutText + expansion.imagesWithoutText).sorted()
    // Formulas in headings are typeset in the contents as in the headings.
    page.contents = rendered.contents.map { entry in
        var entry = entry
        entry.markup = entry.markup.map(expansion.substitute)
        return entry
    }
    if titledByItsText { takeOpeningHeadingAsTitle(of: &page) } else { dropOpeningHeadingRepeatingTitle(of: &page) }
    if options.has(.math) { page.titleHTML = TitleMath.html(of: page.title, singleDollars: config.singleDollarMath, macros: config.mathMacros) }
    // A chart's rows are drawn, not read: the reading time leaves them out. A notebook's cells are read.
    page.wordCount = max(0, countWords(body) + expansion.insertedWords - rendered.chartWords - unreadWords(in: body))
    page.cjkCharacterCount = max(0, countCJKCharacters(body) - rendered.chartCJKCharacters)
    page.listSummaryHTML = listSummary(html: page.html, written: page.summary, description: page.description)
    let bodyDiagnostics = expansion.rewrittenLines.applied(
        to: expansion.diagnostics + rendered.diagnostics, path: file.path, lineOffset: split.bodyLineOffset)
    return (page, decodingWarnings + reader.diagnostics + sectionWarnings + bibliographyProblems + bodyDiagnostics)
}

/// Where a key of the front matter (the first `lines` of `text`) is written, for a message about
/// it; the file's first line when it cannot be found.
private func frontMatterPlace(of key: String, in text: String, lines: Int, path: String) -> SourceLocation {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines).firstIndex { $0.hasPrefix(key) } ?? 0
    return SourceLocation(path: path, line: line + 1, column: 1)
}

/// What a file gives before its front matter is read: a post's slug from a Jekyll name, title from the slug.
private func defaultPage(for file: ContentFile, siteLanguage: String, keepingDates: Bool, hyphenating: Bool) -> Page {
    var stem = file.stem
    // A folder with an index.md is one page named after the folder (a page bundle); so is a section's _index.md.
    if stem == "index" || stem == "_index", !file.folder.isEmpty, file.folder != file.postsFolder || stem == "_index" {
        stem = String(file.folder.split(separator: "/").last!)
    }
    // A post's dated name (`2026-03-14-x.md`) gives its date and slug, as Jekyll's posts do; any
    // other page keeps its whole name, as in Hugo and Jekyll (`events/2024-02-15-orientation/`), and so
    // does a post with `keep_dates_in_names` (Quarto's).
    let slug = nameSlug((file.isPost && !keepingDates ? splitJekyllFileName(stem)?.slug : nil) ?? stem, hyphenating: hyphenating)
    var page = Page(
        kind: file.isPost ? .post : .page, source: file, title: "", slug: slug.isEmpty ? "untitled" : slug,
        sitePath: "")
    page.language = LanguageCode.translation(file.language, site: siteLanguage)
    return page
}

/// Fills in the date from a dated name (`2026-03-14-x.md`, Zola's `2026-03-14_x.md`, or a bundle's
/// folder) and the title from the slug. A post without any date still builds (see `loadContent`).
private func finishDate(of page: inout Page, config: SiteConfig) {
    if page.date == nil {
        if let dated = splitJekyllFileName(datedName(of: page.source)), let date = readPostDate(dated.date, in: config.timeZone) {
            page.date = date.date
            page.dateLocation = SourceLocation(path: page.source.path, line: 1)
        }
    }
    // The Rust blog (Zola) dates its posts only in their paths: `path = "2025/09/12/crates-io-phishing"`.
    if page.date == nil, let custom = page.customPath, let day = dayInPath(custom.path),
        let date = readPostDate(day, in: config.timeZone)
    {
        page.date = date.date
        page.dateLocation = custom.location
    }
    if page.date == nil, let publishDate = page.publishDate { page.date = publishDate }
    if page.title.isEmpty {
        page.title = page.slug.split(separator: "-").joined(separator: " ").capitalizedFirst
    }
}

/// The name that may carry a post's date: the file's, or a bundle's folder's for an `index.md`.
func datedName(of file: ContentFile) -> String {
    let stem = file.stem
    return stem == "index" ? file.folder.split(separator: "/").last.map(String.init) ?? stem : stem
}

/// The day a page's own path names with three folders, `2025/09/12/name` → "2025-09-12", as
/// Jekyll's default permalinks and the Rust blog's paths do; nil when it names none.
func dayInPath(_ path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count >= 3 else { return nil }
    func isNumber(_ part: Substring, digits: Int) -> Bool {
        part.utf8.count == digits && part.utf8.allSatisfy { (48...57).contains($0) }
    }
    for start in 0...(parts.count - 3) {
        let (year, month, day) = (parts[start], parts[start + 1], parts[start + 2])
        if isNumber(year, digits: 4), isNumber(month, digits: 2), isNumber(day, digits: 2) {
            return "\(year)-\(month)-\(day)"
        }
    }
    return nil
}

/// Characters of Chinese, Japanese and Korean text, which has no spaces between words: Han,
/// kana, Hangul and their punctuation. Read on the bytes, 32 at a time while they are ASCII.
func countCJKCharacters(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var index = 0
        while index < bytes.count {
            // ASCII (most text) goes 32 bytes at a time.
            if index + 32 <= bytes.count {
                let any = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                if any & highBits == 0 {
                    index += 32
                    continue
                }
            }
            let lead = bytes[index]
            // Every such character is three bytes from E3, or four from F0; the text is valid UTF-8.
            if lead >= 0xE3, lead < 0xF0, index + 2 < bytes.count {
                let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                if isCJK(scalar) { count += 1 }
                index += 3
            } else if lead >= 0xF0, index + 3 < bytes.count {
                let scalar = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                if isCJK(scalar) { count += 1 }
                index += 4
            } else {
                index += 1
            }
        }
        return count
    }
}

/// CJK punctuation and symbols, kana, Han (with its extensions and compatibility forms), Hangul
/// syllables and full-width forms.
private func isCJK(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
        0x20000...0x2FA1F:
        return true
    default:
        return false
    }
}

/// The words of raw elements a reader sees drawn or never sees (a plot's inline `<svg>` that
/// Quarto's frozen output holds, a widget's `<script>`, a `<style>`), which the reading time leaves out.
func unreadWords(in text: String) -> Int {
    var words = 0
    for (open, close) in [("<svg", "</svg>"), ("<script", "</script>"), ("<style", "</style>")] {
        var from = 0
        while let start = text.utf8Offset(of: open, from: from) {
            guard let end = text.utf8Offset(of: close, from: start) else { break }
            words += countWords(String(text.utf8Slice(start..<(end + close.utf8.count))))
            from = end + close.utf8.count
        }
    }
    return words
}

/// Words in the Markdown source, counted as runs of non-space characters.
func countWords(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        // Eight bytes at a time: a word starts where a space byte meets a non-space byte.
        var count = 0
        var previousSpace: UInt64 = 0x80  // the byte before the text counts as a space
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let spaces = spaceBytes(in: word)
            let before = spaces << 8 | previousSpace
            count &+= (~spaces & before & highBits).nonzeroBitCount
            previousSpace = spaces >> 56
            index += 8
        }
        var previousIsSpace = previousSpace != 0
        while index < bytes.count {
            let byte = bytes[index]
            let isSpace = byte == 32 || byte == 9 || byte == 10 || byte == 13
            if previousIsSpace, !isSpace { count &+= 1 }
            previousIsSpace = isSpace
            index += 1
        }
        return count
    }
}

private let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
private let highBits: UInt64 = 0x8080_8080_8080_8080

/// The high bit of each byte of `word` that is a tab, line feed, carriage return or space.
@inline(__always)
private func spaceBytes(in word: UInt64) -> UInt64 {
    zeroBytes(word ^ 0x2020_2020_2020_2020) | zeroBytes(word ^ 0x0909_0909_0909_0909)
        | zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
}

/// The high bit of each zero byte of `word`, exactly (no carries between bytes).
@inline(__always)
private func zeroBytes(_ word: UInt64) -> UInt64 {
    ~(((word & lowBits) &+ lowBits) | word | lowBits)
}

/// A page whose text opens with a first-level heading that says its title again (`title:
/// Callouts` and `# Callouts`, as Just the Docs' pages are written, whose layout shows no title)
/// loses the heading: the theme shows the title once.
private func dropOpeningHeadingRepeatingTitle(of page: inout Page) {
    guard let (heading, rest) = openingHeading(of: page.html), heading.lowercased() == page.title.trimmingSpaces().lowercased() else { return }
    page.html = rest
}

/// The text of the first-level heading the page's HTML opens with, and the HTML after it; nil when it opens with none.
private func openingHeading(of html: String) -> (text: String, rest: String)? {
    let html = html.drop { $0 == "\n" || $0 == " " }
    guard html.hasPrefix("<h1"), let open = html.firstIndex(of: ">"), let end = html.range(of: "</h1>"),
        let text = textOf(html[html.index(after: open)..<end.lowerBound]).trimmingSpaces().characterReferencesRead
    else { return nil }
    return (text, String(html[end.upperBound...].drop { $0 == "\n" }))
}

/// A page whose front matter gives no title and whose text opens with a first-level heading
/// (`# Publications`) takes that heading as its title, and the heading leaves the text: the theme
/// shows the title once, as Jekyll's titles-from-headings and Obsidian do.
private func takeOpeningHeadingAsTitle(of page: inout Page) {
    guard let (title, rest) = openingHeading(of: page.html), !title.isEmpty else { return }
    page.title = title
    page.html = rest
}
