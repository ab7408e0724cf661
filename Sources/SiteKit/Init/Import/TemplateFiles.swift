import Foundation

/// Reads the opening bytes of an old site's files, to tell a template from a file to copy.
struct TemplateFiles: Sendable {
    let folder: URL
    /// The published collections, each with its folder in `content/` ("" at the top).
    var collections: [String: String] = [:]

    /// Whether the file starts with `---`, as every file Jekyll processes does.
    func hasFrontMatter(_ path: String) -> Bool {
        opening(path, count: 4).starts(with: Array("---".utf8))
    }

    /// The layouts Jekyll themes draw their lists with (Minimal Mistakes' `tag-archive.md` is only
    /// `layout: tags` and a permalink).
    static let listLayouts: Set<String> = [
        "home", "posts", "tags", "tag", "categories", "category", "archive", "archives", "archive-taxonomy", "collection", "search", "blog",
    ]

    /// The layouts of pages that list every post by year: this theme's and other themes' names for it.
    static let archiveLayouts = Set([ContextBuilder.archiveLayout] + layoutsOfOtherThemes.filter { $0.value == ContextBuilder.archiveLayout }.keys)

    /// A Markdown page that lists posts, as `.listPage` with where the default theme's list is:
    /// with a Liquid loop over posts, tags or a collection (`{% for post in paginator.posts %}`),
    /// or by a list layout with no text of its own. Nil for a page of text, also one that loops
    /// over the site's data (al-folio's `{% for person in site.data.people %}`): it is copied, and
    /// the build says where its Liquid stays as written.
    ///
    /// - Parameter target: where the page would be copied (`content/archives.md`): a page the default
    ///   theme draws whole (an archive, a search page) is written there instead.
    func listPage(_ path: String, permalink address: String? = nil, copiedTo target: String) -> OldSite.Placement? {
        let (frontMatter, body) = frontMatterAndBody(ofFileAt: folder.appending(path: path).path)
        let layout = frontMatter?["layout"]?.text ?? ""
        let permalink = frontMatter?["permalink"]?.text ?? address
        // A search page (its script searched an index of the posts, its text the script's boxes): the default theme's.
        if layout == "search" {
            return .themePage(layout: "search", to: target, permalink: permalink, title: frontMatter?["title"]?.text)
        }
        let listed = loopedOverLists(in: String(body))
        guard listed.loops || (Self.listLayouts.contains(layout) && body.trimmingSpaces().isEmpty) else { return nil }
        // An archive of the posts, not of a collection: the default theme's own archive page.
        if Self.archiveLayouts.contains(layout), listed.collectionFolder == nil {
            return .themePage(layout: ContextBuilder.archiveLayout, to: target, permalink: permalink, title: frontMatter?["title"]?.text)
        }
        if let folder = listed.collectionFolder {
            let title = frontMatter?["title"]?.text ?? folder.prefix(1).uppercased() + folder.dropFirst()
            return .listPage(permalink: permalink, listsAt: "/\(folder)/", sectionTitle: title)
        }
        return .listPage(permalink: permalink, listsAt: Self.listAddress(layout: layout))
    }

    /// Whether a Liquid (or Nunjucks) loop of `body` goes over posts, tags, categories or a published collection,
    /// and the `content/` folder of the first collection one goes over (its list is that folder's page).
    private func loopedOverLists(in body: String) -> (loops: Bool, collectionFolder: String?) {
        var loops = false
        var rest = body[...]
        // `{% assign sorted = site.notes | sort: "order" %}`: a later loop over `sorted` goes over the collection.
        var assigned: [String: String] = [:]
        while let open = rest.range(of: "{%") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "%}") else { break }
            let words = rest[..<close.lowerBound].split { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }.map { $0.trimmingCharacters(in: ["-"]) }.filter { !$0.isEmpty }
            rest = rest[close.upperBound...]
            if words.first == "assign", words.count >= 4, words[2] == "=" {
                assigned[words[1].lowercased()] = words[3].lowercased()
                continue
            }
            guard words.first == "for", let index = words.firstIndex(of: "in"), index + 1 < words.count else { continue }
            // What the loop goes over, through the names assigned on the way (`sorted` from
            // `categorized` from `site.projects`).
            var source = words[index + 1].lowercased()
            var seen: Set<String> = []
            while let earlier = assigned[source], seen.insert(source).inserted { source = earlier }
            // The page's own list (al-folio's `{% for category in page.display_categories %}`) is no list of the site's.
            if source.hasPrefix("page.") || source.hasPrefix("include.") { continue }
            // The longest collection name the loop's source holds (`site.java-agent` is java-agent's,
            // not java's), whatever order the names come in.
            let holding = collections.filter { !$0.value.isEmpty && source.contains($0.key) }
            if let folder = holding.max(by: { ($0.key.count, $1.key) < ($1.key.count, $0.key) })?.value { return (true, folder) }
            // Eleventy's are `collections.posts`, `collections.all` and `pagination.items`.
            loops = loops || ["posts", "paginator", "tags", "categories", "collections.", "pagination."].contains { source.contains($0) }
        }
        return (loops, nil)
    }

    /// The default theme's list for a list layout: the tags, the categories, else every post.
    private static func listAddress(layout: String) -> String {
        switch layout {
        case "tags", "tag": "/tags/"
        case "categories", "category": "/categories/"
        case "home": "/"
        default: "/posts/"
        }
    }

    private func opening(_ path: String, count: Int) -> [UInt8] {
        Array(readFileOpening(atPath: folder.appending(path: path).path, count: count) ?? Data())
    }
}
