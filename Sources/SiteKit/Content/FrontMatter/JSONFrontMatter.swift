extension FrontMatterFormat {
    /// A JSON object at the start of the file, as Hugo reads it: `{ "title": "…" }`.
    ///
    /// JSON's objects are YAML flow mappings, so libyaml reads them, with lines and columns.
    static let json = FrontMatterFormat(
        name: "JSON", hint: "check for a missing comma or quote, or a trailing comma", delimiters: .object,
        parse: { text throws(ParseProblem) in try parseYAML(text) })
}
