import Diagnostics
import Foundation
import Synchronization

/// Successive builds of one site for a long-lived preview (`site serve`).
///
/// The first build, and any change it cannot narrow down (a new or deleted file, the theme,
/// `site.yml`, a data file, a post that moves, a new chart whose image file a content file
/// already holds), is a whole build into a fresh tree that is then
/// swapped in, with the Markdown of unchanged files taken from the cache. It keeps what it made.
/// After that, an edit to posts that keep their place re-renders only the pages that show them
/// (see `SiteWriter.rewrite`) and writes, in place, only the files whose bytes changed; a save
/// of the same bytes writes nothing. A post saved half-written (a chart block being typed) fails
/// without writing anything, and stays failing, its errors reported with every later build, until
/// it is fixed; the edits saved meanwhile are applied with the fix.
public final class IncrementalBuild: Sendable {
    private let options: BuildOptions
    private let cache: BuildCache
    private let kept = Mutex<Kept>(Kept())

    private struct Kept: Sendable {
        var site: BuiltSite?
        /// How many Markdown files the last whole build read, for the summary of an edit.
        var markdownFiles = 0
        /// Posts whose latest version has errors, with all of that version's diagnostics.
        var failing: [String: [Diagnostic]] = [:]
        /// Posts edited while another failed: read again with the next change.
        var unapplied: Set<String> = []
    }

    /// - Parameter options: the build's options; its `cache`, or a new one, is kept between builds.
    public init(_ options: BuildOptions) {
        var options = options
        cache = options.cache ?? BuildCache()
        options.cache = cache
        self.options = options
    }

    /// Builds the site: the whole of it when `changes` is nil (the first build) or names what an
    /// edit in place cannot cover, else only what the changed posts affect.
    ///
    /// - Parameter changes: paths below the site folder, as the watcher reports them (`content/posts/a.md`).
    public func build(changes: Set<String>?) -> BuildReport {
        kept.withLock { kept in
            if let changes, kept.site != nil,
                var report = rewriteEdited(changes.union(kept.unapplied), in: &kept.site!, failing: &kept.failing)
            {
                report.reuse.hits = max(0, kept.markdownFiles - report.reuse.misses)
                kept.unapplied = report.succeeded ? [] : kept.unapplied.union(changes)
                return report
            }
            // The previous site's model goes on another thread: freeing 10,000 pages takes a while.
            releaseInBackground(kept.site.take())
            kept = Kept()
            var report = buildSite(options, keeping: &kept.site)
            report.reuse = cache.finishBuild()
            kept.markdownFiles = report.reuse.hits + report.reuse.misses
            return report
        }
    }

    /// The rebuild of edited posts in place, or nil when a whole build is needed. While any post
    /// fails, nothing is written and every failing post's diagnostics are reported.
    private func rewriteEdited(_ changes: Set<String>, in site: inout BuiltSite, failing: inout [String: [Diagnostic]])
        -> BuildReport?
    {
        let clock = ContinuousClock()
        let start = clock.now
        var report = BuildReport(output: options.destination)
        var edits: [(place: EditedPlace, page: Page)] = []
        // A page's Quarto listing holds posts' titles and summaries in its text: an edit rebuilds it whole.
        if holdsListings(home: site.writer.model.home, pages: site.writer.model.pages) { return nil }
        for path in changes.sorted() {
            // A file other pages take in (`{{% include "_common/x.md" %}}`) changes them too.
            if site.includedPaths.contains(path) { return nil }
            guard let place = site.postIndexes[path].map(EditedPlace.post) ?? site.pageIndexes[path].map(EditedPlace.page) else {
                // An editor's temporary file, written and renamed away before the build (JetBrains'
                // `a.md___jb_tmp___`, Emacs' `#a.md#`): never part of the site, nothing to do.
                let root = options.root.standardizedFileURL.path
                if !site.sourcePaths.contains(path), !FileManager.default.fileExists(atPath: root + "/" + path) { continue }
                return nil
            }
            let old = site.writer.model.page(at: place)
            guard let data = readFile(atPath: old.source.absolutePath), data.count <= largestMarkdownFile else { return nil }
            if Fingerprint(data) == old.sourceFingerprint {
                // Back to the bytes of the last build: nothing to do, and nothing failing.
                failing[path] = nil
                continue
            }
            let (loaded, diagnostics) = loadPage(data, file: old.source, config: site.config, cache: cache, theme: site.theme)
            guard var page = loaded, !diagnostics.hasErrors else {
                failing[path] = diagnostics
                continue
            }
            failing[path] = nil
            report.diagnostics += diagnostics
            page.sitePath = sitePath(of: page, config: site.config)
            switch place {
            case .post: guard page.keepsThePlace(of: old) else { return nil }
            case .page:
                guard page.keepsThePlace(ofPage: old) else { return nil }
                // Its section's page, and the home page of a site of pages, show its summary.
                if page.listSummaryHTML != old.listSummaryHTML, site.writer.model.lists(old) { return nil }
            }
            // A page that shows this one's title where it links it (`[[Other post]]`) needs the new title.
            if page.title != old.title, showsTitlesOfPages(site) { return nil }
            // Links to other pages by their files or old addresses: resolved against the site as it stands.
            if !page.references.isEmpty {
                let problems = referenceResolver(for: site).resolve(&page, config: site.config)
                if problems.hasErrors {
                    failing[path] = diagnostics + problems
                    continue
                }
                report.diagnostics += problems
            }
            // A new chart's image file may not take a path something else holds (a content file).
            let added = Set(page.ownFilePaths).subtracting(old.ownFilePaths)
            guard added.isDisjoint(with: site.claimedPaths) else { return nil }
            edits.append((place, page))
        }
        for path in failing.keys.sorted() { report.diagnostics += failing[path] ?? [] }
        cache.forgetStatistics()
        report.reuse = BuildCacheStatistics(misses: edits.count)
        if !report.diagnostics.hasErrors {
            for edit in edits {
                site.claimedPaths.subtract(site.writer.model.page(at: edit.place).ownFilePaths)
                site.claimedPaths.formUnion(edit.page.ownFilePaths)
                site.includedPaths.formUnion(edit.page.includedFiles)
                let (rendered, diagnostics) =
                    switch edit.place {
                    case .post(let index): site.writer.rewrite(edit.page, at: index)
                    case .page(let index): site.writer.rewrite(page: edit.page, at: index)
                    }
                report.pageCount += rendered
                report.diagnostics += diagnostics
            }
        }
        report.writtenPaths = site.writer.writer.takeWrittenPaths()
        report.chartCount = edits.reduce(0) { $0 + $1.page.chartCount }
        report.duration = clock.now - start
        report.stageDurations = [("re-render edited pages in place", report.duration)]
        return report
    }
}

extension Page {
    /// Whether an edited post can replace its old version where it stands: the same path, date,
    /// pin and terms (so the same place in every list), the same redirects and layout, and still published.
    fileprivate func keepsThePlace(of old: Page) -> Bool {
        isPost && old.isPost && sitePath == old.sitePath && date == old.date && dateOffset == old.dateOffset
            && publishDate == old.publishDate && expiryDate == old.expiryDate && isDraft == old.isDraft && pinned == old.pinned
            && publishOptions == old.publishOptions
            && terms == old.terms && aliases.map(\.path) == old.aliases.map(\.path)
            // A redirect page names the title of the page it leads to.
            && (aliases.isEmpty || title == old.title)
            && layout?.name == old.layout?.name
    }
}

/// Where an edited file's page stands in the model.
enum EditedPlace {
    case post(Int), page(Int)
}

extension SiteModel {
    func page(at place: EditedPlace) -> Page {
        switch place {
        case .post(let index): posts[index]
        case .page(let index): pages[index]
        }
    }

    /// Every file some page's text takes in, by its path from the site's folder.
    var includedFiles: Set<String> {
        var paths: Set<String> = []
        // Read through the arrays: a copy of every page would retain each of its fields.
        for list in [posts, pages, translations] {
            for index in list.indices { paths.formUnion(list[index].includedFiles) }
        }
        for page in [home].compactMap({ $0 }) + taxonomyTexts.values { paths.formUnion(page.includedFiles) }
        return paths
    }

    /// Whether a page of the site lists this page with its summary and date: its section's page,
    /// or the home page of a site without posts.
    func lists(_ page: Page) -> Bool {
        if posts.isEmpty, topLevelPages.contains(where: { $0.source.path == page.source.path }) { return true }
        return pages.indices.contains { index in
            pages[index].isSection && self.pages(in: pages[index]).contains { $0.source.path == page.source.path }
        }
    }
}

extension Page {
    /// Whether an edited page (not a post, not a section) can replace its old version where it
    /// stands: everything the navigation, other pages' links to it and its translations show of it
    /// kept (path, title, weight, menu entry, language), and still published as before.
    fileprivate func keepsThePlace(ofPage old: Page) -> Bool {
        !isPost && !old.isPost && !isSection && !old.isSection && !isListing && sitePath == old.sitePath && title == old.title
            && weight == old.weight && menu == old.menu && ownLanguage == old.ownLanguage && language == old.language
            && date == old.date && dateOffset == old.dateOffset && publishDate == old.publishDate && expiryDate == old.expiryDate
            && isDraft == old.isDraft && publishOptions == old.publishOptions && terms == old.terms
            && aliases.map(\.path) == old.aliases.map(\.path) && layout?.name == old.layout?.name && listings.isEmpty
    }
}

/// Whether any page shows another's title where it links it.
private func showsTitlesOfPages(_ site: BuiltSite) -> Bool {
    let model = site.writer.model
    func any(_ pages: [Page]) -> Bool { pages.indices.contains { index in pages[index].references.contains { $0.form == .title } } }
    return any(model.posts) || any(model.pages) || any(model.translations) || model.home?.references.contains { $0.form == .title } == true
        || model.taxonomyTexts.values.contains { $0.references.contains { $0.form == .title } }
}

/// What an edited post's references resolve against: every page of the site as it stands (an edit
/// in place keeps every address, the edited post's among them).
private func referenceResolver(for site: BuiltSite) -> PageReferenceResolver {
    let model = site.writer.model
    var pages = model.posts + model.pages + model.translations + model.taxonomyTexts.keys.sorted().compactMap { model.taxonomyTexts[$0] }
    if let home = model.home { pages.append(home) }
    return PageReferenceResolver(pages)
}
