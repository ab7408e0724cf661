import Foundation

/// A Blogger export: the Atom file Blogger's Settings → Back up content writes
/// (`blog-05-01-2024.xml`, each entry's kind in a `kind#post` category, a draft marked by
/// `app:draft`) or the one Google Takeout writes (`Takeout/Blogger/Blogs/NAME/feed.atom`, each
/// entry's `blogger:type`, `blogger:status` and `blogger:filename`). The blog's title and address,
/// and each post, page and comment with the fields a new site needs; read with Foundation's XML
/// parser, only read.
struct BloggerExport {
    struct Entry {
        /// `post`, `page`, `comment`, or Blogger's own (`settings`, `template`).
        var kind = ""
        var title = ""
        var content = ""
        /// As written: `2013-05-01T10:00:00.000-07:00` (the blog's clock), or Takeout's UTC `…Z`.
        var published = ""
        var updated = ""
        var labels: [String] = []
        /// The post's address on the blog (`https://x.blogspot.com/2013/05/title.html`); empty for a draft.
        var link = ""
        /// Takeout's path of the post (`/2013/05/title.html`).
        var filename = ""
        var author = ""
        var isDraft = false
        /// Takeout's `LIVE`, `DRAFT`, `SCHEDULED`, `SOFT_TRASHED`; empty in Blogger's own export.
        var status = ""
        var metaDescription = ""

        /// The post's path on the old blog (`/2013/05/title.html`), from Takeout's filename or the post's address.
        var oldPath: String? {
            if filename.hasPrefix("/") { return filename }
            guard let url = URL(string: link), url.host() != nil else { return nil }
            let path = url.path()
            return path.isEmpty || path == "/" ? nil : path
        }
    }

    var title = ""
    var subtitle = ""
    var link = ""
    var entries: [Entry] = []

    /// Whether `data` begins as a Blogger export does: an Atom feed of Blogger's.
    static func isExport(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(8192), as: UTF8.self)
        return head.contains("<feed") && (head.contains("tag:blogger.com,1999:blog-") || head.contains("schemas.google.com/blogger/"))
    }

    /// The export in `data`; nil with the parser's reason when it is no well-formed XML, or cut short.
    static func read(_ data: Data) -> (export: BloggerExport?, problem: String?) {
        let reader = Reader()
        if let problem = reader.read(data) { return (nil, problem) }
        return (reader.export, nil)
    }

    /// Collects the elements it knows, by their qualified names (`blogger:type`), as the parser meets them.
    private final class Reader: ExportXMLReader {
        var export = BloggerExport()
        private var entry: Entry?

        init() { super.init(root: "feed") }

        override func started(_ name: String, attributes: [String: String]) {
            switch name {
            case "entry": entry = Entry()
            case "category" where parent == "entry":
                let scheme = attributes["scheme"] ?? "", term = attributes["term"] ?? ""
                if scheme.hasSuffix("2005#kind") {
                    entry?.kind = String(term.split(separator: "#").last ?? "")
                } else if !term.isEmpty {
                    entry?.labels.append(term)
                }
            case "link" where attributes["rel"] == "alternate":
                if parent == "entry" { entry?.link = attributes["href"] ?? "" } else if parent == "feed" { export.link = attributes["href"] ?? "" }
            case "thr:in-reply-to" where parent == "entry":
                entry?.kind = "comment"
            default: break
            }
        }

        override func ended(_ name: String) {
            if var current = entry {
                switch name {
                case "entry":
                    export.entries.append(current)
                    entry = nil
                    return
                case "title" where parent == "entry": current.title = text
                case "content" where parent == "entry": current.content = text
                case "published" where parent == "entry": current.published = text.trimmingSpaces()
                case "updated" where parent == "entry": current.updated = text.trimmingSpaces()
                case "name" where parent == "author" && current.author.isEmpty: current.author = text.trimmingSpaces()
                case "app:draft": current.isDraft = text.trimmingSpaces() == "yes"
                case "blogger:type" where parent == "entry": current.kind = text.trimmingSpaces().lowercased()
                case "blogger:status": current.status = text.trimmingSpaces()
                // Takeout marks a post in the bin with the time it went there.
                case "blogger:trashed" where !text.trimmingSpaces().isEmpty: current.status = "SOFT_TRASHED"
                case "blogger:filename": current.filename = text.trimmingSpaces()
                case "blogger:metaDescription": current.metaDescription = text
                default: break
                }
                entry = current
                return
            }
            switch name {
            case "title" where parent == "feed": export.title = text
            case "subtitle" where parent == "feed": export.subtitle = text
            default: break
            }
        }
    }
}
