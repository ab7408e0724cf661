import Diagnostics
import Foundation

/// The posts and pages that go into this build, and the other files of `content/`.
struct SiteContent: Sendable {
    var posts: [Page] = []
    var pages: [Page] = []
    /// Non-Markdown files (images, CSV), copied next to their page.
    var files: [ContentFile] = []
    var diagnostics: [Diagnostic] = []

    /// The posts, leaving none behind: the caller then holds the only reference to the array.
    mutating func takePosts() -> [Page] {
        defer { posts = [] }
        return posts
    }

    /// The pages, leaving none behind.
    mutating func takePages() -> [Page] {
        defer { pages = [] }
        return pages
    }
}

/// Which pages a build leaves out.
struct ContentFilter: Sendable {
    var drafts: Bool
    var future: Bool
    /// Posts dated after this are in the future; passed in so tests can fix the clock.
    var now: Date
}

/// Reads and renders every Markdown file on all cores, then leaves out drafts and future posts.
func loadContent(
    root: URL, config: SiteConfig, filter: ContentFilter, cache: BuildCache? = nil,
    progress: (@Sendable (Int, Int) -> Void)? = nil
) -> SiteContent {
    let (all, walkDiagnostics) = discoverContent(root: root)
    let markdown = all.filter(\.isMarkdown)
    var content = SiteContent(files: all.filter { !$0.isMarkdown }, diagnostics: walkDiagnostics)
    let counter = ProgressCounter(total: markdown.count, report: progress)
    let loaded = markdown.parallelMap { file in
        defer { counter.advance() }
        return loadPage(file, config: config, cache: cache)
    }
    var drafts: [String] = []
    var taken: [String: String] = ["": "the home page", "tags/": "the tags page", "assets/": "the theme's assets"]
    for (page, diagnostics) in loaded {
        guard var page else {
            content.diagnostics += diagnostics
            continue
        }
        if page.isDraft, !filter.drafts {
            drafts.append(page.source.path)
            continue
        }
        if page.isPost, !filter.future, let date = page.date, date > filter.now {
            content.diagnostics += diagnostics.warnings
            content.diagnostics.append(
                .warning(
                    "left out \(page.source.path): its date is in the future; build with --future to include it",
                    at: page.dateLocation, sourceLine: page.dateSourceLine))
            continue
        }
        content.diagnostics += diagnostics
        page.sitePath = sitePath(of: page)
        if let owner = taken[page.sitePath] {
            content.diagnostics.append(
                .error(
                    "\(page.source.path) would be written to /\(page.sitePath), which is already \(owner); give it another 'slug:' or file name",
                    at: SourceLocation(path: page.source.path, line: 1)))
            continue
        }
        taken[page.sitePath] = page.source.path
        if page.isPost { content.posts.append(page) } else { content.pages.append(page) }
    }
    if !drafts.isEmpty {
        let names = drafts.count <= 5 ? ": " + drafts.joined(separator: ", ") : ""
        content.diagnostics.append(
            .warning(
                "left out \(drafts.count) draft\(drafts.count == 1 ? "" : "s")\(names); build with --drafts to include them"
            ))
    }
    return content
}

/// `posts/<slug>/` for a post, the folder path plus slug for a page (`about/`, `docs/setup/`).
private func sitePath(of page: Page) -> String {
    if page.isPost { return "posts/\(page.slug)/" }
    let folder = page.source.folder
    if page.source.stem == "index" {
        // content/index.md collides with the home page and is reported as such.
        return folder.isEmpty ? "" : "\(folder)/"
    }
    return folder.isEmpty ? "\(page.slug)/" : "\(folder)/\(page.slug)/"
}
