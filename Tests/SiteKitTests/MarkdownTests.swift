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

    /// A chart's caption reads inline Markdown as the post does: the source's and note's links and a bare web
    /// address become links, emphasis stays; the SVG's title and description, which assistive
    /// technology reads, are the plain text; the title shows no link (it is hidden from them);
    /// raw HTML stays text, escaped.
    @Test func chartCaptionsReadInlineMarkdown() {
        let html = render(
            """
            ```chart
            type: bar
            title: Steps in *March* ([data](https://example.com/steps.csv))
            description: Weekdays were **busier**; see www.example.com.
            source: '[OECD](https://oecd.org/data), 2024'
            footnote: Figures for 2024 are *provisional*.
            ---
            A: 1
            B: 2
            ```
            """
        ).html
        #expect(html.contains("<span class=\"chart-source\">Source: <a href=\"https://oecd.org/data\">OECD</a>, 2024</span>"), "\(html)")
        // The note (`note:`, here as `footnote:`) between the description and the source.
        #expect(html.contains("</span> <span class=\"chart-note\">Note: Figures for 2024 are <em>provisional</em>.</span> <span class=\"chart-source\">"), "\(html)")
        #expect(html.contains("Weekdays were <strong>busier</strong>; see <a href=\"http://www.example.com\">www.example.com</a>."))
        #expect(html.contains("aria-hidden=\"true\">Steps in <em>March</em> (data)</span>"))
        #expect(html.contains(">Steps in March (data)</title>") && html.contains(">Weekdays were busier; see www.example.com.</desc>"))
        let raw = render("```chart\ntype: bar\ntitle: <b>Bold</b> *x*\n---\nA: 1\n```\n").html
        #expect(raw.contains(">&lt;b&gt;Bold&lt;/b&gt; *x*</span>") && !raw.contains("<b>"))
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
