import Diagnostics

/// Splits a template into text and tags, following set-delimiter tags as it goes.
struct Tokenizer {
    private let source: TemplateSource
    private var bytes: [UInt8] { source.bytes }
    private(set) var tokens: [Token] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ source: TemplateSource) {
        self.source = source
        tokens.reserveCapacity(source.bytes.count / 16)
        tokenize()
    }

    private mutating func tokenize() {
        var delimiters = Delimiters()
        var open = Array(delimiters.open.utf8)
        var close = Array(delimiters.close.utf8)
        var cursor = 0
        while let tagStart = bytes.firstRange(of: open, from: cursor) {
            appendText(cursor..<tagStart)
            let afterOpen = tagStart + open.count
            let sigil = afterOpen < bytes.count ? bytes[afterOpen] : nil
            // Triple mustaches and set-delimiter tags end with their own character before the
            // closing delimiter, so `{{{a}}}` is not cut short at its first `}}`.
            var terminator = close
            var contentStart = afterOpen
            if sigil == UInt8(ascii: "{") || sigil == UInt8(ascii: "=") {
                terminator = [sigil == UInt8(ascii: "{") ? UInt8(ascii: "}") : sigil!] + close
                contentStart += 1
            }
            guard let contentEnd = bytes.firstRange(of: terminator, from: contentStart) else {
                let opening = source.text(tagStart..<min(bytes.count, afterOpen + 1))
                diagnostics.append(
                    source.error(
                        TemplateMessages.unclosedTag(
                            opening, expected: String(decoding: terminator, as: UTF8.self)),
                        at: tagStart))
                appendText(tagStart..<bytes.count)
                cursor = bytes.count
                break
            }
            let tagRange = tagStart..<(contentEnd + terminator.count)
            cursor = tagRange.upperBound
            if let tag = makeTag(
                sigil: sigil, content: contentStart..<contentEnd, range: tagRange,
                delimiters: delimiters)
            {
                if tag.kind == .setDelimiters {
                    guard let new = parseDelimiters(contentStart..<contentEnd, tag: tag) else { continue }
                    delimiters = new
                    open = Array(new.open.utf8)
                    close = Array(new.close.utf8)
                }
                tokens.append(.tag(tag))
            }
        }
        appendText(cursor..<bytes.count)
    }

    /// Appends `range` as text tokens, split after each newline.
    private mutating func appendText(_ range: Range<Int>) {
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            if bytes[index] == .newline {
                tokens.append(.text(start..<(index + 1)))
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { tokens.append(.text(start..<range.upperBound)) }
    }

    private mutating func makeTag(
        sigil: UInt8?, content: Range<Int>, range: Range<Int>, delimiters: Delimiters
    ) -> Tag? {
        let kind: TagKind
        switch sigil {
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "&"), UInt8(ascii: "{"): kind = .unescapedVariable
        case UInt8(ascii: "="): kind = .setDelimiters
        default: kind = .variable
        }
        var nameRange = content
        if kind != .variable && sigil != UInt8(ascii: "{") && sigil != UInt8(ascii: "=") {
            nameRange = (content.lowerBound + 1)..<max(content.lowerBound + 1, content.upperBound)
        }
        var tag = Tag(kind: kind, name: "", range: range, delimiters: delimiters)
        if kind == .comment || kind == .setDelimiters { return tag }
        var name = source.text(trimmed(nameRange))
        // A dynamic name (`{{>*name}}`) may be padded after its asterisk, as in `{{> * name }}`.
        if name.hasPrefix("*") && (kind == .partial || kind == .parent || kind == .close) {
            name = "*" + name.dropFirst().trimmingWhitespace()
        }
        if name.isEmpty || name == "*" {
            diagnostics.append(source.error(TemplateMessages.emptyName(source.text(range)), at: range.lowerBound))
            return nil
        }
        if name.utf8.contains(where: \.isWhitespace) {
            diagnostics.append(source.error(TemplateMessages.nameWithSpace(name), at: range.lowerBound))
            return nil
        }
        tag.name = name
        return tag
    }

    /// The two delimiters of `{{=<% %>=}}`, or nil after reporting why they cannot be used.
    private mutating func parseDelimiters(_ content: Range<Int>, tag: Tag) -> Delimiters? {
        let words = source.text(content).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard words.count == 2, !words.contains(where: { $0.contains("=") }) else {
            diagnostics.append(
                source.error(TemplateMessages.badDelimiters(source.text(tag.range)), at: tag.range.lowerBound))
            return nil
        }
        return Delimiters(open: String(words[0]), close: String(words[1]))
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower].isWhitespace { lower += 1 }
        while upper > lower, bytes[upper - 1].isWhitespace { upper -= 1 }
        return lower..<upper
    }
}

extension Array where Element == UInt8 {
    /// The offset of the first occurrence of `needle` at or after `start`.
    func firstRange(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= count else { return nil }
        let last = count - needle.count
        var index = start
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < needle.count, self[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
