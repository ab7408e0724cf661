import Diagnostics
import Foundation

/// What `site init --from` will write: every file of the old site that is copied and where, the
/// settings (with the old menu's links to archive pages sent to the lists that replace them), the
/// old layouts that pages name, and what stays behind.
struct ImportPlan {
    var settings: ImportedSettings
    /// Absolute path in the old site → path in the new one.
    var copies: [(from: String, to: String)] = []
    /// The old theme's list pages (home, archives), by their path in the old site.
    var listPages: [String] = []
    /// Files the plan writes itself, by their path in the new site: a collection's `_index.md`.
    var written: [(path: String, text: String)] = []
    /// Old layouts that copied pages name and the default theme lacks.
    var layouts: [String] = []
    /// Shortcodes that pages call and nothing draws: their stand-ins are among `written`.
    var standIns = StandInShortcodes(pages: [], written: [], showingCode: [])
    /// Pages with a `slug:` that the old generator did not address them by (Quarto's, left from a blogdown site).
    var slugged: [String] = []
    /// The old site's static files at the addresses the build writes itself (a copy of an old
    /// build's `index.html` left in `static/`), by their path in the old site.
    var builtByTheSite: [String] = []
    var diagnostics: [Diagnostic] = []

    init(_ site: OldSite, at old: URL) {
        settings = site.settings
        // The sections that take the place of list pages: each one's title and the list pages' old addresses.
        var sectionAliases: [String: (title: String, aliases: [String])] = [:]
        written = site.written
        var walked: (files: [WalkedFile], diagnostics: [Diagnostic]) = ([], [])
        if let folders = site.walkedFolders {
            // Only these folders (the uploads beside a WordPress export, which may lie in a Downloads folder).
            for folder in folders {
                let inner = walkFiles(
                    in: old.appending(path: folder), shownAs: old.appending(path: folder).path, siteRoot: old,
                    skipping: { name in name.hasPrefix(".") || site.neverWalked.contains(name) })
                walked.files += inner.files.map { WalkedFile(relativePath: folder.isEmpty ? $0.relativePath : folder + "/" + $0.relativePath, absolutePath: $0.absolutePath) }
                walked.diagnostics += inner.diagnostics
            }
        } else {
            walked = walkFiles(
                in: old, shownAs: old.path, siteRoot: old, skipping: { name in name.hasPrefix(".") || site.neverWalked.contains(name) },
                skippingAtTop: site.neverWalkedAtTop)
        }
        diagnostics = walked.diagnostics.map { Diagnostic.warning($0.message + " (not copied)", at: $0.location) }
        // The macros the old theme's MathJax or KaTeX configuration gave every post.
        for file in walked.files where MathMacroImport.mayConfigure(file.relativePath) {
            guard let data = readFile(atPath: file.absolutePath), data.count < 512 * 1024 else { continue }
            for macro in MathMacroImport.macros(in: String(decoding: data, as: UTF8.self)) where !settings.mathMacros.contains(where: { $0.name == macro.name }) {
                settings.mathMacros.append(macro)
            }
        }
        var copiedFrom: [String: String] = [:]
        var themeFiles: [(from: String, to: String, name: String)] = []
        for file in walked.files {
            let target: String
            switch site.destination(file.relativePath) {
            case .stays: continue
            case .listPage(let permalink, let listsAt, let sectionTitle):
                listPages.append(file.relativePath)
                if let sectionTitle {
                    // The section's page answers the old page's address, and pages' links to its file
                    // (`{% link _notes/notes-index.md %}`): Jekyll's collection documents are at
                    // `/:collection/:path.html` unless they say otherwise.
                    let old = permalink ?? "/" + (file.relativePath.hasPrefix("_") ? String(file.relativePath.dropFirst()) : file.relativePath)
                        .split(separator: ".").dropLast().joined(separator: ".") + ".html"
                    sectionAliases[listsAt, default: (sectionTitle, [])].aliases += old.trimmingCharacters(in: ["/"]) == listsAt.trimmingCharacters(in: ["/"]) ? [] : [old]
                }
                // The old menu's link to an archive page goes to the list that takes its place.
                if let permalink {
                    settings.menu = settings.menu.map { link in
                        link.url.trimmingCharacters(in: ["/"]) == permalink.trimmingCharacters(in: ["/"]) ? (link.name, listsAt) : link
                    }
                }
                continue
            case .themePage(let layout, let target, let permalink, let title):
                listPages.append(file.relativePath)
                // Where the page would be copied, as Markdown (`archive.html` → archive.md); the old
                // menu's link to it still leads there.
                let folder = target.split(separator: "/", omittingEmptySubsequences: false).dropLast().map { $0 + "/" }.joined()
                let stem = String((target.split(separator: "/").last ?? "").prefix { $0 != "." })
                let path = folder + stem + ".md"
                let name = title ?? stem.prefix(1).uppercased() + stem.dropFirst().replacingOccurrences(of: "-", with: " ")
                let address = permalink.map { "permalink: \($0.yamlQuoted)\n" } ?? ""
                written.append((path, "---\ntitle: \(name.yamlQuoted)\nlayout: \(layout)\n\(address)---\n"))
                continue
            case .copy(let path): target = path
            case .copyIfNamed(let path, let name):
                themeFiles.append((file.absolutePath, path, name))
                continue
            }
            // A home page or 404 page in the static files (a copy of an old build, as a blogdown repository
            // may keep one) would take the address the build writes: the build's own is kept.
            if Self.pathsTheBuildWrites.contains(target) {
                builtByTheSite.append(file.relativePath)
                continue
            }
            // Jekyll's `_pages/about.md` and `about.md` would both be content/about.md: the first stays.
            if let first = copiedFrom[target] {
                diagnostics.append(
                    .warning("\(file.relativePath) is not copied: \(first) went to \(target) already; copy it by hand under another name if both are wanted"))
                continue
            }
            copiedFrom[target] = file.relativePath
            copies.append((file.absolutePath, target))
        }
        // The old host's redirect rules: those kept in the publish folder (`public/_redirects`, the
        // one file of it a Hugo site on Netlify commits) and `netlify.toml`'s, in the order Netlify
        // applies them: old addresses keep leading where they led.
        if copiedFrom["static/_redirects"] == nil, copiedFrom["content/_redirects"] == nil,
            let rules = Self.hostRedirectRules(in: old, diagnostics: &diagnostics)
        {
            written.append(("static/_redirects", rules))
        }
        for (listsAt, section) in sectionAliases.sorted(by: { $0.key < $1.key }) {
            let aliases = section.aliases.isEmpty ? "" : "aliases: [\(section.aliases.map(\.yamlQuoted).joined(separator: ", "))]\n"
            written.append(("content" + listsAt + "_index.md", "---\ntitle: \(section.title.yamlQuoted)\n\(aliases)---\n"))
        }
        // Each copied page's front matter, read once.
        let pages = copies.filter { $0.to.hasPrefix("content/") && (PageFileName.isMarkdown($0.to) || $0.to.hasSuffix(".html")) }
        let texts = pages.map { page in (path: page.to, text: readFile(atPath: page.from).map { String(decoding: $0, as: UTF8.self) } ?? "") }
        // The old theme's files that pages name, where the site's own files leave their place free.
        let named = themeFiles.isEmpty ? [] : fileNamesNamed(in: texts.map(\.text))
        // Named by its whole path below the theme's static folder (`images/cover.png`), not by its
        // name alone: every theme has an `index.html` or two, and one would take a page's address.
        // A name with a space (`2018-05-21 08.25.15.jpg`, as a phone names a photo) is no one word: looked for whole.
        // In any letter case (`Ochre_Example2.png` for `OchRe_Example2.png`, which a Mac's disk serves): the
        // build then says the name differs in case, which a web server will not forgive.
        func isNamed(_ name: String) -> Bool {
            named.contains(name.lowercased()) || name.contains(" ") && texts.contains { $0.text.contains(name) }
        }
        for file in themeFiles where copiedFrom[file.to] == nil && isNamed(file.name) {
            copiedFrom[file.to] = file.from
            copies.append((file.from, file.to))
        }
        let parsed = texts.map { frontMatterAndBody(of: $0.text) }
        let frontMatters = parsed.map(\.frontMatter)
        layouts = OldLayouts.named(byPagesWith: frontMatters.compactMap { $0 })
        standIns = StandInShortcodes(pages: texts, written: written, showingCode: site.shortcodesShowingCode)
        settings.params = shownParams(in: texts.map(\.text), of: settings.paramCandidates)
        readWrittenLanguage(of: zip(texts, parsed).map { page, parsed in (page.path, parsed.body, parsed.frontMatter) })
        written += standIns.files
        if !site.addressesBySlug {
            // A folder's index page is at its folder either way; so is a page whose slug is its file's name.
            slugged = zip(pages, frontMatters).compactMap { page, frontMatter in
                let name = page.to.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? ""
                guard name != "index", let slug = frontMatter?["slug"]?.text?.trimmingSpaces(), !slug.isEmpty, slug != name else { return nil }
                return page.to
            }
        }
    }

    /// `public/_redirects` and the `[[redirects]]` of `netlify.toml` (from, to, status, force) as
    /// the lines of one `_redirects` file; nil when the old site has neither.
    static func hostRedirectRules(in old: URL, diagnostics: inout [Diagnostic]) -> String? {
        var rules = ""
        if let data = FileManager.default.contents(atPath: old.appending(path: "public/_redirects").path) {
            let text = String(decoding: data, as: UTF8.self)
            rules += text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        }
        if FileManager.default.fileExists(atPath: old.appending(path: "netlify.toml").path) {
            do throws(Diagnostic) {
                let netlify = try readConfigFile("netlify.toml", in: old)
                if case .sequence(let redirects)? = netlify?["redirects"]?.value {
                    for redirect in redirects {
                        guard let from = redirect["from"]?.text, let to = redirect["to"]?.text, from.hasPrefix("/") else { continue }
                        let status = redirect["status"]?.text ?? "301"
                        rules += "\(from) \(to) \(status)\(redirect["force"]?.text == "true" ? "!" : "")\n"
                    }
                }
            } catch {
                diagnostics.append(.warning("netlify.toml's redirects are not carried over: \(error.message)", at: error.location))
            }
        }
        return rules.isEmpty ? nil : rules
    }

    /// The language the pages are written in, for a site of one language: taken where the old
    /// site named none, and said where it named English over pages in Chinese, Japanese or Korean.
    private mutating func readWrittenLanguage(of pages: [(path: String, body: Substring, frontMatter: YAMLNode?)]) {
        guard settings.languages.isEmpty else { return }
        // A translation (`a.fr.md`) is in its own language, and so is a page that names one.
        let bodies = pages.compactMap { page -> Substring? in
            let name = page.path.split(separator: "/").last.map(String.init) ?? ""
            let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
            guard LanguageCode.suffix(of: stem) == nil, page.frontMatter?["lang"] == nil else { return nil }
            return page.body
        }
        guard let written = WrittenLanguage.ofMost(bodies) else { return }
        guard let named = settings.language else {
            settings.language = written.code
            settings.languageGuess = written
            return
        }
        guard LanguageCode.primary(of: named) == "en" else { return }
        diagnostics.append(
            .warning(
                "the old site says its language is \(named), but \(written.pageCount) of its \(written.ofPages) pages are written in \(written.name); if the site is in \(written.name), write language: \(written.code) in site.yml, so screen readers speak its pages in \(written.name) and its dates and charts' numbers are written as \(written.name) readers write them"
            ))
    }

    /// Static files whose address is one the build writes.
    static let pathsTheBuildWrites: Set<String> = ["static/index.html", "static/404.html", "static/sitemap.xml"]

    /// What stays behind, the old site's own notes first.
    func leftOut(after notes: [String]) -> [String] {
        var leftOut = notes
        if !layouts.isEmpty {
            let files = layouts.map { "layouts/\($0).mustache" }
            leftOut.append(
                "the look of the old theme's layouts \(layouts.joined(separator: ", ")), which pages name: \(files.joined(separator: ", ")) in the new theme draw\(files.count == 1 ? "s" : "") them as it draws posts and pages; edit \(files.count == 1 ? "it" : "those") to give them a look of their own"
            )
        }
        if !slugged.isEmpty {
            let names = shortList(slugged, limit: 3)
            leftOut.append(
                "the addresses of \(slugged.count) page\(slugged.count == 1 ? "" : "s") with a slug: (\(names)), which the old site placed by file name and this one places by slug; delete those slug: lines to keep the old addresses")
        }
        if !builtByTheSite.isEmpty {
            leftOut.append(
                "\(shortList(builtByTheSite, limit: 3)), at the address\(builtByTheSite.count == 1 ? "" : "es") the build writes itself (the home page, the 404 page, the sitemap): a copy of an old build, which the new site's own pages replace")
        }
        if let note = standIns.note { leftOut.append(note) }
        if !listPages.isEmpty {
            let names = shortList(listPages, limit: 4)
            leftOut.append("the old theme's home and list pages \(names): the default theme writes its own lists at /, /posts/ and /tags/")
        }
        return leftOut
    }

    /// Files copied, by the new site's top folder.
    var copiedByFolder: [(folder: String, count: Int)] {
        var counts: [String: Int] = [:]
        for copy in copies { counts[String(copy.to.prefix { $0 != "/" }), default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Whether a path of the new site stays inside it: an export's slug or a file's name that says
    /// `../` would otherwise write beside it. Each importer makes its names safe; this is the last guard.
    private func requireInside(_ path: String) throws {
        guard path.hasPrefix("/") || path.split(separator: "/").contains("..") else { return }
        throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "the path \(path) would lead out of the new site"])
    }

    /// Writes the new site into `staging` (a new folder): the default theme, the stand-in layouts,
    /// `site.yml` and the copies.
    func write(into staging: URL, generator: String, configFiles: [String]) throws {
        let manager = FileManager.default
        func write(_ data: Data, to path: String) throws {
            try requireInside(path)
            let url = staging.appending(path: path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for file in EmbeddedSite.files where !file.path.hasPrefix("content/") && file.path != "site.yml" {
            try write(file.contents, to: file.path)
        }
        for name in layouts {
            let layout = OldLayouts.standIn(for: name)
            try write(Data(layout.text.utf8), to: layout.path)
        }
        try write(Data(settings.siteYAML(generator: generator, configFiles: configFiles).utf8), to: "site.yml")
        try manager.createDirectory(at: staging.appending(path: "content"), withIntermediateDirectories: true)
        for file in written where !copies.contains(where: { $0.to == file.path }) {
            try write(Data(file.text.utf8), to: file.path)
        }
        for copy in copies {
            try requireInside(copy.to)
            let target = staging.appending(path: copy.to)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(atPath: copy.from, toPath: target.path)
        }
    }
}

/// The file names (`cover.png`) that the pages' words end in: of `src="../images/cover.png"`,
/// `![](/images/cover.png)`, `url(images/cover.png)`. One pass over each page, however many files a theme has.
/// The file names and paths the texts name, in lowercase.
private func fileNamesNamed(in texts: [String]) -> Set<String> {
    var names: Set<String> = []
    for text in texts {
        for written in text.split(whereSeparator: { $0.isWhitespace || "\"'()<>[]=,;".contains($0) }) {
            // `2018-05-21%2008.25.15.jpg` names the file with the space.
            let word = written.contains("%") ? Substring(written.removingPercentEncoding ?? String(written)) : written
            let parts = word.split(separator: "/")
            guard let name = parts.last, name.contains(".") else { continue }
            // Each path the word ends in: `/images/cover.png` names `cover.png` and `images/cover.png`.
            for start in parts.indices.reversed() { names.insert(parts[start...].joined(separator: "/").lowercased()) }
        }
    }
    return names
}

/// The old configuration's values that pages show, `{{< param github_repo >}}` (Hugo's) or
/// `{{ site.repository }}` (Jekyll's), sorted by name.
private func shownParams(in texts: [String], of candidates: [String: String]) -> [(name: String, value: String)] {
    guard !candidates.isEmpty else { return [] }
    let expressions = [#"\{\{[<%]-?\s*param\s+["']?([A-Za-z0-9_-]+)"#, #"\{\{-?\s*site\.([A-Za-z0-9_]+)"#].compactMap { try? NSRegularExpression(pattern: $0) }
    var shown: Set<String> = []
    for text in texts where text.contains("param") || text.contains("site.") {
        for expression in expressions {
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { shown.insert(String(text[range])) }
            }
        }
    }
    // `site.baseurl` and `site.url` are the site's address, read as such.
    return candidates.filter { shown.contains($0.key) && !["baseurl", "url"].contains($0.key) }.sorted { $0.key < $1.key }
        .map { ($0.key, $0.value) }
}
