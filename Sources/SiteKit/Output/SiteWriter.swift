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
    private(set) var redirects: [Redirect]
    /// An old address two pages claim (it leads to the first), or that a page or a generated file
    /// holds (it stays theirs): no redirect is written there.
    private(set) var redirectWarnings: [Diagnostic]
    /// The site's own `_redirects` rules (a Netlify site's `static/_redirects`), each line ended,
    /// written first in the list, before those of the pages' old addresses.
    let ownRedirectRules: String?
    /// False when the site brings its own robots.txt (`static/robots.txt`), which is copied instead.
    let writesRobots: Bool

    var model: SiteModel { context.model }

    /// - Parameter reused: the previous build's tree in `folder`, written over (see `ReusedFolder`).
    /// - Parameter ownRobots: the site has its own robots.txt among its files.
    init(
        model: SiteModel, theme: Theme, folder: URL, reusing reused: ReusedFolder? = nil, ownRedirectRules: String? = nil,
        ownRobots: Bool = false
    ) {
        self.theme = theme
        self.ownRedirectRules = ownRedirectRules
        writesRobots = !ownRobots
        writer = reused.map { FileWriter(over: $0) } ?? FileWriter(folder: folder)
        context = ContextBuilder(model: model, words: theme.words)
        documents = Self.allDocuments(model: model)
        (redirects, redirectWarnings) = Redirect.all(in: model)
        if !redirects.isEmpty { keepRedirectsOffOtherFiles() }
    }

    private init(_ other: SiteWriter, writer: FileWriter) {
        theme = other.theme
        self.writer = writer
        context = other.context
        documents = other.documents
        redirects = other.redirects
        redirectWarnings = other.redirectWarnings
        ownRedirectRules = other.ownRedirectRules
        writesRobots = other.writesRobots
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
        diagnostics += writeFeeds(termsHolding: index)
        diagnostics += finishEdit(from: old, to: post)
        return (affected.count, diagnostics)
    }

    /// What an edit leaves besides its pages: a chart (or a plot) the page no longer has takes
    /// its file with it, and new dates go into the sitemap.
    private func finishEdit(from old: Page, to page: Page) -> [Diagnostic] {
        for path in Set(old.ownFilePaths).subtracting(page.ownFilePaths).sorted() { writer.remove(path) }
        guard old.updated != page.updated else { return [] }
        do { try writer.write(sitemap(for: model), to: "sitemap.xml") } catch { return [writeDiagnostic(error)] }
        return []
    }

    /// Puts an edited page (not a post, not a section) in the place of the one at `index` (same
    /// path, title and place in the navigation, same summary wherever one is listed) and writes
    /// its own page and chart images (removing those of charts it no longer has), and the sitemap
    /// when its dates changed. Returns the diagnostics and how many documents were rendered.
    mutating func rewrite(page: Page, at index: Int) -> (rendered: Int, diagnostics: [Diagnostic]) {
        let old = model.pages[index]
        context.replacePage(at: index, with: page)
        let affected = documents.filter { document in
            if case .page(let shown) = document.imagesOf { shown == index } else { false }
        }
        let diagnostics = affected.parallelMap(render).joined().map { $0 } + finishEdit(from: old, to: page)
        return (affected.count, diagnostics)
    }

    /// The site's feed at each of its paths, and each term's feed (only those of the terms that
    /// list post `index`, when given).
    private func writeFeeds(termsHolding index: Int? = nil) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func attempt(_ body: () throws(WriteError) -> Void) {
            do { try body() } catch { diagnostics.append(writeDiagnostic(error)) }
        }
        let feed = atomFeed(for: model)
        for path in [model.config.feedPath] + model.config.feedCopies {
            attempt { () throws(WriteError) in try writer.write(feed, to: path) }
        }
        for term in TermFeed.all(in: model) where index.map(term.postIndexes.contains) ?? true {
            attempt { () throws(WriteError) in try writer.write(atomFeed(for: model, term: term), to: term.path) }
        }
        // An edited post (`index`) is in no language's feed: a translation's edit rebuilds the site.
        for feed in LanguageFeed.all(in: model) where index == nil {
            attempt { () throws(WriteError) in try writer.write(atomFeed(for: model, language: feed), to: feed.path) }
        }
        return diagnostics
    }

    /// Leaves out each redirect at an address a page or a generated file holds, as Hugo writes
    /// the page there (its own docs alias a section's address), with a warning.
    private mutating func keepRedirectsOffOtherFiles() {
        let claimed = generatedPaths(includingRedirects: false)
        redirects.removeAll { redirect in
            guard let owner = claimed[outputFile(redirect.sitePath)] else { return false }
            redirectWarnings.append(
                .warning(
                    "the old address /\(redirect.sitePath) is \(owner), so it stays that and leads nowhere else; remove it from this page's aliases",
                    at: redirect.location))
            return true
        }
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
        case post(Int), page(Int), translation(Int)
    }

    /// Every path the writer fills, with what it holds: a content file may claim none of them.
    func generatedPaths(includingRedirects: Bool = true) -> [String: String] {
        var paths: [String: String] = [
            "sitemap.xml": "the sitemap", "_redirects": "the list of redirects",
            "assets/charts.css": "the chart stylesheet", OutputFolder.markerName: "the build's marker",
        ]
        // Wherever `feed:` puts it (never the sitemap's path: the configuration refuses that).
        paths[model.config.feedPath] = "the Atom feed"
        for copy in model.config.feedCopies where paths[copy] == nil { paths[copy] = "a copy of the Atom feed at an old address" }
        for term in TermFeed.all(in: model) where paths[term.path] == nil { paths[term.path] = "the feed of \(term.pagePath)" }
        for feed in LanguageFeed.all(in: model) where paths[feed.path] == nil { paths[feed.path] = "the feed of /\(feed.pagePath)" }
        if writesRobots { paths["robots.txt"] = "robots.txt" }
        for asset in theme.assets { paths["assets/\(asset.path)"] = "the theme's asset \(asset.path)" }
        for document in documents {
            paths[document.path] = document.owner
            for image in images(of: document) { paths[image.path] = "an image of a chart of \(document.owner)" }
            for file in files(of: document) { paths[file.path] = "a plot of \(document.owner)" }
        }
        if includingRedirects {
            for redirect in redirects { paths[outputFile(redirect.sitePath)] = "a redirect to '\(redirect.title.shortenedForMessage())'" }
        }
        return paths
    }

    /// The output files of the redirects that pages' `aliases:` make.
    var redirectPaths: Set<String> { Set(redirects.map { outputFile($0.sitePath) }) }

    /// Writes everything; returns how many HTML pages were written and every diagnostic.
    func write(progress: (@Sendable (Int, Int) -> Void)? = nil) -> (pageCount: Int, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        do {
            for folder in model.config.postsFolders where !folder.isEmpty { try writer.makeFolder(folder) }
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

    /// The list of every post at the posts folder's address (/posts/, /post/, /blog/), as Hugo
    /// always writes a section's list and old menus link it; titled by `posts/_index.md` when
    /// there is one (a section page, drawn with the pages), else by the folder's name.
    private static func postsFolderList(model: SiteModel, size: Int) -> [Document] {
        model.config.postsFolders.flatMap { folder -> [Document] in
            guard !folder.isEmpty, !model.posts.isEmpty else { return [] }
            let sitePath = folder + "/"
            guard !model.pages.contains(where: { $0.sitePath == sitePath || ($0.isSection && $0.source.folder == folder) }) else { return [] }
            let name = String(folder.split(separator: "/").last ?? Substring(folder))
            let title = name.prefix(1).uppercased() + name.dropFirst()
            return ListPage.pages(of: model.pinnedFirst(model.listedPostIndexes(in: folder)), size: size, basePath: sitePath).map { list in
                Document(
                    layout: "list", path: outputFile(list.sitePath), owner: "the list of posts at /\(sitePath)",
                    context: { $0.home(list, title: title) }, listed: list.postIndexes)
            }
        }
    }

    private static func allDocuments(model: SiteModel) -> [Document] {
        let size = model.config.paginate
        var documents: [Document] = []
        documents.reserveCapacity(model.posts.count + model.pages.count + model.tags.count + 3)
        // The long lists come first, so no core is left rendering them alone at the end.
        // Pinned posts head the home page and the posts folders' lists (not the tags', nor the feed).
        for list in ListPage.pages(of: model.pinnedFirst(model.listedPostIndexes), size: size, basePath: "") {
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
        // Each language with translated posts has a list of its own, as its home: `/fr/`, headed by
        // its `_index.fr.md` when it has one.
        let homeTexts = model.languageHomeTexts
        for language in model.listedLanguages {
            let textIndex = homeTexts[language]
            let text = textIndex.map { model.translations[$0] }
            for list in ListPage.pages(of: model.translatedPostIndexes[language] ?? [], size: size, basePath: language + "/") {
                documents.append(
                    Document(
                        layout: "list", path: outputFile(list.sitePath), owner: "the list of the posts in '\(language)'",
                        context: { $0.languageHome(language, list, text: text) },
                        imagesOf: list.number == 1 ? textIndex.map { .translation($0) } : nil))
            }
            // And its own term pages and their indexes, for the taxonomies its posts use.
            for taxonomy in model.translatedTaxonomies[language] ?? [] {
                for term in taxonomy.terms {
                    for list in ListPage.pages(of: term.postIndexes, size: size, basePath: taxonomy.sitePath(of: term)) {
                        documents.append(
                            Document(
                                layout: "tag", path: outputFile(list.sitePath),
                                owner: "the page of \(taxonomy.definition.singular) '\(term.name.shortenedForMessage())' in '\(language)'",
                                context: { $0.term(term, of: taxonomy, list, language: language) }))
                    }
                }
                documents.append(
                    Document(layout: "tags", path: outputFile(taxonomy.sitePath), owner: "the \(taxonomy.name) page in '\(language)'") {
                        $0.taxonomyIndex(taxonomy, language: language)
                    })
            }
        }
        documents.append(Document(layout: "404", path: "404.html", owner: "the 404 page") { $0.notFound() })
        documents += postsFolderList(model: model, size: size)
        for (index, page) in model.pages.enumerated() {
            // `posts/_index.md` titles the list of every post at /posts/, page by page.
            if page.isSection, !page.source.folder.isEmpty, model.config.postsFolders.contains(page.source.folder) {
                for list in ListPage.pages(of: model.pinnedFirst(model.listedPostIndexes(in: page.source.folder)), size: size, basePath: page.sitePath) {
                    documents.append(
                        Document(
                            layout: page.layout?.name ?? "list", path: outputFile(list.sitePath),
                            owner: "the list of posts of \(page.source.path)", context: { $0.home(list, section: page) },
                            imagesOf: list.number == 1 ? .page(index) : nil, listed: list.postIndexes))
                }
                continue
            }
            // An archive shows every listed post's summary: an edit to one renders it again.
            documents.append(
                Document(
                    layout: page.layout?.name ?? "page", path: outputFile(page.sitePath),
                    owner: "the page of \(page.source.path)", context: { $0.page(at: index) }, imagesOf: .page(index),
                    listed: page.layout?.name == ContextBuilder.archiveLayout ? model.listedPostIndexes[...] : []))
        }
        // A translation is drawn as its page is, post or page, in its own language; a language's
        // home section heads that language's home instead.
        let homeTextIndexes = Set(homeTexts.values)
        for (index, page) in model.translations.enumerated() where !homeTextIndexes.contains(index) {
            documents.append(
                Document(
                    layout: page.layout?.name ?? (page.isPost ? "post" : "page"), path: outputFile(page.sitePath),
                    owner: "the page of \(page.source.path)", context: { $0.translation(page) }, imagesOf: .translation(index)))
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
        guard let (sitePath, images) = sitePath(of: document, with: { $0.chartImages }), !images.isEmpty else { return [] }
        return Array(zip(Page.chartImagePaths(sitePath: sitePath, images: images), images))
    }

    /// Where a document's files (a notebook's plots) go, with each file.
    private func files(of document: Document) -> [(path: String, file: PageFile)] {
        guard let (sitePath, files) = sitePath(of: document, with: { $0.files }), !files.isEmpty else { return [] }
        return Array(zip(PageFile.paths(sitePath: sitePath, files: files), files))
    }

    /// The page's path and one of its fields, read through the model's arrays (a copy of the
    /// page would retain every field, as a key path's does); nil for a document that is no page.
    private func sitePath<Field>(of document: Document, with field: (borrowing Page) -> Field) -> (String, Field)? {
        switch document.imagesOf {
        case .post(let index): (model.posts[index].sitePath, field(model.posts[index]))
        case .page(let index): (model.pages[index].sitePath, field(model.pages[index]))
        case .translation(let index): (model.translations[index].sitePath, field(model.translations[index]))
        case nil: nil
        }
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
            if let slash = document.path.utf8.lastIndex(of: UInt8(ascii: "/")) { try writer.makeFolder(String(document.path[..<slash])) }
            try writer.write(html, to: document.path)
            for image in images(of: document) { try writer.write(image.image.image.svg, to: image.path) }
            for file in files(of: document) { try writer.write(file.file.bytes, to: file.path) }
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
        diagnostics += writeFeeds()
        attempt { () throws(WriteError) in try writer.write(sitemap(for: model), to: "sitemap.xml") }
        if writesRobots {
            attempt { () throws(WriteError) in try writer.write(robotsText(for: model.config), to: "robots.txt") }
        }
        for asset in theme.assets {
            attempt { () throws(WriteError) in try copy(asset.url, to: "assets/\(asset.path)") }
        }
        attempt { () throws(WriteError) in try writer.write(ChartEngine.stylesheet, to: "assets/charts.css") }
        for redirect in redirects {
            attempt { () throws(WriteError) in
                let file = outputFile(redirect.sitePath)
                if let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) { try writer.makeFolder(String(file[..<slash])) }
                try writer.write(redirect.html(config: model.config), to: file)
            }
        }
        if !redirects.isEmpty || ownRedirectRules != nil {
            let rules = (ownRedirectRules ?? "") + Redirect.list(redirects, config: model.config)
            attempt { () throws(WriteError) in try writer.write(rules, to: "_redirects") }
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

/// The folder of a page's file (with its trailing slash, empty at the root) and the file's name:
/// where the files a page brings go.
func outputFolderAndName(_ sitePath: String) -> (folder: String, name: String) {
    let file = outputFile(sitePath)
    guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", file) }
    return (String(file[...slash]), String(file[file.index(after: slash)...]))
}
