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
