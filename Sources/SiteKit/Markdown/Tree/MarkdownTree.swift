import CCmark
import Foundation

/// What the Markdown passes need of cmark's tree, in Swift terms. The nodes live only inside one
/// `renderMarkdown` call: every pass takes the document and returns Swift values.
enum MarkdownTree {
    static func type(_ node: OpaquePointer) -> cmark_node_type { cmark_node_get_type(node) }

    /// Every node of `root` (itself included) for which `matches` holds, in document order.
    static func nodes(in root: OpaquePointer, where matches: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), matches(node) else { continue }
            found.append(node)
        }
        return found
    }

    /// The blocks of `root` for which `matches` holds, in document order, without visiting any
    /// inline: a post's few dozen blocks instead of its thousands of nodes.
    static func blocks(in root: OpaquePointer, where matches: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        func visit(_ node: OpaquePointer) {
            var child = cmark_node_first_child(node)
            while let current = child {
                if matches(current) { found.append(current) }
                switch type(current) {
                case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK: visit(current)
                default: break
                }
                child = cmark_node_next(current)
            }
        }
        visit(root)
        return found
    }

    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var children: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(current)
            child = cmark_node_next(current)
        }
        return children
    }

    static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    static func text(_ literal: String) -> OpaquePointer {
        let node = cmark_node_new(CMARK_NODE_TEXT)!
        // withCString lends a native string's own bytes; passing the String would copy them into an array first.
        literal.withCString { _ = cmark_node_set_literal(node, $0) }
        return node
    }

    /// Markup written as it is, whether or not raw HTML is allowed (it is ours, not the author's).
    static func markup(_ enter: String, exit: String = "") -> OpaquePointer {
        let node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
        enter.withCString { _ = cmark_node_set_on_enter(node, $0) }
        exit.withCString { _ = cmark_node_set_on_exit(node, $0) }
        return node
    }

    /// A block of our markup around its children, on lines of their own.
    static func block(_ enter: String, exit: String = "") -> OpaquePointer {
        let node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        enter.withCString { _ = cmark_node_set_on_enter(node, $0) }
        exit.withCString { _ = cmark_node_set_on_exit(node, $0) }
        return node
    }

    static func link(to url: String, text: String) -> OpaquePointer {
        let node = cmark_node_new(CMARK_NODE_LINK)!
        cmark_node_set_url(node, url)
        cmark_node_append_child(node, Self.text(text))
        return node
    }

    /// What `read` makes of the braces a heading's text ends in (`{#id}`, `{: .no_toc}`, opened by
    /// `opening`), which then leave the text with the blanks before them; nil, and the text as it
    /// was, when the heading does not end so or `read` refuses them.
    static func takeTrailingBraces<Value>(of heading: OpaquePointer, opening: String, read: (Substring) -> Value?) -> Value? {
        guard let last = cmark_node_last_child(heading), type(last) == CMARK_NODE_TEXT else { return nil }
        let text = literal(last)
        guard text.hasSuffix("}"), let open = text.range(of: opening, options: .backwards), let value = read(text[open.lowerBound...])
        else { return nil }
        var kept = text[..<open.lowerBound]
        while kept.last == " " || kept.last == "\t" { kept = kept.dropLast() }
        if kept.isEmpty {
            cmark_node_unlink(last)
            cmark_node_free(last)
        } else {
            _ = String(kept).withCString { cmark_node_set_literal(last, $0) }
        }
        return value
    }

    /// Whether `node` is our markup (`markup`, `block`) and opens with `prefix`: the `<pre` a
    /// highlighted block is, the `<img` an image with attributes is.
    static func isMarkup(_ node: OpaquePointer, opening prefix: String) -> Bool {
        let kind = type(node)
        guard kind == CMARK_NODE_CUSTOM_BLOCK || kind == CMARK_NODE_CUSTOM_INLINE, let enter = cmark_node_get_on_enter(node) else { return false }
        return strncmp(enter, prefix, prefix.utf8.count) == 0
    }

    /// The paragraph, its text as it was, written with an opening tag of ours (`<p class="x">`):
    /// the tag in an inline part, as the heading pass writes its own.
    static func replaceParagraph(_ paragraph: OpaquePointer, openingTag: String) {
        let block = block("")
        let inline = markup(openingTag, exit: "</p>")
        moveChildren(of: paragraph, to: inline)
        cmark_node_append_child(block, inline)
        replace(paragraph, with: block)
    }

    /// Puts `node` inside `wrapper`, where `node` was.
    static func wrap(_ node: OpaquePointer, in wrapper: OpaquePointer) {
        cmark_node_insert_before(node, wrapper)
        cmark_node_unlink(node)
        cmark_node_append_child(wrapper, node)
    }

    /// Moves every child of `source` to the end of `target`'s children.
    static func moveChildren(of source: OpaquePointer, to target: OpaquePointer) {
        while let child = cmark_node_first_child(source) {
            cmark_node_unlink(child)
            cmark_node_append_child(target, child)
        }
    }

    /// Puts `replacement` where `node` was and frees `node`.
    static func replace(_ node: OpaquePointer, with replacement: OpaquePointer) {
        cmark_node_replace(node, replacement)
        cmark_node_free(node)
    }

    /// Puts `pieces` where the text node `node` was, in order, and frees it.
    static func replace(_ node: OpaquePointer, with pieces: [OpaquePointer]) {
        for piece in pieces { cmark_node_insert_before(node, piece) }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// Whether `node` sits inside a link or an image (whose text must not gain links of its own).
    static func isInsideLink(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            let kind = type(current)
            if kind == CMARK_NODE_LINK || kind == CMARK_NODE_IMAGE { return true }
            if isLinkMarkup(current) { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// Whether `node` is inline markup of ours that writes a link (a footnote reference, a cell).
    static func isLinkMarkup(_ node: OpaquePointer) -> Bool {
        guard type(node) == CMARK_NODE_CUSTOM_INLINE, let enter = cmark_node_get_on_enter(node) else { return false }
        return strstr(enter, "<a ") != nil
    }

    /// Text nodes that are not inside a link or an image and whose text holds one of `needles`, in
    /// document order. The test runs on cmark's own bytes, so the many texts without one never
    /// become Swift strings.
    static func linkableTexts(in root: OpaquePointer, holdingAnyOf needles: [StaticString]) -> [OpaquePointer] {
        nodes(in: root) { node in
            guard type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return false }
            let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
            let buffer = UnsafeBufferPointer(start: bytes, count: strlen(literal))
            return needles.contains { MarkdownTree.contains(buffer, $0) } && !isInsideLink(node)
        }
    }

    /// The plain text of a node's inline content (text and code, without markup), and whether
    /// it holds a link, in one walk.
    static func plainText(of node: OpaquePointer) -> (text: String, holdsLink: Bool) {
        var text = ""
        var holdsLink = false
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator), child != node else { continue }
            switch type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(child) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            case CMARK_NODE_LINK: holdsLink = true
            default: if isLinkMarkup(child) { holdsLink = true }
            }
        }
        return (text, holdsLink)
    }

    /// The text as a reader sees its links: without their destinations (`[page resource](https://…)`
    /// is `[page resource`), a `](` that no `)` closes kept as written.
    static func withoutLinkDestinations(_ text: String) -> String {
        guard text.contains("](") else { return text }
        var shown = ""
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            shown += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { return shown + rest[open.lowerBound...] }
            rest = rest[rest.index(after: close)...]
        }
        return shown + rest
    }

    /// Whether `text` holds `needle`, byte for byte (`ByteSearch`: far faster than Foundation's
    /// `contains`, which most text, holding no needle, would pay in full).
    static func text(_ text: String, contains needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { contains($0, needle) }
    }

    /// Whether `text` holds any of `needles` (a pass's signs that it may have work in a text).
    static func text(_ text: String, containsAnyOf needles: [StaticString]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in needles.contains { contains(bytes, $0) } }
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        needle.utf8CodeUnitCount > 0
            && ByteSearch.firstOffset(of: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes) != nil
    }

    /// One line of Markdown as the HTML of its paragraph (without the `<p>`; raw HTML left out, as
    /// cmark's default does) and as plain text; nil when it is not one paragraph. With `autolinks`,
    /// bare web addresses become links, as in a post; with `refusingRawHTML`, a line that writes
    /// raw HTML (`<b>`) is nil too, for text that shows such tags as written.
    static func inline(_ markdown: String, autolinks: Bool = false, refusingRawHTML: Bool = false) -> (html: String, plain: String)? {
        guard let document = parse(markdown, options: CMARK_OPT_DEFAULT) else { return nil }
        defer { cmark_node_free(document) }
        let paragraph = cmark_node_first_child(document)
        guard let paragraph, cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH, cmark_node_next(paragraph) == nil,
            !refusingRawHTML || nodes(in: paragraph, where: { type($0) == CMARK_NODE_HTML_INLINE }).isEmpty
        else { return nil }
        if autolinks { Autolinks.apply(in: document) }
        guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return nil }
        defer { free(rendered) }
        let html = String(cString: rendered)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return nil }
        return (String(html.dropFirst(3).dropLast("</p>\n".count)), plainText(of: paragraph).text)
    }

    /// Parses `markdown` into a document of its own, for parts the passes build (table cells,
    /// footnotes); the caller frees it.
    static func parse(_ markdown: String, options: Int32) -> OpaquePointer? {
        var markdown = markdown
        return markdown.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)
            }
        }
    }
}
