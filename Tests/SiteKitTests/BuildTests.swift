import Diagnostics
import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds of small sites in temporary folders, checked file by file.
@Suite struct BuildTests {
    static let files = [
        "content/posts/2026-03-14-spending.md": post(
            title: "Spending, March", date: "2026-03-14T09:00:00Z", tags: "[budget, charts]",
            extra: "description: Where the money went.\n",
            body:
                "Intro with <span class=\"raw\">raw</span>.\n\n```chart\ntype: donut\ntitle: Spending\n---\nHousing: 1120\nFood: 420\n```\n\n![photo](photo.png)\n"
        ),
        "content/posts/steps.md": post(title: "Steps & <things>", date: "2026-02-01", tags: "budget"),
        "content/posts/photo.png": "PNG",
        "content/about.md": "---\ntitle: About\n---\n\nAbout me.\n",
        "content/images/logo.svg": "<svg/>",
    ]

    @Test func buildsEveryPartOfTheSite() throws {
        let site = TemporarySite(files: Self.files)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.formatted())")
        #expect(report.chartCount == 1)
        // Two posts, about, home, the list at /posts/, tags, two tag pages, 404.
        #expect(report.pageCount == 9)
        for path in [
            "index.html", "posts/index.html", "posts/spending/index.html", "posts/steps/index.html", "about/index.html", "tags/index.html",
            "tags/budget/index.html", "tags/charts/index.html", "404.html", "feed.xml", "sitemap.xml", "robots.txt",
            "assets/style.css", "assets/charts.css", "posts/spending/photo.png", "images/logo.svg",
        ] {
            #expect(site.exists("public/\(path)"), "missing public/\(path)")
        }
        #expect(!site.exists("public/posts/photo.png"))
        #expect(site.read("public/assets/style.css") == "body { font-family: serif; }\n")
        #expect(site.read("public/robots.txt")?.contains("Sitemap: https://example.com/blog/sitemap.xml") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }

    @Test func pagesAreRenderedThroughTheTheme() throws {
        let site = TemporarySite(files: Self.files)
        #expect(site.build().succeeded)
        let post = try #require(site.read("public/posts/spending/index.html"))
        #expect(post.contains("<title>Spending, March · Test Blog</title>"))
        #expect(post.contains("<time datetime=\"2026-03-14T09:00:00Z\">14 March 2026</time>"))
        #expect(post.contains("<figure"))
        #expect(post.contains("<span class=\"raw\">raw</span>"))
        #expect(post.contains("href=\"/blog/assets/charts.css\""))
        #expect(post.contains("<a rel=\"prev\" href=\"/blog/posts/steps/\">Steps &amp; &lt;things&gt;</a>"))
        #expect(post.contains("<a href=\"/blog/tags/budget/\">budget</a>"))
        let steps = try #require(site.read("public/posts/steps/index.html"))
        #expect(steps.contains("<h1>Steps &amp; &lt;things&gt;</h1>"))
        #expect(!steps.contains("charts.css"))
        let home = try #require(site.read("public/index.html"))
        let newer = try #require(home.range(of: "Spending, March"))
        let older = try #require(home.range(of: "Steps &amp;"))
        #expect(newer.lowerBound < older.lowerBound)
        #expect(home.contains("<a href=\"/blog/about/\">About</a>"))
        let tags = try #require(site.read("public/tags/index.html"))
        #expect(tags.contains("<a href=\"/blog/tags/budget/\">budget</a> 2"))
    }

    @Test func theFeedIsValidAtomWithAbsoluteURLs() throws {
        let site = TemporarySite(files: Self.files)
        #expect(site.build().succeeded)
        let feed = try #require(site.read("public/feed.xml"))
        let parsed = try #require(AtomReader(Data(feed.utf8)))
        #expect(parsed.root == "feed")
        #expect(parsed.namespace == "http://www.w3.org/2005/Atom")
        #expect(parsed.entries == 2)
        #expect(parsed.selfLink == "https://example.com/blog/feed.xml")
        #expect(parsed.updated.first == "2026-03-14T09:00:00Z")
        #expect(parsed.ids.contains("https://example.com/blog/posts/spending/"))
        #expect(parsed.ids.allSatisfy { $0.hasPrefix("https://") })
        #expect(parsed.titles.contains("Steps & <things>"))
        let sitemap = try #require(site.read("public/sitemap.xml"))
        #expect(XMLParser(data: Data(sitemap.utf8)).parse())
        #expect(sitemap.contains("<loc>https://example.com/blog/posts/steps/</loc>"))
    }

    @Test func aFailedBuildLeavesTheOutputByteForByte() throws {
        let site = TemporarySite(files: Self.files)
        #expect(site.build().succeeded)
        let before = site.snapshot()
        #expect(!before.isEmpty)
        site.write("content/posts/broken.md", "---\ntitle: [unclosed\n---\n")
        site.write("content/posts/bad-date.md", "---\ntitle: Bad date\ndate: 2026-02-30\n---\n")
        let report = site.build()
        #expect(!report.succeeded)
        // Every problem is reported, not just the first.
        #expect(report.diagnostics.errors.count == 2)
        #expect(site.snapshot() == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func deletedPostsDoNotLinger() {
        let site = TemporarySite(files: Self.files)
        #expect(site.build().succeeded)
        #expect(site.exists("public/posts/steps/index.html"))
        site.remove("content/posts/steps.md")
        #expect(site.build().succeeded)
        #expect(!site.exists("public/posts/steps/index.html"))
        #expect(!site.exists("public/posts/steps"))
    }

    /// A post of thousands of tags: each tag's page lists the post, so writing them all in every
    /// summary made the site's size their square (5,000 tags: 1.7 GB, 49 s). Lists show the first
    /// twenty and a link to the post for the rest, which lists them all.
    @Test func aPostOfThousandsOfTagsKeepsTheSiteLinear() throws {
        let tags = "[" + (0..<3000).map { "t\($0)" }.joined(separator: ", ") + "]"
        let site = TemporarySite(files: [
            "content/posts/many.md": post(title: "Many", date: "2026-01-01", tags: tags),
            "content/posts/few.md": post(title: "Few", date: "2026-01-02", tags: "[a, b]"),
        ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        // Hundreds of tags on one post are a mistake more often than not: said, once, at the key.
        #expect(report.diagnostics.warnings.map(\.message).filter { $0.contains("gives this post") } == [
            "'tags' gives this post 3000 tags, and each gets a page that lists it; if that is meant, all is well; if 'tags' holds a sentence, write its tags as a list, e.g. tags: [charts, data]"
        ])
        let tagPage = try #require(site.read("public/tags/t7/index.html"))
        #expect(tagPage.components(separatedBy: "rel=\"tag\"").count - 1 == 20, "\(tagPage.count) bytes")
        // Read as "More tags: 2980", not "plus 2980".
        #expect(tagPage.contains("<a class=\"tag tag-more\" href=\"/blog/posts/many/\"><span class=\"visually-hidden\">More tags: </span><span aria-hidden=\"true\">+</span>2980</a>"))
        #expect(tagPage.utf8.count < 40_000)
        let home = try #require(site.read("public/index.html"))
        #expect(home.components(separatedBy: "rel=\"tag\"").count - 1 == 22, "both posts, the few tags whole")
        #expect(try #require(site.read("public/posts/many/index.html")).components(separatedBy: "rel=\"tag\"").count - 1 == 3000)
    }

    @Test func rebuildingABigSiteRemovesTheOldOneCompletely() throws {
        var files: [String: String] = [:]
        for index in 1...80 { files["content/posts/p\(index).md"] = post(title: "P\(index)", date: "2026-01-01") }
        let site = TemporarySite(files: files)
        #expect(site.build().succeeded)
        site.remove("content/posts/p80.md")
        #expect(site.build().succeeded)
        #expect(!site.exists("public/posts/p80"))
        #expect(site.exists("public/posts/p79/index.html"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "old site left behind: \(leftovers)")
    }

    @Test func stagingFoldersOfInterruptedBuildsAreRemoved() {
        let site = TemporarySite(files: Self.files)
        // Process 999999 does not exist (pid_max is at most 4194304 and such ids are rarely reached).
        site.write(".public.building-999999-1/index.html", "half a site")
        site.write(".public.building-\(ProcessInfo.processInfo.processIdentifier)-2/index.html", "a build running now")
        #expect(site.build().succeeded)
        #expect(!site.exists(".public.building-999999-1"))
        #expect(site.exists(".public.building-\(ProcessInfo.processInfo.processIdentifier)-2/index.html"))
    }

    @Test(arguments: [".", "content", "themes", "..", "content/public", "site.yml"])
    func refusesOutputsThatWouldDestroyTheSite(output: String) throws {
        let site = TemporarySite(files: Self.files)
        let report = site.build(output: site.root.appending(path: output))
        #expect(!report.succeeded)
        #expect(report.diagnostics.errors.first?.message.contains("refusing") == true)
        #expect(site.exists("content/posts/steps.md"))
        #expect(site.exists("themes/default/layouts/base.mustache"))
    }

    @Test func refusesToReplaceAFolderThatIsNotABuiltSite() {
        let site = TemporarySite(files: Self.files)
        site.write("notes/todo.txt", "keep me")
        let report = site.build(output: site.root.appending(path: "notes"))
        #expect(!report.succeeded)
        #expect(site.read("notes/todo.txt") == "keep me")
    }

    @Test func buildsIntoAnotherFolder() {
        let site = TemporarySite(files: Self.files)
        let report = site.build(output: site.root.appending(path: "out/site"))
        #expect(report.succeeded)
        #expect(site.exists("out/site/index.html"))
        #expect(!site.exists("public"))
    }

    @Test func draftsAndFuturePostsAreLeftOutWithWarnings() throws {
        var files = Self.files
        files["content/posts/draft.md"] = post(title: "Draft", date: "2026-01-01", extra: "draft: true\n")
        files["content/posts/future.md"] = post(title: "Future", date: "2027-01-01")
        let site = TemporarySite(files: files)
        let report = site.build()
        #expect(report.succeeded)
        #expect(!site.exists("public/posts/draft/index.html"))
        #expect(!site.exists("public/posts/future/index.html"))
        let future = try #require(report.diagnostics.first { $0.message.contains("content/posts/future.md") })
        #expect(future.severity == .warning)
        #expect(future.message.contains("--future"))
        #expect(future.location == SourceLocation(path: "content/posts/future.md", line: 3, column: 7))
        let drafts = try #require(report.diagnostics.first { $0.message.contains("draft") })
        #expect(drafts.message.contains("--drafts"))

        let all = site.build(drafts: true, future: true)
        #expect(all.succeeded)
        #expect(all.diagnostics.isEmpty)
        #expect(site.exists("public/posts/draft/index.html"))
        #expect(site.exists("public/posts/future/index.html"))
    }

    @Test func theSiteTimeZoneDecidesDatesWithoutOffset() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\ntimezone: America/New_York\n",
            files: ["content/posts/late.md": post(title: "Late", date: "2026-03-14 23:30")])
        #expect(site.build().succeeded)
        let page = try #require(site.read("public/posts/late/index.html"))
        #expect(page.contains("datetime=\"2026-03-14T23:30:00-04:00\""))
        #expect(page.contains("14 March 2026"))
        let feed = try #require(site.read("public/feed.xml"))
        #expect(feed.contains("<published>2026-03-15T03:30:00Z</published>"))
    }

    @Test func anUnknownTimeZoneSuggestsOne() throws {
        let site = TemporarySite(config: TemporarySite.defaultConfig + "\ntimezone: Europe/Berln\n")
        let report = site.build()
        let error = try #require(report.diagnostics.errors.first)
        #expect(error.message.contains("did you mean 'Europe/Berlin'?"))
        #expect(error.location?.path == "site.yml")
        #expect(error.location?.line == 5)
    }

    @Test func twoBuildsAreByteIdentical() {
        let site = TemporarySite(files: Self.files)
        #expect(site.build().succeeded)
        let first = site.snapshot()
        #expect(site.build().succeeded)
        #expect(site.snapshot() == first)
    }

    @Test func safeMarkdownDropsRawHTMLButKeepsCharts() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nmarkdown:\n  unsafe: false\n", files: Self.files)
        #expect(site.build().succeeded)
        let page = try #require(site.read("public/posts/spending/index.html"))
        #expect(!page.contains("<span class=\"raw\">"))
        #expect(page.contains("<figure"))
    }

    @Test func markdownExtensionsAreChosenInSiteYml() throws {
        let files = [
            "content/posts/t.md": post(
                title: "T", date: "2026-01-01", extra: "toc: true\n",
                body: "## One\n\n| a |\n|---|\n| 1 |\n\n\"Quoted\" text.[^n]\n\n[^n]: Note.\n")
        ]
        let all = TemporarySite(files: files)
        #expect(all.build().succeeded)
        let page = try #require(all.read("public/posts/t/index.html"))
        #expect(page.contains("<table>") && page.contains("“Quoted”") && page.contains("id=\"t-fn1\""))

        let few = TemporarySite(
            config: TemporarySite.defaultConfig + "\nmarkdown:\n  smart: false\n  extensions: [footnotes]\n", files: files)
        #expect(few.build().succeeded)
        let plain = try #require(few.read("public/posts/t/index.html"))
        #expect(!plain.contains("<table>") && plain.contains("&quot;Quoted&quot;") && plain.contains("id=\"t-fn1\""))
        #expect(plain.contains("<h2>One</h2>"))
    }

    @Test func anUnknownMarkdownExtensionIsAnErrorWithASuggestion() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig + "\nmarkdown:\n  extensions: [tabels, footnotes]\n", files: Self.files)
        let report = site.build()
        #expect(!report.succeeded)
        let error = try #require(report.diagnostics.first { $0.message.contains("tabels") })
        #expect(error.message.contains("did you mean 'tables'?"))
        #expect(error.location?.line == 6)
    }

    @Test func theBaseURLOptionWins() throws {
        let site = TemporarySite(files: Self.files)
        #expect(site.build(baseURL: "https://other.org").succeeded)
        let feed = try #require(site.read("public/feed.xml"))
        #expect(feed.contains("https://other.org/posts/steps/"))
        let page = try #require(site.read("public/posts/spending/index.html"))
        #expect(page.contains("href=\"/posts/steps/\""))
        #expect(!site.build(baseURL: "not a url").succeeded)
    }

    @Test func clashingSlugsKeepBothPostsWithAWarning() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01", extra: "slug: same\n"),
            "content/posts/b.md": post(title: "B", date: "2026-01-02", extra: "slug: same\n"),
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("already content/posts/a.md") })
        #expect(warning.message.contains("so it is written to /posts/b/ instead"))
        #expect(site.exists("public/posts/same/index.html") && site.exists("public/posts/b/index.html"))
        // Dated posts of one slug: the date in the address is offered, until site.yml has one.
        #expect(warning.message.contains("permalinks: /:year/:month/:day/:slug/"))
        site.write("site.yml", "title: T\nbase_url: https://example.com/\npermalinks: /:year/:month/:day/:slug/\n")
        let dated = site.build()
        #expect(dated.succeeded && !dated.diagnostics.warnings.contains { $0.message.contains("already") })
        site.write("site.yml", "title: T\nbase_url: https://example.com/\npermalinks: /:slug/\n")
        let own = try #require(site.build().diagnostics.warnings.first { $0.message.contains("already") })
        #expect(!own.message.contains("permalinks:"))
    }

    @Test func aMissingThemeLayoutIsAnError() {
        var theme = fixtureTheme
        theme["layouts/tag.mustache"] = nil
        let site = TemporarySite(files: Self.files, theme: theme)
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.errors.contains { $0.message.contains("layouts/tag.mustache") })
    }

    @Test func aMissingSiteConfigIsAnError() throws {
        let site = TemporarySite(files: Self.files)
        site.remove("site.yml")
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.errors.first?.message.contains("no site.yml") == true)
    }
}

/// The parts of an Atom feed the tests look at, read with XMLParser.
private final class AtomReader: NSObject, XMLParserDelegate {
    var root: String?
    var namespace: String?
    var entries = 0
    var selfLink: String?
    var ids: [String] = []
    var titles: [String] = []
    var updated: [String] = []
    private var text = ""

    init?(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil {
            root = name
            namespace = namespaceURI
        }
        if name == "entry" { entries += 1 }
        if name == "link", attributes["rel"] == "self" { selfLink = attributes["href"] }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "id": ids.append(text)
        case "title": titles.append(text)
        case "updated": updated.append(text)
        default: break
        }
    }
}

@Suite struct ContentDiscoveryTests {
    @Test func aSymbolicLinkLoopIsWalkedOnce() throws {
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01")])
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "content/posts/loop").path, withDestinationPath: "..")
        let (files, diagnostics) = discoverContent(root: site.root)
        #expect(files.map(\.relativePath) == ["posts/a.md"])
        #expect(diagnostics.isEmpty)
    }

    @Test func hiddenAndBackupFilesAreSkipped() {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01"), "content/posts/.a.md.swp": "x",
            "content/posts/a.md~": "x", "content/.DS_Store": "x",
        ])
        #expect(discoverContent(root: site.root).files.map(\.relativePath) == ["posts/a.md"])
    }
}

@Suite struct ChartBuildTests {
    @Test func chartErrorsFailTheBuildWithTheMarkdownPosition() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(
                title: "A", date: "2026-01-01",
                body: "Text.\n\n  ```chart\n  type: bar\n  ---\n  Mon | 1\n  Tue | nine\n  ```\n")
        ])
        let report = site.build()
        #expect(!report.succeeded)
        let error = try #require(report.diagnostics.errors.first)
        #expect(error.location?.path == "content/posts/a.md")
        // Front matter (5 lines), a blank line, "Text.", a blank line, the fence, three lines: the row is line 13.
        #expect(error.location?.line == 13)
        #expect(error.sourceLine?.contains("Tue | nine") == true)
        #expect(error.location?.column ?? 0 > 2, "the fence's indentation counts")
        #expect(!site.exists("public"))
    }

    @Test func chartsReadDataFilesNextToThePost() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(
                title: "A", date: "2026-01-01", body: "```chart\ntype: bar\ndata: steps.csv\n---\n```\n"),
            "content/posts/steps.csv": "Mon,898\nTue,670\n",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(report.chartCount == 1)
        #expect(site.read("public/posts/a/index.html")?.contains("Mon") == true)
    }

    /// Data kept as Hugo sites keep it, in JSON or YAML under data/: records, rows, or labels to values.
    @Test func chartsReadJSONAndYAMLDataFiles() throws {
        let charts = ["/data/records.json", "/data/rows.yaml", "/data/values.yml", "/data/wrapped.json"].map {
            "```chart\ntype: bar\ndata: \($0)\n```\n"
        }
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01", body: charts.joined(separator: "\n")),
            "data/records.json": "[\n  {\"day\": \"Mon\", \"steps\": 898},\n  {\"day\": \"Tue, late\", \"steps\": null},\n  {\"day\": \"Wed\", \"steps\": \"1,670\"}\n]\n",
            "data/rows.yaml": "- [Day, Steps]\n- [Mon, 898]\n- [Tue, 670]\n",
            "data/values.yml": "Mon: 898\nTue: 670\n",
            "data/wrapped.json": "{\"data\": [{\"day\": \"Thu\", \"steps\": 5}]}",
        ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(report.chartCount == 4)
        let page = try #require(site.read("public/posts/a/index.html"))
        #expect(page.contains("<th scope=\"row\">Tue, late</th><td>no data</td>"))
        #expect(page.contains("<th scope=\"row\">Wed</th><td>1,670</td>"))
        #expect(page.contains("<th scope=\"row\">Thu</th><td>5</td>"))
    }

    @Test func aJSONFileWithoutATableOrWithABadValueNamesItsLine() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(
                title: "A", date: "2026-01-01",
                body: "```chart\ntype: bar\ndata: /data/broken.json\n```\n\n```chart\ntype: bar\ndata: /data/nested.json\n```\n\n```chart\ntype: bar\ndata: /data/bad.json\n```\n"),
            "data/broken.json": "[{\"day\": \"Mon\", \"steps\": 898},\n",
            "data/nested.json": "[{\"day\": \"Mon\",\n  \"steps\": {\"walk\": 898}}]",
            "data/bad.json": "[\n{\"day\": \"Mon\", \"steps\": 898},\n{\"day\": \"Tue\", \"steps\": \"lots\"}\n]",
        ])
        let report = site.build()
        let messages = report.diagnostics.errors.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("cannot read data file '/data/broken.json': line 2, column 1: ") && $0.hasSuffix("fix the file's syntax") })
        #expect(messages.contains { $0.contains("line 2 holds a mapping where a value belongs") })
        let bad = try #require(report.diagnostics.errors.first { $0.message.contains("\"lots\" is not a number") })
        #expect(bad.location?.path.hasSuffix("data/bad.json") == true && bad.location?.line == 3)
        #expect(!site.exists("public"))
    }
}

@Suite struct ThemeErrorTests {
    @Test func aMisspelledThemePointsAtItsLine() throws {
        let site = TemporarySite(config: TemporarySite.defaultConfig + "\ntheme: defualt\n")
        let report = site.build()
        let error = try #require(report.diagnostics.errors.first)
        #expect(error.message.contains("did you mean 'default'?"))
        #expect(error.location == SourceLocation(path: "site.yml", line: 5, column: 8))
        #expect(error.sourceLine == "theme: defualt")
    }
}

/// Links between posts written for the old site's addresses: one warning names them, and the
/// common `permalinks:` that would put posts there when there is one.
@Suite struct LinksToNowhereTests {
    @Test func oldAddressesOfPostsAreNamedWithThePatternThatKeepsThem() throws {
        let site = TemporarySite(
            files: [
                "content/posts/2018-11-27-js-getting-started.md": "---\ntitle: JS\n---\nStart here.\n",
                "content/posts/2018-04-04-threejs.md": "---\ntitle: three.js\n---\nSee [the basics](/blog/2018/11/27/js-getting-started/).\n",
                "content/posts/2019-01-02-arrays.md":
                    "---\ntitle: Arrays\ntags: [js]\n---\n[basics](/blog/2018/11/27/js-getting-started/#setup), [three](/blog/2018/04/04/threejs/), [gone](/blog/never/there/), [tag](/blog/tags/js/), [logo](/blog/img/logo.png), [feed](/blog/feed.xml), [home](/blog/), [other site](/elsewhere/), [cdn](//cdn.example/x.js)\n",
                "static/img/logo.png": "png",
            ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("where nothing is written") }
        #expect(warnings.count == 1)
        let message = try #require(warnings.first?.message)
        // The newest post's first.
        #expect(message.hasPrefix("4 links in 2 pages lead to an address of this site where nothing is written: /2018/11/27/js-getting-started/ (in content/posts/2019-01-02-arrays.md), /2018/04/04/threejs/ (in content/posts/2019-01-02-arrays.md), /never/there/ (in content/posts/2019-01-02-arrays.md) and 1 more; "), "\(message)")
        #expect(message.hasSuffix("; 3 of them are where posts would be with 'permalinks: /:year/:month/:day/:slug/' in site.yml (the old site's addresses, most likely): set it to keep them"))

        // With that pattern, only the link to nowhere is left, and no pattern is offered for it.
        site.write("site.yml", TemporarySite.defaultConfig + "\npermalinks: /:year/:month/:day/:slug/\n")
        let kept = site.build()
        let left = try #require(kept.diagnostics.warnings.first { $0.message.contains("where nothing is written") })
        #expect(left.message == "1 link in 1 page leads to an address of this site where nothing is written: /never/there/ (in content/posts/2019-01-02-arrays.md); correct each link, or give the page it meant that address with 'aliases:'")
        #expect(site.read("public/2018/04/04/threejs/index.html")?.contains("href=\"/blog/2018/11/27/js-getting-started/\"") == true)

        // An alias makes the old address lead somewhere: no warning at all.
        site.write("content/posts/2019-01-03-gone.md", "---\ntitle: Gone\naliases: [/never/there/]\n---\nx\n")
        #expect(!site.build().diagnostics.contains { $0.message.contains("where nothing is written") })
    }

    /// The site's own redirect rules (`static/_redirects`) send old addresses on: links to them lead
    /// somewhere; a rule that answers "not found" sends nothing on.
    @Test func linksTheSitesRedirectRulesSendOnLeadSomewhere() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig.replacingOccurrences(of: "/blog/", with: "/"),
            files: [
                "content/posts/a.md": "---\ntitle: A\n---\n[Carl](/authors/carl/), [old](/old-page), [notes](/tech-notes/), [gone](/gone/)\n",
                "static/_redirects": "# moved\n/authors/*  /author/:splat\n/old-page /a/ 301\n/tech-notes\t/technotes\n/gone/ /404.html 404\n",
            ])
        let report = site.build()
        let warning = try #require(report.diagnostics.warnings.first { $0.message.contains("where nothing is written") })
        #expect(warning.message.hasPrefix("1 link in 1 page leads to an address of this site where nothing is written: /gone/ "), "\(warning.message)")
    }
}

extension LinksToNowhereTests {
    /// A moved blog whose images lived in another folder (or repository) than its posts: the
    /// pages show broken images, so one warning names the files and where to put them.
    @Test func filesPagesShowThatTheSiteLacksAreNamedWithWhereToPutThem() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig.replacingOccurrences(of: "/blog/", with: "/"),
            files: [
                "content/posts/a.md": "---\ntitle: A\n---\n![Pyramids](/img/pyramids.gif) ![Logo](/img/logo.png?v=2)\n\n<video src=\"/media/clip.mp4\"></video>\n",
                "content/posts/b/index.md": "---\ntitle: B\n---\n![Here](here.png) ![CDN](//cdn.example/x.png) ![Web](https://example.org/y.png) ![Again](/img/pyramids.gif)\n",
                "content/posts/b/here.png": "png",
                "static/img/logo.png": "png",
            ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("not in the site") }
        #expect(warnings.map(\.message) == [
            "3 files that 2 pages show (images, videos, scripts) are not in the site: /img/pyramids.gif (in content/posts/a.md), /media/clip.mp4 (in content/posts/a.md), /img/pyramids.gif (in content/posts/b/index.md); copy each into static/ at its path (static/img/pyramids.gif), or correct the path"
        ])
        // A name that differs from the file's only in letter case, as a Mac's disk forgives it, is told so.
        site.write("content/posts/c.md", "---\ntitle: C\n---\n![Logo](/img/Logo.png)\n")
        let cased = try #require(site.build().diagnostics.warnings.first { $0.message.contains("not in the site") }?.message)
        #expect(cased.hasSuffix("; one of them differs only in letter case from a file the site has (/img/Logo.png and /img/logo.png): web servers tell them apart, so write the name as the file is named"), "\(cased)")
        site.write("content/posts/c.md", "---\ntitle: C\n---\nc\n")
        // A browser drops a line break inside an address and blanks at its end: these files are there.
        site.write("content/posts/d.md", "---\ntitle: D\n---\n<img src=\"/img/\nlogo.png\" alt=\"Logo\"> <img src=\"/img/logo.png \" alt=\"Logo\">\n")
        let wrapped = site.build().diagnostics.warnings.first { $0.message.contains("not in the site") }?.message
        #expect(wrapped?.contains("logo") != true, "\(wrapped ?? "")")
        site.write("content/posts/d.md", "---\ntitle: D\n---\nd\n")
        // Copied where the warning says, they are there: no warning.
        site.write("static/img/pyramids.gif", "gif")
        site.write("static/media/clip.mp4", "mp4")
        let fixed = site.build()
        #expect(fixed.succeeded && !fixed.diagnostics.contains { $0.message.contains("not in the site") }, "\(fixed.diagnostics)")
    }

    /// A post moved without the images beside it (`![](./ddpm.webp)` in a bundle's `index.md`): one
    /// warning names them from where each page is, and where to put them; an image that is there,
    /// one of another site, an inline one, and one from the root (told by its own warning) are not named.
    @Test func filesPagesShowFromBesideThemThatTheSiteLacksAreNamed() throws {
        let site = TemporarySite(
            config: TemporarySite.defaultConfig.replacingOccurrences(of: "/blog/", with: "/"),
            files: [
                "content/posts/diffusion/index.md": "---\ntitle: D\n---\n![DDPM](./ddpm.webp) ![Here](here.png) ![Up](../diffusion/here.png) ![Web](https://example.org/y.png) ![Dot](data:image/png;base64,AAAA)\n",
                "content/posts/diffusion/here.png": "png",
                "content/posts/flat.md": "---\ntitle: F\n---\n<img src=\"img/chart.png\" alt=\"Chart\"> ![Root](/img/logo.png)\n",
                "static/img/logo.png": "png",
            ])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.warnings.filter { $0.message.contains("not in the site") }
        #expect(warnings.map(\.message) == [
            "2 files that 2 pages show from beside them are not in the site: ./ddpm.webp (in content/posts/diffusion/index.md), img/chart.png (in content/posts/flat.md); put each in the page's folder (content/posts/diffusion/ddpm.webp), or correct the path"
        ])
        site.write("content/posts/diffusion/ddpm.webp", "webp")
        let flat = try #require(site.build().diagnostics.warnings.first { $0.message.contains("not in the site") }?.message)
        #expect(flat.hasSuffix("; make the page a folder with its files (content/posts/flat/index.md beside chart.png), or correct the path"), "\(flat)")
        // A file the site has at its root, written without the / before it (`{{ "assets/cem/pendulum.png" }}`).
        site.write("static/img/chart.png", "png")
        let rooted = try #require(site.build().diagnostics.warnings.first { $0.message.contains("not in the site") }?.message)
        #expect(rooted.hasSuffix("; the site has /img/chart.png: write the path from the site's root, with a / before it"), "\(rooted)")
        #expect(LinksToNowhere.resolved("../a.png", from: "posts/x/") == "posts/a.png" && LinksToNowhere.resolved("../../../a.png", from: "posts/x/") == nil)
        #expect(LinksToNowhere.resolved("a.png", from: "posts/x.html") == "posts/a.png")
    }

    /// Hexo names posts by their files (`js-getting-started.md`, dated in front matter) and places
    /// them at `/:year/:month/:day/:title/`, its `:title` the file's name: the pattern offered says so.
    @Test func aHexoBlogsPostsAreFoundByTheirFilesNames() throws {
        let site = TemporarySite(
            config: "title: T\nbase_url: https://example.com/\n",
            files: [
                "content/posts/js-getting-started.md": "---\ntitle: Getting started with JavaScript\ndate: 2018-11-27 10:26:00\n---\nx\n",
                "content/posts/threejs.md": "---\ntitle: three.js in a page\ndate: 2018-04-04 20:48:00\n---\n[js](/2018/11/27/js-getting-started/)\n",
                "content/posts/arrays.md": "---\ntitle: Arrays\ndate: 2019-01-02 08:00:00\n---\n[js](/2018/11/27/js-getting-started/) [three](/2018/04/04/threejs/)\n",
            ])
        let message = try #require(site.build().diagnostics.warnings.first { $0.message.contains("where nothing is written") }?.message)
        #expect(message.hasSuffix("; 3 of them are where posts would be with 'permalinks: /:year/:month/:day/:slugorfilename/' in site.yml (the old site's addresses, most likely): set it to keep them"), "\(message)")
        site.write("site.yml", "title: T\nbase_url: https://example.com/\npermalinks: /:year/:month/:day/:slugorfilename/\n")
        let kept = site.build()
        #expect(kept.succeeded && !kept.diagnostics.contains { $0.message.contains("where nothing is written") }, "\(kept.diagnostics)")
    }
}
