import Diagnostics
import Foundation

/// A Ghost blog, as its export holds it: `site init NEW --from blog.ghost.2024-05-01.json`, or
/// `--from` a folder holding the export and, when the writer downloaded them, Ghost's
/// `content/images/` (or `images/`) and its `routes.yaml`. Each published post becomes a Markdown
/// file of `content/posts/`, each page one of `content/`, at the address Ghost gave it; drafts,
/// scheduled posts and newsletters sent by e-mail only stay drafts; members' posts are kept as
/// drafts, as a static page cannot ask who reads it.
enum GhostSite {
    /// Where Ghost's images may lie beside the export: its own `content/images/`, or the folder alone.
    static let imageFolders = ["content/images", "images"]

    static func read(_ folder: URL, export name: String? = nil) throws(Diagnostic) -> OldSite? {
        guard let name = name ?? exportName(in: folder), let data = readFile(atPath: folder.appending(path: name).path),
            GhostExport.isExport(data)
        else { return nil }
        let (read, problem) = GhostExport.read(data)
        guard let export = read else {
            throw .error("\(folder.appending(path: name).path) is a Ghost export that cannot be read (\(problem ?? "not JSON")); export the content again from Ghost's settings")
        }
        var settings = ImportedSettings()
        settings.title = export.title.trimmedOrNil
        settings.description = export.description.trimmedOrNil
        settings.language = export.language.trimmedOrNil.flatMap { LanguageCode.isKnown($0.lowercased()) ? $0 : nil }
        let timeZone = TimeZone(identifier: export.timeZone) ?? TimeZone(identifier: "UTC")!
        if !export.timeZone.isEmpty, TimeZone(identifier: export.timeZone) != nil { settings.timezone = export.timeZone }
        settings.menu = export.navigation.map { ($0.label, $0.url) }
        // Ghost's feed is at `/rss/`: readers subscribed there keep getting new posts.
        settings.feed = "rss/index.xml"
        var leftOut = ["the old theme (the default theme draws the pages, lists and menu)"]
        let linked = linkedAddresses(in: export)
        let (permalink, routeNote) = postsPermalink(export: export, folder: folder, linked: linked)
        // Ghost's tag pages are at /tag/NAME/: links to them from elsewhere keep working.
        settings.permalinksBySection = [("posts", permalink), ("tags", "/tag/:slug/")]
        if let routeNote { leftOut.append(routeNote) }
        let images = imageFolders.first { isFolder($0, in: folder) }

        let authorNames = Set(export.posts.flatMap(\.authors))
        if authorNames.count == 1 { settings.author = authorNames.first }
        var written: [(path: String, text: String)] = []
        var usedPaths: Set<String> = []
        var unplainCards: [String: Set<String>] = [:]
        for post in export.posts {
            let isPost = post.type == "post"
            var slug = post.slug.isEmpty ? nameSlug(post.title, hyphenating: true) : post.slug
            if slug.isEmpty { slug = "untitled" }
            let day = shownDate(of: post).map { writtenDate($0, in: timeZone).prefix(10) } ?? ""
            var path = isPost ? "content/posts/\(day.isEmpty ? "" : day + "-")\(slug).md" : "content/\(slug).md"
            while usedPaths.contains(path) { path = path.replacingOccurrences(of: ".md", with: "-1.md") }
            usedPaths.insert(path)
            var body = GhostContent.markdown(of: post)
            if !post.featureImage.isEmpty {
                let caption = post.featureImageCaption.isEmpty ? "" : "<figcaption>\(post.featureImageCaption)</figcaption>"
                body = "<figure class=\"feature-image\"><img src=\"\(post.featureImage.xmlEscaped)\" alt=\"\(post.featureImageAlt.xmlEscaped)\">\(caption)</figure>\n\n" + body
            }
            for card in ScriptValues.allMatches(#"class="kg-card kg-([a-z]+)-card"#, in: body).compactMap(\.first) { unplainCards[card, default: []].insert(path) }
            // Another address the posts' links give it (a second collection of routes.yaml's, `/newsletter/…`) leads to it too.
            let aliases = isPost ? (linked[post.slug] ?? []).subtracting([address(of: post, pattern: permalink, timeZone: timeZone)]).sorted() : []
            written.append((path, frontMatter(of: post, isPost: isPost, timeZone: timeZone, authors: authorNames.count > 1, aliases: aliases) + body))
        }
        let members = export.posts.filter { $0.visibility != "public" && $0.status == "published" }.count
        if members > 0 { leftOut.append(OldSite.keptFromReaders(members, for: "members only")) }
        let newsletters = export.posts.filter { $0.status == "sent" }.count
        if newsletters > 0 {
            leftOut.append("\(newsletters) \(newsletters == 1 ? "newsletter" : "newsletters") sent by e-mail only, kept as \(newsletters == 1 ? "a draft" : "drafts")")
        }
        let injecting = export.posts.filter { $0.injectsCode && $0.status == "published" }.count
        if injecting > 0 {
            leftOut.append("the code \(injecting) \(injecting == 1 ? "post injects" : "posts inject") into its page (Ghost's code injection): put what it is for into the post")
        }
        for (card, paths) in unplainCards.sorted(by: { $0.key < $1.key }) where !["image", "embed", "gallery"].contains(card) {
            leftOut.append("Ghost's \(card) card, kept as Ghost's HTML in \(paths.count == 1 ? paths.first! : "\(paths.count) pages") (its stylesheet and script drew it): write Markdown in its place")
        }
        let namesImages = export.posts.contains { $0.html.contains("/content/images/") || $0.featureImage.contains("/content/images/") || ($0.markdown ?? "").contains("/content/images/") }
        if images == nil, namesImages {
            leftOut.append("the images, which Ghost keeps in content/images/ on its server (an export holds none): download that folder beside the export and run site init again to publish them with the site")
        }
        var site = OldSite.fromExport(
            .ghost, file: name, settings: settings, mediaFolders: imageFolders, media: images, publishedAt: "content/images", leftOut: leftOut, written: written)
        let fromMarkdown = export.posts.filter { $0.markdown != nil }.count
        site.translated = [
            "\(OldSite.postsAndPages(in: written)) of the export (content/posts/, content/): \(fromMarkdown) as the Markdown they were written in, \(written.count - fromMarkdown) as the HTML Ghost made of its editor's cards"
        ]
        return site
    }

    /// The export among the folder's files: the first `.json` at its top that is one (Ghost names
    /// it `blog-name.ghost.2024-05-01-10-00-00.json`).
    static func exportName(in folder: URL) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter { $0.hasSuffix(".json") }
        return names.first { readFileOpening(atPath: folder.appending(path: $0).path, count: 4096).map(GhostExport.isExport) ?? false }
    }

    /// The pattern of posts' addresses: `routes.yaml`'s first collection's beside the export (Ghost 2
    /// on), else Ghost 1's setting, else Ghost's default `/:slug/`; and a sentence when the
    /// addresses cannot be kept.
    private static func postsPermalink(export: GhostExport, folder: URL, linked: [String: Set<String>]) -> (String, String?) {
        var written = export.permalinks
        if let routes = readFile(atPath: folder.appending(path: "routes.yaml").path).map({ String(decoding: $0, as: UTF8.self) }),
            let found = ScriptValues.firstMatch(#"(?m)^collections:\s*\n(?:\s+#.*\n)*\s+\S+:\s*\n(?:\s+#.*\n)*(?:\s+\w+:.*\n)*?\s+permalink:\s*['"]?([^'"\s]+)"#, in: routes).first
        {
            written = found
        }
        guard !written.isEmpty else { return (patternOfOwnLinks(in: export, linked: linked) ?? "/:slug/", nil) }
        // routes.yaml writes `{slug}`, Ghost 1 `:slug`.
        var pattern = written.replacingOccurrences(of: #"\{(\w+)\}"#, with: ":$1", options: .regularExpression)
        if !pattern.hasPrefix("/") { pattern = "/" + pattern }
        if !pattern.hasSuffix("/") { pattern += "/" }
        let known: Set = ["year", "month", "day", "slug"]
        let tokens = ScriptValues.allMatches(#":(\w+)"#, in: pattern).compactMap(\.first)
        guard tokens.allSatisfy(known.contains) else {
            return ("/:slug/", "Ghost's addresses by \(tokens.filter { !known.contains($0) }.map { ":" + $0 }.joined(separator: " and ")) (posts are at /:slug/ now): add aliases: to the posts whose old addresses are linked from elsewhere")
        }
        return (pattern, nil)
    }

    /// The addresses the posts' links give each post (`/blog/hello/`, `/newsletter/issue-17/`), by slug.
    private static func linkedAddresses(in export: GhostExport) -> [String: Set<String>] {
        let slugs = Set(export.posts.filter { $0.type == "post" && !$0.slug.isEmpty }.map(\.slug))
        var found: [String: Set<String>] = [:]
        for post in export.posts {
            for path in ScriptValues.allMatches(##"(?:href="|\]\()(/[^"#?)\s]*)"##, in: post.html + (post.markdown ?? "")).compactMap(\.first) {
                let segments = path.split(separator: "/").map(String.init)
                guard let slug = segments.last, slugs.contains(slug) else { continue }
                found[slug, default: []].insert("/" + segments.joined(separator: "/") + "/")
            }
        }
        return found
    }

    /// The pattern the posts' links to one another follow (`/blog/:slug/` for `/blog/hello/`), the
    /// commonest where two links or more lead to posts; nil when none do. Ghost 2 on keeps its
    /// addresses in `routes.yaml`, which the export leaves out, but its posts' links tell them.
    private static func patternOfOwnLinks(in export: GhostExport, linked: [String: Set<String>]) -> String? {
        let timeZone = TimeZone(identifier: export.timeZone) ?? TimeZone(identifier: "UTC")!
        var counts: [String: Int] = [:]
        for post in export.posts where post.type == "post" {
            guard let addresses = linked[post.slug], let day = shownDate(of: post).map({ writtenDate($0, in: timeZone) }) else { continue }
            let (year, month, date) = (String(day.prefix(4)), String(day.dropFirst(5).prefix(2)), String(day.dropFirst(8).prefix(2)))
            for address in addresses {
                // The folders before the slug, the post's own year, month and day as Ghost's tokens.
                var tokens: [String] = []
                for segment in address.split(separator: "/").dropLast().map(String.init) {
                    let token = segment == year && !tokens.contains(":year") ? ":year" : segment == month && tokens.last == ":year" ? ":month" : segment == date && tokens.last == ":month" ? ":day" : segment
                    tokens.append(token)
                }
                counts["/" + (tokens + [":slug"]).joined(separator: "/") + "/", default: 0] += 1
            }
        }
        guard let best = counts.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }), best.value >= 2 else { return nil }
        return best.key
    }

    /// Where `pattern` puts a post (`/2024/05/hello/` for `/:year/:month/:slug/`).
    private static func address(of post: GhostExport.Post, pattern: String, timeZone: TimeZone) -> String {
        let day = shownDate(of: post).map { writtenDate($0, in: timeZone) } ?? ""
        return pattern.replacingOccurrences(of: ":year", with: String(day.prefix(4))).replacingOccurrences(of: ":month", with: String(day.dropFirst(5).prefix(2)))
            .replacingOccurrences(of: ":day", with: String(day.dropFirst(8).prefix(2))).replacingOccurrences(of: ":slug", with: post.slug)
    }

    /// The front matter of a post or page: title, date on the writer's clock, slug, tags, authors,
    /// excerpt, description and picture; a post not published (or for members only) is a draft.
    private static func frontMatter(of post: GhostExport.Post, isPost: Bool, timeZone: TimeZone, authors: Bool, aliases: [String]) -> String {
        var lines = ["---", "title: \(post.title.yamlQuoted)"]
        // A time no calendar writes (a broken export's 1e308 milliseconds) is no date.
        if let published = shownDate(of: post), !writtenDate(published, in: timeZone).isEmpty {
            lines.append("date: \(writtenDate(published, in: timeZone))")
            if let updated = post.updatedAt, writtenDate(updated, in: timeZone).prefix(10) > writtenDate(published, in: timeZone).prefix(10) {
                lines.append("lastmod: \(writtenDate(updated, in: timeZone))")
            }
        }
        if !post.slug.isEmpty { lines.append("slug: \(post.slug.yamlQuoted)") }
        if !aliases.isEmpty { lines.append("aliases: [\(aliases.map(\.yamlQuoted).joined(separator: ", "))]") }
        if post.status != "published" && post.status != "scheduled" || post.visibility != "public" { lines.append("draft: true") }
        if !post.tags.isEmpty { lines.append("tags: [\(post.tags.map(\.yamlQuoted).joined(separator: ", "))]") }
        if authors, !post.authors.isEmpty {
            lines.append(post.authors.count == 1 ? "author: \(post.authors[0].yamlQuoted)" : "authors: [\(post.authors.map(\.yamlQuoted).joined(separator: ", "))]")
        }
        if !post.excerpt.isEmpty { lines.append("summary: \(post.excerpt.yamlQuoted)") }
        if !post.metaDescription.isEmpty { lines.append("description: \(post.metaDescription.yamlQuoted)") }
        if !post.featureImage.isEmpty { lines.append("images: [\(post.featureImage.yamlQuoted)]") }
        if post.featured { lines.append("params: {featured: true}") }
        return lines.joined(separator: "\n") + "\n---\n\n"
    }

    /// When a post was published; for one never published (whose `published_at` may be a
    /// placeholder, as imports into Ghost left it), when it was begun.
    private static func shownDate(of post: GhostExport.Post) -> Date? {
        post.status == "published" || post.status == "scheduled" || post.status == "sent" ? post.publishedAt ?? post.createdAt : post.createdAt ?? post.publishedAt
    }

    /// `2020-05-09T02:23:00-07:00`: the moment on the writer's clock, with its offset.
    static func writtenDate(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        return formatter.string(from: date)
    }
}
