import Charts
import Diagnostics
import Foundation
import Synchronization
import Templates

/// Renders every page of the model through the theme and writes the whole site into one folder.
struct SiteWriter: Sendable {
    let theme: Theme
    let writer: FileWriter
    /// The model and every template value made from it; a preview replaces an edited post in it.
    private(set) var context: ContextBuilder
    /// Every HTML page to write, listed once: the write and the plan of generated paths share it.
    private let documents: [Document]
    /// The redirect pages of every page's old addresses.
    let redirects: [Redirect]

    var model: SiteModel { context.model }

    /// - Parameter reused: the previous build's tree in `folder`, written over (see `ReusedFolder`).
    init(model: SiteModel, theme: Theme, folder: URL, reusing reused: ReusedFolder? = nil) {
        self.theme = theme
        writer = reused.map { FileWriter(over: $0) } ?? FileWriter(folder: folder)
        context = ContextBuilder(model: model)
        documents = Self.allDocuments(model: model)
        redirects = Redirect.all(in: model)
    }

    private init(_ other: SiteWriter, writer: FileWriter) {
        theme = other.theme
        self.writer = writer
        context = other.context
        documents = other.documents
        redirects = other.redirects
    }

    /// The same site, written from now on into `folder` in place (see `FileWriter.inPlace`).
    func writingInPlace(into folder: URL) -> SiteWriter {
        SiteWriter(self, writer: FileWriter(folder: folder, inPlace: true))
    }

    /// Puts an edited post in the place of the one at `index` (same place in the order, same path,
    /// same terms) and writes what shows it: its page and chart images (removing those of charts it
    /// no longer has); the pages
    /// that list its summary, when that changed; its neighbours' pages, when its title changed;
    /// the feed; the sitemap, when its dates changed. Returns the diagnostics and how many
    /// documents were rendered.
    mutating func rewrite(_ post: Page, at index: Int) -> (rendered: Int, diagnostics: [Diagnostic]) {
        let old = model.posts[index]
        let summaryChanged = context.replacePost(at: index, with: post)
        let titleChanged = old.title != post.title
        let affected = documents.filter { document in
            if let shown = document.post {
                return shown == index || (titleChanged && (shown == index - 1 || shown == index + 1))
            }
            return summaryChanged && document.listed.contains(index)
        }
        var diagnostics = affected.parallelMap(render).joined().map { $0 }
        func attempt(_ body: () throws(WriteError) -> Void) {
            do { try body() } catch { diagnostics.append(writeDiagnostic(error)) }
        }
        // A chart the post no longer has takes its image file with it.
        for path in Set(old.chartImagePaths).subtracting(post.chartImagePaths).sorted() { writer.remove(path) }
        attempt { () throws(WriteError) in try writer.write(atomFeed(for: model), to: "feed.xml") }
        if old.updated != post.updated {
            attempt { () throws(WriteError) in try writer.write(sitemap(for: model), to: "sitemap.xml") }
        }
        return (affected.count, diagnostics)
    }

    /// An error for each old address that is already a page's, another redirect's, or a generated file's.
    func redirectCollisions() -> [Diagnostic] {
        guard !redirects.isEmpty else { return [] }
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
                claimed[file] = "already an alias of '\(redirect.title.shortenedForMessage())'"
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
        var context: @Sendable (ContextBuilder) -> TemplateValue
        /// The page whose charts are written beside it as SVG files.
        var imagesOf: PageReference? = nil
        /// The post whose own page this is.
        var post: Int? = nil
        /// The posts it lists with their summaries (a page of a list).
        var listed: ArraySlice<Int> = []
    }

    /// A page of the model by its place: what a document shows.
    private enum PageReference: Sendable {
        case post(Int), page(Int)
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
            for image in images(of: document) { paths[image.path] = "an image of a chart of \(document.owner)" }
        }
        if includingRedirects {
            for redirect in redirects { paths[outputFile(redirect.sitePath)] = "a redirect to '\(redirect.title.shortenedForMessage())'" }
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

    private static func allDocuments(model: SiteModel) -> [Document] {
        let size = model.config.paginate
        var documents: [Document] = []
        documents.reserveCapacity(model.posts.count + model.pages.count + model.tags.count + 3)
        // The long lists come first, so no core is left rendering them alone at the end.
        for list in ListPage.pages(of: Array(model.posts.indices), size: size, basePath: "") {
            let owner = list.number == 1 ? "the home page" : "page \(list.number) of the home page"
            documents.append(
                Document(
                    layout: "list", path: outputFile(list.sitePath), owner: owner, context: { $0.home(list) },
                    listed: list.postIndexes))
        }
        for taxonomy in model.taxonomies {
            for term in taxonomy.terms.sorted(by: { $0.postIndexes.count > $1.postIndexes.count }) {
                for list in ListPage.pages(of: term.postIndexes, size: size, basePath: taxonomy.sitePath(of: term)) {
                    documents.append(
                        Document(
                            layout: "tag", path: outputFile(list.sitePath),
                            owner: "the page of \(taxonomy.definition.singular) '\(term.name.shortenedForMessage())'",
                            context: { $0.term(term, of: taxonomy, list) }, listed: list.postIndexes))
                }
            }
            // A taxonomy nobody uses gets no index, except the tags, which the navigation links.
            guard taxonomy.name == "tags" || !taxonomy.terms.isEmpty else { continue }
            documents.append(
                Document(layout: "tags", path: outputFile(taxonomy.sitePath), owner: "the \(taxonomy.name) page") {
                    $0.taxonomyIndex(taxonomy)
                })
        }
        documents.append(Document(layout: "404", path: "404.html", owner: "the 404 page") { $0.notFound() })
        for (index, page) in model.pages.enumerated() {
            // `posts/_index.md` titles the list of every post at /posts/, page by page.
            if page.isSection, page.source.folder == "posts" {
                for list in ListPage.pages(of: Array(model.posts.indices), size: size, basePath: page.sitePath) {
                    documents.append(
                        Document(
                            layout: page.layout?.name ?? "list", path: outputFile(list.sitePath),
                            owner: "the list of posts of \(page.source.path)", context: { $0.home(list, section: page) },
                            imagesOf: list.number == 1 ? .page(index) : nil, listed: list.postIndexes))
                }
                continue
            }
            documents.append(
                Document(
                    layout: page.layout?.name ?? "page", path: outputFile(page.sitePath),
                    owner: "the page of \(page.source.path)", context: { $0.page(page) }, imagesOf: .page(index)))
        }
        let posts = model.posts
        for index in posts.indices {
            // Fields read through the array: a copy of the page would retain every field.
            documents.append(
                Document(
                    layout: posts[index].layout?.name ?? "post", path: outputFile(posts[index].sitePath),
                    owner: "the page of \(posts[index].source.path)", context: { $0.post(at: index) }, imagesOf: .post(index),
                    post: index))
        }
        return documents
    }

    /// Where a document's chart images go, with each image.
    private func images(of document: Document) -> [(path: String, image: PageChartImage)] {
        // The two fields, read through the array: a copy of the page would retain every field.
        let (sitePath, images): (String, [PageChartImage])
        switch document.imagesOf {
        case .post(let index): (sitePath, images) = (model.posts[index].sitePath, model.posts[index].chartImages)
        case .page(let index): (sitePath, images) = (model.pages[index].sitePath, model.pages[index].chartImages)
        case nil: return []
        }
        guard !images.isEmpty else { return [] }
        return Array(zip(Page.chartImagePaths(sitePath: sitePath, images: images), images))
    }

    private func render(_ document: Document) -> [Diagnostic] {
        let html: [UInt8]
        do {
            html = try theme.library.renderUTF8(document.layout, context: document.context(context))
        } catch {
            return error.diagnostics
        }
        do {
            // Making the folder first spares a failed open per page.
            if let slash = document.path.lastIndex(of: "/") { try writer.makeFolder(String(document.path[..<slash])) }
            try writer.write(html, to: document.path)
            for image in images(of: document) { try writer.write(image.image.image.svg, to: image.path) }
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
