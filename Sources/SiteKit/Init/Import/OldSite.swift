import Diagnostics
import Foundation

/// A site another generator built, as `site init DIR --from OLD` reads it: which generator, the
/// settings of its configuration that `site.yml` has a key for, where each of its files goes in
/// the new site, and what stays behind.
struct OldSite {
    enum Generator: String, Sendable {
        case hugo = "Hugo", jekyll = "Jekyll", zola = "Zola", quarto = "Quarto", eleventy = "Eleventy", pelican = "Pelican", hexo = "Hexo", astro = "Astro", docusaurus = "Docusaurus", gatsby = "Gatsby", next = "Next.js", mkdocs = "MkDocs", vitepress = "VitePress", vuepress = "VuePress", distill = "Distill", rmarkdown = "R Markdown", blogger = "Blogger", wordpress = "WordPress", ghost = "Ghost", medium = "Medium", substack = "Substack"
    }

    var generator: Generator
    /// The configuration files read, relative to the old site (`config.toml`).
    var configFiles: [String]
    var settings: ImportedSettings
    /// Where a file of the old site goes in the new one.
    enum Placement: Equatable {
        /// Copied to this path of the new site.
        case copy(to: String)
        /// A page that lists posts (a home or archive page of the old theme) at `permalink`: the
        /// default theme writes its own at `listsAt`. With a `sectionTitle`, `listsAt` is a folder
        /// of `content/` that gets an `_index.md` of that title, so its list is written.
        case listPage(permalink: String?, listsAt: String, sectionTitle: String? = nil)
        /// A page the old theme's layout draws whole, which the default theme has a layout for: an
        /// archive of every post by year (Chirpy's `archives` tab, Minimal Mistakes' `year-archive`),
        /// a search page. A page of that `layout` takes its place where the page would be copied
        /// (`to`, as Markdown), at its `permalink`, titled `title` (else by its file's name).
        case themePage(layout: String, to: String, permalink: String?, title: String?)
        /// A file of the old theme (`themes/x/static/images/cover.png`) that the old generator
        /// published beside the site's own: copied to this path when a page names it by `name`
        /// (`images/cover.png`), as its look is not carried over and its other files are not needed.
        case copyIfNamed(to: String, name: String)
        /// Not published by the old generator (templates, build files), or not carried over.
        case stays
    }

    /// Where a file of the old site (its path from the old site's folder) goes in the new one.
    var destination: @Sendable (String) -> Placement
    /// What stays behind and what to do about it, one sentence each.
    var leftOut: [String]
    /// Whether the old generator put a page with `slug:` at its slug (Quarto does not: a document's address is its file's).
    var addressesBySlug: Bool { generator != .quarto }
    /// Folders never walked, wherever they are (packages installed) and at the site's top (what a build wrote).
    var neverWalked: Set<String> = foldersNeverImported
    var neverWalkedAtTop: Set<String> = topFoldersNeverImported
    /// Files the new site gets that no old file is copied to (a shortcode written from the old one's template).
    var written: [(path: String, text: String)] = []
    /// What was written from the old site's own templates, one sentence each.
    var translated: [String] = []
    /// The old theme's shortcodes, not written from their templates, that show their inner text as code.
    var shortcodesShowingCode: Set<String> = []

    /// The folders walked for files to copy (`wp-content/uploads` beside a WordPress export); nil walks the whole old site.
    var walkedFolders: [String]?

    /// The old site in `folder`, told by its configuration file; nil when no generator's is there.
    /// `export` names a WordPress or Ghost export in it that `site init --from` was given.
    static func read(_ folder: URL, export: String? = nil) throws(Diagnostic) -> OldSite? {
        if let site = try WordPressSite.read(folder, export: export) { return site }
        if let site = try GhostSite.read(folder, export: export) { return site }
        if let site = try BloggerSite.read(folder, export: export) { return site }
        if export != nil { return nil }
        if let site = try MediumSite.read(folder) { return site }
        if let site = try SubstackSite.read(folder) { return site }
        if let site = try QuartoSite.read(folder) { return site }
        // Distill's `_site.yml` and `_posts/` before Hexo's and Jekyll's, which would take the posts' folder.
        if let site = try DistillSite.read(folder) { return site }
        if let site = try RMarkdownSite.read(folder) { return site }
        if let site = try EleventySite.read(folder) { return site }
        if let site = try AstroSite.read(folder) { return site }
        if let site = try DocusaurusSite.read(folder) { return site }
        if let site = try GatsbySite.read(folder) { return site }
        if let site = try NextSite.read(folder) { return site }
        if let site = try PelicanSite.read(folder) { return site }
        if let site = try MkDocsSite.read(folder) { return site }
        if let site = try VitePressSite.read(folder) { return site }
        // Hexo's `_config.yml` before Jekyll's: its `source/` and `scaffolds/` tell it apart.
        if let site = try HexoSite.read(folder) { return site }
        // `hugo.toml` says Hugo, whatever else lies there (a `_config.yml` for GitHub Pages' settings);
        // so does a `content/` folder beside a `_config.yml` without Jekyll's `_posts/` or `_layouts/`.
        let isJekyll = !(HugoSite.configNames.prefix(4).contains { firstFile([$0], in: folder) != nil })
            && (isFolder("_posts", in: folder) || isFolder("_layouts", in: folder) || !isFolder("content", in: folder))
        if isJekyll, let site = try JekyllSite.read(folder) { return site }
        // Zola's config.toml before Hugo's: both generators call it so, and only Zola's has base_url.
        if let site = try ZolaSite.read(folder) { return site }
        return try HugoSite.read(folder)
    }
}

extension OldSite {
    /// A blog read from an export (WordPress's, Ghost's, Medium's, Substack's): its posts and pages
    /// `written`, and the folder of its pictures found beside the export (`media`, one of
    /// `mediaFolders`) copied below `static/` at `publishedAt`, where the posts point; nothing else
    /// of the old folder is read.
    static func fromExport(
        _ generator: Generator, file: String, settings: ImportedSettings, mediaFolders: [String] = [], media: String? = nil, publishedAt: String = "",
        leftOut: [String], written: [(path: String, text: String)]
    ) -> OldSite {
        var site = OldSite(
            generator: generator, configFiles: [file], settings: settings,
            destination: { path in
                for folder in mediaFolders {
                    if let rest = path.below(folder) { return .copy(to: "static/" + publishedAt + "/" + rest) }
                }
                return .stays
            },
            leftOut: leftOut)
        site.written = written
        site.walkedFolders = media.map { [$0] } ?? []
        return site
    }

    /// A slug an export gives (`hello-world`, `été`) as a file's name: itself, unless it could name
    /// another folder (`../../etc/passwd`, `a/b`, `.hidden`), which becomes a slug of its words.
    static func fileSlug(_ slug: String) -> String {
        guard slug.contains("/") || slug.contains("\\") || slug.hasPrefix(".") || slug.contains("\0") else { return slug }
        return nameSlug(slug, hyphenating: true)
    }

    /// The summary's sentence for posts an old platform showed only some readers (members, paying
    /// subscribers), which the import keeps as drafts.
    static func keptFromReaders(_ count: Int, for readers: String) -> String {
        let one = count == 1
        return "\(count) \(one ? "post" : "posts") for \(readers), kept as \(one ? "a draft" : "drafts") (a static page cannot ask who reads it): publish \(one ? "it" : "them") with draft: false, or leave \(one ? "it" : "them") out"
    }

    /// How many of `written` are posts (in `content/posts/`) and how many pages, as the summary says it.
    static func postsAndPages(in written: [(path: String, text: String)]) -> String {
        let posts = written.filter { $0.path.hasPrefix("content/posts/") }.count
        return "\(posts) \(posts == 1 ? "post" : "posts") and \(written.count - posts) \(written.count - posts == 1 ? "page" : "pages")"
    }
}

/// Folders no generator publishes from, never walked: packages installed, anywhere in the site.
let foldersNeverImported: Set<String> = ["node_modules", "renv", "__pycache__"]

/// Folders at the top of a site that no generator publishes from: what a build wrote (Hugo's and
/// Zola's `public/` and `resources/`, Jekyll's and Eleventy's `_site/`) and Bundler's `vendor/`.
/// Deeper down they are the site's own (Hugo's docs have a section `functions/resources/`).
let topFoldersNeverImported: Set<String> = ["vendor", "_site", "public", "resources"]
