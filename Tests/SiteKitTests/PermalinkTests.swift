import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// A Jekyll blog lives at `/2015/05/21/title.html` or `/2015/05/21/title/`, a Hugo blog often at
/// `/2019/03/title/`: `permalinks:` keeps those addresses, so a moved blog's links still work.
@Suite struct PermalinkTests {
    func values(
        date: (Int, Int, Int, Int, Int, Int)? = (2015, 5, 21, 11, 0, 0), title: String = "The Unreasonable Effectiveness",
        writtenSlug: String? = nil, jekyllName: String? = "RNN-effectiveness", fileName: String = "2015-05-21-RNN-effectiveness",
        categories: [String] = []
    ) -> PermalinkValues {
        PermalinkValues(
            date: date.map { (year: $0.0, month: $0.1, day: $0.2, hour: $0.3, minute: $0.4, second: $0.5) }, title: title,
            writtenSlug: writtenSlug, jekyllName: jekyllName, fileName: fileName, slug: slugify(jekyllName ?? fileName),
            section: "posts", categories: categories)
    }

    func path(_ pattern: String, _ values: PermalinkValues) throws -> String? {
        try PermalinkPattern.read(pattern).get().sitePath(for: values)
    }

    @Test func jekyllsNamedStylesWriteItsAddresses() throws {
        let post = values()
        // Jekyll's `:title` is the file's name as written, case and all.
        #expect(try path("date", post) == "2015/05/21/RNN-effectiveness.html")
        #expect(try path("pretty", post) == "2015/05/21/RNN-effectiveness/")
        #expect(try path("ordinal", post) == "2015/141/RNN-effectiveness.html")
        #expect(try path("none", post) == "RNN-effectiveness.html")
        // Categories lead, lowercased, one folder each; none leave no empty folder.
        #expect(try path("pretty", values(categories: ["ML", "Deep Learning"])) == "ml/deep learning/2015/05/21/RNN-effectiveness/")
        #expect(try path("/:slugified_categories/:title/", values(categories: ["Deep Learning"])) == "deep-learning/RNN-effectiveness/")
        // Jekyll makes the name a slug in its `pretty` mode, case kept: a space or `#` becomes `-`, `&` and `+` stay.
        #expect(try path("/:title/", values(jekyllName: "explaining transformers")) == "explaining-transformers/")
        #expect(try path("/:title/", values(jekyllName: " C++ tips #1 & Ünïcode ")) == "C++-tips-1-&-Ünïcode/")
        // `slug:` in the front matter wins for both.
        #expect(try path("/:year/:title/", values(writtenSlug: "rnn")) == "2015/rnn/")
    }

    @Test func hugosTitleIsThePagesTitle() throws {
        // Without a Jekyll file name, `:title` and `:slug` follow Hugo: the title, made a slug.
        let post = values(jekyllName: nil, fileName: "rnn")
        #expect(try path("/:year/:month/:title/", post) == "2015/05/the-unreasonable-effectiveness/")
        #expect(try path("/:year/:month/:slug/", post) == "2015/05/the-unreasonable-effectiveness/")
        #expect(try path("/:section/:filename/", post) == "posts/rnn/")
        #expect(try path("/:year/:slugorfilename/", values(writtenSlug: "short", jekyllName: nil, fileName: "rnn")) == "2015/short/")
        #expect(try path("/:monthname/:i_day/:short_year/:hour:minute/:slug/", post) == "may/21/15/1100/the-unreasonable-effectiveness/")
        // Day of the year counts the leap day.
        #expect(try path("/:year/:y_day/:title/", values(date: (2024, 3, 1, 0, 0, 0))) == "2024/061/RNN-effectiveness/")
    }

    @Test func aPostWithoutADateKeepsTheUsualAddress() throws {
        #expect(try path("/:year/:title/", values(date: nil)) == nil)
        #expect(try path("/notes/:title/", values(date: nil)) == "notes/RNN-effectiveness/")
    }

    /// Hugo's `:sections`: every section down to the page, or a slice of them as Go takes one.
    @Test func hugosSectionsArePathsAndSlices() throws {
        var post = values(jekyllName: nil, fileName: "rnn")
        post.sections = ["docs", "guide", "charts"]
        #expect(try path("/:sections/:slug/", post) == "docs/guide/charts/the-unreasonable-effectiveness/")
        #expect(try path("/:sections[1:]/:filename/", post) == "guide/charts/rnn/")
        #expect(try path("/:sections[last]/:filename/", post) == "charts/rnn/")
        #expect(try path("/:sections[:last]/:filename/", post) == "docs/guide/rnn/")
        #expect(try path("/:sections[0]/:year/:filename/", post) == "docs/2015/rnn/")
        #expect(try path("/:sections[1:2]/:filename/", post) == "guide/rnn/")
        // A slice past the sections there are takes none, and leaves no empty folder.
        #expect(try path("/:sections[5]/:filename/", post) == "rnn/")
        if case .failure(let problem) = PermalinkPattern.read("/:sections[a]/:slug/") {
            #expect(problem.message.contains(":sections[1:]"))
        } else {
            Issue.record("a slice that is none should be refused")
        }
    }

    /// yihui.org's `slug: cn/about` (a top-level page) and `permalinks: {cn: /:sections/:year/:month/:slug/}`.
    @Test func aSlugWithSlashesIsAPathAndSectionsPlaceThePosts() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nposts: cn\npermalinks:\n  cn: /:sections/:year/:month/:slug/\n",
            files: [
                "content/cn-about.md": "---\ntitle: 关于\nslug: \"cn/about\"\n---\nMe.\n",
                "content/cn/2006-03-11-21-32-00.md": "---\ntitle: 多元正态分布\ndate: '2006-03-11T21:32:00+08:00'\nslug: 21-32-00\n---\nText.\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/cn/about/index.html"))
        #expect(site.exists("public/cn/2006/03/21-32-00/index.html"))
    }

    @Test func aPatternThatCannotWorkIsRefusedWithTheWayOut() throws {
        func problem(_ pattern: String) -> String? {
            if case .failure(let problem) = PermalinkPattern.read(pattern) { return problem.message }
            return nil
        }
        #expect(problem("/:year/:tilte/")?.contains("did you mean ':title'?") == true)
        #expect(problem("/:year/:month/")?.contains("add :title or :slug") == true)
        #expect(problem("prety")?.contains("pretty") == true)
        #expect(problem("/:year/:title/") == nil)
        // A post a day (kmcd.dev's daily prompts) is named by its day; two of a day are told apart at the build.
        #expect(problem("/prompts/:year-:month-:day/") == nil)
        #expect(try path("/prompts/:year-:month-:day/", values()) == "prompts/2015-05-21/")
    }

    static let jekyllPost = "---\ntitle: Attention? Attention!\ndate: 2018-06-24 23:30:00 -0800\ncategories: [ML]\n---\nSee [the next]({% post_url 2018-07-01-next %}).\n"
    static let nextPost = "---\ntitle: Next\n---\nNext.\n"

    @Test func aJekyllBlogKeepsItsAddressesEverywhere() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalink: date\n",
            files: [
                "content/posts/2018-06-24-attention-attention.md": Self.jekyllPost,
                "content/posts/2018-07-01-next.md": Self.nextPost,
                "content/about.md": "---\ntitle: About\n---\nMe.\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        // The author's day (-0800), not UTC's next day; the category leads.
        let first = try #require(site.read("public/ml/2018/06/24/attention-attention.html"))
        #expect(first.contains("href=\"/blog/2018/07/01/next.html\""))
        #expect(site.exists("public/2018/07/01/next.html"))
        #expect(site.read("public/index.html")?.contains("href=\"/blog/ml/2018/06/24/attention-attention.html\"") == true)
        #expect(site.read("public/feed.xml")?.contains("https://example.com/blog/2018/07/01/next.html") == true)
        #expect(site.read("public/sitemap.xml")?.contains("https://example.com/blog/2018/07/01/next.html") == true)
        // Pages are not posts: they keep their own addresses.
        #expect(site.exists("public/about/index.html"))
        #expect(!site.exists("public/posts/next/index.html"))
    }

    @Test func aPostsOwnPermalinkMayUsePlaceholders() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalinks: /:year/:month/:title/\n",
            files: [
                "content/posts/hugo-post.md": "+++\ntitle = \"Charts, Again\"\ndate = 2019-03-05\n+++\nText.\n",
                "content/posts/own.md": "---\ntitle: Own\ndate: 2019-04-01\npermalink: /notes/:year/:title/\n---\nText.\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/2019/03/charts-again/index.html"))
        #expect(site.exists("public/notes/2019/own/index.html"))
    }

    @Test func hugosFormBySectionIsReadForThePostsFolder() throws {
        let files = ["content/post/charts.md": "+++\ntitle = \"Charts\"\ndate = 2019-03-05\n+++\nText.\n"]
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalinks:\n  post: /:year/:month/:slug/\n  page: /:slug/\n", files: files, theme: defaultTheme)
        #expect(site.build().succeeded)
        #expect(site.exists("public/2019/03/charts/index.html"))
        // A pattern for another section only: the posts stay where they were, and a warning says how.
        let other = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalinks:\n  notes: /:year/:slug/\n", files: files, theme: defaultTheme)
        let report = other.build()
        #expect(report.succeeded)
        #expect(other.exists("public/post/charts/index.html"))
        #expect(report.diagnostics.contains { $0.severity == .warning && $0.message.contains("no pattern for the posts folder 'post'") })
    }

    /// Julia Silge's blog (Hugo, blogdown) has `[permalinks] tags = "/tag/:slug/"`: its term pages,
    /// and every link and feed of them, go there; the posts stay put without a warning.
    @Test func aTaxonomysPatternPutsItsTermPages() throws {
        let files = ["content/blog/charts.md": "+++\ntitle = \"Charts\"\ndate = 2019-03-05\ntags = [\"R Stats\"]\ncategories = [\"Code\"]\n+++\nText.\n"]
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nterm_feeds: true\npermalinks:\n  tags: /tag/:slug/\n", files: files, theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(site.exists("public/tag/r-stats/index.html") && site.exists("public/tag/r-stats/feed.xml") && !site.exists("public/tags/r-stats"))
        #expect(site.read("public/tags/index.html")?.contains("href=\"/blog/tag/r-stats/\"") == true)
        #expect(site.read("public/blog/charts/index.html")?.contains("href=\"/blog/tag/r-stats/\"") == true)
        #expect(site.exists("public/categories/code/index.html"))
        // A pattern no folder and slug can say leaves the terms where they are, with a warning.
        let odd = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalinks:\n  tags: /:year/:slug/\n", files: files, theme: defaultTheme)
        let oddReport = odd.build()
        #expect(oddReport.succeeded)
        #expect(odd.exists("public/tags/r-stats/index.html"))
        #expect(oddReport.diagnostics.map(\.message).contains { $0.contains("a term's page can only go to a folder and its slug; write e.g. tags: /tag/:slug/") })
    }

    /// Zola makes a page's address of its name with `slugify.paths = "on"`, its default: dots and
    /// underscores turn into hyphens (fabriceT's blog links `/synology-rproxy/` for `synology_rproxy.md`).
    /// `slugify_paths: true` does the same; without it they stay, as Hugo and Jekyll keep them.
    @Test func slugifyPathsMakesAddressesAsZolaDoes() throws {
        let files = [
            "content/synology_rproxy.md": "+++\ntitle = \"Proxy\"\ndate = 2021-01-01\n+++\nx\n",
            "content/ansible_windows/index.md": "+++\ntitle = \"Ansible\"\n+++\nx\n",
            "content/ansible_windows/shot.png": "PNG",
            "content/notes/dplyr-1.0.0.md": "+++\ntitle = \"dplyr\"\n+++\nx\n",
            "content/notes/named.md": "+++\ntitle = \"Named\"\nslug = \"My_Own.Slug\"\n+++\nx\n",
            "content/synology_ssl.md": "+++\ntitle = \"SSL\"\n+++\nSee [the proxy](/synology-rproxy/).\n",
        ]
        let zola = TemporarySite(config: TemporarySite.defaultConfig + "\nslugify_paths: true\n", files: files, theme: defaultTheme)
        let report = zola.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        for path in ["synology-rproxy/index.html", "ansible-windows/index.html", "ansible-windows/shot.png", "notes/dplyr-1-0-0/index.html", "notes/my-own-slug/index.html"] {
            #expect(zola.exists("public/" + path), "\(path)")
        }
        let kept = TemporarySite(files: files, theme: defaultTheme)
        #expect(kept.build().succeeded)
        for path in ["synology_rproxy/index.html", "ansible_windows/index.html", "notes/dplyr-1.0.0/index.html", "notes/my_own.slug/index.html"] {
            #expect(kept.exists("public/" + path), "\(path)")
        }
    }

    @Test func aBadPatternInSiteYMLIsAnErrorAtItsLine() {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalinks: /:year/:titel/\n",
            files: ["content/posts/a.md": "---\ntitle: A\ndate: 2019-04-01\n---\nText.\n"], theme: defaultTheme)
        let report = site.build()
        #expect(!report.succeeded)
        let error = report.diagnostics.first { $0.severity == .error }
        #expect(error?.location?.path == "site.yml" && error?.location?.line == 5)
        #expect(error?.message.contains("did you mean ':title'?") == true)
    }

    /// Two posts of one address (Hugo writes one over the other without a word): the first by path
    /// keeps it, the other is written at its file's own address with a warning saying so, and no
    /// post is lost; a third whose own address is taken too is an error.
    @Test func twoPostsOnOneAddressKeepBothWithAWarning() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\npermalinks: /:year/:slug/\n",
            files: [
                "content/posts/2019-01-01-same.md": "---\ntitle: A\n---\nA.\n",
                "content/posts/2019-06-01-same.md": "---\ntitle: B\n---\nB.\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("would be written to /2019/same/") })
        #expect(
            warning.message
                == "content/posts/2019-06-01-same.md would be written to /2019/same/, which is already content/posts/2019-01-01-same.md, so it is written to /posts/2019-06-01-same/ instead; to choose its address, give it another 'slug:' or file name")
        #expect(warning.location?.path == "content/posts/2019-06-01-same.md")
        #expect(try #require(site.read("public/2019/same/index.html")).contains("<p>A.</p>"))
        #expect(try #require(site.read("public/posts/2019-06-01-same/index.html")).contains("<p>B.</p>"))
        #expect(try #require(site.read("public/posts/index.html")).contains("/posts/2019-06-01-same/"))

        // A page whose own address is taken as well cannot be placed: that stays an error.
        site.write("content/posts/2019-06-01-same/index.md", "---\ntitle: C\ndate: 2019-07-01\nslug: same\n---\nC.\n")
        let third = site.build()
        #expect(!third.succeeded)
        #expect(third.diagnostics.errors.contains { $0.message.hasPrefix("content/posts/2019-06-01-same/index.md would be written to /2019/same/") })
    }
}
