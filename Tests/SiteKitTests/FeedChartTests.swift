import Foundation
import Testing

@testable import SiteKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Charts where inline SVG and stylesheets do not reach: the feed shows each as an image of its
/// own SVG file with the data table after it, and that file is the post's Open Graph image.
@Suite struct FeedChartTests {
    static let twoCharts = post(
        title: "Spending", date: "2026-03-14",
        body: """
            Before.

            ```chart
            type: donut
            title: Spending, "March" & <April>
            unit: $
            note: Rent is *before* the refund.
            source: '[Bank export](https://example.com/bank), March'
            ---
            Housing | 1120
            Food | 420
            ```

            Between.

            ```chart
            type: bar
            ---
            Mon | 3
            Tue | 5
            ```

            After.
            """)
    static let files = [
        "content/posts/2026-03-14-spending.md": twoCharts,
        "content/posts/2026-03-01-photo.md": post(
            title: "Photo", date: "2026-03-01", extra: "images: [/img/cover.png]\n",
            body: "```chart\ntype: pie\n---\nA | 1\nB | 2\n```\n"),
        "content/posts/2026-02-01-plain.md": post(title: "Plain", date: "2026-02-01"),
    ]

    @Test func eachChartIsAnSVGFileNextToItsPost() throws {
        let site = TemporarySite(files: Self.files)
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics.formatted())")
        for name in ["chart-1.svg", "chart-2.svg"] {
            let svg = try #require(site.read("public/posts/spending/\(name)"), "missing \(name)")
            #expect(XMLParser(data: Data(svg.utf8)).parse(), "\(name) is not well-formed XML")
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            // At rest: no animation class, no keyframes, its own paper behind the marks.
            #expect(!svg.contains("chart-animated"))
            #expect(!svg.contains("@keyframes"))
            #expect(svg.contains("<rect class=\"chart-paper\""))
        }
        let donut = try #require(site.read("public/posts/spending/chart-1.svg"))
        // Only the kind's own rules travel with it: no bar rules in a donut's file.
        #expect(!donut.contains(".chart-bar"))
        #expect(!site.exists("public/posts/plain/chart-1.svg"))
    }

    @Test func theFeedShowsChartsAsImagesWithTheirTables() throws {
        let site = TemporarySite(files: Self.files)
        #expect(site.build().succeeded)
        let feed = try #require(site.read("public/feed.xml"))
        let contents = try #require(FeedContents(Data(feed.utf8)))
        let spending = try #require(contents.entries.first { $0.title == "Spending" }?.content)
        #expect(!spending.contains("<svg"), "inline SVG left in the feed")
        #expect(!spending.contains("<details"))
        #expect(spending.occurrences(of: "<img ") == 2)
        #expect(
            spending.contains(
                "<figure class=\"chart-image\"><img src=\"https://example.com/blog/posts/spending/chart-1.svg\" alt=\"Spending, &quot;March&quot; &amp; &lt;April&gt;. "
            ))
        #expect(spending.contains("src=\"https://example.com/blog/posts/spending/chart-2.svg\" alt=\"Bar chart. "))
        // Each image is followed by its data table, which every reader shows, then by what its
        // caption says under the chart (the note, the credited source, as on the page).
        #expect(spending.contains("</table><figcaption><span class=\"chart-note\">Note: Rent is <em>before</em> the refund.</span> <span class=\"chart-source\">Source: <a href=\"https://example.com/bank\">Bank export</a>, March</span></figcaption></figure>"), "\(spending)")
        #expect(spending.occurrences(of: "<figcaption>") == 1, "a chart without note or source has no caption")
        #expect(spending.occurrences(of: "<table aria-label=") == 2)
        #expect(spending.contains("<td>$1,120</td>"))
        // The text around the charts is kept, in order.
        let order = ["Before.", "chart-1.svg", "Between.", "chart-2.svg", "After."].map { spending.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(zip(order, order.dropFirst()).allSatisfy { $0! < $1! })
        // The width and height let a reader keep the image's room before it loads.
        #expect(spending.contains(#/alt="[^"]*" width="\d+" height="\d+">/#))
    }

    @Test func thePostPageKeepsItsInlineChart() throws {
        let site = TemporarySite(files: Self.files)
        #expect(site.build().succeeded)
        let page = try #require(site.read("public/posts/spending/index.html"))
        #expect(page.occurrences(of: "<figure class=\"chart chart-") == 2)
        #expect(!page.contains("chart-image"))
    }

    @Test func theFirstChartIsTheOpenGraphImageUnlessThePostNamesOne() throws {
        let site = TemporarySite(files: Self.files, theme: defaultTheme)
        #expect(site.build().succeeded)
        let spending = try #require(site.read("public/posts/spending/index.html"))
        #expect(spending.contains("<meta property=\"og:image\" content=\"https://example.com/blog/posts/spending/chart-1.svg\">"))
        let photo = try #require(site.read("public/posts/photo/index.html"))
        #expect(photo.contains("<meta property=\"og:image\" content=\"https://example.com/blog/img/cover.png\">"))
        let plain = try #require(site.read("public/posts/plain/index.html"))
        #expect(!plain.contains("og:image"))
    }

    @Test func pagesThatAreNamedFilesInOneFolderKeepTheirOwnImages() throws {
        let chart = "```chart\ntype: bar\n---\nA | 1\nB | 2\n```\n"
        let site = TemporarySite(files: [
            "content/posts/a.md": post(title: "A", date: "2019-03-05", extra: "url: /2019/03/a.html\n", body: chart),
            "content/posts/b.md": post(
                title: "B", date: "2019-03-06", extra: "url: /2019/03/b.html\n", body: chart.replacingOccurrences(of: "B | 2", with: "B | 7")),
        ])
        #expect(site.build().succeeded)
        let a = try #require(site.read("public/2019/03/a-chart-1.svg"))
        let b = try #require(site.read("public/2019/03/b-chart-1.svg"))
        #expect(a != b)
        #expect(!site.exists("public/2019/03/chart-1.svg"))
        #expect(site.read("public/feed.xml")?.contains("/2019/03/b-chart-1.svg") == true)
    }

    @Test func aContentFileCannotTakeAChartImagesPath() throws {
        var files = Self.files
        files["content/posts/spending/chart-1.svg"] = "<svg/>"
        files["content/posts/spending/index.md"] = Self.twoCharts
        files["content/posts/2026-03-14-spending.md"] = nil
        let site = TemporarySite(files: files)
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.errors.contains { $0.message.contains("chart-1.svg") && $0.message.contains("image of a chart") })
    }
}

/// Each feed entry's title and its content, unescaped, as a feed reader sees them.
private final class FeedContents: NSObject, XMLParserDelegate {
    struct Entry {
        var title = ""
        var content = ""
    }
    private(set) var entries: [Entry] = []
    private var field: String?

    init?(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "entry" { entries.append(Entry()) }
        field = entries.isEmpty ? nil : name
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !entries.isEmpty else { return }
        switch field {
        case "title": entries[entries.count - 1].title += string
        case "content": entries[entries.count - 1].content += string
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        field = nil
    }
}

extension String {
    fileprivate func occurrences(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }
}
