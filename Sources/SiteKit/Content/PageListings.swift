import Foundation

/// A list of pages a page shows where its text says, as Quarto's `listing:` with an `id` does on a
/// home page (`listing: [{id: recent-posts, contents: posts, max-items: 3}]`, shown in the page's
/// `::: {#recent-posts}` block), or a Hugo Blox landing page's collection block does
/// (`LandingSections`): the newest pages of those folders, with their dates and summaries.
struct PageListing: Sendable, Equatable {
    var id: String
    /// Folders below the page's own (`posts`, `.` for its own), as `contents:` names them.
    var folders: [String]
    var maxItems: Int?
    /// Only the pages marked `featured: true` (Hugo Blox's `featured_only`), or only the others
    /// (`exclude_featured`); nil for all of them.
    var featured: Bool? = nil

    /// The text that stands where a listing goes when no block of the page's has its id (a Hugo Blox
    /// collection's place among the landing page's blocks): a word Markdown keeps as it is.
    static func marker(_ id: String) -> String { "zzsitelisting" + id.filter { $0.isLetter || $0.isNumber } + "zz" }

    /// The listings a `listing:` value holds (one mapping, or a list of them); one without an `id`
    /// (`blog.qmd`'s `listing: {contents: posts}`) has an empty one and follows the page's text.
    static func read(_ node: YAMLNode) -> [PageListing] {
        let items: [YAMLNode]
        if case .sequence(let list) = node.value { items = list } else { items = [node] }
        return items.compactMap { item in
            guard item.mappingEntries != nil else { return nil }
            let id = item["id"]?.text ?? ""
            let contents = item["contents"]
            var written: [String] = []
            if case .sequence(let list)? = contents?.value { written = list.compactMap(\.text) } else if let one = contents?.text { written = [one] }
            // A folder (`posts/`, `posts/*`); a data file's listing (`news.yml`) is not one of pages.
            let folders = written.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/*")) }
                .filter { !$0.contains(".") || $0 == "." }
            return PageListing(id: id, folders: folders, maxItems: item["max-items"]?.text.flatMap { Int($0) })
        }
    }
}

/// Whether the home page or a page has listings with an id to fill, read through the array (a
/// copy of a page would retain each of its fields).
func holdsListings(home: Page?, pages: [Page]) -> Bool {
    home?.listings.isEmpty == false || pages.indices.contains { !pages[$0].listings.isEmpty }
}

extension Page {
    /// The order of a Quarto listing (its `sort: "date desc"`): newest first, pages without a date
    /// after them by title.
    static func newestFirst(_ a: Page, _ b: Page) -> Bool {
        if let x = a.date, let y = b.date, x != y { return x > y }
        if (a.date == nil) != (b.date == nil) { return a.date != nil }
        return (a.title, a.source.path) < (b.title, b.source.path)
    }
}

/// Puts each listing of `page` where its marker (`PageListing.marker`) or its block (`<div id="ID">`)
/// is, or after the text when it has none: the pages of its folders, newest first, as the theme draws
/// a section's pages.
func fillListings(of page: inout Page, from pages: [Page], config: SiteConfig) {
    let dates = DateText(timeZone: config.timeZone, language: config.language)
    for listing in page.listings {
        let base = page.source.folder
        let folders = listing.folders.map { folder in
            folder == "." || folder.isEmpty ? base : (base.isEmpty ? folder : base + "/" + folder)
        }
        var members = pages.filter { member in
            member.source.path != page.source.path && !member.isSection
                && folders.contains { folder in folder.isEmpty || member.source.folder == folder || member.source.folder.hasPrefix(folder + "/") }
                && listing.featured.map { wanted in (member.params["featured"] == .bool(true)) == wanted } ?? true
        }
        members.sort(by: Page.newestFirst)
        if let maxItems = listing.maxItems { members = Array(members.prefix(maxItems)) }
        var list = "\n<ul class=\"section-pages\">\n"
        for member in members {
            list += "<li><a href=\"\(config.url(member.sitePath).xmlEscaped)\">\(member.titleHTML ?? member.title.xmlEscaped)</a>"
            if let date = member.date {
                list += " <time datetime=\"\(dates.iso(date, written: member.dateOffset))\">\(dates.display(date, written: member.dateOffset))</time>"
            }
            if !member.listSummaryHTML.isEmpty { list += "<p>\(member.listSummaryHTML)</p>" }
            list += "</li>\n"
        }
        list += "</ul>\n"
        if !listing.id.isEmpty, let marker = page.html.range(of: "<p>\(PageListing.marker(listing.id))</p>") {
            page.html.replaceSubrange(marker, with: list)
        } else if !listing.id.isEmpty, let open = page.html.range(of: "<div id=\"\(listing.id.xmlEscaped)\""),
            let end = page.html[open.upperBound...].firstIndex(of: ">")
        {
            page.html.insert(contentsOf: list, at: page.html.index(after: end))
        } else {
            page.html += list
        }
    }
}
