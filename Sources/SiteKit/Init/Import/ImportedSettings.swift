/// The settings of an old site's configuration that `site.yml` has a key for, and the `site.yml`
/// that carries them.
struct ImportedSettings {
    var title: String?
    var description: String?
    var author: String?
    var baseURL: String?
    var language: String?
    var timezone: String?
    var paginate: Int?
    /// One pattern for posts (Jekyll's `permalink:`), or patterns by section (Hugo's `[permalinks]`).
    var permalink: String?
    var permalinksBySection: [(section: String, pattern: String)] = []
    /// Plural names (`tags`, `categories`), with Hugo's singular where it gave one.
    var taxonomies: [(singular: String?, plural: String)] = []
    /// The navigation's links, in order.
    var menu: [(name: String, url: String)] = []

    /// The names of the settings that were found, in `site.yml`'s words.
    var namesFound: [String] {
        var names: [String] = []
        if title != nil { names.append("title") }
        if description != nil { names.append("description") }
        if author != nil { names.append("author") }
        if baseURL != nil { names.append("base_url") }
        if language != nil { names.append("language") }
        if timezone != nil { names.append("timezone") }
        if paginate != nil { names.append("paginate") }
        if permalink != nil || !permalinksBySection.isEmpty { names.append("permalinks") }
        if !taxonomies.isEmpty { names.append("taxonomies") }
        if !menu.isEmpty { names.append("menu") }
        return names
    }

    /// `site.yml` with these settings, the default theme's and a comment naming where they came from.
    func siteYAML(generator: String, configFiles: [String]) -> String {
        var lines = [
            "# Settings read from the \(generator) site's \(configFiles.joined(separator: ", ")) by site init --from.",
            "# The old theme is not carried over: this site is drawn by the default theme.",
            "title: \(quoted(title ?? "My Blog"))",
        ]
        if let description { lines.append("description: \(quoted(description))") }
        if let author { lines.append("author: \(quoted(author))") }
        lines.append("base_url: \(quoted(baseURL ?? "https://example.com/"))")
        lines.append("language: \(quoted(language ?? "en"))")
        lines.append("timezone: \(quoted(timezone ?? "UTC"))")
        lines += [
            "theme: default",
            "markdown:",
            "  unsafe: true   # raw HTML in posts passes through",
            "  smart: true    # curly quotes, dashes and ellipses",
            "paginate: \(paginate ?? 10)     # posts per list page; 0 puts every post on one page",
        ]
        if let permalink {
            lines.append("permalinks: \(quoted(permalink))")
        } else if !permalinksBySection.isEmpty {
            lines.append("permalinks:")
            lines += permalinksBySection.map { "  \(quoted($0.section)): \(quoted($0.pattern))" }
        }
        if taxonomies.isEmpty {
            lines.append("taxonomies: [tags, categories]")
        } else if taxonomies.allSatisfy({ $0.singular == nil }) {
            lines.append("taxonomies: [\(taxonomies.map { quoted($0.plural) }.joined(separator: ", "))]")
        } else {
            lines.append("taxonomies:")
            lines += taxonomies.map { "  \(quoted($0.singular ?? $0.plural)): \(quoted($0.plural))" }
        }
        if !menu.isEmpty {
            lines.append("menu:")
            lines += menu.map { "  - {name: \(quoted($0.name)), url: \(quoted($0.url))}" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A YAML double-quoted scalar: any text reads back as itself.
private func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
