import CCmark

/// Images a screen reader can only call "image": Markdown's `![](photo.jpg)` with no words in
/// the brackets, and an HTML `<img>` with no `alt` at all (`alt=""` marks one that only
/// decorates, on purpose). The build names where they are, so the writer can describe them.
enum ImagesWithoutText {
    /// Bytes a text holds when it may have an image.
    static let signs: [StaticString] = ["![", "<img", "<IMG"]

    /// The lines (of the text cmark read, from 1) of the images without text.
    static func lines(in document: OpaquePointer) -> [Int] {
        var lines: [Int] = []
        let nodes = MarkdownTree.nodes(in: document) {
            let type = MarkdownTree.type($0)
            return type == CMARK_NODE_IMAGE || type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE
        }
        for node in nodes {
            let line = Int(cmark_node_get_start_line(node))
            // Markup the build's own passes made has no line, and writes its alt itself.
            guard line > 0 else { continue }
            if MarkdownTree.type(node) == CMARK_NODE_IMAGE {
                if MarkdownTree.plainText(of: node).text.allSatisfy(\.isWhitespace) { lines.append(line) }
                continue
            }
            for offset in tagsWithoutAlt(in: MarkdownTree.literal(node)) { lines.append(line + offset) }
        }
        return lines
    }

    /// For each `<img …>` tag of `html` without an `alt` attribute, its line within `html` (from 0).
    static func tagsWithoutAlt(in html: String) -> [Int] {
        var found: [Int] = []
        let bytes = Array(html.utf8)
        var index = 0
        var line = 0
        while index + 4 < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "<"), lowercased(bytes[index + 1]) == UInt8(ascii: "i"), lowercased(bytes[index + 2]) == UInt8(ascii: "m"),
                lowercased(bytes[index + 3]) == UInt8(ascii: "g"), bytes[index + 4] <= 0x20 || bytes[index + 4] == UInt8(ascii: "/") || bytes[index + 4] == UInt8(ascii: ">")
            else {
                index += 1
                continue
            }
            var end = index + 4
            var quote: UInt8? = nil
            var hasAlt = false
            var tagLines = 0
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\n") { tagLines += 1 }
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                } else if bytes[end - 1] <= 0x20, end + 3 < bytes.count, lowercased(byte) == UInt8(ascii: "a"), lowercased(bytes[end + 1]) == UInt8(ascii: "l"),
                    lowercased(bytes[end + 2]) == UInt8(ascii: "t"), bytes[end + 3] == UInt8(ascii: "=") || bytes[end + 3] <= 0x20 || bytes[end + 3] == UInt8(ascii: ">")
                {
                    hasAlt = true
                }
                end += 1
            }
            if !hasAlt { found.append(line) }
            line += tagLines
            index = end + 1
        }
        return found
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}
