import Foundation

/// What every import that meets a post's HTML (a WordPress export's, a Ghost export's) does with
/// it alike: character references read, template syntax kept as text, headings made Markdown's.
enum ImportedHTML {
    /// An address an export gives for a picture or link, kept when a browser would fetch it from
    /// the web or this site (`https:`, `http:`, `//host/…`, a path); empty for any other scheme
    /// (`javascript:`, `data:`, `file:`), which no static site should carry out of an export. A
    /// browser ignores tabs and line breaks inside an address, so the check does too.
    static func webAddress(_ address: String) -> String {
        let bytes = address.trimmingSpaces().utf8.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              !bytes[..<colon].contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") })
        else { return address }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        return scheme == "http" || scheme == "https" ? address : ""
    }

    /// The writer's text with template syntax kept as text: a post about Hugo that writes
    /// `{{< youtube id >}}`, one about Jekyll that writes `{% include footer.html %}`. WordPress
    /// never read them, and this site's shortcodes would: Hugo's calls take Hugo's escaped form
    /// (`{{</* youtube id */>}}`, shown as written), Liquid's tags go inside `{% raw %}`.
    static func keepingTemplateSyntax(_ text: String) -> String {
        guard text.utf8Offset(of: "{{") != nil || text.utf8Offset(of: "{%") != nil else { return text }
        var result = ScriptValues.replacingMatches(of: #"(?<!\{)\{%[^%\n]*%\}"#, in: text) { "{% raw %}" + $0[0] + "{% endraw %}" }
        for (open, close, escapedOpen, escapedClose) in [("{{<", ">}}", "{{</*", "*/>}}"), ("{{%", "%}}", "{{%/*", "*/%}}")] {
            var rest = Substring(result)
            var kept = ""
            while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
                kept += rest[..<start.lowerBound] + escapedOpen + rest[start.upperBound..<end.lowerBound] + escapedClose
                rest = rest[end.upperBound...]
            }
            result = kept + rest
        }
        return result
    }

    /// The paragraphs' HTML in blocks, each heading outside any other element (`<h2>Tables</h2>`,
    /// `<h3 id="setup">Set-up</h3>`) a Markdown heading of its own (`### Set-up {#setup}`), so it
    /// gets its id and anchor and a place in the post's contents, as the site's own headings do.
    static func headingBlocks(_ html: String) -> [String] {
        guard !html.isEmpty else { return [] }
        var blocks: [String] = []
        var current: [Substring] = []
        var depth = 0
        for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 0, let heading = markdownHeading(line) {
                if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
                current = []
                blocks.append(heading)
                continue
            }
            current.append(line)
            let lowered = line.lowercased()
            for tag in ["div", "table", "ul", "ol", "dl", "blockquote", "figure", "section", "article", "aside", "details", "pre", "form"] {
                depth += lowered.components(separatedBy: "<" + tag + ">").count + lowered.components(separatedBy: "<" + tag + " ").count - 2
                depth -= lowered.components(separatedBy: "</" + tag + ">").count - 1
            }
            depth = max(depth, 0)
        }
        if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
        return blocks
    }

    /// `<h2>Header <em>two</em></h2>` alone on its line as `## Header <em>two</em>`; an `id` is kept
    /// (`{#id}`), other attributes keep the heading HTML (nil).
    static func markdownHeading(_ line: Substring) -> String? {
        // The block editor writes `class="wp-block-heading"`, which says nothing the theme draws;
        // Blogger's `style="text-align: left;"` says what a heading does anyway.
        let match = ScriptValues.firstMatch(
            #"^<h([1-6])((?:\s+(?:(?:class|id)="[^"<>]*"|style="\s*text-align:\s*(?:left|start|justify);?\s*"))*)>(.+)</h\1>$"#, in: String(line))
        guard match.count >= 2, let level = Int(match[0]) else { return nil }
        let id = match.count == 3 ? ScriptValues.firstMatch(#"id="([^"]+)""#, in: match[1]).first : nil
        let text = match[match.count - 1]
        guard !text.contains("<h"), !text.contains("<div"), !text.contains("\n") else { return nil }
        // Outside its tags, the text's Markdown characters are the writer's letters.
        var escaped = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true } else if character == ">" { inTag = false }
            if !inTag, "\\*_[]`#".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return String(repeating: "#", count: level) + " " + escaped + (id.map { " {#\($0)}" } ?? "")
    }

    /// A post's HTML as Markdown blocks, one per top-level element: an element `converting` makes
    /// something of (a platform's card) that, a heading Markdown's, any other one HTML block.
    static func markdown(of html: String, converting: (String) -> [String]?) -> String {
        var blocks: [String] = []
        for element in HTMLElements.topLevel(of: html) {
            if let made = converting(element) {
                blocks += made
            } else if let heading = markdownHeading(Substring(element)) {
                blocks.append(heading)
            } else {
                blocks.append(block(element))
            }
        }
        return levelled(blocks).joined(separator: "\n\n") + "\n"
    }

    /// The headings' levels in step from the second (the page's title is the first): a post that
    /// used `<h1>` and `<h4>`, as an editor's large and small heading, gets `##` and `###`, so a
    /// screen reader's outline skips no level; their order and nesting stay.
    private static func levelled(_ blocks: [String]) -> [String] {
        func level(_ block: String) -> Int? {
            let hashes = block.prefix { $0 == "#" }.count
            return (1...6).contains(hashes) && block.dropFirst(hashes).first == " " ? hashes : nil
        }
        let used = Set(blocks.compactMap(level)).sorted()
        let wanted = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, min($0 + 2, 6)) })
        // And none deeper than one below the heading before it (`##` then `####` is `##`, `###`).
        var previous = 1
        return blocks.map { block in
            guard let from = level(block), let mapped = wanted[from] else { return block }
            let to = min(mapped, previous + 1)
            previous = to
            return to == from ? block : String(repeating: "#", count: to) + block.dropFirst(from)
        }
    }

    /// An element as one HTML block of Markdown: no blank line inside (a blank line in `<pre>` kept
    /// as a line holding a space), template syntax kept as text, and an element that is no block
    /// of its own (an `<img>`, a run of text) in a paragraph, so Markdown reads nothing in it.
    static func block(_ element: String) -> String {
        var lines: [Substring] = []
        var inPre = false
        // Lines parted byte by byte: a line may be a picture's megabyte of base64.
        for bytes in element.utf8.split(separator: 10, omittingEmptySubsequences: false) {
            let line = Substring(bytes)
            if bytes.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 || $0 == 12 }) {
                if inPre { lines.append(" ") }
            } else {
                lines.append(line)
            }
            let (opened, closed) = preTags(in: line)
            if opened != closed { inPre = opened > closed }
        }
        var block = ImportedHTML.keepingTemplateSyntax(lines.joined(separator: "\n"))
        // A link around nothing (`<a href="…"> </a>`, left by an editor) is no link a reader can follow or hear.
        if block.utf8Offset(of: "</a>") != nil {
            block = block.replacingOccurrences(of: #"<a\s+href="[^"]*"[^>]*>(\s*)</a>"#, with: "$1", options: .regularExpression)
        }
        if !HTMLElements.startsBlock(block) { block = "<p>" + block + "</p>" }
        return block
    }

    /// How many `<pre` and `</pre>` a line holds, in any case: counted byte by byte, as a line
    /// may be a picture's megabyte of base64.
    private static func preTags(in line: Substring) -> (opened: Int, closed: Int) {
        var opened = 0, closed = 0
        let bytes = line.utf8
        var index = bytes.startIndex
        func isPre(at position: Substring.UTF8View.Index) -> Bool {
            var cursor = position
            for letter in "pre".utf8 {
                guard cursor < bytes.endIndex, bytes[cursor] | 0x20 == letter else { return false }
                cursor = bytes.index(after: cursor)
            }
            return true
        }
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let next = bytes.index(after: open)
            if next < bytes.endIndex, bytes[next] == UInt8(ascii: "/") {
                if isPre(at: bytes.index(after: next)) { closed += 1 }
            } else if isPre(at: next) {
                opened += 1
            }
            index = next
        }
        return (opened, closed)
    }

    /// `code` as fenced code in `language` (none when empty), fenced with tildes when it holds backticks' fence.
    static func fencedCode(_ code: String, language: String) -> String {
        let fence = code.contains("```") ? "~~~~" : "```"
        return fence + language + "\n" + code + "\n" + fence
    }
}
