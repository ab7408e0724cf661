import Foundation

/// A Zola shortcode's Tera template written as a Mustache shortcode template, where it uses only
/// what Mustache can say: its arguments (`{{ src }}`), its body (`{{ body | markdown | safe }}`),
/// the page's title and `extra`, the site's title and address, `if`/`else` on whether an argument
/// is given (`not`, `and`), comments, `default`, and `safe`. Anything else (a loop, `set`, a
/// function such as `resize_image`, a comparison) leaves the shortcode untranslated, naming the tag.
enum TeraShortcodeTemplate {
    /// With `markdown`, the template is a Markdown shortcode (`NAME.md`): what it shows is read as
    /// Markdown with the page, so its body and arguments are shown as the HTML of their Markdown.
    static func mustache(from source: String, markdown: Bool = false) -> Result<String, UntranslatableAction> {
        translatedTags(of: source, commentMarker: "#") { (marker, content, writer) throws(UntranslatableTag) -> Bool in
            if marker == "{" {
                writer.append(try output(content, markdown: markdown).mustache)
                // `{{ config.base_url }}/img`: the site's address ends in a slash already.
                return content == "config.base_url"
            }
            try writer.section(content) { (word) throws(UntranslatableTag) -> String? in
                if case .key(let key) = try value(word) { return key }
                return nil
            }
            return false
        }
    }

    /// `{{ caption | markdown(inline=true) | safe }}`: a value through its filters.
    private static func output(_ content: String, markdown: Bool) throws(UntranslatableTag) -> TranslatedOutput {
        let stages = content.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let head = stages.first else { throw UntranslatableTag() }
        var shown = TranslatedOutput(value: try value(head))
        if markdown {
            // A Markdown shortcode's text is read as Markdown, unescaped: its HTML here.
            guard stages.count == 1 else { throw UntranslatableTag() }
            if case .key(let key) = shown.value, !key.contains(".") { shown.value = .key(key + "_html") }
            shown.raw = true
            return shown
        }
        for filter in stages.dropFirst() {
            let compact = filter.filter { !$0.isWhitespace }
            switch compact {
            case "safe": shown.raw = true
            case "markdown", "markdown(inline=true)":
                guard case .key(let key) = shown.value, !key.contains(".") else { throw UntranslatableTag() }
                shown.value = .key(key + "_html")
                // What `markdown` makes is HTML; Zola escapes it again unless `safe` follows, as it does here.
                shown.raw = true
            case "striptags":
                guard case .key(let key) = shown.value, !key.contains(".") else { throw UntranslatableTag() }
                shown.value = .key(key + "_text")
            case _ where compact.hasPrefix("default(value=") && compact.hasSuffix(")"):
                // The argument as written, spaces inside its quotes kept.
                guard let equals = filter.firstIndex(of: "="),
                    let text = quoted(String(filter[filter.index(after: equals)...].dropLast()).trimmingCharacters(in: .whitespaces)), shown.fallback == nil
                else { throw UntranslatableTag() }
                shown.fallback = .text(text)
            default: throw UntranslatableTag()
            }
        }
        return shown
    }

    /// An argument of the shortcode, its body, the page's or the site's field, or a quoted text.
    private static func value(_ word: String) throws(UntranslatableTag) -> TranslatedValue {
        if let text = quoted(word) { return .text(text) }
        if let field = TranslatedValue.field(word, fields: fields, parameters: [(prefix: "page.extra.", key: "page.params.")]) { return field }
        guard !word.contains("."), let first = word.first, first.isLetter || first == "_", word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !["true", "false", "not", "and", "or", "in", "is", "nth", "lang", "config", "page", "section"].contains(word)
        else { throw UntranslatableTag() }
        return .key(word)
    }

    private static let fields = ["body": "inner", "page.title": "page.title", "config.title": "site.title", "config.base_url": "site.base_url"]

    private static func quoted(_ word: String) -> String? {
        TranslatedValue.quoted(word, quotes: ["\"", "'", "`"])
    }
}
