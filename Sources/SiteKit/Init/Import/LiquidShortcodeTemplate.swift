import Foundation

/// A Jekyll include (`_includes/note.html`, which a post calls with `{% include note.html
/// text="…" %}`) written as a Mustache shortcode template, where it uses only what Mustache can
/// say: its parameters (`{{ include.text }}`, shown as they are, as Liquid shows them), through
/// `markdownify`, `escape`, `default`, `relative_url` and `absolute_url`; the page's title and
/// front matter, the site's title and path; `if`/`unless`/`else` on whether a parameter is given
/// (`and`); comments. Anything else (a loop, `assign`, `capture`, a comparison, another include)
/// leaves the include untranslated, naming the tag.
enum LiquidShortcodeTemplate {
    static func mustache(from source: String) -> Result<String, UntranslatableAction> {
        // `{% comment %}…{% endcomment %}` says nothing.
        let text = source.replacingOccurrences(of: #"\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}"#, with: "", options: .regularExpression)
        return translatedTags(of: text, commentMarker: nil) { (marker, content, writer) throws(UntranslatableTag) -> Bool in
            if marker == "{" {
                let shown = try output(content)
                writer.append(shown.mustache)
                // `{{ site.baseurl }}/assets/a.png`: the site's path ends in a slash here.
                if case .key("site.home_url") = shown.value { return true }
                return false
            }
            try writer.section(content) { (word) throws(UntranslatableTag) -> String? in
                if case .key(let key) = try value(word) { return key }
                return nil
            }
            return false
        }
    }

    /// `{{ include.caption | markdownify }}`: a value through its filters. Liquid escapes nothing
    /// unless told to, so a value is shown as it is.
    private static func output(_ content: String) throws(UntranslatableTag) -> TranslatedOutput {
        let stages = content.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let head = stages.first else { throw UntranslatableTag() }
        var shown = TranslatedOutput(value: try value(head), raw: true)
        for filter in stages.dropFirst() {
            let name = filter.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces)
            let argument = filter.contains(":") ? filter.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces) : nil
            switch (name, argument) {
            case ("markdownify", nil):
                guard case .key(let key) = shown.value, !key.contains(".") else { throw UntranslatableTag() }
                shown.value = .key(key + "_html")
            case ("escape", nil), ("xml_escape", nil), ("escape_once", nil):
                shown.raw = false
            case ("strip_html", nil):
                guard case .key(let key) = shown.value, !key.contains(".") else { throw UntranslatableTag() }
                shown.value = .key(key + "_text")
                shown.raw = false
            // The site's path before a parameter's path (`src_relative_url`): a site under `/repo/`
            // needs it. A link from the site's root serves for an absolute one on a page, and the
            // feed makes it absolute. Other values' paths are written from the root already.
            case ("relative_url", nil), ("absolute_url", nil):
                if case .key(let key) = shown.value, !key.contains(".") { shown.value = .key(key + "_relative_url") }
            case ("strip", nil):
                break
            case ("default", let fallback?):
                guard let text = quoted(fallback), shown.fallback == nil else { throw UntranslatableTag() }
                shown.fallback = .text(text)
            default:
                throw UntranslatableTag()
            }
        }
        return shown
    }

    /// A parameter of the include, the page's or the site's field, or a quoted text.
    private static func value(_ word: String) throws(UntranslatableTag) -> TranslatedValue {
        if let text = quoted(word) { return .text(text) }
        switch word {
        case "page.title": return .key("page.title")
        case "site.title": return .key("site.title")
        case "site.baseurl": return .key("site.home_url")
        // Jekyll's `site.url` is the host, before `site.baseurl`: links from the site's root work on any host.
        case "site.url": return .text("")
        default: break
        }
        for (prefix, key) in [("include.", ""), ("page.", "page.params.")] where word.hasPrefix(prefix) {
            let name = String(word.dropFirst(prefix.count))
            if isName(name) { return .key(key + (key.isEmpty ? name : name.lowercased())) }
        }
        throw UntranslatableTag()
    }

    private static func isName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    private static func quoted(_ word: String) -> String? {
        TranslatedValue.quoted(word, quotes: ["\"", "'"])
    }
}
