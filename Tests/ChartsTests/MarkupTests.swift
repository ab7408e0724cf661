import Diagnostics
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import Charts

/// Checks that markup is well-formed XML (balanced tags, escaped text, quoted attributes).
func isWellFormed(_ markup: String) -> Bool {
    XMLParser(data: Data(markup.utf8)).parse()
}

@Suite struct MarkupTests {
    static let donut = "type: donut\ntitle: Spending, March\ndescription: Housing took more than half.\nunit: $\n---\nHousing | 1120\nFood | 420\nTravel | 180\nFun | 290"

    @Test func figureStructure() throws {
        let html = render(Self.donut).html
        let id = StableID.id(for: "post.md#0")
        #expect(html.hasPrefix("<figure class=\"chart chart-donut chart-animated\" id=\"\(id)\">"))
        #expect(html.contains("role=\"graphics-document\" aria-roledescription=\"donut chart\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""))
        #expect(html.contains("<title id=\"\(id)-title\">Spending, March</title><desc id=\"\(id)-desc\">Housing took more than half.</desc>"))
        #expect(html.occurrences(of: "role=\"graphics-symbol\"") == 4)
        #expect(html.occurrences(of: "\" tabindex=\"0\"><title>") == 4)
        #expect(html.contains("role=\"graphics-symbol\" tabindex=\"0\"><title>Housing: $1,120, 56%</title>"))
        #expect(html.contains("<title>Housing: $1,120, 56%</title>"))
        // The title is read once, from the SVG's <title>: the caption's copy is hidden from assistive technology.
        #expect(html.contains("<figcaption><span class=\"chart-title\" aria-hidden=\"true\">Spending, March</span>"))
        #expect(html.contains("<details class=\"chart-data\"><summary>Data</summary><table aria-label=\"Spending, March: data\">"))
        // The unit in the value column's header.
        #expect(html.contains("<th scope=\"col\">Label</th><th scope=\"col\">Value ($)</th><th scope=\"col\">Share</th>"))
        #expect(html.contains("<th scope=\"row\">Housing</th><td>$1,120</td><td>56%</td>"))
        #expect(html.contains("<tfoot><tr><th scope=\"row\">Total</th><td>$2,010</td><td>100%</td></tr></tfoot>"))
        #expect(html.contains("<span class=\"legend-name\">Housing</span><span class=\"legend-detail\">$1,120 · 56%</span>"))
        #expect(html.contains("<text class=\"centre-caption\" y=\"-12\">Total</text><text class=\"centre-value\" y=\"14\">$2,010</text>"))
        #expect(html.contains("width=\"260\" height=\"260\""))
        #expect(isWellFormed(html))
    }

    @Test func barChartsCarryANarrowAndAWideSVGWithTheirOwnIds() {
        let html = render("type: bar\ntitle: Steps\n---\nMon | 898\nTue | 670").html
        let id = StableID.id(for: "post.md#0")
        #expect(html.occurrences(of: "<svg ") == 2)
        #expect(html.contains("<svg class=\"chart-svg chart-svg-narrow\" viewBox=\"0 0 340 "))
        // Hidden by its own style too, so that without the stylesheet (a feed reader) only one drawing shows.
        #expect(html.contains("<svg class=\"chart-svg chart-svg-wide\" style=\"display:none\" viewBox=\"0 0 640 "))
        #expect(html.contains("aria-labelledby=\"\(id)-n-title\"") && html.contains("<title id=\"\(id)-n-title\">Steps</title>"))
        // The wide SVG is named and described by the narrow one's title and description, written once.
        #expect(html.occurrences(of: "aria-labelledby=\"\(id)-n-title\" aria-describedby=\"\(id)-n-desc\"") == 2)
        #expect(html.occurrences(of: "<title id=") == 1 && html.occurrences(of: "<desc id=") == 1)
        // One legend and one table serve both.
        #expect(html.occurrences(of: "<table") == 1)
        #expect(isWellFormed(html))
    }

    /// Names too long for a phone's plot are a legend there; on a wide one they sit at the lines'
    /// ends, each after a dash of its line's colour, and the legend is the narrow drawing's alone.
    @Test func theLegendIsTheNarrowDrawingsWhenTheWideOneNamesItsLines() throws {
        let html = render("type: line\n---\nMonth | Average | Deseasonalized\n2026-01 | 1 | 2\n2026-02 | 2 | 3\n").html
        #expect(html.contains("<ul class=\"chart-legend chart-legend-narrow\""))
        let wide = try #require(html.range(of: "chart-svg-wide")).upperBound
        let endLabels = html[wide...]
        #expect(endLabels.contains("<path class=\"end-swatch k-1\" d=\"M"))
        #expect(endLabels.contains("stroke=\"#0072B2\" stroke-width=\"3\" stroke-linecap=\"round\"/><text class=\"end-label k-1\""))
        // Names that fit everywhere need no legend; names that fit nowhere keep it at every width.
        #expect(!render("type: line\n---\nYear | A | B\n2025 | 1 | 2\n2026 | 2 | 3\n").html.contains("<ul class=\"chart-legend"))
        let long = render("type: line\n---\nYear | Average rent of a two-room flat in the city centre | B\n2025 | 1 | 2\n2026 | 2 | 3\n").html
        #expect(long.contains("<ul class=\"chart-legend\""))
    }

    /// A cloud of points: plain dots with tooltips, hidden from screen readers, the table reading them.
    @Test func aScatterOfMoreThanTwoHundredPointsDrawsPlainDots() {
        let rows = (0..<250).map { "\($0) | \(($0 * 37) % 101) | \($0 % 2 == 0 ? "Even" : "Odd")" }.joined(separator: "\n")
        let html = render("type: scatter\n---\nx | y | Kind\n" + rows + "\n").html
        #expect(html.components(separatedBy: "<circle class=\"point k-").count - 1 == 500, "250 dots in each of two drawings")
        #expect(html.contains("<g class=\"marks dots\" aria-hidden=\"true\">"))
        #expect(!html.contains("role=\"graphics-symbol\""))
        #expect(html.contains("<title>x 7, y 57 (Odd)</title></circle>"))
        #expect(html.components(separatedBy: "<tr>").count - 1 == 251, "the table keeps every point")
        let few = render("type: scatter\n---\nx | y\n" + (0..<200).map { "\($0) | \($0)" }.joined(separator: "\n") + "\n").html
        #expect(few.contains("<g class=\"mark point\""), "200 points are still marks")
        // Past a thousand, smaller and lighter dots, so where they crowd reads darker.
        let crowd = render("type: scatter\n---\nx | y\n" + (0..<1001).map { "\($0) | \(($0 * 37) % 101)" }.joined(separator: "\n") + "\n").html
        #expect(crowd.contains("<g class=\"marks dots dense\" aria-hidden=\"true\">") && crowd.contains("\" r=\"3\""))
        #expect(!html.contains("dense") && html.contains("\" r=\"4\""))
    }

    @Test func idsAreStableAndUniquePerPage() {
        let first = render(Self.donut, seed: "posts/a.md#0").html
        let again = render(Self.donut, seed: "posts/a.md#0").html
        let second = render(Self.donut, seed: "posts/a.md#1").html
        #expect(first == again)
        let ids = { (html: String) in
            html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        }
        let all = ids(first) + ids(second)
        // Per chart: the figure, its title and description, and a reveal mask per donut segment.
        #expect(all.count == 14)
        #expect(Set(all).count == all.count)
    }

    /// A donut of one slice reveals the whole ring: its mask's stroke runs on past 12 o'clock, so
    /// no seam is left there; a slice of a shared ring stops short of its own start.
    @Test func aWholeRingIsRevealedWithoutASeam() throws {
        func revealEnd(_ body: String) throws -> (x: Double, y: Double) {
            let html = render(body).html
            let d = try #require(html.components(separatedBy: "class=\"reveal\" d=\"").dropFirst().first?.prefix { $0 != "\"" })
            let last = try #require(d.split(separator: " ").last?.split(separator: ","))
            return (try #require(Double(last[0])), try #require(Double(last[1])))
        }
        let whole = try revealEnd("type: donut\n---\nAll: 100\n")
        #expect(whole.x > 0 && whole.y < 0, "the stroke ends just after 12 o'clock: \(whole)")
        let most = try revealEnd("type: donut\n---\nA: 999\nB: 1\n")
        #expect(most.x < 0 && most.y < 0, "the large slice stops before 12 o'clock: \(most)")
    }

    @Test func focusableOnlyWhenFewMarks() {
        let twelve = render("type: pie\n---\n" + (1...12).map { "S\($0): \($0)" }.joined(separator: "\n"))
        #expect(twelve.html.occurrences(of: "tabindex=\"0\"") == 12)
        let thirteen = render("type: bar\n---\n" + (1...13).map { "S\($0): \($0)" }.joined(separator: "\n"))
        #expect(thirteen.html.occurrences(of: "tabindex=\"0\"") == 0)
        #expect(firstSVG(thirteen.html).occurrences(of: "tabindex=\"-1\"") == 13, "a tap still focuses a mark")
        #expect(firstSVG(thirteen.html).occurrences(of: "role=\"graphics-symbol\"") == 13)
    }

    @Test(arguments: ["pie", "donut", "bar"])
    func hostileTextIsEscaped(kind: String) {
        let body = """
            type: \(kind)
            title: <script>alert("x")</script> & 'friends'
            description: "quoted" <b>bold</b>
            source: A & B <i>
            ---
            "<img src=x onerror=alert(1)>" | 5
            Tom & Jerry's "show" | 3
            """
        let html = render(body).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>") && !html.contains("<i>"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;"))
        #expect(html.contains("Tom &amp; Jerry&#39;s &quot;show&quot;"))
        #expect(isWellFormed(html))
        #expect(isWellFormed(ChartEngine.standaloneSVG(for: ChartBlock(body: body, path: "p", firstLine: 1, idSeed: "s")).html))
    }

    @Test func unicodeAndRightToLeftLabels() {
        let html = render("type: donut\n---\nשלום: 3\nمرحبا: 2\n日本語: 1\nZürich ☕️: 4").html
        for label in ["שלום", "مرحبا", "日本語", "Zürich ☕️"] {
            #expect(html.contains("<title>\(label): "), "\(label)")
            #expect(html.contains("<th scope=\"row\">\(label)</th>"))
        }
        #expect(isWellFormed(html))
    }

    @Test func oneSliceIsAWholeRing() {
        let html = render("type: donut\n---\nEverything: 7").html
        #expect(html.occurrences(of: "class=\"mark slice") == 1)
        #expect(html.contains("<title>Everything: 7, 100%</title>"))
        #expect(html.contains("A109.8 109.8 0 1 1 0,109.8"))
    }

    @Test func fiftySlices() {
        let result = render("type: pie\n---\n" + (1...50).map { "Slice \($0): \($0)" }.joined(separator: "\n"))
        #expect(result.html.occurrences(of: "class=\"mark slice") == 50)
        // The legend names the first 24 and says where the rest are; the table has all 50.
        #expect(result.html.occurrences(of: "<li class=\"legend-item") == LegendWriter.namedRows)
        #expect(result.html.contains("<span class=\"legend-name\">Slice 24</span>"))
        #expect(!result.html.contains("<span class=\"legend-name\">Slice 25</span>"))
        #expect(result.html.contains("<li class=\"legend-more\">and 26 more in the data table</li></ul>"))
        #expect(result.html.contains("<th scope=\"row\">Slice 50</th>"))
        #expect(result.diagnostics.map(\.message) == [RadialMessages.tooManySlices(50)])
        #expect(isWellFormed(result.html))
    }

    /// One series is not keyed unless `legend: shown` asks, and then only when its column has a
    /// name and its bars one colour; a line's one name goes above, taking no width from the plot.
    @Test(arguments: ["bar", "line", "area"])
    func oneNamedSeriesIsKeyedWhenALegendIsAsked(kind: String) {
        let rows = "---\nMonth, Bugs\nJan, 65\nFeb, 59\nMar, 80"
        let asked = render("type: \(kind)\nlegend: shown\n\(rows)").html
        #expect(asked.occurrences(of: "<li class=\"legend-item") == 1 && asked.contains(">Bugs</"), "\(asked)")
        #expect(!asked.contains("end-label"))
        #expect(!render("type: \(kind)\n\(rows)").html.contains("legend-item"))
        #expect(!render("type: \(kind)\nlegend: shown\n---\nJan: 65\nFeb: 59").html.contains("legend-item"))
        if kind == "bar" {
            #expect(!render("type: bar\nlegend: shown\ncolors: #0072B2, #D55E00, #009E73\n\(rows)").html.contains("legend-item"))
        }
    }

    @Test func aLegendOfJustTwentyFourRowsSaysNoMore() {
        let html = render("type: pie\n---\n" + (1...24).map { "Slice \($0): \($0)" }.joined(separator: "\n")).html
        #expect(html.occurrences(of: "<li class=\"legend-item") == 24)
        #expect(!html.contains("legend-more"))
    }

    @Test func aStandaloneLegendStopsWhereThePagesDoesAndIsAsTallAsItsRows() throws {
        let body = "type: pie\n---\n" + (1...40).map { "Slice \($0): \($0)" }.joined(separator: "\n")
        let svg = ChartEngine.standaloneSVG(for: ChartBlock(body: body, path: "p", firstLine: 1, idSeed: "s")).html
        #expect(svg.occurrences(of: "<g class=\"legend-item") == 24)
        #expect(svg.contains(">and 16 more in the data table</text></g>"))
        // 25 rows of 24 px and a margin: taller than the pie, so the legend sets the height.
        let height = try #require(svg.firstMatch(of: /height="([0-9.]+)"/)?.1)
        #expect(Double(height) == 25 * LegendWriter.rowHeight + 16)
        #expect(isWellFormed(svg))
    }

    @Test func allZeroDrawsAGreyRingWithNoData() {
        let result = render("type: donut\n---\nA: 0\nB: 0")
        #expect(result.diagnostics.isEmpty)
        #expect(result.html.contains("class=\"empty-ring\""))
        #expect(result.html.contains(">No data</text>"))
        #expect(!result.html.contains("class=\"mark"))
        #expect(result.html.contains("<th scope=\"row\">A</th><td>0</td>"))
    }

    @Test func negativeAndMissingSlices() {
        let result = render("type: pie\n---\nA: 3\nB: -2\nC: -\nD: 1")
        #expect(result.diagnostics.count == 1)
        #expect(result.html.occurrences(of: "class=\"mark slice") == 2)
        #expect(result.html.contains("<title>A: 3, 75%</title>"))
        #expect(result.html.contains("<th scope=\"row\">C</th><td>no data</td>"))
    }

    @Test func barsWithNegativeAndMissingValues() {
        let result = render("type: bar\n---\nDay | A | B\nMon | 3 | -2\nTue | - | 4")
        #expect(result.diagnostics.isEmpty)
        #expect(firstSVG(result.html).occurrences(of: "class=\"mark bar") == 3)
        #expect(result.html.contains("<title>Mon, B: −2</title>"))
        #expect(result.html.contains("<td>no data</td>"))
        #expect(result.html.contains("<li class=\"legend-item k-2\" tabindex=\"-1\">"))
    }

    /// Every value missing: the plot says "No data". Zeros are data (no bugs this week): their bars
    /// stand at the baseline, each labelled 0, under no "No data".
    @Test func allMissingBarsSayNoData() {
        let result = render("type: bar\n---\nA: -\nB: -")
        #expect(result.html.contains(">No data</text>"))
        let zeros = render("type: bar\n---\nA: -\nB: 0\nC: 0")
        #expect(!zeros.html.contains(">No data</text>"), "\(zeros.html)")
        #expect(zeros.html.contains("<title>B: 0</title>") && zeros.html.contains("class=\"bar-value\" x=") && zeros.html.contains(">1</text>"))
    }

    /// A column of gaps beside others draws nothing and says nothing on the chart: a warning at its
    /// first cell, once per chart, for lines, areas and bars; a single column of gaps says "No data".
    @Test func aColumnOfGapsIsWarnedAbout() {
        for kind in ["line", "area", "bar"] {
            let result = render("type: \(kind)\n---\nYear | A | B\n2020 | - | 1\n2021 | n/a | 2\n")
            #expect(result.diagnostics.map(\.message) == [Messages.seriesWithoutValues("A")], "\(kind): \(result.diagnostics)")
            #expect(result.diagnostics.first?.location?.line == 13 && result.diagnostics.first?.location?.column == 8)
        }
        #expect(render("type: line\n---\nYear | A | B\n2020 | - | 1\n2021 | 3 | 2\n").diagnostics.isEmpty)
        #expect(render("type: bar\n---\nA: -\nB: -\n").diagnostics.isEmpty)
    }

    /// Users beside revenue in dollars on one axis: the users' line lies flat along 0 and reads as
    /// "nothing". A warning at its first value, naming the column it is dwarfed by; a log scale is
    /// offered where lines have one; stacks (parts of a whole) and close series are left alone.
    @Test func aSeriesAHundredfoldSmallerIsWarnedAbout() {
        let body = "---\nMonth | Users | Revenue ($)\n2024-01 | 12 | 1200000\n2024-02 | 15 | 1350000\n"
        let line = render("type: line\n" + body)
        #expect(line.diagnostics.map(\.message) == [Messages.seriesDrawnFlat("Users", beside: "Revenue ($)", logScale: true)], "\(line.diagnostics)")
        #expect(line.diagnostics.first?.location?.column == 11)
        #expect(render("type: bar\n" + body).diagnostics.map(\.message) == [Messages.seriesDrawnFlat("Users", beside: "Revenue ($)", logScale: false)])
        #expect(render("type: area\n" + body).diagnostics.count == 1)
        #expect(render("type: bar\nstacked: yes\n" + body).diagnostics.isEmpty, "a stack's small part is a part")
        #expect(render("type: line\nscale: log\n" + body).diagnostics.isEmpty, "a log scale shows both")
        #expect(render("type: line\n---\nYear | A | B\n2020 | 2 | 150\n2021 | 3 | 160\n").diagnostics.isEmpty, "2 % of the other is drawn, low")
    }

    /// `0.000` written for the years a price index has no value (as in a downloaded CSV), or `0` for
    /// the years not yet filled in: the line falls to 0 and reads as a crash. A warning at the
    /// run's first zero, at the start and at the end; a count that grows from 0 is left alone.
    @Test func zerosStandingInForGapsAreWarnedAbout() throws {
        let body = "---\nYear | Boston | Denver\n1985 | 0 | 60.1\n1986 | 0.000 | 61.0\n1987 | 70.2 | 62.3\n1988 | 72.5 | 63.0\n1989 | 71.0 | 0\n1990 | 69.8 | 0\n"
        let line = render("type: line\n" + body)
        #expect(
            line.diagnostics.map(\.message) == [
                PlotMessages.zerosStandingInForGaps(series: "Boston", isGroup: false, count: 2, isFirst: true, from: "1985", to: "1986", drawing: "line"),
                PlotMessages.zerosStandingInForGaps(series: "Denver", isGroup: false, count: 2, isFirst: false, from: "1989", to: "1990", drawing: "line"),
            ], "\(line.diagnostics)")
        #expect(line.diagnostics.first?.location?.line == 13 && line.diagnostics.first?.location?.column == 8)
        #expect(try #require(line.diagnostics.first).message.contains("leave the cells empty or write '-'"))
        #expect(render("type: area\n" + body).diagnostics.count == 2)
        // Gaps written as gaps: no warning.
        #expect(render("type: line\n" + body.replacingOccurrences(of: "| 0 |", with: "| - |").replacingOccurrences(of: "| 0.000 |", with: "| - |").replacingOccurrences(of: "| 0\n", with: "| -\n")).diagnostics.isEmpty)
        // Subscribers from 0: the first value is a usual step away. One zero alone is a value.
        #expect(render("type: line\n---\n2024-01 | 0\n2024-02 | 0\n2024-03 | 5\n2024-04 | 8\n2024-05 | 12\n2024-06 | 20\n").diagnostics.isEmpty)
        #expect(render("type: line\n---\n2020 | 0\n2021 | 101\n2022 | 103\n2023 | 104\n").diagnostics.isEmpty)
        // A series that crosses 0 has zeros of its own.
        #expect(render("type: line\n---\n2019 | 0\n2020 | 0\n2021 | 50\n2022 | -3\n2023 | 4\n").diagnostics.isEmpty)
        #expect(
            render("type: line\n---\n2019 | 0\n2020 | 0\n2021 | 101\n2022 | 103\n2023 | 104\n").diagnostics.map(\.message) == [
                PlotMessages.zerosStandingInForGaps(series: "", isGroup: false, count: 2, isFirst: true, from: "2019", to: "2020", drawing: "line")
            ])
    }

    @Test func crlfBlocksRenderLikeLF() {
        let lf = render(Self.donut).html
        let crlf = render(Self.donut.split(separator: "\n").joined(separator: "\r\n")).html
        #expect(lf == crlf)
    }

    @Test func animateNoDropsTheAnimationClass() {
        let html = render("type: bar\nanimate: no\n---\nA: 1").html
        #expect(html.hasPrefix("<figure class=\"chart chart-bar chart-bar-v chart-legend-above\" id="))
    }

    @Test func localeFormatting() {
        let html = render("type: bar\n---\nA: 1120.5\nB: 3", locale: "de").html
        #expect(html.contains("<title>A: 1.120,5</title>"))
    }

    @Test func standaloneSVGCarriesItsKindsStylesheetAndIsDrawnAtRest() throws {
        let svg = ChartEngine.standaloneSVG(for: ChartBlock(body: Self.donut, path: "p", firstLine: 1, idSeed: "s")).html
        // No animation class even though the block allows motion: an image is looked at, not watched.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart chart-donut chart-svg\""))
        let sheet = try #require(ChartRegistry.standard.standaloneStylesheets["donut"])
        #expect(svg.contains("<style><![CDATA[" + sheet + "]]></style><rect class=\"chart-paper\" width=\"100%\" height=\"100%\"/>"))
        #expect(!sheet.contains("@keyframes") && !sheet.contains("prefers-reduced-motion"))
        #expect(sheet.contains(".chart-paper{") && sheet.contains("prefers-color-scheme:dark"))
        #expect(!sheet.contains(".chart-bar") && sheet.count < ChartEngine.stylesheet.count / 2)
        #expect(svg.contains("<g class=\"legend-item k-1\">"))
        #expect(isWellFormed(svg))
        // Rules for the page's HTML (caption, legend list, table, the two widths) stay out of an image;
        // those its SVG uses stay in.
        for html in ["figure.chart", "figcaption", ".chart-data", ".swatch", "@container", ".chart-svg-narrow"] {
            #expect(!sheet.contains(html), "\(html)")
        }
        for svgRule in [".chart-svg text{", ".legend-item{", ".chart-svg .legend-item text{", ".mark:focus-visible", ".chart-svg .chart-heading{"] {
            #expect(sheet.contains(svgRule), "\(svgRule)")
        }
    }

    /// An image goes where no caption does (a feed, a link's preview): its note and source are drawn
    /// under it, plain text in the engine's phrases, wrapped, escaped; the image grows by their lines.
    @Test func anImageCarriesItsNoteAndSource() throws {
        let credited = "note: Rent includes heating & water, which the landlord bills with it every month from October to March.\nsource: '[Bank <statements>](https://example.org), 2026'\n"
        let plain = ChartEngine.standaloneSVG(for: ChartBlock(body: Self.donut, path: "p", firstLine: 1, idSeed: "s"))
        let block = ChartBlock(body: credited + Self.donut, path: "p", firstLine: 1, idSeed: "s")
        let svg = ChartEngine.standaloneSVG(for: block)
        #expect(svg.diagnostics.isEmpty, "\(svg.diagnostics.formatted())")
        #expect(!plain.html.contains("chart-credit\""))
        let credits = try #require(svg.html.firstRange(of: "<g class=\"chart-credits\">"))
        let lines = svg.html[credits.upperBound...].components(separatedBy: "<text class=\"chart-credit\"").count - 1
        #expect(lines >= 3, "the note wraps, the source follows: \(svg.html[credits.lowerBound...])")
        #expect(svg.html.contains(">Source: [Bank &lt;statements&gt;](https://example.org), 2026</text>") || svg.html.contains(">Source: Bank &lt;statements&gt;, 2026</text>"))
        #expect(svg.html.contains("heating &amp; water"))
        #expect(svg.html.hasSuffix("</g></svg>\n") && isWellFormed(svg.html))
        let image = try #require(ChartEngine.figure(for: block, withImage: true).image)
        let bare = try #require(ChartEngine.figure(for: ChartBlock(body: Self.donut, path: "p", firstLine: 1, idSeed: "s"), withImage: true).image)
        #expect(image.height == bare.height + 12 + Double(lines) * 15 && image.width == bare.width)
    }

    @Test func aFigureCanComeWithItsImageFromOneReading() throws {
        let block = ChartBlock(body: Self.donut, path: "p", firstLine: 1, idSeed: "s")
        let chart = ChartEngine.figure(for: block, withImage: true)
        let image = try #require(chart.image)
        #expect(chart.html == ChartEngine.figure(for: block).html)
        #expect(image.svg == ChartEngine.standaloneSVG(for: block).html)
        #expect(image.figureID == StableID.id(for: "s"))
        #expect(image.alternativeText == "Spending, March. Housing took more than half.")
        #expect(image.width > 300 && image.height > 200)
        var size = SVGWriter(capacity: 32)
        size.number(image.width)
        size += " "
        size.number(image.height)
        #expect(image.svg.contains("viewBox=\"0 0 \(size.string)\""))
        #expect(ChartEngine.figure(for: block).image == nil)
    }

    /// The image drawn beside a figure reuses the figure's widest layout; it must be the very
    /// file `site chart` writes for the block, generated sentence included.
    @Test(arguments: [
        "type: pie\n---\nA | 3\nB | 1",
        "type: bar\ntitle: Steps\nunit: steps\n---\nMon | 8000\nTue | -200\nWednesday, the long one | 12000",
        "type: bar\norientation: horizontal\n---\n| | 2024 | 2025 |\nCentral African Republic | 3 | 4\nChad | 5 | 1",
        "type: line\n---\n| | a | b |\n2026-01-03 | 1 | 4\n2026-02-10 | 3 | -\n2026-04-01 | 2 | 5",
        "type: area\nstacked: yes\n---\n| | a | b |\n1 | 1 | 4\n2 | 3 | 2",
        "type: scatter\n---\n| x | y | group |\n1 | 2 | one\n3 | 4 | two\n5 | -1 | one",
    ])
    func theImageBesideAFigureIsTheStandaloneChart(body: String) throws {
        let block = ChartBlock(body: body, path: "p", firstLine: 1, idSeed: "s")
        let chart = ChartEngine.figure(for: block, withImage: true)
        #expect(chart.diagnostics.errors.isEmpty, "\(chart.diagnostics)")
        let image = try #require(chart.image)
        #expect(image.svg == ChartEngine.standaloneSVG(for: block).html)
        #expect(chart.html == ChartEngine.figure(for: block).html)
    }

    @Test func keyframesOnlyWithMotionAllowed() throws {
        let css = ChartEngine.stylesheet
        #expect(!css.contains("<") && !css.contains("&"))
        let parts = css.components(separatedBy: "@media (prefers-reduced-motion:no-preference){")
        #expect(parts.count == 2)
        let motion = try #require(parts.last?.components(separatedBy: "\n}\n").first)
        let outside = parts[0] + (parts.last?.components(separatedBy: "\n}\n").dropFirst().joined() ?? "")
        #expect(!outside.contains("@keyframes") && !outside.contains("animation"))
        // Every animation names keyframes defined once, and every keyframes rule is used.
        let defined = motion.components(separatedBy: "@keyframes ").dropFirst().map { String($0.prefix { $0 != "{" }) }
        #expect(Set(defined).count == defined.count, "\(defined)")
        var used = Set<String>()
        for piece in motion.components(separatedBy: "animation:").dropFirst() + motion.components(separatedBy: "animation-name:").dropFirst() {
            used.insert(String(piece.prefix { $0 != " " && $0 != ";" && $0 != "}" }))
        }
        #expect(used == Set(defined), "used \(used.sorted()), defined \(defined.sorted())")
        // Reveal never animates translate: that property belongs to the lift.
        for keyframes in motion.components(separatedBy: "@keyframes").dropFirst() {
            #expect(!keyframes.prefix { $0 != "\n" }.contains("translate"))
        }
        #expect(css.contains("@media (prefers-color-scheme:dark)"))
        #expect(css.contains("@media (forced-colors:active)"))
        #expect(css.contains(".chart:has(.slice.k-3:is(:hover,:focus),.legend-item.k-3:is(:hover,:focus)) .k-3{--on:1}"))
    }

    @Test func errorsProduceNoMarkup() {
        let result = render("type: bar\n---\nA: x1")
        #expect(result.html.isEmpty)
        #expect(result.diagnostics.hasErrors)
    }
}

@Suite struct BarLabelTests {
    @Test func percentLabelsShowEachBarsShare() {
        let html = firstSVG(render("type: bar\nlabels: percent\n---\nA: 1\nB: 1\nC: 1").html)
        #expect(html.contains(">34%</text>") && html.occurrences(of: ">33%</text>") == 2)
        let both = firstSVG(render("type: bar\nlabels: both\n---\nA: 3\nB: 1").html)
        #expect(both.contains(">3 · 75%</text>"))
    }

    /// Values too wide for their bars on a phone are written shorter, all of them, when that lets
    /// every one show (no bar seems to lack its value); the wide layout, names and table keep them whole.
    @Test func valuesTooWideForPhoneBarsAreWrittenShorter() {
        let html = render("type: bar\nunit: €\n---\nNord: 1234.50\nSüd: 12345.75\nWest: 987.00\nOst: 45678.10").html
        let phone = firstSVG(html)
        #expect(phone.occurrences(of: "class=\"bar-value\"") == 4, "\(phone)")
        #expect(phone.contains(">€1.23k</text>") && phone.contains(">€12.3k</text>") && phone.contains(">€987</text>"))
        #expect(phone.contains("<title>Süd: €12,345.75</title>"), "the name keeps every digit")
        #expect(html.contains(">€45,678.10</text>"), "the wide layout writes the values whole")
        // Shorter texts that still do not fit change nothing: the narrow bars show values on focus.
        let steps = firstSVG(render("type: bar\n---\nDay | Week 1 | Week 2\nMon | 898 | 1020\nTue | 670 | 840\nWed | 725 | 610\nThu | 439 | 980\nFri | 1232 | 1105\nSat | 771 | 1340\nSun | 365 | 520").html)
        #expect(!steps.contains("k</text>") && steps.contains(">1,020</text>"))
    }

    /// Shares with two decimals over eleven bars: "51.70%" is wider than its slot where "5.90%" is
    /// not, so only the short bars showed their values. One decimal fewer, for every bar, fits them all.
    @Test func valuesWithDecimalsTooWideForTheirBarsDropDecimalsTogether() {
        let rows = [
            ("I don't use nightly", "51.70"), ("Out of habit", "5.90"), ("For a language feature I need", "30.78"),
            ("I like to have the latest features", "12.93"), ("To help test nightly for bugs", "4.96"),
            ("To give feedback on nightly features", "1.67"), ("For testing in CI", "5.02"), ("A crate I use requires it", "9.49"),
            ("A tool I use requires it", "10.45"), ("To have faster compile times", "5.06"), ("Other", "3.14"),
        ]
        let block = "type: bar\nunit: %\n---\n" + rows.map { "\($0.0) | \($0.1)" }.joined(separator: "\n")
        let html = render(block).html
        let wide = firstSVG(String(html[html.range(of: "<svg class=\"chart-svg chart-svg-wide")!.lowerBound...]))
        #expect(wide.occurrences(of: "class=\"bar-value\"") == 11, "\(wide)")
        #expect(wide.contains(">51.7%</text>") && wide.contains(">5.9%</text>") && wide.contains(">30.8%</text>"))
        #expect(wide.contains("<title>I don&#39;t use nightly: 51.70%</title>"), "the name keeps every digit")
        // Where they fit as written, they stay so.
        let few = firstSVG(render("type: bar\nunit: %\n---\nA | 51.70\nB | 5.90").html)
        #expect(few.contains(">51.70%</text>") && few.contains(">5.90%</text>"))
    }

    /// Public statistics suppress small counts (`<5`): drawn at the bound, said with its sign
    /// everywhere the value is said, in every kind.
    @Test func valuesWrittenAsBoundsKeepTheirSign() {
        let bars = render("type: bar\ntitle: Cases\n---\nCounty | Cases\nAlder | 12\nBirch | <5\nCedar | >= 7\nDune | 1,000+\nElm | fewer than 3").html
        for said in ["<td>&lt;5</td>", "<td>≥7</td>", "<td>1,000+</td>", "<td>&lt;3</td>", "<title>Birch, Cases: &lt;5</title>", ">&lt;5</text>"] {
            #expect(bars.contains(said), "\(said)")
        }
        #expect(!bars.contains("<td>5</td>") && !bars.contains("&lt;&lt;"))
        // The bar is drawn at the bound: as tall as a plain 5 would be.
        #expect(firstSVG(bars).occurrences(of: "class=\"mark bar") == 5)
        let pie = render("type: pie\n---\nA | 40\nB | <5").html
        #expect(pie.contains("<th scope=\"row\">B</th><td>&lt;5</td>"), "\(pie)")
        let line = render("type: line\n---\nyear | cases\n2020 | 12\n2021 | <5\n2022 | 9").html
        #expect(line.contains("<td>&lt;5</td>") && line.contains("<title>2021: &lt;5</title>"), "\(line)")
        let scatter = render("type: scatter\n---\nx | y\n1 | 2\n3 | >40").html
        #expect(scatter.contains("<td>&gt;40</td>"), "\(scatter)")
        #expect(ValueBound.written(in: "12") == nil && ValueBound.written(in: " ~<5") == .below && ValueBound.written(in: "up to 50%") == .atMost)
    }

    @Test func noLabelsShowValuesOnlyOnFocus() {
        let html = firstSVG(render("type: bar\nlabels: none\n---\nA: 3\nB: 1").html)
        #expect(html.occurrences(of: "class=\"bar-value on-focus") == 2)
        #expect(!html.contains("class=\"bar-value\""))
    }
}

@Suite struct NonFiniteBarTests {
    @Test func infiniteBarsAreGapsWithAWarning() {
        let result = render("type: bar\n---\nA: 3\nB: inf\nC: nan")
        #expect(result.diagnostics.count == 2)
        #expect(firstSVG(result.html).occurrences(of: "class=\"mark bar") == 1)
        #expect(result.html.occurrences(of: "<td>no data</td>") == 2)
    }
}

/// The first `<svg>…</svg>` of a figure: bar charts carry a narrow and a wide one with the same marks.
func firstSVG(_ html: String) -> String {
    guard let start = html.range(of: "<svg "), let end = html.range(of: "</svg>", range: start.upperBound..<html.endIndex) else { return "" }
    return String(html[start.lowerBound..<end.upperBound])
}
