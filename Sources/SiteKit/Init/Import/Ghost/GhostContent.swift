import Foundation

/// A Ghost post's body as the Markdown file of a new site holds it. The writer's own Markdown where
/// the post is Markdown alone; else the HTML Ghost made of its editor's cards, one HTML block per
/// element (which Markdown passes through), with the cards readers see drawn by Ghost's script or
/// stylesheet made plain: code as fenced code (highlighted at build time), headings as Markdown's
/// (ids, anchors, contents), YouTube and Vimeo embeds as the theme's shortcodes, a gallery as the
/// theme's gallery, a bookmark as a link, a callout as a quotation, a toggle as a disclosure, a
/// video or audio card as the browser's player.
enum GhostContent {
    /// The Markdown body of `post`.
    static func markdown(of post: GhostExport.Post) -> String {
        if var markdown = post.markdown {
            markdown = markdown.replacingOccurrences(of: "\r\n", with: "\n")
            // A post moved from WordPress may keep its `[caption]`s, which Ghost showed as written.
            if markdown.contains("[caption") { markdown = WordPressContent.captionsAsFigures(in: markdown) }
            return keepingTemplateSyntax(inMarkdown: markdown).trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
        }
        return markdown(ofHTML: post.html)
    }

    /// Ghost's HTML as Markdown blocks.
    static func markdown(ofHTML html: String) -> String {
        var text = html.replacingOccurrences(of: "\r\n", with: "\n")
        // `<!--kg-card-begin: markdown-->` and its end: marks of where a card was, for Ghost's editor.
        text = text.replacingOccurrences(of: #"<!--kg-card-(?:begin|end): [a-z-]+-->"#, with: "", options: .regularExpression)
        return ImportedHTML.markdown(of: text, converting: plainCard)
    }

    /// A card Ghost's script or stylesheet draws, as the blocks this site draws it with; nil for any other element.
    private static func plainCard(_ element: String) -> [String]? {
        // `<pre><code class="language-python">…</code></pre>`, maybe in a code card's figure with a caption.
        if element.hasPrefix("<pre") || element.contains("kg-code-card") {
            guard let parts = ScriptValues.groups(of: #"^(?:<figure[^>]*>)?<pre[^>]*><code(?:\s+class="(?:language-|lang-)?([^"\s]*)[^"]*")?[^>]*>([\s\S]*)</code></pre>(?:<figcaption>([\s\S]*)</figcaption>)?(?:</figure>)?$"#, in: element), !parts[1].contains("<") else { return nil }
            let language = parts[0]
            let code = HTMLEntities.decoded(parts[1]).trimmingCharacters(in: .newlines)
            var made = [ImportedHTML.fencedCode(code, language: language)]
            if !parts[2].isEmpty { made.append(ImportedHTML.block("<p>" + parts[2] + "</p>")) }
            return made
        }
        guard element.hasPrefix("<figure") || element.hasPrefix("<div"), element.contains("kg-") else { return nil }
        let caption = ScriptValues.firstMatch(#"<figcaption[^>]*>([\s\S]*?)</figcaption>"#, in: element).first.map { ImportedHTML.block("<p>" + $0 + "</p>") }
        if element.contains("kg-embed-card"), let source = ScriptValues.firstMatch(#"<iframe[^>]*\ssrc="([^"]+)""#, in: element).first,
            let video = VideoEmbed(url: HTMLEntities.decoded(source))
        {
            return ["{{< \(video.provider) \(video.id) >}}"] + (caption.map { [$0] } ?? [])
        }
        if element.contains("kg-gallery-card") {
            let images = ScriptValues.allMatches(#"(<img\s[^>]*>)"#, in: element).compactMap(\.first).map(withoutResizedCopies)
            guard !images.isEmpty else { return nil }
            let figcaption = ScriptValues.firstMatch(#"(<figcaption[^>]*>[\s\S]*?</figcaption>)"#, in: element).first ?? ""
            return [ImportedHTML.block("<figure class=\"gallery\"><div class=\"gallery-items\">" + images.joined() + "</div>" + figcaption + "</figure>")]
        }
        if element.contains("kg-bookmark-card"), let address = ScriptValues.firstMatch(#"<a[^>]*\shref="([^"]+)""#, in: element).first {
            let title = ScriptValues.firstMatch(#"class="kg-bookmark-title">([\s\S]*?)</div>"#, in: element).first ?? address
            let description = ScriptValues.firstMatch(#"class="kg-bookmark-description">([\s\S]*?)</div>"#, in: element).first
            let words = description.map { $0.isEmpty ? "" : "<br>" + $0 } ?? ""
            return [ImportedHTML.block("<p><a href=\"\(address)\"><strong>\(title)</strong></a>\(words)</p>")] + (caption.map { [$0] } ?? [])
        }
        if element.contains("kg-callout-card") {
            let emoji = ScriptValues.firstMatch(#"class="kg-callout-emoji">([\s\S]*?)</div>"#, in: element).first.map { $0 + " " } ?? ""
            guard let words = ScriptValues.firstMatch(#"class="kg-callout-text">([\s\S]*?)</div>"#, in: element).first else { return nil }
            return [ImportedHTML.block("<blockquote><p>" + emoji + words + "</p></blockquote>")]
        }
        if element.contains("kg-toggle-card") {
            guard let heading = ScriptValues.firstMatch(#"class="kg-toggle-heading-text"[^>]*>([\s\S]*?)</h[1-6]>"#, in: element).first,
                let content = ScriptValues.firstMatch(#"class="kg-toggle-content"[^>]*>([\s\S]*)</div>\s*</div>$"#, in: element).first
            else { return nil }
            return [ImportedHTML.block("<details><summary>" + heading + "</summary>" + content + "</details>")]
        }
        if element.contains("kg-video-card"), let source = ScriptValues.firstMatch(#"<video[^>]*\ssrc="([^"]+)""#, in: element).first {
            let poster = ScriptValues.firstMatch(#"<video[^>]*\sposter="([^"]+)""#, in: element).first.map { " poster=\"\($0)\"" } ?? ""
            return [ImportedHTML.block("<figure><video controls preload=\"metadata\" src=\"\(source)\"\(poster)></video></figure>")] + (caption.map { [$0] } ?? [])
        }
        if element.contains("kg-audio-card"), let source = ScriptValues.firstMatch(#"<audio[^>]*\ssrc="([^"]+)""#, in: element).first {
            let title = ScriptValues.firstMatch(#"class="kg-audio-title">([\s\S]*?)</div>"#, in: element).first.map { "<p>" + $0 + "</p>" } ?? ""
            return [ImportedHTML.block("<figure>" + title + "<audio controls preload=\"metadata\" src=\"\(source)\"></audio></figure>")]
        }
        if element.contains("kg-image-card") { return [ImportedHTML.block(withoutResizedCopies(element))] }
        return nil
    }

    /// An image without Ghost's `srcset` of the copies it resized on the fly (`/content/images/size/w600/…`),
    /// which no static host has: the picture itself is shown at every width.
    private static func withoutResizedCopies(_ html: String) -> String {
        html.replacingOccurrences(of: #"\s(?:srcset|sizes)="[^"]*""#, with: "", options: .regularExpression)
    }

    /// Markdown with template syntax kept as text (see `ImportedHTML.keepingTemplateSyntax`) outside
    /// its code: fenced code and code spans are shown as written already.
    static func keepingTemplateSyntax(inMarkdown markdown: String) -> String {
        guard markdown.contains("{{") || markdown.contains("{%") else { return markdown }
        var result: [String] = []
        var fence: Substring?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                result.append(String(line))
                if trimmed.hasPrefix(open), trimmed.drop(while: { $0 == open.first }).allSatisfy(\.isWhitespace) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                result.append(String(line))
                continue
            }
            // Outside code spans: the runs between backticks, every other one.
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            result.append(parts.enumerated().map { $0.offset.isMultiple(of: 2) ? ImportedHTML.keepingTemplateSyntax(String($0.element)) : String($0.element) }.joined(separator: "`"))
        }
        return result.joined(separator: "\n")
    }
}
