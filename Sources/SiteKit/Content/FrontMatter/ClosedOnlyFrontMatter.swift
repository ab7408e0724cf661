/// Hexo's other way of writing YAML front matter, its default until Hexo 3: no opening fence,
/// `key: value` lines from the file's first line, closed by a line `---`. Read as any other YAML
/// front matter; without it the fields became a heading (the `---` under them underlines them).
extension FrontMatterFormat {
    static let closedOnlyYAML = FrontMatterFormat(
        name: "YAML", hint: "check the indentation and quote values that contain ': '",
        delimiters: .closedOnly("---"), parse: { text throws(ParseProblem) in try parseFrontMatterYAML(text) },
        mayHoldLiquid: true, rereadsColonsInValues: true)
}

/// The front matter a file starts with when it is written Hexo's way, and the body after the
/// `fence` line that closes it; nil for any other file. Every line before the fence is a
/// `key: value` line (a key of letters, digits, `_` and `-`), an indented line or a list item
/// (`- linux`), none blank, at most 100 of them, and one key is `title` or `date`: a post that
/// merely opens with `Note: …` above a rule has a blank line, or no such key.
func splitClosedOnlyFrontMatter(_ text: String, fence: String) -> SplitFile? {
    var lines = 0
    var namesPost = false
    var index = text.startIndex
    while index < text.endIndex, lines < 100 {
        // By bytes: as a Character, "\r\n" is one.
        let lineEnd = text.utf8[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        var line = text.utf8[index..<lineEnd]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let next = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
        if lines > 0, line.elementsEqual(fence.utf8) {
            guard namesPost else { return nil }
            return SplitFile(frontMatter: text[text.startIndex..<index], format: .closedOnlyYAML, body: text[next...], frontMatterLineOffset: 0, bodyLineOffset: lines + 1)
        }
        guard let first = line.first, first != UInt8(ascii: "\r") else { return nil }
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "-") {
            guard lines > 0 else { return nil }
        } else {
            guard let key = yamlKey(of: Substring(line)) else { return nil }
            if key == "title" || key == "date" { namesPost = true }
        }
        lines += 1
        index = next
    }
    return nil
}

/// The key of a line `key: value` or `key:`, lowercased; nil for a line of another shape.
private func yamlKey(of line: Substring) -> String? {
    guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else { return nil }
    let afterColon = line.index(after: colon)
    guard afterColon == line.endIndex || line[afterColon] == " " || line[afterColon] == "\t" else { return nil }
    let key = line[..<colon]
    guard key.count <= 40, key.first?.isLetter == true, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
        return nil
    }
    return key.lowercased()
}
