import Foundation

/// What a Ghost export (Settings → Advanced → Export content, or Labs → Export in Ghost 1 to 4) holds
/// that a new site needs: the posts and pages with their tags and authors, and the site's
/// settings. The file is Ghost's database as JSON, `{"db": [{"meta": …, "data": {"posts": […],
/// "tags": […], "posts_tags": […], "users": […], "settings": […]}}]}`; users' e-mail addresses and
/// password hashes are in it too, and are never read.
struct GhostExport {
    struct Post {
        var id: String
        var title: String
        var slug: String
        /// `post` or `page` (Ghost 1 to 3 write `page: 1` for a page).
        var type: String
        /// `published`, `draft`, `scheduled`, or `sent` (a newsletter sent by e-mail only).
        var status: String
        /// `public`, or who may read it (`members`, `paid`, `tiers`).
        var visibility: String
        var publishedAt: Date?
        var updatedAt: Date?
        var createdAt: Date?
        /// The Markdown the writer wrote, where the post is Markdown alone (Ghost 0.x's `markdown`,
        /// a post of one Markdown card); nil when it is Ghost's editor's cards (its `html` is used).
        var markdown: String?
        var html: String
        var excerpt: String
        var metaDescription: String
        var featureImage: String
        var featureImageAlt: String
        var featureImageCaption: String
        var featured: Bool
        /// The public tags' names in the post's order (Ghost's internal `#tags` left out).
        var tags: [String] = []
        /// The authors' names in the post's order.
        var authors: [String] = []
        /// The post injects code into the page (`codeinjection_head`/`_foot`).
        var injectsCode: Bool
    }

    var title = ""
    var description = ""
    var language = ""
    /// The time zone the writer set (`Europe/Berlin`), in which dates are written.
    var timeZone = ""
    /// Ghost 1's permalink setting (`/:year/:month/:slug/`); later Ghosts keep it in `routes.yaml`.
    var permalinks = ""
    var navigation: [(label: String, url: String)] = []
    /// The posts and pages, their links and pictures from the site's root (Ghost's `__GHOST_URL__` taken out).
    var posts: [Post] = []

    /// Whether `opening` (a file's first bytes) is a Ghost export's.
    static func isExport(_ opening: Data) -> Bool {
        let text = String(decoding: opening.prefix(4096), as: UTF8.self)
        // Ghost writes `{"db":[{"meta":{"exported_on":…`; a tool that rewrote it may order the keys otherwise.
        return text.range(of: #"^\s*\{\s*"db"\s*:\s*\[\s*\{"#, options: .regularExpression) != nil
            || text.hasPrefix("{") && text.contains("\"exported_on\"") && text.contains("\"meta\"")
    }

    /// The export in `data`, or why it cannot be read.
    static func read(_ data: Data) -> (export: GhostExport?, problem: String?) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            return (nil, "not valid JSON: \(error.localizedDescription)")
        }
        // `{"db": [{"meta", "data"}]}`, or the inner object alone.
        var database = root as? [String: Any]
        if let list = database?["db"] as? [[String: Any]] { database = list.first }
        guard let tables = database?["data"] as? [String: Any], let posts = tables["posts"] as? [[String: Any]] else {
            return (nil, "it holds no \"data\" with \"posts\"")
        }
        var export = GhostExport()
        let settings = Dictionary(
            (tables["settings"] as? [[String: Any]] ?? []).compactMap { row in (row["key"] as? String).map { ($0, text(row["value"])) } },
            uniquingKeysWith: { first, _ in first })
        export.title = settings["title"] ?? ""
        export.description = settings["description"] ?? ""
        export.language = settings["locale"] ?? settings["lang"] ?? ""
        export.timeZone = settings["timezone"] ?? settings["active_timezone"] ?? ""
        export.permalinks = settings["permalinks"] ?? ""
        if let json = settings["navigation"]?.data(using: .utf8), let links = try? JSONSerialization.jsonObject(with: json) as? [[String: Any]] {
            export.navigation = links.compactMap { link in
                guard let label = link["label"] as? String, let url = link["url"] as? String, !label.isEmpty, !url.isEmpty else { return nil }
                return (label, siteRelative(url))
            }
        }

        let tagNames = Dictionary(
            (tables["tags"] as? [[String: Any]] ?? []).compactMap { row -> (String, String)? in
                let name = text(row["name"])
                // Internal tags (`#podcast`) sort posts for the theme; readers never see them.
                guard !name.isEmpty, !name.hasPrefix("#"), text(row["visibility"]) != "internal" else { return nil }
                return (text(row["id"]), name)
            }, uniquingKeysWith: { first, _ in first })
        let userNames = Dictionary(
            (tables["users"] as? [[String: Any]] ?? []).map { (text($0["id"]), text($0["name"])) }, uniquingKeysWith: { first, _ in first })
        let meta = Dictionary(
            (tables["posts_meta"] as? [[String: Any]] ?? []).map { (text($0["post_id"]), $0) }, uniquingKeysWith: { first, _ in first })
        let tagsByPost = linked(tables["posts_tags"], from: "post_id", to: "tag_id", names: tagNames)
        var authorsByPost = linked(tables["posts_authors"], from: "post_id", to: "author_id", names: userNames)

        for row in posts {
            let id = text(row["id"])
            if authorsByPost[id] == nil, let name = userNames[text(row["author_id"])], !name.isEmpty { authorsByPost[id] = [name] }
            let isPage = text(row["type"]) == "page" || text(row["page"]) == "1" || text(row["page"]) == "true"
            var post = Post(
                id: id, title: text(row["title"]), slug: OldSite.fileSlug(text(row["slug"])), type: isPage ? "page" : "post", status: text(row["status"]),
                visibility: text(row["visibility"]).isEmpty ? "public" : text(row["visibility"]),
                publishedAt: date(row["published_at"]), updatedAt: date(row["updated_at"]), createdAt: date(row["created_at"]),
                markdown: writtenMarkdown(of: row).map(siteRelative), html: siteRelative(text(row["html"])), excerpt: text(row["custom_excerpt"]),
                metaDescription: text(row["meta_description"]).isEmpty ? text(meta[id]?["meta_description"]) : text(row["meta_description"]),
                featureImage: ImportedHTML.webAddress(siteRelative(text(row["feature_image"]).isEmpty ? text(row["image"]) : text(row["feature_image"]))),
                featureImageAlt: text(meta[id]?["feature_image_alt"]), featureImageCaption: siteRelative(text(meta[id]?["feature_image_caption"])),
                featured: text(row["featured"]) == "1" || text(row["featured"]) == "true",
                injectsCode: !text(row["codeinjection_head"]).isEmpty || !text(row["codeinjection_foot"]).isEmpty)
            post.tags = tagsByPost[id] ?? []
            post.authors = authorsByPost[id] ?? []
            export.posts.append(post)
        }
        return (export, nil)
    }

    /// A table of links (`posts_tags`) as the names linked to each post, in the links' `sort_order`.
    private static func linked(_ table: Any?, from: String, to: String, names: [String: String]) -> [String: [String]] {
        let rows = (table as? [[String: Any]] ?? []).sorted { (Int(text($0["sort_order"])) ?? 0) < (Int(text($1["sort_order"])) ?? 0) }
        var result: [String: [String]] = [:]
        for row in rows {
            guard let name = names[text(row[to])], !name.isEmpty else { continue }
            let post = text(row[from])
            if result[post]?.contains(name) != true { result[post, default: []].append(name) }
        }
        return result
    }

    /// The writer's own Markdown, where the post is nothing else: Ghost 0.x's `markdown` field, or a
    /// document of the editor (mobiledoc, Ghost 1 to 4; lexical, Ghost 5) made only of Markdown
    /// cards (and HTML cards, which Markdown holds as they are).
    private static func writtenMarkdown(of row: [String: Any]) -> String? {
        if let markdown = row["markdown"] as? String, !markdown.isEmpty { return markdown }
        if let json = (row["mobiledoc"] as? String)?.data(using: .utf8), let document = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let cards = document["cards"] as? [[Any]], let sections = document["sections"] as? [[Any]], !sections.isEmpty
        {
            var parts: [String] = []
            for section in sections {
                // A card section is `[10, index]`; any other (a paragraph of the rich editor) means cards of Ghost's own.
                guard section.count == 2, text(section[0]) == "10", let index = Int(text(section[1])), cards.indices.contains(index) else { return nil }
                let card = cards[index]
                guard card.count == 2, let name = card[0] as? String, let payload = card[1] as? [String: Any] else { return nil }
                switch name {
                case "markdown", "card-markdown": parts.append(text(payload["markdown"]))
                case "html": parts.append(text(payload["html"]))
                default: return nil
                }
            }
            return parts.joined(separator: "\n\n")
        }
        if let json = (row["lexical"] as? String)?.data(using: .utf8), let document = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let children = (document["root"] as? [String: Any])?["children"] as? [[String: Any]], !children.isEmpty
        {
            var parts: [String] = []
            for child in children {
                switch text(child["type"]) {
                case "markdown": parts.append(text(child["markdown"]))
                case "html": parts.append(text(child["html"]))
                default: return nil
                }
            }
            return parts.joined(separator: "\n\n")
        }
        return nil
    }

    /// Text without Ghost's stand-in for the site's own address (`__GHOST_URL__/content/images/a.png`,
    /// which Ghost fills in when it serves a page): a path from the site's root.
    private static func siteRelative(_ text: String) -> String {
        text.replacingOccurrences(of: "__GHOST_URL__", with: "")
    }

    /// A field as text: a string, a number (`1`), a boolean (`true`); empty for null or none.
    static func text(_ value: Any?) -> String {
        switch value {
        case let string as String: return string
        case let number as NSNumber:
            // JSON's true and false come as NSNumber too.
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.stringValue
        default: return ""
        }
    }

    /// A time as Ghost writes it: `2020-05-09T09:23:00.000Z`, `2018-10-10 10:00:00` (UTC), or
    /// milliseconds since 1970 (Ghost 0.x).
    private static func date(_ value: Any?) -> Date? {
        if let number = value as? NSNumber, String(cString: number.objCType) != "c" {
            return Date(timeIntervalSince1970: number.doubleValue / 1000)
        }
        let written = text(value)
        guard !written.isEmpty else { return nil }
        if let milliseconds = Double(written), !written.contains("-") { return Date(timeIntervalSince1970: milliseconds / 1000) }
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = iso.date(from: written) { return date }
        iso.formatOptions = [.withInternetDateTime]
        if let date = iso.date(from: written) { return date }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.date(from: String(written.prefix(19)))
    }
}
