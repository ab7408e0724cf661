import Diagnostics
import Foundation

/// A Hugo site: `hugo.toml` (or `config.toml`, YAML or JSON, or `config/_default/`), its `content/`
/// and `static/`. Its layouts, assets, data and themes are Go templates and Hugo pipes, not carried over.
enum HugoSite {
    static let configNames = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        var files: [String] = []
        var config: YAMLNode?
        if let name = firstFile(configNames, in: folder) {
            files.append(name)
            config = try readConfigFile(name, in: folder)
        } else if let name = firstFile(configNames.map { "config/_default/" + $0 }, in: folder) {
            files.append(name)
            config = try readConfigFile(name, in: folder)
            // Hugo's split configuration: a root key in a file of its own name (`params.toml`,
            // `languages.toml`, `menus.en.toml`, Stack's `menu.toml`).
            for part in ["menus", "menu", "params", "languages", "markup", "taxonomies", "permalinks", "outputs", "module"] {
                // `languages.en.toml` is one language's settings, not the list of them (below).
                let names = ["toml", "yaml", "yml", "json"].flatMap { ["config/_default/\(part).\($0)"] + (part == "languages" ? [] : ["config/_default/\(part).en.\($0)"]) }
                if let partName = firstFile(names, in: folder), let node = try readConfigFile(partName, in: folder) {
                    files.append(partName)
                    config = config.merging(part == "menus" ? "menu" : part, node)
                }
            }
            // Congo's and Blowfish's `languages.en.toml`, `languages.de.toml`: each its language's
            // settings, as `[languages.de]` holds them in one file.
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "config/_default").path)) ?? []).sorted()
            var languageFiles: [(weight: Int, code: String, node: YAMLNode)] = []
            for entry in entries {
                let parts = entry.split(separator: ".")
                guard parts.count == 3, parts[0] == "languages", ["toml", "yaml", "yml", "json"].contains(parts[2]),
                    let node = try readConfigFile("config/_default/" + entry, in: folder)
                else { continue }
                files.append("config/_default/" + entry)
                languageFiles.append((node["weight"]?.text.flatMap { Int($0) } ?? Int.max, String(parts[1]), node))
            }
            // In Hugo's order, by weight; each merged in front of the ones before, so the last first.
            for file in languageFiles.sorted(by: { ($0.weight, $0.code) < ($1.weight, $1.code) }).reversed() {
                let key = YAMLNode(value: .scalar(file.code, quoted: false), line: 1, column: 1)
                config = config.merging("languages", YAMLNode(value: .mapping([(key: key, value: file.node)]), line: 1, column: 1))
            }
        } else {
            return nil
        }
        let root = config ?? YAMLNode(value: .mapping([]), line: 1, column: 1)
        var settings = ImportedSettings()
        // A multilingual site's settings may be its default language's (`[languages.en] title = …`).
        let languages = root["languages"]?.mappingEntries ?? []
        let defaultLanguage = root["defaultContentLanguage"]?.text ?? languages.first?.key
        let language = languages.first { $0.key.lowercased() == defaultLanguage?.lowercased() }?.value
        settings.title = root["title"]?.text ?? language?["title"]?.text
        settings.baseURL = root["baseURL"]?.text
        settings.language = root["languageCode"]?.text ?? language?["languageCode"]?.text ?? root["defaultContentLanguage"]?.text
        settings.timezone = root["timeZone"]?.text
        settings.description =
            root.value("params", "description")?.text ?? root["description"]?.text ?? language?.value("params", "description")?.text
            ?? language?["description"]?.text
        settings.author = authorName(root.value("params", "author")) ?? authorName(root["author"])
        // Hugo publishes Markdown beside a leaf bundle's index.md as the bundle's resources, never as pages.
        settings.bundleFilesAreFiles = true
        // Terms where Hugo wrote them (`/author/lucy-dagostino-mcgowan/`): old links keep working.
        settings.hugoTermSlugs = true
        // The other languages' titles, descriptions and names (`[languages.es] title = …`, `languageName`);
        // the site's own language's name, for its link from the translations.
        for (code, _, node) in languages {
            let isDefault = code.lowercased() == defaultLanguage?.lowercased()
            let title = isDefault ? nil : node["title"]?.text.flatMap { $0 == settings.title ? nil : $0 }
            let description =
                isDefault ? nil : (node.value("params", "description") ?? node["description"])?.text.flatMap { $0 == settings.description ? nil : $0 }
            let name = node["languageName"]?.text ?? node["label"]?.text
            if title != nil || description != nil || name != nil {
                settings.languages.append((code: code.lowercased(), title: title, description: description, name: name))
            }
        }
        settings.takeTitleFromHomePage(inFolder: folder.appending(path: root["contentDir"]?.text ?? language?["contentDir"]?.text ?? "content").path)
        settings.paginate = (root["paginate"]?.text ?? root.value("pagination", "pagerSize")?.text).flatMap { Int($0) }
        // `uglyURLs = true` puts pages at NAME.html (Hugo's keys are read in any case).
        settings.uglyURLs = setting("uglyURLs", in: root)?.text == "true"
        settings.feed = feedPath(of: root)
        // Goldmark's passthrough names the math delimiters; without `$` among the inline ones a
        // dollar is text (`$GOOS_$GOARCH`).
        if let passthrough = root.value("markup", "goldmark", "extensions", "passthrough"), passthrough["enable"]?.text == "true",
            case .sequence(let pairs)? = passthrough.value("delimiters", "inline")?.value
        {
            let openers = pairs.compactMap { pair -> String? in
                guard case .sequence(let ends) = pair.value else { return nil }
                return ends.first?.text
            }
            settings.singleDollarMathOff = !openers.contains("$")
        }
        // Hugo writes each taxonomy term's feed too, unless its kind is turned off.
        let disabled = disabledKinds(in: root)
        settings.termFeeds = settings.feed != nil && !disabled.contains("term") && !disabled.contains("taxonomyterm")
        // `[params]`, the default language's over them, for `{{< param x >}}` in pages.
        for params in [root["params"], language?["params"]] {
            for (key, _, value) in params?.mappingEntries ?? [] { if let text = value.text { settings.paramCandidates[key] = text } }
        }
        if let permalinks = root["permalinks"]?.mappingEntries {
            // Hugo 0.120's `[permalinks.page]` names sections one level down.
            let sections = permalinks.first { $0.key.lowercased() == "page" }?.value.mappingEntries ?? permalinks
            settings.permalinksBySection = sections.compactMap { entry in entry.value.text.map { (entry.key, $0) } }
        }
        // Hugo keeps a dated file's whole name in its address (`post/2019-02-15-hunger-mapping/`), as
        // blogdown names new posts, unless `[frontmatter]` takes dates from file names (`:filename`,
        // which makes the rest the slug) or a permalink pattern places the posts.
        let datesFromNames = ["date", "publishDate", "lastmod", "expiryDate"].contains { key in
            guard let sources = root.value("frontmatter", key) else { return false }
            let written: [YAMLNode] = if case .sequence(let items) = sources.value { items } else { [sources] }
            return written.contains { $0.text?.lowercased() == ":filename" }
        }
        settings.keepsDatesInNames = !datesFromNames && settings.permalinksBySection.isEmpty

        // `[indexes]` is what Hugo called its taxonomies before 0.11.
        if let taxonomies = (root["taxonomies"] ?? root["indexes"])?.mappingEntries {
            settings.taxonomies = taxonomies.compactMap { entry in entry.value.text.map { (entry.key, $0) } }
        }
        settings.menu = menuLinks(
            root.value("menu", "main") ?? root.value("menus", "main") ?? language?.value("menu", "main") ?? language?.value("menus", "main"))
        // `contentDir` (the site's or its default language's) and `staticDir` (one folder or a
        // list) move them; files of a later static folder win in Hugo, the first here. Module
        // mounts (`source = 'content/en'`, `target = 'content'`) replace them where they name one.
        let contentFolder = root["contentDir"]?.text ?? language?["contentDir"]?.text ?? "content"
        let mounts = Mount.all(in: root, language: defaultLanguage)
        let contentMounts = mounts.filter { $0.target == "content" || $0.target.hasPrefix("content/") }
        let staticMounts = mounts.filter { $0.target == "static" || $0.target.hasPrefix("static/") }
        // Each section has its feed too, and a blog's readers may follow its posts' (`posts/index.xml`).
        if let feed = settings.feed, !feed.contains("/") {
            let postsFolders = contentMounts.isEmpty ? [contentFolder] : contentMounts.filter { $0.target == "content" }.map(\.source)
            settings.feedCopies = ["posts", "post", "blog"].filter { name in postsFolders.contains { isFolder($0 + "/" + name, in: folder) } }
                .map { $0 + "/" + feed }
        }
        // `mainSections` (in `[params]`, where themes read it), the sections whose pages are the blog's posts.
        let mainSections: [String] =
            if case .sequence(let items)? = (root.value("params", "mainSections") ?? root.value("params", "mainsections") ?? root["mainSections"]
                ?? language?.value("params", "mainSections") ?? language?.value("params", "mainsections"))?.value
            {
                items.compactMap(\.text)
            } else { [] }
        let contentRoots = contentMounts.isEmpty ? [contentFolder] : contentMounts.filter { $0.target == "content" }.map(\.source)
        settings.postsFolders = mainSections.filter { section in
            PostsFolder.problem(with: section) == nil && contentRoots.contains { isFolder($0 + "/" + section, in: folder) }
        }
        let staticFolders: [String] =
            if let one = root["staticDir"]?.text { [one] } else if case .sequence(let items)? = root["staticDir"]?.value {
                items.compactMap(\.text)
            } else { ["static"] }
        // The theme's static files are published beside the site's own; a page may name one (`../images/cover.png`).
        let themeNames: [String] =
            if let one = root["theme"]?.text { [one] } else if case .sequence(let items)? = root["theme"]?.value { items.compactMap(\.text) } else { [] }
        let themeStaticFiles = themeNames.map { "themes/\($0)/static" }
        // blogdown's themes load Yihui Xie's math-code.js, which makes `\(x\)` in backticks a formula.
        settings.mathInCode = loadsMathCodeScript(in: folder, layouts: ["layouts"] + themeNames.map { "themes/\($0)/layouts" })
        // Files of `assets/` are published at their path when a template asks for one (LoveIt's
        // `music` cover, its `image`): those a page names are copied beside the static files.
        let assetFolders = ["assets"] + themeNames.map { "themes/\($0)/assets" }
        // Hugo 0.146 moved them to `layouts/_shortcodes`.
        let shortcodes = OldShortcodes(
            in: folder, folders: ["layouts/_shortcodes", "layouts/shortcodes"] + themeShortcodeFolders(in: folder), translating: .go)
        return OldSite(
            generator: .hugo, configFiles: files, settings: settings,
            destination: { path in
                if contentMounts.isEmpty, let rest = path.below(contentFolder) { return .copy(to: "content/" + rest) }
                if staticMounts.isEmpty, let rest = staticFolders.lazy.compactMap({ path.below($0) }).first { return .copy(to: "static/" + rest) }
                if let placed = (contentMounts + staticMounts).lazy.compactMap({ $0.place(path) }).first { return .copy(to: placed) }
                // Hugo Blox's profile pictures, which its biography block shows (`LandingBiography`).
                if let rest = path.below("assets/media/authors") { return .copy(to: "static/media/authors/" + rest) }
                if let name = (themeStaticFiles + assetFolders).lazy.compactMap({ path.below($0) }).first {
                    return .copyIfNamed(to: "static/" + name, name: name)
                }
                // Hugo's data files are the site's data: charts and includes read them from data/.
                if let rest = path.below("data") { return .copy(to: "data/" + rest) }
                // A file a page names by its path from the site's folder (an include's
                // `config/_default/hugo.yaml`, read by Hugo's readFile) goes to data/, where includes look.
                if !Self.foldersNoPageIncludes.contains(where: { path.below($0) != nil }) { return .copyIfNamed(to: "data/" + path, name: path) }
                return .stays
            },
            leftOut: leftOut(in: folder, templates: "layouts", shortcodes: shortcodes)
                + [("assets", "pipes; the files pages name are copied to static/"), ("i18n", "translations"), ("archetypes", "post templates")]
                .filter { isFolder($0.0, in: folder) }.map { "\($0.0)/ (Hugo's \($0.1))" }
                + Mount.outside(contentMounts + staticMounts),
            written: shortcodes.files, translated: shortcodes.note.map { [$0] } ?? [], shortcodesShowingCode: shortcodes.showingCode)
    }

    /// The old site's folders of templates, build output and tools, whose files no include names.
    private static let foldersNoPageIncludes = ["layouts", "themes", "public", "resources", "node_modules", ".git", ".github", "archetypes", "i18n"]

    /// Hugo's home page feed: `index.xml`, or the RSS output format's `baseName` (`feed.xml`), or
    /// before Hugo 0.45 `rssURI` (`atom.xml`); nil when the site turns RSS off.
    private static func feedPath(of root: YAMLNode) -> String? {
        guard !disabledKinds(in: root).contains("rss"), setting("disableRSS", in: root)?.text != "true" else { return nil }
        if let written = setting("rssURI", in: root)?.text { return written }
        let baseName = setting("outputFormats", in: root).flatMap { setting("RSS", in: $0) }.flatMap { setting("baseName", in: $0) }?.text
        return (baseName ?? "index") + ".xml"
    }

    /// A setting of a Hugo configuration mapping, its key in any case (as Hugo reads them).
    private static func setting(_ name: String, in node: YAMLNode) -> YAMLNode? {
        let key = name.lowercased()
        return node.mappingEntries?.first { $0.key.lowercased() == key }?.value
    }

    /// The kinds of pages `disableKinds` turns off, lowercased (`rss`, `term`).
    private static func disabledKinds(in root: YAMLNode) -> [String] {
        guard case .sequence(let items)? = setting("disableKinds", in: root)?.value else { return [] }
        return items.compactMap { $0.text?.lowercased() }
    }

    /// A module mount: a folder of the site that Hugo reads as another (`content/en` as `content`).
    struct Mount {
        var source: String
        var target: String

        /// The site's mounts, without those for another language than the default.
        static func all(in root: YAMLNode, language: String?) -> [Mount] {
            guard let module = setting("module", in: root), case .sequence(let items)? = setting("mounts", in: module)?.value else { return [] }
            return items.compactMap { item in
                guard let source = setting("source", in: item)?.text, let target = setting("target", in: item)?.text else { return nil }
                // `lang = 'fr'`, or Hugo 0.153's `[module.mounts.sites.matrix] languages = ['fr']`.
                let languages: [String] =
                    if let one = setting("lang", in: item)?.text { [one] } else if let matrix = setting("sites", in: item).flatMap({ setting("matrix", in: $0) }),
                        case .sequence(let names)? = setting("languages", in: matrix)?.value
                    { names.compactMap(\.text) } else { [] }
                if let language, !languages.isEmpty, !languages.contains(where: { $0.lowercased() == language.lowercased() }) { return nil }
                let trimmed = { (path: String) in path.split(separator: "/").filter { $0 != "." }.joined(separator: "/") }
                return Mount(source: trimmed(source), target: trimmed(target))
            }
        }

        /// What the summary says of mounts whose source lies outside the site's folder (`../README.md`,
        /// a repository's own files shown as pages): site init reads only that folder.
        static func outside(_ mounts: [Mount]) -> [String] {
            let outside = mounts.filter { $0.source == ".." || $0.source.hasPrefix("../") || $0.source.hasPrefix("/") }
            guard !outside.isEmpty else { return [] }
            let list = shortList(outside.map { "\($0.source) as \($0.target)" }, limit: 4)
            return ["the module mounts from outside the site's folder (\(list)): copy each file there to have it in the new site"]
        }

        /// Where a file of the old site goes in the new one; nil when it is not below this mount's source.
        func place(_ path: String) -> String? {
            path.below(source).map { target + "/" + $0 }
        }
    }

    /// Whether a template of `layouts` loads `math-code.js` (blogdown's and Hugo Apéro's themes,
    /// Wowchemy's): a script that turns inline code holding only a formula (`` `\(x_i\)` ``, as
    /// R Markdown's authors keep TeX from Markdown) into that formula.
    private static func loadsMathCodeScript(in folder: URL, layouts: [String]) -> Bool {
        layouts.contains { layout in
            walkFiles(in: folder.appending(path: layout), shownAs: layout, siteRoot: folder).files.contains { file in
                guard file.relativePath.hasSuffix(".html"), let data = readFile(atPath: file.absolutePath), data.count < 1_000_000 else { return false }
                return String(decoding: data, as: UTF8.self).utf8Offset(of: "math-code") != nil
            }
        }
    }

    private static func themeShortcodeFolders(in folder: URL) -> [String] {
        let themes = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "themes").path)) ?? []
        return themes.sorted().flatMap { ["themes/\($0)/layouts/_shortcodes", "themes/\($0)/layouts/shortcodes"] }
    }
}

extension Optional where Wrapped == YAMLNode {
    /// The tree with `node` under `key` at its top (a file of Hugo's split configuration).
    /// The configuration with `node` (a file of `config/_default/`) as its `key`, merged as Hugo
    /// merges them: the file's entries, and those of the main file's `key` the file does not hold.
    fileprivate func merging(_ key: String, _ node: YAMLNode) -> YAMLNode {
        let root = self ?? YAMLNode(value: .mapping([]), line: 1, column: 1)
        guard case .mapping(var pairs) = root.value else { return root }
        var merged = node
        if case .mapping(let fileEntries) = node.value,
            case .mapping(let mainEntries)? = pairs.first(where: { $0.key.scalarText?.lowercased() == key })?.value.value
        {
            let named = Set(fileEntries.compactMap { $0.key.scalarText })
            merged = YAMLNode(value: .mapping(fileEntries + mainEntries.filter { !named.contains($0.key.scalarText ?? "") }), line: node.line, column: node.column)
        }
        pairs.removeAll { $0.key.scalarText?.lowercased() == key }
        pairs.append((key: YAMLNode(value: .scalar(key, quoted: false), line: 1, column: 1), value: merged))
        return YAMLNode(value: .mapping(pairs), line: root.line, column: root.column)
    }
}
