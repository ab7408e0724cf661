import Diagnostics
import Foundation

/// The posts and pages that go into this build, and the other files of `content/`.
struct SiteContent: Sendable {
    var posts: [Page] = []
    var pages: [Page] = []
    /// `content/_index.md`: the home page's own title and text.
    var home: Page?
    /// `content/tags/_index.md` and the like: a taxonomy page's own title and text, by taxonomy name (Hugo's).
    var taxonomyTexts: [String: Page] = [:]
    /// Non-Markdown files (images, CSV), copied next to their page.
    var files: [ContentFile] = []
    /// The files of `static/`, copied to the same paths below the output.
    var staticFiles: [ContentFile] = []
    /// Pages in other languages than the site's (`index.zh-cn.md`), published below their language.
    var translations: [Page] = []
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

extension SiteContent {
    /// A site's own `_redirects` (Netlify's, in `static/` or `content/`), taken out of the files to
    /// copy: its rules join the list of old addresses the build writes, instead of claiming its
    /// path. Both files' rules are kept, in that order, each line ended.
    mutating func takeOwnRedirectRules() -> Result<String?, Diagnostic> {
        let own = (staticFiles + files).filter { $0.relativePath == "_redirects" }
        staticFiles.removeAll { $0.relativePath == "_redirects" }
        files.removeAll { $0.relativePath == "_redirects" }
        var rules: String?
        for file in own {
            guard let data = readFile(atPath: file.absolutePath) else {
                return .failure(.error("cannot read \(file.path); check that it is a readable file", at: SourceLocation(path: file.path, line: 1)))
            }
            switch decodeUTF8(data, path: file.path) {
            case .success(let decoded):
                let text = decoded.text
                rules = (rules ?? "") + (text.isEmpty || text.hasSuffix("\n") ? text : text + "\n")
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(rules)
    }
}

/// Which pages a build leaves out.
struct ContentFilter: Sendable {
    var drafts: Bool
    var future: Bool
    /// Keep pages past their `expiryDate`.
    var expired = false
    /// Posts dated after this are in the future; passed in so tests can fix the clock.
    var now: Date
}

/// The build options the nearest section above a page gives it with `cascade:` (a section's own
/// page takes them from the sections above it); all on when none does.
private func cascadedOptions(for file: ContentFile, from cascades: [String: PublishOptions]) -> PublishOptions {
    guard !cascades.isEmpty else { return PublishOptions() }
    var folder = file.isSectionIndex ? parentFolder(of: file.folder) : file.folder
    while let current = folder {
        if let options = cascades[current] { return options }
        folder = parentFolder(of: current)
    }
    return PublishOptions()
}

/// `a/b`'s parent is `a`, `a`'s is the top (``), and the top has none.
private func parentFolder(of folder: String) -> String? {
    if folder.isEmpty { return nil }
    guard let slash = folder.lastIndex(of: "/") else { return "" }
    return String(folder[..<slash])
}

/// Reads and renders every page file (Markdown, and posts in HTML) on all cores, then leaves out drafts and future posts.
func loadContent(
    root: URL, config: SiteConfig, filter: ContentFilter, cache: BuildCache? = nil, theme: Theme? = nil,
    progress: (@Sendable (Int, Int) -> Void)? = nil
) -> SiteContent {
    let languages = Set(config.languages.keys).union([config.language.lowercased(), LanguageCode.primary(of: config.language)])
    var (all, walkDiagnostics) = discoverContent(root: root, postsFolders: config.postsFolders, languages: languages)
    walkDiagnostics += unlistedLanguages(of: all, listed: languages, config: config)
    // Quarto's frozen plots, files of the posts that link them.
    let frozen = QuartoFreeze.figures(for: all, root: root)
    all += frozen.files
    walkDiagnostics += frozen.diagnostics
    // Pages: Markdown files, posts written in HTML (Jekyll's `_posts/*.html`, with front matter), and notebooks among the posts.
    // Elsewhere an HTML file with front matter is a page when it holds no template tags (Hugo's
    // `content/search.html`, its shortcodes allowed); one that does is a template of the old site (its
    // `index.html` looping over posts), which this site's theme replaces: it stays a file.
    let bundles = leafBundles(in: all, postsFolders: config.postsFolders)
    // blogdown's render of an R Markdown post (`index.html` beside `index.Rmd`, with the front
    // matter) is a page wherever it is.
    let sources = Set(all.filter(\.isCodeDocument).map { $0.folder + "/" + $0.fullStem })
    let isPage = all.map { file in
        guard !isResource(file, of: bundles) || (config.bundleFilesArePages && isPageInBundle(file)) else { return false }
        if file.isHTML {
            return (file.isPost || sources.contains(file.folder + "/" + file.fullStem)) ? opensWithFrontMatter(file) : isHTMLPage(file)
        }
        return file.isMarkdown || (file.isNotebook && file.isPost)
    }
    var (pageFiles, sameName) = firstOfSameName(all.indices.filter { isPage[$0] }.map { all[$0] }, siteLanguage: config.language)
    let (kept, renders) = withoutRendersOfPages(all.indices.filter { !isPage[$0] }.map { all[$0] }, pages: pageFiles)
    sameName += renders
    let isTemplate = kept.map(\.isTemplateOfAnotherGenerator)
    let files = kept.indices.filter { !isTemplate[$0] }.map { kept[$0] }
    let templates = kept.indices.filter { isTemplate[$0] }.map { kept[$0].path }
    if !templates.isEmpty {
        walkDiagnostics.append(
            .warning(
                "left out \(count(templates, "template")) of the old site's generator\(listing(templates)); this site's theme draws the pages they made: delete them, or keep them outside content/"))
    }
    if let warning = unreadDocumentsWarning(files) { walkDiagnostics.append(warning) }
    var content = SiteContent(files: files, diagnostics: walkDiagnostics)
    let (staticFiles, staticDiagnostics) = discoverStaticFiles(root: root)
    content.staticFiles = staticFiles
    content.diagnostics += staticDiagnostics
    let counter = ProgressCounter(total: pageFiles.count, report: progress)
    var loaded = pageFiles.parallelMap { file in
        defer { counter.advance() }
        return loadPage(file, config: config, cache: cache, theme: theme)
    }
    var drafts: [String] = []
    var expired: [String] = []
    var undated: [String] = []
    var codeNeverRun: [String] = []
    var taken: [String: String] = [
        "": "the home page", "assets/": "the theme's assets", "page/": "the home page's pages",
    ]
    for folder in config.postsFolders where !folder.isEmpty { taken["\(folder)/page/"] = "the posts' pages" }
    for taxonomy in config.taxonomies { taken["\(taxonomy.name)/"] = "the \(taxonomy.name) page" }
    var leftOutBundles: Set<String> = []
    // A page beside a bundle's index (Zola's `page2.md`) goes below the bundle's page, whose
    // folder name may have lost its date (`2022-03-05_make/part2.md` at `/posts/make/part2/`).
    var bundleAddresses: [String: String] = [:]
    // Each page's file is the one it was loaded from; only the few pages these look at are read
    // (a copy of a page retains each of its fields).
    for index in loaded.indices {
        let source = pageFiles[index]
        guard source.stem == "index", bundles.contains(source.folder), let page = loaded[index].0 else { continue }
        // By language too: `index.fr.md`'s page is the French one's bundle page.
        bundleAddresses[source.folder + "\u{0}" + (page.language ?? "")] = sitePath(of: page, config: config)
    }
    // Hugo's `cascade:` of build options, by the folder of the section that says it.
    var cascades: [String: PublishOptions] = [:]
    for index in loaded.indices where pageFiles[index].isSectionIndex {
        if let options = loaded[index].0?.cascadedPublishOptions { cascades[pageFiles[index].folder] = options }
    }
    // Jekyll's `permalink: /` page (al-folio's about page) is the home page's text when no index page is.
    let hasIndexPage = loaded.indices.contains { index in
        guard pageFiles[index].folder.isEmpty, let page = loaded[index].0 else { return false }
        return page.isSection || page.source.stem == "index"
    }
    for index in loaded.indices {
        // Taken out of the array, not copied.
        let diagnostics = loaded[index].1
        guard var page = loaded[index].0.take() else {
            content.diagnostics += diagnostics
            continue
        }
        // A page left out takes its bundle's files with it (a draft's images are not published either).
        let leavesOutItsBundle = page.source.stem == "index" && bundles.contains(page.source.folder)
        // A page Hugo reads but does not write (`headless: true`, `build: {render: never}`, or so
        // for every page of a section: its snippets to include) is left out, as its author asked.
        // Resolved once, for the lists that read `lists` too.
        if page.publishOptions == nil, !cascades.isEmpty { page.publishOptions = cascadedOptions(for: page.source, from: cascades) }
        if page.publishOptions?.renders == false {
            content.diagnostics += diagnostics
            if leavesOutItsBundle { leftOutBundles.insert(page.source.folder) }
            continue
        }
        if page.isDraft, !filter.drafts {
            drafts.append(page.source.path)
            // A draft's warnings wait until it is written, but not the one that made it a draft by mistake.
            if page.isDraftByMisspeltFlag { content.diagnostics += diagnostics.warnings }
            if leavesOutItsBundle { leftOutBundles.insert(page.source.folder) }
            continue
        }
        if page.isPost, !filter.future, let date = page.publishDate ?? page.date, date > filter.now {
            content.diagnostics += diagnostics.warnings
            content.diagnostics.append(
                .warning(
                    "left out \(page.source.path): its date is in the future; build with --future to include it",
                    at: page.dateLocation, sourceLine: page.dateSourceLine))
            if leavesOutItsBundle { leftOutBundles.insert(page.source.folder) }
            continue
        }
        if let expiry = page.expiryDate, expiry <= filter.now, !filter.expired {
            content.diagnostics += diagnostics.warnings
            expired.append(page.source.path)
            if leavesOutItsBundle { leftOutBundles.insert(page.source.folder) }
            continue
        }
        if page.isPost, page.date == nil, !diagnostics.hasErrors { undated.append(page.source.path) }
        if page.showsCodeWithoutOutput { codeNeverRun.append(page.source.path) }
        content.diagnostics += diagnostics
        page.sitePath = sitePath(of: page, config: config)
        if page.customPath == nil, page.source.stem != "index" {
            let folder = page.source.folder + "\u{0}"
            let ending = config.uglyURLs ? ".html" : "/"
            if let address = bundleAddresses[folder + (page.language ?? "")] {
                page.sitePath = address + page.slug + ending
            } else if let language = page.language, let address = bundleAddresses[folder] {
                // A translation of a page whose bundle page has none: below the bundle's page, in its language.
                page.sitePath = language + "/" + address + page.slug + ending
            }
        }
        // `content/_index.md` gives the home page its title and text; so does `content/index.md`
        // (`index.qmd`), the home page of Jekyll and Quarto sites, when there is no `_index.md`,
        // and a page whose own address is `/` when there is neither.
        let isIndex = page.source.folder.isEmpty && page.source.stem == "index"
        if page.sitePath.isEmpty,
            page.isSection || (isIndex && content.home == nil) || (page.customPath != nil && !hasIndexPage && content.home == nil)
        {
            content.home = page
            continue
        }
        if page.isSection, let taxonomy = config.taxonomies.first(where: { "\($0.name)/" == page.sitePath }) {
            content.taxonomyTexts[taxonomy.name] = page
            continue
        }
        // `content/author/lucy-d'Agostino-mcGowan/_index.md`: the term's own title and text, at the
        // term's page, as Hugo pairs them (by the folder's name made an address as Hugo makes one).
        if page.isSection, case let parts = page.source.folder.split(separator: "/"), parts.count == 2,
            let taxonomy = config.taxonomies.first(where: { $0.name == parts[0] })
        {
            content.taxonomyTexts[taxonomy.name + "/" + hugoTermSlug(String(parts[1]))] = page
            continue
        }
        if let owner = taken[page.sitePath] {
            // Dated posts of one slug (a yearly "unconf-recap") had the date in their address on the old site.
            let dated =
                page.isPost && page.date != nil && config.permalinks == nil
                ? ", or put the date in posts' addresses as the old site may have (permalinks: /:year/:month/:day/:slug/ in site.yml)" : ""
            // Moved content often has two pages of one slug (Hugo writes one over the other without a
            // word): the later one by path goes to its file's own address, so no page is lost.
            var own = addressOfItsFile(page, config: config)
            // Two files whose names make one address (`a - b.md` and `a-b.md`): the later one numbered.
            if own == page.sitePath || taken[own] != nil, page.customPath == nil, page.writtenSlug == nil, !page.isSection,
                page.source.stem != "index", !page.sitePath.isEmpty
            {
                own = (2...99).lazy.map { numberedAddress(page.sitePath, $0) }.first { taken[$0] == nil } ?? own
            }
            guard own != page.sitePath, taken[own] == nil else {
                content.diagnostics.append(
                    .error(
                        "\(page.source.path) would be written to /\(page.sitePath), which is already \(owner); give it another 'slug:' or file name\(dated)",
                        at: SourceLocation(path: page.source.path, line: 1)))
                continue
            }
            content.diagnostics.append(
                .warning(
                    "\(page.source.path) would be written to /\(page.sitePath), which is already \(owner), so it is written to /\(own) instead; to choose its address, give it another 'slug:' or file name\(dated)",
                    at: SourceLocation(path: page.source.path, line: 1)))
            page.sitePath = own
        }
        taken[page.sitePath] = page.source.path
        if page.language != nil {
            // Lists, feeds and tags are the site's language's: a translation is linked from its page.
            content.translations.append(page)
        } else if page.isPost {
            content.posts.append(page)
        } else {
            content.pages.append(page)
        }
    }
    if !leftOutBundles.isEmpty { content.files.removeAll { isResource($0, of: leftOutBundles) } }
    // Read through the arrays: `contains(where:)` would copy every page, retaining each of its fields.
    if content.posts.indices.contains(where: { !content.posts[$0].references.isEmpty })
        || content.pages.indices.contains(where: { !content.pages[$0].references.isEmpty })
        || content.translations.indices.contains(where: { !content.translations[$0].references.isEmpty })
        || content.home?.references.isEmpty == false || content.taxonomyTexts.values.contains(where: { !$0.references.isEmpty })
    {
        // The home page's text and the taxonomies' link too, and may be linked (`[home](../index.md)`).
        let postCount = content.posts.count, pageCount = content.pages.count, translationCount = content.translations.count
        let taxonomyNames = content.taxonomyTexts.keys.sorted()
        var pages = content.takePosts() + content.takePages() + content.translations + taxonomyNames.compactMap { content.taxonomyTexts[$0] }
        if let home = content.home { pages.append(home) }
        content.diagnostics += resolvePageReferences(in: &pages, config: config)
        content.posts = Array(pages[..<postCount])
        content.pages = Array(pages[postCount..<(postCount + pageCount)])
        content.translations = Array(pages[(postCount + pageCount)..<(postCount + pageCount + translationCount)])
        for (offset, name) in taxonomyNames.enumerated() { content.taxonomyTexts[name] = pages[postCount + pageCount + translationCount + offset] }
        if content.home != nil { content.home = pages.last }
    }
    // Quarto's listings with an id (a home page's "recent posts"), filled in once every page has its address.
    if holdsListings(home: content.home, pages: content.pages) {
        let all = content.posts + content.pages
        if content.home != nil { fillListings(of: &content.home!, from: all, config: config) }
        for index in content.pages.indices where !content.pages[index].listings.isEmpty {
            fillListings(of: &content.pages[index], from: all, config: config)
        }
    }
    if !drafts.isEmpty {
        content.diagnostics.append(
            .warning(
                "left out \(count(drafts, "draft"))\(listing(drafts)); build with --drafts to include them"))
    }
    if !sameName.isEmpty {
        content.diagnostics.append(
            .warning(
                "left out \(count(sameName, "file")) with the name of another page in its folder\(listing(sameName)) (renders side by side, as R Markdown and Quarto leave them); the first by name is read, as Hugo does, and a render rather than its .Rmd or .qmd source: delete the ones you do not want"
            ))
    }
    if !expired.isEmpty {
        content.diagnostics.append(
            .warning(
                "left out \(count(expired, "page")) past its expiryDate\(listing(expired)); build with --expired to include them"
            ))
    }
    let imagesWithoutText = placesOfImagesWithoutText(in: content.posts) + placesOfImagesWithoutText(in: content.pages)
        + placesOfImagesWithoutText(in: content.translations)
    if !imagesWithoutText.isEmpty {
        content.diagnostics.append(
            .warning(
                "\(count(imagesWithoutText, "image")) \(imagesWithoutText.count == 1 ? "has" : "have") no text, so a screen reader says only \"image\"\(listing(imagesWithoutText)); say what each shows, ![A rainy March in Leeds](photo.jpg) or alt=\"…\" (alt=\"\" marks one that only decorates)"
            ))
    }
    if !codeNeverRun.isEmpty {
        content.diagnostics.append(
            .warning(
                "\(count(codeNeverRun, "page")) \(codeNeverRun.count == 1 ? "shows its" : "show their") code without what it prints and draws\(listing(codeNeverRun)): site runs no R, Python or Julia, and no results of a run are beside \(codeNeverRun.count == 1 ? "it" : "them"); render once with Quarto's freeze: auto and keep _freeze/ beside content/ (blogdown: keep the .html or .md it writes beside the source)"
            ))
    }
    if !undated.isEmpty {
        content.diagnostics.append(
            .warning(
                "\(count(undated, "post")) without a date\(listing(undated)) \(undated.count == 1 ? "is" : "are") listed after the dated ones and left out of the feed; add 'date: 2026-03-14' to date \(undated.count == 1 ? "it" : "them")"
            ))
    }
    return content
}

/// `content/posts/a.md:12` for each image without text in `pages`, read through the array: a
/// copy of the pages would retain each of their fields.
private func placesOfImagesWithoutText(in pages: [Page]) -> [String] {
    pages.indices.flatMap { index in pages[index].imagesWithoutText.map { "\(pages[index].source.path):\($0)" } }
}

/// "3 drafts", "1 draft".
/// One warning for each language some page is in beside a variant of it that site.yml lists
/// (Congo's stale tag pages in `zh-CN` beside its `zh-Hans`): those pages are published apart,
/// below their own folder, most often by mistake. A language no listed one resembles (`ja` beside
/// `fr`) is a translation like any other, named in itself.
private func unlistedLanguages(of files: [ContentFile], listed: Set<String>, config: SiteConfig) -> [Diagnostic] {
    guard !config.languages.isEmpty else { return [] }
    var unlisted: [String: [String]] = [:]
    for file in files where file.isMarkdown {
        guard let language = file.language, !listed.contains(language), !listed.contains(LanguageCode.primary(of: language)) else { continue }
        unlisted[language, default: []].append(file.path)
    }
    return unlisted.keys.sorted().compactMap { language in
        let primary = LanguageCode.primary(of: language)
        guard let variant = listed.sorted().first(where: { $0 != language && LanguageCode.primary(of: $0) == primary }) else { return nil }
        let paths = unlisted[language]!
        return .warning(
            "\(count(paths, "page")) \(paths.count == 1 ? "is" : "are") in '\(language)', which site.yml's languages: does not list beside '\(variant)'\(listing(paths)); they are published apart, below /\(language)/: rename them to .\(variant).md if they are in \(variant), or add \"\(language)\" to languages: in site.yml",
            at: SourceLocation(path: paths[0], line: 1, column: 1))
    }
}

/// One warning for the posts written in a format this site does not read (Hugo's `.org`, `.adoc`,
/// `.rst`): they are copied as files, and without a word the blog would lose them.
private func unreadDocumentsWarning(_ files: [ContentFile]) -> Diagnostic? {
    let unread = files.filter { $0.unreadFormat != nil }
    guard let first = unread.first, let format = first.unreadFormat else { return nil }
    let formats = Set(unread.compactMap { $0.unreadFormat?.name }).sorted()
    let name = first.name, markdownName = first.fullStem + ".md"
    let how = format.pandocReader.map { "pandoc -s -f \($0) -t markdown \(name) -o \(markdownName)" }
        ?? "asciidoctor -b docbook \(name) -o - | pandoc -s -f docbook -t markdown -o \(markdownName)"
    return .warning(
        "\(count(unread.map { $0.path }, "file")) in \(formats.joined(separator: ", ")), which site does not read, \(unread.count == 1 ? "is copied as a file, not made a page" : "are copied as files, not made pages")\(listing(unread.map { $0.path })); convert \(unread.count == 1 ? "it" : "each") to Markdown (\(how)) and delete the original",
        at: SourceLocation(path: first.path, line: 1, column: 1))
}

private func count(_ paths: [String], _ noun: String) -> String {
    "\(paths.count) \(noun)\(paths.count == 1 ? "" : "s")"
}

/// ": a.md, b.md" for up to five files, ": a.md, …, e.md and 7 more" beyond.
private func listing(_ paths: [String]) -> String {
    ": " + shortList(paths, limit: 5)
}

/// The address a page's file names, whatever its slug or permalink say: `post/other/proxy/` for
/// `content/post/other/proxy.md`, below its language for a translation; where a page goes when
/// another has its address.
func addressOfItsFile(_ page: Page, config: SiteConfig) -> String {
    let folder = addressFolder(of: page, config: config)
    let language = page.language.map { $0 + "/" } ?? ""
    if page.source.stem == "index" || page.isSection {
        return folder.isEmpty ? language : "\(language)\(folder)/"
    }
    let name = nameSlug(page.source.stem, hyphenating: config.slugifiesPaths)
    return language + (folder.isEmpty ? "" : "\(folder)/") + name + (config.uglyURLs ? ".html" : "/")
}

/// The page's folder as its address has it: as written, or each name a slug under Zola's
/// `slugify.paths` (`ansible_windows/` at `/ansible-windows/`).
private func addressFolder(of page: Page, config: SiteConfig) -> String {
    guard config.slugifiesPaths else { return page.source.folder }
    return page.source.folder.split(separator: "/").map { nameSlug(String($0), hyphenating: true) }.joined(separator: "/")
}

/// `posts/<slug>/` (the posts folder and the slug) for a post, or where `permalinks:` puts it, the
/// folder path plus slug for a page (`about/`, `docs/setup/`), or the page's own `url:` (whose
/// `:placeholders`, as Jekyll allows there, are filled in).
func sitePath(of page: Page, config: SiteConfig) -> String {
    // A translation goes where its page goes, below its language: `/zh-cn/posts/trip/`.
    if let language = page.language {
        var original = page
        original.language = nil
        let path = sitePath(of: original, config: config)
        return path.hasPrefix(language + "/") ? path : language + "/" + path
    }
    if let custom = page.customPath {
        if custom.path.contains(":"), !custom.path.contains("://"), case .success(let pattern) = PermalinkPattern.read(custom.path),
            let path = pattern.sitePath(for: permalinkValues(of: page, config: config))
        {
            return path
        }
        return normalizedSitePath(custom.path)
    }
    // A further posts folder's own pattern (`permalinks: {en: …}`) places its posts; the posts folder's, every other.
    if page.isPost, !page.isSection, let pattern = config.morePostsFolders.isEmpty ? config.permalinks
        : config.sectionPermalinks[page.source.postsFolder] ?? config.permalinks,
        let path = pattern.sitePath(for: permalinkValues(of: page, config: config), uglyURLs: config.uglyURLs)
    {
        return path
    }
    // `ugly_urls`: `NAME.html`, except a folder's own page (a bundle's `index.md`).
    let ending = config.uglyURLs && page.source.stem != "index" ? ".html" : "/"
    if page.isPost {
        return PostsFolder.prefix(page.source.postsFolder) + subfolders(of: page, keepingDates: config.keepsDatesInNames) + page.slug + ending
    }
    let folder = addressFolder(of: page, config: config)
    // A page of a section `permalinks:` names (not the section's own page), where its pattern puts it.
    if !page.isSection, let section = page.source.folder.split(separator: "/").first, let pattern = config.sectionPermalinks[String(section)],
        let path = pattern.sitePath(for: permalinkValues(of: page, config: config), uglyURLs: config.uglyURLs)
    {
        return path
    }
    if page.source.stem == "index" || page.isSection {
        // A bundle's `slug:` names it in place of its folder, as in Hugo and Zola
        // (`commcalls/2021-04-22/index.md` with `slug: apr2021-pkg-community`); a section keeps its folder's.
        if !page.isSection, let slug = page.writtenSlug, let slash = folder.lastIndex(of: "/") ?? (folder.isEmpty ? nil : folder.startIndex) {
            let parent = folder[..<slash]
            return (parent.isEmpty ? "" : "\(parent)/") + slug + "/"
        }
        // content/index.md collides with the home page and is reported as such.
        return folder.isEmpty ? "" : "\(folder)/"
    }
    return (folder.isEmpty ? "" : "\(folder)/") + page.slug + ending
}

/// The folders between the posts folder and a post (`posts/2024/trip.md`, or the bundle
/// `posts/2024/trip/index.md`: `2024/`), kept in its address as Hugo and Zola keep them, so two
/// posts of one name in two folders stay apart. A Jekyll-named post (`2019-03-05-trip.md`) keeps
/// none: Jekyll's addresses come from the name and the permalink, never from `_posts/` folders.
private func subfolders(of page: Page, keepingDates: Bool) -> String {
    let prefix = PostsFolder.prefix(page.source.postsFolder)
    guard !prefix.isEmpty, page.source.folder.hasPrefix(prefix), keepingDates || splitJekyllFileName(datedName(of: page.source)) == nil else { return "" }
    var parts = page.source.folder.dropFirst(prefix.count).split(separator: "/")
    if page.source.stem == "index" { parts = parts.dropLast() }
    return parts.map { slugify(String($0)) }.filter { !$0.isEmpty }.map { $0 + "/" }.joined()
}

/// What a post gives a permalink pattern: its day on the author's calendar, names and categories.
func permalinkValues(of page: Page, config: SiteConfig) -> PermalinkValues {
    let name = datedName(of: page.source)
    return PermalinkValues(
        date: page.date.map { DateText(timeZone: config.timeZone).components(of: $0, written: page.dateOffset) },
        title: page.title, writtenSlug: page.writtenSlug, jekyllName: splitJekyllFileName(name)?.slug,
        // A page's slug keeps a dated name whole (only posts lose the date); a pattern's `:slug` does not.
        fileName: name, slug: page.isPost ? page.slug : splitJekyllFileName(name).map { nameSlug($0.slug, hyphenating: config.slugifiesPaths) } ?? page.slug,
        section: page.source.postsFolder, sections: sections(of: page), categories: page.terms["categories"] ?? [])
}

/// The folders a page is in, from the top (`cn`, or `docs`, `guide`), a bundle's own left out.
private func sections(of page: Page) -> [String] {
    var folders = page.source.folder.split(separator: "/").map(String.init)
    if page.source.stem == "index", !page.isSection { folders = folders.dropLast() }
    return folders
}

/// A path as front matter writes it (`/old/post.html`, `2019/03/x`, `/a/b/`) as a site path
/// (`old/post.html`, `2019/03/x/`, `a/b/`): no leading slash, and a folder unless it names an HTML file.
func normalizedSitePath(_ written: String) -> String {
    var path = written.trimmingSpaces()
    if let schemeEnd = path.range(of: "://") {
        // An absolute URL: its path.
        let rest = path[schemeEnd.upperBound...]
        path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
    }
    if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
    let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
    path = parts.joined(separator: "/")
    if path.isEmpty { return "" }
    if path.hasSuffix(".html") || path.hasSuffix(".htm") { return path }
    return path + "/"
}

/// An HTML file with front matter and no template tags (`{{ .Title }}`, `{% for %}`; a Hugo
/// shortcode's `{{< >}}` and `{{% %}}` are no template tags): a page written in HTML, as Hugo and
/// Jekyll publish one.
private func isHTMLPage(_ file: ContentFile) -> Bool {
    guard let data = readFile(atPath: file.absolutePath), case .success(let decoded) = decodeUTF8(data, path: file.path) else { return false }
    let parts = splitFrontMatter(decoded.text)
    guard parts.format != nil else { return false }
    return !holdsTemplateTags(parts.body.utf8)
}

/// Whether HTML holds a Liquid tag (`{%`) or a template's `{{ value }}` other than a shortcode call.
private func holdsTemplateTags(_ text: some Sequence<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var afterBraces = false
    for byte in text {
        if afterBraces {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") { continue }
            if byte != UInt8(ascii: "<") && byte != UInt8(ascii: "%") { return true }
            afterBraces = false
        }
        if previous == UInt8(ascii: "{") {
            if byte == UInt8(ascii: "%") { return true }
            if byte == UInt8(ascii: "{") { afterBraces = true }
        }
        previous = afterBraces ? 0 : byte
    }
    return false
}

/// Whether a file opens with front matter, as a Markdown file's is found.
private func opensWithFrontMatter(_ file: ContentFile) -> Bool {
    guard let data = readFile(atPath: file.absolutePath), case .success(let decoded) = decodeUTF8(data, path: file.path)
    else { return false }
    return splitFrontMatter(decoded.text).format != nil
}

/// The folders that are one page each (Hugo's leaf bundles, Quarto's post folders): those with an
/// `index.md` (or `.qmd`, `.ipynb`…) in them, below `content/` and not the posts folder itself.
private func leafBundles(in files: [ContentFile], postsFolders: [String]) -> Set<String> {
    Set(files.filter { ($0.isMarkdown || $0.isNotebook) && $0.stem == "index" && !$0.folder.isEmpty && !postsFolders.contains($0.folder) }.map(\.folder))
}

/// A Markdown file in a bundle that opens with front matter, beside the bundle's index: a page of
/// its own, as Zola and Quarto publish it (a post's second part, linked as
/// `@/posts/x/page2.md`). One without front matter (an example's README, notes) is a file of the
/// page, as in Hugo; so is one whose name or folder starts with `_` (Quarto's included files).
private func isPageInBundle(_ file: ContentFile) -> Bool {
    file.isMarkdown && !file.path.split(separator: "/").contains { $0.hasPrefix("_") } && opensWithFrontMatter(file)
}

/// A file a bundle holds besides its index (an example's README, a résumé's source, notes): a
/// file of the page, copied as it is, not a page of its own, as Hugo and Quarto treat them.
private func isResource(_ file: ContentFile, of bundles: Set<String>) -> Bool {
    guard !bundles.isEmpty else { return false }
    if file.stem != "index", bundles.contains(file.folder) { return true }
    var folder = Substring(file.folder)
    while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
        folder = folder[..<slash]
        if bundles.contains(String(folder)) { return true }
    }
    return false
}

/// An address with a number after its name (`a-b/` → `a-b-2/`, `a-b.html` → `a-b-2.html`), for a
/// second page whose file's name makes the same address as another's.
func numberedAddress(_ sitePath: String, _ number: Int) -> String {
    if sitePath.hasSuffix("/") { return String(sitePath.dropLast()) + "-\(number)/" }
    if sitePath.hasSuffix(".html") { return String(sitePath.dropLast(5)) + "-\(number).html" }
    return sitePath + "-\(number)"
}
