import Diagnostics
import Foundation

/// A Quarto website: `_quarto.yml`, its documents and files wherever they are, and `_freeze/`
/// (what their code printed and drew), which goes beside `content/`.
enum QuartoSite {
    /// Files of the project that Quarto does not publish.
    static let projectFiles: Set<String> = [
        "README.md", "README.qmd", "LICENSE", "LICENSE.md", "Makefile", "renv.lock", "requirements.txt", "environment.yml",
        "netlify.toml", "vercel.json", "CNAME.txt", "Gemfile", "package.json", "package-lock.json",
    ]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard let name = firstFile(["_quarto.yml", "_quarto.yaml"], in: folder) else { return nil }
        let root = try readConfigFile(name, in: folder)
        let website = root?["website"]
        var settings = ImportedSettings()
        settings.title = website?["title"]?.text
        settings.description = website?["description"]?.text
        settings.baseURL = website?["site-url"]?.text
        settings.language = root?["lang"]?.text
        let navbar = website?["navbar"]
        // A document named alone (`- about.qmd`) is shown by its title, as Quarto shows it (anything
        // else written alone, or a path out of the site, is no link).
        let fileTitle = { (file: String) -> String? in
            guard isInside(file), PageFileName.isMarkdown(file) || file.hasSuffix(".ipynb") || file.hasSuffix(".html") else { return nil }
            return frontMatterAndBody(ofFileAt: folder.appending(path: file).path).frontMatter?["title"]?.text
                ?? sentenceOfName(String(file.split(separator: "/").last?.split(separator: ".").first ?? Substring(file)))
        }
        let links = menuLinks(navbar?["left"], fileTitle: fileTitle) + menuLinks(navbar?["right"], fileTitle: fileTitle)
        // An address of the site's own, also written out (`https://blog.example/index.xml`), as its path.
        let siteHost = settings.baseURL.flatMap { URL(string: $0)?.host() }
        func local(_ address: String) -> String? {
            guard let url = URL(string: address), url.scheme != nil else { return address.hasPrefix("/") ? String(address.dropFirst()) : address }
            guard let host = url.host(), host == siteHost else { return nil }
            return String(url.path().drop { $0 == "/" })
        }
        let addresses = [navbar?["left"], navbar?["right"]].flatMap { side -> [String] in
            guard case .sequence(let items)? = side?.value else { return [] }
            return items.compactMap { ($0.text ?? $0["href"]?.text ?? $0["url"]?.text).flatMap(local) }
        }
        // The site's feed where it was: the feed the navbar links (`index.xml`, `blog/index.xml`), else
        // that of the home page's listing (`feed: true`) or of a listing page the navbar links.
        settings.feed = addresses.first { $0.hasSuffix(".xml") }.flatMap(feedPath)
            ?? listingFeed(in: folder, documents: ["index.qmd", "index.md", "index.rmd"] + addresses)
        // A listing filtered to a category (`index.qmd#category=R`) is that category's page.
        settings.menu = links.map { link in
            if let feed = settings.feed, local(link.url) == feed { return (link.name, "/" + feed) }
            if let marker = link.url.range(of: "#category=") {
                let name = String(link.url[marker.upperBound...]).removingPercentEncoding ?? String(link.url[marker.upperBound...])
                return (link.name, "/categories/\(tagSlug(name))/")
            }
            return link
        }
        // Quarto writes `about.qmd` to `about.html` (a folder's `index.qmd` to the folder).
        settings.uglyURLs = true
        // and `posts/2023-04-26_pk-models/index.qmd` to that folder, its date kept.
        settings.keepsDatesInNames = true
        return OldSite(
            generator: .quarto, configFiles: [name], settings: settings,
            destination: { path in
                if path.hasPrefix("_freeze/") { return .copy(to: path) }
                let parts = path.split(separator: "/")
                // Quarto publishes nothing whose name starts with `_` or `.` (its own settings, `_extensions/`);
                // a Markdown file of such a name is a part that documents include (`_footer.qmd`), copied for them.
                let isPart = PageFileName.isMarkdown(path) && parts.dropLast().allSatisfy { !$0.hasPrefix("_") && !$0.hasPrefix(".") }
                    && parts.last?.hasPrefix("_") == true
                if !isPart, parts.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) { return .stays }
                if parts.count == 1, projectFiles.contains(path) || path.hasSuffix(".Rproj") { return .stays }
                return .copy(to: "content/" + path)
            },
            leftOut: isFolder("_extensions", in: folder) ? ["_extensions/ (Quarto's extensions: their shortcodes and filters)"] : [])
    }

    /// Where the first of `documents` with a listing that has a feed (`listing: {feed: true}`)
    /// has it: beside the document, named as it is (`blog/index.qmd` → `blog/index.xml`).
    private static func listingFeed(in folder: URL, documents: [String]) -> String? {
        for path in documents where PageFileName.isMarkdown(path) && isInside(path) {
            guard let listing = frontMatterAndBody(ofFileAt: folder.appending(path: path).path).frontMatter?["listing"] else { continue }
            let listings: [YAMLNode] = if case .sequence(let items) = listing.value { items } else { [listing] }
            guard listings.contains(where: { $0["feed"] != nil && $0["feed"]?.text != "false" }) else { continue }
            return feedPath(String(path.prefix { $0 != "." }) + ".xml")
        }
        return nil
    }

    /// Whether a path the configuration names stays inside the site (`../notes.qmd` does not).
    private static func isInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.contains("://") && !path.split(separator: "/").contains("..")
    }
}
