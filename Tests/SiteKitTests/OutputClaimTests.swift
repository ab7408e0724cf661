import Foundation
import Testing

@testable import SiteKit

/// Every output path has one owner, and every tag its own page.
@Suite struct OutputClaimTests {
    @Test(arguments: [
        ("content/index.html", "/index.html, which is the home page"),
        ("content/feed.xml", "/feed.xml, which is the Atom feed"),
        ("content/assets/style.css", "/assets/style.css, which is the theme's asset style.css"),
        ("content/assets/charts.css", "/assets/charts.css, which is the chart stylesheet"),
        ("content/posts/a/index.html", "/posts/a/index.html, which is the page of content/posts/a.md"),
    ])
    func aContentFileNeverReplacesAGeneratedOne(path: String, message: String) {
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01"), path: "mine"])
        let report = site.build()
        let error = report.diagnostics.errors.first
        #expect(error?.message == "\(path) would be written to \(message); rename or move the file (the build makes that path itself)")
        #expect(error?.location?.path == path)
        #expect(!site.exists("public"))
    }

    /// Hugo writes no robots.txt unless asked, so a Hugo site often brings its own: it is the
    /// owner's word on crawling, and replaces the one the build would write.
    @Test(arguments: ["static/robots.txt", "content/robots.txt"])
    func aSitesOwnRobotsTxtIsCopiedInsteadOfTheGeneratedOne(path: String) {
        let mine = "User-agent: *\nDisallow: /drafts/\n"
        let site = TemporarySite(files: ["content/posts/a.md": post(title: "A", date: "2026-01-01"), path: mine])
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("public/robots.txt") == mine)
        #expect(site.read("public/sitemap.xml") != nil)
    }

    @Test func tagsThatLookAlikeGetPagesOfTheirOwn() throws {
        let tags = ["C++", "C", "c#", "C--", ".", "..", "👩‍💻", "Swift", "swift"]
        var files: [String: String] = [:]
        for (index, tag) in tags.enumerated() {
            let quoted = "\"\(tag)\""
            files["content/posts/p\(index).md"] = post(title: "P\(index)", date: "2026-01-0\(index + 1)", tags: "[\(quoted)]")
        }
        let site = TemporarySite(files: files)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: site.root.appending(path: "public/tags").path)
            .filter { $0 != "index.html" }.sorted()
        // Swift and swift are one tag; every other name has its own, never-empty slug.
        #expect(pages == ["c", "c-2", "c-plus-plus", "c-sharp", "swift", "tag-2e", "tag-2e2e", "👩‍💻"].sorted())
        #expect(site.read("public/tags/c-plus-plus/index.html")?.contains("<h1>C++</h1>") == true)
        #expect(site.read("public/tags/c/index.html")?.contains("<h1>C</h1>") == true)
        #expect(site.read("public/tags/c-2/index.html")?.contains("<h1>C--</h1>") == true)
        let index = try #require(site.read("public/tags/index.html"))
        #expect(!index.contains("/tags//"))
        #expect(index.contains("/tags/%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB/"))
    }

    @Test(arguments: [("C++", "c-plus-plus"), ("F#", "f-sharp"), ("Node.js", "node-js"), ("Zürich", "zurich"), (".", "tag-2e"), ("☕️ time", "☕️-time")])
    func tagSlugs(name: String, slug: String) {
        #expect(tagSlug(name) == slug)
    }
}
