import CCmark

/// kramdown ends an HTML block where its element closes; CommonMark only at a blank line. A post
/// written for kramdown puts Markdown right under a closing tag (Just the Docs shows an example in
/// a `<div>` and, on the next line, its code in a fence): cmark keeps those lines in the HTML
/// block, as raw text, and reads what follows them out of step (the fence's closing line opens a
/// fence that runs to the end). Here such a block ends at its closing tag, and the post's source
/// after it is read again as Markdown, each block on its own line still.
enum HTMLBlockEnds {
    /// Bytes a text holds when a closing tag may stand on a line of its own with a line after it.
    static let signs: [StaticString] = ["</"]

    static func apply(in document: OpaquePointer, source: String, parseOptions: Int32) {
        var sourceLines: [Substring]?
        // The post's link reference definitions (`[icon search]: #search`), read with each part read
        // again so its links find them wherever in the post they are.
        var definitions: [Substring] = []
        // Lines read again, at most: a few times the post's, so no text makes this pass take long.
        var budget = 0
        var from = cmark_node_first_child(document)
        while let block = from {
            from = cmark_node_next(block)
            guard MarkdownTree.type(block) == CMARK_NODE_HTML_BLOCK else { continue }
            let lines = MarkdownTree.literal(block).split(separator: "\n", omittingEmptySubsequences: false)
            guard let end = closingLine(in: lines) else { continue }
            let restStart = Int(cmark_node_get_start_line(block)) + end
            if sourceLines == nil {
                sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
                definitions = LinkDefinitions.lines(in: sourceLines ?? [])
                budget = 8 * (sourceLines?.count ?? 0) + 10_000
            }
            guard let all = sourceLines, restStart < all.count,
                // An indented line would become code once out of the block.
                let next = all[restStart...].first(where: { !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }),
                !next.hasPrefix("    "), !next.hasPrefix("\t")
            else { continue }
            // The block's own lines after the closing tag are read again, and what follows the block
            // stays as it was read; only when those lines open a fence or a comment they do not close
            // (cmark read past the block out of step) is the rest of the post read again.
            let blockEnd = min(all.count, max(restStart + 1, Int(cmark_node_get_end_line(block))))
            let wholeRest = opensWhatItDoesNotClose(all[restStart..<blockEnd])
            let reread = wholeRest ? all[restStart...] : all[restStart..<blockEnd]
            // The blank lines before the part (which keep every block on its line, for messages)
            // cost cmark little, but a post of thousands of such blocks has millions of them.
            let cost = reread.count + 2 * definitions.count + restStart / 16
            guard cost <= budget else { continue }
            var text = [UInt8](repeating: UInt8(ascii: "\n"), count: restStart)
            text += (reread.joined(separator: "\n") + "\n\n" + definitions.joined(separator: "\n\n")).utf8
            guard let parsed = MarkdownTree.parse(String(decoding: text, as: UTF8.self), options: parseOptions) else { continue }
            budget -= cost
            _ = cmark_node_set_literal(block, lines[...end].joined(separator: "\n") + "\n")
            if wholeRest {
                while let following = cmark_node_next(block) {
                    cmark_node_unlink(following)
                    cmark_node_free(following)
                }
            }
            from = cmark_node_first_child(parsed)
            var last = block
            for child in MarkdownTree.children(of: parsed) {
                cmark_node_unlink(child)
                _ = cmark_node_insert_after(last, child)
                last = child
            }
            cmark_node_free(parsed)
            if from == nil { from = cmark_node_next(block) }
        }
    }

    /// Whether the lines open a fenced code block, or an HTML comment or `<pre>`, `<script>`,
    /// `<style>` or `<textarea>` element, that they do not close: read as Markdown, it would take
    /// the lines after them too.
    private static func opensWhatItDoesNotClose(_ lines: ArraySlice<Substring>) -> Bool {
        var code = CodeFenceLines()
        var htmlEnd: String?
        for line in lines {
            if let end = htmlEnd {
                if line.lowercased().contains(end) { htmlEnd = nil }
                continue
            }
            guard !code.read(line) else { continue }
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count <= 3, trimmed.first == "<" else { continue }
            let lowered = trimmed.lowercased()
            for (start, end) in [("<!--", "-->"), ("<pre", "</pre>"), ("<script", "</script>"), ("<style", "</style>"), ("<textarea", "</textarea>")]
            where lowered.hasPrefix(start) {
                if !lowered.dropFirst(start.count).contains(end) { htmlEnd = end }
                break
            }
        }
        return code.isOpen || htmlEnd != nil
    }

    /// The index of the line where the block's outermost element closes (a closing tag alone on
    /// its line), when lines that are not blank follow it in the block; nil otherwise. A block
    /// that starts with a closing tag (the end of an element whose text was Markdown) ends there.
    private static func closingLine(in lines: [Substring]) -> Int? {
        guard let first = lines.first?.trimmingSpaces(), first.hasPrefix("<") else { return nil }
        let rest = { (index: Int) in lines[(index + 1)...].contains { !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } } }
        if let name = closingTagName(first) { return rest(0) && blockNames.contains(name) ? 0 : nil }
        let name = String(first.dropFirst().prefix { $0.isLetter || $0.isNumber }).lowercased()
        guard blockNames.contains(name) else { return nil }
        var depth = 0
        let opening = Array("<\(name)".utf8), closing = Array("</\(name)>".utf8)
        for (index, line) in lines.enumerated() {
            depth += tags(opening, in: line, opens: true) - tags(closing, in: line, opens: false)
            if depth <= 0 {
                return closingTagName(line.trimmingSpaces()) == name && index < lines.count - 1 && rest(index) ? index : nil
            }
        }
        return nil
    }

    /// How many times `tag` (lowercase ASCII: `<div`, `</div>`) is in `line`, in any case; an opening
    /// one only where `>` or a blank follows (`<div>`, `<div class…`, not `<divider>`). Byte by byte:
    /// a notebook's output lines run to megabytes of an image's base64.
    private static func tags(_ tag: [UInt8], in line: Substring, opens: Bool) -> Int {
        var count = 0
        var bytes = line.utf8.makeIterator()
        // `<` is only the tag's first byte, so a failed match restarts at most one byte back.
        var matched = 0
        var checksFollower = false
        while let byte = bytes.next() {
            let lowered = byte >= 65 && byte <= 90 ? byte + 32 : byte
            if checksFollower {
                checksFollower = false
                if lowered == UInt8(ascii: ">") || lowered == UInt8(ascii: " ") { count += 1 }
            }
            if lowered == tag[matched] {
                matched += 1
            } else {
                matched = lowered == tag[0] ? 1 : 0
            }
            if matched == tag.count {
                matched = 0
                if opens { checksFollower = true } else { count += 1 }
            }
        }
        return count
    }

    /// `div` for a line that is `</div>` alone.
    private static func closingTagName(_ line: String) -> String? {
        guard line.hasPrefix("</"), line.hasSuffix(">") else { return nil }
        let name = line.dropFirst(2).dropLast()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return name.lowercased()
    }

    /// The elements whose blocks kramdown ends at their closing tag, as Jekyll posts use them.
    private static let blockNames: Set<String> = [
        "div", "details", "figure", "section", "aside", "article", "center", "table", "blockquote", "ul", "ol", "dl", "nav", "header", "footer",
    ]
}
