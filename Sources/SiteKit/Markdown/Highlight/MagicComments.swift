/// Docusaurus's magic comments in a code block: a line `// highlight-next-line` marks the line
/// after it, `# highlight-start` … `# highlight-end` the lines between, in whatever comment the
/// language writes (`//`, `#`, `--`, `/* */`, `<!-- -->`, MDX's `{/* */}`). The comments are left
/// out and the lines they name marked, as Docusaurus shows them and as `hl_lines` marks lines.
enum MagicComments {
    private static let directives: Set = ["highlight-next-line", "highlight-start", "highlight-end"]
    private static let commentForms = [("{/*", "*/}"), ("/*", "*/"), ("<!--", "-->"), ("//", ""), ("#", ""), ("--", ""), (";", ""), ("%", "")]

    /// The code without its magic comments and the lines they mark (counted from 1 in the code
    /// left); nil when it has none.
    static func applied(to code: String) -> (code: String, marked: [ClosedRange<Int>])? {
        guard code.contains("highlight-") else { return nil }
        var kept: [Substring] = []
        var marked: [Int] = []
        var nextLine = false
        var inRange = false
        var found = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            switch directive(line) {
            case "highlight-next-line": nextLine = true
            case "highlight-start": inRange = true
            case "highlight-end": inRange = false
            default:
                kept.append(line)
                if nextLine || inRange { marked.append(kept.count) }
                nextLine = false
                continue
            }
            found = true
        }
        guard found else { return nil }
        var ranges: [ClosedRange<Int>] = []
        for line in marked {
            if let last = ranges.last, last.upperBound == line - 1 { ranges[ranges.count - 1] = last.lowerBound...line } else { ranges.append(line...line) }
        }
        return (kept.joined(separator: "\n"), ranges)
    }

    /// The directive a line holds alone in a comment, or nil.
    private static func directive(_ line: Substring) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.contains("highlight-") else { return nil }
        for (open, close) in commentForms where text.hasPrefix(open) && text.hasSuffix(close) && text.count >= open.count + close.count {
            let inner = text.dropFirst(open.count).dropLast(close.count).trimmingCharacters(in: .whitespaces)
            if directives.contains(inner) { return inner }
        }
        return nil
    }
}
