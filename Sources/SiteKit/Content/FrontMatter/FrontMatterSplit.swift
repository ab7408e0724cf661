/// A Markdown file split into its front matter and its body.
struct SplitFile: Sendable {
    /// The front matter's text (between the fences, or the whole JSON object), or nil when the file has none.
    var frontMatter: Substring?
    /// The format the file's first line opens, also when it is never closed.
    var format: FrontMatterFormat?
    var body: Substring
    /// Lines of the file before the front matter's text: 1 after a fence, 0 for a JSON object.
    var frontMatterLineOffset = 1
    /// Lines before the body starts, to turn body line numbers into file line numbers.
    var bodyLineOffset: Int
    /// True when the file opens front matter that nothing closes.
    var isUnclosed = false
}

/// Splits `text` into the front matter its first line opens (`---`, `+++` or `{`) and the body.
/// Blank lines before it are allowed, as Hugo and Zola allow them.
func splitFrontMatter(_ text: String) -> SplitFile {
    let (blankLines, start) = leadingBlankLines(text)
    guard blankLines > 0 else { return splitFrontMatter(atStartOf: text) }
    var split = splitFrontMatter(atStartOf: String(text[start...]))
    guard split.format != nil else { return SplitFile(body: text[...], bodyLineOffset: 0) }
    split.frontMatterLineOffset += blankLines
    if split.isUnclosed {
        split.body = text[...]
    } else {
        split.bodyLineOffset += blankLines
    }
    return split
}

/// How many lines of only spaces, tabs and carriage returns the text starts with, and where the rest begins.
private func leadingBlankLines(_ text: String) -> (Int, String.Index) {
    let bytes = text.utf8
    var count = 0
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            count += 1
            start = bytes.index(after: index)
        } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
            break
        }
        index = bytes.index(after: index)
    }
    return (count, start)
}

private func splitFrontMatter(atStartOf text: String) -> SplitFile {
    let bytes = text.utf8
    guard let firstEnd = lineEnd(in: bytes, from: bytes.startIndex) else {
        return SplitFile(body: text[...], bodyLineOffset: 0)
    }
    let firstLine = bytes[bytes.startIndex..<firstEnd.content]
    for format in FrontMatterFormat.all {
        switch format.delimiters {
        case .fence(let fence, let alsoClosing):
            guard isFence(firstLine, fence) else { continue }
            return splitFenced(text, format: format, after: firstEnd.next) { line in
                isFence(line, fence) || alsoClosing.map { isFence(line, $0) } == true
            }
        case .object:
            guard opensObject(firstLine) else { continue }
            return splitObject(text, format: format)
        case .metadataLines:
            guard let split = splitMetadataLines(text) else { continue }
            return split
        case .closedOnly(let fence):
            guard let split = splitClosedOnlyFrontMatter(text, fence: fence) else { continue }
            return split
        }
    }
    return SplitFile(body: text[...], bodyLineOffset: 0)
}

/// The front matter from `start` to the first line `closes` accepts.
private func splitFenced(
    _ text: String, format: FrontMatterFormat, after start: String.Index, closes: (Substring.UTF8View) -> Bool
) -> SplitFile {
    let bytes = text.utf8
    var index = start
    var lines = 1
    while index < bytes.endIndex {
        guard let end = lineEnd(in: bytes, from: index) else { break }
        lines += 1
        if closes(bytes[index..<end.content]) {
            return SplitFile(
                frontMatter: text[start..<index], format: format, body: text[end.next...], bodyLineOffset: lines)
        }
        index = end.next
    }
    return SplitFile(format: format, body: text[...], bodyLineOffset: 0, isUnclosed: true)
}

/// A JSON object from the first byte to the brace that balances it (braces inside strings do not count);
/// the body starts on the line after.
private func splitObject(_ text: String, format: FrontMatterFormat) -> SplitFile {
    let bytes = text.utf8
    var depth = 0
    var inString = false
    var escaped = false
    var lines = 0
    var index = bytes.startIndex
    while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") { lines += 1 }
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
        } else if byte == UInt8(ascii: "\"") {
            inString = true
        } else if byte == UInt8(ascii: "{") {
            depth += 1
        } else if byte == UInt8(ascii: "}") {
            depth -= 1
            if depth == 0 {
                let close = bytes.index(after: index)
                // The rest of the closing line belongs to the front matter.
                let next = lineEnd(in: bytes, from: close)?.next ?? bytes.endIndex
                let endsLine = next > close && bytes[bytes.index(before: next)] == UInt8(ascii: "\n")
                return SplitFile(
                    frontMatter: text[bytes.startIndex..<close], format: format, body: text[next...],
                    frontMatterLineOffset: 0, bodyLineOffset: lines + (endsLine ? 1 : 0))
            }
        }
        index = bytes.index(after: index)
    }
    return SplitFile(format: format, body: text[...], frontMatterLineOffset: 0, bodyLineOffset: 0, isUnclosed: true)
}

/// `{` alone, or `{` before a quoted key: not a shortcode's `{{` or Liquid's `{%`.
private func opensObject(_ line: Substring.UTF8View) -> Bool {
    guard line.first == UInt8(ascii: "{") else { return false }
    let rest = line.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return rest.isEmpty || rest.first == UInt8(ascii: "\"")
}

/// The end of the line's text (before `\r\n` or `\n`) and the start of the next line.
private func lineEnd(in bytes: String.UTF8View, from start: String.Index)
    -> (content: String.Index, next: String.Index)?
{
    guard start < bytes.endIndex else { return nil }
    guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        return (bytes.endIndex, bytes.endIndex)
    }
    var content = newline
    if content > start, bytes[bytes.index(before: content)] == UInt8(ascii: "\r") {
        content = bytes.index(before: content)
    }
    return (content, bytes.index(after: newline))
}

/// The fence (`---`, `+++`), with trailing spaces allowed.
private func isFence(_ line: Substring.UTF8View, _ fence: String) -> Bool {
    var trimmed = line
    while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
        trimmed = trimmed.dropLast()
    }
    return trimmed.elementsEqual(fence.utf8)
}

extension YAMLFieldReader {
    /// The file's first line opens front matter that nothing closes.
    mutating func error(unclosed format: FrontMatterFormat) {
        let message: String
        switch format.delimiters {
        case .fence(let fence, let also):
            // `---json` is closed by `---`, as gray-matter writes it.
            message = "the front matter opened here is never closed; add a line '\(also.map { fence.hasPrefix($0) ? $0 : fence } ?? fence)' after it"
        case .object:
            message = "the JSON front matter opened here is never closed; check that each '{' has its '}' and each quote its pair"
        case .metadataLines:
            message = "the metadata lines opened here never end; leave a blank line after them"
        case .closedOnly(let fence):
            // Only a closed one is read as front matter at all.
            message = "the front matter opened here is never closed; add a line '\(fence)' after it"
        }
        error(message, at: YAMLNode(value: .scalar("", quoted: false), line: 1 - lineOffset, column: 1))
    }
}
