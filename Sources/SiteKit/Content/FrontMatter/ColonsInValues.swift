/// The commonest slip in YAML front matter: a value with ": " in it, unquoted
/// (`title: ViMax: Agentic Video Generation`), which YAML reads as a second key and refuses.
/// Jekyll then builds the page without its front matter and Hugo stops; here such a line is read
/// as the author meant it, the value as text, with a warning that says how to write it.
enum ColonsInValues {
    /// A line `key: value` whose value was read as text.
    struct Repair: Sendable, Equatable {
        /// 1-based, in the YAML text.
        var line: Int
        var key: String
        var value: String
    }

    /// The tree of `text` after quoting the value of each line that libyaml refuses with
    /// "mapping values are not allowed" (at most `limit` of them), and the lines quoted; nil when
    /// the problem is another one, or is on a line of another shape.
    static func reread(_ text: String, after problem: ParseProblem, limit: Int = 20) -> (root: YAMLNode?, repairs: [Repair])? {
        var lines = SourceLines.lines(of: text).map(String.init)
        var problem = problem
        var repairs: [Repair] = []
        while repairs.count < limit {
            guard problem.message.hasPrefix("mapping values are not allowed"), (1...lines.count).contains(problem.line),
                let (key, value, quoted) = quotedValue(of: lines[problem.line - 1])
            else { return nil }
            lines[problem.line - 1] = quoted
            repairs.append(Repair(line: problem.line, key: key, value: value))
            do {
                return (try parseYAML(lines.joined(separator: "\n")), repairs)
            } catch {
                problem = error
            }
        }
        return nil
    }

    /// A line `key: value` of a mapping at any depth, its value plain text holding ": ", written
    /// with the value in double quotes; nil for a line of another shape.
    static func quotedValue(of line: String) -> (key: String, value: String, quoted: String)? {
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        var listMark = ""
        var entry = rest
        if rest.hasPrefix("- ") {
            listMark = "- "
            entry = rest.dropFirst(2)
        }
        guard let colon = entry.range(of: ": ") else { return nil }
        let key = entry[..<colon.lowerBound]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        var value = String(entry[colon.upperBound...])
        while value.hasSuffix(" ") { value.removeLast() }
        while value.hasPrefix(" ") { value.removeFirst() }
        // Quoted, a flow list or mapping, a block scalar, an anchor, an alias or a tag: not a plain text.
        guard let first = value.first, !"\"'[{|>&*!%@`#".contains(first), value.contains(": ") else { return nil }
        // A comment after the value stays a comment.
        if value.contains(" #") { return nil }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return (String(key), value, "\(indent)\(listMark)\(key): \"\(escaped)\"")
    }
}
