import Diagnostics
import Foundation

/// Links in pages' text to addresses of the site where the build writes nothing
/// (`[the basics](/2018/11/27/js-getting-started/)`): most often a moved blog's links between its
/// posts, written for the old site's addresses. One warning names them; when one common way of
/// placing posts would put posts at most of them, it says so, and which `permalinks:` gives it.
enum LinksToNowhere {
    /// The ways old sites placed posts, most specific first: Hexo's and Jekyll's `pretty`, Jekyll's
    /// `date`, WordPress's, and the sections of Hugo and Zola sites; each by the post's slug (or
    /// title, as Hugo's `:slug` falls back to it) and by its file's name (Hexo's `:title`).
    static let commonPatterns: [String] = [
        "/:year/:month/:day/NAME/", "/:year/:month/:day/NAME.html", "/:categories/:year/:month/:day/NAME/",
        "/:categories/:year/:month/:day/NAME.html", "/:year/:month/NAME/", "/:year/NAME/", "/NAME/", "/NAME.html",
        "/blog/NAME/", "/post/NAME/", "/posts/NAME/", "/articles/NAME/",
    ].flatMap { [$0.replacingOccurrences(of: "NAME", with: ":slug"), $0.replacingOccurrences(of: "NAME", with: ":slugorfilename")] }

    /// The warning for every link of the site's pages to an address of the site where none of
    /// `written` is (the paths below the output), or nil when every such link leads somewhere.
    /// Only links from the site's root (`/a/b/`, or below its base path) are looked at: a relative
    /// link depends on where the page is. `written` is asked for only when there are such links.
    /// A link an old address's redirect rule sends on (the site's own `_redirects`: `/authors/*
    /// /author/:splat`) leads somewhere too.
    static func warning(in model: SiteModel, addresses: RootAddresses, redirectRules: String? = nil, written: () -> Set<String>) -> Diagnostic? {
        let links = addresses.links
        guard !links.isEmpty else { return nil }
        let paths = written()
        let redirected = RedirectSources(redirectRules ?? "", basePath: model.config.basePath)
        var dead: [(path: String, page: String)] = []
        var seen = Set<String>()
        for link in links where !leadsSomewhere(link.path, isWritten: paths.contains) && !redirected.sendsOn(link.path) {
            if seen.insert(link.path + "\u{0}" + link.page).inserted { dead.append(link) }
        }
        guard !dead.isEmpty else { return nil }
        let (pages, examples) = named(dead)
        var message =
            "\(dead.count) link\(dead.count == 1 ? "" : "s") in \(pages) page\(pages == 1 ? "" : "s") \(dead.count == 1 ? "leads" : "lead") to an address of this site where nothing is written: \(examples)"
        if let (pattern, fixed) = likelyPattern(for: dead.map(\.path), posts: model.posts, config: model.config) {
            message +=
                "; \(fixed) of them \(fixed == 1 ? "is" : "are") where posts would be with 'permalinks: \(pattern)' in site.yml (the old site's addresses, most likely): set it to keep them"
        } else {
            message += "; correct each link, or give the page it meant that address with 'aliases:'"
        }
        return .warning(message)
    }

    /// The warning for every file a page shows from the site's root (`<img src="/img/chart.png">`, a
    /// video, a script) that the site does not have, or nil when it has them all: a moved blog
    /// whose images lived outside the folders it was built from shows broken images without it.
    static func missingFilesWarning(addresses: RootAddresses, written: () -> Set<String>) -> Diagnostic? {
        let sources = addresses.sources
        guard !sources.isEmpty else { return nil }
        let paths = written()
        var missing: [(path: String, page: String)] = []
        var seen = Set<String>()
        for source in sources where !source.path.isEmpty && !paths.contains(source.path) {
            if seen.insert(source.path + "\u{0}" + source.page).inserted { missing.append(source) }
        }
        guard let first = missing.first else { return nil }
        let (pages, examples) = named(missing)
        let files = missing.count == 1 ? "1 file" : "\(missing.count) files"
        var message =
            "\(files) that \(pages == 1 ? "a page shows" : "\(pages) pages show") (images, videos, scripts) \(missing.count == 1 ? "is" : "are") not in the site: \(examples); copy each into static/ at its path (static/\(first.path)), or correct the path"
        // `Ochre_Example2.png` for `OchRe_Example2.png`: found on a Mac's disk, not on a web server's.
        let byLowercase = Dictionary(paths.map { ($0.lowercased(), $0) }, uniquingKeysWith: min)
        let twins = missing.compactMap { found in byLowercase[found.path.lowercased()].map { (written: found.path, file: $0) } }
        if let twin = twins.first {
            message += "; \(twins.count == 1 ? "one" : "\(twins.count)") of them differ\(twins.count == 1 ? "s" : "") only in letter case from a file the site has (/\(twin.written) and /\(twin.file)): web servers tell them apart, so write the name as the file is named"
        }
        return .warning(message)
    }

    /// How many pages the paths are in, and the first three named with their pages (`/a/ (in content/posts/b.md)`, … `and 5 more`).
    private static func named(_ found: [(path: String, page: String)]) -> (pages: Int, examples: String) {
        let examples = found.prefix(3).map { "/\($0.path) (in \($0.page))" }.joined(separator: ", ")
        return (Set(found.map(\.page)).count, examples + (found.count > 3 ? " and \(found.count - 3) more" : ""))
    }

    /// The addresses from the site's root in the pages' text.
    struct RootAddresses {
        /// Each link (`href="/a/b/"`): its site path and the page's file.
        var links: [(path: String, page: String)] = []
        /// Each file a page shows (`src="/img/a.png"`).
        var sources: [(path: String, page: String)] = []
        /// Each file a page shows from beside it (`src="./ddpm.webp"`, a bundle's image): its site
        /// path (from the page's address), as written, and the page's file.
        var nearbySources: [(path: String, written: String, page: String)] = []
    }

    /// Each link and each file shown from the root in the pages' text, read in one pass over each
    /// page: its site path (without the base path, the fragment and the query, percent-decoded)
    /// and the page's file.
    static func rootAddresses(in model: SiteModel) -> RootAddresses {
        let base = model.config.basePath
        let opening = Array("=\"\(base)".utf8)
        let href = Array("href".utf8), src = Array("src".utf8), nearbySource = Array(" src=\"".utf8)
        @Sendable func scan(_ page: borrowing Page) -> RootAddresses {
            var found = RootAddresses()
            var html = page.html
            html.withUTF8 { bytes in opening.withUnsafeBufferPointer { opening in nearbySource.withUnsafeBufferPointer { nearbySource in
                var from = 0
                while let start = ByteSearch.firstOffset(of: opening, in: bytes, from: from) {
                    let pathStart = start + opening.count
                    from = pathStart
                    let isLink = start >= href.count && bytes[(start - href.count)..<start].elementsEqual(href)
                    guard isLink || start >= src.count && bytes[(start - src.count)..<start].elementsEqual(src) else { continue }
                    // `href="//host/x"` is another site's; so is `src="//cdn/x.js"`.
                    if base == "/", pathStart < bytes.count, bytes[pathStart] == UInt8(ascii: "/") { continue }
                    var end = pathStart
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "#"), bytes[end] != UInt8(ascii: "?") {
                        end += 1
                    }
                    // A browser drops tabs and line breaks from an address and blanks at its end
                    // (`src="/images/\nphoto.png "`, as a long line of HTML was wrapped).
                    var path = bytes[pathStart..<end].filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
                    while path.last == 0x20 { path.removeLast() }
                    let written = String(decoding: path, as: UTF8.self).replacingOccurrences(of: "&amp;", with: "&")
                    let address = (written.removingPercentEncoding ?? written, page.source.path)
                    if isLink { found.links.append(address) } else { found.sources.append(address) }
                }
                // Files shown from beside the page (`src="./a.png"`, `src="../img/a.png"`), from where its address is.
                from = 0
                while let start = ByteSearch.firstOffset(of: nearbySource, in: bytes, from: from) {
                    let pathStart = start + nearbySource.count
                    from = pathStart
                    var end = pathStart
                    while end < bytes.count, !Self.endsAddress(bytes[end]) { end += 1 }
                    guard end > pathStart, let written = relativePath(bytes[pathStart..<end]) else { continue }
                    if let path = resolved(written, from: page.sitePath) { found.nearbySources.append((path, written, page.source.path)) }
                }
            } } }
            return found
        }
        // Every page's text is read, on every core, in the pages' order.
        var found = RootAddresses()
        func add(_ more: RootAddresses) {
            found.links += more.links
            found.sources += more.sources
            found.nearbySources += more.nearbySources
        }
        for pages in [model.posts, model.pages, model.translations] { pages.parallelMap(scan).forEach(add) }
        if let home = model.home { add(scan(home)) }
        return found
    }

    /// The characters that end an address in an attribute: its closing quote, its fragment, its query.
    private static func endsAddress(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "?") || byte == 0x0A || byte == 0x20
    }

    /// An address written from beside the page (`./a.png`, `img/a.png`, `../a.png`), as text; nil for
    /// one from the root, another site's (`https:`, `//cdn`), an inline image (`data:`) or a template's.
    private static func relativePath(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard let first = bytes.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "{"), first != UInt8(ascii: "$"),
            !bytes.contains(UInt8(ascii: ":")), !bytes.contains(UInt8(ascii: "<")), !bytes.contains(UInt8(ascii: "&"))
        else { return nil }
        let written = String(decoding: bytes, as: UTF8.self)
        return written.removingPercentEncoding ?? written
    }

    /// `written` from the page at `pagePath` (`posts/a/`, or `posts/a.html`) as a site path; nil when
    /// it climbs above the site's root.
    static func resolved(_ written: String, from pagePath: String) -> String? {
        let folder = pagePath.hasSuffix("/") ? String(pagePath.dropLast()) : pagePath.split(separator: "/").dropLast().joined(separator: "/")
        guard let path = resolvedPath(written, from: folder), !path.isEmpty else { return nil }
        return path
    }

    /// The warning for every file a page shows from beside it (`![](./ddpm.webp)` in a bundle's
    /// `index.md`) that is not where its address leads: a post moved without its images.
    static func missingNearbyFilesWarning(addresses: RootAddresses, written: () -> Set<String>) -> Diagnostic? {
        let sources = addresses.nearbySources
        guard !sources.isEmpty else { return nil }
        let paths = written()
        var missing: [(path: String, written: String, page: String)] = []
        var seen = Set<String>()
        for source in sources where !paths.contains(source.path) {
            if seen.insert(source.path + "\u{0}" + source.page).inserted { missing.append(source) }
        }
        guard let first = missing.first else { return nil }
        let pages = Set(missing.map(\.page)).count
        let examples = missing.prefix(3).map { "\($0.written) (in \($0.page))" }.joined(separator: ", ") + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
        // A bundle's files sit beside its index.md; a page of its own file has no folder for them yet.
        let parts = first.page.split(separator: "/").map(String.init)
        let folder = parts.dropLast()
        let fromRoot = first.written.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
        let remedy: String
        if paths.contains(fromRoot) {
            // `![]({{ "assets/cem/pendulum.png" }})`: the site has the file at the root; the page's address is no folder of it.
            remedy = "the site has /\(fromRoot): write the path from the site's root, with a / before it"
        } else if ["index", "_index"].contains(parts.last?.prefix { $0 != "." }) {
            let beside = (folder + first.written.split(separator: "/").filter { $0 != "." }.map(String.init)).joined(separator: "/")
            remedy = "put each in the page's folder (\(beside)), or correct the path"
        } else {
            let own = (folder + [String((parts.last ?? "").prefix { $0 != "." })]).joined(separator: "/")
            remedy = "make the page a folder with its files (\(own)/index.md beside \(first.written.split(separator: "/").last ?? "")), or correct the path"
        }
        return .warning(
            "\(missing.count) file\(missing.count == 1 ? "" : "s") that \(pages == 1 ? "a page shows" : "\(pages) pages show") from beside \(pages == 1 ? "it" : "them") \(missing.count == 1 ? "is" : "are") not in the site: \(examples); \(remedy)")
    }

    /// Whether a file is written at `path` or where a server looks for it (`a/` → `a/index.html`;
    /// `a` → `a/index.html` or `a.html`).
    static func leadsSomewhere(_ path: String, isWritten: (String) -> Bool) -> Bool {
        if path.isEmpty { return isWritten("index.html") }
        if path.hasSuffix("/") { return isWritten(path + "index.html") || isWritten(String(path.dropLast())) }
        return isWritten(path) || isWritten(path + "/index.html") || isWritten(path + ".html")
    }

    /// The common pattern that puts posts at the most of `paths`, when that is at least two and at
    /// least a quarter of them, with how many.
    static func likelyPattern(for paths: [String], posts: [Page], config: SiteConfig) -> (pattern: String, fixed: Int)? {
        guard !posts.isEmpty else { return nil }
        var best: (pattern: String, fixed: Int)?
        // Only posts a link may name: the last part of some path is its slug, its file's name or
        // its title's slug. Each one's values once, for every pattern.
        let lastParts = Set(paths.map { path in
            let name = path.split(separator: "/").last.map(String.init) ?? ""
            return name.hasSuffix(".html") ? String(name.dropLast(5)) : name
        })
        let values = posts.filter { post in
            lastParts.contains(post.slug) || lastParts.contains(post.source.stem) || lastParts.contains(slugify(post.title))
        }.map { permalinkValues(of: $0, config: config) }
        for written in commonPatterns where written != config.permalinks?.written {
            guard case .success(let pattern) = PermalinkPattern.read(written) else { continue }
            let addresses = Set(values.compactMap { pattern.sitePath(for: $0) })
            let fixed = paths.count { path in
                addresses.contains(path) || addresses.contains(path + "/") || (path.hasSuffix("/") && addresses.contains(String(path.dropLast())))
            }
            if fixed > (best?.fixed ?? 1) { best = (written, fixed) }
        }
        guard let best, best.fixed * 4 >= paths.count else { return nil }
        return best
    }
}

/// The old addresses a `_redirects` file's rules send on (`/old /new 301`, `/authors/* /author/:splat`):
/// every rule but those that answer "not found" (`404`, `410`).
struct RedirectSources {
    private var exact: Set<String> = []
    private var prefixes: [String] = []

    /// `basePath` (`/blog/`) is taken off each rule's address, as links' paths are without it.
    init(_ rules: String, basePath: String) {
        for line in rules.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let from = fields.first, from.hasPrefix("/") else { continue }
            if let status = fields.dropFirst(2).first, status.hasPrefix("404") || status.hasPrefix("410") { continue }
            var path = String(from)
            if path.hasPrefix(basePath) { path = String(path.dropFirst(basePath.count)) } else { path = String(path.dropFirst()) }
            if path.hasSuffix("*") {
                prefixes.append(String(path.dropLast()))
            } else {
                exact.insert(path.hasSuffix("/") ? String(path.dropLast()) : path)
            }
        }
    }

    /// Whether a link's site path (no base path, no leading `/`) is one a rule sends on.
    func sendsOn(_ path: String) -> Bool {
        let bare = path.hasSuffix("/") ? String(path.dropLast()) : path
        return exact.contains(bare) || prefixes.contains { !$0.isEmpty && path.hasPrefix($0) }
    }
}
