import Diagnostics
import Foundation

/// A Distill for R Markdown website or blog: `_site.yml` (its title, address, navigation bar and
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
        // R Markdown's plain websites (`html_document`) are not Distill's.
        guard configText.contains("distill") || home?["site"]?.text?.contains("distill") == true else { return nil }
        let config = try readConfigFile("_site.yml", in: folder)
        var settings = ImportedSettings()
        settings.title = config?["title"]?.text ?? config?["name"]?.text
        settings.description = config?["description"]?.text.map(oneLine)
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

        var written: [(path: String, text: String)] = []
        var folders: [String: (document: String, render: String?)] = [:]
        var widgetsLeftOut: [String] = []
        var unknitted: [String] = []
        for collection in collections {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "_" + collection).path)) ?? []).sorted()
            for name in entries where !name.hasPrefix(".") && !name.hasPrefix("_") && isFolder("_\(collection)/\(name)", in: folder) {
                let path = "_\(collection)/\(name)"
                guard let document = postDocument(in: path, named: name, folder: folder) else { continue }
                let stem = String(document.dropLast(document.split(separator: ".").last.map { $0.count + 1 } ?? 0))
                let render = firstFile([path + "/" + stem + ".html"], in: folder)
                folders[path] = (document, render)
                let source = frontMatterAndBody(ofFileAt: folder.appending(path: path + "/" + document).path).frontMatter
                let target = "content/\(collection)/\(name)/"
                if let render, let article = article(at: render, in: folder) {
                    widgetsLeftOut += article.widgetsLeftOut
                    let matter = frontMatter(of: source, folderDate: folderDate(name), contents: article.hadContents)
                    written.append((target + "index.md", matter + article.markdown))
                } else {
                    unknitted.append(path + "/" + document)
                    let text = String(decoding: readFile(atPath: folder.appending(path: path + "/" + document).path) ?? Data(), as: UTF8.self)
                    let body = frontMatterAndBody(of: text).body
                    written.append((target + "index." + (document.split(separator: ".").last.map(String.init) ?? "Rmd"), frontMatter(of: source, folderDate: folderDate(name), contents: false) + body))
                }
            }
        }

        // The pages at the top: each one's render in the output folder (or beside it, as an older
        // `output_dir: "."` left it), else its source.
        var pages: [String: OldSite.Placement] = [:]
        let topFiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in topFiles where documentExtensions.contains(where: { name.hasSuffix("." + $0) }) && !name.hasPrefix("_") && !name.hasPrefix(".") {
            guard !["README.md", "README.Rmd", "LICENSE.md", "NEWS.md"].contains(name) else { continue }
            let stem = String(name.prefix { $0 != "." })
            let source = frontMatterAndBody(ofFileAt: folder.appending(path: name).path).frontMatter
            if let listing = source?["listing"]?.text, collections.contains(listing) {
                let title = source?["title"]?.text
                pages[name] = stem == "index" && listing == "posts"
                    ? .listPage(permalink: "/", listsAt: "/")
                    : .listPage(permalink: "/\(stem).html", listsAt: "/\(listing)/", sectionTitle: title ?? sentenceOfName(listing))
                continue
            }
            let render = firstFile([outputFolder + "/" + stem + ".html", stem + ".html"], in: folder)
            if let render, let article = article(at: render, in: folder) {
                widgetsLeftOut += article.widgetsLeftOut
                written.append(("content/\(stem).md", frontMatter(of: source, folderDate: nil, contents: article.hadContents) + article.markdown))
                pages[name] = .stays
            } else {
                // Its source as it is (a postcard's `links:` kept), with a date the new site reads.
                let text = String(decoding: readFile(atPath: folder.appending(path: name).path) ?? Data(), as: UTF8.self)
                written.append(("content/" + name, withReadableDate(text)))
                pages[name] = .stays
            }
        }
        let pageStems = Set(pages.keys.map { String($0.prefix { $0 != "." }) })

        var leftOut: [String] = []
        if let theme = config?["theme"]?.text { leftOut.append("\(theme) (Distill's theme: the default theme's look is used)") }
        if !unknitted.isEmpty {
            leftOut.append("\(unknitted.count) \(unknitted.count == 1 ? "post" : "posts") never knitted (no .html beside the .Rmd), whose code is shown but not what it printed or drew: knit \(unknitted.count == 1 ? "it" : "them") in R and import again (\(unknitted.prefix(3).joined(separator: ", "))\(unknitted.count > 3 ? ", …" : ""))")
        }
        if !widgetsLeftOut.isEmpty {
            let kinds = Dictionary(grouping: widgetsLeftOut, by: { $0 }).map { "\($0.key): \($0.value.count)" }.sorted()
            leftOut.append("\(widgetsLeftOut.count) interactive \(widgetsLeftOut.count == 1 ? "widget" : "widgets") (\(kinds.joined(separator: ", "))), which need their scripts: write the data as a chart block or a table")
        }

        let (pagePlaces, postFolders, collectionNames) = (pages, folders, collections)
        let theme = config?["theme"]?.text
        var site = OldSite(
            generator: .distill, configFiles: ["_site.yml"], settings: settings,
            destination: { path in
                let parts = path.split(separator: "/").map(String.init)
                guard let first = parts.first else { return .stays }
                if parts.count == 1 {
                    if let placement = pagePlaces[path] { return placement }
                    // What R and Distill kept of the project and of an earlier build.
                    let stem = String(path.prefix { $0 != "." })
                    if path.hasSuffix(".html"), pageStems.contains(stem) { return .stays }
                    if ["search.json", "sitemap.xml", "index.xml", "renv.lock", "DESCRIPTION", "LICENSE", "Makefile", "netlify.toml"].contains(path) { return .stays }
                    if path.hasSuffix(".Rproj") || path.hasSuffix(".R") || path.hasSuffix(".r") || path.hasSuffix(".Rhistory") || path == theme { return .stays }
                    if documentExtensions.contains(where: { path.hasSuffix("." + $0) }) { return .stays }
                }
                // A post's folder: its figures and files, not its source, render, cache or script libraries.
                if first.hasPrefix("_"), collectionNames.contains(String(first.dropFirst())), parts.count >= 3 {
                    let postFolder = first + "/" + parts[1]
                    guard let post = postFolders[postFolder] else { return .stays }
                    let rest = parts.dropFirst(2).joined(separator: "/")
                    let stem = String(post.document.prefix { $0 != "." })
                    if rest == post.document || rest == stem + ".html" { return .stays }
                    if rest.hasPrefix(stem + "_cache/") { return .stays }
                    if rest.hasPrefix(stem + "_files/") { return rest.contains("/figure-html5/") ? .copy(to: "content/\(first.dropFirst())/\(parts[1])/\(rest)") : .stays }
                    if parts.dropFirst(2).contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) { return .stays }
                    if documentExtensions.contains(where: { rest.hasSuffix("." + $0) }) || rest.hasSuffix(".qmd") { return .stays }
                    return .copy(to: "content/\(first.dropFirst())/\(parts[1])/\(rest)")
                }
                // Distill publishes nothing whose name starts with `_` or `.`; its output, libraries
                // and an earlier build's collection folders are what a build writes.
                if first.hasPrefix("_") || first.hasPrefix(".") || first == outputFolder || first == "site_libs" { return .stays }
                if parts.count > 1, collectionNames.contains(first) { return .stays }
                return .copy(to: "static/" + path)
            },
            leftOut: leftOut)
        site.written = written
        return site
    }

    /// The post's document in its folder: the R Markdown named as the folder without its date
    /// (`2021-01-02-tidy/tidy.Rmd`), else the first one there.
    private static func postDocument(in path: String, named name: String, folder: URL) -> String? {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: path).path)) ?? []).sorted()
        let documents = files.filter { file in documentExtensions.contains { file.hasSuffix("." + $0) } && !file.hasPrefix("_") && !file.hasPrefix(".") }
        let slug = folderDate(name).map { String(name.dropFirst($0.count + 1)) } ?? name
        return documents.first { $0.prefix { $0 != "." } == slug } ?? documents.first { !$0.hasPrefix("README") } ?? documents.first
    }

    /// A render's article, read; nil when the file is no Distill article.
    private static func article(at path: String, in folder: URL) -> DistillArticle.Converted? {
        guard let data = readFile(atPath: folder.appending(path: path).path) else { return nil }
        return DistillArticle.markdown(ofRender: String(decoding: data, as: UTF8.self))
    }

    /// The date a post's folder is named with (`2021-01-02-tidy` → `2021-01-02`).
    static func folderDate(_ name: String) -> String? {
        ScriptValues.groups(of: #"^(\d{4}-\d{2}-\d{2})(?:-|$)"#, in: name)?.first
    }

    /// A page's front matter for the new site from its R Markdown's: title, date (as Distill reads
    /// `01-02-2021` and `August 15, 2023`, else the folder's), description, authors' names,
    /// categories, the preview picture, draft, and contents when the article listed its own.
    static func frontMatter(of source: YAMLNode?, folderDate: String?, contents: Bool) -> String {
        var lines = ["---"]
        if let title = source?["title"]?.text { lines.append("title: \(oneLine(title).yamlQuoted)") }
        if let date = source?["date"]?.text.flatMap(isoDate) ?? folderDate { lines.append("date: \(date)") }
        if let description = source?["description"]?.text { lines.append("description: \(oneLine(description).yamlQuoted)") }
        let authors: [String] =
            switch source?["author"]?.value {
            case .sequence(let items)?: items.compactMap { $0["name"]?.text ?? $0.text }
            case .mapping?: [source?["author"]?["name"]?.text].compactMap { $0 }
            default: [source?["author"]?.text].compactMap { $0 }
            }
        if authors.count == 1 { lines.append("author: \(authors[0].yamlQuoted)") }
        if authors.count > 1 { lines.append("authors: [\(authors.map(\.yamlQuoted).joined(separator: ", "))]") }
        if case .sequence(let items)? = source?["categories"]?.value {
            let categories = items.compactMap(\.text)
            if !categories.isEmpty { lines.append("categories: [\(categories.map(\.yamlQuoted).joined(separator: ", "))]") }
        }
        if let preview = source?["preview"]?.text { lines.append("image: \(preview.yamlQuoted)") }
        if let draft = source?["draft"]?.text, ["true", "yes", "TRUE", "True"].contains(draft) { lines.append("draft: true") }
        if contents { lines.append("toc: true") }
        return lines.joined(separator: "\n") + "\n---\n\n"
    }

    /// A page's text with its front matter's `date:` as `YYYY-MM-DD`, or without it when it is no
    /// date (`` `r Sys.Date()` ``, the day R knits it); the rest as written.
    static func withReadableDate(_ text: String) -> String {
        guard text.hasPrefix("---") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() {
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces) == "---" { break }
            guard line.hasPrefix("date:") else { continue }
            let written = line.dropFirst(5).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\"", "'"])
            guard let date = isoDate(written) else {
                lines.remove(at: index)
                break
            }
            lines[index] = "date: " + date
            break
        }
        return lines.joined(separator: "\n")
    }

    /// A date as Distill reads it, as `YYYY-MM-DD`: `2021-08-17` (a time after it dropped),
    /// `01-02-2021` (month first, as R's lubridate reads it; day first when the first can be no
    /// month), `August 15, 2023`, `15 August 2023`; nil for anything else (`` `r Sys.Date()` ``).
    static func isoDate(_ written: String) -> String? {
        func padded(_ year: String, _ month: Int, _ day: Int) -> String? {
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            return year + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
        }
        let text = written.trimmingCharacters(in: .whitespaces)
        if let parts = ScriptValues.groups(of: #"^(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"#, in: text) {
            return padded(parts[0], Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
        }
        if let parts = ScriptValues.groups(of: #"^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$"#, in: text), let first = Int(parts[0]), let second = Int(parts[1]) {
            return first > 12 ? padded(parts[2], second, first) : padded(parts[2], first, second)
        }
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        func month(_ name: String) -> Int? { months.firstIndex(of: String(name.lowercased().prefix(3))).map { $0 + 1 } }
        if let parts = ScriptValues.groups(of: #"^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$"#, in: text), let number = month(parts[0]) {
            return padded(parts[2], number, Int(parts[1]) ?? 0)
        }
        if let parts = ScriptValues.groups(of: #"^(\d{1,2})\.?\s+([A-Za-z]+)\.?,?\s+(\d{4})$"#, in: text), let number = month(parts[1]) {
            return padded(parts[2], number, Int(parts[0]) ?? 0)
        }
        return nil
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
    private static func address(_ href: String) -> String {
        if href.contains("://") || href.hasPrefix("mailto:") || href.hasPrefix("/") { return href }
        if href == "index.html" { return "/" }
        return "/" + href
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
