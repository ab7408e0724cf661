/// What `languages:` in site.yml says of one language of the site's translations: the site's
/// title and description in it, and the name its readers know it by (Hugo's `[languages.es]`
/// `title`, `description`, `languageName`).
struct LanguageSettings: Sendable, Equatable {
    var title: String?
    var description: String?
    var name: String?

    static let keys = ["title", "description", "name"]
}

extension SiteConfig {
    /// The settings of `language` (a translation's code): its own, else its language's (`pt-br` → `pt`).
    func settings(of language: String) -> LanguageSettings? {
        let code = language.lowercased()
        return languages[code] ?? code.split(separator: "-").first.flatMap { languages[String($0)] }
    }

    /// The site's title on a page in `language` (nil: the site's own).
    func title(in language: String?) -> String {
        language.flatMap { settings(of: $0)?.title } ?? title
    }

    /// The site's description on a page in `language` (nil: the site's own).
    func description(in language: String?) -> String {
        language.flatMap { settings(of: $0)?.description } ?? description
    }

    /// How the language switcher names `code`: as `languages:` says, else in the language itself.
    func languageName(_ code: String) -> String {
        settings(of: code)?.name ?? LanguageCode.name(of: code)
    }
}
