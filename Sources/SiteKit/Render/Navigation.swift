import Diagnostics

/// The links of the site's navigation: `site.yml`'s `menu:` when it has one, else the pages
/// with a main-menu entry (Hugo's `menu: main`) when any page has one, else the top-level pages (`content/about.md`), at most `longest` of
/// them. A Hugo site's content copied whole can hold thousands of top-level pages, and a
/// navigation listing them all would repeat them on every page.
struct Navigation: Sendable {
    struct Link: Sendable, Equatable {
        var title: String
        var url: String
    }

    /// The most top-level pages the navigation lists without menu entries.
    static let longest = 10

    let links: [Link]
    /// Said when top-level pages were left out.
    let warning: Diagnostic?

    init(model: SiteModel) {
        let config = model.config
        let pages = model.pages
        if let menu = config.menu {
            // A link that names a page's file goes to that page, wherever its slug or permalink put it.
            let named = Set(menu.compactMap { $0.file?.lowercased() })
            var pageOfFile: [String: String] = [:]
            if !named.isEmpty {
                // Read through the arrays: a copy of every page would retain each of its fields.
                func note(_ page: Page) {
                    let file = page.source.relativePath.lowercased()
                    if named.contains(file) { pageOfFile[file] = page.sitePath }
                }
                for index in model.posts.indices { note(model.posts[index]) }
                for index in pages.indices { note(pages[index]) }
                if let home = model.home { note(home) }
            }
            links = menu.map { link in
                if let file = link.file, let sitePath = pageOfFile[file.lowercased()] {
                    let fragment = link.target.firstIndex(of: "#").map { String(link.target[$0...]) } ?? ""
                    return Link(title: link.name, url: config.url(sitePath) + fragment)
                }
                return Link(title: link.name, url: link.isExternal || link.target.hasPrefix("#") ? link.target : config.url(String(link.target.dropFirst())))
            }
            warning = nil
            return
        }
        let inMenu = pages.indices.filter { pages[$0].menu != nil }
        if !inMenu.isEmpty {
            let ordered = inMenu.sorted { a, b in
                let (x, y) = (pages[a], pages[b])
                return (x.menu?.weight ?? x.weight ?? Int.max, x.title, x.source.path) < (y.menu?.weight ?? y.weight ?? Int.max, y.title, y.source.path)
            }
            links = ordered.map { Link(title: pages[$0].menu?.name ?? pages[$0].title, url: config.url(pages[$0].sitePath)) }
            warning = nil
            return
        }
        // The top-level pages, already by weight and title; not the list of posts (`posts/_index.md`),
        // nor an old site's not-found page (`404.md`, `404.qmd`).
        let postsLists = Set(config.postsFolders.map(PostsFolder.prefix))
        let topLevel = pages.indices.filter {
            pages[$0].sitePath.split(separator: "/").count == 1 && !postsLists.contains(pages[$0].sitePath) && pages[$0].source.stem != "404"
        }
        links = topLevel.prefix(Self.longest).map { Link(title: pages[$0].title, url: config.url(pages[$0].sitePath)) }
        if topLevel.count > Self.longest {
            warning = .warning(
                "the navigation shows the first \(Self.longest) of \(topLevel.count) top-level pages of content/ (by weight, then title); list its links in site.yml (menu: [{name: About, url: /about/}]), add 'menu: main' to the front matter of the pages it should show, or move posts into \(PostsFolder.shown(config.postsFolder))")
        } else {
            warning = nil
        }
    }
}
