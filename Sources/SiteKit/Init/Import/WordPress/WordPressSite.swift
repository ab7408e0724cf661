import Diagnostics
import Foundation

/// A WordPress blog, as its export (WXR, from Tools → Export) holds it: `site init NEW --from
/// export.xml`, or `--from` a folder holding the export and, when the writer downloaded it, the
/// `wp-content/uploads/` folder (or `uploads/`) of its images. Each published post becomes a
/// Markdown file of `content/posts/` (its HTML kept, see `WordPressContent`), each page one of
/// `content/`, at the address WordPress gave it; drafts stay drafts; comments stay behind.
enum WordPressSite {
    /// Where a downloaded uploads folder may lie beside the export.
    static let uploadsFolders = ["wp-content/uploads", "uploads"]

    static func read(_ folder: URL, export name: String? = nil) throws(Diagnostic) -> OldSite? {
        guard let name = name ?? exportName(in: folder), let data = readFile(atPath: folder.appending(path: name).path), WordPressExport.isExport(data) else {
            return nil
        }
        let (read, problem) = WordPressExport.read(data)
        guard let export = read else {
            throw .error("\(folder.appending(path: name).path) is a WordPress export that cannot be read (\(problem ?? "not well-formed XML")); export it again from Tools → Export")
        }
        var settings = ImportedSettings()
        settings.title = HTMLEntities.decoded(export.title).trimmedOrNil
        settings.description = HTMLEntities.decoded(export.description).trimmedOrNil
        if export.link.contains("://") { settings.baseURL = export.link.hasSuffix("/") ? export.link : export.link + "/" }
        settings.language = export.language.trimmedOrNil.flatMap { LanguageCode.isKnown($0.lowercased()) ? $0 : nil }
        let siteAddress = export.link.hasSuffix("/") ? String(export.link.dropLast()) : export.link
        let uploads = uploadsFolders.first { isFolder($0, in: folder) }

        let posts = export.items.filter { $0.type == "post" && ["publish", "draft", "future", "private", "pending"].contains($0.status) }
        let pages = export.items.filter { $0.type == "page" && ["publish", "draft", "private"].contains($0.status) }
        // One pattern for the posts' addresses when every one follows it (`/:year/:month/:day/:slug/`), else each its own.
        let pattern = permalinkPattern(of: posts.filter { $0.status == "publish" }, siteAddress: siteAddress)
        if let pattern { settings.permalink = pattern }
        let authors = Set(posts.map(\.creator)).count > 1 || pages.contains { !$0.creator.isEmpty && !posts.map(\.creator).contains($0.creator) }
        if !authors, let only = posts.first?.creator { settings.author = export.authors[only] ?? only.trimmedOrNil }

        let media = export.media
        var written: [(path: String, text: String)] = []
        var unknownShortcodes: [String: Set<String>] = [:]
        var usedPaths: Set<String> = []
        var comments = 0
        // Each published item's address by its id, for links written `https://old.example/?p=12`.
        var addressesByID: [String: String] = [:]
        for item in posts + pages where item.status == "publish" {
            if let path = addressPath(item.link, siteAddress: siteAddress) { addressesByID[item.id] = path }
        }
        // An attachment's page (`/2010/09/10/gallery/canola2/`, which a gallery links each picture to) is its file here.
        var filesByPage: [String: String] = [:]
        for item in export.items where item.type == "attachment" && !item.attachmentURL.isEmpty {
            guard let page = addressPath(item.link, siteAddress: siteAddress) else { continue }
            filesByPage[page] = uploads != nil ? withOwnUploads(item.attachmentURL, siteAddress: siteAddress) : item.attachmentURL
        }
        for item in posts + pages {
            let isPost = item.type == "post"
            var slug = item.slug.isEmpty ? nameSlug(item.title, hyphenating: true) : OldSite.fileSlug(item.slug.removingPercentEncoding ?? item.slug)
            if slug.isEmpty { slug = "untitled" }
            let day = String(item.date.prefix(10))
            var path = isPost ? "content/posts/\(day.count == 10 ? day + "-" : "")\(slug).md" : "content/\(slug).md"
            while usedPaths.contains(path) { path = path.replacingOccurrences(of: ".md", with: "-1.md") }
            usedPaths.insert(path)
            var (body, shortcodes) = WordPressContent.markdown(of: item.content, media: media, post: item.id)
            if uploads != nil { body = withOwnUploads(body, siteAddress: siteAddress) }
            body = withOwnLinks(body, siteAddress: siteAddress, addressesByID: addressesByID, filesByPage: filesByPage, hasUploads: uploads != nil)
            for shortcode in shortcodes { unknownShortcodes[shortcode, default: []].insert(path) }
            comments += item.commentCount
            written.append((path, frontMatter(of: item, isPost: isPost, pattern: isPost ? pattern : nil, siteAddress: siteAddress, authors: authors ? export.authors : nil) + body))
        }
        var leftOut = ["the old theme and its widgets (the default theme draws the pages, lists and menu)"]
        // Items of a plugin's own type (a portfolio's `project`, a shop's `product`): WordPress's
        // machinery (menus, revisions, templates, reusable blocks) aside, each type is named.
        let machinery: Set = [
            "post", "page", "attachment", "nav_menu_item", "revision", "custom_css", "customize_changeset", "oembed_cache", "wp_block",
            "wp_template", "wp_template_part", "wp_global_styles", "wp_navigation", "wp_font_family", "wp_font_face", "user_request",
        ]
        let otherTypes = Dictionary(grouping: export.items.filter { !machinery.contains($0.type) && $0.status == "publish" }, by: \.type)
        for (type, items) in otherTypes.sorted(by: { $0.key < $1.key }) {
            leftOut.append("\(items.count) published item\(items.count == 1 ? "" : "s") of the type '\(type)' (a plugin's): copy what they say into pages of content/")
        }
        let protected = (posts + pages).filter { !$0.password.isEmpty && $0.status == "publish" }.count
        if protected > 0 {
            leftOut.append("\(protected) password-protected \(protected == 1 ? "post, kept as a draft" : "posts, kept as drafts") (a static page cannot ask for a password)")
        }
        if comments > 0 { leftOut.append("\(comments) comments (the export keeps them; a static site shows none)") }
        if uploads == nil, export.items.contains(where: { $0.content.contains("/wp-content/uploads/") || $0.content.contains(".files.wordpress.com/") }) {
            leftOut.append("the images, which stay at their old addresses (wp-content/uploads/ on the old site): download that folder beside the export and run site init again to publish them with the site")
        }
        for (name, paths) in unknownShortcodes.sorted(by: { $0.key < $1.key }) {
            leftOut.append("the [\(name)] shortcode, shown as written in \(paths.count == 1 ? paths.first! : "\(paths.count) pages") (WordPress's plugins drew it): write Markdown, HTML or a shortcode in its place")
        }
        var site = OldSite.fromExport(
            .wordpress, file: name, settings: settings, mediaFolders: uploadsFolders, media: uploads, publishedAt: "wp-content/uploads", leftOut: leftOut,
            written: written)
        site.translated = ["\(OldSite.postsAndPages(in: written)) of the export, as Markdown files holding their HTML (content/posts/, content/)"]
        return site
    }

    /// The export among the folder's files: the first `.xml` at its top that is one.
    static func exportName(in folder: URL) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter { $0.hasSuffix(".xml") }
        return names.first { readFileOpening(atPath: folder.appending(path: $0).path, count: 4096).map(WordPressExport.isExport) ?? false }
    }

    /// The front matter of a post or page: title, date on the author's clock, slug, its address
    /// when no pattern gives it, its terms, author and excerpt; a post not published is a draft.
    private static func frontMatter(of item: WordPressExport.Item, isPost: Bool, pattern: String?, siteAddress: String, authors: [String: String]?) -> String {
        var lines = ["---", "title: \(HTMLEntities.decoded(item.title).yamlQuoted)"]
        if let date = writtenDate(local: item.date, utc: item.dateGMT) { lines.append("date: \(date)") }
        if let modified = writtenDate(local: item.modifiedGMT, utc: item.modifiedGMT), item.modifiedGMT > item.dateGMT, !item.dateGMT.hasPrefix("0000") {
            lines.append("lastmod: \(modified)")
        }
        if !item.slug.isEmpty { lines.append("slug: \(OldSite.fileSlug(item.slug.removingPercentEncoding ?? item.slug).yamlQuoted)") }
        if let path = addressPath(item.link, siteAddress: siteAddress), pattern == nil || !isPost, item.status == "publish" {
            lines.append("url: \(path.yamlQuoted)")
        }
        // A post behind a password is kept as a draft: a static page cannot ask for one, and publishing it would show it to all.
        if item.status != "publish" && item.status != "future" || !item.password.isEmpty { lines.append("draft: true") }
        if item.isSticky { lines.append("pin: true") }
        let categories = item.categories.filter { $0 != "Uncategorized" && $0 != "Uncategorised" }
        if !categories.isEmpty { lines.append("categories: [\(categories.map(\.yamlQuoted).joined(separator: ", "))]") }
        if !item.tags.isEmpty { lines.append("tags: [\(item.tags.map(\.yamlQuoted).joined(separator: ", "))]") }
        if let authors, !item.creator.isEmpty { lines.append("author: \((authors[item.creator] ?? item.creator).yamlQuoted)") }
        let excerpt = item.excerpt.trimmingCharacters(in: .whitespacesAndNewlines)
        if !excerpt.isEmpty, !excerpt.contains("<") { lines.append("summary: \(HTMLEntities.decoded(excerpt).yamlQuoted)") }
        return lines.joined(separator: "\n") + "\n---\n\n"
    }

    /// `2024-01-01T10:00:00+01:00` from WordPress's local and UTC times (`2024-01-01 10:00:00`):
    /// the author's day and clock, with the offset between them.
    static func writtenDate(local: String, utc: String) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        guard let localTime = formatter.date(from: local) else { return nil }
        let stamp = local.replacingOccurrences(of: " ", with: "T")
        guard let utcTime = formatter.date(from: utc) else { return stamp }
        let minutes = Int((localTime.timeIntervalSince(utcTime) / 60).rounded())
        guard abs(minutes) < 24 * 60 else { return stamp }
        let sign = minutes < 0 ? "-" : "+"
        return stamp + sign + String(format: "%02d:%02d", abs(minutes) / 60, abs(minutes) % 60)
    }

    /// The path of an item's address on the old site (`/2024/01/01/hello-world/`); nil for an
    /// address by query (`/?p=1`, WordPress's plain permalinks) or another host.
    static func addressPath(_ link: String, siteAddress: String) -> String? {
        guard !link.isEmpty, !siteAddress.isEmpty, link.hasPrefix(siteAddress) else { return nil }
        let path = String(link.dropFirst(siteAddress.count))
        guard path.hasPrefix("/"), path.count > 1, !path.contains("?") else { return nil }
        return path.removingPercentEncoding ?? path
    }

    /// The pattern every published post's address follows, of those WordPress offers; nil when
    /// they follow none (each post then keeps its own with `url:`).
    private static func permalinkPattern(of posts: [WordPressExport.Item], siteAddress: String) -> String? {
        guard !posts.isEmpty else { return nil }
        let candidates = ["/:year/:month/:day/:slug/", "/:year/:month/:slug/", "/:slug/", "/:year/:slug/", "/blog/:slug/", "/:year/:month/:day/:slug.html", "/:slug.html"]
        return candidates.first { pattern in
            posts.allSatisfy { item in
                guard let path = addressPath(item.link, siteAddress: siteAddress), item.date.count >= 10, !item.slug.isEmpty else { return false }
                let date = item.date
                let expected = pattern
                    .replacingOccurrences(of: ":year", with: String(date.prefix(4)))
                    .replacingOccurrences(of: ":month", with: String(date.dropFirst(5).prefix(2)))
                    .replacingOccurrences(of: ":day", with: String(date.dropFirst(8).prefix(2)))
                    .replacingOccurrences(of: ":slug", with: item.slug.removingPercentEncoding ?? item.slug)
                return path == expected || path + "/" == expected
            }
        }
    }

    /// The content with the old site's uploads (`https://old.example/wp-content/uploads/2024/01/a.png`,
    /// WordPress.com's `https://old.files.wordpress.com/2024/01/a.png`) at the new site's copy of them.
    private static func withOwnUploads(_ content: String, siteAddress: String) -> String {
        var content = content
        if !siteAddress.isEmpty {
            content = content.replacingOccurrences(of: siteAddress + "/wp-content/uploads/", with: "/wp-content/uploads/")
            if siteAddress.hasPrefix("https://") {
                content = content.replacingOccurrences(of: "http://" + siteAddress.dropFirst(8) + "/wp-content/uploads/", with: "/wp-content/uploads/")
            }
        }
        for match in ScriptValues.allMatches(#"(https?://[a-z0-9-]+\.files\.wordpress\.com/)\d{4}/"#, in: content).compactMap(\.first) {
            content = content.replacingOccurrences(of: match, with: "/wp-content/uploads/")
        }
        return content
    }

    /// The content with links to the old site's own pages (`href="https://old.example/2024/01/05/x/"`,
    /// `href="https://old.example/?p=12"`) from the site's root (`href="/2024/01/05/x/"`): they keep
    /// leading to the post on the new site's host, and the build checks that they lead somewhere.
    /// A file of the uploads (`/wp-content/uploads/report.pdf`) is linked there only when the new site has them.
    static func withOwnLinks(_ content: String, siteAddress: String, addressesByID: [String: String], filesByPage: [String: String], hasUploads: Bool) -> String {
        guard let schemeEnd = siteAddress.range(of: "://") else { return content }
        let host = NSRegularExpression.escapedPattern(for: String(siteAddress[schemeEnd.upperBound...]))
        guard content.contains(siteAddress[schemeEnd.upperBound...]) else { return content }
        return ScriptValues.replacingMatches(of: ##"href="https?://"## + host + ##"(/[^"#?]*)?(?:\?p=(\d+))?(#[^"]*)?""##, in: content) { link in
            // `?p=12` is the item of that id; an address with another query stays as written.
            var path = link[2].isEmpty ? (link[1].isEmpty ? "/" : link[1]) : addressesByID[link[2]]
            if !hasUploads, path?.hasPrefix("/wp-content/") == true { path = nil }
            if let page = path, let file = filesByPage[page] ?? filesByPage[page + "/"] { path = file }
            return path.map { "href=\"" + $0 + link[3] + "\"" } ?? link[0]
        }
    }

}
