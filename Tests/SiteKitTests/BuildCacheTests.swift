import Foundation
import Testing

@testable import SiteKit

extension TemporarySite {
    /// Builds with `cache` into `folder` (below the site), then closes the cache's build.
    func build(cache: BuildCache?, into folder: String = "public") -> (BuildReport, BuildCacheStatistics) {
        var options = BuildOptions(root: root, output: root.appending(path: folder))
        options.now = ISO8601DateFormatter().date(from: "2026-06-01T00:00:00Z")
        options.cache = cache
        let report = buildSite(options)
        return (report, cache?.finishBuild() ?? BuildCacheStatistics())
    }

    /// Builds without a cache into `clean/` and returns its files, the bytes `site build` writes.
    func cleanBuildSnapshot() -> [String: Data] {
        let (report, _) = build(cache: nil, into: "clean")
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        return snapshot("clean")
    }
}

/// A site of `count` posts, two of them tagged, one with a chart.
private func siteWithPosts(_ count: Int) -> TemporarySite {
    var files: [String: String] = [:]
    for index in 1...count {
        let day = String(format: "2026-01-%02d", index)
        let body = index == 1 ? "Intro.\n\n```chart\ntype: pie\ntitle: Split\n---\nA: 3\nB: 1\n```\n" : "Post \(index)."
        files["content/posts/p\(index).md"] = post(
            title: "Post \(index)", date: day, tags: index <= 2 ? "[shared]" : "[]", body: body)
    }
    files["content/about.md"] = "---\ntitle: About\n---\n\nAbout *me*.\n"
    return TemporarySite(files: files)
}

@Suite struct BuildCacheTests {
    @Test func editingOnePostReRendersOnlyThatPostAndMatchesACleanBuild() throws {
        let site = siteWithPosts(5)
        let cache = BuildCache()
        let (first, firstReuse) = site.build(cache: cache)
        #expect(first.succeeded, "\(first.diagnostics.formatted())")
        #expect(firstReuse == BuildCacheStatistics(hits: 0, misses: 6))

        site.write("content/posts/p3.md", post(title: "Post 3, renamed", date: "2026-01-03", tags: "[shared]", body: "New *words*."))
        let (second, secondReuse) = site.build(cache: cache)
        #expect(second.succeeded, "\(second.diagnostics.formatted())")
        #expect(secondReuse == BuildCacheStatistics(hits: 5, misses: 1))
        #expect(second.chartCount == 1, "the cached post still counts its chart")
        #expect(site.read("public/posts/p3/index.html")?.contains("<p>New <em>words</em>.</p>") == true)
        #expect(site.read("public/tags/shared/index.html")?.contains("Post 3, renamed") == true)
        #expect(site.read("public/feed.xml")?.contains("Post 3, renamed") == true)
        #expect(site.snapshot("public") == site.cleanBuildSnapshot())
    }

    @Test func anUnchangedSiteReusesEveryFragment() throws {
        let site = siteWithPosts(3)
        let cache = BuildCache()
        let (first, _) = site.build(cache: cache)
        let firstFiles = site.snapshot("public")
        let (second, reuse) = site.build(cache: cache)
        #expect(first.succeeded && second.succeeded)
        #expect(reuse == BuildCacheStatistics(hits: 4, misses: 0))
        #expect(site.snapshot("public") == firstFiles)
        #expect(firstFiles == site.cleanBuildSnapshot())
    }

    @Test func changingADataFileReRendersThePostThatReadsIt() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(
                title: "A", date: "2026-01-01", body: "```chart\ntype: bar\ndata: steps.csv\n---\n```\n"),
            "content/posts/b.md": post(title: "B", date: "2026-01-02"),
            "content/posts/steps.csv": "Mon,898\nTue,670\n",
        ])
        let cache = BuildCache()
        _ = site.build(cache: cache)
        site.write("content/posts/steps.csv", "Mon,898\nWed,5\n")
        let (report, reuse) = site.build(cache: cache)
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        #expect(reuse == BuildCacheStatistics(hits: 1, misses: 1))
        #expect(site.read("public/posts/a/index.html")?.contains("Wed") == true)
        #expect(site.snapshot("public") == site.cleanBuildSnapshot())

        site.remove("content/posts/steps.csv")
        let (broken, brokenReuse) = site.build(cache: cache)
        #expect(brokenReuse.misses == 1, "a data file that disappeared is a change too")
        #expect(!broken.succeeded)
    }

    @Test func siteSettingsThatChangeRenderingMissTheCache() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2026-01-01", body: "Raw <b>html</b>."),
            "content/posts/b.md": post(title: "B", date: "2026-01-02"),
        ])
        let cache = BuildCache()
        _ = site.build(cache: cache)
        site.write("site.yml", TemporarySite.defaultConfig + "\nmarkdown: {unsafe: false}\n")
        let (safe, safeReuse) = site.build(cache: cache)
        #expect(safe.succeeded, "\(safe.diagnostics.formatted())")
        #expect(safeReuse == BuildCacheStatistics(hits: 0, misses: 2))
        #expect(site.read("public/posts/a/index.html")?.contains("<b>html</b>") == false)

        site.write("site.yml", TemporarySite.defaultConfig + "\nmarkdown: {unsafe: false}\nlanguage: de\n")
        let (german, germanReuse) = site.build(cache: cache)
        #expect(german.succeeded)
        #expect(germanReuse == BuildCacheStatistics(hits: 0, misses: 2))
        #expect(site.snapshot("public") == site.cleanBuildSnapshot())
    }

    @Test func aCachedChartErrorIsStillReported() throws {
        let site = TemporarySite(files: [
            "content/posts/a.md": post(
                title: "A", date: "2026-01-01", body: "```chart\ntype: bar\n---\nMon | nine\n```\n"),
            "content/posts/b.md": post(title: "B", date: "2026-01-02"),
        ])
        let cache = BuildCache()
        let (first, _) = site.build(cache: cache)
        site.write("content/posts/b.md", post(title: "B", date: "2026-01-02", body: "Changed."))
        let (second, reuse) = site.build(cache: cache)
        #expect(reuse == BuildCacheStatistics(hits: 1, misses: 1))
        #expect(!second.succeeded)
        #expect(second.diagnostics.errors == first.diagnostics.errors)
        #expect(second.diagnostics.errors.first?.location?.line == 9)
    }

    @Test func aFrontMatterEditKeepsTheRenderedBody() throws {
        let site = siteWithPosts(2)
        let cache = BuildCache()
        _ = site.build(cache: cache)
        site.write("content/posts/p2.md", post(title: "Post 2, retitled", date: "2026-01-02", tags: "[new]", body: "Post 2."))
        let (report, reuse) = site.build(cache: cache)
        #expect(report.succeeded)
        #expect(reuse == BuildCacheStatistics(hits: 3, misses: 0), "the body and its line offset are unchanged")
        #expect(site.read("public/tags/new/index.html")?.contains("Post 2, retitled") == true)
        #expect(site.snapshot("public") == site.cleanBuildSnapshot())
    }

    @Test func aDeletedPostIsForgotten() throws {
        let site = siteWithPosts(2)
        let text = try #require(site.read("content/posts/p2.md"))
        let cache = BuildCache()
        _ = site.build(cache: cache)
        site.remove("content/posts/p2.md")
        let (_, without) = site.build(cache: cache)
        #expect(without == BuildCacheStatistics(hits: 2, misses: 0))
        site.write("content/posts/p2.md", text)
        let (_, again) = site.build(cache: cache)
        #expect(again == BuildCacheStatistics(hits: 2, misses: 1), "its old fragment was dropped with the file")
    }
}
