import Diagnostics
import Foundation

/// An R Markdown website (`rmarkdown::render_site()`: `_site.yml`, pages rendered with
/// `html_document`), as course sites and portfolios are made: its pages written in R Markdown at
/// the top (`index.Rmd`, `about.Rmd`), each at `NAME.html`, rendered into the output folder
/// (`_site/`, `docs/`, or beside them with `output_dir: "."`). R is not run: a page is its render's
/// main container (what its code printed and drew, see `KnittedHTML`) under its source's title; one
/// never rendered is its source, its code shown. `index` is the home page's text; the navigation
/// bar is the menu; the figures a render shows (`about_files/figure-html/`) come along.
enum RMarkdownSite {
    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard firstFile(["_site.yml"], in: folder) != nil else { return nil }
        let topFiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let documents = DistillSite.pageDocuments(among: topFiles)
        guard !documents.isEmpty else { return nil }
        let config = try readConfigFile("_site.yml", in: folder)
        var settings = ImportedSettings()
        settings.title = config?["navbar"]?["title"]?.text ?? config?["name"]?.text
        settings.menu = DistillSite.navigation(config?["navbar"])
        // Each page is at `NAME.html`, as R Markdown wrote it.
        settings.uglyURLs = true
        settings.liquidOff = true
        let outputFolder = config?["output_dir"]?.text.map(\.normalizedPath) ?? "_site"

        var written: [(path: String, text: String)] = []
        var unrendered: [String] = []
        // Renders of another layout (a flexdashboard's).
        var unreadable: [String] = []
        var widgetsLeftOut: [String] = []
        for name in documents {
            let stem = DistillSite.stem(of: name)
            let text = String(decoding: readFile(atPath: folder.appending(path: name).path) ?? Data(), as: UTF8.self)
            let source = frontMatterAndBody(of: text).frontMatter
            let target = stem == "index" ? "content/index" : "content/" + stem
            let render = firstFile([(outputFolder.isEmpty ? "" : outputFolder + "/") + stem + ".html", stem + ".html"], in: folder)
            if let render, let data = readFile(atPath: folder.appending(path: render).path), case let html = String(decoding: data, as: UTF8.self),
                let article = KnittedHTML.inside("<div class=\"container-fluid main-container\">", in: html).map(KnittedHTML.markdown(of:))
            {
                widgetsLeftOut += article.widgetsLeftOut
                var matter = DistillFrontMatter(source: source, folderDate: nil)
                if matter.title == nil { matter.title = renderedTitle(in: html) }
                written.append((target + ".md", matter.text(contents: article.hadContents) + article.markdown))
            } else {
                if render != nil { unreadable.append(name) } else { unrendered.append(name) }
                written.append((target + "." + (name.split(separator: ".").last.map(String.init) ?? "Rmd"), DistillFrontMatter.withReadableDate(text)))
            }
        }

        var leftOut: [String] = []
        if !unrendered.isEmpty {
            leftOut.append("\(unrendered.count) \(unrendered.count == 1 ? "page" : "pages") never rendered (no .html in \(outputFolder.isEmpty ? "the site's folder" : outputFolder + "/")), whose code is shown but not what it printed or drew: render the site in R and import again (\(unrendered.prefix(3).joined(separator: ", "))\(unrendered.count > 3 ? ", …" : ""))")
        }
        if !unreadable.isEmpty {
            leftOut.append("\(unreadable.count) \(unreadable.count == 1 ? "page" : "pages") whose render is no html_document page (a flexdashboard's), shown as \(unreadable.count == 1 ? "its source" : "their sources"), code and all (\(unreadable.prefix(3).joined(separator: ", "))\(unreadable.count > 3 ? ", …" : ""))")
        }
        if let widgets = KnittedHTML.leftOutSentence(widgets: widgetsLeftOut) { leftOut.append(widgets) }
        let pageStems = Set(documents.map(DistillSite.stem))
        let earlierOutputs = DistillSite.earlierOutputFolders(among: topFiles, in: folder)
        var site = OldSite(
            generator: .rmarkdown, configFiles: ["_site.yml"], settings: settings,
            destination: { path in
                let parts = path.split(separator: "/").map(String.init)
                guard let first = parts.first else { return .stays }
                // A render's figures, from the output folder to where the page's relative links find them.
                if parts.count >= 4, first == outputFolder || earlierOutputs.contains(first), parts[1].hasSuffix("_files"), parts[2] == "figure-html",
                    pageStems.contains(String(parts[1].dropLast("_files".count)))
                {
                    return .copy(to: "static/" + parts.dropFirst().joined(separator: "/"))
                }
                if parts.count == 1 {
                    if DistillSite.documentExtensions.contains(where: { path.hasSuffix("." + $0) }) { return .stays }
                    if path.hasSuffix(".html"), pageStems.contains(DistillSite.stem(of: path)) { return .stays }
                    if DistillSite.isRProjectFile(path) { return .stays }
                }
                // A page's own figures beside it (`output_dir: "."`): its libraries are in site_libs/.
                if parts.count > 1, first.hasSuffix("_files"), pageStems.contains(String(first.dropLast("_files".count))), !path.contains("/figure-html/") { return .stays }
                if first.hasPrefix("_") || first.hasPrefix(".") || first == outputFolder || first == "site_libs" || earlierOutputs.contains(first) { return .stays }
                return .copy(to: "static/" + path)
            },
            leftOut: leftOut)
        site.written = written
        // A `public/` or `resources/` folder is the site's own here (Hugo's builds are no concern of it).
        site.neverWalkedAtTop = topFoldersNeverImported.subtracting(["public", "resources"])
        return site
    }

    /// The title a render's title block shows (`<h1 class="title toc-ignore">`), as text.
    private static func renderedTitle(in html: String) -> String? {
        guard let title = ScriptValues.firstMatch(#"<h1 class="title[^"]*">([\s\S]*?)</h1>"#, in: String(html.prefix(200_000))).first else { return nil }
        let text = HTMLEntities.decoded(title.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression))
        return text.isEmpty ? nil : DistillFrontMatter.oneLine(text)
    }
}
