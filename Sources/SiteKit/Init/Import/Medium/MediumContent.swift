import Foundation

/// A Medium story's body as the Markdown file of a new site holds it: its paragraphs ("grafs") one
/// HTML block each without Medium's classes and ids, its parts' dividers as rules, its headings
/// Markdown's (Medium's large heading `##`, its small one `###`), its code (a run of code
/// paragraphs, lines parted by `<br>`, colours by highlight.js) fenced in the language it names,
/// its embeds as the theme's `gist`, `youtube` and `vimeo` shortcodes, a link's card as a link with
/// its description. The title and subtitle heading the story are the page's own title and summary.
enum MediumContent {
    static func markdown(of body: String) -> String {
        var grafs: [String] = []
        var isFirstSection = true
        for section in HTMLElements.topLevel(of: body) {
            for part in section.hasPrefix("<section") ? children(of: section) : [section] {
                if part.contains("class=\"section-divider\"") {
                    // The writer's divider between two parts; the first part's is Medium's own.
                    if !isFirstSection { grafs.append("<hr>") }
                } else if part.hasPrefix("<div class=\"section-content\"") {
                    for inner in children(of: part) { grafs += inner.hasPrefix("<div class=\"section-inner") ? children(of: inner) : [inner] }
                } else {
                    grafs.append(part)
                }
            }
            isFirstSection = false
        }
        // The title and subtitle Medium repeats at the top of the story.
        if let title = grafs.firstIndex(where: { $0.contains("graf--title") }), title < 3 {
            grafs.remove(at: title)
            if title < grafs.count, grafs[title].contains("graf--subtitle") { grafs.remove(at: title) }
        }
        var blocks: [String] = []
        var code: [String] = []
        var language = ""
        func endCode() {
            guard !code.isEmpty else { return }
            blocks.append(ImportedHTML.fencedCode(code.joined(separator: "\n\n"), language: language))
            code = []
            language = ""
        }
        for graf in grafs {
            // A run of code paragraphs is one block of code, as Medium shows it.
            if graf.hasPrefix("<pre") {
                if language.isEmpty { language = ScriptValues.firstMatch(#"^<pre[^>]*\sdata-code-block-lang="([a-z0-9+#-]+)""#, in: graf).first ?? "" }
                code.append(codeText(of: graf))
                continue
            }
            endCode()
            blocks.append(converted(graf))
        }
        endCode()
        return blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }

    /// One graf as a block of Markdown.
    private static func converted(_ graf: String) -> String {
        if graf.contains("graf--iframe") || graf.contains("graf--mixtapeEmbed") {
            // `<script src="https://gist.github.com/someone/ID.js">`: the gist, linked.
            if let gist = ScriptValues.groups(of: #"gist\.github\.com/([^/"]+)/([0-9a-f]+)\.js"#, in: graf) { return "{{< gist \(gist[0]) \(gist[1]) >}}" }
            if let source = ScriptValues.firstMatch(#"<iframe[^>]*\ssrc="([^"]+)""#, in: graf).first, let video = VideoEmbed(url: HTMLEntities.decoded(source)) {
                return "{{< \(video.provider) \(video.id) >}}"
            }
            // A link's card: its address, title and description; Medium's picture of it stays behind.
            if let card = ScriptValues.groups(of: #"<a href="([^"]+)"[^>]*>([\s\S]*?)</a>"#, in: graf), graf.contains("mixtapeEmbed") {
                return ImportedHTML.block("<p><a href=\"\(card[0])\">\(plain(card[1]))</a></p>")
            }
        }
        // A picture: itself and its caption, without the boxes Medium's stylesheet sized it with.
        if graf.hasPrefix("<figure"), let image = ScriptValues.firstMatch(#"(<img\s[^>]*>)"#, in: graf).first {
            let caption = ScriptValues.firstMatch(#"(<figcaption[^>]*>[\s\S]*?</figcaption>)"#, in: graf).first ?? ""
            return ImportedHTML.block(plain("<figure>" + image + caption + "</figure>"))
        }
        let cleaned = plain(graf)
        // Medium's large heading is the post's second level, its small one the third.
        for (medium, level) in [("h3", "h2"), ("h4", "h3")] where cleaned.hasPrefix("<\(medium)>") && cleaned.hasSuffix("</\(medium)>") {
            let heading = "<\(level)>" + cleaned.dropFirst(4).dropLast(5) + "</\(level)>"
            if let markdown = ImportedHTML.markdownHeading(Substring(heading)) { return markdown }
        }
        if cleaned == "<p></p>" || cleaned == "<p><br></p>" { return "" }
        return ImportedHTML.block(cleaned)
    }

    /// A code paragraph's text: its `<br>` line breaks as lines, highlight.js's colours and Medium's tags left out.
    private static func codeText(of pre: String) -> String {
        var text = pre.replacingOccurrences(of: #"<br\s*/?>"#, with: "\n", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        return HTMLEntities.decoded(text).trimmingCharacters(in: .newlines)
    }

    /// The HTML without what only Medium's page used: its paragraphs' names and ids, classes, data
    /// attributes, links' `rel` and `target`.
    private static func plain(_ html: String) -> String {
        // A picture's size, which Medium kept in data attributes, as its width and height.
        var text = html.replacingOccurrences(of: #"\sdata-(width|height)=""#, with: " $1=\"", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\s(?:name|class|rel|target|spellcheck|data-[a-z-]+)="[^"]*""#, with: "", options: .regularExpression)
        // Medium's four-letter paragraph ids (`id="c709"`), which no link names.
        text = text.replacingOccurrences(of: #"\sid="[0-9a-f]{3,5}""#, with: "", options: .regularExpression)
        return text.replacingOccurrences(of: "<img ", with: "<img loading=\"lazy\" ")
    }

    /// The elements inside `element`.
    private static func children(of element: String) -> [String] {
        guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</", options: .backwards) else { return [] }
        let inside = element[element.index(after: open)..<close.lowerBound]
        return HTMLElements.topLevel(of: String(inside))
    }
}
