extension FrontMatterFormat {
    /// `---` … `---` (or `...`), as Jekyll and Hugo write it.
    static let yaml = FrontMatterFormat(
        name: "YAML", hint: "check the indentation and quote values that contain ': '",
        delimiters: .fence("---", alsoClosing: "..."), parse: { text throws(ParseProblem) in try parseFrontMatterYAML(text) },
        mayHoldLiquid: true, rereadsColonsInValues: true)
}

/// The tree of YAML front matter. YAML forbids tabs in indentation, but Hexo's scaffolds write
/// lists indented by tabs (`tags:` then `\t- linux`) and Hexo reads each leading tab as two
/// spaces; front matter libyaml refuses is read again that way. When that does not help either,
/// the problem further down is told (the tabs were not it), else the first.
func parseFrontMatterYAML(_ text: String) throws(ParseProblem) -> YAMLNode? {
    do {
        return try parseYAML(text)
    } catch {
        guard text.hasPrefix("\t") || text.contains("\n\t") else { throw explained(error, in: text) }
        let lines = SourceLines.lines(of: text).map { line in
            let tabs = line.prefix { $0 == "\t" }.count
            return String(repeating: "  ", count: tabs) + line.dropFirst(tabs)
        }
        do {
            return try parseYAML(lines.joined(separator: "\n"))
        } catch let untabbed {
            throw explained(untabbed.line > error.line ? untabbed : error, in: text)
        }
    }
}

/// libyaml's "mapping values are not allowed" or "could not find expected ':'" just after a line
/// `title:Text` (no space after the colon, so YAML reads that line as text that runs on), said at
/// that line.
private func explained(_ problem: ParseProblem, in text: String) -> ParseProblem {
    guard problem.message.hasPrefix("mapping values are not allowed") || problem.message.hasPrefix("could not find expected ':'") else { return problem }
    let lines = SourceLines.lines(of: text)
    // `---` with text after it on its line (`---Some words`): no closing fence, so the front
    // matter ran on into the post, where the problem was found.
    if let number = lines.firstIndex(where: { $0.hasPrefix("---") && $0.count > 3 && !$0.dropFirst(3).allSatisfy { $0 == "-" || $0 == " " } }),
        number + 1 <= problem.line
    {
        return ParseProblem(
            message: "this line starts with --- but has text after it, so it does not close the front matter and the post's text was read as YAML; put --- alone on its line and the text on the next",
            line: number + 1, column: 4, saysWhatToDo: true)
    }
    for number in stride(from: min(problem.line, lines.count), through: max(1, problem.line - 3), by: -1) {
        let written = lines[number - 1]
        let line = written.trimmingSpaces()
        guard let colon = line.firstIndex(of: ":"), colon > line.startIndex, line.index(after: colon) < line.endIndex,
            line[line.index(after: colon)] != " ", line[line.index(after: colon)] != "/",
            line[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        else { continue }
        let key = line[..<colon]
        let value = line[line.index(after: colon)...]
        return ParseProblem(
            message: "'\(line.shortenedForMessage(limit: 40))' has no space after its colon, so YAML reads the line as text, not as the key '\(key)'; write \(key): \(value.shortenedForMessage(limit: 30))",
            line: number, column: (written.firstIndex(of: ":").map { written.distance(from: written.startIndex, to: $0) } ?? 0) + 2)
    }
    return problem
}
