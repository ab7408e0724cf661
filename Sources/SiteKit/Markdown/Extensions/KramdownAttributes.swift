import CCmark
import Foundation

/// kramdown's attribute lists, as Jekyll posts write them (and goldmark's, `{.lead}` without the
/// colon, as Hugo's block attributes write them): on the line after a paragraph
/// (`{: .notice}`), after a heading (`{: .no_toc}`, which also keeps it out of the contents) or
/// on a line of their own after any block, and after a link (`[a](b){:target="_blank"}`); and
/// its table-of-contents marker, a one-item list `* TOC` followed by `{:toc}`. Without this pass
/// each list showed as text. A block gets the `id`, classes, `title`, `lang`, `dir` and `data-*`
/// attributes (and `style` where raw HTML is allowed); a link those and `target`, `rel` and
/// `hreflang`, written into the `<a>` cmark makes of it (its URL escaped, and checked, by cmark);
/// an image those and `width` and `height`, written into its `<img>` the same way.
enum KramdownAttributes {
    static let signs: [StaticString] = ["{:", "[[toc]]", "[[TOC]]", "[TOC]", "[toc]", "){", "`{", " {.", " {#", "\n{.", "\n{#", " {anchor=", " {data-", "{ #", "{ ."]

    /// The attributes of one list.
    struct Attributes: Sendable {
        var id: String?
        var classes: [String] = []
        var others: [(name: String, value: String)] = []
        /// Chirpy's `file="_config.yml"` under code: the file's name, shown above the code.
        var file: String?
        /// Book's `{anchor=false}` on a heading: no anchor link beside it.
        var hasAnchor = true

        /// These with `other`'s added: its id wins, classes join, its other attributes replace these' of the same name.
        func merged(with other: Attributes) -> Attributes {
            var result = self
            if let id = other.id { result.id = id }
            if let file = other.file { result.file = file }
            result.hasAnchor = hasAnchor && other.hasAnchor
            result.classes += other.classes
            result.others = others.filter { mine in !other.others.contains { $0.name == mine.name } } + other.others
            return result
        }

        /// `lists` merged one after another as `merged(with:)` merges two, in one pass however many there are.
        static func merging(_ lists: [Attributes]) -> Attributes {
            var result = Attributes()
            var last: [String: (list: Int, position: Int)] = [:]
            for (index, list) in lists.enumerated() {
                if let id = list.id { result.id = id }
                if let file = list.file { result.file = file }
                result.hasAnchor = result.hasAnchor && list.hasAnchor
                result.classes += list.classes
                for (position, other) in list.others.enumerated() { last[other.name] = (index, position) }
            }
            // Each name where it was last written, in that order.
            result.others = last.values.sorted { ($0.list, $0.position) < ($1.list, $1.position) }.map { lists[$0.list].others[$0.position] }
            return result
        }

        /// ` id="x" class="a b" title="t"`, escaped.
        var html: String {
            var text = ""
            if let id { text += " id=\"\(id.xmlEscaped)\"" }
            if !classes.isEmpty { text += " class=\"\(classes.joined(separator: " ").xmlEscaped)\"" }
            for (name, value) in others { text += " \(name)=\"\(value.xmlEscaped)\"" }
            return text
        }
    }

    /// What the heading pass and the contents need from this one.
    struct Found {
        /// Headings' attributes, by node: the heading pass writes them.
        var headings: [OpaquePointer: Attributes] = [:]
        /// The `{:toc}` lists, each to become the contents once the headings have ids.
        var contentsMarkers: [OpaquePointer] = []
    }

    static func apply(in document: OpaquePointer, allowsStyle: Bool) -> Found {
        var found = Found()
        // `## Heading {: .no_toc}`: a list at the end of a heading's own line.
        for heading in MarkdownTree.blocks(in: document, where: { MarkdownTree.type($0) == CMARK_NODE_HEADING }) {
            // Pandoc's and goldmark's `## Heading {.unnumbered}`, `{#intro .lead}` too (a bare `{#id}` is the heading pass's).
            found.headings[heading] =
                MarkdownTree.takeTrailingBraces(of: heading, opening: "{:") { parse(String($0), allowsStyle: allowsStyle) }
                ?? MarkdownTree.takeTrailingBraces(of: heading, opening: "{.") { parse(String($0), allowsStyle: allowsStyle, pandoc: true) }
                ?? MarkdownTree.takeTrailingBraces(of: heading, opening: "{#") { braces in
                    braces.contains(" ") ? parse(String(braces), allowsStyle: allowsStyle, pandoc: true) : nil
                }
                // Goldmark's list of names and values alone: `{data-level=2}`, Book's `{anchor=false}`
                // (the pass runs for these two, see `signs`); Python-Markdown's with spaces inside,
                // `{ #with-pip data-toc-label="pip" }`, as MkDocs pages write it.
                ?? MarkdownTree.takeTrailingBraces(of: heading, opening: "{") { braces in
                    let first = braces.dropFirst().first
                    let afterSpaces = braces.dropFirst().drop { $0 == " " || $0 == "\t" }.first
                    let reads = first.map { $0.isLetter } == true || (first == " " && afterSpaces.map { $0 == "#" || $0 == "." || $0.isLetter } == true)
                    return reads ? parse(String(braces), allowsStyle: allowsStyle, pandoc: true) : nil
                }
        }
        var paragraphs = MarkdownTree.blocks(in: document) { MarkdownTree.type($0) == CMARK_NODE_PARAGRAPH }
        // Lists on a line of their own above a paragraph, for it.
        var comingFirst: [OpaquePointer: Attributes] = [:]
        var next = 0
        while next < paragraphs.count {
            let paragraph = paragraphs[next]
            next += 1
            // kramdown ends a paragraph at a line that is a list: the lines after it are a paragraph of their own.
            var (leading, rests) = takeListLines(of: paragraph, allowsStyle: allowsStyle)
            if let first = comingFirst.removeValue(forKey: paragraph) { leading = leading.map { first.merged(with: $0) } ?? first }
            if !rests.isEmpty {
                paragraphs.insert(contentsOf: rests.map(\.paragraph), at: next)
                for rest in rests { comingFirst[rest.paragraph] = rest.leading }
            }
            if let list = contentsList(marked: paragraph) {
                found.contentsMarkers.append(list)
                continue
            }
            let children = MarkdownTree.children(of: paragraph)
            // kramdown's `{::nomarkdown}` … `{:/nomarkdown}` around HTML (al-folio's notebook tag):
            // the marks on lines of their own go; what they hold is HTML already, or Markdown here.
            // So does `{::options parse_block_html="true" /}`, which told kramdown how to read the post.
            if children.count == 1, MarkdownTree.type(children[0]) == CMARK_NODE_TEXT,
                Self.isProcessingMark(MarkdownTree.literal(children[0]).trimmingSpaces())
            {
                cmark_node_unlink(paragraph)
                cmark_node_free(paragraph)
                continue
            }
            // `{:toc}` on a line of its own (what a Jekyll `{% include toc %}` becomes) marks the contents too;
            // so do VitePress's and VuePress's `[[toc]]` and Typora's `[TOC]` (cmark keeps each bracket a text of its own).
            if children.count <= 5, children.allSatisfy({ MarkdownTree.type($0) == CMARK_NODE_TEXT }),
                Self.contentsMarks.contains(children.map(MarkdownTree.literal).joined().trimmingSpaces())
            {
                found.contentsMarkers.append(paragraph)
                continue
            }
            guard let last = children.last, MarkdownTree.type(last) == CMARK_NODE_TEXT,
                let attributes = parse(MarkdownTree.literal(last), allowsStyle: allowsStyle) ?? blockAttributes(MarkdownTree.literal(last), allowsStyle: allowsStyle)
            else {
                if let leading { give(leading, to: paragraph, found: &found) }
                continue
            }
            if children.count == 1 {
                // A list on a line of its own belongs to the block right before it; one that a blank
                // line parts from that block and none from the next belongs to the next (kramdown's
                // `{: .warning-title }` above a quote, as Just the Docs writes its callouts).
                let previous = cmark_node_previous(paragraph), following = cmark_node_next(paragraph)
                let (start, end) = (cmark_node_get_start_line(paragraph), cmark_node_get_end_line(paragraph))
                let touchesPrevious = previous.map { cmark_node_get_end_line($0) + 1 >= start } ?? false
                let touchesFollowing = following.map { cmark_node_get_start_line($0) <= end + 1 } ?? false
                cmark_node_unlink(paragraph)
                cmark_node_free(paragraph)
                if let following, touchesFollowing, !touchesPrevious || previous == nil {
                    // A paragraph still to be read here takes it with its own lists.
                    if MarkdownTree.type(following) == CMARK_NODE_PARAGRAPH {
                        comingFirst[following] = comingFirst[following].map { $0.merged(with: attributes) } ?? attributes
                    } else {
                        give(attributes, to: following, found: &found)
                    }
                } else if let previous {
                    give(attributes, to: previous, found: &found)
                }
            } else if children.count >= 2, MarkdownTree.type(children[children.count - 2]) == CMARK_NODE_SOFTBREAK {
                // On the paragraph's last line: the paragraph's own, or, where the line ended a list
                // or a quote (read by CommonMark as the last item's or the quote's last line), theirs.
                for node in children.suffix(2) {
                    cmark_node_unlink(node)
                    cmark_node_free(node)
                }
                let target = blockEnded(by: paragraph)
                if target == paragraph {
                    give(leading.map { $0.merged(with: attributes) } ?? attributes, to: paragraph, found: &found)
                } else {
                    // The paragraph's own first, while it is still in the list or quote that takes the other.
                    if let leading { give(leading, to: paragraph, found: &found) }
                    give(attributes, to: target, found: &found)
                }
            } else if let leading {
                give(leading, to: paragraph, found: &found)
            }
        }
        applyListsAfterSpans(in: document, allowsStyle: allowsStyle)
        return found
    }

    /// kramdown's marks that say how to read what follows, on lines of their own: `{::nomarkdown}`,
    /// `{:/nomarkdown}`, `{:/}`, `{::options parse_block_html="true" /}`.
    static func isProcessingMark(_ text: String) -> Bool {
        ["{::nomarkdown}", "{:/nomarkdown}", "{:/}"].contains(text) || (text.hasPrefix("{::options ") && text.hasSuffix("/}"))
    }

    /// The lists on lines of their own inside a paragraph, as kramdown reads them: those on its
    /// first lines are the paragraph's, returned merged and taken out; at one further down the
    /// paragraph ends (the list stays its last line, for the pass to give it), and the lines
    /// after it become a new paragraph, and so on: the new paragraphs are returned in order, each
    /// with the lists of its own first lines, taken out. One pass over the paragraph's lines.
    private static func takeListLines(
        of paragraph: OpaquePointer, allowsStyle: Bool
    ) -> (leading: Attributes?, rests: [(paragraph: OpaquePointer, leading: Attributes?)]) {
        let children = MarkdownTree.children(of: paragraph)
        func isBreak(_ index: Int) -> Bool { MarkdownTree.type(children[index]) == CMARK_NODE_SOFTBREAK }
        func list(at index: Int) -> Attributes? {
            guard MarkdownTree.type(children[index]) == CMARK_NODE_TEXT else { return nil }
            return parse(MarkdownTree.literal(children[index]), allowsStyle: allowsStyle)
        }
        func free(_ nodes: Range<Int>) {
            for node in children[nodes] {
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
        // The lists on the first lines from `start`, taken out and merged, and where the text after them starts.
        func leadingLists(from start: Int) -> (Attributes?, Int) {
            var lists: [Attributes] = []
            var index = start
            while children.count - index >= 3, isBreak(index + 1), let attributes = list(at: index) {
                free(index..<(index + 2))
                lists.append(attributes)
                index += 2
            }
            return (lists.isEmpty ? nil : Attributes.merging(lists), index)
        }
        let (leading, first) = leadingLists(from: 0)
        var rests: [(paragraph: OpaquePointer, leading: Attributes?)] = []
        var start = first
        var last = paragraph
        while children.count - start >= 5,
            let line = ((start + 2)..<(children.count - 2)).first(where: { isBreak($0 - 1) && isBreak($0 + 1) && list(at: $0) != nil }),
            let rest = cmark_node_new(CMARK_NODE_PARAGRAPH)
        {
            // The segment before the list keeps it as its last line; the break after it goes.
            if start > first, let previous = rests.last?.paragraph {
                for node in children[start...line] { cmark_node_append_child(previous, node) }
            }
            free((line + 1)..<(line + 2))
            cmark_node_insert_after(last, rest)
            last = rest
            let (restLeading, restStart) = leadingLists(from: line + 2)
            rests.append((rest, restLeading))
            start = restStart
        }
        if let previous = rests.last?.paragraph, start < children.count {
            for node in children[start...] { cmark_node_append_child(previous, node) }
        }
        return (leading, rests)
    }

    /// A paragraph that is only one of these marks where the contents go.
    static let contentsMarks: Set = ["{:toc}", "[[toc]]", "[[TOC]]", "[TOC]", "[toc]"]

    /// Puts the contents where each `{:toc}` list was.
    static func placeContents(_ html: String, at markers: [OpaquePointer]) {
        for marker in markers {
            MarkdownTree.replace(marker, with: MarkdownTree.block(html.isEmpty ? "" : "<div class=\"toc\">\(html)</div>"))
        }
    }

    /// Goldmark's block attributes (Hugo's `attribute.block`, as Docsy's pages write them): `{.lead}`
    /// or `{#intro .lead}` without kramdown's colon, on the line after a block. Only a list that
    /// starts with a class or an id, so a line of prose in braces stays prose.
    private static func blockAttributes(_ text: String, allowsStyle: Bool) -> Attributes? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("{.") || trimmed.hasPrefix("{#") else { return nil }
        return parse(trimmed, allowsStyle: allowsStyle, pandoc: true)
    }

    /// `{: .a #b key="v"}` read, or nil when the text is not one attribute list.
    ///
    /// `pandoc`: Pandoc's `{#id .class key=value}` (no colon), as Quarto writes it after images.
    static func parse(_ text: String, allowsStyle: Bool, forLink: Bool = false, forImage: Bool = false, pandoc: Bool = false) -> Attributes? {
        // Nearly every text handed here is a paragraph's last line: most are ruled out by their first byte.
        guard text.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: "{") else { return nil }
        // Smart punctuation has curled the list's quotes and joined its dashes before this pass.
        let trimmed = text.trimmingSpaces().replacingOccurrences(of: "—", with: "---").replacingOccurrences(of: "–", with: "--")
            .replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\"")
            .replacingOccurrences(of: "‘", with: "'").replacingOccurrences(of: "’", with: "'")
        let opening = pandoc ? 1 : 2
        guard trimmed.hasPrefix(pandoc ? "{" : "{:"), trimmed.hasSuffix("}"), trimmed.utf8.count > opening + 1 else { return nil }
        var rest = Substring(trimmed.dropFirst(opening).dropLast())
        var attributes = Attributes()
        var any = false
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let first = rest.first else { break }
            if first == "." || first == "#" {
                let word = rest.dropFirst().prefix { $0 != " " && $0 != "\t" && $0 != "." && $0 != "#" }
                guard !word.isEmpty else { return nil }
                if first == "." { attributes.classes.append(String(word)) } else { attributes.id = String(word) }
                rest = rest.dropFirst(word.count + 1)
            } else {
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
                guard !name.isEmpty, rest.dropFirst(name.count).first == "=" else { return nil }
                rest = rest.dropFirst(name.count + 1)
                let value: Substring
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    guard let end = rest.dropFirst().firstIndex(of: quote) else { return nil }
                    value = rest[rest.index(after: rest.startIndex)..<end]
                    rest = rest[rest.index(after: end)...]
                } else {
                    value = rest.prefix { $0 != " " && $0 != "\t" }
                    rest = rest.dropFirst(value.count)
                }
                var key = name.lowercased()
                // Chirpy's shorthand for an image's size.
                if forImage, key == "w" || key == "h" { key = key == "w" ? "width" : "height" }
                if key == "id" {
                    attributes.id = String(value)
                } else if key == "anchor" {
                    attributes.hasAnchor = value.lowercased() != "false"
                } else if key == "file", !value.isEmpty {
                    attributes.file = String(value)
                } else if key == "class" {
                    attributes.classes += value.split(separator: " ").map(String.init)
                } else if ["title", "lang", "dir"].contains(key) || key.hasPrefix("data-") || (key == "style" && allowsStyle)
                    || (forLink && ["target", "rel", "hreflang"].contains(key)) || (forImage && ["width", "height"].contains(key))
                {
                    attributes.others.append((key, String(value)))
                }
            }
            any = true
        }
        return any ? attributes : nil
    }

    /// `<a href="…" title="…"` as cmark writes the link (without the closing `>`): its escaping of
    /// the URL and, where raw HTML is not allowed, its refusal of `javascript:` and the like.
    private static func openingTag(of link: OpaquePointer, unsafe: Bool) -> String? {
        guard let copy = cmark_node_new(CMARK_NODE_LINK) else { return nil }
        defer { cmark_node_free(copy) }
        cmark_node_set_url(copy, cmark_node_get_url(link))
        cmark_node_set_title(copy, cmark_node_get_title(link))
        guard let html = html(of: copy, unsafe: unsafe), html.hasPrefix("<a "), html.hasSuffix("></a>") else { return nil }
        return String(html.dropLast("></a>".count))
    }

    /// The `<img src="…" alt="…"` cmark writes for `image` (without the closing ` />`), which takes
    /// the image's place in the tree as the markup node returned; nil, and the tree as it was, when
    /// cmark writes something else.
    private static func takeOpeningTag(of image: OpaquePointer, unsafe: Bool) -> (tag: String, node: OpaquePointer)? {
        let placeholder = MarkdownTree.markup("")
        cmark_node_insert_before(image, placeholder)
        cmark_node_unlink(image)
        guard let html = html(of: image, unsafe: unsafe), html.hasPrefix("<img "), html.hasSuffix(" />") else {
            cmark_node_replace(placeholder, image)
            cmark_node_free(placeholder)
            return nil
        }
        cmark_node_free(image)
        return (String(html.dropLast(" />".count)), placeholder)
    }

    /// The inline kinds a list right after them applies to.
    private static let spanKinds: Set<UInt32> = [
        CMARK_NODE_LINK.rawValue, CMARK_NODE_IMAGE.rawValue, CMARK_NODE_CODE.rawValue, CMARK_NODE_EMPH.rawValue, CMARK_NODE_STRONG.rawValue,
    ]

    /// The HTML cmark writes for one inline node on its own (unlinked; it stays the caller's).
    private static func html(of inline: OpaquePointer, unsafe: Bool) -> String? {
        guard let document = cmark_node_new(CMARK_NODE_DOCUMENT), let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return nil }
        defer { cmark_node_free(document) }
        cmark_node_append_child(paragraph, inline)
        cmark_node_append_child(document, paragraph)
        defer { cmark_node_unlink(inline) }
        guard let rendered = cmark_render_html(document, unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) else { return nil }
        defer { free(rendered) }
        let html = String(cString: rendered)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return nil }
        return String(html.dropFirst(3).dropLast("</p>\n".count))
    }

    /// Fenced code, or the HTML the highlighting pass made of it.
    private static func isCode(_ node: OpaquePointer) -> Bool {
        MarkdownTree.type(node) == CMARK_NODE_CODE_BLOCK || MarkdownTree.isMarkup(node, opening: "<pre")
    }

    /// The list or quote a paragraph ends (its last item's, or the quote's, last block), else the paragraph.
    private static func blockEnded(by paragraph: OpaquePointer) -> OpaquePointer {
        guard cmark_node_next(paragraph) == nil, let parent = cmark_node_parent(paragraph) else { return paragraph }
        switch MarkdownTree.type(parent) {
        case CMARK_NODE_BLOCK_QUOTE: return parent
        case CMARK_NODE_ITEM:
            guard cmark_node_next(parent) == nil, let list = cmark_node_parent(parent) else { return paragraph }
            return list
        default: return paragraph
        }
    }

    /// A one-item list whose item reads `TOC` and then `{:toc}`: kramdown's place for the contents.
    private static func contentsList(marked paragraph: OpaquePointer) -> OpaquePointer? {
        guard let item = cmark_node_parent(paragraph), MarkdownTree.type(item) == CMARK_NODE_ITEM,
            let list = cmark_node_parent(item), cmark_node_first_child(list) == item, cmark_node_next(item) == nil
        else { return nil }
        let words = MarkdownTree.children(of: paragraph).map { MarkdownTree.type($0) == CMARK_NODE_TEXT ? MarkdownTree.literal($0).trimmingSpaces() : "" }
        let marker = words.last?.replacingOccurrences(of: " ", with: "")
        return words.count == 3 && marker == "{:toc}" ? list : nil
    }

    private static func give(_ attributes: Attributes, to target: OpaquePointer, found: inout Found) {
        // Chirpy's `{: file="a.sh"}` under code: the file's name above it, as the codeblock shortcode shows it.
        if let file = attributes.file, isCode(target) {
            var named = attributes
            named.classes.insert(CodeBlockHTML.namedClass, at: 0)
            MarkdownTree.wrap(target, in: MarkdownTree.block("<figure\(named.html)>" + CodeBlockHTML.nameCaption(file), exit: "</figure>"))
            return
        }
        // Only keys for someone else: nothing to wrap the block in.
        if attributes.html.isEmpty, MarkdownTree.type(target) != CMARK_NODE_HEADING { return }
        switch MarkdownTree.type(target) {
        case CMARK_NODE_HEADING:
            found.headings[target] = attributes
        case CMARK_NODE_PARAGRAPH:
            // A tight list writes its items' paragraphs without tags: nothing to put the attributes on.
            if let item = cmark_node_parent(target), MarkdownTree.type(item) == CMARK_NODE_ITEM,
                let list = cmark_node_parent(item), cmark_node_get_list_tight(list) != 0
            {
                return
            }
            MarkdownTree.replaceParagraph(target, openingTag: "<p\(attributes.html)>")
        case CMARK_NODE_BLOCK_QUOTE:
            // On the quote's own tag, as kramdown writes it (Chirpy's `{: .prompt-tip }` styles `blockquote.prompt-tip`).
            let quote = MarkdownTree.block("<blockquote\(attributes.html)>", exit: "</blockquote>")
            MarkdownTree.moveChildren(of: target, to: quote)
            MarkdownTree.replace(target, with: quote)
        default:
            // A list, code or a table: in a block of its own that carries them.
            MarkdownTree.wrap(target, in: MarkdownTree.block("<div\(attributes.html)>", exit: "</div>"))
        }
    }

    /// `{:target="_blank"}` right after a link, `{: width="400"}` after an image, or `{: .filepath}`
    /// after code, emphasis or strong text goes into its tag.
    private static func applyListsAfterSpans(in document: OpaquePointer, allowsStyle: Bool) {
        let texts = MarkdownTree.nodes(in: document) { node in
            guard MarkdownTree.type(node) == CMARK_NODE_TEXT, let before = cmark_node_previous(node) else { return false }
            return spanKinds.contains(MarkdownTree.type(before).rawValue)
        }
        for text in texts {
            let literal = MarkdownTree.literal(text)
            guard literal.hasPrefix("{"), let close = literal.firstIndex(of: "}"), let target = cmark_node_previous(text) else { continue }
            let kind = MarkdownTree.type(target)
            // Pandoc's raw code (`` `<b>`{=html} ``, as Quarto writes it): HTML as it is, where raw HTML may be; another format's, nothing.
            if kind == CMARK_NODE_CODE, literal.hasPrefix("{=") {
                let format = literal[literal.index(literal.startIndex, offsetBy: 2)..<close].trimmingSpaces()
                if format == "html", let raw = cmark_node_new(CMARK_NODE_HTML_INLINE) {
                    cmark_node_set_literal(raw, MarkdownTree.literal(target))
                    MarkdownTree.replace(target, with: raw)
                } else {
                    cmark_node_unlink(target)
                    cmark_node_free(target)
                }
                dropPrefix(through: close, of: text, literal)
                continue
            }
            // kramdown's `{: …}` after any of these spans; Pandoc's `{…}` after an image, a link or code.
            let isPandoc = !literal.hasPrefix("{:")
            guard !isPandoc || [CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_CODE].contains(kind),
                var attributes = parse(
                    String(literal[...close]), allowsStyle: allowsStyle, forLink: kind == CMARK_NODE_LINK, forImage: kind == CMARK_NODE_IMAGE,
                    pandoc: isPandoc)
            else { continue }
            switch kind {
            case CMARK_NODE_LINK:
                guard let opening = openingTag(of: target, unsafe: allowsStyle) else { break }
                // A title the link has already is not written twice.
                if opening.contains(" title=\"") { attributes.others.removeAll { $0.name == "title" } }
                wrapChildren(of: target, in: opening + attributes.html + ">", "</a>")
            case CMARK_NODE_IMAGE:
                guard let (opening, node) = takeOpeningTag(of: target, unsafe: allowsStyle) else { break }
                if opening.contains(" title=\"") { attributes.others.removeAll { $0.name == "title" } }
                _ = (opening + attributes.html + " />").withCString { cmark_node_set_on_enter(node, $0) }
            case CMARK_NODE_CODE:
                MarkdownTree.replace(target, with: MarkdownTree.markup("<code\(attributes.html)>\(MarkdownTree.literal(target).xmlEscaped)</code>"))
            default:
                let tag = kind == CMARK_NODE_EMPH ? "em" : "strong"
                wrapChildren(of: target, in: "<\(tag)\(attributes.html)>", "</\(tag)>")
            }
            dropPrefix(through: close, of: text, literal)
        }
    }

    /// Takes a text node's literal up to `close` away; the node goes when nothing is left.
    private static func dropPrefix(through close: String.Index, of text: OpaquePointer, _ literal: String) {
        let rest = literal[literal.index(after: close)...]
        if rest.isEmpty {
            cmark_node_unlink(text)
            cmark_node_free(text)
        } else {
            _ = String(rest).withCString { cmark_node_set_literal(text, $0) }
        }
    }

    /// Puts `node`'s children in our markup, which takes `node`'s place.
    private static func wrapChildren(of node: OpaquePointer, in enter: String, _ exit: String) {
        let tagged = MarkdownTree.markup(enter, exit: exit)
        MarkdownTree.moveChildren(of: node, to: tagged)
        MarkdownTree.replace(node, with: tagged)
    }
}
