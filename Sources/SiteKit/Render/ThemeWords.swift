import Charts
import Diagnostics
import Templates

/// A theme's words in each language it has them in (`i18n/en.yml`, `i18n/fr.yml`: `key: text`),
/// for templates as `t` (`{{t.min_read}}`): the page's language's, a region's falling back to its
/// language's (`pt-br` → `pt`), and each key missing there to English.
struct ThemeWords: Sendable {
    /// By lowercased language code, each key's text.
    private(set) var byLanguage: [String: [String: String]] = [:]
    /// Callout headings by word, for each language the theme has words in (English's merged in),
    /// made once: every page asks.
    private var calloutHeadingsByLanguage: [String: [String: String]] = [:]
    /// The charts' phrases (the `chart_*` words), likewise.
    private var chartWordsByLanguage: [String: ChartWords] = [:]
    /// Each language's words with English's and its region's language's merged in, likewise.
    private var textsByLanguage: [String: [String: String]] = [:]

    /// `byLanguage` over `base` (a language's words the theme leaves out are taken from there).
    init(_ byLanguage: [String: [String: String]] = [:], over base: [String: [String: String]] = [:]) {
        var byLanguage = byLanguage
        for (language, words) in base { byLanguage[language, default: [:]].merge(words) { own, _ in own } }
        self.byLanguage = byLanguage
        for language in byLanguage.keys {
            let texts = mergedTexts(for: language)
            textsByLanguage[language] = texts
            var headings: [String: String] = [:]
            for (key, text) in texts where key.hasPrefix("callout_") { headings[String(key.dropFirst("callout_".count))] = text }
            calloutHeadingsByLanguage[language] = headings
            chartWordsByLanguage[language] = ChartWords(texts.filter { $0.key.hasPrefix("chart_") })
        }
    }

    /// The keys the build itself writes into the context (page titles; a biography's and a resume's
    /// headings, `interests`, `education`, `experience`, `skills`, `awards`, `languages`, see `LandingBiography`; `taxonomy_NAME`, a default
    /// taxonomy's title by its plural or singular, may be given for any), besides those templates name,
    /// those that start with `callout_` (a callout's heading by its word: `callout_warning`) and the
    /// charts' (`chart_total`, `ChartWords.all`).
    static let usedByTheBuild: Set<String> = ["tagged", "page_not_found", "numbered_page", "taxonomy_categories", "taxonomy_category", "interests", "education", "experience", "skills", "awards", "languages"]

    /// A callout's heading by its word (`warning` → `Attention`), from the `callout_*` words: the
    /// language's, its region's language's, or English's.
    func calloutHeadings(for language: String) -> [String: String] {
        if let headings = calloutHeadingsByLanguage[language] { return headings }
        let (code, primary) = Self.codes(of: language)
        return calloutHeadingsByLanguage[code] ?? calloutHeadingsByLanguage[primary] ?? calloutHeadingsByLanguage["en"] ?? [:]
    }

    /// The words the build itself says (page titles, callout headings, the charts'), in every
    /// language `site` speaks: from the default theme as this binary carries it, so a theme of
    /// its own, or a copy of the default made by an older `site init`, still speaks them.
    static let builtIn: [String: [String: String]] = {
        var byLanguage: [String: [String: String]] = [:]
        for file in EmbeddedSite.files where file.path.hasPrefix("themes/default/i18n/") && file.path.hasSuffix(".yml") {
            let name = file.path.split(separator: "/").last.map(String.init) ?? ""
            let words = read(file.text ?? "", path: file.path).words.filter { isTheBuilds($0.key) }
            byLanguage[codes(of: String(name.dropLast(".yml".count))).code] = words
        }
        return byLanguage
    }()

    /// Whether the build writes `key`'s text itself, rather than a template naming it.
    static func isTheBuilds(_ key: String) -> Bool {
        usedByTheBuild.contains(key) || key.hasPrefix("callout_") || key.hasPrefix("chart_") || key.hasPrefix("taxonomy_")
    }

    /// The charts' phrases in `language` (its own, its region's language's, or English's), from
    /// the `chart_*` words; the engine's English for any the theme leaves out.
    func chartWords(for language: String) -> ChartWords {
        if let words = chartWordsByLanguage[language] { return words }
        let (code, primary) = Self.codes(of: language)
        return chartWordsByLanguage[code] ?? chartWordsByLanguage[primary] ?? chartWordsByLanguage["en"] ?? .english
    }

    /// A language code as the theme's files are named (`pt_BR` → `pt-br`), and its language alone (`pt`).
    static func codes(of language: String) -> (code: String, primary: String) {
        let code = language.lowercased().replacingOccurrences(of: "_", with: "-")
        // Chinese written in traditional characters (Taiwan, Hong Kong, Macau, or said so) reads `zh-hant`.
        if code != "zh-hant", code.hasPrefix("zh-hant") || ["zh-tw", "zh-hk", "zh-mo"].contains(code) { return (code, "zh-hant") }
        return (code, LanguageCode.primary(of: code))
    }

    /// The words of `language`, as templates read them.
    func words(for language: String) -> TemplateValue {
        .object(TemplateObject(texts(for: language).mapValues { TemplateValue.string($0) }))
    }

    /// The words of `language` by key: its own, its language's for a region, then English's.
    func texts(for language: String) -> [String: String] {
        if let texts = textsByLanguage[language] { return texts }
        let (code, primary) = Self.codes(of: language)
        return textsByLanguage[code] ?? textsByLanguage[primary] ?? textsByLanguage["en"] ?? [:]
    }

    /// `texts(for:)` worked out from `byLanguage`, once per language when the words are read.
    private func mergedTexts(for language: String) -> [String: String] {
        let (code, primary) = Self.codes(of: language)
        var words = byLanguage["en"] ?? [:]
        if primary != code { words.merge(byLanguage[primary] ?? [:]) { $1 } }
        words.merge(byLanguage[code] ?? [:]) { $1 }
        return words
    }

    /// Reads one file of the theme's `i18n/` folder: its text (`path` for messages), a mapping of
    /// keys to text; anything else is an error at its place.
    static func read(_ text: String, path: String) -> (words: [String: String], diagnostics: [Diagnostic]) {
        let root: YAMLNode?
        do {
            root = try parseYAML(text)
        } catch {
            return ([:], [.error("malformed YAML: \(error.message); write one 'key: text' line per word", at: SourceLocation(path: path, line: error.line, column: error.column))])
        }
        guard let root, !root.isNull else { return ([:], []) }
        guard let entries = root.mappingEntries else {
            return ([:], [.error("a theme's words are 'key: text' lines, e.g. min_read: min read", at: SourceLocation(path: path, line: root.line, column: root.column))])
        }
        var words: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (key, _, value) in entries {
            guard let text = value.scalarText else {
                diagnostics.append(
                    .error("'\(key.shortenedForMessage())' must be text, e.g. \(key.shortenedForMessage()): …", at: SourceLocation(path: path, line: value.line, column: value.column)))
                continue
            }
            words[key] = text
        }
        return (words, diagnostics)
    }
}

/// The charts' settings for `language` with the words `site` carries, for a chart drawn outside a
/// site (`site chart --language fr`).
public func chartSettings(forLanguage language: String) -> ChartSettings {
    ChartSettings(locale: language, words: ThemeWords(ThemeWords.builtIn).chartWords(for: language), captionMarkdown: chartCaption)
}
