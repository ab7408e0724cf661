import Diagnostics
import Foundation

/// An MkDocs site (`mkdocs.yml`), with Material for MkDocs' blog when its `blog` plugin is on:
/// the pages below `docs/` at the same addresses (`docs/setup/install.md` at `/setup/install/`,
/// `docs/index.md` the home page's text), the blog's posts (`docs/blog/posts/`) at the plugin's
/// addresses (`/blog/2024/01/31/title-as-slug/`), its categories at `/blog/category/NAME/`,
/// its authors (`.authors.yml`) where the build reads them, a folder's `.meta.yml` (front matter
/// for every post below it, as the meta plugin gives it) written into those posts, the `nav:`
/// as the menu, and every other file of `docs/` where the pages find it.
enum MkDocsSite {
    static let configNames = ["mkdocs.yml", "mkdocs.yaml"]

    /// The blog plugin's folders and addresses, as its options (or their defaults) say.
    struct Blog {
        /// The blog's folder below `docs/` (`blog`; empty for `blog_dir: .`, a blog at the site's root).
        var folder: String
        /// Where the posts are below `docs/` (`blog/posts`).
        var postsFolder: String
        /// The posts' address below the blog's, as a permalink pattern (`:year/:month/:day/:slug`).
        var postPattern: String
        /// The categories' address below the blog's (`category/:slug`).
        var categoryPattern: String
        /// The authors' file below `docs/` (`blog/.authors.yml`).
        var authorsFile: String
    }

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let name = firstFile(configNames, in: folder) else { return nil }
        let root = try readConfigFile(name, in: folder)
        var settings = ImportedSettings()
        settings.title = root?["site_name"]?.text
        settings.description = root?["site_description"]?.text
        settings.author = root?["site_author"]?.text
        settings.baseURL = root?["site_url"]?.text.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        settings.language = root?.value("theme", "language")?.text
        let docs = (root?["docs_dir"]?.text ?? "docs").normalizedPath
        let blog = blogOptions(in: root)
        // MkDocs writes `about.md` to `/about/` (`use_directory_urls: false`: `/about.html`).
        if root?["use_directory_urls"]?.text == "false" { settings.uglyURLs = true }
        // Every file keeps its path below `docs/`, so the posts' links to pages and pictures
        // (`../../setup/index.md`) lead where they did: the posts' section is their folder's first.
        let contentFolder = blog.flatMap { $0.postsFolder.split(separator: "/").first.map(String.init) } ?? "posts"
        if let blog {
            let prefix = blog.folder.isEmpty ? "/" : "/" + blog.folder + "/"
            if contentFolder != "posts" { settings.postsFolders = [contentFolder] }
            settings.permalinksBySection = [(contentFolder, prefix + blog.postPattern + "/"), ("categories", prefix + blog.categoryPattern + "/")]
        }
        settings.menu = menuLinks(root?["nav"], docs: docs, in: folder)

        // Front matter the meta plugin gives every page below a folder (`.meta.yml`: `draft: true`),
        // written into those pages, and the blog's authors as the build reads them.
        var written: [(path: String, text: String)] = []
        var rewritten: Set<String> = []
        let pages = walkFiles(in: folder.appending(path: docs), shownAs: docs, siteRoot: folder).files.filter { PageFileName.isMarkdown($0.relativePath) }
        // The folders whose `README.md` is their page, as they have no `index.md`.
        let folders = Dictionary(grouping: pages.map(\.relativePath)) { $0.split(separator: "/").dropLast().joined(separator: "/") }
        let named = { (file: String, name: String) in file.split(separator: "/").last.map(String.init) == name }
        let readmeIndexes = Set(folders.filter { $0.value.contains { named($0, "README.md") } && !$0.value.contains { named($0, "index.md") } }.keys)
        var tagsPage: String?
        for page in pages {
            let rest = page.relativePath
            guard let data = readFile(atPath: page.absolutePath), case .copy(var target) = place(rest, blog: blog, readmeIndexes: readmeIndexes) else { continue }
            var text = String(decoding: data, as: UTF8.self)
            // The tags plugin's page (`<!-- material/tags -->`, or `[TAGS]` before Material 9): the
            // text above the theme's list of tags, at /tags/, where the build writes that list.
            let isTagsPage = tagsPage == nil && (text.contains("<!-- material/tags") || text.contains("\n[TAGS]"))
            let defaults = metaDefaults(for: rest, below: folder.appending(path: docs))
            guard isTagsPage || defaults != nil else { continue }
            if let defaults { text = withDefaults(defaults, in: text) }
            if isTagsPage {
                text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                    !line.hasPrefix("<!-- material/tags") && line.trimmingSpaces() != "[TAGS]"
                }.joined(separator: "\n")
                target = "content/tags/_index.md"
                tagsPage = rest
            }
            written.append((target, text))
            rewritten.insert(docs + "/" + rest)
        }
        var leftOut = ["the Material theme and its overrides (the default theme draws the pages, the blog's lists and the menu)"]
        if let blog, let authors = authorsData(at: folder.appending(path: docs).appending(path: blog.authorsFile)) {
            written.append(("data/authors.yml", authors))
        }
        if root?["hooks"] != nil { leftOut.append("hooks: (the site's Python hooks, which ran during MkDocs' build)") }
        if root?["nav"] == nil, blog == nil {
            leftOut.append("the navigation MkDocs made from the folders (no nav: in mkdocs.yml): add the pages you want in the menu to menu: in site.yml")
        }
        let neverCopied = rewritten
        var site = OldSite(
            generator: .mkdocs, configFiles: [name], settings: settings,
            destination: { path in
                guard let rest = path.below(docs), !neverCopied.contains(path) else { return .stays }
                return place(rest, blog: blog, readmeIndexes: readmeIndexes)
            },
            leftOut: leftOut,
            // MkDocs writes to `site/`.
            neverWalkedAtTop: topFoldersNeverImported.union(["site"]))
        site.written = written
        site.walkedFolders = [docs]
        if let tagsPage { site.translated.append("\(docs)/\(tagsPage), the tags plugin's page, as content/tags/_index.md: the text above the list of tags at /tags/") }
        let withMeta = rewritten.count - (tagsPage == nil ? 0 : 1)
        if withMeta > 0 {
            let count = withMeta
            site.translated.append("\(count) \(count == 1 ? "page" : "pages") below a folder's .meta.yml, with its front matter written into \(count == 1 ? "it" : "each") (the meta plugin's defaults)")
        }
        if written.contains(where: { $0.path == "data/authors.yml" }) { site.translated.append("the blog's .authors.yml as data/authors.yml, where each post's authors: finds its name and link") }
        return site
    }

    /// Where a file below `docs/` (`rest`) goes: its own path in `content/`, where the pages link it
    /// from; the blog's own page (`blog/index.md`) is its list's text (a blog at the root lists on
    /// the home page, whose text `index.md` is).
    private static func place(_ rest: String, blog: Blog?, readmeIndexes: Set<String>) -> OldSite.Placement {
        let parts = rest.split(separator: "/")
        guard !parts.contains(where: { $0.hasPrefix(".") }) else { return .stays }
        if let blog, !blog.folder.isEmpty, rest == blog.folder + "/index.md" { return .copy(to: "content/\(blog.folder)/_index.md") }
        // A folder's `index.md` (or its `README.md`, where it has no `index.md`, as MkDocs reads it) is
        // its section's page (`setup/index.md` at `/setup/`, the pages beside it pages of their own),
        // except a post's folder (`posts/trip/index.md`, a post with its pictures).
        let isIndex = parts.last == "index.md" || parts.last == "README.md" && readmeIndexes.contains(parts.dropLast().joined(separator: "/"))
        if parts.count == 1, isIndex, parts.last == "README.md" { return .copy(to: "content/index.md") }
        if parts.count > 1, isIndex, blog.map({ rest.below($0.postsFolder) == nil }) ?? true {
            return .copy(to: "content/" + parts.dropLast().joined(separator: "/") + "/_index.md")
        }
        return .copy(to: "content/" + rest)
    }

    /// The blog plugin's options: `- blog` (or `material/blog`) alone, or with its settings; nil without the plugin.
    private static func blogOptions(in root: YAMLNode?) -> Blog? {
        guard case .sequence(let plugins)? = root?["plugins"]?.value else { return nil }
        var options: YAMLNode?
        var found = false
        for plugin in plugins {
            if let text = plugin.text, text == "blog" || text == "material/blog" { found = true }
            for (key, _, value) in plugin.mappingEntries ?? [] where key == "blog" || key == "material/blog" {
                found = true
                options = value
            }
        }
        guard found else { return nil }
        let folder = (options?["blog_dir"]?.text ?? "blog").normalizedPath
        func resolved(_ text: String) -> String {
            text.replacingOccurrences(of: "{blog}", with: folder).normalizedPath
        }
        let dateFormat = options?["post_url_date_format"]?.text ?? "yyyy/MM/dd"
        let datePattern = dateFormat.replacingOccurrences(of: "yyyy", with: ":year").replacingOccurrences(of: "MM", with: ":month")
            .replacingOccurrences(of: "dd", with: ":day")
        let postPattern = (options?["post_url_format"]?.text ?? "{date}/{slug}")
            .replacingOccurrences(of: "{date}", with: datePattern).replacingOccurrences(of: "{slug}", with: ":slug")
            .replacingOccurrences(of: "{file}", with: ":filename").replacingOccurrences(of: "{categories}", with: ":slugified_categories")
        let categoryPattern = (options?["categories_url_format"]?.text ?? "category/{slug}").replacingOccurrences(of: "{slug}", with: ":slug")
        return Blog(
            folder: folder, postsFolder: resolved(options?["post_dir"]?.text ?? "{blog}/posts"), postPattern: postPattern.normalizedPath,
            categoryPattern: categoryPattern.normalizedPath, authorsFile: resolved(options?["authors_file"]?.text ?? "{blog}/.authors.yml"))
    }

    /// The `nav:` entries at its top as the menu: a page (`- About: about.md`, or `- about.md`
    /// named by its title), a section by its first page, an address as it is.
    private static func menuLinks(_ nav: YAMLNode?, docs: String, in folder: URL) -> [(name: String, url: String)] {
        guard case .sequence(let items)? = nav?.value else { return [] }
        func firstPage(_ node: YAMLNode) -> String? {
            if let text = node.text { return text }
            if case .sequence(let inner) = node.value { return inner.lazy.compactMap(firstPage).first }
            return node.mappingEntries?.first.flatMap { firstPage($0.value) }
        }
        return items.compactMap { item in
            let (name, target): (String?, String?) =
                if let text = item.text { (nil, text) } else if let entry = item.mappingEntries?.first { (entry.key, firstPage(entry.value)) } else { (nil, nil) }
            guard let target else { return nil }
            if target.contains("://") { return name.map { ($0, target) } }
            guard PageFileName.isMarkdown(target), !target.contains("..") else { return nil }
            let title = name ?? frontMatterAndBody(ofFileAt: folder.appending(path: docs).appending(path: target).path).frontMatter?["title"]?.text
                ?? sentenceOfName(String(target.split(separator: "/").last?.split(separator: ".").first ?? ""))
            return (title, address(of: target))
        }
    }

    /// The address MkDocs gives a page: `index.md` → `/`, `setup/index.md` → `/setup/`, `about.md` → `/about/`.
    static func address(of page: String) -> String {
        var parts = page.split(separator: "/").map(String.init)
        guard let last = parts.popLast() else { return "/" }
        let stem = String(last.prefix { $0 != "." })
        if stem != "index" && stem != "README" { parts.append(stem) }
        return "/" + parts.map { $0 + "/" }.joined()
    }

    /// The front matter that `.meta.yml` files in the page's folder and above give it (the nearer
    /// first), as lines; nil when there are none.
    private static func metaDefaults(for page: String, below docs: URL) -> [String]? {
        var lines: [String] = []
        var keys: Set<String> = []
        var folders = page.split(separator: "/").dropLast().map(String.init)
        while true {
            let meta = docs.appending(path: (folders + [".meta.yml"]).joined(separator: "/")).path
            if let data = readFile(atPath: meta) {
                for entry in topLevelEntries(String(decoding: data, as: UTF8.self)) where keys.insert(entry.key).inserted {
                    lines += entry.lines
                }
            }
            if folders.isEmpty { break }
            folders.removeLast()
        }
        return lines.isEmpty ? nil : lines
    }

    /// The top-level entries of a YAML mapping's text: each key with its line and the indented lines under it.
    private static func topLevelEntries(_ text: String) -> [(key: String, lines: [String])] {
        var entries: [(key: String, lines: [String])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map({ $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }) {
            if let first = line.first, first != " ", first != "\t", first != "#", first != "-", let colon = line.firstIndex(of: ":") {
                entries.append((line[..<colon].trimmingSpaces(), [line]))
            } else if !entries.isEmpty, !line.trimmingSpaces().isEmpty {
                entries[entries.count - 1].lines.append(line)
            }
        }
        return entries
    }

    /// A page's text with the defaults' keys its own front matter does not set written into it.
    private static func withDefaults(_ defaults: [String], in text: String) -> String {
        let split = splitFrontMatter(text)
        let own = Set(split.frontMatter.map { topLevelEntries(String($0)).map(\.key) } ?? [])
        let added = topLevelEntries(defaults.joined(separator: "\n")).filter { !own.contains($0.key) }.flatMap(\.lines)
        guard !added.isEmpty else { return text }
        guard split.frontMatter != nil, text.hasPrefix("---") else {
            return "---\n" + added.joined(separator: "\n") + "\n---\n" + text
        }
        let afterOpening = text.index(after: text.firstIndex(of: "\n") ?? text.startIndex)
        return String(text[..<afterOpening]) + added.joined(separator: "\n") + "\n" + text[afterOpening...]
    }

    /// Material's `.authors.yml` (`authors: {key: {name, description, avatar, url}}`) as the build's
    /// `data/authors.yml` (each key at the top); nil when there is none.
    private static func authorsData(at file: URL) -> String? {
        guard let data = readFile(atPath: file.path), let root = try? parseYAML(String(decoding: data, as: UTF8.self)),
            let authors = (root["authors"] ?? root).mappingEntries, !authors.isEmpty
        else { return nil }
        var lines = ["# Written by site init --from from the blog's .authors.yml: each post's authors: names a key here."]
        for (key, _, fields) in authors {
            lines.append(key.yamlQuoted + ":")
            for field in ["name", "description", "url", "avatar"] {
                if let value = fields[field]?.text { lines.append("  \(field): \(value.yamlQuoted)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
