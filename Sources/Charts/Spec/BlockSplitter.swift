import Diagnostics

/// A block cut into its header entries and the line indices of its data rows.
struct BlockParts: Sendable {
    var header: [HeaderEntry] = []
    /// Indices into the source's lines of the data section (blank and comment lines included).
    var dataLines: Range<Int> = 0..<0
    /// The line index of `---`, when there is one.
    var separatorLine: Int?
}

/// Cuts a block at its `---` line into header and data.
enum BlockSplitter {
    static func split(_ source: SourceText, knownKeys: [String], diagnostics: inout [Diagnostic]) -> BlockParts {
        var parts = BlockParts()
        let separator = source.lines.firstIndex(where: isSeparator)
        let headerEnd = separator ?? source.lines.count
        for index in 0..<headerEnd {
            let line = source.lines[index]
            guard !isBlankOrComment(line) else { continue }
            if let entry = entry(line, index) {
                if separator == nil, looksLikeData(entry, knownKeys) {
                    diagnostics.append(source.diagnostic(.error, Messages.missingSeparator, at: .init(line: index, offset: CellSplitter.trimmedRange(line).lowerBound)))
                    return parts
                }
                parts.header.append(entry)
            } else if separator == nil, CellSplitter.firstUnquoted(.pipe, in: line) != nil {
                diagnostics.append(source.diagnostic(.error, Messages.missingSeparator, at: .init(line: index, offset: CellSplitter.trimmedRange(line).lowerBound)))
                return parts
            } else {
                let range = CellSplitter.trimmedRange(line)
                diagnostics.append(source.diagnostic(.warning, Messages.notKeyValue(trimmed(line)), at: .init(line: index, offset: range.lowerBound)))
            }
        }
        if let separator {
            parts.separatorLine = separator
            parts.dataLines = (separator + 1)..<source.lines.count
        }
        return parts
    }

    static func isSeparator(_ line: Substring) -> Bool {
        CellSplitter.withBytes(of: line) { bytes in
            let range = CellSplitter.trimmedRange(bytes)
            return range.count >= 3 && bytes[range].allSatisfy { $0 == .dash }
        }
    }

    static func isBlankOrComment(_ line: Substring) -> Bool {
        CellSplitter.withBytes(of: line) { bytes in
            let range = CellSplitter.trimmedRange(bytes)
            return range.isEmpty || bytes[range.lowerBound] == .hash
        }
    }

    static func trimmed(_ line: Substring) -> Substring {
        let range = CellSplitter.trimmedRange(line)
        let utf8 = line.utf8
        return line[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }

    /// Without a `---`, a line is data when its key is no known key and its value is a number.
    private static func looksLikeData(_ entry: HeaderEntry, _ knownKeys: [String]) -> Bool {
        if knownKeys.contains(entry.key) { return false }
        if case .number = NumberParser.parse(entry.value, unit: "") { return true }
        return false
    }

    private static func entry(_ line: Substring, _ index: Int) -> HeaderEntry? {
        guard let colon = CellSplitter.firstUnquoted(.colon, in: line) else { return nil }
        let (key, value) = CellSplitter.cells(of: line, splitAt: colon)
        var valueStart = value.text.isEmpty ? colon + 1 : value.offset
        var text = value.text
        // `title: 'Steps, March'`: single quotes as YAML writes them ('' is one quote inside).
        // A lone quote inside (`'a' and 'b'`) is no YAML string: the text stays as written.
        if !value.wasQuoted, text.utf8.count >= 2, text.hasPrefix("'"), text.hasSuffix("'"),
            case let pieces = text.dropFirst().dropLast().split(separator: "''", omittingEmptySubsequences: false),
            pieces.allSatisfy({ !$0.contains("'") })
        {
            text = pieces.joined(separator: "'")
            valueStart += 1
        }
        return HeaderEntry(
            key: key.text.lowercasedWord(), value: text,
            keyPlace: .init(line: index, offset: key.offset),
            valuePlace: .init(line: index, offset: valueStart))
    }
}
