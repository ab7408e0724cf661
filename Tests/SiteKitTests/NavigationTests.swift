import Foundation
import Testing

@testable import SiteKit

/// The navigation: Hugo's `menu: main` when pages give it, else a short list of top-level pages.
@Suite struct NavigationTests {
    func navigation(_ site: TemporarySite) throws -> [String] {
        let home = try #require(site.read("public/index.html"))
        let nav = try #require(home.range(of: "<nav class=\"site-nav\"")).upperBound
        let end = try #require(home.range(of: "</nav>", range: nav..<home.endIndex)).lowerBound
        return home[nav..<end].components(separatedBy: "<li>").dropFirst().map {
            $0.components(separatedBy: "\">").dropFirst().first?.components(separatedBy: "<").first ?? ""
        }
    }

    @Test func pagesInHugosMainMenuMakeTheNavigation() throws {
        let site = TemporarySite(
            files: [
                "content/about.md": "---\ntitle: About\nmenu: main\nweight: 3\n---\nMe.\n",
                "content/docs/setup.md": "+++\ntitle = \"Setup\"\n[menu.main]\nweight = 1\nname = \"Get started\"\n+++\nHow.\n",
                "content/uses.md": "---\ntitle: Uses\nmenu: [footer, main]\n---\nTools.\n",
                "content/colophon.md": "---\ntitle: Colophon\nmenu: footer\n---\nType.\n",
                "content/posts/a.md": post(title: "A", date: "2024-01-01"),
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.warnings.isEmpty, "\(report.diagnostics)")
        #expect(try navigation(site) == ["Posts", "Tags", "Get started", "About", "Uses"])
    }

    @Test func manyTopLevelPagesAreCutShortWithAWarning() throws {
        var files = ["content/posts/a.md": post(title: "A", date: "2024-01-01")]
        for index in 1...30 { files["content/page-\(index + 10).md"] = "---\ntitle: Page \(index + 10)\n---\nText.\n" }
        let site = TemporarySite(files: files, theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded)
        #expect(try navigation(site) == ["Posts", "Tags"] + (11...20).map { "Page \($0)" })
        #expect(
            report.diagnostics.warnings.map(\.message) == [
                "the navigation shows the first 10 of 30 top-level pages of content/ (by weight, then title); add 'menu: main' to the front matter of the pages it should show, or move posts into content/posts/"
            ])
    }
}
