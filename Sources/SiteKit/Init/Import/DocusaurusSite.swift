import Diagnostics
import Foundation

/// A Docusaurus site: `docusaurus.config.js` (or `.ts`), its blog (`blog/`, posts named by their
/// day or dated in front matter), its docs (`docs/`), its Markdown pages (`src/pages/`) and
/// `static/`. No script runs: the title, address and the blog's folder and route are read where
/// the configuration writes them as plain strings.
enum DocusaurusSite {
    static let configNames = ["docusaurus.config.ts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs", "docusaurus.config.mts"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let name = firstFile(configNames, in: folder),
            let config = readFile(atPath: folder.appending(path: name).path).map({ String(decoding: $0, as: UTF8.self) })
        else { return nil }
        var settings = ImportedSettings()
        // Docusaurus reads `.md` as MDX unless `markdown: { format: 'detect' }` (or 'md') says otherwise.
        settings.markdownIsMDX = options(named: "markdown", in: config).flatMap { ScriptValues.string(ofKeys: ["format"], in: $0) }.map { $0 == "mdx" } ?? true
        settings.title = ScriptValues.string(ofKeys: ["title"], in: config)
        settings.description = ScriptValues.string(ofKeys: ["tagline"], in: config)
        settings.language = ScriptValues.language(ofKeys: ["defaultLocale"], in: config)
        settings.baseURL = ScriptValues.siteAddress(ScriptValues.string(ofKeys: ["url"], in: config), below: ScriptValues.string(ofKeys: ["baseUrl"], in: config))
        // The preset's `blog: { path: 'posts', routeBasePath: '/' }`, else the blog in `blog/` at /blog/.
        let blogOptions = options(named: "blog", in: config)
        let blogFolder = (blogOptions.flatMap { ScriptValues.string(ofKeys: ["path"], in: $0) } ?? "blog").normalizedPath
        let blogRoute = (blogOptions.flatMap { ScriptValues.string(ofKeys: ["routeBasePath"], in: $0) } ?? "blog").normalizedPath
        let docsOptions = options(named: "docs", in: config)
        let docsFolder = (docsOptions.flatMap { ScriptValues.string(ofKeys: ["path"], in: $0) } ?? "docs").normalizedPath
        let docsRoute = (docsOptions.flatMap { ScriptValues.string(ofKeys: ["routeBasePath"], in: $0) } ?? "docs").normalizedPath
        let postsFolder = blogRoute.isEmpty ? "posts" : blogRoute
        if postsFolder != "posts" { settings.postsFolders = [postsFolder] }
        // A post named by its day (`2019-05-28-welcome.md`) is at /blog/2019/05/28/welcome/ unless its `slug:` says otherwise.
        let blogPosts = markdownFiles(below: blogFolder, in: folder)
        let slugs = blogPosts.filter { frontMatterAndBody(ofFileAt: $0.absolutePath).frontMatter?["slug"] != nil }.count
        let dated = blogPosts.filter { file in file.relativePath.split(separator: "/").contains { splitJekyllFileName(String($0.prefix { $0 != "." })) != nil } }.count
        let prefix = blogRoute.isEmpty ? "" : "/" + blogRoute
        // A `slug:` is the post's whole address below the blog's, whatever folder the post is in.
        if dated > 0, slugs == 0 {
            settings.permalinksBySection.append((section: postsFolder, pattern: prefix + "/:year/:month/:day/:slug/"))
        } else if slugs > 0 || blogRoute.isEmpty {
            settings.permalinksBySection.append((section: postsFolder, pattern: prefix + "/:slug/"))
        }
        var leftOut = ["src/ (the old theme's React pages and components: the default theme draws the pages and lists)"]
        if dated > 0, slugs > 0 {
            leftOut.append("the dated addresses of posts without slug: (/blog/2019/05/28/name/): they are at /\(blogRoute.isEmpty ? "" : blogRoute + "/")name/; give each its old address in aliases: to keep links to it working")
        }
        if isFolder("i18n", in: folder) { leftOut.append("i18n/ (the translations: copy each into content/ as about.fr.md beside about.md)") }
        return OldSite(
            generator: .docusaurus, configFiles: [name], settings: settings,
            destination: { path in
                let parts = path.split(separator: "/")
                if let rest = path.below(blogFolder) {
                    guard !parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }), !isScript(rest) else { return .stays }
                    // The authors posts name by key (`authors: [slorber]`): their names and pages, where the build reads them.
                    if ["authors.yml", "authors.yaml", "authors.json"].contains(rest) { return .copy(to: "data/" + rest) }
                    if ["tags.yml", "tags.yaml"].contains(rest) { return .stays }
                    return .copy(to: "content/\(postsFolder)/" + rest)
                }
                if let rest = path.below(docsFolder) {
                    guard !parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }), !isScript(rest) else { return .stays }
                    return .copy(to: "content/" + (docsRoute.isEmpty ? rest : docsRoute + "/" + rest))
                }
                if let rest = path.below("static") { return .copy(to: "static/" + rest) }
                if let rest = path.below("src/pages"), PageFileName.isMarkdown(rest) { return ImportedCollection.sourcePage(rest) }
                return .stays
            },
            leftOut: leftOut,
            // Docusaurus writes to `build/` and caches in `.docusaurus/`.
            neverWalkedAtTop: topFoldersNeverImported.union(["build", ".docusaurus"]))
    }

    /// The text of a plugin's options object in the configuration (`blog: { … }`), up to its
    /// closing brace; nil when the configuration writes none.
    private static func options(named name: String, in config: String) -> String? {
        guard let start = config.range(of: #"\b"# + name + #"\s*:\s*\{"#, options: .regularExpression) else { return nil }
        var depth = 0
        var end = start.upperBound
        for index in config[start.lowerBound...].indices {
            switch config[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { end = index; return String(config[start.upperBound..<end]) }
            default: break
            }
        }
        return nil
    }

    private static func markdownFiles(below folderName: String, in folder: URL) -> [WalkedFile] {
        walkFiles(in: folder.appending(path: folderName), shownAs: folderName, siteRoot: folder).files.filter { PageFileName.isMarkdown($0.relativePath) }
    }

    private static func isScript(_ path: String) -> Bool {
        [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".json", ".css", ".scss"].contains { path.hasSuffix($0) } && !path.hasSuffix(".ipynb")
    }
}
