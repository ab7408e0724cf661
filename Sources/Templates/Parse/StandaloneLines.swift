/// Applies the spec's whitespace rules line by line: a line holding only whitespace and tags
/// that print nothing (sections, comments, partials, blocks…) disappears, newline included, and
/// every other non-empty line is marked with a `lineStart` for the indentation of partials.
struct StandaloneLines {
    private let source: TemplateSource
    private var bytes: [UInt8] { source.bytes }
    private(set) var tokens: [Token] = []

    init(_ tokens: [Token], in source: TemplateSource) {
        self.source = source
        self.tokens.reserveCapacity(tokens.count + tokens.count / 2)
        var lineBegin = 0
        for (index, token) in tokens.enumerated() {
            if case .text(let range) = token, bytes[range.upperBound - 1] == .newline {
                appendLine(tokens[lineBegin...index])
                lineBegin = index + 1
            }
        }
        if lineBegin < tokens.count { appendLine(tokens[lineBegin...]) }
    }

    private mutating func appendLine(_ line: ArraySlice<Token>) {
        guard isStandalone(line) else {
            if !isEmpty(line) { tokens.append(.lineStart) }
            tokens.append(contentsOf: line)
            return
        }
        var indentation = ""
        if case .text(let range) = line.first { indentation = source.text(range) }
        let (closedOnLine, lastClosesBlock) = blocksClosed(on: line)
        let lineEnd = lineEndOffset(of: line)
        for token in line {
            guard case .tag(var tag) = token else { continue }
            tag.isStandalone = true
            tag.indentation = indentation
            if tag.kind == .block {
                tag.contentIndentation =
                    closedOnLine.contains(tag.range.lowerBound)
                    ? indentation : contentIndentation(after: lineEnd)
            }
            tokens.append(.tag(tag))
        }
        // `  {{$body}}{{/body}}` stands for the lines of the block's content: they take the
        // indentation, and the line still ends after them even when the content does not.
        if lastClosesBlock, case .text(let range) = line.last, bytes[range.upperBound - 1] == .newline {
            let newlineStart =
                range.count >= 2 && bytes[range.upperBound - 2] == .carriageReturn
                ? range.upperBound - 2 : range.upperBound - 1
            tokens.append(.lineEnd(newlineStart..<range.upperBound))
        }
    }

    private func isStandalone(_ line: ArraySlice<Token>) -> Bool {
        var hasTag = false
        for token in line {
            switch token {
            case .tag(let tag):
                guard tag.kind.canStandAlone else { return false }
                hasTag = true
            case .text(let range):
                guard isBlank(range) else { return false }
            case .lineStart, .lineEnd:
                break
            }
        }
        return hasTag
    }

    /// True for whitespace, optionally ended by `\n` or `\r\n`.
    private func isBlank(_ range: Range<Int>) -> Bool {
        var end = range.upperBound
        if end > range.lowerBound, bytes[end - 1] == .newline {
            end -= 1
            if end > range.lowerBound, bytes[end - 1] == .carriageReturn { end -= 1 }
        }
        return bytes[range.lowerBound..<end].allSatisfy(\.isBlank)
    }

    /// A line with nothing but its line ending gets no indentation.
    private func isEmpty(_ line: ArraySlice<Token>) -> Bool {
        guard line.count == 1, case .text(let range) = line.first else { return line.isEmpty }
        return range.count == 1 && bytes[range.lowerBound] == .newline
            || range.count == 2 && bytes[range.lowerBound] == .carriageReturn
    }

    /// The blocks opened and closed on this line (by start offset), and whether the line's last
    /// tag closes one of them.
    private func blocksClosed(on line: ArraySlice<Token>) -> (Set<Int>, Bool) {
        var open: [Tag] = []
        var closed: Set<Int> = []
        var lastClosesBlock = false
        for token in line {
            guard case .tag(let tag) = token else { continue }
            lastClosesBlock = false
            if tag.kind.opensSection {
                open.append(tag)
            } else if tag.kind == .close, let top = open.last, top.name == tag.name {
                open.removeLast()
                if top.kind == .block {
                    closed.insert(top.range.lowerBound)
                    lastClosesBlock = true
                }
            }
        }
        return (closed, lastClosesBlock)
    }

    private func lineEndOffset(of line: ArraySlice<Token>) -> Int {
        for token in line.reversed() {
            switch token {
            case .text(let range): return range.upperBound
            case .tag(let tag): return tag.range.upperBound
            case .lineStart, .lineEnd: continue
            }
        }
        return bytes.count
    }

    /// The leading whitespace of the first line after `offset` that holds anything else: the
    /// indentation a block's content is written at, removed from it and added where it lands.
    private func contentIndentation(after offset: Int) -> String {
        var lineStart = offset
        while lineStart < bytes.count {
            var index = lineStart
            while index < bytes.count, bytes[index].isBlank { index += 1 }
            if index < bytes.count, bytes[index] != .newline, bytes[index] != .carriageReturn {
                return source.text(lineStart..<index)
            }
            while index < bytes.count, bytes[index] != .newline { index += 1 }
            lineStart = index + 1
        }
        return ""
    }
}
