import Diagnostics
import Foundation

/// A Hexo site: `_config.yml` with `source/` (posts in `source/_posts/`) and `scaffolds/` or a
/// `package.json` that names hexo; or Hexo's `source/` folder kept on its own (a `_posts/` folder
/// and no `_config.yml`, which Jekyll always has). Its theme's templates are EJS, Nunjucks or
/// Pug, not carried over.
enum HexoSite {
    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        let config = firstFile(["_config.yml", "_config.yaml"], in: folder)
        let sourceAlone = config == nil && isFolder("_posts", in: folder)
        guard sourceAlone || (config != nil && isHexo(folder)) else { return nil }
        let root = try config.flatMap { name throws(Diagnostic) in try readConfigFile(name, in: folder) }
        var settings = ImportedSettings()
        settings.title = root?["title"]?.text.flatMap(\.trimmedOrNil)
        settings.description = (root?["description"]?.text).flatMap(\.trimmedOrNil) ?? (root?["subtitle"]?.text).flatMap(\.trimmedOrNil)
        settings.author = authorName(root?["author"])
        // `language: zh-CN`, or a list whose first is the site's (`default` is Hexo's word for none).
        let language: String? = if case .sequence(let items)? = root?["language"]?.value { items.first?.text } else { root?["language"]?.text }
        settings.language = language.flatMap(\.trimmedOrNil).flatMap { $0 == "default" ? nil : $0 }
        settings.timezone = root?["timezone"]?.text.flatMap(\.trimmedOrNil)
        if let url = root?["url"]?.text.flatMap(\.trimmedOrNil) {
            // Hexo's `url` holds the subfolder (`https://x.github.io/blog`); `root` says it again.
            var base = url
            while base.hasSuffix("/") { base.removeLast() }
            settings.baseURL = base + "/"
        }
        if let perPage = root?["per_page"]?.text.flatMap({ Int($0) }), perPage > 0 { settings.paginate = perPage }
        let permalink = (root?["permalink"]?.text).flatMap(\.trimmedOrNil) ?? ":year/:month/:day/:title/"
        // A placeholder of the posts' own front matter (`articles/:urlname/`, which Hexo fills from
        // each post's `urlname:`): the posts' slugs, written into those that give it.
        let ownKey = frontMatterPlaceholder(in: permalink)
        let pattern = permalinkPattern(ownKey.map { permalink.replacingOccurrences(of: ":" + $0, with: ":slugorfilename") } ?? permalink)
        settings.permalink = pattern
        // hexo-generator-feed's `feed: {type: atom, path: atom.xml}`.
        if let feed = root?["feed"], feed.mappingEntries != nil {
            let type = feed["type"]?.text ?? "atom"
            settings.feed = feed["path"]?.text ?? (type == "rss2" ? "rss2.xml" : "atom.xml")
        }
        let theme = root?["theme"]?.text.flatMap(\.trimmedOrNil)
        settings.menu = menuLinks(in: folder, root: root, theme: theme)
        for (key, _, value) in root?.mappingEntries ?? [] { if let text = value.text { settings.paramCandidates[key] = text } }

        let source = sourceAlone ? "" : (root?["source_dir"]?.text).flatMap(\.trimmedOrNil) ?? "source"
        // `skip_render: [demo/**]`: files Hexo copies as they are.
        let skipped: [String] = if case .sequence(let items)? = root?["skip_render"]?.value { items.compactMap(\.text) } else { root?["skip_render"]?.text.map { [$0] } ?? [] }
        var leftOut: [String] = []
        if !sourceAlone {
            if isFolder("themes", in: folder) || theme != nil { leftOut.append("themes/ (the old theme's templates and styles)") }
            if isFolder("scaffolds", in: folder) { leftOut.append("scaffolds/ (Hexo's templates for new posts: site new writes posts here)") }
        }
        let drafts = source.isEmpty ? "_drafts" : source + "/_drafts"
        if isFolder(drafts, in: folder) {
            leftOut.append("\(drafts)/ (Hexo's unpublished posts: copy one into content/posts/ with draft: true to go on with it)")
        }
        if pattern == nil {
            leftOut.append("permalink: \(permalink) (it names :id or :hash, which site does not fill: posts are at /posts/NAME/, and the old addresses need aliases)")
        }
        // Butterfly's friends' page gets its links written in; it is written, not copied.
        let friendPages = HexoFriendLinks.pages(in: folder, source: source)
        let slugged = ownKey.map { slugsWritten(from: $0, in: folder, posts: (source.isEmpty ? "" : source + "/") + "_posts") } ?? []
        let rewritten = Set(friendPages.map(\.path) + slugged.map(\.path))
        var site = OldSite(
            generator: .hexo, configFiles: config.map { [$0] } ?? [], settings: settings,
            destination: { path in rewritten.contains(path) ? .stays : destination(of: path, in: folder, source: source, skipped: skipped) },
            leftOut: leftOut)
        site.written = friendPages.map { page in
            ("content/" + (source.isEmpty ? page.path : String(page.path.dropFirst(source.count + 1))), page.text)
        }
        site.written += slugged.map { post in
            ("content/posts/" + String(post.path.dropFirst((source.isEmpty ? "" : source + "/").count + "_posts/".count)), post.text)
        }
        if let ownKey, !slugged.isEmpty {
            let one = slugged.count == 1
            site.translated.append("\(slugged.count) \(one ? "post's" : "posts'") \(ownKey): written as \(one ? "its" : "their") slug:, which the posts' address (\(pattern ?? "")) names, as :\(ownKey) did")
        }
        return site
    }

    /// Whether a folder with `_config.yml` is Hexo's: its `scaffolds/`, its `source/_posts/`, or
    /// a `package.json` that depends on hexo.
    private static func isHexo(_ folder: URL) -> Bool {
        if isFolder("scaffolds", in: folder) || isFolder("source/_posts", in: folder) { return true }
        guard let package = readFile(atPath: folder.appending(path: "package.json").path) else { return false }
        return String(decoding: package, as: UTF8.self).contains("\"hexo\"")
    }

    /// Where a file of the old site goes: below `source/`, posts to `content/posts/`, the rest to
    /// `content/` (a page `skip_render` names to `static/`); Hexo publishes nothing else of the
    /// site, nor a file or folder whose name starts with `_` or `.` (but `_posts/`).
    private static func destination(of path: String, in folder: URL, source: String, skipped: [String]) -> OldSite.Placement {
        guard let inside = source.isEmpty ? path : path.below(source) else { return .stays }
        // A theme's page for a list Hexo writes (NexT's `tags/index.md` with `type: tags`) holds nothing of its own:
        // the build writes that list there. One with text of its own gives the list its text.
        if let kind = ["tags/index.md": "tags", "categories/index.md": "categories"][inside] {
            let page = frontMatterAndBody(ofFileAt: folder.appending(path: path).path)
            if page.frontMatter?["type"]?.text == kind {
                return page.body.trimmingSpaces().isEmpty ? .stays : .copy(to: "content/\(kind)/_index.md")
            }
        }
        let parts = inside.split(separator: "/")
        guard let first = parts.first else { return .stays }
        if first == "_posts" {
            guard !parts.contains(where: { $0.hasPrefix(".") }) else { return .stays }
            return .copy(to: "content/posts/" + parts.dropFirst().joined(separator: "/"))
        }
        if parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) { return .stays }
        if source.isEmpty, parts.count == 1, ["README.md", "LICENSE", "package.json", "package-lock.json"].contains(inside) { return .stays }
        // Every file keeps its place below content/, as in `source/`: a post's `../images/a.png`
        // (Typora's way beside `_posts/`) then names it.
        if PageFileName.isPlainMarkdown(String(parts.last ?? "")), JekyllSite.isExcluded(inside, by: skipped) {
            return .copy(to: "static/" + inside)
        }
        return .copy(to: "content/" + inside)
    }

    /// Hexo's own placeholders; any other names a key of each post's front matter.
    static let placeholders: Set = [
        "year", "month", "i_month", "day", "i_day", "hour", "minute", "second", "title", "name", "post_title", "id", "category", "hash",
        "timestamp", "lang", "i_hour", "i_minute", "i_second",
    ]

    /// The first placeholder of a permalink that is a key of the posts' front matter (`:urlname`).
    static func frontMatterPlaceholder(in permalink: String) -> String? {
        ScriptValues.allMatches(#":([A-Za-z_][A-Za-z0-9_]*)"#, in: permalink).compactMap(\.first).first { !placeholders.contains($0) }
    }

    /// The posts below `posts` (a folder of the old site) whose front matter gives `key` and no
    /// `slug:`, each with that value written as its `slug:` (as the first line of its front matter).
    static func slugsWritten(from key: String, in folder: URL, posts: String) -> [(path: String, text: String)] {
        let files = walkFiles(in: folder.appending(path: posts), shownAs: posts, siteRoot: folder).files.filter { PageFileName.isPlainMarkdown($0.relativePath) }
        return files.compactMap { file in
            guard let data = readFile(atPath: file.absolutePath) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            guard let frontMatter = frontMatterAndBody(of: text).frontMatter, frontMatter["slug"] == nil,
                let value = frontMatter[key]?.text?.trimmingSpaces(), !value.isEmpty, !text.hasPrefix("+++"), !text.hasPrefix(";;;")
            else { return nil }
            // After the opening `---`, or first where Hexo's front matter has none (`title: …` up to a `---`).
            let firstLineEnd = text.hasPrefix("---") ? text.firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex : text.startIndex
            return (posts + "/" + file.relativePath, String(text[..<firstLineEnd]) + "slug: \(value.yamlQuoted)\n" + text[firstLineEnd...])
        }
    }

    /// Hexo's permalink as a pattern of this site's: a leading slash, and `:title` (the post's
    /// path below `_posts/`: its folders and its file's name, or its `slug:`) as
    /// `:sections[1:]/:slugorfilename`, `:name` as `:filename`, `:post_title` as
    /// `:title`, `:category` as `:categories`; nil when it names `:id` or `:hash`.
    static func permalinkPattern(_ hexo: String) -> String? {
        guard !hexo.contains(":id"), !hexo.contains(":hash") else { return nil }
        var pattern = ""
        var rest = Substring(hexo)
        while let colon = rest.firstIndex(of: ":") {
            pattern += rest[..<colon]
            let nameEnd = rest[rest.index(after: colon)...].firstIndex { !($0.isLetter || $0 == "_") } ?? rest.endIndex
            let name = rest[rest.index(after: colon)..<nameEnd]
            // Hexo's `:title` is the file's path below `_posts/` (`LeetCode/0001-two-sum`): its folders, then its name.
            let renamed = ["title": "sections[1:]/:slugorfilename", "name": "filename", "post_title": "title", "category": "categories"][String(name)] ?? String(name)
            pattern += ":" + renamed
            rest = rest[nameEnd...]
        }
        pattern += rest
        return pattern.hasPrefix("/") ? pattern : "/" + pattern
    }

    /// The theme's menu (`menu: {Home: /, Archives: /archives}` in `_config.yml`, the theme's own
    /// `_config.yml` or `_config.THEME.yml`); NexT writes `home: / || fa fa-home`.
    private static func menuLinks(in folder: URL, root: YAMLNode?, theme: String?) -> [(name: String, url: String)] {
        var candidates = [root?["menu"]]
        if let theme {
            for name in ["_config.\(theme).yml", "themes/\(theme)/_config.yml"] where firstFile([name], in: folder) != nil {
                candidates.append(((try? readConfigFile(name, in: folder)) ?? nil)?["menu"])
            }
        }
        for menu in candidates {
            guard let entries = menu?.mappingEntries, !entries.isEmpty else { continue }
            return entries.compactMap { name, _, value in
                guard let written = value.text else { return nil }
                let url = written.split(separator: "|").first.map { $0.trimmingSpaces() } ?? written
                guard !url.isEmpty else { return nil }
                return (name.prefix(1).uppercased() + name.dropFirst(), url)
            }
        }
        return []
    }
}
