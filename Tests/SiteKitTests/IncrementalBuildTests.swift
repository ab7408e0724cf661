import Foundation
import Testing

@testable import SiteKit

/// A preview's rebuilds: an edit to a post writes, in place, exactly the files that show it, and
/// the tree it leaves is the one a clean build makes.
@Suite struct IncrementalBuildTests {
    /// Five posts, two to a list page, with tags, one chart.
    static func files() -> [String: String] {
        var files: [String: String] = [:]
        for day in 1...5 {
            files["content/posts/2026-03-0\(day)-day-\(day).md"] = post(
                title: "Day \(day)", date: "2026-03-0\(day)", tags: day.isMultiple(of: 2) ? "[even]" : "[odd]",
                body: "First paragraph of day \(day).\n\nSecond paragraph.\n")
        }
        files["content/posts/2026-03-03-day-3.md"] = post(
            title: "Day 3", date: "2026-03-03", tags: "[odd]",
            body: "First paragraph of day 3.\n\nSecond paragraph.\n\n```chart\ntype: bar\n---\nMon | 3\nTue | 5\n```\n")
        files["content/about.md"] = "---\ntitle: About\n---\n\nAbout me.\n"
        return files
    }

    static let config = TemporarySite.defaultConfig + "\npaginate: 2\n"
    static let day3 = "content/posts/2026-03-03-day-3.md"

    /// A site, its first build through an `IncrementalBuild`, and that builder.
    private func builtSite(config: String = Self.config) throws -> (TemporarySite, IncrementalBuild) {
        let site = TemporarySite(config: config, files: Self.files(), theme: defaultTheme)
        var options = BuildOptions(root: site.root)
        options.now = ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z")
        let builder = IncrementalBuild(options)
        let first = builder.build(changes: nil)
        #expect(first.succeeded, "\(first.diagnostics.formatted())")
        #expect(first.writtenPaths == nil, "the first build writes a whole tree")
        return (site, builder)
    }

    /// The edited file's text, with `change` applied.
    private func edit(_ site: TemporarySite, _ path: String, _ change: (String) -> String) throws {
        site.write(path, change(try #require(site.read(path))))
    }

    /// A clean build of the same sources into another folder must equal the preview's tree.
    private func expectSameAsACleanBuild(_ site: TemporarySite) {
        let clean = site.build(output: site.root.appending(path: "clean"))
        #expect(clean.succeeded)
        let preview = site.snapshot("public")
        let fresh = site.snapshot("clean")
        #expect(preview.keys.sorted() == fresh.keys.sorted())
        for (path, bytes) in fresh where preview[path] != bytes {
            Issue.record("public/\(path) differs from a clean build's")
        }
    }

    @Test func anEditBelowTheSummaryWritesThePostAndTheFeed() throws {
        let (site, builder) = try builtSite()
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "Second paragraph.", with: "A better second paragraph.") }
        let report = builder.build(changes: [Self.day3])
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(report.writtenPaths == ["feed.xml", "posts/day-3/index.html"])
        #expect(site.read("public/posts/day-3/index.html")?.contains("A better second paragraph.") == true)
        expectSameAsACleanBuild(site)
    }

    /// With `term_feeds:`, the feeds of the post's own terms are written too, and only those.
    @Test func anEditAlsoWritesItsTermsFeeds() throws {
        let (site, builder) = try builtSite(config: Self.config + "feed: index.xml\nterm_feeds: true\n")
        #expect(site.read("public/tags/even/index.xml")?.contains("<title>Test Blog · even</title>") == true)
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "Second paragraph.", with: "A better second paragraph.") }
        let report = builder.build(changes: [Self.day3])
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(report.writtenPaths == ["index.xml", "posts/day-3/index.html", "tags/odd/index.xml"])
        #expect(site.read("public/tags/odd/index.xml")?.contains("A better second paragraph.") == true)
        expectSameAsACleanBuild(site)
    }

    /// A page with a Quarto listing holds the posts' titles in its own text: a new title rebuilds
    /// the site whole, so the listing shows it.
    @Test func aNewTitleReachesAPagesListing() throws {
        let (site, builder) = try builtSite()
        site.write("content/recent.md", "---\ntitle: Recent\nlisting:\n  id: latest\n  contents: posts\n  max-items: 2\n---\n::: {#latest}\n:::\n")
        #expect(builder.build(changes: nil).succeeded)
        #expect(site.read("public/recent/index.html")?.contains(">Day 5</a>") == true)
        try edit(site, "content/posts/2026-03-05-day-5.md") { $0.replacingOccurrences(of: "title: Day 5", with: "title: The fifth day") }
        let report = builder.build(changes: ["content/posts/2026-03-05-day-5.md"])
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(site.read("public/recent/index.html")?.contains(">The fifth day</a>") == true)
        expectSameAsACleanBuild(site)
    }

    /// An archive page (`layout: archive`) lists every post: a new summary writes it too.
    @Test func aNewTitleReachesTheArchive() throws {
        let (site, builder) = try builtSite()
        site.write("content/archive.md", "---\ntitle: Archive\nlayout: archives\n---\n")
        #expect(builder.build(changes: nil).succeeded)
        #expect(site.read("public/archive/index.html")?.contains(">Day 1</a>") == true)
        try edit(site, "content/posts/2026-03-01-day-1.md") { $0.replacingOccurrences(of: "title: Day 1", with: "title: The first day") }
        let report = builder.build(changes: ["content/posts/2026-03-01-day-1.md"])
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(report.writtenPaths?.contains("archive/index.html") == true, "\(report.writtenPaths ?? [])")
        #expect(site.read("public/archive/index.html")?.contains(">The first day</a>") == true)
        expectSameAsACleanBuild(site)
    }

    @Test func aNewSummaryRewritesTheListsThatShowIt() throws {
        let (site, builder) = try builtSite()
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "First paragraph of day 3.", with: "A new opening.") }
        let report = builder.build(changes: [Self.day3])
        // Day 3 is the third newest: page 2 of the home page and of /posts/, page 1 of "odd" (days 5, 3, 1 at two a page).
        #expect(
            report.writtenPaths == [
                "feed.xml", "page/2/index.html", "posts/day-3/index.html", "posts/page/2/index.html", "tags/odd/index.html",
            ])
        expectSameAsACleanBuild(site)
    }

    @Test func aNewTitleAlsoRewritesTheNeighboursLinks() throws {
        let (site, builder) = try builtSite()
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "title: Day 3", with: "title: The third day") }
        let report = builder.build(changes: [Self.day3])
        let written = try #require(report.writtenPaths)
        #expect(written.contains("posts/day-2/index.html") && written.contains("posts/day-4/index.html"))
        #expect(!written.contains("posts/day-1/index.html") && !written.contains("posts/day-5/index.html"))
        // The chart's file is drawn again and has the same bytes: it is not written.
        #expect(!written.contains("posts/day-3/chart-1.svg"))
        #expect(site.read("public/posts/day-4/index.html")?.contains("The third day") == true)
        expectSameAsACleanBuild(site)
    }

    @Test func newChartDataRewritesTheChartsImage() throws {
        let (site, builder) = try builtSite()
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "Tue | 5", with: "Tue | 8") }
        let report = builder.build(changes: [Self.day3])
        #expect(report.writtenPaths == ["feed.xml", "posts/day-3/chart-1.svg", "posts/day-3/index.html"])
        expectSameAsACleanBuild(site)
    }

    @Test func aNewChartAndARemovedOneChangeOnlyTheirFiles() throws {
        let (site, builder) = try builtSite()
        let chart = "\n```chart\ntype: donut\n---\nA | 1\nB | 2\n```\n"
        try edit(site, Self.day3) { $0 + chart }
        let added = builder.build(changes: [Self.day3])
        #expect(added.succeeded)
        #expect(added.writtenPaths == ["feed.xml", "posts/day-3/chart-2.svg", "posts/day-3/index.html"])
        expectSameAsACleanBuild(site)
        // Both charts out: their files go, and the lists learn that the post has no chart.
        try edit(site, Self.day3) { text in
            String(text[..<text.range(of: "```chart")!.lowerBound])
        }
        let removed = builder.build(changes: [Self.day3])
        #expect(removed.succeeded)
        let written = try #require(removed.writtenPaths)
        #expect(written.contains("posts/day-3/chart-1.svg") && written.contains("posts/day-3/chart-2.svg"))
        #expect(!site.exists("public/posts/day-3/chart-1.svg"))
        expectSameAsACleanBuild(site)
    }

    /// A notebook post's plots are files beside it: a new plot is written, the one it replaces goes.
    @Test func aNotebooksNewPlotReplacesItsFile() throws {
        let (site, builder) = try builtSite()
        func notebook(_ base64: String) -> String {
            """
            {"cells": [{"cell_type": "markdown", "source": ["# Plots\\n", "> The plots."]},
              {"cell_type": "code", "source": ["plot()"], "outputs": [{"output_type": "display_data", "data": {"image/png": "\(base64)"}}]}],
             "metadata": {"kernelspec": {"language": "python"}}, "nbformat": 4, "nbformat_minor": 5}
            """
        }
        let path = "content/posts/2026-03-04-day-4.ipynb"
        site.remove("content/posts/2026-03-04-day-4.md")
        site.write(path, notebook("iVBORw0KGgo="))
        #expect(builder.build(changes: nil).succeeded)
        let first = "posts/day-4/notebook-" + ContentName.hex(of: Data(base64Encoded: "iVBORw0KGgo=")!) + ".png"
        #expect(site.exists("public/" + first))
        site.write(path, notebook("iVBORw0KGgoAAAA="))
        let report = builder.build(changes: [path])
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        let second = "posts/day-4/notebook-" + ContentName.hex(of: Data(base64Encoded: "iVBORw0KGgoAAAA=")!) + ".png"
        let written = try #require(report.writtenPaths)
        #expect(written.contains(second) && written.contains(first), "\(written)")
        #expect(site.exists("public/" + second) && !site.exists("public/" + first))
        expectSameAsACleanBuild(site)
    }

    @Test func aNewChartWhoseFileAContentFileHoldsRebuildsTheWholeSite() throws {
        var files = Self.files()
        files["content/posts/day-4/index.md"] = post(title: "Day 4", date: "2026-03-04", tags: "[even]", body: "Text.\n")
        files["content/posts/day-4/chart-1.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        files["content/posts/2026-03-04-day-4.md"] = nil
        let site = TemporarySite(config: Self.config, files: files, theme: defaultTheme)
        var options = BuildOptions(root: site.root)
        options.now = ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z")
        let builder = IncrementalBuild(options)
        #expect(builder.build(changes: nil).succeeded)
        try edit(site, "content/posts/day-4/index.md") { $0 + "\n```chart\ntype: bar\n---\nA | 1\n```\n" }
        let report = builder.build(changes: ["content/posts/day-4/index.md"])
        // The whole build reports the clash, and the content file is left as it was.
        #expect(report.writtenPaths == nil)
        #expect(report.diagnostics.errors.contains { $0.message.contains("chart-1.svg") })
        #expect(site.read("public/posts/day-4/chart-1.svg") == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    }

    @Test func anEditorsVanishedTemporaryFileDoesNotWidenTheRebuild() throws {
        let (site, builder) = try builtSite()
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "Second paragraph.", with: "Saved the JetBrains way.") }
        let report = builder.build(changes: [Self.day3, "content/posts/2026-03-03-day-3.md___jb_tmp___", "content/posts/#day-3.md#"])
        #expect(report.writtenPaths == ["feed.xml", "posts/day-3/index.html"])
        // A file of the site that is gone is another matter: the whole site is built again.
        site.remove("content/about.md")
        #expect(builder.build(changes: ["content/about.md"]).writtenPaths == nil)
        #expect(!site.exists("public/about/index.html"))
        expectSameAsACleanBuild(site)
    }

    @Test func theSameBytesWriteNothing() throws {
        let (site, builder) = try builtSite()
        let before = site.snapshot("public")
        try edit(site, Self.day3) { $0 }
        let report = builder.build(changes: [Self.day3])
        #expect(report.succeeded)
        #expect(report.writtenPaths == [])
        #expect(site.snapshot("public") == before)
    }

    @Test func aPostThatMovesRebuildsTheWholeSite() throws {
        let (site, builder) = try builtSite()
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "date: 2026-03-03", with: "date: 2026-03-09") }
        let report = builder.build(changes: [Self.day3])
        #expect(report.succeeded)
        #expect(report.writtenPaths == nil, "a new date moves the post in every list: a whole build")
        #expect(site.read("public/index.html")?.range(of: "Day 3")?.lowerBound ?? "".endIndex
            < site.read("public/index.html")?.range(of: "Day 5")?.lowerBound ?? "".startIndex)
        expectSameAsACleanBuild(site)
    }

    /// Most posts of a real blog link to others (`[earlier](/posts/day-1/)`, `{{< ref >}}`): an edit to
    /// one stays narrow, its links resolved against the site as it stands; a link to no page is an
    /// error that writes nothing, and its fix is narrow again.
    @Test func anEditToAPostThatLinksOthersStaysNarrow() throws {
        let (site, builder) = try builtSite()
        try edit(site, Self.day3) { $0 + "\nSee [day one](/posts/day-1/) and {{< ref \"2026-03-02-day-2.md\" >}}.\n" }
        let linked = builder.build(changes: [Self.day3])
        #expect(linked.succeeded, "\(linked.diagnostics.formatted())")
        #expect(linked.writtenPaths != nil, "an edit to a post that links others is narrow")
        let page3 = site.read("public/posts/day-3/index.html") ?? ""; #expect(page3.contains("day one</a> and https://example.com/blog/posts/day-2/."), "\(page3)")
        expectSameAsACleanBuild(site)
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "Second paragraph.", with: "Changed, links kept.") }
        #expect(builder.build(changes: [Self.day3]).writtenPaths == ["feed.xml", "posts/day-3/index.html"])
        expectSameAsACleanBuild(site)
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "2026-03-02-day-2.md", with: "2026-03-02-day-two.md") }
        let broken = builder.build(changes: [Self.day3])
        #expect(!broken.succeeded && broken.writtenPaths == [], "\(broken.diagnostics.formatted())")
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "2026-03-02-day-two.md", with: "2026-03-02-day-2.md") }
        #expect(builder.build(changes: [Self.day3]).succeeded)
        expectSameAsACleanBuild(site)
    }

    @Test func otherChangesRebuildTheWholeSite() throws {
        let (site, builder) = try builtSite()
        site.write("content/posts/2026-03-06-day-6.md", post(title: "Day 6", date: "2026-03-06"))
        #expect(builder.build(changes: ["content/posts/2026-03-06-day-6.md"]).writtenPaths == nil)
        // The navigation shows a page's title on every page.
        try edit(site, "content/about.md") { $0.replacingOccurrences(of: "title: About", with: "title: About me") }
        #expect(builder.build(changes: ["content/about.md"]).writtenPaths == nil)
        // After those, an edit to a post is narrow again.
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "Second paragraph.", with: "Later.") }
        #expect(builder.build(changes: [Self.day3]).writtenPaths == ["feed.xml", "posts/day-3/index.html"])
        expectSameAsACleanBuild(site)
    }

    /// A page (not a post) that keeps its title and place: its own page, and its chart's image.
    @Test func anEditToAPageWritesOnlyItsPage() throws {
        let (site, builder) = try builtSite()
        try edit(site, "content/about.md") { $0 + "\nMore about me.\n\n```chart\ntype: pie\n---\nTea | 3\nCoffee | 5\n```\n" }
        let report = builder.build(changes: ["content/about.md"])
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(report.writtenPaths == ["about/chart-1.svg", "about/index.html"])
        #expect(site.read("public/about/index.html")?.contains("More about me.") == true)
        expectSameAsACleanBuild(site)
        // Without the chart again: its image goes.
        try edit(site, "content/about.md") { String($0[..<$0.range(of: "\n```chart")!.lowerBound]) + "\n" }
        #expect(builder.build(changes: ["content/about.md"]).writtenPaths == ["about/chart-1.svg", "about/index.html"])
        #expect(site.read("public/about/chart-1.svg") == nil)
        expectSameAsACleanBuild(site)
    }

    /// A page its section lists with its summary: a new summary rewrites the section too (a whole
    /// build); an edit below it only the page.
    @Test func aPageInASectionIsNarrowBelowItsSummary() throws {
        let (site, builder) = try builtSite()
        site.write("content/docs/_index.md", "---\ntitle: Docs\n---\n")
        site.write("content/docs/intro.md", "---\ntitle: Intro\n---\n\nWhat the docs are.\n\nMore.\n")
        #expect(builder.build(changes: nil).succeeded)
        #expect(site.read("public/docs/index.html")?.contains("What the docs are.") == true)
        try edit(site, "content/docs/intro.md") { $0.replacingOccurrences(of: "What the docs are.", with: "What these docs are.") }
        #expect(builder.build(changes: ["content/docs/intro.md"]).writtenPaths == nil)
        #expect(site.read("public/docs/index.html")?.contains("What these docs are.") == true)
        try edit(site, "content/docs/intro.md") { $0.replacingOccurrences(of: "More.", with: "Much more.") }
        #expect(builder.build(changes: ["content/docs/intro.md"]).writtenPaths == ["docs/intro/index.html"])
        expectSameAsACleanBuild(site)
    }

    /// A file another page's text takes in (`{{% include %}}`) changes that page: a whole build,
    /// whether the file is a page, a post or neither.
    @Test func aFileAnotherPageIncludesRebuildsTheWholeSite() throws {
        let (site, builder) = try builtSite()
        site.write("content/shared.md", "---\ntitle: Shared\n---\n\nA shared part.\n")
        try edit(site, "content/posts/2026-03-02-day-2.md") { $0 + "\n{{% include \"/shared.md\" %}}\n" }
        #expect(builder.build(changes: nil).succeeded)
        #expect(site.read("public/posts/day-2/index.html")?.contains("A shared part.") == true)
        try edit(site, "content/shared.md") { $0.replacingOccurrences(of: "A shared part.", with: "A shared part, edited.") }
        let report = builder.build(changes: ["content/shared.md"])
        #expect(report.succeeded && report.writtenPaths == nil)
        #expect(site.read("public/posts/day-2/index.html")?.contains("A shared part, edited.") == true)
        // The same when a post takes in another post.
        try edit(site, Self.day3) { $0 + "\n{{% include \"/posts/2026-03-01-day-1.md\" %}}\n" }
        #expect(builder.build(changes: [Self.day3]).writtenPaths != nil)
        try edit(site, "content/posts/2026-03-01-day-1.md") { $0.replacingOccurrences(of: "Second paragraph.", with: "Day one's second.") }
        #expect(builder.build(changes: ["content/posts/2026-03-01-day-1.md"]).writtenPaths == nil)
        #expect(site.read("public/posts/day-3/index.html")?.contains("Day one&rsquo;s second.") == true || site.read("public/posts/day-3/index.html")?.contains("Day one’s second.") == true)
        expectSameAsACleanBuild(site)
    }

    /// Hugo Apéro's About page shows the words of the bundles beside it: an edit to one rebuilds it.
    @Test func anEditToApérosAboutBundleReachesTheAboutPage() throws {
        let (site, builder) = try builtSite()
        site.write("content/about2/_index.md", "---\ntitle: About me\ncascade:\n  headless: true\n---\n")
        site.write("content/about2/main/index.md", "---\ntitle: Hello\nintro: I study birds.\n---\n")
        #expect(builder.build(changes: nil).succeeded)
        #expect(site.read("public/about2/index.html")?.contains("I study birds.") == true)
        try edit(site, "content/about2/main/index.md") { $0.replacingOccurrences(of: "birds", with: "rivers") }
        let report = builder.build(changes: ["content/about2/main/index.md"])
        #expect(report.succeeded && report.writtenPaths == nil, "a whole build")
        #expect(site.read("public/about2/index.html")?.contains("I study rivers.") == true)
        expectSameAsACleanBuild(site)
    }

    @Test func aHalfWrittenChartWritesNothingAndItsFixIsNarrow() throws {
        let (site, builder) = try builtSite()
        let before = site.snapshot("public")
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "type: bar", with: "type: barr") }
        let failed = builder.build(changes: [Self.day3])
        #expect(!failed.succeeded)
        #expect(failed.diagnostics.errors.first?.message.contains("did you mean 'bar'?") == true)
        #expect(failed.writtenPaths == [])
        #expect(site.snapshot("public") == before)
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "type: barr", with: "type: bar").replacingOccurrences(of: "Tue | 5", with: "Tue | 6") }
        let fixed = builder.build(changes: [Self.day3])
        #expect(fixed.succeeded)
        #expect(fixed.writtenPaths == ["feed.xml", "posts/day-3/chart-1.svg", "posts/day-3/index.html"])
        expectSameAsACleanBuild(site)
    }

    @Test func aFailingPostKeepsItsErrorsWhileAnotherIsEditedAndThatEditWaitsForTheFix() throws {
        let (site, builder) = try builtSite()
        let day4 = "content/posts/2026-03-04-day-4.md"
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "type: bar", with: "type: barr") }
        #expect(!builder.build(changes: [Self.day3]).succeeded)
        try edit(site, day4) { $0.replacingOccurrences(of: "Second paragraph.", with: "Day four, edited.") }
        let meanwhile = builder.build(changes: [day4])
        // Day 3's error is still there, where it is, and nothing was written.
        #expect(!meanwhile.succeeded)
        #expect(meanwhile.diagnostics.errors.contains { $0.location?.path == Self.day3 })
        #expect(meanwhile.writtenPaths == [])
        #expect(site.read("public/posts/day-4/index.html")?.contains("Day four, edited.") == false)
        // The fix brings day 4's edit with it.
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "type: barr", with: "type: bar") }
        let fixed = builder.build(changes: [Self.day3])
        #expect(fixed.succeeded)
        #expect(fixed.writtenPaths?.contains("posts/day-4/index.html") == true)
        expectSameAsACleanBuild(site)
    }

    @Test func goingBackToTheLastBuiltBytesClearsAnError() throws {
        let (site, builder) = try builtSite()
        let original = try #require(site.read(Self.day3))
        try edit(site, Self.day3) { $0.replacingOccurrences(of: "type: bar", with: "type: barr") }
        #expect(!builder.build(changes: [Self.day3]).succeeded)
        site.write(Self.day3, original)
        let back = builder.build(changes: [Self.day3])
        #expect(back.succeeded)
        #expect(back.writtenPaths == [])
        expectSameAsACleanBuild(site)
    }
}
