import Foundation

/// Hugo Apéro, blogdown's theme for R bloggers: its pages keep their words in front matter and
/// leave a note where a body would be ("** index doesn't contain a body, just front matter above.
/// See index.html in the layouts folder **"), which its layouts never show; its About page is a
/// headless section whose words live in the bundles beside it (`header/`, `main/`, `sidebar/`).
enum AperoPages {
    /// Whether a body is only such a note: one bold-looking line about front matter or YAML.
    static func isPlaceholder(_ body: Substring) -> Bool {
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.utf8.count < 600, text.hasPrefix("**"), text.hasSuffix("**") else { return false }
        let lower = text.lowercased()
        return lower.contains("front matter") || lower.contains("yaml")
    }

    /// The bundles an About page's words are read from, by their paths from its folder.
    static let aboutParts = ["header/index.md", "main/index.md"]

    /// The About page's words as Markdown, from the bundles beside its `_index.md` (in `folder`,
    /// ending in `/`): the header's headline and text, then the main column's title, intro, text
    /// and outro, as Apéro shows them; nil when neither bundle is there.
    static func aboutMarkdown(inFolder folder: String) -> String? {
        let header = part(folder + aboutParts[0]), main = part(folder + aboutParts[1])
        guard header != nil || main != nil else { return nil }
        var markdown = ""
        if let header {
            if let headline = header.fields?["headline"]?.text { markdown += "\n" + headline + "\n" }
            if !header.body.isEmpty { markdown += "\n" + header.body + "\n" }
        }
        if let main {
            if let title = main.fields?["title"]?.text { markdown += "\n## " + title.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n" }
            if main.fields?["show_intro"]?.text.flatMap(booleanValue) != false, let intro = main.fields?["intro"]?.text { markdown += "\n" + intro + "\n" }
            if !main.body.isEmpty { markdown += "\n" + main.body + "\n" }
            if main.fields?["show_outro"]?.text.flatMap(booleanValue) == true, let outro = main.fields?["outro"]?.text { markdown += "\n" + outro + "\n" }
        }
        return markdown
    }

    /// A bundle's front matter and body (without Apéro's note), or nil when the file is not there.
    private static func part(_ path: String) -> (fields: YAMLNode?, body: String)? {
        guard let data = readFile(atPath: path) else { return nil }
        let split = splitFrontMatter(String(decoding: data, as: UTF8.self))
        let fields = split.frontMatter.flatMap { text in try? split.format?.parse(String(text)) } ?? nil
        let body = isPlaceholder(split.body) ? "" : split.body.trimmingCharacters(in: .whitespacesAndNewlines)
        return (fields, body)
    }
}
