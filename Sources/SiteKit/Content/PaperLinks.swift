import Charts
import Foundation
import Templates

/// The links of a paper's page as Hugo Blox (formerly Wowchemy and Hugo Academic) writes them in
/// its front matter: `links: [{type: pdf, url: …}, {name: Custom, url: …}]`, Academic's
/// `url_pdf`, `url_code` and the like, and the DOI (`doi:` or `hugoblox: {ids: {doi: …}}`). Each
/// named as written (`pdf` as PDF), in that order; empty addresses, and any a reader could not
/// follow safely (`javascript:`), are left out. A `pdf` link without an address is the PDF in the
/// page's bundle, and the bundle's `cite.bib` is a "Cite" link, as Hugo Blox finds them.
enum PaperLinks {
    /// The links of the page `file` holds, each address as the page leads to it: a file's name beside
    /// the page (its bundle's `paper.pdf`) stays the page's; any other path is from the site's
    /// root, as Hugo Blox links `uploads/cv.pdf`.
    static func read(_ params: TemplateObject, of file: ContentFile, config: SiteConfig) -> [(name: String, url: String)] {
        let bundleFiles = file.stem == "index" && (params["links"] != nil || params["publication"] != nil)
            ? ((try? FileManager.default.contentsOfDirectory(atPath: file.folderPath)) ?? []).sorted() : []
        return read(params, bundleFiles: bundleFiles).map { link in
            guard !link.url.contains(":"), !link.url.hasPrefix("#") else { return link }
            if !link.url.hasPrefix("/"), FileManager.default.fileExists(atPath: file.folderPath + link.url) { return link }
            return (link.name, config.url(String(link.url.drop { $0 == "/" })))
        }
    }

    /// - Parameter bundleFiles: the names of the files beside the page, when it is a bundle's `index.md`.
    static func read(_ params: TemplateObject, bundleFiles: [String] = []) -> [(name: String, url: String)] {
        var links: [(name: String, url: String)] = []
        func add(_ name: String, _ url: String) {
            let url = url.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, isFollowable(url), !links.contains(where: { $0.url == url && $0.name == shown(name) }) else { return }
            links.append((shown(name), url))
        }
        if case .array(let items)? = params["links"] {
            for case .object(let link) in items {
                guard case .string(var url)? = link["url"] ?? link["href"] else { continue }
                let name = [link["name"], link["label"], link["type"]].lazy.compactMap { value -> String? in
                    if case .string(let text)? = value, !text.isEmpty { return text }
                    return nil
                }.first
                if url.isEmpty, case .string(let type)? = link["type"], type.lowercased() == "pdf", let pdf = bundleFiles.first(where: { $0.lowercased().hasSuffix(".pdf") }) {
                    url = pdf
                }
                add(name ?? "Link", url)
            }
        }
        for kind in academicKinds {
            if case .string(let url)? = params["url_" + kind] { add(kind, url) }
        }
        var doi: String?
        if case .string(let written)? = params["doi"] { doi = written }
        if case .object(let blox)? = params["hugoblox"], case .object(let ids)? = blox["ids"], case .string(let written)? = ids["doi"] { doi = doi ?? written }
        if let doi = doi?.trimmingCharacters(in: .whitespaces), !doi.isEmpty {
            add("doi", doi.hasPrefix("http") ? doi : "https://doi.org/" + doi)
        }
        if bundleFiles.contains("cite.bib") { add("Cite", "cite.bib") }
        return links
    }

    /// Where a paper appeared (`publication: In *Journal*`), or where a talk is given (Hugo Blox's
    /// `event_name` linked to its `event_url`, then its `location`), as inline Markdown.
    static func venue(_ params: TemplateObject) -> String? {
        func text(_ key: String) -> String? { params[key]?.nonBlankText }
        if let publication = text("publication") { return publication }
        guard let event = text("event_name") ?? text("event") else { return text("location") }
        let url = text("event_url").flatMap { isFollowable($0) && !$0.contains(where: { $0 == " " || $0 == ")" }) ? $0 : nil }
        let named = url.map { "[\(event.markdownEscaped)](\($0))" } ?? event.markdownEscaped
        return text("location").map { named + ", " + $0.markdownEscaped } ?? named
    }

    /// Academic's `url_…` keys, in the order its pages show them.
    private static let academicKinds = ["pdf", "code", "dataset", "poster", "project", "slides", "source", "video"]

    /// `pdf` → PDF, `doi` → DOI, `code` → Code; a name with capitals stays as written.
    private static func shown(_ name: String) -> String {
        if ["pdf", "doi", "html", "url"].contains(name.lowercased()) { return name.uppercased() }
        return name == name.lowercased() ? name.prefix(1).uppercased() + name.dropFirst() : name
    }

    /// An address on the web, by e-mail, or of the site (`/uploads/cv.pdf`, `paper.pdf`); not a script's.
    private static func isFollowable(_ url: String) -> Bool {
        guard !url.isEmpty else { return false }
        guard let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") else { return true }
        return ["http", "https", "mailto"].contains(url[..<colon].lowercased())
    }
}
