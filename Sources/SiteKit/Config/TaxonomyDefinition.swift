/// A way of grouping posts that gets its own pages: `tags` at `/tags/<term>/`, `categories` at `/categories/<term>/`.
struct TaxonomyDefinition: Sendable, Hashable {
    /// Plural, as the URL and the front matter key spell it: `categories`.
    var name: String
    /// The front matter key for one term: `category`.
    var singular: String
    /// Where its term pages go when not below `name`: Hugo's `[permalinks] tags = "/tag/:slug/"` puts them in `tag`.
    var termFolder: String? = nil

    /// Hugo's default pair, which Jekyll and Zola blogs use too.
    static let defaults = [
        TaxonomyDefinition(name: "tags", singular: "tag"),
        TaxonomyDefinition(name: "categories", singular: "category"),
    ]

    /// The folder a permalink pattern for its terms names: `/tag/:slug/` → `tag`; nil for any
    /// other shape (a term's address is its slug in one folder).
    static func termFolder(of pattern: PermalinkPattern) -> String? {
        guard pattern.pieces.count == 3 || pattern.pieces.count == 2,
            case .text(let before) = pattern.pieces[0], case .placeholder(let name) = pattern.pieces[1], name == .slug || name == .title
        else { return nil }
        if pattern.pieces.count == 3 { guard case .text("/") = pattern.pieces[2] else { return nil } }
        let folder = before.split(separator: "/").joined(separator: "/")
        return folder.isEmpty ? nil : folder
    }

    /// A title for its pages: "Categories".
    var title: String { name.capitalizedFirst }
}

extension SiteConfig {
    /// The taxonomy a front matter key names (`tags`, `tag`, `Categories`), if any.
    func taxonomy(forKey key: String) -> TaxonomyDefinition? {
        taxonomies.first { $0.name == key || $0.singular == key }
    }
}
