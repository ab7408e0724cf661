import Diagnostics
import Foundation

/// A Next.js blog: `next.config.js` (or `.mjs`, `.ts`) beside its Markdown, as the Tailwind
/// Next.js starter blog (Contentlayer's `data/blog/`), Next's own blog starter (`_posts/`) and the
/// blogs made from them keep it. The folders come from `contentlayer.config.ts` (its
/// `contentDirPath` and each document type's `filePathPattern`), else the folders such blogs use;
/// each goes where the route that draws its entries puts it (`app/blog/[...slug]/page.tsx` →
/// `/blog/`). The title, address and author are read from the settings file the theme keeps them
/// in (`data/siteMetadata.js`). `public/` is published as it is. No script runs.
enum NextSite {
    static let configNames = ["next.config.js", "next.config.mjs", "next.config.ts", "next.config.cjs"]
    static let contentConfigs = ["contentlayer.config.ts", "contentlayer.config.js", "contentlayer.config.mjs"]
    static let settingsFiles = [
        "data/siteMetadata.js", "data/siteMetadata.ts", "data/siteMetadata.mjs", "siteMetadata.js", "site.config.ts", "site.config.js",
        "config/site.ts", "config/site.js", "src/config/site.ts", "src/site.config.ts", "lib/siteConfig.ts", "lib/siteConfig.js", "src/lib/siteConfig.ts",
        "lib/constants.ts", "lib/constants.js", "src/lib/constants.ts",
    ]
    /// Folders Next.js blogs keep their Markdown in when no configuration names them, in the order looked for.
    static let usualFolders = ["data/blog", "_posts", "posts", "content/posts", "content/blog", "blog", "src/content/blog", "src/posts", "data/posts"]
    static let pagesFolders = ["app", "src/app", "pages", "src/pages"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let name = firstFile(configNames, in: folder) else { return nil }
        let contentConfig = firstFile(contentConfigs, in: folder)
        let contentScript = contentConfig.map { ScriptValues.text(of: $0, in: folder) }
        let collections = collectionFolders(contentConfig: contentScript, in: folder)
        // Contentlayer's citations read the bibliography from its content folder (`data/references-data.bib`).
        let contentRoot = contentScript.flatMap { ScriptValues.string(ofKeys: ["contentDirPath"], in: $0)?.normalizedPath }
        // A Next.js application that is no blog (no Markdown where blogs keep it) is none of ours to read.
        guard !collections.isEmpty else { return nil }
        let settingsFile = settingsFiles.first { firstFile([$0], in: folder) != nil }
        let constants = settingsFile.map { ScriptValues.text(of: $0, in: folder) } ?? ""
        var settings = ImportedSettings()
        settings.title = ScriptValues.string(ofKeys: ["title", "headerTitle", "siteName", "SITE_TITLE", "name"], in: constants)
        settings.description = ScriptValues.string(ofKeys: ["description", "SITE_DESCRIPTION"], in: constants)
        settings.author = ScriptValues.string(ofKeys: ["author", "SITE_AUTHOR"], in: constants)
        settings.language = ScriptValues.language(ofKeys: ["language", "lang", "locale"], in: constants)
        settings.baseURL = ScriptValues.siteAddress(
            ScriptValues.string(ofKeys: ["siteUrl", "siteURL", "url", "SITE_URL"], in: constants),
            below: ScriptValues.string(ofKeys: ["basePath"], in: ScriptValues.text(of: name, in: folder)))

        let routes = EntryRoutes.folders(in: pagesFolders, of: folder, pageFiles: [".tsx", ".jsx", ".js", ".ts", ".mdx"])
        let named = collections.map { EntryRoutes.route(drawing: $0, among: routes) }
        var spareRoutes = routes.filter { !named.contains($0) }
        var placed: [(from: String, to: String)] = []
        var authors: String?
        for (collection, route) in zip(collections, named) {
            // Contentlayer's `authors/` (the starter's `default.mdx`): profiles posts name by key.
            if lastName(collection) == "authors" {
                authors = collection
                continue
            }
            let dated = ImportedCollection.isDated(ImportedCollection.documents(in: collection, siteFolder: folder))
            var to = route
            if to == nil, dated, !spareRoutes.isEmpty { to = spareRoutes.removeFirst() }
            var section = to.map { EntryRoutes.contentFolder(forRoute: $0, collection: collection, settings: &settings) } ?? (dated ? "posts" : lastName(collection))
            if section.isEmpty {
                // Entries at the top of the site (`app/[slug]/page.tsx`): kept in content/posts/, at their paths.
                section = "posts"
                settings.permalinksBySection.append((section: "posts", pattern: "/:sections[1:]/:slugorfilename/"))
            }
            placed.append((collection, section))
            if dated, !settings.postsFolders.contains(section) { settings.postsFolders.append(section) }
        }
        if settings.postsFolders == ["posts"] { settings.postsFolders = [] }
        let copies = placed.sorted { $0.from.count > $1.from.count }
        var written: [(path: String, text: String)] = []
        if let authors {
            for file in ImportedCollection.documents(in: authors, siteFolder: folder) {
                guard let profile = authorProfile(frontMatterAndBody(ofFileAt: file.absolutePath).frontMatter) else { continue }
                written.append(("data/authors/\(file.relativePath.prefix { $0 != "." }).yml", profile))
            }
        }
        var leftOut = ["app/, pages/, components/ and layouts/ (the old theme's React pages: the default theme draws the pages and lists)"]
        if let authors { leftOut.append("\(authors)/'s profiles' texts and pictures (each author's name and page are in data/authors/)") }
        var site = OldSite(
            generator: .next, configFiles: [name] + (contentConfig.map { [$0] } ?? []) + (settingsFile.map { [$0] } ?? []), settings: settings,
            destination: { path in
                for copy in copies {
                    guard let rest = path.below(copy.from) else { continue }
                    let parts = rest.split(separator: "/")
                    if parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) || ImportedCollection.isScriptOrStyle(rest) || rest.hasSuffix(".json") { return .stays }
                    return .copy(to: "content/\(copy.to)/\(rest)")
                }
                if let contentRoot, let rest = path.below(contentRoot), !rest.contains("/"), rest.hasSuffix(".bib") || rest.hasSuffix(".csl") {
                    return .copy(to: "content/" + rest)
                }
                // Next.js publishes `public/` as it is.
                if let rest = path.below("public") { return .copy(to: "static/" + rest) }
                return .stays
            },
            leftOut: leftOut,
            // Next.js writes to `.next/` and `out/`; its `public/` is the site's own files.
            neverWalkedAtTop: topFoldersNeverImported.subtracting(["public"]).union([".next", "out", ".contentlayer"]))
        site.written = written
        return site
    }

    /// The folders of the blog's Markdown, from the site's folder: Contentlayer's `contentDirPath`
    /// joined to each `filePathPattern`'s folders (`data` + `blog/**/*.mdx` → `data/blog`), else
    /// the first usual folder that holds Markdown.
    static func collectionFolders(contentConfig: String?, in folder: URL) -> [String] {
        var folders: [String] = []
        if let contentConfig {
            let root = ScriptValues.string(ofKeys: ["contentDirPath"], in: contentConfig)?.normalizedPath ?? ""
            for pattern in ScriptValues.allMatches(#"filePathPattern\s*:\s*["'`]([^"'`]+)["'`]"#, in: contentConfig).compactMap(\.first) {
                let fixed = pattern.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("{") && !$0.contains(".") }.joined(separator: "/")
                let path = [root, fixed].filter { !$0.isEmpty }.joined(separator: "/")
                if !path.isEmpty, !path.hasPrefix(".."), isFolder(path, in: folder), !folders.contains(path) { folders.append(path) }
            }
        }
        if folders.isEmpty, let usual = usualFolders.first(where: { isFolder($0, in: folder) && !ImportedCollection.documents(in: $0, siteFolder: folder).isEmpty }) {
            folders = [usual]
        }
        return folders
    }

    /// An author's profile as `data/authors/KEY.yml` holds it: the name, and the page to link it to.
    private static func authorProfile(_ frontMatter: YAMLNode?) -> String? {
        guard let name = frontMatter?["name"]?.text, !name.isEmpty else { return nil }
        var profile = "name: \(name.yamlQuoted)\n"
        if let url = ["website", "url", "github", "twitter", "linkedin"].lazy.compactMap({ frontMatter?[$0]?.text }).first(where: { $0.hasPrefix("http") }) {
            profile += "url: \(url.yamlQuoted)\n"
        }
        return profile
    }

    private static func lastName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }
}
