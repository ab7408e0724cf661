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

/// `const title = "A";` lines as `title: "A"` lines, line for line, so positions stay.
private func yamlFields(ofJavaScript text: String) throws(ParseProblem) -> String {
    var lines: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var rest = line.trimmingSpaces()
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
        if value.hasSuffix(";") { value.removeLast() }
        lines.append(rest[..<equals].trimmingSpaces() + ": " + value)
    }
    return lines.joined(separator: "\n")
}
