import Diagnostics

/// A link to another page that a post asks for by name (`{{< ref "other.md" >}}`, `{% post_url
/// 2019-03-05-x %}`), resolved once every page is read.
struct PageReference: Sendable {
    enum Form: Sendable {
        /// Hugo's `ref`: the absolute URL.
        case absolute
        /// Hugo's `relref`, Jekyll's `post_url` and `link`: the root-relative URL.
        case relative
        /// The page's title, as Hexo's `{% post_link slug %}` shows it.
        case title
    }

    /// As written: `posts/other.md`, `other`, `/about/`, `2019-03-05-x`, `_posts/2019-03-05-x.md#part`;
    /// empty for the page itself.
    var target: String
    var form: Form
    var location: SourceLocation
    var excerpt: SourceExcerpt?
    /// What the link keeps when no page has that name, with a warning instead of an error: a
    /// relative link to a Markdown file (`../about.md`) may name a file that is not a page.
    var fallback: String? = nil
    /// Whether a fallback is kept without a warning: a link from the site's root (`/notes.md`) may
    /// name a file of `static/`, which pages do not know.
    var fallsBackQuietly = false
    /// Whether a name without a leading slash is looked for in the asking page's folder first, as
    /// Hugo's `ref` and `relref` do; other forms name a path from content/ (or a page's own name).
    var looksBesideThePage = false
    /// Whether the target is an address from the site's root as the old site wrote it
    /// (`/backend/cache/`): only a page's path below content/ or its own address answers it, never a
    /// page that merely has the same file name or slug elsewhere.
    var namesAnAddress = false

    /// A link's destination as cmark writes it into `href`: bytes outside URLs' safe set
    /// percent-encoded (`é` → `%C3%A9`, `"` → `%22`), `&` and `'` as entities.
    static func hrefEscaped(_ destination: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(destination.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in destination.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "'"): out += "&#x27;".utf8
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.append(byte)
            case _ where "-_.+!*(),%#@?=;:/$~".utf8.contains(byte):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What stands in the post's text until the reference is resolved: letters and digits only,
    /// so that cmark keeps it as it is in a link's destination and in text.
    static func marker(_ index: Int) -> String { "zzsiteref\(index)zz" }

    /// `html` with each marker `marker(n)` replaced by `replacements[n]`, in one pass (a page of a
    /// thousand links is read once, not once per link); a marker past the list stays as it is.
    static func substitutingMarkers(in html: String, with replacements: [String]) -> String {
        let prefix = Array("zzsiteref".utf8)
        var html = html
        return html.withUTF8 { bytes in
            prefix.withUnsafeBufferPointer { prefix in
                var out: [UInt8] = []
                out.reserveCapacity(bytes.count + replacements.count * 32)
                var copied = 0
                var from = 0
                while let start = ByteSearch.firstOffset(of: prefix, in: bytes, from: from) {
                    var end = start + prefix.count
                    var number = 0
                    while end < bytes.count, (48...57).contains(bytes[end]), number < 1_000_000 {
                        number = number * 10 + Int(bytes[end] - 48)
                        end += 1
                    }
                    from = start + prefix.count
                    guard end > start + prefix.count, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "z"), bytes[end + 1] == UInt8(ascii: "z"),
                        number < replacements.count
                    else { continue }
                    out.append(contentsOf: bytes[copied..<start])
                    out.append(contentsOf: replacements[number].utf8)
                    copied = end + 2
                    from = copied
                }
                out.append(contentsOf: bytes[copied..<bytes.count])
                return String(decoding: out, as: UTF8.self)
            }
        }
    }
}

/// Every page's path, file name and slug, to find what a reference names.
struct PageDirectory: Sendable {
    private var byKey: [String: String] = [:]
    /// Only the pages' paths below content/ (without the extension; a bundle's or section's folder)
    /// and their addresses, for links from the site's root.
    private var byPath: [String: String] = [:]

    init(_ pages: [Page]) {
        // Later keys never replace earlier ones: the first page with a name keeps it.
        func add(_ key: String, _ sitePath: String, isPath: Bool = false) {
            let key = key.lowercased()
            if byKey[key] == nil { byKey[key] = sitePath }
            if isPath, byPath[key] == nil { byPath[key] = sitePath }
        }
        for page in pages {
            let relative = page.source.relativePath
            let withoutExtension = relative.split(separator: ".").dropLast().joined(separator: ".")
            add(relative, page.sitePath)
            add(withoutExtension, page.sitePath, isPath: true)
            if page.source.stem == "index" || page.isSection {
                // A bundle is named by its folder: `posts/2024-02-10-trip` and `2024-02-10-trip`.
                add(page.source.folder, page.sitePath, isPath: true)
                add(page.source.folder.split(separator: "/").last.map(String.init) ?? "", page.sitePath)
                // A section's `_index.md` is its folder's `index.md` (or `README.md`, as GitHub and
                // MkDocs show a folder) to those who link it so.
                if page.source.stem == "_index" {
                    let folder = page.source.folder.isEmpty ? "" : page.source.folder + "/"
                    add(folder + "index." + (relative.split(separator: ".").last.map(String.init) ?? "md"), page.sitePath)
                    add(folder + "index", page.sitePath)
                    add(folder + "README.md", page.sitePath)
                }
            } else {
                add(page.source.stem, page.sitePath)
            }
            add(page.sitePath, page.sitePath, isPath: true)
            add(page.slug, page.sitePath)
            // An old address the page answers (`aliases:`), by its path: a page that took the place of
            // another (an imported list page's section) is named by the old one's file too.
            for alias in page.aliases {
                var path = Substring(normalizedSitePath(alias.path))
                for ending in ["/", ".html", ".htm"] where path.hasSuffix(ending) { path = path.dropLast(ending.count) }
                if !path.isEmpty { add(String(path), page.sitePath) }
            }
            // Jekyll's `_posts/2019-03-05-x.md` is `posts/2019-03-05-x.md` here (or in the site's posts folder).
            if page.isPost { add("_posts/" + relative.dropFirst(PostsFolder.prefix(page.source.postsFolder).count), page.sitePath) }
        }
    }

    /// The site path of the page a reference names, and the `#fragment` it adds; nil when no page has that name.
    ///
    /// - Parameter folder: the folder below content/ of the page that asks: a name without a
    ///   leading slash is looked for there first, as Hugo does (`{{< ref "index.md" >}}` in a
    ///   bundle's `index.ar.md` is the bundle's own `index.md`; `../other.md`).
    func sitePath(for target: String, from folder: String? = nil) -> (path: String, fragment: String)? {
        var name = target.trimmingSpaces()
        var fragment = ""
        if let hash = name.firstIndex(of: "#") {
            fragment = String(name[hash...])
            name = String(name[..<hash])
        }
        if name.isEmpty { return nil }
        if let folder, !name.hasPrefix("/"), let beside = resolvedPath(name.lowercased(), from: folder), let path = byKey[beside] {
            return (path, fragment)
        }
        var key = name.lowercased()
        while key.hasPrefix("/") { key.removeFirst() }
        if key.hasPrefix("content/") { key.removeFirst("content/".count) }
        var keys = [key]
        // Jekyll's `{% link _docs/index.md %}` names a collection's source folder: its pages are in
        // `docs/` here, or at the top of content/ for a collection published there.
        if key.hasPrefix("_"), let slash = key.firstIndex(of: "/") {
            keys += [String(key.dropFirst()), String(key[key.index(after: slash)...])]
        }
        for key in keys {
            for candidate in [key, key.hasSuffix("/") ? String(key.dropLast()) : key + "/"] {
                if let path = byKey[candidate] { return (path, fragment) }
            }
        }
        // A file's path without its extension: an old page's address that a page took over (`aliases:`).
        for key in keys where PageFileName.isMarkdown(key) {
            if let dot = key.lastIndex(of: "."), let path = byKey[String(key[..<dot])] {
                return (path, fragment)
            }
        }
        // `posts/x.md` may be asked for as `x.md`; `x/index.md` as `x`. A folder's `index.md` is no
        // name of its own (some other folder's would answer): its folder is (`trip/index.md`, the
        // bundle `posts/trip/`).
        let stem = key.split(separator: "/").last.map(String.init) ?? key
        if key.contains("/"), ["index", "_index", "readme"].contains(stem.split(separator: ".").first.map(String.init) ?? stem) {
            let folder = key.split(separator: "/").dropLast()
            return (byKey[folder.joined(separator: "/")] ?? folder.last.flatMap { byKey[String($0)] }).map { ($0, fragment) }
        }
        for candidate in [stem, stem.split(separator: ".").first.map(String.init) ?? stem] {
            if let path = byKey[candidate] { return (path, fragment) }
        }
        return nil
    }

    /// The site path of the page at an address from the site's root as an old site wrote it
    /// (`/backend/cache/`, `/about`, `/posts/x/#part`): the page whose path below content/ or whose
    /// own address it is, and the `#fragment`; nil when none is. Percent-encoded letters are read.
    func sitePath(forAddress address: String) -> (path: String, fragment: String)? {
        var name = Substring(address)
        var fragment = ""
        if let hash = name.firstIndex(of: "#") {
            fragment = String(name[hash...])
            name = name[..<hash]
        }
        var key = (name.contains("%") ? name.removingPercentEncoding ?? String(name) : String(name)).lowercased()[...]
        while key.hasPrefix("/") { key = key.dropFirst() }
        while key.hasSuffix("/") { key = key.dropLast() }
        if let path = byPath[String(key)] ?? byPath[key + "/"] { return (path, fragment) }
        // The home page is there whether or not content/ has a page for it.
        return key.isEmpty ? ("", fragment) : nil
    }

    /// Every page's path names, for "did you mean".
    var names: [String] { Array(byKey.keys) }
}

/// Puts the URL of each referenced page in place of its marker in every page that has references;
/// returns an error for each reference no page answers.
func resolvePageReferences(in pages: inout [Page], config: SiteConfig) -> [Diagnostic] {
    guard pages.contains(where: { !$0.references.isEmpty }) else { return [] }
    let resolver = PageReferenceResolver(pages)
    var diagnostics: [Diagnostic] = []
    for index in pages.indices where !pages[index].references.isEmpty { diagnostics += resolver.resolve(&pages[index], config: config) }
    return diagnostics
}

/// What a page's references are resolved against: every page's names and addresses, and their
/// titles where a reference shows one. Made once for a build, or for an edit in place from the
/// pages as they are (an edited post keeps its address).
struct PageReferenceResolver {
    private let directory: PageDirectory
    private let titles: [String: String]

    init(_ pages: [Page]) {
        directory = PageDirectory(pages)
        // Titles by address, for the references that show one; the first page at an address keeps it.
        titles = pages.contains { $0.references.contains { $0.form == .title } }
            ? Dictionary(pages.map { ($0.sitePath, $0.title) }, uniquingKeysWith: { first, _ in first }) : [:]
    }

    /// Puts the URL of each page `page` refers to in place of its marker; an error for each reference no page answers.
    func resolve(_ page: inout Page, config: SiteConfig) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var replacements: [String] = []
        replacements.reserveCapacity(page.references.count)
        for reference in page.references {
            // Hugo's `{{< ref "#part" >}}` names a heading of the page itself; an empty target, the page.
            let ownAnchor = reference.target.trimmingSpaces().hasPrefix("#") || reference.target.isEmpty
            let ownPage = (path: page.sitePath, fragment: reference.target.trimmingSpaces())
            let found =
                ownAnchor
                ? ownPage
                : reference.namesAnAddress
                    ? directory.sitePath(forAddress: reference.target)
                    : directory.sitePath(for: reference.target, from: reference.looksBesideThePage ? page.source.folder : nil)
            guard let found else {
                if let fallback = reference.fallback {
                    if !reference.fallsBackQuietly {
                        diagnostics.append(
                            Diagnostic(
                                .warning,
                                // Without the target in the words, the same warning in a hundred places (links a
                                // README pasted into posts keeps) is said once with its places; the line shows the link.
                                "this link names a file no page of the site is made from, so it is left as written; link to a file below content/ (its page is linked) or to an address",
                                at: reference.location, excerpt: reference.excerpt))
                    }
                    replacements.append(reference.form == .title ? fallback.xmlEscaped : PageReference.hrefEscaped(fallback))
                    continue
                }
                let hint =
                    nearestMatch(to: reference.target.lowercased(), among: directory.names).map { " (did you mean '\($0)'?)" }
                    ?? ""
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "no page is named '\(reference.target.shortenedForMessage(limit: 80))'\(hint); write the target's path below content/, e.g. posts/my-post.md",
                        at: reference.location, excerpt: reference.excerpt))
                replacements.append("#")
                continue
            }
            switch reference.form {
            case .title:
                replacements.append((titles[found.path] ?? found.path).xmlEscaped)
            case .absolute, .relative:
                let url = reference.form == .absolute ? config.permalink(found.path) : config.url(found.path)
                replacements.append((url + found.fragment).xmlEscaped)
            }
        }
        page.html = PageReference.substitutingMarkers(in: page.html, with: replacements)
        return diagnostics
    }
}
