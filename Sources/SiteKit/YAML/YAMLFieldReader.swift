import Diagnostics

/// Reads typed fields out of a YAML mapping, turning every wrong type into a diagnostic.
struct YAMLFieldReader {
    /// The file's path as the writer knows it, e.g. `content/posts/a.md`.
    let path: String
    /// Lines of the file that come before the YAML text (1 for front matter after `---`).
    let lineOffset: Int
    /// The whole file, for the source line under a message.
    let source: SourceLines
    private(set) var diagnostics: [Diagnostic] = []
    private var warnedAboutXMLCharacters = false

    init(path: String, lineOffset: Int, source: SourceLines) {
        self.path = path
        self.lineOffset = lineOffset
        self.source = source
    }

    /// Where a node is in the file.
    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(path: path, line: node.line + lineOffset, column: node.column)
    }

    mutating func error(_ message: String, at node: YAMLNode) {
        let location = location(of: node)
        diagnostics.append(.error(message, at: location, sourceLine: source.line(location.line)))
    }

    mutating func warning(_ message: String, at node: YAMLNode) {
        let location = location(of: node)
        diagnostics.append(.warning(message, at: location, sourceLine: source.line(location.line)))
    }

    /// A front matter (or site.yml) text its format's parser could not read.
    mutating func error(_ problem: ParseProblem, in format: FrontMatterFormat) {
        let line = problem.line + lineOffset
        diagnostics.append(
            .error(
                "malformed \(format.name): \(problem.message)" + (problem.saysWhatToDo ? "" : "; \(format.hint)"),
                at: SourceLocation(path: path, line: line, column: problem.column),
                sourceLine: source.line(line)))
    }

    /// A line whose value held an unquoted ": ", read as text (see `ColonsInValues`).
    mutating func warning(quoted repair: ColonsInValues.Repair) {
        let line = repair.line + lineOffset
        let value = repair.value.shortenedForMessage(limit: 60)
        diagnostics.append(
            .warning(
                "the value of '\(repair.key.shortenedForMessage())' holds ': ', which YAML reads as another key, so it is read as the text '\(value)'; put it in quotes to say so: \(repair.key.shortenedForMessage()): \"\(value)\"",
                at: SourceLocation(path: path, line: line, column: 1), sourceLine: source.line(line)))
    }

    /// A scalar as text; a list or mapping is an error naming the key.
    mutating func string(_ node: YAMLNode, key: String) -> String? {
        // `slug: []`, as R blogdown's new posts write it: no value, as Hugo reads it.
        if node.isNull || node.isEmptyCollection { return nil }
        guard let text = node.scalarText else {
            error(
                "'\(key.shortenedForMessage())' must be text, not \(node.kindDescription); write it on one line, e.g. \(key.shortenedForMessage()): \"…\"", at: node
            )
            return nil
        }
        return cleaned(text, at: node)
    }

    /// The text with characters XML forbids (written as YAML escapes such as "\e") replaced, and
    /// one warning for the file.
    private mutating func cleaned(_ text: String, at node: YAMLNode) -> String {
        let cleaned = XMLCharacters.cleaned(text)
        guard cleaned.count > 0 else { return text }
        if !warnedAboutXMLCharacters {
            warnedAboutXMLCharacters = true
            diagnostics.append(XMLCharacters.warning(count: cleaned.count, at: location(of: node)))
        }
        return cleaned.text
    }

    /// `true`/`false` (also `yes`/`no`, `on`/`off`).
    mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        // `toc: ''`, as R blogdown's new posts write it: not set, as Hugo reads an empty text (false).
        if node.isNull || node.scalarText?.isEmpty == true { return nil }
        guard let value = node.scalarText.flatMap(booleanValue) else {
            error(
                "'\(key.shortenedForMessage())' must be true or false, not \(node.scalarText.map { "'\($0.shortenedForMessage())'" } ?? node.kindDescription)",
                at: node)
            return nil
        }
        return value
    }

    /// A number, e.g. a page's `weight`.
    mutating func int(_ node: YAMLNode, key: String) -> Int? {
        if node.isNull || node.scalarText?.isEmpty == true { return nil }
        guard let text = node.scalarText, let value = Int(text) else {
            error(
                "'\(key.shortenedForMessage())' must be a whole number, not \(node.scalarText.map { "'\($0.shortenedForMessage())'" } ?? node.kindDescription)",
                at: node)
            return nil
        }
        return value
    }

    /// A list of texts, or one text of comma-separated items (`tags: a, b`); with `separatedBySpaces`,
    /// a text without commas is split on its spaces (`tags: a b`, as Jekyll reads it). A text
    /// listed twice is taken once.
    mutating func list(_ node: YAMLNode, key: String, separatedBySpaces: Bool = false) -> [String] {
        switch node.value {
        case .scalar(let text, _):
            if node.isNull { return [] }
            let text = cleaned(text, at: node)
            let spaces = separatedBySpaces && !text.utf8.contains(UInt8(ascii: ","))
            return text.split(whereSeparator: { spaces ? $0.isWhitespace : $0 == "," }).map { $0.trimmingSpaces() }
                .filter { !$0.isEmpty }
        case .sequence(let items):
            // Hexo's categories as paths, one list each (`- [Diary, Games]`): each of their names.
            let flattened = items.flatMap { item -> [YAMLNode] in
                if case .sequence(let inner) = item.value, inner.allSatisfy({ $0.scalarText != nil }) { return inner }
                return [item]
            }
            var seen: Set<String> = []
            return flattened.compactMap { item in
                guard let text = item.scalarText else {
                    error("each of '\(key)' must be text, not \(item.kindDescription)", at: item)
                    return nil
                }
                let trimmed = cleaned(text, at: item).trimmingSpaces()
                return trimmed.isEmpty || !seen.insert(trimmed).inserted ? nil : trimmed
            }
        case .mapping:
            error("'\(key)' must be a list, e.g. \(key): [a, b], not a mapping", at: node)
            return []
        }
    }

    /// The key is not one this file knows: a warning with the nearest known key.
    mutating func unknownKey(_ key: String, at node: YAMLNode, known: [String]) {
        if let match = nearestMatch(to: key, among: known) {
            warning("unknown key '\(key.shortenedForMessage())'; did you mean '\(match)'?", at: node)
        } else {
            warning("unknown key '\(key.shortenedForMessage())' is ignored; known keys: \(known.joined(separator: ", "))", at: node)
        }
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and line breaks at either end.
    func trimmingSpaces() -> String {
        // Most text has nothing to trim: a visible ASCII byte at each end settles it without
        // walking characters.
        let text = String(self)
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return text
        }
        // Nor does text that starts and ends with a letter of another script (a Chinese sentence):
        // its first and last scalars settle it, without Unicode's property tables.
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, !first.isSpaceOrBreak, !last.isSpaceOrBreak {
            return text
        }
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }

    /// The text trimmed of spaces at either end, or nil when nothing is left (an export's empty
    /// title or language).
    var trimmedOrNil: String? {
        let trimmed = trimmingSpaces()
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// YAML's (and TOML's) booleans, `true`/`false`, `yes`/`no`, `on`/`off` in any case; nil for anything else.
func booleanValue(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: return nil
    }
}

extension String {
    /// The text with its first letter in upper case.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

extension Unicode.Scalar {
    /// Whether this is one of Unicode's white space characters (tab, line breaks, the spaces of
    /// every width, the ideographic space): `Character.isWhitespace` for a scalar, without its table.
    var isSpaceOrBreak: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
