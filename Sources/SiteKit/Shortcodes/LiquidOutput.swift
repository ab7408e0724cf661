/// Jekyll's output tags as posts use them: `{{ site.baseurl }}`, `{{ page.title }}`, and a value
/// through URL filters, `{{ '/assets/chart.png' | relative_url }}`, as Jekyll's documentation
/// tells writers to link their images (and Eleventy's `{{ '/posts/first/' | url }}`).
struct LiquidOutput {
    /// The site's path, without its last slash (`/blog`, or empty at the root).
    var basePath: String
    /// The site's scheme and host (`https://example.org`).
    var origin: String
    /// The page's `title` or another front matter value as text.
    var pageValue: (String) -> String?
    /// One of the site's own values (`params:`, carried from `_config.yml`) as text.
    var siteValue: (String) -> String? = { _ in nil }

    /// What `{{ words }}` stands for: text to escape as Markdown (a page's title) or a URL or path
    /// as it is; nil for anything else (a variable or filter site does not know stays as written).
    func value(of words: String) -> LiquidValue? {
        let parts = Self.split(words)
        guard let first = parts.first, var value = self.value(ofTerm: first) else { return nil }
        for filter in parts.dropFirst() {
            let (name, argument) = Self.filterParts(filter)
            switch (name, argument) {
            // Eleventy's `url` filter puts its path prefix before a path, as `relative_url` does.
            case ("relative_url", nil), ("url", nil): value = .url(relativeURL(value.text))
            case ("absolute_url", nil): value = .url(absoluteURL(value.text))
            case ("prepend", let argument?):
                guard let prefix = self.value(ofTerm: argument) else { return nil }
                value = .url(prefix.text + value.text)
            case ("append", let argument?):
                guard let suffix = self.value(ofTerm: argument) else { return nil }
                value = .url(value.text + suffix.text)
            default:
                return nil
            }
        }
        return value
    }

    /// A quoted literal, `site.baseurl`, `site.url`, `site.NAME` (the site's own values) or `page.NAME`.
    private func value(ofTerm term: Substring) -> LiquidValue? {
        let term = term.trimmingSpaces()
        if let quote = term.first, quote == "'" || quote == "\"", term.count >= 2, term.last == quote {
            return .url(String(term.dropFirst().dropLast()))
        }
        switch term {
        case "site.baseurl": return .url(basePath)
        case "site.url": return .url(origin)
        case _ where term.hasPrefix("page."): return pageValue(String(term.dropFirst("page.".count))).map(LiquidValue.text)
        case _ where term.hasPrefix("site."): return siteValue(String(term.dropFirst("site.".count))).map(LiquidValue.text)
        default: return nil
        }
    }

    /// Jekyll's `relative_url`: the site's path before a path of the site (`assets/a.png` →
    /// `/blog/assets/a.png`); a full URL stays.
    func relativeURL(_ path: String) -> String {
        Self.relativeURL(path, basePath: basePath)
    }

    /// `relative_url` with the site's path (without its last slash) given.
    static func relativeURL(_ path: String, basePath: String) -> String {
        guard !path.contains("://"), !path.hasPrefix("//"), !path.hasPrefix("#"), !path.hasPrefix("mailto:") else { return path }
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        return basePath + "/" + trimmed
    }

    private func absoluteURL(_ path: String) -> String {
        guard !path.contains("://"), !path.hasPrefix("//") else { return path }
        return origin + relativeURL(path)
    }

    /// The parts between `|`, outside quotes.
    private static func split(_ words: String) -> [Substring] {
        var parts: [Substring] = []
        var start = words.startIndex
        var quote: Character?
        for index in words.indices {
            let character = words[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "|" {
                parts.append(words[start..<index])
                start = words.index(after: index)
            }
        }
        parts.append(words[start...])
        return parts
    }

    /// `prepend: site.baseurl` → ("prepend", "site.baseurl").
    private static func filterParts(_ filter: Substring) -> (name: String, argument: Substring?) {
        guard let colon = filter.firstIndex(of: ":") else { return (filter.trimmingSpaces(), nil) }
        return (filter[..<colon].trimmingSpaces(), filter[filter.index(after: colon)...])
    }
}

/// An output tag's value: text a page shows (escaped as Markdown where it lands) or a URL (as it is).
enum LiquidValue: Equatable {
    case text(String)
    case url(String)

    var text: String {
        switch self {
        case .text(let text), .url(let text): text
        }
    }
}
