/// A way of grouping posts that gets its own pages: `tags` at `/tags/<term>/`, `categories` at `/categories/<term>/`.
struct TaxonomyDefinition: Sendable, Hashable {
    /// Plural, as the URL and the front matter key spell it: `categories`.
    var name: String
    /// The front matter key for one term: `category`.
    var singular: String

    /// Hugo's default pair, which Jekyll and Zola blogs use too.
    static let defaults = [
        TaxonomyDefinition(name: "tags", singular: "tag"),
        TaxonomyDefinition(name: "categories", singular: "category"),
    ]

    /// A title for its pages: "Categories".
    var title: String { name.capitalizedFirst }
}

extension SiteConfig {
    /// The taxonomy a front matter key names (`tags`, `tag`, `Categories`), if any.
    func taxonomy(forKey key: String) -> TaxonomyDefinition? {
        taxonomies.first { $0.name == key || $0.singular == key }
    }
}
