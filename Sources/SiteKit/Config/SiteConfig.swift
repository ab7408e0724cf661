import Diagnostics
import Foundation
import Templates

/// The settings of `site.yml`, with defaults for everything left out.
struct SiteConfig: Sendable {
    var title = "My Blog"
    var description = ""
    var author = ""
    /// Absolute, with a trailing slash, e.g. `https://example.com/blog/`.
    var baseURL = "http://localhost:8000/" {
        didSet { basePath = Self.path(of: baseURL) }
    }
    /// The path part of `baseURL`, with slashes at both ends (`/` or `/blog/`).
    private(set) var basePath = "/"
    /// The host of `baseURL` (`example.com`), empty when it has none.
    var host: String { URL(string: baseURL)?.host() ?? "" }
    var language = "en"
    /// The translations' languages' own settings, by lowercased code (`languages:`).
    var languages: [String: LanguageSettings] = [:]
    var timeZone = TimeZone(identifier: "UTC")!
    var theme = "default"
    /// Where `theme:` is written in site.yml, for the message when the theme is missing.
    var themeSource: (location: SourceLocation, line: String?)?
    /// Raw HTML in Markdown passes through when true.
    var unsafeMarkdown = true
    /// Curly quotes, dashes and ellipses in Markdown text, as Hugo does by default.
    var smartPunctuation = true
    /// Whether `$…$` is a formula (pandoc's rule), as well as `$$…$$` and `\(…\)`: off for a blog
    /// whose `$` is a shell's or a price's (`markdown: { single_dollar_math: false }`).
    var singleDollarMath = true
    /// Inline code that holds only a formula (`` `\(x_i\)` ``, `` `$$y$$` ``) is that formula, as
    /// blogdown's math-code.js makes it in the browser (`markdown: { math_in_code: true }`).
    var mathInCode = false
    /// TeX macros every page's formulas know (`markdown: { math_macros: { RR: '\mathbb{R}' } }`),
    /// as a MathJax or KaTeX configuration defines them; a page's own `\newcommand` of a name replaces one.
    var mathMacros: [String: TeXPage.Macro] = [:]
    /// Every Markdown file is MDX (`markdown: { mdx: true }`), as Docusaurus reads `.md` files:
    /// its `{/* comments */}`, imports and components are read as `MDXSource` reads an `.mdx` file's.
    var markdownIsMDX = false
    /// Liquid's and Hexo's tags (`{% post_link … %}`, `{{ site.baseurl }}`) are read (`markdown: {
    /// liquid: false }` leaves them as text, as a site built by VitePress showed them).
    var readsLiquid = true
    /// The authors posts name by a key, from `data/authors.yml` or `data/authors/` (`AuthorProfiles`).
    var authorProfiles = AuthorProfiles()
    /// The Markdown extensions switched on (all, unless `markdown.extensions` names fewer).
    var markdownExtensions = MarkdownExtension.all
    /// The taxonomies with pages of their own; `tags` always comes first.
    var taxonomies = TaxonomyDefinition.defaults
    /// The navigation's links when `site.yml` lists them (`menu:`); nil lets the pages decide.
    var menu: [SiteMenuLink]?
    /// Posts per list page (home, tags, categories); 0 puts every post on one page.
    var paginate = 10
    /// The folder of `content/` that holds the posts: `posts`, Hugo's `post`, a `blog`…
    /// (`posts:` in site.yml, else found by `PostsFolder.found(in:)`).
    var postsFolder = PostsFolder.standard
    /// Further folders of posts (`posts: [cn, en]`, Hugo's `mainSections`), each with its own list.
    var morePostsFolders: [String] = []
    /// Every folder of posts, the first `postsFolder`.
    var postsFolders: [String] { [postsFolder] + morePostsFolders }
    /// Where posts go (`permalinks:` in site.yml); nil puts them at `<posts folder>/<slug>/`.
    var permalinks: PermalinkPattern?
    /// Where the pages of other folders of `content/` go, by folder (Hugo's `[permalinks]` names
    /// any section: `project = "/project/:year/:slug/"`); a folder not named keeps its pages' paths.
    var sectionPermalinks: [String: PermalinkPattern] = [:]
    /// Pages whose address comes from their file are written at `NAME.html`, not `NAME/`
    /// (`ugly_urls: true`, Hugo's `uglyURLs`): where Quarto, Jekyll's default style and Hugo's
    /// `uglyURLs` put them, so a moved site keeps its addresses. A folder's `index` page stays at the folder.
    var uglyURLs = false
    /// A post's dated name (`2023-04-26_pk-models/`) keeps its date in its address, as Quarto and
    /// Zola's `paths_keep_dates` have it (`keep_dates_in_names: true`); by default the date is
    /// taken out, as Jekyll and Zola do.
    var keepsDatesInNames = false
    /// Dots and underscores in a page's file or folder name (and its `slug:`) turn into hyphens in
    /// its address, as Zola's `slugify.paths = "on"` makes them (`ssh_totp.md` at `/ssh-totp/`):
    /// `slugify_paths: true`. By default they stay, as Hugo and Jekyll keep them.
    var slugifiesPaths = false
    /// Terms at the addresses Hugo gives them (`term_slugs: hugo`: `lucy-dagostino-mcgowan`,
    /// `c++`), see `hugoTermSlug`; by default `tagSlug`'s (`c-plus-plus`).
    var hugoTermSlugs = false
    /// A page without `slug:` is at its title's slug, not its file's (`slugs_from_titles: true`), as
    /// Pelican addresses its articles and pages (its default `SLUGIFY_SOURCE = 'title'`).
    var slugsFromTitles = false
    /// A Markdown file with front matter beside a bundle's `index.md` is a page of its own, as Zola
    /// and Quarto publish it; `bundle_pages: false` makes it one of the bundle's files, as Hugo has it
    /// (a homework template beside the post that offers it).
    var bundleFilesArePages = true
    /// The site's own values (`params:`, Hugo's `[params]`): `site.params` in templates, what Hugo's
    /// `param` shortcode finds when the page has no such value, and Jekyll's `{{ site.NAME }}`.
    var params = TemplateObject()
    /// Where the Atom feed is written, below the site (`feed: atom.xml`): a moved blog keeps its
    /// old feed's address (Hugo's `index.xml`, Zola's `atom.xml`), so its readers keep getting posts.
    var feedPath = "feed.xml"
    /// The feed's file name, which a term's and a language's feeds take too (`index.xml` for `feed: index.xml`).
    var feedFileName: String { feedPath.split(separator: "/").last.map(String.init) ?? "feed.xml" }
    /// Where the feed is also written (`feed: [index.xml, posts/index.xml]`): old addresses readers
    /// subscribed to, such as a Hugo section's feed.
    var feedCopies: [String] = []
    /// Each taxonomy term has its own feed beside its page (`term_feeds: true`), as Hugo and Zola
    /// write them: a blog's R posts syndicated from `tags/r/index.xml` keep coming.
    var writesTermFeeds = false

    private static func path(of baseURL: String) -> String {
        guard let url = URL(string: baseURL) else { return "/" }
        var path = url.path(percentEncoded: true)
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return path
    }

    /// `https://example.com` of `https://example.com/blog/` (with a port if it has one), or nil when
    /// the base URL has no host: Jekyll's `site.url`, and what the feed puts before root-relative links.
    var origin: String? {
        guard let url = URL(string: baseURL), let scheme = url.scheme, let host = url.host() else { return nil }
        return "\(scheme)://\(host)\(url.port.map { ":\($0)" } ?? "")"
    }

    /// The root-relative URL of a site path such as `posts/x/` (`/blog/posts/x/`).
    func url(_ sitePath: String) -> String {
        basePath + encoded(sitePath)
    }

    /// The absolute URL of a site path such as `posts/x/`.
    func permalink(_ sitePath: String) -> String {
        baseURL + encoded(sitePath)
    }

    /// The path with non-ASCII letters (from Unicode slugs) percent-encoded, as URLs require.
    private func encoded(_ sitePath: String) -> String {
        var path = sitePath
        let plain = path.withUTF8 { bytes in
            var flagged: UInt8 = 0
            for byte in bytes { flagged |= (byte & 0x80) | (byte == UInt8(ascii: " ") ? 1 : 0) }
            return flagged == 0
        }
        guard !plain else { return sitePath }
        return sitePath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? sitePath
    }
}
