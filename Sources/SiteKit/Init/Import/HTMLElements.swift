/// The top-level elements of a post's HTML (Ghost and Medium write a post as one line of `<p>…</p><h2>…</h2>
/// <figure>…</figure>`), each to become a block of Markdown of its own. Only tags are read:
/// `<pre>`, `<script>`, `<style>` and `<textarea>` keep their insides whole, a comment is an
/// element, and inline elements and text between blocks stay with the block they follow.
enum HTMLElements {
    /// The elements CommonMark starts an HTML block with (its type 6), and the raw ones (type 1).
    private static let blockNames: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figcaption", "figure", "footer", "form",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "iframe", "li", "main", "menu", "nav", "ol", "p", "section", "summary", "table", "ul",
        "pre", "script", "style", "textarea",
    ]
    private static let rawNames: Set<String> = ["pre", "script", "style", "textarea"]
    private static let voidNames: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// The top-level elements of `html`, trimmed, in order.
    static func topLevel(of html: String) -> [String] {
        let bytes = Array(html.utf8)
        var elements: [String] = []
        var depth = 0
        var start: Int?
        func close(at end: Int) {
            guard var first = start else { return }
            start = nil
            // Trimmed byte by byte: an element may be a picture's megabyte of base64.
            var last = end
            while first < last, isSpace(bytes[first]) { first += 1 }
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            if first < last { elements.append(String(decoding: bytes[first..<last], as: UTF8.self)) }
        }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), let tag = tag(in: bytes, at: index) else {
                if depth == 0, start == nil, !isSpace(bytes[index]) { start = index }
                index += 1
                continue
            }
            let isBlock = blockNames.contains(tag.name)
            if tag.name == "!--" {
                if depth == 0 {
                    close(at: index)
                    start = index
                    close(at: tag.end)
                }
            } else if tag.isClosing {
                if depth > 0 { depth -= 1 }
                if depth == 0, isBlock { close(at: tag.end) }
            } else {
                if depth == 0 {
                    if isBlock { close(at: index) }
                    if start == nil { start = index }
                }
                if rawNames.contains(tag.name) {
                    // Its inside is text up to its end tag.
                    let end = closingTag(tag.name, in: bytes, from: tag.end) ?? bytes.count
                    if depth == 0 { close(at: end) }
                    index = end
                    continue
                }
                if !voidNames.contains(tag.name), !tag.closesItself {
                    depth += 1
                } else if depth == 0, isBlock {
                    close(at: tag.end)
                }
            }
            index = tag.end
        }
        close(at: bytes.count)
        return elements
    }

    /// Whether Markdown takes `html` for an HTML block as it is: it opens with a block element or a comment.
    static func startsBlock(_ html: String) -> Bool {
        if html.hasPrefix("<!--") { return true }
        // The name after `<` is all it takes.
        guard html.hasPrefix("<") else { return false }
        let name = html.utf8.dropFirst().prefix(while: isNameByte)
        return blockNames.contains(String(decoding: name, as: UTF8.self).lowercased())
    }

    /// The tag at `index` (a `<`): its lowercased name (`!--` for a comment), where it ends, whether
    /// it closes or closes itself; nil when the `<` opens no tag (`a < b` in text).
    private static func tag(in bytes: [UInt8], at index: Int) -> (name: String, end: Int, isClosing: Bool, closesItself: Bool)? {
        var cursor = index + 1
        guard cursor < bytes.count else { return nil }
        if bytes[cursor...].starts(with: Array("!--".utf8)) {
            let end = find(Array("-->".utf8), in: bytes, from: cursor + 3).map { $0 + 3 } ?? bytes.count
            return ("!--", end, false, true)
        }
        let isClosing = bytes[cursor] == UInt8(ascii: "/")
        if isClosing { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart, isLetter(bytes[nameStart]) else { return nil }
        let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
        // To the `>` that ends it, past quoted attribute values.
        var quote: UInt8?
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let closesItself = cursor > index && bytes[cursor - 1] == UInt8(ascii: "/")
                return (name, cursor + 1, isClosing, closesItself)
            }
            cursor += 1
        }
        return nil
    }

    /// Where the end tag `</name>` ends, from `index` on; nil when there is none.
    private static func closingTag(_ name: String, in bytes: [UInt8], from index: Int) -> Int? {
        let wanted = Array(("</" + name).utf8)
        var cursor = index
        while let found = find(wanted, in: bytes, from: cursor, ignoringCase: true) {
            let after = found + wanted.count
            if after < bytes.count, bytes[after] == UInt8(ascii: ">") || isSpace(bytes[after]) {
                return (find([UInt8(ascii: ">")], in: bytes, from: after) ?? bytes.count - 1) + 1
            }
            cursor = after
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from index: Int, ignoringCase: Bool = false) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var cursor = index
        while cursor + needle.count <= bytes.count {
            var matches = true
            for offset in 0..<needle.count {
                let byte = bytes[cursor + offset]
                let lowered = ignoringCase && byte >= 65 && byte <= 90 ? byte + 32 : byte
                if lowered != needle[offset] {
                    matches = false
                    break
                }
            }
            if matches { return cursor }
            cursor += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
    private static func isNameByte(_ byte: UInt8) -> Bool { isLetter(byte) || (byte >= 48 && byte <= 57) || byte == UInt8(ascii: "-") }
}
