/// A Markdown file split into its YAML front matter and its body.
struct SplitFile: Sendable {
    /// The YAML between the `---` lines, or nil when the file has no front matter.
    var yaml: Substring?
    var body: Substring
    /// Lines before the body starts, to turn body line numbers into file line numbers.
    var bodyLineOffset: Int
    /// True when a `---` opens front matter that no `---` closes.
    var isUnclosed = false
}

/// Splits `text` at the `---` (or `...`) line that ends the front matter opened on line 1.
func splitFrontMatter(_ text: String) -> SplitFile {
    let bytes = text.utf8
    guard let firstEnd = lineEnd(in: bytes, from: bytes.startIndex),
        isFence(bytes[bytes.startIndex..<firstEnd.content], allowDots: false)
    else {
        return SplitFile(yaml: nil, body: text[...], bodyLineOffset: 0)
    }
    let yamlStart = firstEnd.next
    var index = yamlStart
    var lines = 1
    while index < bytes.endIndex {
        guard let end = lineEnd(in: bytes, from: index) else { break }
        lines += 1
        if isFence(bytes[index..<end.content], allowDots: true) {
            return SplitFile(
                yaml: text[yamlStart..<index], body: text[end.next...], bodyLineOffset: lines)
        }
        index = end.next
    }
    return SplitFile(yaml: nil, body: text[...], bodyLineOffset: 0, isUnclosed: true)
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

/// `---` (or `...` to close), with trailing spaces allowed.
private func isFence(_ line: Substring.UTF8View, allowDots: Bool) -> Bool {
    var trimmed = line
    while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
        trimmed = trimmed.dropLast()
    }
    return trimmed.elementsEqual("---".utf8) || (allowDots && trimmed.elementsEqual("...".utf8))
}
