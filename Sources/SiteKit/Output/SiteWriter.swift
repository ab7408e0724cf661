import Charts
import Diagnostics
import Foundation
import Synchronization
import Templates

/// Renders every page of the model through the theme and writes the whole site into one folder.
struct SiteWriter: Sendable {
    let model: SiteModel
    let theme: Theme
    let writer: FileWriter
    let context: ContextBuilder
    /// Every HTML page to write, listed once: the write and the plan of generated paths share it.
    private let documents: [Document]
    /// The redirect pages of every page's old addresses.
    let redirects: [Redirect]

    init(model: SiteModel, theme: Theme, folder: URL) {
        self.model = model
        self.theme = theme
        writer = FileWriter(folder: folder)
        context = ContextBuilder(model: model)
        documents = Self.allDocuments(model: model, context: context)
        redirects = Redirect.all(in: model)
    }

    /// An error for each old address that is already a page's, another redirect's, or a generated file's.
    func redirectCollisions() -> [Diagnostic] {
        var claimed = generatedPaths(includingRedirects: false)
        var diagnostics: [Diagnostic] = []
        for redirect in redirects {
            let file = outputFile(redirect.sitePath)
            if let owner = claimed[file] {
                diagnostics.append(
                    .error(
                        "the old address /\(redirect.sitePath) is \(owner); remove it from this page's aliases",
                        at: redirect.location))
            } else {
                claimed[file] = "already an alias of '\(redirect.title)'"
            }
        }
        return diagnostics
    }

    /// One HTML document to render: its layout, its context and where it goes.
    private struct Document: Sendable {
        var layout: String
        var path: String
        /// What the file is, for the error when something else claims its path.
        var owner: String
        var context: @Sendable () -> TemplateValue
        /// The page's charts as SVG files, written beside it.
        var images: [(path: String, image: PageChartImage)] = []
    }

    /// Every path the writer fills, with what it holds: a content file may claim none of them.
    func generatedPaths(includingRedirects: Bool = true) -> [String: String] {
        var paths: [String: String] = [
            "feed.xml": "the Atom feed", "sitemap.xml": "the sitemap", "robots.txt": "robots.txt",
            "_redirects": "the list of redirects",
            "assets/charts.css": "the chart stylesheet", OutputFolder.markerName: "the build's marker",
        ]
        for asset in theme.assets { paths["assets/\(asset.path)"] = "the theme's asset \(asset.path)" }
        for document in documents {
            paths[document.path] = document.owner
            for image in document.images { paths[image.path] = "an image of a chart of \(document.owner)" }
        }
        if includingRedirects {
            for redirect in redirects { paths[outputFile(redirect.sitePath)] = "a redirect to '\(redirect.title)'" }
        }
        return paths
    }

    /// Writes everything; returns how many HTML pages were written and every diagnostic.
    func write(progress: (@Sendable (Int, Int) -> Void)? = nil) -> (pageCount: Int, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        do {
            try writer.makeFolder("posts")
            try writer.makeFolder("tags")
            try writer.makeFolder("assets")
        } catch {
            return (0, [writeDiagnostic(error)])
        }
        let counter = ProgressCounter(total: documents.count, report: progress)
        // The feed, sitemap and assets are written on the side while the pages render.
        let extras = Mutex<[Diagnostic]>([])
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { [self] in
            let written = writeExtras()
            extras.withLock { $0 = written }
        }
        let results = documents.parallelMap { document -> [Diagnostic] in
            defer { counter.advance() }
            return render(document)
        }
        group.wait()
        var seen = Set<Diagnostic>()
        for diagnostic in results.joined() where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
        diagnostics += extras.withLock { $0 }
        return (documents.count, diagnostics)
    }

    private static func allDocuments(model: SiteModel, context: ContextBuilder) -> [Document] {
        let size = model.config.paginate
        var documents: [Document] = []
        documents.reserveCapacity(model.posts.count + model.pages.count + model.tags.count + 3)
        // The long lists come first, so no core is left rendering them alone at the end.
        for list in ListPage.pages(of: Array(model.posts.indices), size: size, basePath: "") {
            let owner = list.number == 1 ? "the home page" : "page \(list.number) of the home page"
            documents.append(Document(layout: "list", path: outputFile(list.sitePath), owner: owner) { context.home(list) })
        }
        for taxonomy in model.taxonomies {
            for term in taxonomy.terms.sorted(by: { $0.postIndexes.count > $1.postIndexes.count }) {
                for list in ListPage.pages(of: term.postIndexes, size: size, basePath: taxonomy.sitePath(of: term)) {
                    documents.append(
                        Document(
                            layout: "tag", path: outputFile(list.sitePath),
                            owner: "the page of \(taxonomy.definition.singular) '\(term.name)'"
                        ) { context.term(term, of: taxonomy, list) })
                }
            }
            // A taxonomy nobody uses gets no index, except the tags, which the navigation links.
            guard taxonomy.name == "tags" || !taxonomy.terms.isEmpty else { continue }
            documents.append(
                Document(layout: "tags", path: outputFile(taxonomy.sitePath), owner: "the \(taxonomy.name) page") {
                    context.taxonomyIndex(taxonomy)
                })
        }
        documents.append(Document(layout: "404", path: "404.html", owner: "the 404 page") { context.notFound() })
        for page in model.pages {
            // `posts/_index.md` titles the list of every post at /posts/, page by page.
            if page.isSection, page.source.folder == "posts" {
                for list in ListPage.pages(of: Array(model.posts.indices), size: size, basePath: page.sitePath) {
                    documents.append(
                        Document(
                            layout: page.layout?.name ?? "list", path: outputFile(list.sitePath),
                            owner: "the list of posts of \(page.source.path)", context: { context.home(list, section: page) },
                            images: list.number == 1 ? images(of: page) : []))
                }
                continue
            }
            documents.append(
                Document(
                    layout: page.layout?.name ?? "page", path: outputFile(page.sitePath),
                    owner: "the page of \(page.source.path)", context: { context.page(page) }, images: images(of: page)))
        }
        for index in model.posts.indices {
            let post = model.posts[index]
            documents.append(
                Document(
                    layout: post.layout?.name ?? "post", path: outputFile(post.sitePath),
                    owner: "the page of \(post.source.path)", context: { context.post(at: index) }, images: images(of: post)))
        }
        return documents
    }

    private static func images(of page: Page) -> [(path: String, image: PageChartImage)] {
        Array(zip(page.chartImagePaths, page.chartImages))
    }

    private func render(_ document: Document) -> [Diagnostic] {
        let html: [UInt8]
        do {
            html = try theme.library.renderUTF8(document.layout, context: document.context())
        } catch {
            return error.diagnostics
        }
        do {
            // Making the folder first spares a failed open per page.
            if let slash = document.path.lastIndex(of: "/") { try writer.makeFolder(String(document.path[..<slash])) }
            try writer.write(html, to: document.path)
            for image in document.images { try writer.write(image.image.image.svg, to: image.path) }
        } catch {
            return [writeDiagnostic(error)]
        }
        return []
    }

    /// The feed, sitemap, robots.txt, theme assets and the chart stylesheet (content files are copied by the build).
    private func writeExtras() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func attempt(_ body: () throws(WriteError) -> Void) {
            do { try body() } catch { diagnostics.append(writeDiagnostic(error)) }
        }
        attempt { () throws(WriteError) in try writer.write(atomFeed(for: model), to: "feed.xml") }
        attempt { () throws(WriteError) in try writer.write(sitemap(for: model), to: "sitemap.xml") }
        attempt { () throws(WriteError) in try writer.write(robotsText(for: model.config), to: "robots.txt") }
        for asset in theme.assets {
            attempt { () throws(WriteError) in try copy(asset.url, to: "assets/\(asset.path)") }
        }
        attempt { () throws(WriteError) in try writer.write(ChartEngine.stylesheet, to: "assets/charts.css") }
        for redirect in redirects {
            attempt { () throws(WriteError) in
                let file = outputFile(redirect.sitePath)
                if let slash = file.lastIndex(of: "/") { try writer.makeFolder(String(file[..<slash])) }
                try writer.write(redirect.html(config: model.config), to: file)
            }
        }
        if !redirects.isEmpty {
            attempt { () throws(WriteError) in
                try writer.write(Redirect.list(redirects, config: model.config), to: "_redirects")
            }
        }
        return diagnostics
    }

    /// Copies a file of `content/` or of the theme.
    func copy(_ source: URL, to path: String) throws(WriteError) {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw WriteError(path: path, reason: "cannot read \(source.path)")
        }
        try writer.write(data, to: path)
    }

    private func writeDiagnostic(_ error: WriteError) -> Diagnostic {
        .error("cannot write \(error.path) in the output folder: \(error.reason); check free space and permissions")
    }
}

/// The file a site path is written to: `posts/x/` → `posts/x/index.html`; `old/x.html` stays itself.
func outputFile(_ sitePath: String) -> String {
    sitePath.hasSuffix(".html") || sitePath.hasSuffix(".htm") ? sitePath : sitePath + "index.html"
}
