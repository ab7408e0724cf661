import Diagnostics
import Foundation

/// A configuration file read into the tree front matter reads into: TOML by toml++, YAML and
/// JSON by libyaml. A file that cannot be read is an error at its line.
func readConfigFile(_ name: String, in folder: URL) throws(Diagnostic) -> YAMLNode? {
    let url = folder.appending(path: name)
    guard let data = FileManager.default.contents(atPath: url.path) else {
        throw .error("cannot read \(url.path); check that it is a readable file")
    }
    let text = String(decoding: data, as: UTF8.self)
    do {
        return name.hasSuffix(".toml") ? try parseTOML(text) : try parseYAML(text)
    } catch {
        throw .error(
            "\(error.message); fix the file, or copy your posts into content/posts/ of a new site by hand",
            at: SourceLocation(path: url.path, line: error.line, column: error.column))
    }
}

extension YAMLNode {
    /// The value under `key` in a mapping, its case ignored as Hugo ignores it (`baseURL`, `baseurl`).
    subscript(key: String) -> YAMLNode? {
        mappingEntries?.first { $0.key.lowercased() == key.lowercased() }?.value
    }

    /// The value under a path of keys (`params`, `description`).
    func value(_ keys: String...) -> YAMLNode? {
        var node: YAMLNode? = self
        for key in keys { node = node?[key] }
        return node
    }

    /// A scalar's text, trimmed; nil for an empty or missing one, a list or a mapping.
    var text: String? {
        guard let text = scalarText?.trimmingSpaces(), !text.isEmpty, !isNull else { return nil }
        return text
    }
}

/// A menu's links, by weight and then as written: Hugo's `[[menu.main]]` (name, url or pageRef,
/// weight), Jekyll's and Quarto's lists (title or text, url or href; a Quarto link shown as an
/// icon alone is named by its `aria-label` or its icon; one written as a file alone, `- about.qmd`,
/// by `fileTitle`, nil leaving it out). Links under a parent are left out.
func menuLinks(_ node: YAMLNode?, fileTitle: ((String) -> String?)? = nil) -> [(name: String, url: String)] {
    guard case .sequence(let items)? = node?.value else { return [] }
    var links: [(name: String, url: String, weight: Int, order: Int)] = []
    for (order, item) in items.enumerated() where item["parent"] == nil {
        if let fileTitle, let file = item.text {
            if let title = fileTitle(file) { links.append((title, file, 0, order)) }
            continue
        }
        // Quarto's `file:` says what `href:` does.
        guard let written = item["name"]?.text ?? item["title"]?.text ?? item["text"]?.text ?? item["aria-label"]?.text
                ?? item["icon"]?.text.map(iconName),
            let url = item["url"]?.text ?? item["pageRef"]?.text ?? item["href"]?.text ?? item["link"]?.text ?? item["file"]?.text
        else { continue }
        // `text: "{{< iconify bi github title='GitHub' >}}"`: an icon a shortcode draws is named by the
        // link's label, the shortcode's title or its icon's name, not shown as the call.
        let name = shortcodeIconName(written, label: item["aria-label"]?.text) ?? written
        links.append((name, url, item["weight"]?.text.flatMap { Int($0) } ?? 0, order))
    }
    return links.sorted { ($0.weight, $0.order) < ($1.weight, $1.order) }.map { ($0.name, $0.url) }
}

/// The name of a menu link whose text is only a shortcode that draws an icon (Quarto's
/// `{{< iconify bi rss title='RSS' >}}`, `{{< fa brands github >}}`): its `aria-label`, the
/// shortcode's `title`, or its icon's name (`rss` → RSS); nil for text that is no such call.
func shortcodeIconName(_ text: String, label: String?) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("{{<") || trimmed.hasPrefix("{{%"), trimmed.hasSuffix(">}}") || trimmed.hasSuffix("%}}") else { return nil }
    if let label, !label.isEmpty { return label }
    let inner = trimmed.dropFirst(3).dropLast(3)
    if let title = ScriptValues.firstMatch(#"\btitle\s*=\s*["']([^"']+)["']"#, in: String(inner)).first, !title.isEmpty { return title }
    // The last word that is no `key=value` (`iconify bi github size=1.1em` → github).
    let words = inner.split(separator: " ").filter { !$0.contains("=") }
    guard words.count >= 2, let icon = words.last else { return nil }
    return iconName(String(icon))
}

/// What a link shown as a Bootstrap icon (Quarto's navbar) says: `github` → GitHub, `rss-fill` →
/// RSS; an icon not known here by its words (`file-earmark-text` → File earmark text).
func iconName(_ icon: String) -> String {
    let known = [
        "github": "GitHub", "gitlab": "GitLab", "twitter": "Twitter", "twitter-x": "X", "mastodon": "Mastodon",
        "linkedin": "LinkedIn", "rss": "RSS", "envelope": "E-mail", "youtube": "YouTube", "instagram": "Instagram",
        "facebook": "Facebook", "google": "Google Scholar", "orcid": "ORCID", "bluesky": "Bluesky", "butterfly": "Bluesky",
        "house": "Home", "house-door": "Home", "stack-overflow": "Stack Overflow", "discord": "Discord", "threads": "Threads",
        "kaggle": "Kaggle", "medium": "Medium", "substack": "Substack", "tiktok": "TikTok", "reddit": "Reddit",
    ]
    var words = icon.lowercased()
    for ending in ["-fill", "-square", "-circle"] where words.hasSuffix(ending) { words.removeLast(ending.count) }
    return known[words] ?? sentenceOfName(words)
}

/// A dashed or underscored name as words, the first capitalized: `file-earmark` → File earmark.
func sentenceOfName(_ name: String) -> String {
    let spaced = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    return spaced.prefix(1).uppercased() + spaced.dropFirst()
}

/// An author as a name: `author: Jane`, or a mapping with `name:`.
func authorName(_ node: YAMLNode?) -> String? {
    node?.text ?? node?["name"]?.text
}
