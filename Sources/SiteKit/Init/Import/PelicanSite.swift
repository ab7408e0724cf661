import Diagnostics
import Foundation

/// A Pelican site: `pelicanconf.py` (with `publishconf.py`'s address when it gives one), read
/// without running Python; its content folder (`PATH`) with articles, which go to
/// `content/posts/`, pages (`PAGE_PATHS`) and static files (`STATIC_PATHS`) where they were.
enum PelicanSite {
    /// The content folder the quickstart's Makefile hands Pelican (`INPUTDIR=$(BASEDIR)/content`), below the site's folder.
    private static func makefileInputFolder(in folder: URL) -> String? {
        guard let data = readFile(atPath: folder.appending(path: "Makefile").path) else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " \t:?")) == "INPUTDIR" else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("$(BASEDIR)/") else { return nil }
            let path = String(value.dropFirst("$(BASEDIR)/".count))
            return path.isEmpty || path.contains("$") || path.contains("..") ? nil : path
        }
        return nil
    }

    static func read(_ folder: URL) throws(Diagnostic) -> OldSite? {
        guard firstFile(["pelicanconf.py"], in: folder) != nil else { return nil }
        var configuration = PythonSettings(fileAt: folder.appending(path: "pelicanconf.py"))
        var files = ["pelicanconf.py"]
        if firstFile(["publishconf.py"], in: folder) != nil {
            // What `make publish` builds with: it imports pelicanconf and sets the real address.
            configuration.values.merge(PythonSettings(fileAt: folder.appending(path: "publishconf.py")).values) { _, published in published }
            files.append("publishconf.py")
        }
        var settings = ImportedSettings()
        settings.title = configuration.text("SITENAME")
        settings.description = configuration.text("SITESUBTITLE")
        settings.author = configuration.text("AUTHOR")
        // pelicanconf's own address is often the preview's (`http://localhost:8000`), which is no site's address.
        if let address = configuration.text("SITEURL"), address.hasPrefix("https://") || address.hasPrefix("http://"),
            !address.contains("://localhost"), !address.contains("://127.0.0.1")
        {
            settings.baseURL = address.hasSuffix("/") ? address : address + "/"
        }
        settings.language = configuration.text("DEFAULT_LANG")
        settings.timezone = configuration.text("TIMEZONE")
        settings.paginate = configuration.values["DEFAULT_PAGINATION"] as? Int
        // Pelican makes a slug of the title unless told to use the file's name.
        settings.slugsFromTitles = (configuration.text("SLUGIFY_SOURCE") ?? "title") == "title"
        // The feed of all articles: Pelican's default unless set (`None` turns it off, as development settings do).
        settings.feed = configuration.values["FEED_ALL_ATOM"] == nil ? "feeds/all.atom.xml" : configuration.text("FEED_ALL_ATOM")
        // Without `PATH`, the folder `make html` reads (the quickstart's `INPUTDIR=$(BASEDIR)/content`), else `content/` when there is one.
        let contentPath = configuration.text("PATH") ?? makefileInputFolder(in: folder) ?? (isFolder("content", in: folder) ? "content" : ".")
        let content = contentPath.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        let pagePaths = configuration.texts("PAGE_PATHS") ?? ["pages"]
        let articles = permalink(of: configuration.text("ARTICLE_URL") ?? "{slug}.html")
        // Pages keep Pelican's addresses (`pages/about.html`) where they are one folder, the section `permalinks:` names.
        let pageURL = configuration.text("PAGE_URL") ?? "pages/{slug}.html"
        if pagePaths.count == 1, let section = pagePaths.first, !section.isEmpty, !section.contains("/"), let pages = permalink(of: pageURL) {
            settings.permalinksBySection = (articles.map { [("posts", $0)] } ?? []) + [(section, pages)]
        } else {
            settings.permalink = articles
        }
        let keepsPageAddresses = !settings.permalinksBySection.isEmpty
        let siteURL = configuration.text("SITEURL") ?? ""
        settings.menu = (configuration.values["MENUITEMS"] as? [Any] ?? []).compactMap { item in
            guard let pair = item as? [Any], pair.count == 2, let name = pair[0] as? String, let url = pair[1] as? String else { return nil }
            return (name, newAddress(of: url, siteURL: siteURL, keepingPages: keepsPageAddresses))
        }
        // Pelican's themes list the pages in the menu unless told not to; the default theme lists only the top-level ones.
        if configuration.values["DISPLAY_PAGES_ON_MENU"] as? Bool != false {
            let listed = Set(settings.menu.map(\.url))
            let pages = pageLinks(in: folder, content: content, pagePaths: pagePaths, url: keepsPageAddresses ? pageURL : nil)
                .filter { !listed.contains($0.url) }
            if !pages.isEmpty { settings.menu = (settings.menu.isEmpty ? [("Posts", "/"), ("Tags", "/tags/")] : settings.menu) + pages }
        }
        let articlePaths = configuration.texts("ARTICLE_PATHS") ?? [""]
        // An article's path below its article folder (nil when it is in none): where it goes below content/posts/.
        let article = { @Sendable (path: String) -> String? in articlePaths.lazy.compactMap { $0.isEmpty ? path : path.below($0) }.first }
        let isPage = { @Sendable (path: String) in pagePaths.contains { path.below($0) != nil } }
        let staticPaths = configuration.texts("STATIC_PATHS") ?? ["images"]
        let theme = configuration.text("THEME").map { $0.split(separator: "/").filter { $0 != "." }.joined(separator: "/") }
        var leftOut: [String] = []
        if let theme, isFolder(theme, in: folder) { leftOut.append("\(theme)/ (the old theme's templates)") }
        if let plugins = configuration.texts("PLUGINS"), !plugins.isEmpty {
            leftOut.append(
                "Pelican's plugins \(plugins.joined(separator: ", ")): site reads the notebook, img, include_code, video and literal tags and summary marks itself; anything else a plugin did is not done")
        }
        let readsRST = (configuration.texts("MARKUP") ?? ["rst"]).contains("rst")
        // pelican-ipynb's notebooks among the articles, each with its metadata file beside it as its first cell.
        let readsNotebooks = (configuration.texts("MARKUP") ?? []).contains("ipynb")
        var notebooks: [(path: String, text: String)] = []
        var notebooksWritten: Set<String> = []
        if readsNotebooks {
            let contentFolder = content.isEmpty ? folder : folder.appending(path: content)
            let walked = walkFiles(in: contentFolder, shownAs: contentFolder.path, siteRoot: folder) { $0.hasPrefix(".") }
            for file in walked.files where file.relativePath.hasSuffix(".ipynb") && !isPage(file.relativePath) {
                guard let article = article(file.relativePath),
                    let metadataFile = PelicanNotebooks.metadataFile(of: file.relativePath, in: contentFolder),
                    let json = readFile(atPath: file.absolutePath), let metadata = readFile(atPath: contentFolder.appending(path: metadataFile).path),
                    let merged = PelicanNotebooks.notebook(json, withMetadata: String(decoding: metadata, as: UTF8.self))
                else { continue }
                notebooks.append(("content/posts/" + article, String(decoding: merged, as: UTF8.self)))
                notebooksWritten.insert(file.relativePath)
            }
        }
        let writtenNotebooks = notebooksWritten
        let restructuredTexts = readsRST ? filesCount(endingIn: ".rst", below: folder.appending(path: content)) : 0
        return OldSite(
            generator: .pelican, configFiles: files, settings: settings,
            destination: { path in
                guard let rest = content.isEmpty ? path : path.below(content) else { return .stays }
                let parts = rest.split(separator: "/")
                if parts.contains(where: { $0.hasPrefix(".") || $0 == "__pycache__" }) { return .stays }
                if content.isEmpty, let first = parts.first, [theme ?? "theme", "plugins", "output"].contains(String(first)) || rest.hasSuffix(".py") {
                    return .stays
                }
                if PageFileName.isPlainMarkdown(rest) {
                    if isPage(rest) { return .copy(to: "content/" + rest) }
                    return article(rest).map { .copy(to: "content/posts/" + $0) } ?? .stays
                }
                if readsRST, rest.lowercased().hasSuffix(".rst") { return .stays }
                if readsNotebooks, PelicanNotebooks.metadataSuffixes.contains(where: { rest.hasSuffix($0) }) { return .stays }
                if readsNotebooks, rest.hasSuffix(".ipynb"), !isPage(rest) {
                    // Written with its metadata (see above), or as it is, a post either way.
                    if writtenNotebooks.contains(rest) { return .stays }
                    return article(rest).map { .copy(to: "content/posts/" + $0) } ?? .stays
                }
                // Only the static paths are published; a notebook or code file there is what a tag shows.
                return staticPaths.contains(where: { rest == $0 || rest.below($0) != nil }) ? .copy(to: "content/" + rest) : .stays
            },
            leftOut: leftOut
                + (restructuredTexts > 0
                    ? ["\(restructuredTexts) \(restructuredTexts == 1 ? "post" : "posts") in reStructuredText (.rst), which site does not read: convert each with pandoc -f rst -t markdown into a .md in content/posts/, its :date: and :tags: fields as Date: and Tags: lines at the top"] : []), written: notebooks)
    }

    /// A menu link of the old site at its address in the new one: Pelican's archives, tags and
    /// categories lists at the default theme's, a page (`pages/about.html`) where it was when
    /// `keepingPages`, else at `/pages/about/`.
    static func newAddress(of url: String, siteURL: String, keepingPages: Bool = false) -> String {
        var path = url
        if !siteURL.isEmpty, path.hasPrefix(siteURL) { path.removeFirst(siteURL.count) }
        guard !path.contains("://") else { return url }
        path = path.split(separator: "/").joined(separator: "/")
        switch path {
        case "", "index.html": return "/"
        case "archives.html": return "/posts/"
        case "tags.html": return "/tags/"
        case "categories.html": return "/categories/"
        default: return path.hasSuffix(".html") && !keepingPages ? "/" + path.dropLast(5) + "/" : "/" + path
        }
    }

    /// The pages (of `PAGE_PATHS`), by title, at their new addresses: `url` (`pages/{slug}.html`)
    /// with their slugs, or their folder's path.
    private static func pageLinks(in folder: URL, content: String, pagePaths: [String], url: String?) -> [(name: String, url: String)] {
        var links: [(name: String, url: String)] = []
        for pagePath in pagePaths {
            let relative = [content, pagePath].filter { !$0.isEmpty }.joined(separator: "/")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: relative).path)) ?? []
            for file in files.sorted() where PageFileName.isPlainMarkdown(file) {
                guard let node = frontMatterAndBody(ofFileAt: folder.appending(path: relative + "/" + file).path).frontMatter,
                    node["status"]?.text.map({ ["draft", "hidden"].contains($0.lowercased()) }) != true
                else { continue }
                let stem = String(file.prefix { $0 != "." })
                let title = node["title"]?.text ?? stem
                if let url {
                    // Pelican's slug: the page's own, else its title's.
                    let slug = node["slug"]?.text ?? (slugify(title).isEmpty ? stem : slugify(title))
                    links.append((title, "/" + url.replacingOccurrences(of: "{slug}", with: slug)))
                } else {
                    links.append((title, "/" + [pagePath, node["slug"]?.text ?? stem].filter { !$0.isEmpty }.joined(separator: "/") + "/"))
                }
            }
        }
        return links
    }

    /// Pelican's `ARTICLE_URL` as a permalink pattern: `blog/{date:%Y}/{slug}/` is `/blog/:year/:slug/`;
    /// nil when it names something no pattern fills.
    static func permalink(of url: String) -> String? {
        let fields = [
            "{slug}": ":slug", "{date:%Y}": ":year", "{date:%y}": ":short_year", "{date:%m}": ":month", "{date:%d}": ":day",
            "{date:%b}": ":short_month", "{date:%B}": ":long_month", "{date:%j}": ":y_day", "{category}": ":categories",
        ]
        var pattern = url
        for (field, placeholder) in fields { pattern = pattern.replacingOccurrences(of: field, with: placeholder) }
        guard !pattern.contains("{") else { return nil }
        if pattern.hasSuffix(".html") { pattern = String(pattern.dropLast(5)) + ":output_ext" }
        return pattern.hasPrefix("/") ? pattern : "/" + pattern
    }

    private static func filesCount(endingIn suffix: String, below folder: URL) -> Int {
        let walked = walkFiles(in: folder, shownAs: folder.path, siteRoot: folder) { $0.hasPrefix(".") }
        return walked.files.filter { $0.relativePath.hasSuffix(suffix) }.count
    }
}

/// The settings of a Python configuration module (`NAME = value` at the start of a line) whose
/// values are literals: strings, numbers, `True`, `False`, `None`, lists and tuples of them. A value
/// that only running Python gives (a name, a call, a sum) is not read.
struct PythonSettings {
    var values: [String: Any] = [:]

    init(fileAt url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard let equals = line.firstIndex(of: "="), line.first?.isUppercase == true else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }),
                line[line.index(after: equals)...].first != "="
            else { continue }
            // A list may go on over further lines until its brackets close.
            var expression = String(line[line.index(after: equals)...])
            while Self.openBrackets(in: expression) > 0, let next = lines.popFirst() { expression += "\n" + next }
            if let value = Self.literal(expression) { values[name] = value }
        }
    }

    /// A setting's text, nil when it is not a text or is empty.
    func text(_ name: String) -> String? {
        guard let text = values[name] as? String, !text.isEmpty else { return nil }
        return text
    }

    /// A setting's list of texts.
    func texts(_ name: String) -> [String]? {
        (values[name] as? [Any])?.compactMap { $0 as? String }
    }

    /// Brackets opened and not yet closed, outside strings and comments.
    private static func openBrackets(in text: String) -> Int {
        var depth = 0
        for token in tokens(text) ?? [] {
            if ["[", "(", "{"].contains(token) { depth += 1 }
            if ["]", ")", "}"].contains(token) { depth -= 1 }
        }
        return depth
    }

    /// The value of a Python literal, read by the JSON reader after its tokens are spelled as JSON's.
    private static func literal(_ expression: String) -> Any? {
        guard let tokens = tokens(expression), !tokens.isEmpty else { return nil }
        var json = ""
        for (index, token) in tokens.enumerated() {
            // Python allows a comma before a closing bracket; JSON does not.
            if token == ",", index + 1 < tokens.count, ["]", ")", "}"].contains(tokens[index + 1]) { continue }
            switch token {
            case "(": json += "["
            case ")": json += "]"
            case "None": json += "null"
            case "True": json += "true"
            case "False": json += "false"
            default: json += token
            }
        }
        return try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    /// The tokens of an expression, strings written as JSON strings; nil when it holds a name,
    /// an operator or a string JSON cannot say.
    private static func tokens(_ text: String) -> [String]? {
        var tokens: [String] = []
        var characters = Array(text)[...]
        while let character = characters.first {
            if character == "#" {
                // A comment runs to the end of its line; a list may go on after it.
                characters = characters.drop { $0 != "\n" }
                continue
            }
            if character.isWhitespace {
                characters.removeFirst()
                continue
            }
            if "[](){},:".contains(character) {
                tokens.append(String(characters.removeFirst()))
                continue
            }
            // u'…', r"…", '…', "…"
            let prefix = characters.prefix { "uUrRbB".contains($0) }
            let afterPrefix = characters.dropFirst(prefix.count)
            if prefix.count <= 2, let quote = afterPrefix.first, quote == "'" || quote == "\"" {
                characters = afterPrefix.dropFirst()
                let raw = prefix.contains("r") || prefix.contains("R")
                var value = ""
                var closed = false
                while let next = characters.popFirst() {
                    if next == quote {
                        closed = true
                        break
                    }
                    if next == "\\", !raw, let escaped = characters.popFirst() {
                        switch escaped {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        default: value.append(escaped)
                        }
                    } else {
                        value.append(next)
                    }
                }
                guard closed, let encoded = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]) else { return nil }
                tokens.append(String(decoding: encoded, as: UTF8.self))
                continue
            }
            let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" || $0 == "+" }
            guard !word.isEmpty else { return nil }
            let spelled = String(word)
            guard ["None", "True", "False"].contains(spelled) || Double(spelled) != nil else { return nil }
            tokens.append(spelled)
            characters.removeFirst(word.count)
        }
        return tokens
    }
}
