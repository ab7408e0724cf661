/// Front matter whose opening fence names its language, as gray-matter reads it (Eleventy, and
/// the many Node tools built on it): `---json` or `---toml` or `---yaml`, then the fields, then `---`.
extension FrontMatterFormat {
    static let namedYAML = FrontMatterFormat(
        name: yaml.name, hint: yaml.hint, delimiters: .fence("---yaml", alsoClosing: "---"), parse: yaml.parse, mayHoldLiquid: true)
    static let namedJSON = FrontMatterFormat(
        name: json.name, hint: json.hint, delimiters: .fence("---json", alsoClosing: "---"), parse: json.parse)
    static let namedTOML = FrontMatterFormat(
        name: toml.name, hint: toml.hint, delimiters: .fence("---toml", alsoClosing: "---"), parse: toml.parse)
}

extension FrontMatterFormat {
    /// Eleventy's `---js`: no script runs here, but its common form, one `const name = value;` per
    /// line with a JSON value (`const draft = true;`), is read as the same fields in YAML. Any other
    /// line is an error at its place, so a draft is never published by a line left unread.
    static let javaScript = FrontMatterFormat(
        name: "JavaScript", hint: "write each field as const name = value; on a line of its own, or the fields as YAML between --- lines",
        delimiters: .fence("---js", alsoClosing: "---"), parse: { text throws(ParseProblem) in try parseYAML(yamlFields(ofJavaScript: text)) })
}

/// `const title = "A";` lines as `title: "A"` lines, line for line, so positions stay. An object
/// or array literal may run over several lines (`const eleventyNavigation = {`, as Eleventy's
/// base blog writes it): it is joined onto its first line, a YAML flow value, and the lines it
/// took stay empty.
func yamlFields(ofJavaScript text: String) throws(ParseProblem) -> String {
    var lines: [String] = []
    let source = text.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < source.count {
        defer { index += 1 }
        var rest = source[index].trimmingSpaces()
        if rest.isEmpty || rest.hasPrefix("//") {
            lines.append("")
            continue
        }
        guard let keyword = ["const ", "let ", "var "].first(where: { rest.hasPrefix($0) }) else {
            throw ParseProblem(message: "only lines like const title = \"My post\"; are read (no JavaScript runs here)", line: index + 1, column: 1)
        }
        rest = String(rest.dropFirst(keyword.count))
        guard let equals = rest.firstIndex(of: "="), !rest[..<equals].trimmingSpaces().isEmpty else {
            throw ParseProblem(message: "a 'const' line needs a name and a value: const title = \"My post\";", line: index + 1, column: 1)
        }
        var value = rest[rest.index(after: equals)...].trimmingSpaces()
        let first = index
        while openBrackets(in: value) > 0, index + 1 < source.count {
            index += 1
            let line = source[index].trimmingSpaces()
            if !line.hasPrefix("//") { value += " " + line }
        }
        if openBrackets(in: value) > 0 {
            throw ParseProblem(message: "this value's { or [ is never closed; close it before the closing ---", line: first + 1, column: 1)
        }
        if value.hasSuffix(";") { value.removeLast() }
        lines.append(rest[..<equals].trimmingSpaces() + ": " + value)
        lines += Array(repeating: "", count: index - first)
    }
    return lines.joined(separator: "\n")
}

/// How many `{` and `[` outside quotes the text leaves open.
private func openBrackets(in text: String) -> Int {
    var depth = 0
    var quote: Character?
    var escaped = false
    for character in text {
        if let open = quote {
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
            continue
        }
        switch character {
        case "\"", "'", "`": quote = character
        case "{", "[": depth += 1
        case "}", "]": depth -= 1
        default: break
        }
    }
    return depth
}
