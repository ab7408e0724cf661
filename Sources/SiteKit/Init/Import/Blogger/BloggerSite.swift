import Diagnostics
import Foundation

/// A Blogger blog, as its export holds it: `site init NEW --from blog-05-01-2024.xml` (Blogger's
/// Settings → Back up content) or `--from feed.atom` (Google Takeout), or a folder holding either.
/// Each post becomes a Markdown file of `content/posts/`, each page one of `content/`, at the very
/// address Blogger gave it (`/2013/05/title.html`, `/p/about.html`), so links from elsewhere keep
/// working; labels are tags, drafts and scheduled posts stay drafts, comments stay behind.
enum BloggerSite {
    static func read(_ folder: URL, export name: String? = nil) throws(Diagnostic) -> OldSite? {
        guard let name = name ?? exportName(in: folder), let data = readFile(atPath: folder.appending(path: name).path),
            BloggerExport.isExport(data)
        else { return nil }
        let (read, problem) = BloggerExport.read(data)
        guard let export = read else {
            throw .error("\(folder.appending(path: name).path) is a Blogger export that cannot be read (\(problem ?? "not XML")); back up the content again from Blogger's settings")
        }
        var settings = ImportedSettings()
        settings.title = HTMLEntities.decoded(export.title).trimmedOrNil
        settings.description = HTMLEntities.decoded(export.subtitle).trimmedOrNil
        if let home = URL(string: export.link), home.host() != nil { settings.baseURL = export.link.hasSuffix("/") ? export.link : export.link + "/" }
        let entries = export.entries.filter { ($0.kind == "post" || $0.kind == "page") && !$0.status.hasSuffix("TRASHED") && $0.status != "DELETED" }
        let authors = Set(entries.map(\.author).filter { !$0.isEmpty })
        if authors.count == 1 { settings.author = authors.first }

        let host = URL(string: export.link)?.host()
        var written: [(path: String, text: String)] = []
        var usedPaths: Set<String> = []
        for entry in entries {
            let isPost = entry.kind == "post"
            let oldPath = entry.oldPath
            var slug = oldPath.map { String($0.split(separator: "/").last ?? "").replacingOccurrences(of: ".html", with: "") } ?? ""
            if slug.isEmpty { slug = nameSlug(HTMLEntities.decoded(entry.title), hyphenating: true) }
            slug = OldSite.fileSlug(slug.isEmpty ? "untitled" : slug)
            let day = entry.published.count >= 10 ? String(entry.published.prefix(10)) : ""
            var path = isPost ? "content/posts/\(day.isEmpty ? "" : day + "-")\(slug).md" : "content/\(slug).md"
            while usedPaths.contains(path) { path = path.replacingOccurrences(of: ".md", with: "-1.md") }
            usedPaths.insert(path)
            var body = BloggerContent.markdown(of: entry.content)
            // Links to the blog's own posts (`http://steps.blogspot.com/2013/06/june.html`) lead here, where the posts keep their paths.
            if let host {
                for scheme in ["http://", "https://"] { body = body.replacingOccurrences(of: "href=\"" + scheme + host + "/", with: "href=\"/") }
            }
            written.append((path, frontMatter(of: entry, oldPath: oldPath, authors: authors.count > 1) + body))
        }
        var leftOut = ["the old template (the default theme draws the pages, lists and menu)"]
        let comments = export.entries.filter { $0.kind == "comment" }.count
        if comments > 0 {
            leftOut.append("\(comments) \(comments == 1 ? "comment" : "comments") of readers (a static site shows none; a comment service can take them in)")
        }
        if entries.contains(where: { $0.content.contains("blogger.googleusercontent.com") || $0.content.contains(".bp.blogspot.com") }) {
            leftOut.append("the pictures, which stay on Google's servers (an export holds none): download them into static/ and point the posts at them to keep them should Blogger remove them")
        }
        leftOut.append("the label pages' addresses (/search/label/NAME): each label's posts are at /tags/NAME/ now")
        var site = OldSite.fromExport(.blogger, file: name, settings: settings, leftOut: leftOut, written: written)
        site.translated = ["\(OldSite.postsAndPages(in: written)) of the export (content/posts/, content/), each at its address on Blogger"]
        return site
    }

    /// The export among the folder's files: the first `.xml` or `.atom` at its top that is one.
    static func exportName(in folder: URL) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter { $0.hasSuffix(".xml") || $0.hasSuffix(".atom") }
        return names.first { readFileOpening(atPath: folder.appending(path: $0).path, count: 8192).map(BloggerExport.isExport) ?? false }
    }

    /// Title, date (as Blogger wrote it, on the blog's clock), the old address, labels as tags;
    /// a draft or scheduled post is a draft.
    private static func frontMatter(of entry: BloggerExport.Entry, oldPath: String?, authors: Bool) -> String {
        let title = HTMLEntities.decoded(entry.title).trimmingSpaces()
        var lines = ["---", "title: \((title.isEmpty ? "Untitled" : title).yamlQuoted)"]
        if !entry.published.isEmpty { lines.append("date: \(entry.published.yamlQuoted)") }
        if entry.updated.prefix(10) > entry.published.prefix(10), !entry.published.isEmpty { lines.append("lastmod: \(entry.updated.yamlQuoted)") }
        if let oldPath, !entry.isDraft { lines.append("url: \(oldPath.yamlQuoted)") }
        if entry.isDraft || entry.status == "DRAFT" || entry.status == "SCHEDULED" { lines.append("draft: true") }
        let labels = entry.labels.map(HTMLEntities.decoded)
        if !labels.isEmpty { lines.append("tags: [\(labels.map(\.yamlQuoted).joined(separator: ", "))]") }
        if authors, !entry.author.isEmpty { lines.append("author: \(entry.author.yamlQuoted)") }
        if let description = HTMLEntities.decoded(entry.metaDescription).trimmedOrNil { lines.append("description: \(description.yamlQuoted)") }
        return lines.joined(separator: "\n") + "\n---\n\n"
    }
}
