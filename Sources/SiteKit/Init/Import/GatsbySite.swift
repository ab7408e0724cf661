import Diagnostics
import Foundation

/// A Gatsby blog: `gatsby-config.js` (or `.ts`, `.mjs`), the folders its `gatsby-source-filesystem`
/// entries read (`content/blog/` in the starter blog), `static/`, which Gatsby publishes as it is,
/// and Markdown pages in `src/pages/`. No script runs: the site's title, address and folders are
/// read where the configuration writes them as plain strings, and a post's address is the one
/// Gatsby's `createFilePath` gives it: its path in its folder (`/hello-world/` for
/// `content/blog/hello-world/index.md`), below the prefix `gatsby-node.js` puts before it.
enum GatsbySite {
    static let configNames = ["gatsby-config.js", "gatsby-config.ts", "gatsby-config.mjs", "gatsby-config.cjs"]
    /// Where starters keep `siteMetadata` when the configuration requires it from a file of its own.
    static let metadataFiles = ["data/SiteConfig.js", "data/siteConfig.js", "config/site.js", "config/siteConfig.js", "site-config.js", "siteConfig.js", "config.js", "src/config.js"]
    static let nodeNames = ["gatsby-node.js", "gatsby-node.ts", "gatsby-node.mjs", "gatsby-node.cjs"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        // A TypeScript configuration may sit beside a `gatsby-config.js` that only loads it: both are read.
        let names = configNames.filter { firstFile([$0], in: folder) != nil }
        guard !names.isEmpty else { return nil }
        let config = names.map { ScriptValues.text(of: $0, in: folder) }.joined(separator: "\n")
        let metadataFile = metadataFiles.first { firstFile([$0], in: folder) != nil }
        let metadata = config + "\n" + (metadataFile.map { ScriptValues.text(of: $0, in: folder) } ?? "")
        var settings = ImportedSettings()
        settings.title = ScriptValues.string(ofKeys: ["title", "siteTitle"], in: metadata)
        settings.description = ScriptValues.string(ofKeys: ["description", "siteDescription", "subtitle"], in: metadata)
        // `author: 'Jane'`, or the starter's `author: { name: 'Kyle Mathews', summary: … }`.
        settings.author = ScriptValues.string(ofKeys: ["author"], in: metadata)
            ?? ScriptValues.firstMatch(#"\bauthor\s*:\s*\{[^}]*?\bname\s*:\s*["'`]([^"'`\n]+)["'`]"#, in: metadata).first
        settings.language = ScriptValues.language(ofKeys: ["lang", "language", "siteLanguage", "locale"], in: metadata)
        // `pathPrefix` counts only in a build with `--prefix-paths` (or PREFIX_PATHS); a site whose
        // package.json builds without it is served at its address's root.
        let package = ScriptValues.text(of: "package.json", in: folder)
        let prefixesPaths = package.isEmpty || package.contains("prefix-paths") || package.contains("PREFIX_PATHS")
        settings.baseURL = ScriptValues.siteAddress(
            ScriptValues.string(ofKeys: ["siteUrl", "siteURL", "url"], in: metadata),
            below: prefixesPaths ? ScriptValues.string(ofKeys: ["pathPrefix"], in: metadata) : nil)
        // gatsby-plugin-feed's `output: "/rss.xml"` (its default), or the address siteMetadata gives it.
        if config.contains("gatsby-plugin-feed") {
            settings.feed = ScriptValues.firstMatch(#"\boutput\s*:\s*["'`]/?([^"'`]+\.xml)["'`]"#, in: config).first ?? "rss.xml"
        } else if let feed = ScriptValues.string(ofKeys: ["feedUrl", "rssUrl", "siteRss"], in: metadata), let path = feed.split(separator: "/", omittingEmptySubsequences: false).last, path.hasSuffix(".xml") {
            settings.feed = String(path)
        }
        // gatsby-plugin-mdx reading `.md` too (`extensions: ['.mdx', '.md']`).
        settings.markdownIsMDX = ScriptValues.firstMatch(#"extensions\s*:\s*\[([^\]]*)\]"#, in: config).first.map { $0.contains(".md'") || $0.contains(".md\"") || $0.contains(".md`") } ?? false

        let node = firstFile(nodeNames, in: folder).map { ScriptValues.text(of: $0, in: folder) } ?? ""
        let routes = pageRoutes(in: node)
        // `filePath.replace(/\/\d{4}/, '')`: posts kept in folders by year are at their names alone.
        let dropsYearFolders = node.contains(#"\d{4}"#) && node.contains(".replace(")
        var placed: [(from: String, to: String)] = []
        var assets: [String] = []
        // The folders of Markdown, and which hold posts: dated, and more than one document (not `content/about/`).
        var collections: [(folder: String, name: String, isPosts: Bool, count: Int)] = []
        let (sources, missing) = sourceFolders(in: config, siteFolder: folder)
        // The theme's own images (`src/images/`, the author's portrait) and React pages are the old
        // theme's; folders of documents kept among them (`src/markdown/posts/`) are not.
        let documentSources = sources.flatMap { source in source == "src" || source.hasPrefix("src/") ? documentFolders(in: source, siteFolder: folder) : [source] }
        // Pictures the documents there show by their paths (`../../assets/ucb.jpg`), kept beside them.
        let pictureSources = sources.contains("src") ? pictureFolders(in: "src", besides: documentSources, siteFolder: folder) : []
        for source in documentSources {
            // `static/` read as a source is published as it is anyway, below.
            if source == "static" || source.hasPrefix("static/") { continue }
            let documents = ImportedCollection.documents(in: source, siteFolder: folder)
            if documents.isEmpty {
                assets.append(source)
                continue
            }
            let isPosts = documents.count >= 2 && ImportedCollection.isDated(documents)
            collections.append((source, String(source.split(separator: "/").last ?? ""), isPosts, documents.count))
        }
        // The posts at their slugs (`path: post.fields.slug`, the starter's): the largest folder of posts.
        let atTop = routes.contains("") ? collections.filter(\.isPosts).max { $0.count < $1.count }?.folder : nil
        // Documents kept among the theme's code (`src/markdown/posts/`) keep their places below
        // `src/`, so the paths between them (`../../assets/chart.png`) still lead where they led;
        // a route by the front matter's slug (`path: node.frontmatter.slug`) puts each at its slug.
        let bySlug = node.range(of: #"\bpath\s*:\s*[\w.]*frontmatter\.(slug|path)\b"#, options: .regularExpression) != nil
        for collection in collections where collection.folder.hasPrefix("src/") {
            let below = String(collection.folder.dropFirst("src/".count))
            placed.append((collection.folder, below))
            // Posts in folders of one folder (`src/markdown/posts/`, `src/markdown/interviews/`) are that folder's.
            let section = String(below.split(separator: "/").first ?? "")
            if collection.isPosts, !settings.postsFolders.contains(section) { settings.postsFolders.append(section) }
            if !settings.permalinksBySection.contains(where: { $0.section == section }) {
                settings.permalinksBySection.append((section, "/" + (bySlug ? "" : below + "/") + ":slugorfilename/"))
            }
        }
        collections.removeAll { $0.folder.hasPrefix("src/") }
        placed += pictureSources.map { ($0, String($0.dropFirst("src/".count))) }
        for collection in collections {
            // Drawn by a route of its name (`/showcase${slug}` for `content/showcases/`), or at the top.
            let route = collection.folder == atTop ? "" : routes.first { !$0.isEmpty && EntryRoutes.draws(route: $0, collection: collection.name) }
            guard let route else {
                // No route of gatsby-node.js draws it: posts (the pages a script of its own makes,
                // one folder per category) at their folder's name, when no route is known at all; else
                // entries only a list shows (a gallery's). Pages at their folder's name (`content/about/`
                // at /about/), but those of a folder of pages (`content/pages/now.md` at /now/).
                placed.append((collection.folder, collection.isPosts || collection.name != "pages" ? collection.name : ""))
                if collection.isPosts, routes.isEmpty { settings.postsFolders.append(collection.name) }
                continue
            }
            let section = route.isEmpty ? "posts" : route
            placed.append((collection.folder, section))
            if collection.isPosts, !settings.postsFolders.contains(section) { settings.postsFolders.append(section) }
            let path = (route.isEmpty ? "" : "/" + route) + (dropsYearFolders ? "" : "/:sections[1:]") + "/:slugorfilename/"
            if !settings.permalinksBySection.contains(where: { $0.section == section }) { settings.permalinksBySection.append((section, path)) }
        }
        if settings.postsFolders == ["posts"] { settings.postsFolders = [] }
        let copies = placed.sorted { $0.from.count > $1.from.count }
        let assetFolders = assets
        let fromSource = placed.filter { $0.from.hasPrefix("src/") }.map { $0.from + "/" }
        var leftOut = [
            (fromSource.isEmpty ? "src/" : "src/ but \(shortList(fromSource, limit: 4))")
                + " (the old theme's React pages, templates and components: the default theme draws the pages and lists)"
        ]
        // A folder the configuration reads that is not there: a repository's content kept in another (a Git submodule, not checked out).
        let submodules = ScriptValues.allMatches(#"path\s*=\s*(\S+)"#, in: ScriptValues.text(of: ".gitmodules", in: folder)).compactMap(\.first).map(\.normalizedPath)
        for path in missing {
            leftOut.append(
                submodules.contains(path)
                    ? "\(path)/, which the configuration reads posts from: it is a Git submodule (.gitmodules) not checked out; run git submodule update --init in the old site, then site init again"
                    : "\(path)/, which the configuration reads posts from and the old site's folder does not hold")
        }
        if node.contains("createNodeField"), !node.contains("createFilePath") {
            leftOut.append("the addresses gatsby-node.js makes its own way: posts are at their paths in their folder; give a post its old address in aliases: to keep links to it working")
        }
        return OldSite(
            generator: .gatsby, configFiles: names + (metadataFile.map { [$0] } ?? []), settings: settings,
            destination: { path in
                for copy in copies {
                    guard let rest = path.below(copy.from) else { continue }
                    let parts = rest.split(separator: "/")
                    if parts.contains(where: { $0.hasPrefix(".") }) || ImportedCollection.isScriptOrStyle(rest) { return .stays }
                    return .copy(to: "content/" + (copy.to.isEmpty ? rest : copy.to + "/" + rest))
                }
                // Images and files the posts name from a folder of their own (`content/assets/`): at its path below content/.
                for asset in assetFolders {
                    guard let rest = path.below(asset), !ImportedCollection.isScriptOrStyle(rest), !rest.hasSuffix(".yml"), !rest.hasSuffix(".yaml") else { continue }
                    let shown = asset.split(separator: "/").first == "content" ? asset.split(separator: "/").dropFirst().joined(separator: "/") : asset
                    return .copy(to: "static/" + (shown.isEmpty ? rest : shown + "/" + rest))
                }
                // Gatsby publishes `static/` as it is.
                if let rest = path.below("static") { return .copy(to: "static/" + rest) }
                // Markdown pages (`src/pages/about.md`, with gatsby-plugin-page-creator).
                if let rest = path.below("src/pages"), PageFileName.isPlainMarkdown(rest) || rest.hasSuffix(".mdx") { return ImportedCollection.sourcePage(rest) }
                return .stays
            },
            leftOut: leftOut,
            // Gatsby writes to `public/` and caches in `.cache/`.
            neverWalkedAtTop: topFoldersNeverImported.union([".cache"]))
    }

    /// The folders the configuration's `gatsby-source-filesystem` entries read, from the site's
    /// folder: `path: \`${__dirname}/content/blog\``, `path: './content'`, `path.join(__dirname, 'content', 'blog')`,
    /// `path.resolve('content/about')`. A path made from a name (`` path.resolve(`content/${name}`) ``,
    /// one entry per category) is each folder of Markdown below its written part.
    static func sourceFolders(in config: String, siteFolder: URL) -> (found: [String], missing: [String]) {
        var written = ScriptValues.allMatches(#"\bpath\s*:\s*["'`](?:\$\{\s*__dirname\s*\}|\.)?/?([^"'`\n]*)["'`]"#, in: config).compactMap(\.first)
        written += ScriptValues.allMatches(#"\bpath\s*:\s*(?:path\.)?(?:join|resolve)\(([^)]*)\)"#, in: config).compactMap(\.first).map { arguments in
            ScriptValues.allMatches(#"["'`]([^"'`]*)["'`]"#, in: arguments).compactMap(\.first).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.joined(separator: "/")
        }
        var folders: [String] = []
        var missing: [String] = []
        func add(_ path: String) {
            let normalized = path.normalizedPath
            guard !normalized.isEmpty, !normalized.hasPrefix(".."), !folders.contains(normalized) else { return }
            guard isFolder(normalized, in: siteFolder) else {
                // The theme's own folders (`src/images`) are none of the posts'.
                if !normalized.hasPrefix("src"), !missing.contains(normalized) { missing.append(normalized) }
                return
            }
            folders.append(normalized)
        }
        for path in written {
            guard let hole = path.range(of: "${") else {
                add(path)
                continue
            }
            // `${__dirname}` inside `path.join` was read as nothing; another name stands for each folder there.
            let stem = String(path[..<hole.lowerBound]).normalizedPath
            guard path[hole.lowerBound...].hasPrefix("${__dirname}") == false else {
                add(path.replacingOccurrences(of: "${__dirname}", with: ""))
                continue
            }
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: siteFolder.appending(path: stem).path)) ?? []).sorted()
            for entry in entries where !entry.hasPrefix(".") {
                let candidate = stem.isEmpty ? entry : stem + "/" + entry
                if isFolder(candidate, in: siteFolder), !ImportedCollection.documents(in: candidate, siteFolder: siteFolder).isEmpty { add(candidate) }
            }
        }
        return (folders, missing)
    }

    /// The folders of documents in a source folder that the old theme's code shares
    /// (`path: \`${__dirname}/src\``, with posts in `src/markdown/posts/`): its own folders (pages,
    /// components, templates, images, styles) left out, and a folder that holds only folders of
    /// documents (`src/markdown/`) parted into them, so each is a collection of its own.
    static func documentFolders(in source: String, siteFolder: URL) -> [String] {
        var found: [String] = []
        func visit(_ folder: String, depth: Int) {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: siteFolder.appending(path: folder).path)) ?? []).sorted()
                .filter { !$0.hasPrefix(".") && !$0.hasPrefix("_") }
            let holdsDocuments = entries.contains { PageFileName.isPlainMarkdown($0) || $0.hasSuffix(".mdx") }
            if depth > 0, holdsDocuments || depth == 3 {
                if !ImportedCollection.documents(in: folder, siteFolder: siteFolder).isEmpty { found.append(folder) }
                return
            }
            for entry in entries where isFolder(folder + "/" + entry, in: siteFolder) && !(folder == "src" && themeFolders.contains(entry)) {
                visit(folder + "/" + entry, depth: depth + 1)
            }
        }
        visit(source, depth: source == "src" ? 0 : 1)
        return found
    }

    /// The folders of `src/` beside the folders of documents that hold pictures (`src/assets/`),
    /// not the theme's own (`src/images/`, the author's portrait and the icons).
    static func pictureFolders(in source: String, besides documents: [String], siteFolder: URL) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: siteFolder.appending(path: source).path)) ?? []).sorted()
        return entries.compactMap { entry in
            let candidate = source + "/" + entry
            guard !entry.hasPrefix("."), !themeFolders.contains(entry), isFolder(candidate, in: siteFolder),
                !documents.contains(where: { $0 == candidate || $0.hasPrefix(candidate + "/") })
            else { return nil }
            let files = walkFiles(in: siteFolder.appending(path: candidate), shownAs: candidate, siteRoot: siteFolder).files
            return files.contains { file in pictureExtensions.contains(file.relativePath.split(separator: ".").last.map { $0.lowercased() } ?? "") } ? candidate : nil
        }
    }

    /// The folders of `src/` that hold the old theme's code and pictures.
    private static let themeFolders: Set = ["pages", "components", "templates", "images", "styles", "utils", "layouts", "hooks", "fonts", "icons", "css", "lib", "theme"]
    private static let pictureExtensions: Set = ["jpg", "jpeg", "png", "gif", "svg", "webp", "avif"]

    /// The folders `gatsby-node.js` puts entries' pages below: `""` for `path: post.fields.slug`
    /// (the starter's, at their slugs), `showcase` for `` path: `/showcase${node.fields.slug}` ``.
    static func pageRoutes(in node: String) -> [String] {
        var routes: [String] = []
        if node.range(of: #"\bpath\s*:\s*[\w.]*\.slug\b"#, options: .regularExpression) != nil { routes.append("") }
        for prefix in ScriptValues.allMatches(#"\bpath\s*:\s*`/([\w-]+(?:/[\w-]+)*)/?\$\{[^}]*slug[^}]*\}`"#, in: node).compactMap(\.first) where !routes.contains(prefix) {
            routes.append(prefix)
        }
        return routes
    }
}
