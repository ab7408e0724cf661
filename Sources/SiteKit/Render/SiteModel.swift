import Foundation

/// A tag and the posts that carry it.
struct Tag: Sendable {
    var name: String
    var slug: String
    /// Indexes into `SiteModel.posts`, newest first.
    var postIndexes: [Int]
}

/// Everything the site shows, sorted and linked: the input of every template.
struct SiteModel: Sendable {
    var config: SiteConfig
    /// Newest first; ties broken by path so the order is deterministic.
    var posts: [Page]
    /// Sorted by weight, then title.
    var pages: [Page]
    /// Sorted by name.
    var tags: [Tag]

    init(config: SiteConfig, posts: [Page], pages: [Page]) {
        self.config = config
        // Sorting indexes, not pages, spares copying every page's fields on each swap.
        let postOrder = posts.indices.sorted { a, b in
            (posts[a].date ?? .distantPast, posts[b].source.path) > (
                posts[b].date ?? .distantPast, posts[a].source.path
            )
        }
        self.posts = postOrder.map { posts[$0] }
        let pageOrder = pages.indices.sorted { a, b in
            (pages[a].weight ?? Int.max, pages[a].title, pages[a].source.path)
                < (pages[b].weight ?? Int.max, pages[b].title, pages[b].source.path)
        }
        self.pages = pageOrder.map { pages[$0] }
        var bySlug: [String: Tag] = [:]
        for (index, post) in self.posts.enumerated() {
            var seen = Set<String>()
            for (name, slug) in zip(post.tags, post.tagSlugs) {
                guard !slug.isEmpty, seen.insert(slug).inserted else { continue }
                bySlug[slug, default: Tag(name: name, slug: slug, postIndexes: [])].postIndexes.append(index)
            }
        }
        tags = bySlug.values.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
    }

    /// Year of the newest post, or 1970 for a site without posts (never the clock: builds must repeat).
    var year: Int {
        guard let newest = posts.first?.date else { return 1970 }
        return DateText(timeZone: config.timeZone).year(newest)
    }
}
