/// The settings of an old site's configuration that `site.yml` has a key for, and the `site.yml`
/// that carries them.
struct ImportedSettings {
    var title: String?
    var description: String?
    var author: String?
    var baseURL: String?
    var language: String?
    /// The language told from the pages' script, where the old site named none.
    var languageGuess: WrittenLanguage?
    var timezone: String?
    var paginate: Int?
    /// The translations' languages' own titles, descriptions and names, in the old site's order.
    var languages: [(code: String, title: String?, description: String?, name: String?)] = []
    /// The folders of `content/` that hold posts, as Hugo's `mainSections` names them.
    var postsFolders: [String] = []
    /// One pattern for posts (Jekyll's `permalink:`), or patterns by section (Hugo's `[permalinks]`).
    var permalink: String?
    var permalinksBySection: [(section: String, pattern: String)] = []
    /// Plural names (`tags`, `categories`), with Hugo's singular where it gave one.
    var taxonomies: [(singular: String?, plural: String)] = []
    /// The navigation's links, in order.
    var menu: [(name: String, url: String)] = []
    /// Pages at `NAME.html` (Quarto's, Jekyll's default style, Hugo's `uglyURLs`).
    var uglyURLs = false
    /// Posts' dated names keep their dates in addresses (Quarto's, Zola's `paths_keep_dates`).
    var keepsDatesInNames = false
    /// Zola's `slugify.paths = "on"` (its default): dots and underscores of names become hyphens.
    var slugifiesPaths = false
    /// Terms at Hugo's addresses (`term_slugs: hugo`).
    var hugoTermSlugs = false
    /// Pages without `slug:` at their titles' slugs (Pelican's `SLUGIFY_SOURCE = 'title'`).
    var slugsFromTitles = false
    /// Markdown beside a bundle's index is one of its files (Hugo's page resources), not a page.
    var bundleFilesAreFiles = false
    /// The old configuration's own values (Hugo's `[params]`, `_config.yml`'s keys) as text, by
    /// name: the plan keeps those the pages show (`{{< param x >}}`, `{{ site.x }}`) as `params`.
    var paramCandidates: [String: String] = [:]
    var params: [(name: String, value: String)] = []
    /// Where the old site's feed was (`index.xml`, `atom.xml`), when not at `feed.xml`: readers
    /// subscribed to that address keep getting new posts.
    var feed: String?
    /// Where else the old site wrote that feed (a Hugo section's `posts/index.xml`).
    var feedCopies: [String] = []
    /// Each taxonomy term had its own feed (Hugo's by default, Zola's `feed = true`).
    var termFeeds = false
    /// The old site read formulas only between other delimiters (Hugo's passthrough without `$`),
    /// so `$GOOS_$GOARCH` in a post is text.
    var singleDollarMathOff = false
    /// The old theme made inline code holding only a formula (`` `\(x\)` ``) that formula (blogdown's math-code.js).
    var mathInCode = false
    /// The TeX macros the old site's MathJax or KaTeX configuration defined.
    var mathMacros: [MathMacroImport.Macro] = []
    /// The old site read every Markdown file as MDX (Docusaurus's default).
    var markdownIsMDX = false
    /// The old generator read no Liquid: its tags were text on its pages (VitePress's, VuePress's).
    var liquidOff = false

    /// The feed's paths as `site.yml` takes them, the feed's first, when not the default alone:
    /// an address outside the site (`../feed.xml`) is left out.
    private var writtenFeeds: [String] {
        var paths: [String] = []
        for path in ([feed ?? "feed.xml"] + feedCopies).compactMap(feedPath) where !paths.contains(path) { paths.append(path) }
        return paths == ["feed.xml"] ? [] : paths
    }

    /// A site whose configuration has no title may give it in its home page's front matter
    /// (`content/_index.md`, as the Rust blog's `title = "Rust Blog"`): its title and description then.
    mutating func takeTitleFromHomePage(inFolder content: String) {
        guard title == nil || description == nil else { return }
        for name in ["_index.md", "_index.en.md"] {
            guard let frontMatter = frontMatterAndBody(ofFileAt: content + "/" + name).frontMatter else { continue }
            if title == nil { title = frontMatter["title"]?.text }
            if description == nil { description = frontMatter["description"]?.text }
            return
        }
    }

    /// The settings told from the pages, not read from the old configuration, one sentence each.
    var toldFromPages: [String] {
        guard let languageGuess else { return [] }
        return [
            "language: \(languageGuess.code), as \(languageGuess.pageCount) of the \(languageGuess.ofPages) pages are written in \(languageGuess.name) and the old site named no language"
        ]
    }

    /// The names of the settings that were found, in `site.yml`'s words.
    var namesFound: [String] {
        var names: [String] = []
        if title != nil { names.append("title") }
        if description != nil { names.append("description") }
        if author != nil { names.append("author") }
        if baseURL != nil { names.append("base_url") }
        if language != nil, languageGuess == nil { names.append("language") }
        if timezone != nil { names.append("timezone") }
        if paginate != nil { names.append("paginate") }
        if !postsFolders.isEmpty { names.append("posts") }
        if !languages.isEmpty { names.append("languages") }
        if permalink != nil || !permalinksBySection.isEmpty { names.append("permalinks") }
        if !taxonomies.isEmpty { names.append("taxonomies") }
        if !menu.isEmpty { names.append("menu") }
        if uglyURLs { names.append("ugly_urls") }
        if keepsDatesInNames { names.append("keep_dates_in_names") }
        if slugifiesPaths { names.append("slugify_paths") }
        if slugsFromTitles { names.append("slugs_from_titles") }
        if !writtenFeeds.isEmpty { names.append("feed") }
        if termFeeds { names.append("term_feeds") }
        if !params.isEmpty { names.append("params") }
        if singleDollarMathOff { names.append("markdown.single_dollar_math") }
        if mathInCode { names.append("markdown.math_in_code") }
        if !mathMacros.isEmpty { names.append("markdown.math_macros") }
        if markdownIsMDX { names.append("markdown.mdx") }
        if liquidOff { names.append("markdown.liquid") }
        return names
    }

    /// `site.yml` with these settings, the default theme's and a comment naming where they came from.
    func siteYAML(generator: String, configFiles: [String]) -> String {
        var lines = [
            "# Settings read from the \(generator) site's \(configFiles.joined(separator: ", ")) by site init --from.",
            "# The old theme is not carried over: this site is drawn by the default theme.",
            "title: \((title ?? "My Blog").yamlQuoted)",
        ]
        if let description { lines.append("description: \(description.yamlQuoted)") }
        if let author { lines.append("author: \(author.yamlQuoted)") }
        lines.append("base_url: \((baseURL ?? "https://example.com/").yamlQuoted)")
        if let languageGuess {
            lines.append(
                "language: \(languageGuess.code.yamlQuoted)   # the old site named none; \(languageGuess.pageCount) of its \(languageGuess.ofPages) pages are written in \(languageGuess.name)"
            )
        } else {
            lines.append("language: \((language ?? "en").yamlQuoted)")
        }
        lines.append("timezone: \((timezone ?? "UTC").yamlQuoted)")
        if !languages.isEmpty {
            lines.append("languages:   # the site in its translations' languages")
            for language in languages {
                let fields = [("name", language.name), ("title", language.title), ("description", language.description)]
                    .compactMap { key, value in value.map { "\(key): \($0.yamlQuoted)" } }
                lines.append("  \(language.code.yamlQuoted): {\(fields.joined(separator: ", "))}")
            }
        }
        lines += [
            "theme: default",
            "markdown:",
            "  unsafe: true   # raw HTML in posts passes through",
            "  smart: true    # curly quotes, dashes and ellipses",
        ]
        if singleDollarMathOff { lines.append("  single_dollar_math: false   # $…$ is text, as the old site's math delimiters had it") }
        if mathInCode { lines.append("  math_in_code: true   # `\\(x\\)` in backticks is a formula, as the old theme's math-code.js made it") }
        lines += MathMacroImport.yamlLines(mathMacros)
        if markdownIsMDX { lines.append("  mdx: true   # every .md file is MDX, as the old site read it: {/* comments */} and imports left out") }
        if liquidOff { lines.append("  liquid: false   # {% … %} tags are text, as the old site showed them") }
        lines.append("paginate: \(paginate ?? 10)     # posts per list page; 0 puts every post on one page")
        if !postsFolders.isEmpty {
            let list = postsFolders.count == 1 ? postsFolders[0].yamlQuoted : "[\(postsFolders.map(\.yamlQuoted).joined(separator: ", "))]"
            lines.append("posts: \(list)   # the folders of content/ that hold the posts (the old site's mainSections)")
        }
        if let permalink {
            lines.append("permalinks: \(permalink.yamlQuoted)")
        } else if !permalinksBySection.isEmpty {
            lines.append("permalinks:")
            lines += permalinksBySection.map { "  \($0.section.yamlQuoted): \($0.pattern.yamlQuoted)" }
        }
        if uglyURLs { lines.append("ugly_urls: true   # pages at NAME.html, as the old site had them") }
        if keepsDatesInNames { lines.append("keep_dates_in_names: true   # posts/2024-03-14_trip/ keeps its date in its address") }
        if slugifiesPaths { lines.append("slugify_paths: true   # ssh_totp.md at /ssh-totp/, as the old site's addresses were") }
        if hugoTermSlugs { lines.append("term_slugs: hugo   # tags and other terms at the addresses Hugo gave them (/tags/c++/)") }
        if slugsFromTitles { lines.append("slugs_from_titles: true   # a page without slug: is at its title's slug, as the old site had it") }
        if bundleFilesAreFiles { lines.append("bundle_pages: false   # Markdown beside a bundle's index.md is one of its files, as the old site had it") }
        if writtenFeeds.count == 1 {
            lines.append("feed: \(writtenFeeds[0].yamlQuoted)   # the old site's feed address, so its readers keep getting new posts")
        } else if !writtenFeeds.isEmpty {
            lines.append(
                "feed: [\(writtenFeeds.map(\.yamlQuoted).joined(separator: ", "))]   # the old site's feed addresses, so its readers keep getting new posts")
        }
        if taxonomies.isEmpty {
            lines.append("taxonomies: [tags, categories]")
        } else if taxonomies.allSatisfy({ $0.singular == nil }) {
            lines.append("taxonomies: [\(taxonomies.map { $0.plural.yamlQuoted }.joined(separator: ", "))]")
        } else {
            lines.append("taxonomies:")
            lines += taxonomies.map { "  \(($0.singular ?? $0.plural).yamlQuoted): \($0.plural.yamlQuoted)" }
        }
        if termFeeds { lines.append("term_feeds: true   # each tag's and category's own feed (tags/r/\(writtenFeeds.first.map { String($0.split(separator: "/").last ?? "feed.xml") } ?? "feed.xml")), as the old site wrote them") }
        if !params.isEmpty {
            lines.append("params:   # the old site's values that its pages show")
            lines += params.map { "  \($0.name.yamlQuoted): \($0.value.yamlQuoted)" }
        }
        if !menu.isEmpty {
            lines.append("menu:")
            lines += menu.map { "  - {name: \($0.name.yamlQuoted), url: \($0.url.yamlQuoted)}" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
