import Charts
import Diagnostics
import Foundation

/// A Substack publication, as its export (Settings → Exports → New export, unzipped) holds it:
/// `posts.csv` (each post's id, date, whether it is published, its type, audience, title and
/// subtitle) and `posts/ID.html`, each post's body. Each published post becomes a Markdown file of
/// `content/posts/` at Substack's address (`/p/SLUG/`, which keeps it on a custom domain),
/// holding its HTML (see `SubstackContent`); drafts stay drafts, and so do posts for paying
/// subscribers (a static page cannot ask who reads it). The subscribers' list is never read.
enum SubstackSite {
    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard isFolder("posts", in: folder), let data = readFile(atPath: folder.appending(path: "posts.csv").path) else { return nil }
        // A spreadsheet that saved it again may have put a byte order mark before the first title.
        let text = String(decoding: data, as: UTF8.self)
        let rows = DelimitedRows.rows(of: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        guard let header = rows.first, header.first == "post_id", header.contains("title") else { return nil }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        func value(_ row: [String], _ name: String) -> String {
            guard let index = column(name), index < row.count else { return "" }
            return row[index].trimmingCharacters(in: .whitespaces)
        }
        var settings = ImportedSettings()
        settings.permalink = "/p/:slug/"
        // Each post's row, slug and body; discussion threads are the readers' comments, no posts.
        var posts: [(row: [String], slug: String, body: String)] = []
        var threads = 0
        var missing: [String] = []
        for row in rows.dropFirst() where !row.allSatisfy(\.isEmpty) {
            let id = value(row, "post_id")
            if value(row, "type") == "thread" {
                threads += 1
                continue
            }
            guard let body = readFile(atPath: folder.appending(path: "posts/\(id).html").path).map({ String(decoding: $0, as: UTF8.self) }) else {
                missing.append("posts/\(id).html")
                continue
            }
            // `12345.my-first-post`: Substack's number, then the post's slug.
            let slug = id.split(separator: ".", maxSplits: 1).dropFirst().first.map { OldSite.fileSlug(String($0)) } ?? nameSlug(value(row, "title"), hyphenating: true)
            posts.append((row, slug.isEmpty ? "untitled" : slug, body))
        }
        // Each body as Markdown, then the host their links to one another name (`jane.substack.com`,
        // or a custom domain's), a card of another post among them.
        let texts = posts.map { SubstackContent.markdown(of: $0.body) }
        let ownSlugs = Set(posts.map(\.slug))
        let ownHost = Self.ownHost(in: texts, slugs: ownSlugs)
        var written: [(path: String, text: String)] = []
        var usedPaths: Set<String> = []
        var paid = 0
        for ((row, slug, _), converted) in zip(posts, texts) {
            let type = value(row, "type")
            let title = value(row, "title")
            let published = value(row, "is_published").lowercased() == "true"
            let audience = value(row, "audience")
            let forEveryone = audience.isEmpty || audience == "everyone"
            if published, !forEveryone { paid += 1 }
            let date = value(row, "post_date")
            let isPage = type == "page"
            var path = isPage ? "content/\(slug).md" : "content/posts/\(date.count >= 10 ? String(date.prefix(10)) + "-" : "")\(slug).md"
            while usedPaths.contains(path) { path = path.replacingOccurrences(of: ".md", with: "-1.md") }
            usedPaths.insert(path)
            var lines = ["---", "title: \((title.isEmpty ? slug : title).yamlQuoted)"]
            if !date.isEmpty { lines.append("date: \(date.replacingOccurrences(of: #"\.\d+Z$"#, with: "Z", options: .regularExpression))") }
            lines.append("slug: \(slug.yamlQuoted)")
            if !published || !forEveryone { lines.append("draft: true") }
            let subtitle = value(row, "subtitle")
            if !subtitle.isEmpty { lines.append("summary: \(subtitle.yamlQuoted)") }
            var text = converted
            if let ownHost { text = Self.withOwnLinks(text, host: ownHost, slugs: ownSlugs) }
            // A podcast's episode plays at the top, as on Substack.
            let episode = value(row, "podcast_url")
            if !episode.isEmpty { text = "<audio controls preload=\"metadata\" src=\"\(episode.xmlEscaped)\"></audio>\n\n" + text }
            written.append((path, lines.joined(separator: "\n") + "\n---\n\n" + text))
        }
        var leftOut = [
            "Substack's look, comments, likes and the subscribers' list (the export's email_list, never read)",
            "the publication's name, description and address, which the export does not hold: set title, description and base_url in site.yml",
        ]
        if paid > 0 { leftOut.append(OldSite.keptFromReaders(paid, for: "paying subscribers")) }
        if threads > 0 { leftOut.append("\(threads) discussion \(threads == 1 ? "thread" : "threads") (the readers' comments)") }
        if !missing.isEmpty { leftOut.append("\(missing.count) \(missing.count == 1 ? "post" : "posts") that posts.csv names without its file (\(shortList(missing, limit: 3)))") }
        if written.contains(where: { $0.text.contains("substack-post-media") || $0.text.contains("substackcdn.com") }) {
            leftOut.append("the pictures, which stay on Substack's servers (an export holds none): download them into static/ and point the posts at them to keep them should Substack remove them")
        }
        var site = OldSite.fromExport(.substack, file: "posts.csv", settings: settings, leftOut: leftOut, written: written)
        site.translated = ["\(OldSite.postsAndPages(in: written)) of the export, as Markdown files holding their HTML (content/posts/, content/)"]
        return site
    }

    /// The host the posts' links to one another name: of the links to `/p/SLUG` with one of the
    /// export's own slugs, the commonest host; nil when no post links to another.
    private static func ownHost(in bodies: [String], slugs: Set<String>) -> String? {
        var counts: [String: Int] = [:]
        for body in bodies {
            for match in ScriptValues.allMatches(#"href="https?://([^/"]+)/p/([^/?#"]+)"#, in: body) where match.count == 2 && slugs.contains(match[1]) {
                counts[match[0], default: 0] += 1
            }
        }
        return counts.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }?.key
    }

    /// The text with links to its own posts on the old host (`https://jane.substack.com/p/slug?utm…`)
    /// leading to them here (`/p/slug/`), a heading's fragment kept.
    private static func withOwnLinks(_ text: String, host: String, slugs: Set<String>) -> String {
        let pattern = ##"href="https?://"## + NSRegularExpression.escapedPattern(for: host) + ##"/p/([^/?#"]+)/?(?:\?[^"#]*)?(#[^"]*)?""##
        return ScriptValues.replacingMatches(of: pattern, in: text) { link in
            guard slugs.contains(link[1]) else { return link[0] }
            let fragment = link[2].hasPrefix("#:~:") ? "" : link[2]
            return "href=\"/p/\(link[1])/\(fragment)\""
        }
    }
}
