import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// Where pages go and how links to their files find them: `ugly_urls` (Quarto's, Jekyll's default
/// style and Hugo's `uglyURLs` addresses), menu links and text links that name a page's file
/// (`about.qmd`, `notes.markdown`), every Markdown file name the generators read, and an old site's
/// own redirect pages where aliases now write them.
@Suite struct PageFileAddressTests {
    func site(_ files: [String: String], config: String = TemporarySite.defaultConfig) -> TemporarySite {
        TemporarySite(config: config, files: files, theme: defaultTheme)
    }

    /// With `ugly_urls: true` a page and a post are written at NAME.html, a folder's own page
    /// (a bundle) stays at its folder, a page beside a bundle's index goes beside it, and the
    /// lists, the sitemap, the menu and relative images all follow.
    @Test func uglyURLsWritePagesAtTheirNames() throws {
        let site = site(
            [
                "content/about.md": "---\ntitle: About\n---\nMe.\n",
                "content/posts/2024-01-01-a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n![A plot](img/plot.png) [about](../about.md)\n",
                "content/posts/img/plot.png": "PNG",
                "content/posts/b/index.md": "---\ntitle: B\ndate: 2024-01-02\n---\n![A photo](photo.jpg)\n",
                "content/posts/b/photo.jpg": "JPG",
                "content/talks/index.md": "---\ntitle: Talks\n---\nSee [one](one.md).\n",
                "content/talks/one.md": "---\ntitle: One\n---\nA talk.\n",
            ],
            config: TemporarySite.defaultConfig + "\nugly_urls: true\nmenu:\n  - {name: About, url: about.md}\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/about.html")?.contains("Me.") == true && !site.exists("public/about/index.html"))
        let post = try #require(site.read("public/posts/a.html"))
        #expect(post.contains("src=\"img/plot.png\"") && post.contains("href=\"/blog/about.html\""), "\(post)")
        #expect(site.exists("public/posts/img/plot.png"))
        #expect(site.read("public/posts/b/index.html")?.contains("src=\"photo.jpg\"") == true && site.exists("public/posts/b/photo.jpg"))
        #expect(site.read("public/talks/index.html")?.contains("href=\"/blog/talks/one.html\"") == true)
        #expect(site.read("public/talks/one.html")?.contains("A talk.") == true)
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("href=\"/blog/posts/a.html\"") && home.contains("href=\"/blog/posts/b/\""))
        #expect(home.contains("<a href=\"/blog/about.html\"") && !home.contains("about.md"))
        #expect(site.read("public/sitemap.xml")?.contains("/blog/talks/one.html</loc>") == true)
    }

    /// Hugo with `uglyURLs` and `[permalinks] posts = "/:filename"` wrote `/NAME.html`; a pattern
    /// that ends in a slash still names a folder.
    @Test func uglyURLsMakeAPatternWithoutASlashAFile() throws {
        let files = ["content/posts/2024-01-01-trade-log.md": "---\ntitle: Trade log\ndate: 2024-01-01\n---\nLog.\n"]
        let flat = site(files, config: TemporarySite.defaultConfig + "\nugly_urls: true\npermalinks: {posts: /:filename}\n")
        #expect(flat.build().succeeded)
        #expect(flat.read("public/2024-01-01-trade-log.html")?.contains("Log.") == true)
        let dated = site(files, config: TemporarySite.defaultConfig + "\nugly_urls: true\npermalinks: {posts: \"/:year/:slug/\"}\n")
        #expect(dated.build().succeeded)
        #expect(dated.read("public/2024/trade-log/index.html")?.contains("Log.") == true)
    }

    /// `keep_dates_in_names` keeps a dated post's date in its address (Quarto's folders, Zola's
    /// `paths_keep_dates`), still dating it by its name; without it the date is taken out.
    @Test func keepingDatesInNamesKeepsThemInAddresses() throws {
        let files = [
            "content/posts/2023-04-26_pk-models/index.md": "---\ntitle: PK models\n---\nModels.\n",
            "content/posts/2024-03-14-trip.md": "---\ntitle: Trip\n---\nAway.\n",
        ]
        let kept = site(files, config: TemporarySite.defaultConfig + "\nkeep_dates_in_names: true\n")
        #expect(kept.build().succeeded)
        #expect(kept.read("public/posts/2023-04-26_pk-models/index.html")?.contains("Models.") == true)
        #expect(kept.read("public/posts/2024-03-14-trip/index.html")?.contains("datetime=\"2024-03-14") == true)
        let taken = site(files)
        #expect(taken.build().succeeded)
        #expect(taken.exists("public/posts/pk-models/index.html") && taken.exists("public/posts/trip/index.html"))
    }

    /// Two pages of one folder at NAME.html that link one file beside them copy it once, to one place.
    @Test func aFileTwoUglyPagesLinkIsCopiedOnce() throws {
        let site = site(
            [
                "content/course/day1.md": "---\ntitle: Day 1\n---\n[data](retail.xlsx)\n",
                "content/course/day2.md": "---\ntitle: Day 2\n---\n[data again](retail.xlsx)\n",
                "content/course/retail.xlsx": "XLSX",
            ],
            config: TemporarySite.defaultConfig + "\nugly_urls: true\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/course/retail.xlsx") == "XLSX")
    }

    /// A menu link and a text link that name a page's file go to that page wherever its slug puts
    /// it; Quarto's and R Markdown's files, and Markdown of every name, are linked as `.md` is, also
    /// from the home page's own text.
    @Test func linksNamingAPagesFileFindItsPage() throws {
        let site = site(
            [
                "content/_index.md": "---\ntitle: Home\n---\nRead [the news](news.qmd).\n",
                "content/news.qmd": "---\ntitle: News\nslug: in-the-news\n---\nNews.\n",
                "content/blog/index.qmd": "---\ntitle: Blog\nlisting:\n  contents: posts\n---\n",
                "content/notes/old.markdown": "---\ntitle: Old\n---\nSee [new](new.Rmd) and [gone](gone.qmd).\n",
                "content/notes/new.Rmd": "---\ntitle: New\n---\nNew.\n",
            ],
            config: TemporarySite.defaultConfig + "\nmenu:\n  - {name: News, url: news.qmd}\n  - {name: Blog, url: blog/index.qmd}\n  - {name: Part, url: \"news.qmd#part\"}\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("<a href=\"/blog/in-the-news/\">the news</a>") && !home.contains("zzsiteref"), "\(home)")
        #expect(home.contains("<a href=\"/blog/in-the-news/\"") && home.contains("<a href=\"/blog/blog/\"") && home.contains("<a href=\"/blog/in-the-news/#part\""))
        let old = try #require(site.read("public/notes/old/index.html"))
        #expect(old.contains("<a href=\"/blog/notes/new/\">new</a>") && old.contains("<a href=\"gone.qmd\">gone</a>"))
        #expect(report.diagnostics.warnings.contains { $0.message.hasPrefix("this link names a file no page of the site is made from") && $0.sourceLine?.contains("gone.qmd") == true && $0.location?.path == "content/notes/old.markdown" })
    }

    /// A folder's `index.qmd` that says `listing:` (Quarto's list of talks or papers) lists the
    /// folder's pages newest first, with their dates; an index page without it lists nothing.
    @Test func aQuartoListingListsItsFoldersPagesNewestFirst() throws {
        let site = site([
            "content/talks/index.qmd": "---\ntitle: Talks\nlisting:\n  contents: \".\"\n  sort: \"date desc\"\n---\nTalks I gave.\n",
            "content/talks/old.qmd": "---\ntitle: Old talk\ndate: 2019-05-01\ndescription: At a workshop.\n---\nOld.\n",
            "content/talks/new/index.qmd": "---\ntitle: New talk\ndate: 2025-10-28\n---\nNew.\n",
            "content/talks/undated.md": "---\ntitle: A talk without a date\n---\nSome day.\n",
            "content/team/index.md": "---\ntitle: Team\n---\nUs.\n",
            "content/team/ada.md": "---\ntitle: Ada\n---\nAda.\n",
            "content/posts/first.md": "---\ntitle: First\ndate: 2024-01-01\n---\nThe blog.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let talks = try #require(site.read("public/talks/index.html"))
        let order = ["New talk", "Old talk", "A talk without a date"].map { talks.range(of: ">\($0)</a>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!, "\(talks)")
        #expect(talks.contains("<time datetime=\"2025-10-28") && talks.contains("<p>At a workshop.</p>"))
        #expect(site.read("public/team/index.html")?.contains("section-pages") == false)
    }

    /// Quarto's listings with an id on a home page: each block of that id gets the newest pages of
    /// its folders, at most `max-items`; a listing whose block is missing goes after the text, as
    /// does a page's listing without an id; a data file's listing (`news.yml`) lists nothing.
    @Test func listingsWithAnIDFillTheirBlocks() throws {
        let site = site([
            "content/index.qmd": """
                ---
                title: Me
                listing:
                  - id: recent-papers
                    contents:
                      - papers/
                    max-items: 2
                  - id: recent-talks
                    contents: talks
                  - id: news
                    contents: news.yml
                ---
                ### Recent papers

                ::: {#recent-papers .frontpage-listing}
                :::

                The end.
                """,
            "content/papers/a.md": "---\ntitle: Paper A\ndate: 2020-01-01\n---\nA.\n",
            "content/papers/b/index.md": "---\ntitle: Paper B\ndate: 2024-01-01\n---\nB.\n",
            "content/papers/c.md": "---\ntitle: Paper C\ndate: 2022-01-01\n---\nC.\n",
            "content/talks/t.md": "---\ntitle: Talk T\ndate: 2023-05-05\n---\nT.\n",
            "content/posts/p.md": "---\ntitle: Post P\ndate: 2023-01-01\n---\nP.\n",
            "content/blog.qmd": "---\ntitle: Blog\nlisting:\n  contents: posts\n---\nAll my posts.\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        // A page other than a folder's index lists what its listing names after its text.
        let blog = try #require(site.read("public/blog/index.html"))
        #expect(blog.contains("All my posts.") && blog.contains(">Post P</a>") && !blog.contains(">Paper B</a>"))
        let home = try #require(site.read("public/index.html"))
        let block = try #require(home.range(of: "<div id=\"recent-papers\" class=\"frontpage-listing\">")?.upperBound)
        let papers = home[block...]
        let b = try #require(papers.range(of: ">Paper B</a>")), c = try #require(papers.range(of: ">Paper C</a>"))
        #expect(b.lowerBound < c.lowerBound && !home.contains(">Paper A</a>"))
        let end = try #require(home.range(of: "The end."))
        #expect(c.lowerBound < end.lowerBound, "the papers' list is in its block, before the text after it")
        let talk = try #require(home.range(of: ">Talk T</a>"))
        #expect(talk.lowerBound > end.lowerBound, "a listing without a block goes after the text")
    }

    /// A page without a title whose text opens with a first-level heading is titled by it, shown
    /// once; a page with a title keeps a heading of other words, and one whose heading comes later keeps its name.
    @Test func anOpeningHeadingTitlesAPageWithoutATitle() throws {
        let site = site([
            "content/notes.md": "# Notes & *more*\n\nPlain.\n",
            "content/pubs.qmd": "---\npagetitle: \"Me - Publications\"\n---\n\n# Publications\n\n## Books\n",
            "content/titled.md": "---\ntitle: Titled\n---\n# Inside\n\nText.\n",
            "content/callouts.md": "---\ntitle: Callouts\n---\n# Callouts\n\nText.\n",
            "content/late-heading.md": "Intro first.\n\n# Later\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let notes = try #require(site.read("public/notes/index.html"))
        #expect(notes.contains("<title>Notes &amp; more") && notes.components(separatedBy: "<h1").count == 2, "\(notes)")
        let pubs = try #require(site.read("public/pubs/index.html"))
        #expect(pubs.contains("<h1 class=\"page-title\">Publications</h1>") && pubs.components(separatedBy: "<h1").count == 2 && pubs.contains("Books</a></h2>"))
        let titled = try #require(site.read("public/titled/index.html"))
        #expect(titled.contains("<h1 class=\"page-title\">Titled</h1>") && titled.contains("Inside</a></h1>"))
        // A heading that says the title again (Just the Docs' pages) is shown once, as the title.
        let callouts = try #require(site.read("public/callouts/index.html"))
        #expect(callouts.contains("<h1 class=\"page-title\">Callouts</h1>") && callouts.components(separatedBy: "<h1").count == 2, "\(callouts)")
        #expect(site.read("public/late-heading/index.html")?.contains("<h1 class=\"page-title\">Late heading</h1>") == true)
    }

    /// Quarto's `{{< include >}}` puts a part's Markdown (without its front matter) in place, from
    /// the page's folder or from `content/` after a slash, its own links and includes from its
    /// folder; the part is no page and no file of the site; a missing part, and a part that
    /// includes itself, are errors at the call.
    @Test func quartoIncludesPutAPartInPlace() throws {
        let site = site([
            "content/posts/_footer.Rmd": "---\ntitle: ignored\n---\n## Session info\n\nBuilt with *R*.\n",
            "content/_links.md": "See [the about page](/about.md).\n",
            "content/parts/_outer.md": "Outer [up](../about.md).\n\n{{< include _inner.md >}}\n",
            "content/parts/_inner.md": "Inner *part*.\n",
            "content/about.md": "---\ntitle: About\n---\nMe.\n",
            // Hugo's docs: a path without a slash that the page's folder lacks is read from content/.
            "content/_common/options.md": "Shared *options*.\n",
            "content/functions/urls/Ref.md": "---\ntitle: Ref\n---\n{{% include \"_common/options.md\" %}}\n",
            "content/posts/a/index.qmd": "---\ntitle: A\ndate: 2024-01-01\n---\nText.\n\n{{< include ../_footer.Rmd >}}\n\n{{< include /_links.md >}}\n\n{{< include ../../parts/_outer.md >}}\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("Session info</a></h2>") && page.contains("Built with <em>R</em>.") && !page.contains("ignored"))
        #expect(page.contains("<a href=\"/blog/about/\">the about page</a>"))
        // A part's own links and includes are read from its folder.
        #expect(page.contains("Outer <a href=\"/blog/about/\">up</a>.") && page.contains("Inner <em>part</em>."), "\(page)")
        #expect(!site.exists("public/posts/_footer.Rmd") && !site.exists("public/posts/footer/index.html") && !site.exists("public/_links.md"))
        #expect(site.read("public/functions/urls/ref/index.html")?.contains("Shared <em>options</em>.") == true)
        let brokenSite = self.site([
            "content/_loop.md": "Again {{< include /_loop.md >}}\n",
            "content/posts/b.md": "---\ntitle: B\ndate: 2024-01-02\n---\n{{< include _gone.qmd >}}\n\n{{< include /_loop.md >}}\n\n{{< include _secret.md >}}\n",
        ])
        // A part that is a link out of the site is never read.
        let outside = FileManager.default.temporaryDirectory.appending(path: "outside-\(UUID().uuidString).md")
        try "A secret.\n".write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: brokenSite.root.appending(path: "content/posts/_secret.md"), withDestinationURL: outside)
        let broken = brokenSite.build()
        let messages = broken.diagnostics.errors.map(\.message)
        #expect(messages.contains { $0.hasPrefix("_secret.md cannot be included: it is ") && $0.contains("outside the site") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("there is no _gone.qmd to include") }, "\(messages)")
        #expect(messages.contains { $0 == "in the text put here: includes are nested more than 20 deep here (a file that includes itself?); include each file once" }, "\(messages)")
        #expect(broken.diagnostics.errors.first?.location?.path == "content/posts/b.md")
    }

    /// Jekyll's and Pelican's other names for Markdown (`.mkd`, `.mdown`, `.mkdn`, `.mkdown`) are pages too.
    @Test func everyNameOfMarkdownIsAPage() throws {
        let names = ["mkd", "mdown", "mkdn", "mkdown"]
        let site = site(Dictionary(uniqueKeysWithValues: names.map { ("content/\($0)-page.\($0)", "---\ntitle: \($0)\n---\nThe *\($0)* page.\n") }))
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        for name in names {
            #expect(site.read("public/\(name)-page/index.html")?.contains("The <em>\(name)</em> page.") == true, "\(name)")
            #expect(!site.exists("public/\(name)-page.\(name)"), "\(name)")
        }
    }

    /// An old site kept the redirect pages its aliases made among its files (`papers/x/index.html`):
    /// where a page's `aliases:` now write one, that is written and the file left; a file there
    /// that is no redirect is still an error.
    @Test func anOldRedirectPageGivesWayToTheAliasOfItsAddress() throws {
        let redirect = "<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" content=\"0; url=https://example.com/publications/hgts/\" /></head></html>"
        let files = [
            "content/publications/hgts/index.md": "---\ntitle: Reconciled forecasts\naliases:\n  - /papers/hgts/\n  - /papers/old/\n---\nA paper.\n",
            "content/papers/hgts/index.html": redirect,
        ]
        let kept = site(files)
        let report = kept.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let written = try #require(kept.read("public/papers/hgts/index.html"))
        #expect(written.contains("/blog/publications/hgts/") && !written.contains("example.com/publications"))
        var clashing = files
        clashing["content/papers/old/index.html"] = "<p>An old page of its own.</p>"
        let broken = site(clashing).build()
        #expect(broken.diagnostics.errors.map(\.message).contains { $0.hasPrefix("content/papers/old/index.html would be written to /papers/old/index.html, which is a redirect to") })
    }
}

/// A page bundle's `slug:` names it in place of its folder, as Hugo and Zola place it: rOpenSci's
/// community calls (`commcalls/2021-04-22/index.md`, `slug: apr2021-pkg-community`) are linked so.
@Suite struct BundleSlugTests {
    @Test func aBundlesSlugReplacesItsFolderAndItsFilesGoAlong() throws {
        let site = TemporarySite(
            files: [
                "content/commcalls/2021-04-22/index.md": "---\ntitle: A community call\nslug: apr2021-pkg-community\n---\n![The speakers](speakers.png)\n",
                "content/commcalls/2021-04-22/speakers.png": "png",
                "content/commcalls/_index.md": "---\ntitle: Calls\nslug: ignored\n---\nAll calls.\n",
                "content/about/index.md": "---\ntitle: About\nslug: me\n---\nHi.\n",
                "content/posts/a.md": "---\ntitle: A\ndate: 2024-01-01\n---\n[the call](/blog/commcalls/apr2021-pkg-community/)\n",
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.message.contains("where nothing is written") }, "\(report.diagnostics)")
        let call = try #require(site.read("public/commcalls/apr2021-pkg-community/index.html"))
        #expect(call.contains("src=\"/blog/commcalls/apr2021-pkg-community/speakers.png\"") || call.contains("src=\"speakers.png\""), "\(call)")
        #expect(site.exists("public/commcalls/apr2021-pkg-community/speakers.png"))
        #expect(!site.exists("public/commcalls/2021-04-22/index.html"))
        // A section keeps its folder's address; a bundle at the top is named by its slug too.
        #expect(site.exists("public/commcalls/index.html"))
        #expect(site.exists("public/me/index.html"))
    }
}
