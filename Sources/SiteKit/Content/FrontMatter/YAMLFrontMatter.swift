extension FrontMatterFormat {
    /// `---` … `---` (or `...`), as Jekyll and Hugo write it.
    static let yaml = FrontMatterFormat(
        name: "YAML", hint: "check the indentation and quote values that contain ': '",
        delimiters: .fence("---", alsoClosing: "..."), parse: { text throws(ParseProblem) in try parseYAML(text) },
        mayHoldLiquid: true, rereadsColonsInValues: true)
}
