import Foundation
import Testing

@testable import SiteKit

/// Compares `actual` with the golden file `__Snapshots__/SnapshotTests/<name>` byte for byte;
/// `RECORD_SNAPSHOTS=1` writes the golden file instead.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "__Snapshots__/SnapshotTests/\(name)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? Data(actual.utf8).write(to: file)
        return
    }
    guard let expected = FileManager.default.contents(atPath: file.path) else {
        Issue.record("no golden file \(name); run the tests with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == String(decoding: expected, as: UTF8.self), "differs from \(name)", sourceLocation: sourceLocation)
}

@Suite struct SnapshotTests {
    static let files = [
        "content/posts/2026-03-14-spending.md": post(
            title: "Spending & saving", date: "2026-03-14T09:00:00+01:00", tags: "[budget, Data Viz]",
            extra: "description: Where the money <went>.\nupdated: 2026-03-20\n",
            body: "A [link](/posts/steps/) and an ![image](/images/a.png).\n"),
        "content/posts/steps.md": post(title: "Steps", date: "2026-02-01", tags: "budget"),
        "content/about.md": "---\ntitle: About\nweight: 1\n---\n\nAbout me.\n",
    ]

    @Test func feedAndSitemap() throws {
        let site = TemporarySite(files: Self.files)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        assertSnapshot(try #require(site.read("public/feed.xml")), named: "feed.xml")
        assertSnapshot(try #require(site.read("public/sitemap.xml")), named: "sitemap.xml")
        assertSnapshot(try #require(site.read("public/robots.txt")), named: "robots.txt")
    }

    /// The Markdown stress post (tests/markdown-site) as the page renderer writes it, every extension on.
    @Test func everyMarkdownExtension() throws {
        let post = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "tests/markdown-site/content/posts/2026-02-01-wide-tables.md")
        let text = try String(contentsOf: post, encoding: .utf8)
        let body = String(text[text.range(of: "\n---\n", range: text.index(after: text.startIndex)..<text.endIndex)!.upperBound...])
        let html = renderMarkdown(
            body,
            options: MarkdownOptions(
                charts: ChartContext(path: "content/posts/wide-tables.md"), smart: true,
                extensions: MarkdownExtension.all, idPrefix: "wide-tables-")
        ).html
        assertSnapshot(html, named: "markdown-extensions.html")
    }
}
