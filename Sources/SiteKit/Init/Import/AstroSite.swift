import Diagnostics
import Foundation

/// An Astro blog: `astro.config.mjs` (or `.ts`), its content collections' Markdown (the folders
/// of `src/content/`, or those its `content.config.ts` gives its loaders as `base:`), its Markdown
/// pages in `src/pages/`, and `public/`, which Astro publishes as it is. No script runs: the site's
/// address, title and collections are read where the configuration writes them as plain strings.
enum AstroSite {
    static let configNames = ["astro.config.mjs", "astro.config.ts", "astro.config.js", "astro.config.mts", "astro.config.cjs"]
    /// Where Astro themes keep the site's title, description and author (`SITE_TITLE` in the
    /// blog template's `consts.ts`, `SITE = {title, desc}` in AstroPaper's `config.ts`).
    static let settingsFiles = [
        "src/consts.ts", "src/consts.js", "src/config.ts", "src/config.js", "src/site.config.ts", "src/site.config.js",
        "src/config/site.ts", "src/data/site.ts", "src/site.ts", "src/constants.ts",
    ]
    static let collectionConfigs = ["src/content.config.ts", "src/content.config.js", "src/content.config.mjs", "src/content/config.ts", "src/content/config.js", "src/content/config.mjs"]
    /// Collections' names that hold a blog's posts, in the order they are preferred.
    static let postsNames = ["blog", "posts", "post", "articles", "article", "writing", "notes", "essays"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let name = firstFile(configNames, in: folder) else { return nil }
        let config = ScriptValues.text(of: name, in: folder)
        let settingsFile = settingsFiles.first { firstFile([$0], in: folder) != nil }
        let constants = settingsFile.map { ScriptValues.text(of: $0, in: folder) } ?? ""
        var settings = ImportedSettings()
        settings.title = ScriptValues.string(ofKeys: ["SITE_TITLE", "title"], in: constants)
        settings.description = ScriptValues.string(ofKeys: ["SITE_DESCRIPTION", "description", "desc", "subtitle"], in: constants)
        settings.author = ScriptValues.string(ofKeys: ["SITE_AUTHOR", "author"], in: constants)
        settings.language = ScriptValues.language(ofKeys: ["lang", "language", "locale"], in: constants)
        settings.timezone = ScriptValues.string(ofKeys: ["timezone", "timeZone"], in: constants)
        if let perPage = ScriptValues.firstMatch(#"(?:postPerPage|postsPerPage|pageSize)\s*:\s*(\d+)"#, in: constants).first.flatMap({ Int($0) }), perPage > 0 {
            settings.paginate = perPage
        }
        // `site: "https://…"` in astro.config, or where it takes it from (`site: SITE.website`).
        let site = ScriptValues.string(ofKeys: ["site"], in: config) ?? ScriptValues.string(ofKeys: ["website", "url", "site", "SITE_URL"], in: constants)
        settings.baseURL = ScriptValues.siteAddress(site, below: ScriptValues.string(ofKeys: ["base"], in: config))

        let collections = collectionFolders(in: folder)
        let routes = EntryRoutes.folders(in: ["src/pages"], of: folder, pageFiles: [".astro", ".md"])
        // Each collection at the address Astro's route gave it (`src/pages/blog/[...slug].astro`
        // draws `src/content/blog/`); the posts are the collections whose files are dated.
        // A route no collection is named for (AstroPaper's `posts/` drawing `src/data/blog/`) draws a dated one that has no route of its name.
        let named = collections.map { EntryRoutes.route(drawing: $0, among: routes) }
        var spareRoutes = routes.filter { !named.contains($0) }
        var placed: [(from: String, to: String)] = []
        for (collection, route) in zip(collections, named) {
            let dated = ImportedCollection.isDated(ImportedCollection.documents(in: collection, siteFolder: folder))
            var to = route ?? String(collection.split(separator: "/").last ?? "")
            if route == nil, dated, !spareRoutes.isEmpty { to = spareRoutes.removeFirst() }
            to = EntryRoutes.contentFolder(forRoute: to, collection: collection, settings: &settings)
            if to.isEmpty {
                // Entries at the top of the site (`src/pages/[slug].astro`, or below a language's
                // `[...lang]/`): posts kept in content/posts/, at the addresses of their paths from the collection.
                to = "posts"
                settings.permalinksBySection.append((section: "posts", pattern: "/:sections[1:]/:slugorfilename/"))
            }
            placed.append((collection, to))
            if dated, !settings.postsFolders.contains(to) { settings.postsFolders.append(to) }
        }
        if settings.postsFolders.isEmpty, let main = placed.first(where: { postsNames.contains(String($0.from.split(separator: "/").last ?? "")) }) {
            settings.postsFolders = [main.to]
        }
        if settings.postsFolders == ["posts"] { settings.postsFolders = [] }
        let taxonomyFolders: Set = ["tags", "categories"]
        // A collection inside another's folder (Retypeset's `about` in the posts' `src/content`) takes its own files.
        let copies = placed.sorted { $0.from.count > $1.from.count }
        var leftOut = ["src/components/, src/layouts/ and the .astro pages (the old theme: the default theme draws the pages and lists)"]
        if config.contains("remark") || config.contains("rehype") || config.contains("expressiveCode") || config.contains("expressive-code") {
            leftOut.append("\(name)'s Markdown plugins (remark, rehype, Expressive Code): site's own Markdown extensions and highlighting take their place")
        }
        return OldSite(
            generator: .astro, configFiles: [name] + (settingsFile.map { [$0] } ?? []), settings: settings,
            destination: { path in
                for copy in copies {
                    guard let rest = path.below(copy.from) else { continue }
                    let parts = rest.split(separator: "/")
                    // Astro skips `_draft.md`; a collection's folder may hold its config script (`src/content/config.ts`).
                    if parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) || ImportedCollection.isScriptOrStyle(rest) { return .stays }
                    // A collection of tags' own pages (`content/tags/astro.md`): each term's text.
                    if taxonomyFolders.contains(copy.to), parts.count == 1, PageFileName.isPlainMarkdown(rest) || rest.hasSuffix(".mdx") {
                        return .copy(to: "content/\(copy.to)/\(rest.prefix { $0 != "." })/_index.md")
                    }
                    return .copy(to: "content/\(copy.to)/\(rest)")
                }
                // Astro publishes `public/` as it is.
                if let rest = path.below("public") { return .copy(to: "static/" + rest) }
                // Images posts name by a relative path (`../../assets/a.png` from a collection two
                // folders down): at /assets/, where that path leads from the post's address.
                if let rest = path.below("src/assets"), !ImportedCollection.isScriptOrStyle(rest) { return .copy(to: "static/assets/" + rest) }
                // Markdown pages (`src/pages/about.md` at /about/); the home page is the default theme's.
                if let rest = path.below("src/pages"), PageFileName.isPlainMarkdown(rest) || rest.hasSuffix(".mdx") { return ImportedCollection.sourcePage(rest) }
                return .stays
            },
            leftOut: leftOut,
            // Astro writes to `dist/`; its `public/` is the site's own files.
            neverWalkedAtTop: topFoldersNeverImported.subtracting(["public"]).union(["dist", ".astro"]))
    }

    /// The folders of the site's content collections, from the site's folder: the `base:` of each
    /// `glob()` loader in `content.config.ts` (with a constant it names, AstroPaper's
    /// `${BLOG_PATH}`, read from the same file), else every folder of `src/content/`.
    static func collectionFolders(in folder: URL) -> [String] {
        var folders: [String] = []
        if let config = collectionConfigs.first(where: { firstFile([$0], in: folder) != nil }) {
            let script = ScriptValues.text(of: config, in: folder)
            for written in ScriptValues.allMatches(#"base\s*:\s*["'`]([^"'`]+)["'`]"#, in: script).compactMap(\.first) {
                var path = written
                for name in ScriptValues.allMatches(#"\$\{\s*(\w+)\s*\}"#, in: written).compactMap(\.first) {
                    guard let value = ScriptValues.string(ofKeys: [name], in: script) else { continue }
                    path = path.replacingOccurrences(of: "${\(name)}", with: value)
                }
                let normalized = path.normalizedPath
                if !normalized.contains("$"), !normalized.hasPrefix(".."), isFolder(normalized, in: folder), !folders.contains(normalized) {
                    folders.append(normalized)
                }
            }
        }
        if folders.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "src/content").path)) ?? []
            folders = entries.sorted().filter { !$0.hasPrefix(".") && !$0.hasPrefix("_") && isFolder("src/content/" + $0, in: folder) }.map { "src/content/" + $0 }
        }
        return folders
    }
}
