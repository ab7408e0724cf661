import Diagnostics
import Foundation

/// What `site build` is asked to do.
public struct BuildOptions: Sendable {
    /// The site folder: it holds `site.yml`, `content/` and `themes/`.
    public var root: URL
    /// Where the site is written; `public/` under `root` by default.
    public var output: URL?
    public var drafts = false
    public var future = false
    /// Keep pages past their `expiryDate`.
    public var expired = false
    public var baseURL: String?
    /// Called from worker threads as pages are read and written: (phase, done, total).
    public var progress: (@Sendable (BuildPhase, Int, Int) -> Void)?
    /// The moment that decides which posts are in the future; now unless a test fixes it.
    public var now: Date?
    /// Rendered Markdown kept from earlier builds (the preview's); nil renders every file afresh.
    public var cache: BuildCache?
    /// Whether a large site's replaced output is kept beside it for the next build to write over
    /// (see `OutputFolder.spare(of:)`); when false it is removed.
    public var keepsPreviousBuild = true

    public init(root: URL, output: URL? = nil, drafts: Bool = false, future: Bool = false, baseURL: String? = nil) {
        self.root = root
        self.output = output
        self.drafts = drafts
        self.future = future
        self.baseURL = baseURL
    }

    /// The output folder this build writes: `output`, or `public/` in the site folder.
    public var destination: URL {
        output ?? root.appending(path: "public")
    }
}

/// The stage a build is in, for a progress display.
public enum BuildPhase: String, Sendable {
    case reading = "Reading"
    case writing = "Writing"
}

/// The outcome of a build: counts for the summary line and every diagnostic.
public struct BuildReport: Sendable {
    /// HTML pages written: posts, pages, the home page, tag pages and 404.
    public var pageCount = 0
    public var chartCount = 0
    public var diagnostics: [Diagnostic] = []
    public var duration: Duration = .zero
    public var output: URL
    /// How long each stage took, in order, e.g. ("read", 310 ms): for `SITE_TIMINGS=1 site build`.
    public var stageDurations: [(stage: String, duration: Duration)] = []
    /// For a rebuild in place (`IncrementalBuild`): the files it changed below the output, sorted;
    /// nil for a build that wrote a whole fresh tree.
    public var writtenPaths: [String]?
    /// Markdown files rendered and reused (a rebuild with a cache).
    public var reuse = BuildCacheStatistics()

    public init(output: URL) { self.output = output }

    public var succeeded: Bool { !diagnostics.hasErrors }
}

/// Builds the site described by `options` and swaps it into place atomically.
///
/// When anything is wrong, every problem is in the report's diagnostics and the output folder is left
/// exactly as it was.
public func buildSite(_ options: BuildOptions) -> BuildReport {
    var kept: BuiltSite?
    let report = buildSite(options, keeping: &kept)
    releaseInBackground(consume kept)
    return report
}

/// Builds as `buildSite(_:)` does, and hands back what was built for an incremental rebuild.
func buildSite(_ options: BuildOptions, keeping kept: inout BuiltSite?) -> BuildReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = BuildReport(output: options.destination)
    report.diagnostics = build(options, counting: &report, keeping: &kept)
    report.duration = clock.now - start
    return report
}

/// What a build keeps for the next one in a preview: the site as written (now writing in place
/// into the output folder) and what it was made from.
struct BuiltSite: Sendable {
    var writer: SiteWriter
    var config: SiteConfig
    var theme: Theme
    var filter: ContentFilter
    /// Each post's place in the model, by its file's path (`content/posts/a.md`).
    var postIndexes: [String: Int]
    /// Each page's (not a post's) place in the model, by its file's path (`content/about.md`).
    var pageIndexes: [String: Int]
    /// Every file some page's text takes in (`content/_common/x.md`): an edit to one changes those pages.
    var includedPaths: Set<String>
    /// Every path below the output that a page, a generated file or a content file holds.
    var claimedPaths: Set<String>
    /// Every file of `content/` the build read (`content/posts/a.md`, `content/img/b.png`).
    var sourcePaths: Set<String>
}

/// An error for each content file whose output path is already a generated file's, or another content file's.
/// A redirect page the old site kept among its files (`papers/x/index.html`, a `<meta http-equiv="refresh">`)
/// where a page's `aliases:` now write one is no error: the alias's redirect is written, and the file is in `replaced`.
private func claimCollisions(
    _ placements: [(file: ContentFile, path: String)], generated: [String: String], redirects: Set<String>, root: URL
) -> (diagnostics: [Diagnostic], replaced: Set<String>) {
    var copied: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    var replaced: Set<String> = []
    for placement in placements {
        let place = SourceLocation(path: placement.file.path, line: 1)
        if redirects.contains(placement.path), placement.file.isHTML, isRedirectPage(root.appending(path: placement.file.path)) {
            replaced.insert(placement.path)
            continue
        }
        if let other = copied[placement.path] {
            // content/images/a.png and static/images/a.png.
            diagnostics.append(
                .error(
                    "\(placement.file.path) would be written to /\(placement.path), where \(other) goes too; keep one of the two",
                    at: place))
        } else if let owner = generated[placement.path] {
            diagnostics.append(
                .error(
                    "\(placement.file.path) would be written to /\(placement.path), which is \(owner); rename or move the file (the build makes that path itself)",
                    at: place))
        } else {
            copied[placement.path] = placement.file.path
        }
    }
    return (diagnostics, replaced)
}

/// Whether an HTML file only sends the reader elsewhere: it holds a `<meta http-equiv="refresh">`.
private func isRedirectPage(_ file: URL) -> Bool {
    guard let data = readFile(atPath: file.path), data.count < 4096 else { return false }
    let text = String(decoding: data, as: UTF8.self).lowercased()
    return text.contains("http-equiv=\"refresh\"") || text.contains("http-equiv=refresh") || text.contains("http-equiv='refresh'")
}

/// Sites with this many pages keep their previous output as the next build's spare (see
/// `OutputFolder.spare(of:)`), or have it removed by a background process.
let largeSitePageCount = 500

/// The stages in order: configuration and theme, content, pages, the swap; returns every diagnostic.
private func build(_ options: BuildOptions, counting report: inout BuildReport, keeping kept: inout BuiltSite?) -> [Diagnostic] {
    let clock = ContinuousClock()
    var stageStart = clock.now
    func finished(_ stage: String) {
        let now = clock.now
        report.stageDurations.append((stage, now - stageStart))
        stageStart = now
    }
    let root = options.root.standardizedFileURL
    let (config, loadDiagnostics) = loadConfig(root: root, baseURLOverride: options.baseURL)
    var diagnostics = loadDiagnostics
    guard FileManager.default.fileExists(atPath: root.appending(path: "site.yml").path) else { return diagnostics }
    let (theme, themeDiagnostics) = loadTheme(named: config.theme, root: root, source: config.themeSource)
    diagnostics += themeDiagnostics
    if theme != nil, let stale = staleDefaultThemeWarning(root: root, theme: config.theme) { diagnostics.append(stale) }
    finished("configuration and theme")

    let progress = options.progress
    let readingProgress: (@Sendable (Int, Int) -> Void)? = progress.map { report in
        { @Sendable done, total in report(.reading, done, total) }
    }
    let writingProgress: (@Sendable (Int, Int) -> Void)? = progress.map { report in
        { @Sendable done, total in report(.writing, done, total) }
    }
    let filter = ContentFilter(
        drafts: options.drafts, future: options.future, expired: options.expired, now: options.now ?? Date())
    let pendingOutput = theme == nil || diagnostics.hasErrors ? nil : PendingOutputFolder(destination: options.destination, root: root)
    var content = loadContent(root: root, config: config, filter: filter, cache: options.cache, theme: theme, progress: readingProgress)
    diagnostics += content.diagnostics
    finished("read and render Markdown")
    guard let theme, let pendingOutput, !diagnostics.hasErrors else {
        pendingOutput?.discard()
        return diagnostics
    }

    // Handed over, not shared, so the model can sort the pages in place.
    var pages = content.takePages()
    var posts = content.takePosts()
    var translations = content.translations
    diagnostics += forgetOldThemeLayouts(in: &pages, theme: theme) + forgetOldThemeLayouts(in: &posts, theme: theme)
        + forgetOldThemeLayouts(in: &translations, theme: theme)
    let model = SiteModel(
        config: config, posts: consume posts, pages: consume pages, home: content.home, taxonomyTexts: content.taxonomyTexts,
        translations: consume translations)
    if model.posts.isEmpty, model.pages.count > 1 {
        diagnostics.append(
            .warning(
                "the site has \(model.pages.count) pages and no posts, so its home page lists pages and its feed is empty: posts are the Markdown files in \(PostsFolder.shown(config.postsFolder)); move them there, or name their folder with 'posts:' in site.yml"))
    }
    let output: OutputFolder
    do {
        output = try pendingOutput.folder()
    } catch {
        return diagnostics + [error]
    }
    let ownRedirectRules: String?
    switch content.takeOwnRedirectRules() {
    case .success(let rules): ownRedirectRules = rules
    case .failure(let problem):
        output.discard()
        return diagnostics + [problem]
    }
    var filePlacements =
        placements(of: content.files, pages: content.files.isEmpty ? [] : model.posts + model.pages + model.translations + (model.home.map { [$0] } ?? []))
        + content.staticFiles.map { (file: $0, path: $0.relativePath) }
    // A site's own robots.txt (Hugo writes none unless asked) says what its owner wants crawled: it is copied instead.
    let writer = SiteWriter(
        model: model, theme: theme, folder: output.staging, reusing: output.reused, ownRedirectRules: ownRedirectRules,
        ownRobots: filePlacements.contains { $0.path == "robots.txt" })
    if let warning = writer.context.navigationWarning { diagnostics.append(warning) }
    diagnostics += writer.redirectWarnings
    let problems = missingLayouts(in: model, theme: theme)
    if !problems.isEmpty {
        output.discard()
        return diagnostics + problems
    }
    // Every generated path, made once: for the collision check, and for a preview's later edits.
    let keepsSite = options.cache != nil
    let generated = filePlacements.isEmpty && !keepsSite ? [:] : writer.generatedPaths()
    let collisions = claimCollisions(
        filePlacements, generated: filePlacements.isEmpty ? [:] : generated, redirects: writer.redirectPaths, root: root)
    if !collisions.diagnostics.isEmpty {
        output.discard()
        return diagnostics + collisions.diagnostics
    }
    // Links in pages' text to where nothing is written (a moved blog's old addresses), in one warning.
    // What the site writes, gathered once and only when a page links or shows something from the root.
    var writtenPaths: Set<String>?
    func everyWrittenPath() -> Set<String> {
        if let writtenPaths { return writtenPaths }
        let paths = Set((generated.isEmpty ? writer.generatedPaths() : generated).keys).union(filePlacements.map(\.path))
        writtenPaths = paths
        return paths
    }
    let addresses = LinksToNowhere.rootAddresses(in: model)
    if let warning = LinksToNowhere.warning(in: model, addresses: addresses, redirectRules: ownRedirectRules, written: everyWrittenPath) {
        diagnostics.append(warning)
    }
    // Images and other files pages show from the root that the site does not have (a moved blog's images left behind).
    if let warning = LinksToNowhere.missingFilesWarning(addresses: addresses, written: everyWrittenPath) {
        diagnostics.append(warning)
    }
    if let warning = LinksToNowhere.missingNearbyFilesWarning(addresses: addresses, written: everyWrittenPath) {
        diagnostics.append(warning)
    }
    if !collisions.replaced.isEmpty { filePlacements.removeAll { collisions.replaced.contains($0.path) } }
    finished("sort and link")
    let written = writer.write(progress: writingProgress)
    finished("templates and files")
    diagnostics += written.diagnostics
    for placement in filePlacements {
        do { try writer.copy(placement.file.url, to: placement.path) } catch {
            diagnostics.append(.error("cannot copy \(placement.file.path) to \(placement.path): \(error.reason)"))
        }
    }
    if diagnostics.hasErrors {
        output.discard()
        return diagnostics
    }
    output.reused?.removeLeftovers()
    finished("content files")
    do {
        // Below a few hundred pages the old site goes in milliseconds: not worth a spare.
        let large = written.pageCount >= largeSitePageCount
        try output.commit(keepingSpare: large && options.keepsPreviousBuild && output.isBesideSite(root), removingOldSiteInBackground: large)
    } catch {
        return diagnostics + [error]
    }
    finished("swap")
    report.pageCount = written.pageCount
    // Counted through the arrays: `reduce` would copy every page, retaining each of its fields.
    report.chartCount = model.posts.indices.reduce(0) { $0 + model.posts[$1].chartCount }
        + model.pages.indices.reduce(0) { $0 + model.pages[$1].chartCount }
    if keepsSite {
        kept = BuiltSite(
            writer: writer.writingInPlace(into: output.destination), config: config, theme: theme, filter: filter,
            postIndexes: Dictionary(model.posts.indices.map { (model.posts[$0].source.path, $0) }, uniquingKeysWith: { a, _ in a }),
            pageIndexes: Dictionary(model.pages.indices.map { (model.pages[$0].source.path, $0) }, uniquingKeysWith: { a, _ in a }),
            includedPaths: model.includedFiles,
            claimedPaths: Set(generated.keys).union(filePlacements.map(\.path)),
            sourcePaths: Set(
                (content.files + content.staticFiles).map(\.path) + [model.posts, model.pages].joined().map(\.source.path)
                    + [model.home?.source.path].compactMap { $0 } + model.taxonomyTexts.values.map(\.source.path)))
    }
    releaseInBackground((consume content, consume model, consume writer))
    return diagnostics
}

/// A layout of the old theme is forgotten, with a warning, and the page drawn as this theme draws
/// its kind: a section's `_index.md` naming one (Zola's `template = "blog.html"`, on nearly every
/// section of a themed Zola site), and any page naming another generator's template file (Zola's
/// `template = "theme.html"`, Eleventy's `layout: layouts/post.njk`). The page's own text is all
/// there; only its old look is not. Any other layout the theme lacks stays an error (`missingLayouts`).
private func forgetOldThemeLayouts(in pages: inout [Page], theme: Theme) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for index in pages.indices {
        guard let layout = pages[index].layout, pages[index].isSection || layout.namesFile,
            !theme.layoutNames.contains(layout.name)
        else { continue }
        let name = layout.name.shortenedForMessage()
        let kind = pages[index].isSection ? "sections" : pages[index].isPost ? "posts" : "pages"
        diagnostics.append(
            .warning(
                "the theme has no layout '\(name)', so this is drawn as the theme draws \(kind); add layouts/\(name).mustache to the theme to give it a look of its own, or remove the line",
                at: layout.location, sourceLine: layout.sourceLine))
        pages[index].layout = nil
    }
    return diagnostics
}

/// An error for each `layout:` the theme does not have. Jekyll's `default` means the page's own layout.
private func missingLayouts(in model: SiteModel, theme: Theme) -> [Diagnostic] {
    let known = theme.layoutNames
    var diagnostics: [Diagnostic] = []
    // Pages are read through their arrays: a copy of a page would retain every field.
    for pages in [model.posts, model.pages, model.translations] {
        for index in pages.indices {
            guard let layout = pages[index].layout, !known.contains(layout.name) else { continue }
            let hint = nearestMatch(to: layout.name, among: known).map { "did you mean '\($0)'? " } ?? ""
            diagnostics.append(
                .error(
                    "the theme has no layout '\(layout.name.shortenedForMessage())'; \(hint)its layouts are \(known.joined(separator: ", ")) (or add layouts/\(layout.name.shortenedForMessage()).mustache to the theme)",
                    at: layout.location, sourceLine: layout.sourceLine))
        }
    }
    return diagnostics
}
