import Testing

@testable import SiteKit

@Suite struct MarkdownTests {
    func render(_ markdown: String, unsafe: Bool = true, lineOffset: Int = 0) -> RenderedMarkdown {
        renderMarkdown(
            markdown,
            options: MarkdownOptions(
                unsafe: unsafe, charts: ChartContext(path: "content/posts/a.md", lineOffset: lineOffset)))
    }

    static let chart = """
        ```chart
        type: donut
        title: Spending
        ---
        Housing: 1120
        Food: 420
        ```
        """

    @Test func chartBlocksBecomeFigures() {
        let rendered = render("Intro\n\n\(Self.chart)\n\nOutro\n")
        #expect(rendered.chartCount == 1)
        #expect(rendered.html.contains("<figure"))
        #expect(!rendered.html.contains("language-chart"))
        #expect(rendered.html.hasPrefix("<p>Intro</p>\n"))
        #expect(rendered.html.hasSuffix("<p>Outro</p>\n"))
    }

    @Test func otherCodeBlocksStayCode() {
        let rendered = render("```swift\nlet chart = 1\n```\n\n```charts\nx\n```\n")
        #expect(rendered.chartCount == 0)
        #expect(
            rendered.html
                == "<pre><code class=\"language-swift\">let chart = 1\n</code></pre>\n<pre><code class=\"language-charts\">x\n</code></pre>\n"
        )
    }

    @Test func safeModeDropsRawHTMLButKeepsCharts() {
        let markdown = "<div class=\"raw\">hi</div>\n\n\(Self.chart)\n"
        let safe = render(markdown, unsafe: false)
        #expect(!safe.html.contains("class=\"raw\""))
        #expect(safe.html.contains("<!-- raw HTML omitted -->"))
        #expect(safe.html.contains("<figure"))
        let unsafe = render(markdown, unsafe: true)
        #expect(unsafe.html.contains("<div class=\"raw\">hi</div>"))
        #expect(unsafe.html.contains("<figure"))
    }

    @Test func chartsInsideListsAreFound() {
        let rendered = render("- item\n\n  ```chart\n  type: pie\n  ---\n  A: 1\n  ```\n")
        #expect(rendered.chartCount == 1)
        #expect(rendered.html.contains("<figure"))
    }

    @Test func tildeFencesAndSpacesBeforeTheInfoStringCount() {
        let rendered = render(
            "A chart of charts.\n\n~~~  chart\ntype: pie\n---\nA: 1\n~~~\n\n````chart\ntype: pie\n---\nB: 2\n````\n")
        #expect(rendered.chartCount == 2)
        #expect(!rendered.html.contains("<code"))
    }
}
