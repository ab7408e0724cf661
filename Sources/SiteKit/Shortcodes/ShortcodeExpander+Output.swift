import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// What a call writes: figures of files, placeholders for HTML, the Markdown inside a call as HTML, and the values templates get.
extension ShortcodeExpander {
    func figureFileFence(_ file: String, language: String) -> [UInt8] {
        let named = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "`'\""))) ?? file
        return fencedCode([], language: language + " file=" + named)
    }

    /// A chart library's shortcode as a chart fence in `language`: the configuration inside the
    /// call, or in the file the first of `keys` names (the argument at `position` too); nil when
    /// the call holds neither. `namesJSONWithoutItsExtension`: a name without one is a `.json` file.
    mutating func figureShortcode(
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
    mutating func figureFile(_ file: String, language: String, library: String, key: String, at offset: Int) -> [UInt8] {
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
    func isInline(_ span: Range<Int>) -> Bool {
        let startsLine = span.lowerBound == 0 || text[span.lowerBound - 1] == UInt8(ascii: "\n")
        let endsLine = span.upperBound >= text.count || text[span.upperBound] == UInt8(ascii: "\n") || text[span.upperBound] == UInt8(ascii: "\r")
        return !(startsLine && endsLine)
    }

    /// A placeholder for `html`, which takes the place of the text in `span` (padded with the
    /// lines it spanned when it ends a line, so that later lines keep their numbers).
    mutating func placeholder(for html: String, readingAs words: String = "", spanning span: Range<Int>) -> [UInt8] {
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
    mutating func innerHTML(_ markdown: String, startingAt offset: Int) -> String {
        let read = markdown + linkDefinitions(for: markdown)
        return ShortcodeExpansion(markdown: "", blocks: blocks).substitute(into: html(of: read, at: offset, idPrefix: "inner-"))
    }

    /// The post's link reference definitions, after a blank line, for an inner text that may use
    /// them (a callout's `[data tables]` defined at the post's end); empty once they have been read
    /// with inner texts a few times the post's length over. Each definition is expanded once (its
    /// `data-tables.md` made a link to that page), and the post's own pass takes it as expanded.
    mutating func linkDefinitions(for markdown: String) -> String {
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
    mutating func html(of markdown: String, at offset: Int, idPrefix: String) -> String {
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
    func plainText(ofMarkdown markdown: String) -> String {
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
    mutating func inlineHTML(_ markdown: String, at offset: Int) -> String {
        var html = html(of: markdown, at: offset, idPrefix: "param-").withoutTrailingNewlines
        if html.hasPrefix("<p>"), html.hasSuffix("</p>"), html.utf8Offset(of: "<p>", from: 3) == nil {
            html = String(html.dropFirst(3).dropLast(4))
        }
        return html
    }

    /// What a shortcode template sees: its parameters by name and by position (`{{0}}`), its name,
    /// the page and the site.
    func shortcodeContext(for call: ShortcodeCall) -> TemplateObject {
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
        // `"\r\n"` is one Character: a CRLF line break goes as a whole.
        var code = Substring(inner)
        if code.first == "\r\n" || code.first == "\n" { code.removeFirst() }
        while let last = code.last, last == "\n" || last == "\r" || last == "\r\n" { code.removeLast() }
        return String(code)
    }

    /// Values the default theme's shortcodes need that a template cannot work out: a referenced
    /// page's URL (`ref`, `relref`, and blogdown's `blogdown/postref` for the page itself), highlighted code (`highlight`), a page parameter (`param`).
    mutating func helperValues(for call: ShortcodeCall) -> TemplateObject {
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
}
