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
        #expect(try navigation(site) == ["Posts", "Get started", "About", "Uses"])
    }

    /// An old site's not-found page (Quarto's `404.qmd`) is no link of the navigation.
    @Test func aNotFoundPageIsNoLink() throws {
        let site = TemporarySite(
            files: [
                "content/about.md": "---\ntitle: About me\n---\nMe.\n",
                "content/404.qmd": "---\ntitle: 404 - Not found\n---\nNothing here.\n",
                "content/posts/a.md": post(title: "A", date: "2024-01-01"),
            ], theme: defaultTheme)
        #expect(site.build().succeeded)
        #expect(try navigation(site) == ["Posts", "About me"])
    }

    @Test func manyTopLevelPagesAreCutShortWithAWarning() throws {
        var files = ["content/posts/a.md": post(title: "A", date: "2024-01-01")]
        for index in 1...30 { files["content/page-\(index + 10).md"] = "---\ntitle: Page \(index + 10)\n---\nText.\n" }
        let site = TemporarySite(files: files, theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded)
        #expect(try navigation(site) == ["Posts"] + (11...20).map { "Page \($0)" })
        #expect(
            report.diagnostics.warnings.map(\.message) == [
                "the navigation shows the first 10 of 30 top-level pages of content/ (by weight, then title); list its links in site.yml (menu: [{name: About, url: /about/}]), add 'menu: main' to the front matter of the pages it should show, or move posts into content/posts/"
            ])
    }

    /// A menu listed in site.yml is the navigation, alone and in its order (by weight first, as
    /// Hugo orders its config's menu); Hugo's `menu: {main: […]}` with `pageRef` reads the same.
    @Test func aMenuInSiteYmlIsTheNavigation() throws {
        let site = TemporarySite(
            files: [
                "site.yml": """
                    title: Blog
                    base_url: https://example.org/docs/
                    menu:
                      - {name: Articles, url: /}
                      - {name: GitHub, url: "https://github.com/example"}
                      - {name: Get help!, url: help, weight: 1}
                    """,
                "content/help.md": "---\ntitle: Help\nmenu: main\n---\nAsk.\n",
                "content/posts/a.md": post(title: "A", date: "2024-01-01"),
            ], theme: defaultTheme)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(try navigation(site) == ["Get help!", "Articles", "GitHub"])
        let home = try #require(site.read("public/index.html"))
        #expect(home.contains("<a href=\"/docs/help/\">Get help!</a>"))
        #expect(home.contains("<a href=\"/docs/\" aria-current=\"page\">Articles</a>"))
        #expect(home.contains("<a href=\"https://github.com/example\">GitHub</a>"))
        site.write("site.yml", "title: Blog\nmenu:\n  main:\n    - {name: Help, pageRef: /help.md, identifier: help}\n    - {name: Feed, url: /feed.xml}\n")
        #expect(site.build().succeeded)
        #expect(try navigation(site) == ["Help", "Feed"])
        #expect(try #require(site.read("public/index.html")).contains("<a href=\"/feed.xml\">Feed</a>"))
    }

    @Test func aMenuLinkWithoutAUrlIsAnErrorAtItsPlace() throws {
        let site = TemporarySite(
            files: ["site.yml": "title: Blog\nmenu:\n  - name: About\n  - {name: Home, url: /, colour: red}\n", "content/posts/a.md": post(title: "A", date: "2024-01-01")],
            theme: defaultTheme)
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.errors.map(\.message) == ["menu link 1 needs a name and a url, e.g. {name: About, url: /about/}"])
        #expect(report.diagnostics.errors.first?.location?.line == 3)
        #expect(report.diagnostics.warnings.map(\.message).contains { $0.hasPrefix("unknown key 'colour'") })
    }
}
