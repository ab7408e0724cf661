import Diagnostics
import Foundation
import Templates

/// The keys `site.yml` understands, for "did you mean" suggestions.
private let knownKeys = [
    "title", "description", "author", "base_url", "language", "languages", "timezone", "theme", "markdown", "paginate",
    "taxonomies", "posts", "permalinks", "menu", "ugly_urls", "keep_dates_in_names", "slugify_paths", "term_slugs", "slugs_from_titles", "bundle_pages", "feed", "term_feeds", "params",
]

/// Reads `site.yml` from the site folder; every problem becomes a diagnostic and a default is used.
func loadConfig(root: URL, baseURLOverride: String?) -> (SiteConfig, [Diagnostic]) {
    let path = "site.yml"
    let file = root.appending(path: path)
    var config = SiteConfig()
    var diagnostics: [Diagnostic] = []
    var baseURLLocation: (SourceLocation, String?)?
    var postsFolderIsSet = false
    var permalinksBySection: [String: PermalinkPattern] = [:]

    if let data = FileManager.default.contents(atPath: file.path) {
        switch decodeUTF8(data, path: path) {
        case .failure(let problem):
            diagnostics.append(problem)
        case .success(let decoded):
            let text = decoded.text
            if let warning = decoded.warning { diagnostics.append(warning) }
            var reader = YAMLFieldReader(path: path, lineOffset: 0, source: SourceLines(text))
            read(
                text, into: &config, with: &reader, baseURLLocation: &baseURLLocation, postsFolderIsSet: &postsFolderIsSet,
                permalinksBySection: &permalinksBySection)
            diagnostics += reader.diagnostics
        }
    } else {
        diagnostics.append(
            .error(
                "no site.yml in \(root.path); run the command inside a site folder, or create one with `site init DIR`"
            ))
    }

    let (profiles, profileProblems) = AuthorProfiles.load(root: root)
    config.authorProfiles = profiles
    diagnostics += profileProblems

    if let override = baseURLOverride {
        config.baseURL = override
        baseURLLocation = nil
    } else if baseURLLocation == nil, !diagnostics.hasErrors {
        diagnostics.append(
            .warning(
                "site.yml has no base_url, so the feed and sitemap point at \(config.baseURL); add base_url: https://your.domain/",
                at: SourceLocation(path: path, line: 1)))
    }
    if !postsFolderIsSet {
        let found = PostsFolder.found(in: root)
        config.postsFolder = found.first ?? PostsFolder.standard
        config.morePostsFolders = Array(found.dropFirst())
    }
    if !permalinksBySection.isEmpty {
        // Hugo's form names sections: the posts folder's pattern is the one posts follow.
        let folder = config.postsFolder.isEmpty ? "posts" : config.postsFolder
        config.permalinks = permalinksBySection[folder] ?? permalinksBySection["posts"]
        // Every other section's pattern is its pages'; a taxonomy's (Hugo's `tags = "/tags/:slug/"`) is for its term pages, which keep theirs.
        let taxonomyNames = Set(config.taxonomies.map(\.name))
        // (The further posts folders' own patterns are among them, and place their posts.)
        config.sectionPermalinks = permalinksBySection.filter { $0.key != folder && $0.key != "posts" && !taxonomyNames.contains($0.key) }
        for index in config.taxonomies.indices {
            guard let pattern = permalinksBySection[config.taxonomies[index].name] else { continue }
            if let termFolder = TaxonomyDefinition.termFolder(of: pattern) {
                config.taxonomies[index].termFolder = termFolder == config.taxonomies[index].name ? nil : termFolder
            } else {
                diagnostics.append(
                    .warning(
                        "'permalinks' gives the \(config.taxonomies[index].name) the pattern '\(pattern.written)', but a term's page can only go to a folder and its slug; write e.g. \(config.taxonomies[index].name): /\(config.taxonomies[index].singular)/:slug/",
                        at: SourceLocation(path: path, line: 1)))
            }
        }
        // Only taxonomies' patterns (Hugo's `tags = "/tag/:slug/"`) leave the posts where they are without a word.
        if config.permalinks == nil, permalinksBySection.keys.contains(where: { !taxonomyNames.contains($0) }) {
            diagnostics.append(
                .warning(
                    "'permalinks' names no pattern for the posts folder '\(folder)', so posts stay at /\(PostsFolder.prefix(config.postsFolder))<slug>/; write e.g. permalinks: {\(folder): /:year/:month/:slug/}",
                    at: SourceLocation(path: path, line: 1)))
        }
    }
    if let taxonomy = config.taxonomies.first(where: { $0.name == config.postsFolder }) {
        diagnostics.append(
            .error(
                "the posts folder and a taxonomy are both named '\(taxonomy.name)', and both would be written to /\(taxonomy.name)/; rename one of them in site.yml",
                at: SourceLocation(path: path, line: 1)))
    }
    if let problem = validateBaseURL(&config.baseURL) {
        let source = baseURLOverride == nil ? "base_url" : "--base-url"
        diagnostics.append(.error("\(source) \(problem)", at: baseURLLocation?.0, sourceLine: baseURLLocation?.1))
    }
    return (config, diagnostics)
}

private func read(
    _ text: String, into config: inout SiteConfig, with reader: inout YAMLFieldReader,
    baseURLLocation: inout (SourceLocation, String?)?, postsFolderIsSet: inout Bool,
    permalinksBySection: inout [String: PermalinkPattern]
) {
    let root: YAMLNode?
    do { root = try parseYAML(text) } catch {
        reader.error(error, in: .yaml)
        return
    }
    guard let root, !root.isNull else { return }
    guard let entries = root.mappingEntries else {
        reader.error("site.yml must be a mapping of settings, e.g. title: My Blog", at: root)
        return
    }
    for (key, keyNode, value) in entries {
        switch key {
        case "title": if let v = reader.string(value, key: key) { config.title = v }
        case "description": if let v = reader.string(value, key: key) { config.description = v }
        case "author": if let v = reader.string(value, key: key) { config.author = v }
        case "language": if let v = reader.string(value, key: key) { config.language = v }
        case "theme":
            if let v = reader.string(value, key: key) {
                config.theme = v
                let location = reader.location(of: value)
                config.themeSource = (location, reader.source.line(location.line))
            }
        case "base_url":
            if let v = reader.string(value, key: key) {
                config.baseURL = v
                let location = reader.location(of: value)
                baseURLLocation = (location, reader.source.line(location.line))
            }
        case "timezone":
            if let name = reader.string(value, key: key) {
                if let zone = TimeZone(identifier: name) {
                    config.timeZone = zone
                } else {
                    let hint =
                        nearestMatch(to: name, among: TimeZone.knownTimeZoneIdentifiers)
                        .map { "did you mean '\($0)'?" } ?? "use an IANA name such as Europe/Berlin or UTC"
                    reader.error("unknown timezone '\(name.shortenedForMessage())'; \(hint)", at: value)
                }
            }
        case "markdown":
            guard let options = value.mappingEntries else {
                if !value.isNull {
                    reader.error("'markdown' must be a mapping, e.g. markdown: {unsafe: false}", at: value)
                }
                continue
            }
            for (option, optionNode, optionValue) in options {
                switch option {
                case "unsafe":
                    if let v = reader.bool(optionValue, key: "markdown.unsafe") { config.unsafeMarkdown = v }
                case "smart":
                    if let v = reader.bool(optionValue, key: "markdown.smart") { config.smartPunctuation = v }
                case "extensions":
                    config.markdownExtensions = readExtensions(optionValue, reader: &reader)
                case "single_dollar_math":
                    if let v = reader.bool(optionValue, key: "markdown.single_dollar_math") { config.singleDollarMath = v }
                case "math_in_code":
                    if let v = reader.bool(optionValue, key: "markdown.math_in_code") { config.mathInCode = v }
                case "mdx":
                    if let v = reader.bool(optionValue, key: "markdown.mdx") { config.markdownIsMDX = v }
                case "liquid":
                    if let v = reader.bool(optionValue, key: "markdown.liquid") { config.readsLiquid = v }
                case "math_macros":
                    config.mathMacros = TeXMacroSetting.read(optionValue, reader: &reader)
                default:
                    reader.unknownKey(option, at: optionNode, known: ["unsafe", "smart", "extensions", "single_dollar_math", "math_in_code", "mdx", "liquid", "math_macros"])
                }
            }
        case "paginate":
            if let v = reader.int(value, key: key) {
                if v < 0 {
                    reader.error("'paginate' must be 0 (every post on one page) or more, not \(v)", at: value)
                } else {
                    config.paginate = v
                }
            }
        case "posts":
            // One folder, or several (`posts: [blog, notes]`), each with its list.
            if case .sequence(let items) = value.value {
                var folders: [String] = []
                for item in items {
                    guard let v = reader.string(item, key: key) else { continue }
                    if v == "." {
                        reader.error("'posts' may name content/ itself (.) only alone: write posts: .", at: item)
                    } else if let problem = PostsFolder.problem(with: v) {
                        reader.error("'posts' \(problem)", at: item)
                    } else if !folders.contains(v) {
                        folders.append(v)
                    }
                }
                if let first = folders.first {
                    config.postsFolder = first
                    config.morePostsFolders = Array(folders.dropFirst())
                    postsFolderIsSet = true
                } else if items.isEmpty {
                    reader.error("'posts' names no folder; write e.g. posts: [blog, notes]", at: value)
                }
            } else if let v = reader.string(value, key: key) {
                if let problem = PostsFolder.problem(with: v) {
                    reader.error("'posts' \(problem)", at: value)
                } else {
                    config.postsFolder = v == "." ? "" : v
                    postsFolderIsSet = true
                }
            }
        case "permalinks", "permalink":
            // `permalink` is Jekyll's spelling, copied from a _config.yml; a mapping by section is Hugo's [permalinks].
            if let entries = value.mappingEntries {
                for (section, _, written) in entries {
                    if let v = reader.string(written, key: "\(key).\(section)"), let pattern = readPermalink(v, key: key, at: written, reader: &reader) {
                        permalinksBySection[section] = pattern
                    }
                }
            } else if let v = reader.string(value, key: key) {
                config.permalinks = readPermalink(v, key: key, at: value, reader: &reader)
            }
        case "ugly_urls", "uglyURLs":
            // `uglyURLs` is Hugo's spelling.
            if let v = reader.bool(value, key: key) { config.uglyURLs = v }
        case "keep_dates_in_names":
            if let v = reader.bool(value, key: key) { config.keepsDatesInNames = v }
        case "slugify_paths":
            if let v = reader.bool(value, key: key) { config.slugifiesPaths = v }
        case "term_slugs":
            if let v = reader.string(value, key: key) {
                switch v.lowercased() {
                case "hugo": config.hugoTermSlugs = true
                case "site": config.hugoTermSlugs = false
                default: reader.error("'term_slugs' is 'site' (c-plus-plus) or 'hugo' (c++, as Hugo writes terms' addresses), not '\(v)'", at: value)
                }
            }
        case "params", "extra":
            // `extra` is Zola's name for them.
            if case .object(let params) = templateValue(of: value) {
                config.params = params
            } else if !value.isNull {
                reader.error("'\(key)' must be a mapping of the site's own values, e.g. params: {github_repo: \"https://github.com/you/site\"}", at: value)
            }
        case "term_feeds":
            if let v = reader.bool(value, key: key) { config.writesTermFeeds = v }
        case "slugs_from_titles":
            if let v = reader.bool(value, key: key) { config.slugsFromTitles = v }
        case "bundle_pages":
            if let v = reader.bool(value, key: key) { config.bundleFilesArePages = v }
        case "feed":
            // One path, or several: the feed, then old addresses it is also written at.
            var paths: [String] = []
            for written in reader.list(value, key: key) {
                if let path = feedPath(written) {
                    if !paths.contains(path) { paths.append(path) }
                } else {
                    reader.error(
                        "'feed' is where the feed is written below the site, a path ending in .xml such as atom.xml or blog/index.xml (not sitemap.xml), not '\(written.shortenedForMessage())'",
                        at: value)
                }
            }
            if let first = paths.first {
                config.feedPath = first
                config.feedCopies = Array(paths.dropFirst())
            }
        case "languages":
            // `languages: {es: {title: …, description: …, name: Español}}`.
            guard let entries = value.mappingEntries else {
                if !value.isNull { reader.error("'languages' must be a mapping by language, e.g. languages: {es: {title: Mi blog}}", at: value) }
                continue
            }
            for (code, _, settingsNode) in entries {
                guard let fields = settingsNode.mappingEntries else {
                    reader.error("'languages.\(code.shortenedForMessage())' must be a mapping, e.g. {title: …, description: …, name: …}", at: settingsNode)
                    continue
                }
                var settings = LanguageSettings()
                for (field, fieldNode, fieldValue) in fields {
                    switch field {
                    case "title": settings.title = reader.string(fieldValue, key: "languages.\(code).title")
                    case "description": settings.description = reader.string(fieldValue, key: "languages.\(code).description")
                    case "name": settings.name = reader.string(fieldValue, key: "languages.\(code).name")
                    default: reader.unknownKey(field, at: fieldNode, known: LanguageSettings.keys)
                    }
                }
                config.languages[code.lowercased().replacingOccurrences(of: "_", with: "-")] = settings
            }
        case "taxonomies":
            if let taxonomies = readTaxonomies(value, reader: &reader) { config.taxonomies = taxonomies }
        case "menu", "menus", "nav", "navigation":
            config.menu = readSiteMenu(value, reader: &reader)
        default:
            reader.unknownKey(key, at: keyNode, known: knownKeys)
        }
    }
}

/// `taxonomies: [tags, categories, series]`, or Hugo's `{tag: tags, category: categories}`; tags are always kept.
private func readTaxonomies(_ node: YAMLNode, reader: inout YAMLFieldReader) -> [TaxonomyDefinition]? {
    var found: [TaxonomyDefinition] = []
    func add(plural: String, singular: String?, at node: YAMLNode) {
        // Its URL uses the name: lowercase letters, digits, `-` and `_` (Hugo Academic's `publication_types`).
        let name = plural.lowercased()
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }) else {
            reader.error(
                "taxonomy '\(plural.shortenedForMessage())' must be a plain lowercase word such as series (letters, digits, - and _), as its URL uses it",
                at: node)
            return
        }
        guard !["posts", "assets", "page", "tags"].contains(name) || name == "tags" else {
            reader.error("'\(name.shortenedForMessage())' is a path the site uses already; name the taxonomy otherwise", at: node)
            return
        }
        let one = singular ?? (name.hasSuffix("ies") ? String(name.dropLast(3)) + "y" : name.hasSuffix("s") ? String(name.dropLast()) : name)
        if !found.contains(where: { $0.name == name }) { found.append(TaxonomyDefinition(name: name, singular: one)) }
    }
    switch node.value {
    case .sequence(let items):
        for item in items {
            guard let text = item.scalarText?.trimmingSpaces() else {
                reader.error("each taxonomy must be a name such as categories, not \(item.kindDescription)", at: item)
                continue
            }
            add(plural: text, singular: nil, at: item)
        }
    case .mapping:
        for (singular, _, plural) in node.mappingEntries ?? [] {
            guard let text = plural.scalarText?.trimmingSpaces() else {
                reader.error("taxonomy '\(singular.shortenedForMessage())' must name its plural, e.g. \(singular.shortenedForMessage()): \(singular.shortenedForMessage())s", at: plural)
                continue
            }
            add(plural: text, singular: singular.lowercased(), at: plural)
        }
    default:
        if node.isNull { return nil }
        reader.error("'taxonomies' must be a list, e.g. taxonomies: [tags, categories]", at: node)
        return nil
    }
    // Every site has tags: the theme's navigation links them.
    if !found.contains(where: { $0.name == "tags" }) { found.insert(TaxonomyDefinition.defaults[0], at: 0) }
    return found
}

/// `markdown: { extensions: [tables, footnotes] }`: the extensions named, each checked.
private func readExtensions(_ node: YAMLNode, reader: inout YAMLFieldReader) -> Set<MarkdownExtension> {
    let items: [YAMLNode]
    switch node.value {
    case .sequence(let list): items = list
    case .scalar where node.isNull: return []
    default:
        reader.error(
            "'markdown.extensions' must be a list, e.g. extensions: [tables, footnotes]; the extensions are \(MarkdownExtension.names.joined(separator: ", "))",
            at: node)
        return MarkdownExtension.all
    }
    var chosen = Set<MarkdownExtension>()
    for item in items {
        guard let name = item.scalarText?.trimmingSpaces() else {
            reader.error("each Markdown extension must be a name such as tables, not \(item.kindDescription)", at: item)
            continue
        }
        if let known = MarkdownExtension(rawValue: name.lowercased()) {
            chosen.insert(known)
        } else {
            let hint = nearestMatch(to: name.lowercased(), among: MarkdownExtension.names).map { "did you mean '\($0)'? " } ?? ""
            reader.error(
                "unknown Markdown extension '\(name.shortenedForMessage())'; \(hint)the extensions are \(MarkdownExtension.names.joined(separator: ", "))",
                at: item)
        }
    }
    return chosen
}

/// Makes the base URL end in a slash; returns a message when it is not an absolute http(s) URL.
private func validateBaseURL(_ baseURL: inout String) -> String? {
    if !baseURL.hasSuffix("/") { baseURL += "/" }
    guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", url.host() != nil
    else {
        let given = baseURL
        baseURL = "http://localhost:8000/"
        return "'\(given.shortenedForMessage())' is not an absolute http(s) URL; write it like https://example.com/"
    }
    return nil
}

/// The pattern `text` writes, or nil and an error at `node`.
private func readPermalink(_ text: String, key: String, at node: YAMLNode, reader: inout YAMLFieldReader) -> PermalinkPattern? {
    switch PermalinkPattern.read(text) {
    case .success(let pattern): return pattern
    case .failure(let problem):
        reader.error("'\(key)': \(problem.message)", at: node)
        return nil
    }
}

/// The feed's path below the site (`/atom.xml` → `atom.xml`), or nil for one that is no `.xml`
/// file inside it (`../feed.xml`, `feeds/`) or is the sitemap's.
func feedPath(_ written: String) -> String? {
    let path = written.hasPrefix("/") ? String(written.dropFirst()) : written
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard path.lowercased().hasSuffix(".xml"), path != "sitemap.xml", !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
    else { return nil }
    return path
}
