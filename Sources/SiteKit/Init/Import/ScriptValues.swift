import Foundation

/// Values written as plain strings in a JavaScript or TypeScript configuration (Eleventy's
/// `input: "src"`, Astro's `site: 'https://…'`), found by a pattern: no script runs.
enum ScriptValues {
    /// The capture groups of the pattern's first match in `text`, or none.
    static func firstMatch(_ pattern: String, in text: String) -> [String] {
        allMatches(pattern, in: text).first ?? []
    }

    /// The capture groups of the pattern's first match in `text`, each in its place (empty where a
    /// group took no part); nil when nothing matches.
    static func groups(of pattern: String, in text: String) -> [String]? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        return (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }

    /// `text` with each match of `pattern` as `replacement` makes it from the match and its groups
    /// (`[whole, first, second…]`, empty where a group took no part).
    static func replacingMatches(
        of pattern: String, in text: String, options: NSRegularExpression.Options = [], with replacement: ([String]) -> String
    ) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: options) else { return text }
        var result = ""
        var last = text.startIndex
        for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            let groups = (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
            result += text[last..<range.lowerBound]
            result += replacement(groups)
            last = range.upperBound
        }
        return result + text[last...]
    }

    /// Each match's capture groups.
    static func allMatches(_ pattern: String, in text: String) -> [[String]] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    /// The string a key is given (`title: "My blog"`, `SITE_TITLE = 'My blog'`), the first of the
    /// keys that has one; a template string holding `${…}` is no plain value.
    static func string(ofKeys keys: [String], in text: String) -> String? {
        for key in keys {
            let pattern = #"(?<![\w.$])"# + NSRegularExpression.escapedPattern(for: key) + #"\s*[:=]\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`$\n]*)`)"#
            if let value = firstMatch(pattern, in: text).first, !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return nil
    }

    /// The text of a script file of the old site (`astro.config.mjs`), empty when it cannot be read.
    static func text(of name: String, in folder: URL) -> String {
        readFile(atPath: folder.appending(path: name).path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The site's address (`https://example.org/`) from an origin a script writes (`site:`, `siteUrl:`)
    /// and the path it serves the site below (`base:`, `pathPrefix:`, `baseUrl:`); nil without an origin.
    static func siteAddress(_ origin: String?, below path: String?) -> String? {
        guard var base = origin, base.contains("://") else { return nil }
        while base.hasSuffix("/") { base.removeLast() }
        if let path = path?.normalizedPath, !path.isEmpty { base += "/" + path }
        return base + "/"
    }

    /// The language a script names with one of `keys` (`lang: 'en'`, `locale: "en_US"`), when it is one.
    static func language(ofKeys keys: [String], in text: String) -> String? {
        string(ofKeys: keys, in: text).map { $0.replacingOccurrences(of: "_", with: "-") }.flatMap { LanguageCode.isKnown($0.lowercased()) ? $0 : nil }
    }
}
