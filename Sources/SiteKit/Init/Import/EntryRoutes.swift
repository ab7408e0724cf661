import Foundation

/// The routes of a script-configured generator (Astro, Next.js) that draw one entry of a
/// collection each (`src/pages/blog/[...slug].astro`, `app/blog/[...slug]/page.tsx`,
/// `pages/posts/[slug].js`): the folders of addresses where the collection's pages are.
enum EntryRoutes {
    /// The names a route gives the entry it draws.
    static let entryNames: Set = ["[...slug]", "[slug]", "[...id]", "[id]", "[...path]", "[post]", "[...post]", "[[...slug]]"]

    /// The route folders below the pages folders (`blog`, or `""` for entries at the top), in the
    /// order found. A list's pages (`[...page]`) and the taxonomies' are not; a rest parameter before
    /// the entry's (`[...lang]/[slug]`) may be empty (a language's prefix), and a route group
    /// (`(site)/`, Next.js's) is no part of the address.
    static func folders(in pagesFolders: [String], of site: URL, pageFiles extensions: [String]) -> [String] {
        var routes: [String] = []
        for pages in pagesFolders {
            let (files, _) = walkFiles(in: site.appending(path: pages), shownAs: pages, siteRoot: site)
            for file in files where extensions.contains(where: { file.relativePath.hasSuffix($0) }) {
                var parts = file.relativePath.split(separator: "/").map(String.init)
                let name = parts[parts.count - 1]
                // `index.astro` and Next.js's `page.tsx` are their folder's own page; `[...slug].astro` is `[...slug]`.
                if (name.hasPrefix("index.") || name.hasPrefix("page.")), parts.count >= 2 { parts.removeLast() } else { parts[parts.count - 1] = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name }
                guard let entry = parts.last, entryNames.contains(entry) else { continue }
                let route = parts.dropLast().filter { !$0.hasPrefix("[...") && !($0.hasPrefix("(") && $0.hasSuffix(")")) }
                guard !route.contains(where: { $0.hasPrefix("[") || ["tags", "tag", "categories", "category"].contains($0) }) else { continue }
                let path = route.joined(separator: "/")
                if !routes.contains(path) { routes.append(path) }
            }
        }
        return routes
    }

    /// The route among `routes` that draws the collection in `folder`: the route of its name
    /// (`blog`) before one deeper that ends so (`fr/blog`), then one of its words (`fr/blog` for `blog-fr`).
    static func route(drawing folder: String, among routes: [String]) -> String? {
        let name = String(folder.split(separator: "/").last ?? "")
        if let named = routes.filter({ draws(route: $0, collection: name) }).min(by: { $0.split(separator: "/").count < $1.split(separator: "/").count }) {
            return named
        }
        let words = Set(name.split(whereSeparator: { $0 == "-" || $0 == "_" }))
        guard words.count > 1 else { return nil }
        return routes.first { Set($0.split(separator: "/")) == words }
    }

    /// Whether a route folder (`posts`, `blog`) draws a collection of that name (`post`, `posts`, `blog`).
    static func draws(route: String, collection: String) -> Bool {
        let last = String(route.split(separator: "/").last ?? "")
        return last == collection || last == collection + "s" || last + "s" == collection
    }

    /// The folder of `content/` a collection drawn at `route` goes to: the route's own (`blog`), or,
    /// for a route below another folder (`fr/blog`, a translation's), the collection's name
    /// (`blog-fr`) with a permalink that keeps the route's address, as `posts:` names folders of one level.
    static func contentFolder(forRoute route: String, collection: String, settings: inout ImportedSettings) -> String {
        guard route.contains("/") else { return route }
        let name = String(collection.split(separator: "/").last ?? "")
        let folder = name.isEmpty || name == route.split(separator: "/").last.map(String.init) ? route.replacingOccurrences(of: "/", with: "-") : name
        if !settings.permalinksBySection.contains(where: { $0.section == folder }) {
            settings.permalinksBySection.append((section: folder, pattern: "/\(route)/:sections[1:]/:slugorfilename/"))
        }
        return folder
    }
}
