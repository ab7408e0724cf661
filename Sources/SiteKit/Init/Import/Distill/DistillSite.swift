import Diagnostics
import Foundation

/// A Distill for R Markdown website or blog (or one of Radix, its name in 2018): `_site.yml` (its title, address, navigation bar and
/// collections), pages written in R Markdown at the top (`about.Rmd` at `/about.html`), and each
/// post in a folder of its collection (`_posts/2021-01-02-tidy/tidy.Rmd` at
/// `/posts/2021-01-02-tidy/`) beside its render (`tidy.html`) and the figures the render shows
/// (`tidy_files/figure-html5/`). R is not run: a post or page is its render's article (what its
/// code printed and drew, see `DistillArticle`) under its source's front matter; one never knitted
/// is its source, its code shown. A page listing a collection (`listing: posts`) gives way to the
/// theme's list.
enum DistillSite {
    static let documentExtensions = ["Rmd", "rmd", "Rmarkdown", "md"]

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard firstFile(["_site.yml"], in: folder) != nil else { return nil }
        let configText = String(decoding: readFile(atPath: folder.appending(path: "_site.yml").path) ?? Data(), as: UTF8.self)
        let home = frontMatterAndBody(ofFileAt: folder.appending(path: "index.Rmd").path).frontMatter
        // R Markdown's plain websites (`html_document`) are not Distill's; Radix was Distill's name in 2018.
        let isDistill = { (text: String) in text.contains("distill") || text.contains("radix") }
        guard isDistill(configText) || home?["site"]?.text.map(isDistill) == true else { return nil }
        let config = try readConfigFile("_site.yml", in: folder)
        var settings = ImportedSettings()
        settings.title = config?["title"]?.text ?? config?["name"]?.text
        settings.description = config?["description"]?.text.map(DistillFrontMatter.oneLine)
        settings.baseURL = config?["base_url"]?.text
        settings.menu = navigation(config?["navbar"])
        // Distill writes each page at `NAME.html` and each post in a folder named with its date.
        settings.uglyURLs = true
        settings.keepsDatesInNames = true
        settings.postsFolders = ["posts"]
        // Its feed, of the posts, is `index.xml` (written when the site has an address).
        if settings.baseURL != nil { settings.feed = feedPath("index.xml") }
        // R Markdown reads no Liquid: a `{% … %}` in a post is its text.
        settings.liquidOff = true

        let outputFolder = config?["output_dir"]?.text.map(\.normalizedPath) ?? "_site"
        var collections = ["posts"]
        for (name, _, _) in config?["collections"]?.mappingEntries ?? [] where !collections.contains(name) { collections.append(name) }
        collections = collections.filter { isFolder("_" + $0, in: folder) }

        var posts = DistillPosts(collections: collections, in: folder)
        var written = posts.written

        // The pages at the top: each one's render in the output folder (or beside it, as an older
        // `output_dir: "."` left it), else its source.
        var pages: [String: OldSite.Placement] = [:]
        let topFiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in pageDocuments(among: topFiles) {
            let stem = Self.stem(of: name)
            let source = frontMatterAndBody(ofFileAt: folder.appending(path: name).path).frontMatter
            if let listing = source?["listing"]?.text, collections.contains(listing) {
                let title = source?["title"]?.text
                pages[name] = stem == "index" && listing == "posts"
                    ? .listPage(permalink: "/", listsAt: "/")
                    : .listPage(permalink: "/\(stem).html", listsAt: "/\(listing)/", sectionTitle: title ?? sentenceOfName(listing))
                continue
            }
            let render = firstFile([outputFolder + "/" + stem + ".html", stem + ".html"], in: folder)
            if let render, let data = readFile(atPath: folder.appending(path: render).path), let article = DistillArticle.markdown(ofRender: String(decoding: data, as: UTF8.self)) {
                posts.widgetsLeftOut += article.widgetsLeftOut
                written.append(("content/\(stem).md", DistillFrontMatter(source: source, folderDate: nil).text(contents: article.hadContents) + article.markdown))
                pages[name] = .stays
            } else {
                // Its source as it is (a postcard's `links:` kept), with a date the new site reads.
                let text = String(decoding: readFile(atPath: folder.appending(path: name).path) ?? Data(), as: UTF8.self)
                written.append(("content/" + name, DistillFrontMatter.withReadableDate(text)))
                pages[name] = .stays
            }
        }
        let pageStems = Set(pages.keys.map(Self.stem))

        var leftOut: [String] = []
        if let theme = config?["theme"]?.text { leftOut.append("\(theme) (Distill's theme: the default theme's look is used)") }
        leftOut += posts.leftOut

        let earlierOutputs = earlierOutputFolders(among: topFiles, in: folder)
        let (pagePlaces, postFiles, collectionNames) = (pages, posts, collections)
        let theme = config?["theme"]?.text
        var site = OldSite(
            generator: .distill, configFiles: ["_site.yml"], settings: settings,
            destination: { path in
                let parts = path.split(separator: "/").map(String.init)
                guard let first = parts.first else { return .stays }
                if parts.count == 1 {
                    if let placement = pagePlaces[path] { return placement }
                    // What R and Distill kept of the project and of an earlier build.
                    let stem = Self.stem(of: path)
                    if path.hasSuffix(".html"), pageStems.contains(stem) { return .stays }
                    if isRProjectFile(path) || path == "index.xml" || path == theme { return .stays }
                    if documentExtensions.contains(where: { path.hasSuffix("." + $0) }) { return .stays }
                }
                // A post's folder: its figures and files, not its source, render, cache or script libraries.
                if first.hasPrefix("_"), collectionNames.contains(String(first.dropFirst())), parts.count >= 3 { return postFiles.placement(of: parts) }
                // Distill publishes nothing whose name starts with `_` or `.`; its output, libraries
                // and an earlier build's collection folders are what a build writes.
                if first.hasPrefix("_") || first.hasPrefix(".") || first == outputFolder || first == "site_libs" || earlierOutputs.contains(first) { return .stays }
                if parts.count > 1, collectionNames.contains(first) { return .stays }
                return .copy(to: "static/" + path)
            },
            leftOut: leftOut)
        site.written = written
        // A `public/` or `resources/` folder is the site's own here (Hugo's builds are no concern of it).
        site.neverWalkedAtTop = topFoldersNeverImported.subtracting(["public", "resources"])
        return site
    }

    /// The R Markdown documents at the top of an R project (`about.Rmd`), which R renders as
    /// pages; its README, licence and news are no pages.
    static func pageDocuments(among topFiles: [String]) -> [String] {
        topFiles.filter { name in
            documentExtensions.contains { name.hasSuffix("." + $0) } && !name.hasPrefix("_") && !name.hasPrefix(".")
                && !["README.md", "README.Rmd", "LICENSE.md", "NEWS.md"].contains(name)
        }
    }

    /// A file at the top of an R project that R or RStudio keeps, or an earlier build wrote, and no site publishes.
    static func isRProjectFile(_ path: String) -> Bool {
        [".Rproj", ".R", ".r", ".Rhistory"].contains { path.hasSuffix($0) }
            || ["search.json", "sitemap.xml", "renv.lock", "DESCRIPTION", "LICENSE", "Makefile", "netlify.toml"].contains(path)
    }

    /// Earlier builds to another output folder (`docs/` before `output_dir: "."`): the folders holding `site_libs/`.
    static func earlierOutputFolders(among topFiles: [String], in folder: URL) -> Set<String> {
        Set(topFiles.filter { isFolder($0 + "/site_libs", in: folder) })
    }

    /// A file's name without its extension (`glmulti 2.Rmd` → `glmulti 2`).
    static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The date a post's folder is named with (`2021-01-02-tidy` → `2021-01-02`).
    static func folderDate(_ name: String) -> String? {
        ScriptValues.groups(of: #"^(\d{4}-\d{2}-\d{2})(?:-|$)"#, in: name)?.first
    }

    /// The navigation bar's links, left then right, a menu's items among them; a link shown as an
    /// icon (`icon: fa-github`) named by its icon, a page's file (`about.html`) at its address.
    static func navigation(_ navbar: YAMLNode?) -> [(name: String, url: String)] {
        var links: [(name: String, url: String)] = []
        func add(_ item: YAMLNode) {
            if case .sequence(let items)? = item["menu"]?.value {
                items.forEach(add)
                return
            }
            guard let href = item["href"]?.text, href != "#" else { return }
            guard let name = item["text"]?.text ?? item["icon"]?.text.map(iconLabel) else { return }
            links.append((name, address(href)))
        }
        for side in ["left", "right"] {
            if case .sequence(let items)? = navbar?[side]?.value { items.forEach(add) }
        }
        return links
    }

    /// A Font Awesome icon's name as a link's text: `fa-youtube-square`, `fab fa-github` → YouTube, GitHub.
    private static func iconLabel(_ icon: String) -> String {
        var word = String(icon.split(separator: " ").last { $0.hasPrefix("fa-") } ?? Substring(icon))
        if word.hasPrefix("fa-") { word.removeFirst(3) }
        for suffix in ["-square", "-alt", "-circle", "-official"] where word.hasSuffix(suffix) { word.removeLast(suffix.count) }
        return iconName(word)
    }

    /// A link of the navigation bar as the new site's: the home page's file at `/`, a page's at
    /// its address from the top, another site's as written.
    static func address(_ href: String) -> String {
        if href.contains("://") || href.hasPrefix("mailto:") || href.hasPrefix("/") { return href }
        if href == "index.html" { return "/" }
        return "/" + href
    }
}
