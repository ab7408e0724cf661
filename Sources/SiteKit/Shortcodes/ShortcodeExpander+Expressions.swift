import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Output tags, `{{ … }}`: Zola's shortcode calls, Liquid's variables and filters, notebooks and galleries called by them.
extension ShortcodeExpander {
    /// `{{ … }}`: Zola's `{{ name(args) }}`, Jekyll's output tags (`LiquidOutput`); anything else stays.
    mutating func expression(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
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
    static func footnoteDetail(_ words: String) -> (String, String)? {
        guard let bar = words.lastIndex(of: "|") else { return nil }
        let filter = words[words.index(after: bar)...].trimmingSpaces()
        guard filter.hasPrefix("fndetail:"), let note = quoted(words[..<bar].trimmingSpaces()) else { return nil }
        let label = filter.dropFirst("fndetail:".count).trimmingSpaces()
        guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        return (note, label)
    }

    /// A Liquid string literal's text (`"a"` or `'a'`), or nil for any other word.
    static func quoted(_ word: some StringProtocol) -> String? {
        guard word.count >= 2, let quote = word.first, quote == "\"" || quote == "'", word.last == quote else { return nil }
        return String(word.dropFirst().dropLast())
    }

    /// `{{ notice | markdownify }}`: a variable that `capture` or `assign` set, its text as it is,
    /// or as Markdown rendered (`markdownify`), through `remove: "<p>"` and `strip` as Minimal
    /// Mistakes' notices and figures write it; nil for another variable or filter.
    mutating func variableOutput(_ words: String, spanning span: Range<Int>) -> [UInt8]? {
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
    mutating func notebook(_ tag: NotebookTag?, example: String, spanning span: Range<Int>, depth: Int) -> ([UInt8], Int) {
        guard let tag else { return leftAsWritten(span, because: "it names no notebook; write \(example)") }
        switch expandedCells(of: tag, at: span.lowerBound, depth: depth) {
        case .success(let cells): return (cells, span.upperBound)
        case .failure(let problem): return leftAsWritten(span, because: problem.message)
        }
    }

    /// The cells of the notebook a tag names, read as the page's Markdown, or why they cannot be.
    mutating func expandedCells(of tag: NotebookTag, at offset: Int, depth: Int) -> Result<[UInt8], NotebookProblem> {
        guard let locator = environment.markdown.charts.dataFiles else {
            return .failure(NotebookProblem("a notebook is read from the site's content/ folder, which this post is not in"))
        }
        return tag.markdown(locator: locator).map { expandInserted("\n" + $0, at: offset, depth: depth) }
    }

    /// A notebook a shortcode names, beside the page, in `content/` or in `static/` (where an import
    /// puts Hugo's `assets/`), its cells read as the page's Markdown; one at a web address is a link
    /// to it, as no build fetches from the web.
    mutating func notebookCells(_ path: String, at offset: Int, depth: Int) -> [UInt8] {
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
    func liquidSitePath(_ written: String) -> String {
        var path = written.trimmingSpaces().trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        let base = liquidOutput.basePath
        if !base.isEmpty, path.hasPrefix(base + "/") { path.removeFirst(base.count) }
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// `name == "text"`, `name != "text"` or `name` alone, of a value an assign or capture made;
    /// nil for any other condition.
    func liquidCondition(_ argument: String) -> Bool? {
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
    mutating func liquidBranches(_ inner: Range<Int>) -> (then: Range<Int>, otherwise: Range<Int>?) {
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
    var liquidOutput: LiquidOutput {
        LiquidOutput(
            basePath: String(environment.config.url("").dropLast()),
            origin: environment.config.origin ?? environment.config.baseURL, pageValue: pageText,
            siteValue: { [params = environment.config.params] name in Self.text(of: params[name]) })
    }

    /// The page's `title` or a front matter value as text; nil when it has none.
    func pageText(_ name: String) -> String? {
        if name == "title" { return environment.pageTitle }
        return Self.text(of: environment.pageParams[name])
    }

    /// A value that is one piece of text, a number or a flag, as text; nil for any other.
    static func text(of value: TemplateValue?) -> String? {
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
    mutating func galleryOfFrontMatter(_ call: ShortcodeCall) -> TemplateObject {
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
    static let galleryImageTypes: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "avif"]

    /// Each image beside the page (`trip/beach.jpg`), linked to itself, named by its file's words
    /// ("beach"): the gallery's call gives them no text of their own.
    static func galleryHTML(of images: [String]) -> String {
        images.map { name in
            let stem = (name.split(separator: "/").last ?? "").split(separator: ".").dropLast().joined(separator: ".")
            let words = stem.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            return "<figure class=\"shortcode-figure\"><a href=\"\(name.xmlEscaped)\"><img src=\"\(name.xmlEscaped)\" alt=\"\(words.xmlEscaped)\" loading=\"lazy\"></a></figure>\n"
        }.joined()
    }

    /// The bytes of `slice` between the first `open` and the `close` after it, or nil.
    static func between(_ open: String, and close: String, in slice: ArraySlice<UInt8>) -> Range<Int>? {
        guard let start = slice.firstRange(of: Array(open.utf8)), let end = slice[start.upperBound...].firstRange(of: Array(close.utf8)) else { return nil }
        return start.upperBound..<end.lowerBound
    }

    /// Type on Strap's `{% include aligner.html images="a.png,b.png" column=1 %}`: the images of
    /// `assets/img/` it names, side by side (`column` of them to a row, all of them by default). The
    /// theme gives them no text, which is said as for any image without one.
    mutating func alignedImages(_ call: ShortcodeCall) -> TemplateObject {
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
    static func markdownLiteral(_ text: String) -> [UInt8] {
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
    func zolaCall(_ content: Range<Int>, at start: Int) -> ShortcodeCall? {
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
}
