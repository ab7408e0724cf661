import Foundation

/// A WordPress post's content as the Markdown file of a new site holds it: its HTML kept as
/// HTML blocks (which Markdown passes through), paragraphs made where WordPress makes them when it
/// shows a post (a blank line between two, a line break within one: its `wpautop`), the block
/// editor's `<!-- wp:… -->` marks left out, and its shortcodes where this site has their like:
/// `[code lang="python"]…[/code]` (and `[sourcecode]`) fenced code, highlighted at build time;
/// `[caption]<img …> Words[/caption]` a figure; `[embed]` and a YouTube or Vimeo address on a line
/// of its own (WordPress's embeds) the theme's `youtube` and `vimeo` shortcodes.
enum WordPressContent {
    /// The Markdown body of `html`, and the shortcodes it met that this site has no like of.
    /// - Parameters:
    ///   - media: the export's attachments, which `[gallery]` shows; `post` the id of the post, whose attachments a `[gallery]` without ids shows.
    static func markdown(of html: String, media: WordPressMedia = WordPressMedia(), post: String = "") -> (body: String, unknownShortcodes: Set<String>) {
        var unknown: Set<String> = []
        let text = withoutBlockMarks(html.replacingOccurrences(of: "\r\n", with: "\n"))
        var blocks: [String] = []
        var run: [Substring] = []
        var code: [Substring] = []
        func endRun() {
            let (html, shortcodes) = withShortcodes(ImportedHTML.keepingTemplateSyntax(run.joined(separator: "\n")), media: media, post: post)
            unknown.formUnion(shortcodes)
            blocks += ImportedHTML.headingBlocks(WordPressParagraphs.html(html))
            run = []
        }
        // Code and embeds, each on lines of their own, are Markdown's; the HTML between them one block.
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !code.isEmpty || trimmed.hasPrefix("[code") || trimmed.hasPrefix("[sourcecode") {
                code.append(line)
                let joined = code.joined(separator: "\n").trimmingCharacters(in: .whitespaces)
                if let block = codeBlock(joined) {
                    endRun()
                    blocks.append(block)
                    code = []
                }
            } else if let embed = embed(trimmed) {
                endRun()
                blocks.append(embed)
            } else {
                run.append(line)
            }
        }
        // A `[code]` never closed is text.
        run += code
        endRun()
        return (blocks.joined(separator: "\n\n") + "\n", unknown)
    }

    /// The content without the block editor's comments (`<!-- wp:paragraph -->`, `<!-- /wp:image -->`).
    private static func withoutBlockMarks(_ text: String) -> String {
        guard text.contains("<!-- wp:") || text.contains("<!-- /wp:") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<!-- ") {
            let after = rest[open.upperBound...]
            guard after.hasPrefix("wp:") || after.hasPrefix("/wp:"), let close = after.range(of: "-->") else {
                result += rest[..<open.upperBound]
                rest = after
                continue
            }
            result += rest[..<open.lowerBound]
            rest = after[close.upperBound...]
        }
        return result + rest
    }


    /// `[code language="python"]…[/code]` alone in its paragraph, as fenced code.
    private static func codeBlock(_ text: String) -> String? {
        for name in ["code", "sourcecode"] {
            guard text.hasPrefix("[" + name), text.hasSuffix("[/" + name + "]"), let end = text.firstIndex(of: "]") else { continue }
            let attributes = text[text.index(text.startIndex, offsetBy: name.count + 1)..<end]
            let language = ["language", "lang"].lazy.compactMap { attribute(attributes, $0) }.first
                ?? attributes.split(separator: " ").first.map(String.init).flatMap { $0.contains("=") ? nil : $0 } ?? ""
            let inner = text[text.index(after: end)..<text.index(text.endIndex, offsetBy: -(name.count + 3))]
            let code = HTMLEntities.decoded(String(inner)).trimmingCharacters(in: .newlines)
            return ImportedHTML.fencedCode(code, language: language)
        }
        return nil
    }

    /// `[embed]https://youtu.be/ID[/embed]`, or a video's address alone on its line (WordPress embeds
    /// it): the theme's shortcode; another address stays a link.
    private static func embed(_ text: String) -> String? {
        var url = text
        if url.hasPrefix("[embed"), url.hasSuffix("[/embed]"), let end = url.firstIndex(of: "]") {
            url = String(url[url.index(after: end)..<url.index(url.endIndex, offsetBy: -8)])
        }
        guard url.hasPrefix("http"), !url.contains(" "), !url.contains("\n"), !url.contains("<") else { return nil }
        if let video = VideoEmbed(url: url) { return "{{< \(video.provider) \(video.id) >}}" }
        return text.hasPrefix("[embed") ? "<p><a href=\"\(url.xmlEscaped)\">\(url.xmlEscaped)</a></p>" : nil
    }

    /// The paragraph with `[caption]` as a figure; the names of the other shortcodes in it.
    private static func withShortcodes(_ text: String, media: WordPressMedia, post: String) -> (String, Set<String>) {
        var result = text
        // `[gallery]` (the post's attached pictures) or `[gallery ids="7,8"]`: the theme's gallery of them.
        result = replacingShortcode("gallery", in: result) { attributes in
            let ids = attribute(attributes, "ids").map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? media.attached[post] ?? []
            let pictures = ids.compactMap { media.files[$0] }.filter { isPicture($0.url) }
            guard !pictures.isEmpty else { return nil }
            let images = pictures.map { "<img src=\"\($0.url.xmlEscaped)\" alt=\"\(HTMLEntities.decoded($0.title).xmlEscaped)\" loading=\"lazy\">" }.joined()
            return "<figure class=\"gallery\"><div class=\"gallery-items\">\(images)</div></figure>"
        }
        // WordPress.com's `$latex e^{i\pi}+1=0$` (with its `&s=2` size), and the `[latex]…[/latex]` of
        // LaTeX plugins: the formula, typeset at build time by the theme's `katex` shortcode.
        result = formulas(in: result)
        // `[audio mp3="…"]`, `[video src="…"]`: the browser's own player.
        for (name, element) in [("audio", "audio"), ("video", "video")] {
            result = replacingShortcode(name, in: result) { attributes in
                // Named (`mp3="…"`), or the address alone (`[audio https://…/a.mp3]`).
                let named = ["src", "mp3", "m4a", "ogg", "wav", "mp4", "m4v", "webm", "ogv"].lazy.compactMap { attribute(attributes, $0) }.first
                guard let source = named ?? attributes.split(separator: " ").first(where: { $0.hasPrefix("http") }).map(String.init) else { return nil }
                return "<\(element) controls preload=\"metadata\" src=\"\(source.xmlEscaped)\"></\(element)>"
            }
        }
        result = captionsAsFigures(in: result)
        var names: Set<String> = []
        for match in ScriptValues.allMatches(#"\[([a-z][a-z0-9_-]*)(?:\s[^\]]*)?\]"#, in: result).compactMap(\.first) where isShortcodeName(match) {
            names.insert(match)
        }
        return (result, names)
    }

    /// `[caption id="…"]<img …> Words[/caption]` (or the words in its `caption="…"`, as WordPress
    /// wrote them before 3.4) as a figure of the picture with the words under it. Posts moved from
    /// WordPress into another blog (Ghost, whose Markdown kept them) hold them too.
    static func captionsAsFigures(in text: String) -> String {
        var text = text
        while let open = text.range(of: "[caption"), let close = text.range(of: "[/caption]", range: open.upperBound..<text.endIndex),
            let end = text[open.upperBound...].firstIndex(of: "]"), end < close.lowerBound
        {
            let inner = text[text.index(after: end)..<close.lowerBound].drop { $0.isWhitespace }
            // The picture (or the link around it), then the caption's words, which may hold links of their own.
            let pictureEnd =
                inner.hasPrefix("<a") ? inner.range(of: "</a>")?.upperBound ?? inner.startIndex
                : inner.hasPrefix("<img") ? inner.firstIndex(of: ">").map { inner.index(after: $0) } ?? inner.startIndex : inner.startIndex
            let picture = inner[..<pictureEnd].trimmingCharacters(in: .whitespaces)
            let written = inner[pictureEnd...].trimmingCharacters(in: .whitespacesAndNewlines)
            let words = written.isEmpty ? attribute(text[open.upperBound..<end], "caption").map { HTMLEntities.decoded($0).xmlEscaped } ?? "" : written
            // `align="alignright"`: the figure beside the text, as WordPress placed it (a centred one is centred anyway).
            let align = attribute(text[open.upperBound..<end], "align").flatMap { ["alignleft", "alignright"].contains($0) ? " class=\"\($0)\"" : nil } ?? ""
            text.replaceSubrange(open.lowerBound..<close.upperBound, with: "<figure\(align)>\(picture)<figcaption>\(words)</figcaption></figure>")
        }
        return text
    }

    private static func formulas(in text: String) -> String {
        guard text.contains("$latex") || text.contains("[latex") else { return text }
        func shortcode(_ tex: Substring) -> String {
            var tex = HTMLEntities.decoded(String(tex)).trimmingCharacters(in: .whitespaces)
            // `&s=2&bg=ffffff&fg=000000`: how big and in which colours WordPress.com drew the picture.
            while let options = tex.range(of: #"&(s|bg|fg)=[-0-9a-fA-FT]*$"#, options: .regularExpression) { tex.removeSubrange(options) }
            return "{{< katex >}}" + tex + "{{< /katex >}}"
        }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "$latex"), let close = rest[open.upperBound...].firstIndex(of: "$") {
            result += rest[..<open.lowerBound] + shortcode(rest[open.upperBound..<close])
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        rest = Substring(result)
        result = ""
        while let open = rest.range(of: "[latex]"), let close = rest[open.upperBound...].range(of: "[/latex]") {
            result += rest[..<open.lowerBound] + shortcode(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// `text` with each `[name …]` (and its `[/name]`, if any) as `replacement` makes it from the
    /// attributes; one it makes nothing of stays as written.
    private static func replacingShortcode(_ name: String, in text: String, replacement: (Substring) -> String?) -> String {
        guard text.contains("[" + name) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[" + name) {
            let after = rest[open.upperBound...]
            guard let first = after.first, first == "]" || first == " ", let end = after.firstIndex(of: "]") else {
                result += rest[..<open.upperBound]
                rest = after
                continue
            }
            var close = after.index(after: end)
            if after[close...].hasPrefix("[/" + name + "]") { close = after.index(close, offsetBy: name.count + 3) }
            if let made = replacement(after[..<end]) {
                result += rest[..<open.lowerBound] + made
            } else {
                result += rest[..<close]
            }
            rest = after[close...]
        }
        return result + rest
    }

    private static func isPicture(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return [".jpg", ".jpeg", ".png", ".gif", ".webp", ".svg", ".avif"].contains { lowered.hasSuffix($0) }
    }

    /// Names WordPress and its common plugins give shortcodes (`gallery`, `contact-form-7`), not a
    /// word in brackets a post writes (`[sic]`, `[1]`).
    private static func isShortcodeName(_ name: String) -> Bool {
        ["gallery", "audio", "video", "playlist", "contact-form", "contact-form-7", "wpforms", "latexpage", "googlemaps", "tweet", "instagram", "soundcloud", "slideshow", "table", "su_", "vc_", "et_pb_"]
            .contains { name == $0 || name.hasPrefix($0) }
    }

    private static func attribute(_ attributes: Substring, _ name: String) -> String? {
        // `caption="I'm here"` or `caption='Say "hi"'`: to the quote that opened it.
        ScriptValues.firstMatch(#"\b"# + name + #"\s*=\s*(?:"([^"]*)"|'([^']*)')"#, in: String(attributes)).first
    }
}
