import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Included files: Jekyll's includes, and Markdown, code and HTML inserted from the site's files.
extension ShortcodeExpander {
    /// `{% include NAME.html key="v" %}`, as Jekyll themes' posts call their includes: the theme's
    /// shortcode of that name (the file's name, `embed/youtube.html` → `youtube`) with the same
    /// parameters; Minimal Mistakes' `video` include calls the shortcode its `provider` names, and
    /// `toc` puts the contents there, as kramdown's `{:toc}` does. Anything else stays as written.
    mutating func include(_ argument: String, at start: Int, spanning span: Range<Int>, depth: Int) -> [UInt8] {
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

    /// Markdown a tag brings in from another file (a notebook's cells, an include's part), read as
    /// the page's own: its formulas typeset, its blocks numbered after the page's, its links resolved
    /// as the page's (from `file`'s folder, the part's, when it has one); what goes wrong in it is
    /// said at the tag (`offset`).
    mutating func expandInserted(_ markdown: String, from file: String? = nil, at offset: Int, depth: Int) -> [UInt8] {
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
    mutating func includedMarkdown(_ written: String, at offset: Int, depth: Int) -> [UInt8] {
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
    mutating func includedFile(_ written: String, at offset: Int, isRequired: Bool, purpose: String = "to include") -> (path: String, fromSite: String)? {
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
    mutating func fileAsCode(_ written: String, language: String, at offset: Int) -> [UInt8] {
        guard let (path, _) = includedFile(written, at: offset, isRequired: false, purpose: "to show as code") else { return [] }
        guard let code = Self.text(atPath: path) else {
            warning("\(written.shortenedForMessage(limit: 80)) cannot be read as UTF-8 text, so it is not shown", at: offset)
            return []
        }
        return Array(Self.codeBlockMarkdown(code, language: language).utf8)
    }

    /// A file of the site as the HTML it holds, written on purpose (geekdoc's `type="html"` include).
    mutating func fileAsHTML(_ written: String, at offset: Int) -> [UInt8] {
        guard let (path, _) = includedFile(written, at: offset, isRequired: true) else { return [] }
        guard let html = Self.text(atPath: path) else {
            error("\(written.shortenedForMessage(limit: 80)) cannot be read as UTF-8 text; save it as UTF-8", at: offset)
            return []
        }
        return Array(("\n" + html + "\n").utf8)
    }

    /// A file of the site (a part, a code file) as text: nil when it is larger than a post may be or not UTF-8.
    static func text(atPath path: String) -> String? {
        guard let data = readFile(atPath: path), data.count <= largestMarkdownFile else { return nil }
        return String(validating: data, as: UTF8.self)
    }

    /// Code as a fenced block on lines of its own, a blank line before and after it.
    static func codeBlockMarkdown(_ code: String, language: String) -> String {
        "\n" + String(decoding: fencedCode(code.utf8, language: language), as: UTF8.self) + "\n"
    }

    /// The names of the files beside the page when it is a bundle's (`index.md`, `_index.md`),
    /// sorted; the folder is walked once per page, however many calls ask.
    mutating func bundleFileNames() -> [String] {
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
    mutating func includedCode(_ argument: String, spanning tag: Range<Int>) -> ([UInt8], Int) {
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
}
