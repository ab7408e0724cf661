/// Pelican's metadata (Python-Markdown's, and MultiMarkdown's): `Key: value` lines from the file's
/// first line to its first blank line, no fences. Pelican is where many data and Python blogs live;
/// without this format their fields were the first paragraph of every post and their dates lost.
extension FrontMatterFormat {
    static let metadataLines = FrontMatterFormat(
        name: "Pelican metadata", hint: "write each field as Key: value on a line of its own, before the first blank line",
        delimiters: .metadataLines, parse: { text in parseMetadataLines(text) }, mayHoldLiquid: true)
}

/// The metadata lines a file starts with and the body after the blank line that ends them, or nil
/// when the file does not start with them: every line up to the first blank one is `Key: value`
/// (or, indented, the value's next line) and one of the keys is `Title`, as Pelican requires.
func splitMetadataLines(_ text: String) -> SplitFile? {
    var lines = 0
    var sawTitle = false
    var end = text.endIndex
    var bodyStart = text.endIndex
    var index = text.startIndex
    while index < text.endIndex {
        // By bytes: as a Character, "\r\n" is one, and no "\n" would be found in a CRLF file.
        let lineEnd = text.utf8[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        let line = text[index..<lineEnd]
        if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            end = index
            bodyStart = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
            lines += 1
            break
        }
        if line.first == " " || line.first == "\t" {
            guard lines > 0 else { return nil }
        } else {
            guard let key = metadataKey(of: line) else { return nil }
            if key.lowercased() == "title" { sawTitle = true }
        }
        lines += 1
        index = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
    }
    guard sawTitle else { return nil }
    return SplitFile(
        frontMatter: text[text.startIndex..<end], format: .metadataLines, body: text[bodyStart...],
        frontMatterLineOffset: 0, bodyLineOffset: lines)
}

/// The key of a `Key: value` line: a letter, then letters, digits, `_`, `-` or spaces, then a colon.
private func metadataKey(of line: Substring) -> Substring? {
    guard let colon = line.firstIndex(of: ":"), let first = line.first, first.isASCII, first.isLetter else { return nil }
    let key = line[..<colon]
    guard key.count <= 40, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " ") }) else {
        return nil
    }
    return key
}

/// The fields as the tree every format reads into, in Pelican's meaning: keys in any case, `Tags`
/// and `Authors` lists split at commas (`Authors` also at semicolons), `Modified` the update date,
/// `Status: draft` a draft; any other value is text.
func parseMetadataLines(_ text: String) -> YAMLNode? {
    var fields: [(key: String, value: String, line: Int, column: Int)] = []
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    for (offset, line) in lines.enumerated() {
        let line = line.hasSuffix("\r") ? line.dropLast() : line
        if line.first == " " || line.first == "\t", !fields.isEmpty {
            fields[fields.count - 1].value += " " + line.trimmingSpaces()
            continue
        }
        guard let key = metadataKey(of: line) else { continue }
        let rest = line[line.index(after: key.endIndex)...]
        let value = rest.trimmingSpaces()
        let column = line.distance(from: line.startIndex, to: rest.startIndex) + 1 + (rest.count - rest.drop { $0 == " " || $0 == "\t" }.count)
        fields.append((key.trimmingSpaces().lowercased(), value, offset + 1, column))
    }
    guard !fields.isEmpty else { return nil }
    var pairs: [(key: YAMLNode, value: YAMLNode)] = []
    for field in fields {
        func node(_ value: YAMLNode.Value) -> YAMLNode { YAMLNode(value: value, line: field.line, column: field.column) }
        func list(splitAt separators: Set<Character>) -> YAMLNode {
            let items = field.value.split { separators.contains($0) }.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            return node(.sequence(items.map { node(.scalar($0, quoted: true)) }))
        }
        let entry: (String, YAMLNode)?
        switch field.key {
        case "tags", "keywords": entry = (field.key, list(splitAt: [","]))
        case "authors": entry = ("authors", list(splitAt: [",", ";"]))
        case "modified": entry = ("lastmod", node(.scalar(field.value, quoted: true)))
        case "status":
            // `published` is what a post is anyway; `hidden` keeps it out of lists in Pelican, kept as a parameter.
            let status = field.value.lowercased()
            entry = status == "draft" ? ("draft", node(.scalar("true", quoted: false))) : status == "published" ? nil : ("status", node(.scalar(field.value, quoted: true)))
        default: entry = (field.key, node(.scalar(field.value, quoted: true)))
        }
        if let (key, value) = entry {
            pairs.append((YAMLNode(value: .scalar(key, quoted: false), line: field.line, column: 1), value))
        }
    }
    return YAMLNode(value: .mapping(pairs), line: 1, column: 1)
}
