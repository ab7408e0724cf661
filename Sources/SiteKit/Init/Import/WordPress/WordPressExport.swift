import Foundation

/// A WordPress export (WXR, the file Tools → Export writes): the site's title, address and
/// language, its authors' names, and each item (post, page, attachment) with the fields a new
/// site needs. Read with Foundation's XML parser; the export is only read.
struct WordPressExport {
    struct Item {
        var title = ""
        var link = ""
        var creator = ""
        var content = ""
        var excerpt = ""
        var slug = ""
        var status = ""
        var type = ""
        /// `wp:post_date` (the author's clock) and `wp:post_date_gmt`, as written (`2024-01-01 10:00:00`).
        var date = ""
        var dateGMT = ""
        var modifiedGMT = ""
        var categories: [String] = []
        var tags: [String] = []
        var attachmentURL = ""
        /// A password WordPress asks readers for; a static page can ask for none.
        var password = ""
        var id = ""
        var parent = ""
        var commentCount = 0
        /// A sticky post, which WordPress lists first on the home page.
        var isSticky = false
    }

    var title = ""
    var link = ""
    var description = ""
    var language = ""
    /// Display names by login (`admin` → `Jane Doe`).
    var authors: [String: String] = [:]
    var items: [Item] = []

    /// Whether `data` begins as a WordPress export does (an RSS file naming WordPress's export namespace).
    static func isExport(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        return head.contains("<rss") && head.contains("wordpress.org/export/")
    }

    /// The export in `data`; nil with the parser's reason when it is no well-formed XML, or cut
    /// short (a download that stopped ends before its `</rss>`).
    static func read(_ data: Data) -> (export: WordPressExport?, problem: String?) {
        let reader = Reader()
        if let problem = reader.read(data) { return (nil, problem) }
        return (reader.export, nil)
    }

    /// Collects the elements it knows, by their qualified names (`wp:post_name`), as the parser meets them.
    private final class Reader: ExportXMLReader {
        var export = WordPressExport()
        private var item: Item?
        private var authorLogin = ""
        private var authorName = ""
        private var categoryDomain = ""

        init() { super.init(root: "rss") }

        override func started(_ name: String, attributes: [String: String]) {
            switch name {
            case "item": item = Item()
            case "category": categoryDomain = attributes["domain"] ?? ""
            case "wp:author": (authorLogin, authorName) = ("", "")
            default: break
            }
        }

        override func ended(_ name: String) {
            if var current = item {
                switch name {
                case "item":
                    export.items.append(current)
                    item = nil
                    return
                case "title" where parent == "item": current.title = text
                case "link" where parent == "item": current.link = text.trimmingCharacters(in: .whitespacesAndNewlines)
                case "dc:creator": current.creator = text
                case "content:encoded": current.content = text
                case "excerpt:encoded": current.excerpt = text
                case "wp:post_name": current.slug = text
                case "wp:status": current.status = text
                case "wp:post_type": current.type = text
                case "wp:post_date": current.date = text
                case "wp:post_date_gmt": current.dateGMT = text
                case "wp:post_modified_gmt": current.modifiedGMT = text
                case "wp:attachment_url": current.attachmentURL = text
                case "wp:post_password": current.password = text
                case "wp:post_id": current.id = text
                case "wp:post_parent": current.parent = text
                case "wp:comment_approved" where text == "1": current.commentCount += 1
                case "wp:is_sticky": current.isSticky = text.trimmingSpaces() == "1"
                case "category" where parent == "item":
                    if categoryDomain == "category" { current.categories.append(text) }
                    if categoryDomain == "post_tag" { current.tags.append(text) }
                default: break
                }
                item = current
                return
            }
            switch name {
            case "title" where parent == "channel": export.title = text
            case "link" where parent == "channel": export.link = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case "description" where parent == "channel": export.description = text
            case "language" where parent == "channel": export.language = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case "wp:author_login": authorLogin = text
            case "wp:author_display_name": authorName = text
            case "wp:author": if !authorLogin.isEmpty, !authorName.isEmpty { export.authors[authorLogin] = authorName }
            default: break
            }
        }
    }

    /// The media library: each attachment's file and title by its id, and the ids attached to each post.
    var media: WordPressMedia {
        var media = WordPressMedia()
        for item in items where item.type == "attachment" && !item.attachmentURL.isEmpty {
            media.files[item.id] = (item.attachmentURL, item.title)
            if !item.parent.isEmpty, item.parent != "0" { media.attached[item.parent, default: []].append(item.id) }
        }
        return media
    }
}

/// The pictures and sounds a post's shortcodes name by id (`[gallery ids="7,8"]`) or by being
/// attached to it (`[gallery]`).
struct WordPressMedia {
    var files: [String: (url: String, title: String)] = [:]
    var attached: [String: [String]] = [:]
}
