import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// Hugo sites keep their posts in `content/post/` or `content/blog/` as often as in
/// `content/posts/`: brought as they are, those posts are the blog's, at the addresses they had.
@Suite struct PostsFolderTests {
    func site(_ files: [String: String], config: String = TemporarySite.defaultConfig) -> TemporarySite {
        TemporarySite(config: config, files: files, theme: defaultTheme)
    }

    static let hugoPost = "+++\ntitle = \"Old post\"\ndate = 2024-05-01\ntags = [\"charts\"]\n+++\nLink to {{< ref \"second\" >}}.\n"
    static let secondPost = "---\ntitle: Second\ndate: 2024-06-01\n---\nSecond.\n"

    @Test func hugosPostFolderIsThePostsFolderWhenThereIsNoPostsFolder() throws {
        // `site init` leaves an empty content/posts/ behind: a folder without posts does not count.
        let site = site([
            "content/post/old.md": Self.hugoPost, "content/post/second/index.md": Self.secondPost,
            "content/post/_index.md": "---\ntitle: Writing\n---\nAll of it.\n", "content/about.md": "---\ntitle: About\n---\nMe.\n",
        ])
        // A posts/_index.md alone (a theme's list title) holds no post either.
        site.write("content/posts/_index.md", "---\ntitle: Posts\n---\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        // The posts keep Hugo's addresses, are listed newest first, fed, tagged and linked.
        let home = try #require(site.read("public/index.html"))
        let second = try #require(home.range(of: "/blog/post/second/")), old = try #require(home.range(of: "/blog/post/old/"))
        #expect(second.lowerBound < old.lowerBound)
        #expect(site.read("public/feed.xml")?.contains("https://example.com/blog/post/old/") == true)
        #expect(site.read("public/tags/charts/index.html")?.contains("/blog/post/old/") == true)
        #expect(site.read("public/post/old/index.html")?.contains("href=\"/blog/post/second/\"") == true)
        #expect(site.read("public/post/index.html")?.contains("All of it.") == true)
        // The section's list is no navigation entry, the about page is.
        #expect(home.contains(">About</a>") && !home.contains(">Writing</a></li>"))
    }

    @Test func siteYMLNamesThePostsFolder() throws {
        let site = site(
            [
                "content/blog/2024-05-01-first.md": "---\ntitle: First\n---\nText with a [link]({% post_url 2024-05-02-next %}).\n",
                "content/blog/2024-05-02-next.md": "---\ntitle: Next\n---\nText.\n",
                "content/posts/notes.md": "---\ntitle: Notes\n---\nA page now.\n",
            ], config: TemporarySite.defaultConfig + "\nposts: blog\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/blog/first/index.html")?.contains("href=\"/blog/blog/next/\"") == true)
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("/blog/blog/first/") && !home.contains("Notes"))
        #expect(site.exists("public/posts/notes/index.html"))
    }

    @Test func aNewPostGoesIntoThePostsFolder() throws {
        let site = site([:], config: TemporarySite.defaultConfig + "\nposts: articles\n")
        let path = try newPost(titled: "Hello", in: site.root, date: Date(timeIntervalSince1970: 1_780_000_000), timeZone: .gmt)
        #expect(path.hasPrefix("content/articles/2026-"))
        #expect(site.exists(path))
    }

    @Test(arguments: [
        ("posts: ../elsewhere", "'posts' must name one folder in content/, such as posts or blog (or . for content/ itself), not '../elsewhere'"),
        ("posts: a/b", "'posts' must name one folder in content/, such as posts or blog (or . for content/ itself), not 'a/b'"),
        ("posts: tags", "'posts' cannot be 'tags': the site writes its tags there; move the posts to another folder"),
        ("posts: categories", "the posts folder and a taxonomy are both named 'categories', and both would be written to /categories/; rename one of them in site.yml"),
    ])
    func aPostsFolderTheSiteCannotUseIsAnError(line: String, message: String) {
        let site = site(["content/posts/a.md": post(title: "A", date: "2024-01-01")], config: TemporarySite.defaultConfig + "\n" + line + "\n")
        let report = site.build()
        #expect(report.diagnostics.errors.map(\.message) == [message])
        #expect(report.diagnostics.errors.first?.location?.path == "site.yml")
    }

    @Test func pagesWithoutPostsAreToldWhereThePostsGo() throws {
        let site = site([
            "content/python-flask.md": "+++\ntitle = \"Flask\"\ndate = 2024-01-01\n+++\nText.\n",
            "content/about.md": "---\ntitle: About\n---\nMe.\n",
        ])
        let report = site.build()
        #expect(report.succeeded)
        #expect(
            report.diagnostics.warnings.map(\.message) == [
                "the site has 2 pages and no posts, so its home page lists pages and its feed is empty: posts are the Markdown files in content/posts/; move them there, or name their folder with 'posts:' in site.yml"
            ])
        // The home page lists the pages instead, and the navigation says Home, without Tags.
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("<h2 id=\"pages-heading\" class=\"section-heading\">Pages</h2>") && !home.contains("No posts yet."), "\(home)")
        #expect(home.contains("<li><a href=\"/blog/about/\">About</a>") && home.contains("<li><a href=\"/blog/python-flask/\">Flask</a>"), "\(home)")
        #expect(home.contains("aria-current=\"page\">Home</a>") && !home.contains(">Tags</a>"), "\(home)")
    }

    /// A folder without a page of its own (a notebook's `column/`, holding the sections `web/` and
    /// `growing/`) is passed through: the home page lists what it holds, or nothing leads to it.
    @Test func aFolderWithoutAPageOfItsOwnIsPassedThroughOnTheHomePage() throws {
        let site = site([
            "content/column/web/_index.md": "---\ntitle: Web notes\n---\nAll of them.\n",
            "content/column/web/grid.md": "---\ntitle: Grid\n---\nText.\n",
            "content/column/growing/life.md": "---\ntitle: My life\n---\nText.\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\nDocs.\n",
            "content/docs/setup.md": "---\ntitle: Setup\n---\nText.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.read("public/index.html"))
        for (url, title) in [("column/web/", "Web notes"), ("column/growing/life/", "My life"), ("docs/", "Docs")] {
            #expect(home.contains("<li><a href=\"/blog/\(url)\">\(title)</a>"), "\(title): \(home)")
        }
        // What a section lists stays in it.
        #expect(!home.contains(">Grid</a>") && !home.contains(">Setup</a>"), "\(home)")
    }

    /// Zola's own blog layout: the posts in `content/` itself, its `_index.md` sorted by date.
    @Test func aZolaRootSectionSortedByDateHoldsThePosts() throws {
        let site = site([
            "content/_index.md": "+++\n# the home page lists the posts\nsort_by = \"date\"\npaginate_by = 5\n+++\n",
            "content/2018-03-15-newsletter-1.md": "+++\ntitle = \"Newsletter 1\"\ndate = 2018-03-15\naliases = [\"2018-03-15/\"]\n+++\nOne.\n",
            "content/heapless.md": "+++\ntitle = \"Heapless\"\ndate = 2024-01-01\n+++\nSee [the first]({% post_url 2018-03-15-newsletter-1 %}).\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("<a href=\"/blog/heapless/\">Heapless</a>") && home.contains("<a href=\"/blog/newsletter-1/\">Newsletter 1</a>"))
        #expect(site.read("public/heapless/index.html")?.contains("href=\"/blog/newsletter-1/\"") == true)
        #expect(site.exists("public/2018-03-15/index.html"))
        #expect(site.read("public/feed.xml")?.contains("https://example.com/blog/heapless/") == true)
    }

    @Test func manyMarkdownFilesAtTheTopOfContentAreThePosts() throws {
        var files: [String: String] = [:]
        for day in 1...11 { files["content/post-\(day).md"] = post(title: "Post \(day)", date: "2024-01-\(day < 10 ? "0" : "")\(day)") }
        let site = site(files)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.warnings.isEmpty, "\(report.diagnostics)")
        #expect(site.read("public/index.html")?.contains("/blog/post-11/") == true)
    }

    /// A blog whose posts are named by their day in a folder of their own (`content/cn/2006-03-11-x.md`,
    /// yihui.org's way) beside a dozen pages at the top of content/: that folder holds the posts,
    /// and the pages stay pages.
    @Test func aFolderOfDatedFilesHoldsThePostsBesidePagesAtTheTop() throws {
        var files: [String: String] = [:]
        for number in 1...12 { files["content/page-\(number).md"] = "---\ntitle: Page \(number)\n---\nA page.\n" }
        for day in 1...11 {
            let date = "2024-01-\(day < 10 ? "0" : "")\(day)"
            files["content/cn/\(date)-note-\(day).md"] = post(title: "Note \(day)", date: date)
        }
        for day in 1...11 {
            let date = "2024-02-\(day < 10 ? "0" : "")\(day)"
            files["content/en/\(date)-hello-\(day).md"] = post(title: "Hello \(day)", date: date)
        }
        let site = site(files)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        // Only the navigation's warning about a dozen top-level pages: no page is a post without a date.
        #expect(report.diagnostics.warnings.count == 1 && report.diagnostics.warnings[0].message.hasPrefix("the navigation"), "\(report.diagnostics)")
        let home = try #require(site.read("public/index.html"))
        #expect(!home.contains(">Page 1</a></h2>"))
        // Both folders of dated files hold posts: the home lists them all, each folder's list its own.
        #expect(home.contains(">Hello 11</a>") && site.exists("public/page-1/index.html") && site.exists("public/en/hello-1/index.html"))
        let english = try #require(site.read("public/en/index.html"))
        #expect(english.contains(">Hello 11</a>") && !english.contains(">Note 11</a>"))
        #expect(try #require(site.read("public/cn/index.html")).contains(">Note 11</a>"))
    }

    /// `posts: [blog, notes]` (Hugo's `mainSections`): two folders of posts, one home list and
    /// feed, a list each, and each folder's `permalinks:` pattern for its own posts.
    @Test func severalFoldersOfPostsEachHaveTheirList() throws {
        let site = site(
            [
                "content/blog/trip.md": post(title: "Trip", date: "2024-03-01"),
                "content/notes/tip/index.md": post(title: "Tip", date: "2024-04-01"),
                "content/notes/_index.md": "---\ntitle: Short notes\n---\nSmall things.\n",
                "content/about.md": "---\ntitle: About\n---\nMe.\n",
            ],
            config: TemporarySite.defaultConfig + "\nposts: [blog, notes]\npermalinks:\n  blog: /:year/:slug/\n  notes: /note/:slug/\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("public/2024/trip/index.html") && site.exists("public/note/tip/index.html"))
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains(">Tip</a>") && home.contains(">Trip</a>"))
        #expect(try #require(site.read("public/feed.xml")).contains("<title>Tip</title>"))
        let notes = try #require(site.read("public/notes/index.html"))
        #expect(notes.contains("Small things.") && notes.contains(">Tip</a>") && !notes.contains(">Trip</a>"))
        let blog = try #require(site.read("public/blog/index.html"))
        #expect(blog.contains(">Trip</a>") && !blog.contains(">Tip</a>"))
        // Neither list is a navigation entry; the about page is.
        #expect(home.contains(">About</a></li>") && !home.contains(">Short notes</a></li>"))
        let bad = self.site(["content/blog/a.md": post(title: "A", date: "2024-01-01")], config: TemporarySite.defaultConfig + "\nposts: [blog, .]\n")
        #expect(bad.build().diagnostics.errors.first?.message == "'posts' may name content/ itself (.) only alone: write posts: .")
    }

    @Test func aFewPagesAtTheTopOfContentStayPagesUnlessSiteYMLSaysOtherwise() throws {
        let files = ["content/about.md": "---\ntitle: About\n---\nMe.\n", "content/note.md": post(title: "Note", date: "2024-01-01")]
        let pages = site(files)
        #expect(pages.build().succeeded)
        #expect(pages.read("public/index.html")?.contains("<li><a href=\"/blog/note/\">Note</a>") == true)
        let posts = site(files, config: TemporarySite.defaultConfig + "\nposts: .\n")
        #expect(posts.build().succeeded)
        #expect(posts.read("public/index.html")?.contains("<a href=\"/blog/note/\">Note</a>") == true)
    }

    @Test func aZolaSectionSortedByDateHoldsThePosts() throws {
        let site = site([
            "content/writing/_index.md": "+++\ntitle = \"Posts by date\"\nsort_by = \"date\"\n+++\n",
            "content/writing/first/index.md": "+++\ntitle = \"First\"\ndate = 2023-09-01\n+++\nHello.\n",
            "content/about/index.md": "+++\ntitle = \"About\"\n+++\nMe.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/index.html")?.contains("<a href=\"/blog/writing/first/\">First</a>") == true)
        #expect(site.read("public/writing/index.html")?.contains("Posts by date") == true)
    }

    /// A Quarto site's blog is the folder whose index lists its pages; of several listings, the
    /// one with a feed (a talks page lists too).
    @Test func aQuartoListingWithAFeedHoldsThePosts() throws {
        let site = site([
            "content/index.qmd": "---\ntitle: Home\n---\nHello.\n",
            "content/seminars/index.qmd": "---\ntitle: Talks\nlisting:\n  contents: .\n---\n",
            "content/seminars/2023-talk.md": "---\ntitle: A talk\ndate: 2023-01-01\n---\nSlides.\n",
            "content/hyndsight/index.qmd": "---\ntitle: Hyndsight\nlisting:\n  contents: .\n  sort: \"date desc\"\n  feed:\n    title: \"Hyndsight\"\n---\nThoughts on forecasting.\n",
            "content/hyndsight/forecasting/index.qmd": "---\ntitle: Forecasting\ndate: 2024-02-01\n---\nA post.\n",
        ])
        #expect(PostsFolder.found(in: site.root) == ["hyndsight"])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/index.html")?.contains("<a href=\"/blog/hyndsight/forecasting/\">Forecasting</a>") == true)
        // The listing page is the posts list's title and text, no post of its own.
        #expect(!report.diagnostics.contains { $0.message.contains("without a date") }, "\(report.diagnostics)")
        let list = try #require(site.read("public/hyndsight/index.html"))
        #expect(list.contains("Thoughts on forecasting.") && list.contains("Forecasting</a>"))
    }
}
