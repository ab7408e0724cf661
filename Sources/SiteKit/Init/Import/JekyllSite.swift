import Diagnostics
import Foundation

/// A Jekyll site: `_config.yml`; posts in `_posts/` (they go to `content/posts/`), pages in
/// Markdown anywhere else and in `_pages/`, every other file (images, PDFs, `assets/`) as it is.
/// Files with front matter that are not Markdown (`index.html`, `feed.xml`, a stylesheet) are
/// the old theme's Liquid templates, and stay behind with `_layouts/` and `_includes/`.
enum JekyllSite {
    /// Files at the top of a Jekyll site that build it rather than being published.
    static let buildFiles: Set<String> = [
        "Gemfile", "Gemfile.lock", "Rakefile", "package.json", "package-lock.json", "yarn.lock", "Makefile", "Dockerfile",
        "docker-compose.yml", "netlify.toml", "vercel.json", "README.md", "README", "LICENSE", "LICENSE.md", "LICENSE.txt",
        "CHANGELOG.md", "CONTRIBUTING.md", "CODE_OF_CONDUCT.md", "pnpm-lock.yaml", "pnpm-workspace.yaml", "bun.lock", "bun.lockb",
        "deno.lock", "tsconfig.json", "renovate.json",
        // Instructions to coding assistants, not pages of the site.
        "CLAUDE.md", "AGENTS.md", "GEMINI.md",
    ]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let name = firstFile(["_config.yml", "_config.yaml", "_config.toml"], in: folder) else { return nil }
        let root = try readConfigFile(name, in: folder)
        var settings = ImportedSettings()
        // Older themes (and Jekyll's own docs) name the site with `name:`.
        settings.title = root?["title"]?.text ?? root?["name"]?.text
        settings.description = root?["description"]?.text ?? root?["tagline"]?.text
        settings.author = authorName(root?["author"])
        if let url = root?["url"]?.text {
            let base = root?["baseurl"]?.text ?? ""
            settings.baseURL = url.trimmingSuffix("/") + "/" + base.trimmingPrefix("/").trimmingSuffix("/")
            if !settings.baseURL!.hasSuffix("/") { settings.baseURL! += "/" }
        }
        settings.language = root?["lang"]?.text ?? root?["locale"]?.text
        settings.timezone = root?["timezone"]?.text
        settings.paginate = root?["paginate"]?.text.flatMap { Int($0) }
        // Front matter defaults for posts (Chirpy's `permalink: /posts/:title/`), else the site's
        // `permalink:`, else Jekyll's default (/:categories/:year/:month/:day/:title.html), so every old address keeps working.
        settings.permalink = defaultPermalink(of: "posts", in: root) ?? root?["permalink"]?.text ?? "date"
        if firstFile(["_data/navigation.yml"], in: folder) != nil, let navigation = try readConfigFile("_data/navigation.yml", in: folder) {
            // Minimal Mistakes' `main:`; other themes write the list alone.
            settings.menu = menuLinks(navigation["main"] ?? navigation)
        }
        // jekyll-feed's `feed: {path: atom.xml}`, else the site's own feed template (`atom.xml`), where it writes.
        settings.feed = root?["feed"]?["path"]?.text ?? ownFeedTemplate(in: folder)
        // The configuration's own values, for `{{ site.x }}` in pages.
        for (key, _, value) in root?.mappingEntries ?? [] { if let text = value.text { settings.paramCandidates[key] = text } }
        let collections = publishedCollections(in: root)
        // Pages follow the site's style: `about.md` is at /about/ only when it ends in a slash (`pretty`),
        // else at /about.html. Collections have permalinks of their own (Chirpy's tabs at `/:title/`),
        // which `ugly_urls` would override: with any, pages keep `/about/`.
        let style = root?["permalink"]?.text ?? "date"
        settings.uglyURLs = style != "pretty" && !style.hasSuffix("/") && collections.isEmpty
        // Chirpy's tabs are its navigation, in their `order`.
        if settings.menu.isEmpty, collections["tabs"] == "" { settings.menu = tabLinks(in: folder) }
        // al-folio's: the pages marked `nav: true`, in their `nav_order` (`order` in older versions).
        if settings.menu.isEmpty { settings.menu = navigationPageLinks(in: folder) }
        let templates = TemplateFiles(folder: folder, collections: collections)
        // `exclude: [Gemfile, scripts/, "*.sh"]`: what the site itself keeps out of the build.
        let excluded: [String] = if case .sequence(let items)? = root?["exclude"]?.value { items.compactMap(\.text) } else { [] }
        var leftOut = leftOut(in: folder, templates: "_layouts", shortcodes: OldShortcodes())
        // The includes pages call (`{% include note.html text="…" %}`) are the site's shortcodes:
        // each written as Mustache where it can be; the others are the theme's parts.
        let pages = pageFiles(in: folder)
        // An include in a folder (`{% include posts/note.html %}`) is the shortcode of its file's name, as the build calls it.
        let called = includesCalled(in: pages)
        let includeFolders = ["_includes"] + Set(called.compactMap { $0.contains("/") ? "_includes/" + $0.split(separator: "/").dropLast().joined(separator: "/") : nil }).sorted()
        let includes = OldShortcodes(
            in: folder, folders: includeFolders, translating: .liquid, only: Set(called.map { String($0.split(separator: "/").last ?? "") }))
        if isFolder("_includes", in: folder) { leftOut.append("_includes/ (the old theme's Liquid parts)") }
        if !includes.untranslated.isEmpty {
            leftOut.append(
                "the includes \(shortList(includes.untranslated.map { $0 + ".html" }, limit: 12)), which pages call and site init could not write as Mustache: each call is left as written, and the build names them; write each as themes/default/shortcodes/NAME.mustache"
            )
        }
        if isFolder("_drafts", in: folder) {
            leftOut.append("_drafts/ (Jekyll's unpublished posts: copy one into content/posts/ with draft: true to go on with it)")
        }
        if isFolder("_word", in: folder) { leftOut.append("_word/ (fastpages' Word documents: save each as Markdown into content/posts/)") }
        let renders = notebookRenders(in: folder)
        if !renders.isEmpty {
            leftOut.append("\(shortList(renders.sorted(), limit: 6)) (fastpages' renders of the notebooks in _notebooks/, which the build draws itself)")
        }
        if let home = firstFile(["index.html", "index.htm"], in: folder), isStaticHomePage(home, templates: templates) {
            leftOut.append(
                "\(home) (a home page without front matter, which Jekyll copies as it is; the build writes the home page here: put its text in content/_index.md)")
        }
        return OldSite(
            generator: .jekyll, configFiles: [name], settings: settings,
            destination: { path in
                isExcluded(path, by: excluded) || renders.contains(path) ? .stays : destination(of: path, templates: templates, collections: collections)
            },
            leftOut: leftOut, written: includes.files + nestedPosts(in: pages), translated: includes.translated.isEmpty ? [] : [
                "the includes \(shortList(includes.translated.map { $0.name + ".html" }, limit: 12)) that pages call, written from their Liquid templates as themes/default/shortcodes/NAME.mustache: check that each draws what it did"
            ],
            shortcodesShowingCode: includes.showingCode)
    }

    /// The posts fastpages wrote from its notebooks (`_posts/2021-03-28-dask.md` from
    /// `_notebooks/2021-03-28-dask.ipynb`, committed by its GitHub action): the notebook is the
    /// source, drawn by the build with its outputs, and its render would be a second page of that name.
    private static func notebookRenders(in folder: URL) -> Set<String> {
        let notebooks = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "_notebooks").path)) ?? []
        return Set(notebooks.compactMap { name in
            guard name.hasSuffix(".ipynb") else { return nil }
            let render = "_posts/" + name.dropLast(".ipynb".count) + ".md"
            return FileManager.default.fileExists(atPath: folder.appending(path: render).path) ? render : nil
        })
    }

    /// The site's Markdown and HTML files outside the theme's own folders.
    private static func pageFiles(in folder: URL) -> [WalkedFile] {
        let themeFolders: Set = ["_layouts", "_includes", "_sass", "_site", "vendor", "node_modules", "assets"]
        let (files, _) = walkFiles(in: folder, shownAs: ".", siteRoot: folder, skipping: { $0.hasPrefix(".") || themeFolders.contains($0) })
        return files.filter { file in [".md", ".markdown", ".html", ".mkd", ".mdown"].contains(where: file.relativePath.hasSuffix) }
    }

    /// Posts in a `_posts/` folder below others (`writing/data/_posts/2023-01-18-ways.md`), which
    /// Jekyll reads as posts of those categories: each in `content/posts/` with the categories in
    /// its front matter (where it names none), so it keeps its address (`/writing/data/2023/…`).
    private static func nestedPosts(in pages: [WalkedFile]) -> [(path: String, text: String)] {
        var written: [(path: String, text: String)] = []
        var used: Set<String> = []
        for file in pages {
            let parts = file.relativePath.split(separator: "/").map(String.init)
            guard parts.count >= 3, let index = parts.firstIndex(of: "_posts"), index > 0, index == parts.count - 2,
                !parts[..<index].contains(where: { $0.hasPrefix("_") }), PageFileName.isPlainMarkdown(parts[index + 1]),
                splitJekyllFileName(String(parts[index + 1].prefix { $0 != "." })) != nil,
                let data = readFile(atPath: file.absolutePath)
            else { continue }
            let categories = Array(parts[..<index])
            var text = String(decoding: data, as: UTF8.self)
            let (frontMatter, _) = frontMatterAndBody(of: text)
            if text.hasPrefix("---"), frontMatter?["categories"] == nil, frontMatter?["category"] == nil, let end = text.firstIndex(of: "\n") {
                text.insert(contentsOf: "categories: [\(categories.map(\.yamlQuoted).joined(separator: ", "))]\n", at: text.index(after: end))
            }
            var path = "content/posts/" + parts[index + 1]
            if !used.insert(path).inserted {
                path = "content/posts/" + categories.joined(separator: "-") + "-" + parts[index + 1]
                used.insert(path)
            }
            written.append((path, text))
        }
        return written
    }

    /// The includes that the site's pages call, outside the theme's own folders, by their path below
    /// `_includes/` without the extension (`note` for `{% include note.html … %}`, `posts/figure`).
    private static func includesCalled(in pages: [WalkedFile]) -> Set<String> {
        var names: Set<String> = []
        for file in pages {
            guard let data = readFile(atPath: file.absolutePath), data.count < 4_000_000 else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("include") else { continue }
            for match in ScriptValues.allMatches(#"\{%-?\s*include\s+((?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+)\.(?:html|liquid|md)\b"#, in: text).compactMap(\.first) {
                names.insert(match)
            }
        }
        return names
    }

    private static func isStaticHomePage(_ path: String, templates: TemplateFiles) -> Bool {
        (path == "index.html" || path == "index.htm") && !templates.hasFrontMatter(path)
    }

    /// Whether an `exclude:` entry names the file, a folder above it, or matches it as a glob.
    static func isExcluded(_ path: String, by patterns: [String]) -> Bool {
        patterns.contains { written in
            let pattern = written.split(separator: "/").joined(separator: "/")
            guard !pattern.isEmpty else { return false }
            if path == pattern || path.below(pattern) != nil { return true }
            guard pattern.contains("*") || pattern.contains("?") || pattern.contains("[") else { return false }
            let name = String(path.split(separator: "/").last ?? "")
            return fnmatch(pattern, path, FNM_PATHNAME) == 0 || fnmatch(pattern, name, 0) == 0
        }
    }

    /// A front matter default's permalink for a type of document (`posts`, `tabs`), as `defaults:` scopes it.
    private static func defaultPermalink(of type: String, in root: YAMLNode?) -> String? {
        guard case .sequence(let items)? = root?["defaults"]?.value else { return nil }
        return items.first { $0.value("scope", "type")?.text == type && $0.value("values", "permalink") != nil }?
            .value("values", "permalink")?.text
    }

    /// The collections Jekyll publishes (`output: true`), each with the folder of `content/` its
    /// pages go to: "" for those at the site's top (Chirpy's tabs, `permalink: /:title/`), else its name.
    private static func publishedCollections(in root: YAMLNode?) -> [String: String] {
        var collections: [String: String] = [:]
        for (name, _, value) in root?["collections"]?.mappingEntries ?? [] where name != "posts" && value["output"]?.text == "true" {
            let permalink = value["permalink"]?.text ?? defaultPermalink(of: name, in: root) ?? ""
            let atTop = ["/:title", "/:name", "/:slug"].contains { permalink.hasPrefix($0) }
            collections[name] = atTop ? "" : name
        }
        return collections
    }

    /// Where a feed template of the site's own (`atom.xml`, `feed.xml` with front matter and a
    /// `<feed>` or `<rss>`) wrote the feed: its `permalink:`, else its name.
    private static func ownFeedTemplate(in folder: URL) -> String? {
        for name in ["atom.xml", "rss.xml", "feed.xml", "index.xml", "feed/index.xml"] {
            let (frontMatter, body) = frontMatterAndBody(ofFileAt: folder.appending(path: name).path)
            // Front matter makes it a template (the body starts after it); a plain file is copied as it is.
            guard body.startIndex != body.base.startIndex, body.contains("<feed") || body.contains("<rss") else { continue }
            return frontMatter?["permalink"]?.text ?? name
        }
        return nil
    }

    /// Chirpy's tabs as links: each `_tabs/NAME.md` at /NAME/, by its `order`, named by its `title` or file.
    private static func tabLinks(in folder: URL) -> [(name: String, url: String)] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "_tabs").path)) ?? []
        var tabs: [(order: Int, name: String, url: String)] = []
        for file in files.sorted() where file.hasSuffix(".md") {
            let stem = String(file.dropLast(3))
            let node = frontMatterAndBody(ofFileAt: folder.appending(path: "_tabs/" + file).path).frontMatter
            let name = node?["title"]?.text ?? stem.prefix(1).uppercased() + stem.dropFirst()
            tabs.append((node?["order"]?.text.flatMap { Int($0) } ?? .max, name, "/\(slugify(stem))/"))
        }
        return tabs.sorted { ($0.order, $0.name) < ($1.order, $1.name) }.map { ($0.name, $0.url) }
    }

    /// The pages marked `nav: true` (in `_pages/` or at the top), as al-folio builds its navigation:
    /// by `nav_order` or `order`, named by their `title`, at their `permalink`.
    private static func navigationPageLinks(in folder: URL) -> [(name: String, url: String)] {
        var links: [(order: Double, name: String, url: String)] = []
        for subfolder in ["_pages", ""] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: subfolder).path)) ?? []
            for file in files.sorted() where PageFileName.isPlainMarkdown(file) {
                let path = subfolder.isEmpty ? file : subfolder + "/" + file
                guard let node = frontMatterAndBody(ofFileAt: folder.appending(path: path).path).frontMatter,
                    node["nav"]?.text == "true", let permalink = node["permalink"]?.text, permalink != "/"
                else { continue }
                let stem = String(file.prefix { $0 != "." })
                let order = (node["nav_order"] ?? node["order"])?.text.flatMap { Double($0) } ?? .infinity
                links.append((order, node["title"]?.text ?? stem, permalink))
            }
        }
        return links.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map { ($0.element.name, $0.element.url) }
    }

    private static func destination(of path: String, templates: TemplateFiles, collections: [String: String]) -> OldSite.Placement {
        let parts = path.split(separator: "/")
        guard let first = parts.first else { return .stays }
        // fastpages' notebooks are posts, with the images they show beside them.
        if first == "_posts" || first == "_notebooks" {
            let name = String(parts.last ?? "")
            let stem = String(name.prefix { $0 != "." })
            // Jekyll reads only dated names as posts (a README in `_posts/` is not one).
            let isDocument = PageFileName.isPlainMarkdown(name) || name.hasSuffix(".ipynb")
            if isDocument, splitJekyllFileName(stem) == nil || parts.contains(where: { $0.hasPrefix(".") }) { return .stays }
            return .copy(to: "content/posts/" + parts.dropFirst().joined(separator: "/"))
        }
        // jekyll-scholar's BibTeX files, where the build looks for them.
        if first == "_bibliography" { return .copy(to: "content/" + path) }
        // The old not-found page: the default theme writes its own at /404.html.
        if parts.count <= 2, first == "_pages" || parts.count == 1, (parts.last ?? "").hasPrefix("404.") { return .stays }
        if first == "_pages" {
            let target = "content/" + parts.dropFirst().joined(separator: "/")
            return templates.listPage(path, copiedTo: target) ?? .copy(to: target)
        }
        if first.hasPrefix("_"), let folder = collections[String(first.dropFirst())] {
            let rest = parts.dropFirst().joined(separator: "/")
            let stem = String((parts.last ?? "").prefix { $0 != "." })
            // A tab's address is its name (`/:title/`) when its front matter gives none.
            let target = "content/" + (folder.isEmpty ? rest : folder + "/" + rest)
            return templates.listPage(path, permalink: folder.isEmpty ? "/\(slugify(stem))/" : nil, copiedTo: target) ?? .copy(to: target)
        }
        if parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) { return .stays }
        // A README or CHANGELOG with front matter is a page Jekyll renders (just-the-docs' CHANGELOG), unless `exclude:` names it.
        if parts.count == 1, buildFiles.contains(path) || path.hasSuffix(".gemspec"),
            !(PageFileName.isPlainMarkdown(path) && templates.hasFrontMatter(path))
        {
            return .stays
        }
        // A home page without front matter (a redirect to where the blog moved), which Jekyll copies:
        // the home page here is the build's own, so it would stop every build.
        if isStaticHomePage(path, templates: templates) { return .stays }
        let name = parts.last.map(String.init) ?? ""
        if PageFileName.isPlainMarkdown(name) {
            // Jekyll renders only files with front matter; it copies any other as it is.
            guard templates.hasFrontMatter(path) else { return .copy(to: "static/" + path) }
            return templates.listPage(path, copiedTo: "content/" + path) ?? .copy(to: "content/" + path)
        }
        // A file with front matter is processed by Jekyll: Liquid, or Sass.
        return templates.hasFrontMatter(path) ? .stays : .copy(to: "static/" + path)
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }

    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        var text = self
        while text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        return text
    }
}
