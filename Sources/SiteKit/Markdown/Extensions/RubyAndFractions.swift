import CCmark
import Glibc

/// LoveIt's, FixIt's and DoIt's extended Markdown: `[Hugo]^(An open-source static site generator)`
/// is a ruby annotation (`<ruby>`, the annotation above the text, in brackets where ruby is not
/// drawn), and `[Light]/[Dark]` a fraction, the first over the second (the slash stays, so a
/// screen reader says "Light slash Dark"). `[Hugo]{?^}(…)` and `[Light]{?/}[Dark]` are the
/// themes' way to write the marks themselves. Only text is read: code and raw HTML keep theirs.
enum RubyAndFractions {
    /// Bytes a text holds when it may hold either.
    static let signs: [StaticString] = ["]^(", "]/[", "]{?"]

    static func apply(in document: OpaquePointer) {
        // cmark leaves `[` and `]` that open no link as texts of their own: each parent's runs of
        // texts are read together.
        let texts = MarkdownTree.nodes(in: document) { node in
            MarkdownTree.type(node) == CMARK_NODE_TEXT && cmark_node_get_literal(node).map { strchr($0, Int32(UInt8(ascii: "]"))) != nil } == true
        }
        var parents: [OpaquePointer] = []
        for text in texts {
            if let parent = cmark_node_parent(text), !parents.contains(parent) { parents.append(parent) }
        }
        for parent in parents { rewrite(textRunsOf: parent) }
    }

    private static func rewrite(textRunsOf parent: OpaquePointer) {
        var run: [OpaquePointer] = []
        for child in MarkdownTree.children(of: parent) {
            if MarkdownTree.type(child) == CMARK_NODE_TEXT {
                run.append(child)
            } else {
                rewrite(run)
                run = []
            }
        }
        rewrite(run)
    }

    /// One run of neighbouring texts, rewritten when it holds a ruby or a fraction.
    private static func rewrite(_ run: [OpaquePointer]) {
        guard !run.isEmpty else { return }
        let text = run.map(MarkdownTree.literal).joined()
        guard let pieces = pieces(of: text) else { return }
        for piece in pieces { cmark_node_insert_before(run[0], piece) }
        for node in run {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// The text as texts and markup, or nil when it holds neither form.
    static func pieces(of text: String) -> [OpaquePointer]? {
        var pieces: [OpaquePointer] = []
        var plain = ""
        var rest = Substring(text)
        var found = false
        while let open = rest.firstIndex(of: "[") {
            plain += rest[..<open]
            let afterOpen = rest.index(after: open)
            // `[x]/[ ]`, a task box written about, is no fraction: both parts hold words.
            guard let (base, close) = enclosed(rest[afterOpen...], closer: "]", nested: "[") else {
                plain += "["
                rest = rest[afterOpen...]
                continue
            }
            let tail = rest[rest.index(after: close)...]
            if tail.hasPrefix("^("), let (annotation, end) = enclosed(tail.dropFirst(2), closer: ")", nested: "(") {
                flush(&plain, into: &pieces)
                pieces.append(MarkdownTree.markup(
                    "<ruby>\(String(base).xmlEscaped)<rp>(</rp><rt>\(String(annotation).xmlEscaped)</rt><rp>)</rp></ruby>"))
                rest = tail[tail.index(after: end)...]
                found = true
            } else if tail.hasPrefix("/["), let (denominator, end) = enclosed(tail.dropFirst(2), closer: "]", nested: "[") {
                flush(&plain, into: &pieces)
                pieces.append(MarkdownTree.markup(
                    "<span class=\"fraction\"><sup>\(String(base).xmlEscaped)</sup>/<sub>\(String(denominator).xmlEscaped)</sub></span>"))
                rest = tail[tail.index(after: end)...]
                found = true
            } else if tail.hasPrefix("{?^}(") || tail.hasPrefix("{?/}[") {
                // The marks written as themselves.
                plain += "[" + base + "]" + String(tail[tail.index(tail.startIndex, offsetBy: 2)])
                rest = tail[tail.index(tail.startIndex, offsetBy: 4)...]
                found = true
            } else {
                plain += "[" + base + "]"
                rest = tail
            }
        }
        guard found else { return nil }
        plain += rest
        flush(&plain, into: &pieces)
        return pieces
    }

    /// The words before `closer` at the start of `text`, and where the closer is; nil when `nested`
    /// comes first or the part holds no word.
    private static func enclosed(_ text: Substring, closer: Character, nested: Character) -> (Substring, String.Index)? {
        guard let end = text.firstIndex(where: { $0 == closer || $0 == nested }), text[end] == closer else { return nil }
        let part = text[..<end]
        return part.contains(where: { !$0.isWhitespace }) ? (part, end) : nil
    }

    private static func flush(_ plain: inout String, into pieces: inout [OpaquePointer]) {
        if !plain.isEmpty { pieces.append(MarkdownTree.text(plain)) }
        plain = ""
    }
}
