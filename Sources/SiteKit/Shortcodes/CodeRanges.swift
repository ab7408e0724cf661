import CCmark

/// The byte ranges of fenced and indented code blocks: cmark finds the indented ones (in a list,
/// indented text may be a paragraph), only when some line is indented enough to be code.
func codeBlockRanges(in text: [UInt8]) -> [Range<Int>] {
    let fenced = fencedCodeRanges(in: text)
    var lineStarts = [0]
    var indented = false
    for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
        lineStarts.append(index + 1)
        if index + 1 < text.count, text[index + 1] == UInt8(ascii: "\t") || text[(index + 1)...].prefix(4).elementsEqual("    ".utf8) { indented = true }
    }
    guard indented, let document = MarkdownTree.parse(String(decoding: text, as: UTF8.self), options: CMARK_OPT_DEFAULT) else { return fenced }
    defer { cmark_node_free(document) }
    var ranges = fenced
    for block in MarkdownTree.blocks(in: document, where: { MarkdownTree.type($0) == CMARK_NODE_CODE_BLOCK }) {
        let first = Int(cmark_node_get_start_line(block)), last = Int(cmark_node_get_end_line(block))
        guard first >= 1, first <= lineStarts.count else { continue }
        let range = lineStarts[first - 1]..<(last < lineStarts.count ? lineStarts[last] : text.count)
        if !fenced.contains(where: { $0.overlaps(range) }) { ranges.append(range) }
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
}

/// Where the code span that a run of backticks at `start` opens ends: after a run of the same
/// length before the paragraph ends (a blank line); nil when there is none. The run is skipped
/// whole either way, so a long run of backticks is never searched for again from inside it.
func codeSpanEnd(in text: [UInt8], from start: Int, limit: Int) -> Int? {
    var length = 0
    while start + length < limit, text[start + length] == UInt8(ascii: "`") { length += 1 }
    var index = start + length
    var previousNewline = false
    while index < limit {
        let byte = text[index]
        if byte == UInt8(ascii: "\n") {
            if previousNewline { return nil }
            previousNewline = true
        } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\r") {
            previousNewline = false
        }
        if byte == UInt8(ascii: "`") {
            var run = 0
            while index + run < limit, text[index + run] == UInt8(ascii: "`") { run += 1 }
            if run == length { return index + run }
            index += run
            continue
        }
        index += 1
    }
    return nil
}

/// The byte ranges of fenced code blocks (``` or ~~~, three or more, closed by a run at least as long).
func fencedCodeRanges(in text: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var open: (start: Int, character: UInt8, length: Int)?
    var lineStart = 0
    while lineStart < text.count {
        let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.count
        var index = lineStart
        while index < lineEnd, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") { index += 1 }
        if index < lineEnd, text[index] == UInt8(ascii: "`") || text[index] == UInt8(ascii: "~") {
            let character = text[index]
            var length = 0
            while index + length < lineEnd, text[index + length] == character { length += 1 }
            if let current = open {
                let rest = text[(index + length)..<lineEnd].allSatisfy(isSpace)
                if character == current.character, length >= current.length, rest {
                    ranges.append(current.start..<lineEnd)
                    open = nil
                }
            } else if length >= 3 {
                open = (lineStart, character, length)
            }
        }
        lineStart = lineEnd
    }
    if let current = open { ranges.append(current.start..<text.count) }
    return ranges
}
