import Foundation

/// A Substack post's body (a file of the export's `posts/`, HTML alone) as the Markdown file of a
/// new site holds it: one HTML block per element, and the parts Substack's script and stylesheet
/// drew made plain: a picture (in its sized boxes, with an expand button) a figure of the picture
/// and its caption; a tweet (drawn from its `data-attrs`) a quotation of its text, its author and
/// date; a YouTube video the theme's `youtube` shortcode; a pull quote a quotation; a formula
/// (`latex-rendered`) a display formula typeset at build time; code fenced; a link to another post
/// a link. The subscribe forms and buttons, which need Substack, and the paywall's mark go.
enum SubstackContent {
    static func markdown(of html: String) -> String {
        // Pictures first, wherever they are (a writer may have put one in a box of their own).
        let text = ScriptValues.replacingMatches(
            of: #"<div\s+class="(?:captioned-image-container|image-container)[^"]*"[^>]*>\s*<figure[\s\S]*?</figure>\s*</div>"#, in: html.replacingOccurrences(of: "\r\n", with: "\n")
        ) { match in
            let container = match[0]
            guard let image = ScriptValues.firstMatch(#"(<img\s[^>]*>)"#, in: container).first else { return "" }
            let caption = ScriptValues.firstMatch(#"<figcaption[^>]*>([\s\S]*?)</figcaption>"#, in: container).first.map { "<figcaption>" + $0 + "</figcaption>" } ?? ""
            return "<figure>" + picture(image) + caption + "</figure>"
        }
        // A footnote's mark in the text is a raised number, as Substack's stylesheet drew it.
        let marked = ScriptValues.replacingMatches(of: #"<a\s[^>]*class="footnote-anchor"[^>]*>[^<]*</a>"#, in: text) { match in
            let anchor = match[0]
            let id = ScriptValues.firstMatch(#"\sid="([^"]+)""#, in: anchor).first.map { " id=\"\($0)\"" } ?? ""
            let target = ScriptValues.firstMatch(#"\shref="([^"]+)""#, in: anchor).first ?? ""
            let number = anchor.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
            return "<sup><a\(id) href=\"\(target)\">\(number)</a></sup>"
        }
        return ImportedHTML.markdown(of: marked, converting: plain)
    }

    private static func plain(_ element: String) -> [String]? {
        let attributes = dataAttributes(of: element)
        if element.contains("class=\"youtube-wrap\"") {
            let id = attributes["videoId"] as? String ?? ScriptValues.firstMatch(#"id="youtube2-([A-Za-z0-9_-]+)""#, in: element).first
            return id.map { ["{{< youtube \($0) >}}"] } ?? []
        }
        if element.hasPrefix("<div class=\"tweet\"") || element.hasPrefix("<div class=\"twitter-embed\"") {
            return [tweet(attributes, element)]
        }
        if element.contains("class=\"subscription-widget-wrap") || element.contains("class=\"paywall-jump") || element.contains("class=\"subscribe-widget") {
            return []
        }
        if element.hasPrefix("<p class=\"button-wrapper\"") {
            // Substack's own buttons (subscribe, share, leave a comment) need Substack; a button to a page of the writer's choosing is a link.
            let address = (attributes["url"] as? String).map(ImportedHTML.webAddress) ?? ScriptValues.firstMatch(#"href="([^"]+)""#, in: element).first ?? ""
            let text = attributes["text"] as? String ?? ""
            guard !address.isEmpty, !["/subscribe", "%%", "share", "/comments", "/leave-comment"].contains(where: address.contains) else { return [] }
            return [ImportedHTML.block("<p><a href=\"\(address.xmlEscaped)\">\((text.isEmpty ? address : text).xmlEscaped)</a></p>")]
        }
        if element.hasPrefix("<div class=\"pullquote\"") || element.hasPrefix("<blockquote class=\"pullquote") {
            return [ImportedHTML.block("<blockquote>" + inside(element) + "</blockquote>")]
        }
        if element.hasPrefix("<div class=\"latex-rendered\""), let formula = attributes["persistentExpression"] as? String, !formula.isEmpty {
            return ["$$\n" + formula.trimmingCharacters(in: .whitespacesAndNewlines) + "\n$$"]
        }
        // A gallery: its pictures, as the theme's gallery, and its caption.
        if element.hasPrefix("<div class=\"image-gallery-embed\""), let gallery = attributes["gallery"] as? [String: Any] {
            let images = (gallery["images"] as? [[String: Any]] ?? []).compactMap { ($0["src"] as? String).map(ImportedHTML.webAddress) }.filter { !$0.isEmpty }
            guard !images.isEmpty else { return [] }
            let caption = (gallery["caption"] as? String).flatMap { $0.isEmpty ? nil : "<figcaption>\($0.xmlEscaped)</figcaption>" } ?? ""
            let pictures = images.map { "<img src=\"\($0.xmlEscaped)\" alt=\"\" loading=\"lazy\">" }.joined()
            return [ImportedHTML.block("<figure class=\"gallery\"><div class=\"gallery-items\">" + pictures + "</div>" + caption + "</figure>")]
        }
        // A file to download: a link to it, named as Substack named it.
        if element.hasPrefix("<div class=\"file-embed-wrapper\""), let address = ScriptValues.firstMatch(#"class="file-embed-button[^"]*"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="file-embed-button"#, in: element).first {
            let title = ScriptValues.firstMatch(#"class="file-embed-details-h1"[^>]*>([\s\S]*?)</div>"#, in: element).first ?? address
            return [ImportedHTML.block("<p><a href=\"\(address)\">\(title)</a></p>")]
        }
        // A card of another post (Substack's own or another publication's): a link to it, with its caption.
        if element.hasPrefix("<div class=\"digest-post-embed\"") || element.hasPrefix("<div class=\"embedded-post"),
            let address = (attributes["canonical_url"] as? String ?? attributes["url"] as? String).map(ImportedHTML.webAddress), !address.isEmpty
        {
            let title = attributes["title"] as? String ?? address
            let words = (attributes["caption"] as? String).flatMap { $0.isEmpty ? nil : "<br>" + $0.xmlEscaped } ?? ""
            return [ImportedHTML.block("<p><a href=\"\(address.xmlEscaped)\"><strong>\(title.xmlEscaped)</strong></a>\(words)</p>")]
        }
        if element.hasPrefix("<div class=\"embedded-post-wrap\""), let address = (attributes["url"] as? String).map(ImportedHTML.webAddress), !address.isEmpty {
            let title = attributes["title"] as? String ?? address
            return [ImportedHTML.block("<p><a href=\"\(address.xmlEscaped)\"><strong>\(title.xmlEscaped)</strong></a></p>")]
        }
        if element.hasPrefix("<pre"), let code = ScriptValues.groups(of: #"^<pre[^>]*><code(?:\s+class="language-([^"\s]*)[^"]*")?[^>]*>([\s\S]*)</code></pre>$"#, in: element),
            !code[1].contains("<")
        {
            return [ImportedHTML.fencedCode(HTMLEntities.decoded(code[1]).trimmingCharacters(in: .newlines), language: code[0])]
        }
        // Newer posts' headings hold Substack's anchor button after their text.
        if element.range(of: #"^<h[1-6]"#, options: .regularExpression) != nil, let box = element.range(of: "<div"), let end = element.range(of: "</h", options: .backwards) {
            let heading = String(element[..<box.lowerBound] + element[end.lowerBound...])
            return [ImportedHTML.markdownHeading(Substring(heading)) ?? ImportedHTML.block(heading)]
        }
        return nil
    }

    /// An `<img>` as the picture itself: Substack's original (`substack-post-media…`) at its size,
    /// without the set of copies its image service made.
    private static func picture(_ image: String) -> String {
        var tag = image.replacingOccurrences(of: #"\s(?:srcset|sizes|class|fetchpriority|data-attrs)="[^"]*""#, with: "", options: .regularExpression)
        if !tag.contains("loading=") { tag = tag.replacingOccurrences(of: "<img ", with: "<img loading=\"lazy\" ") }
        return tag
    }

    /// A tweet, which Substack drew from what it kept of it: the text, who wrote it and when, linked.
    private static func tweet(_ attributes: [String: Any], _ element: String) -> String {
        let address = (attributes["url"] as? String).map(ImportedHTML.webAddress) ?? ScriptValues.firstMatch(#"class="tweet-link-top" href="([^"]+)""#, in: element).first ?? ""
        // Older posts drew the tweet into the page as well: its parts are read where the attributes lack them.
        func drawn(_ part: String) -> String {
            let html = ScriptValues.firstMatch(#"class="tweet-"# + part + #"">([\s\S]*?)</(?:div|span)>"#, in: element).first ?? ""
            return HTMLEntities.decoded(html.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)).trimmingCharacters(in: .whitespaces)
        }
        let written = attributes["full_text"] as? String ?? drawn("text")
        let text = written.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        let name = attributes["name"] as? String ?? drawn("author-name")
        let user = attributes["username"] as? String ?? String(drawn("author-handle").drop { $0 == "@" })
        let date = (attributes["date"] as? String).map(shownDate) ?? drawn("date")
        let paragraphs = HTMLEntities.decoded(text).components(separatedBy: "\n\n").map { "<p>" + $0.xmlEscaped.replacingOccurrences(of: "\n", with: "<br>") + "</p>" }
        let byline = "— \(name.xmlEscaped)\(user.isEmpty ? "" : " (@\(user.xmlEscaped))")" + (address.isEmpty ? "" : ", <a href=\"\(address.xmlEscaped)\">\(date.isEmpty ? "on X" : date)</a>")
        return ImportedHTML.block("<blockquote class=\"tweet\">" + paragraphs.joined() + "<p>" + byline + "</p></blockquote>")
    }

    /// `2025-03-05T13:32:30.000Z` (or Twitter's `Thu Nov 17 14:34:05 +0000 2022`) as a day, `5 March 2025`.
    private static func shownDate(_ written: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        guard let date = iso.date(from: written) ?? formatter.date(from: written) else { return written }
        formatter.dateFormat = "d MMMM yyyy"
        return formatter.string(from: date)
    }

    /// The JSON Substack keeps in an element's `data-attrs`, read; empty when it has none.
    private static func dataAttributes(of element: String) -> [String: Any] {
        // In the element's own tag, whose values may hold `>` (a tweet's HTML) but never a bare quote.
        guard let json = ScriptValues.firstMatch(#"^<[a-z0-9]+(?:\s+[a-z-]+="[^"]*")*?\s+data-attrs="([^"]*)""#, in: element).first,
            let data = HTMLEntities.decoded(json).data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    /// What an element holds, without its own tags.
    private static func inside(_ element: String) -> String {
        guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</", options: .backwards) else { return element }
        return String(element[element.index(after: open)..<close.lowerBound])
    }
}
