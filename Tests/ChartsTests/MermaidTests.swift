import Diagnostics
import Testing

@testable import Charts

/// Mermaid's pie and xychart in ```mermaid fences, drawn as this engine's charts; every other
/// diagram left as code; every diagnostic at the Mermaid line it is about.
@Suite struct MermaidTests {
    func mermaid(_ marked: MarkedBlock, columnOffset: Int = 0) -> RenderedChart {
        var block = marked.block(columnOffset: columnOffset)
        block.syntax = .mermaid
        return ChartEngine.figure(for: block)
    }

    func read(_ text: String) -> MermaidChart? {
        guard case .chart(let chart) = MermaidChart.read(SourceText(text, path: "p.md", firstLine: 1)) else { return nil }
        return chart
    }

    @Test func aPieWithItsTitleDescriptionAndData() throws {
        let chart = try #require(
            read(
                "%%{init: {\"theme\": \"forest\"}}%%\npie showData title Pets adopted by volunteers\n    accDescr: Dogs were most.\n    %% a comment\n    \"Dogs\" : 386\n    \"Cats\" : 85.5\n"
            ))
        #expect(chart.body == "type: pie\ntitle: Pets adopted by volunteers\ndescription: Dogs were most.\nlabels: both\n---\n    \"Dogs\" : 386\n    \"Cats\" : 85.5")
        #expect(chart.leftOut.isEmpty)
        let result = mermaid(MarkedBlock("pie title Pets\n  \"Dogs\" : 386\n  \"Cats\" : 85\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.html.contains("aria-roledescription=\"pie chart\""))
        #expect(result.html.contains("<title id=\"c-") && result.html.contains(">Pets</title>"))
        #expect(result.html.contains("Dogs: 386, 82%"), "\(result.html)")
    }

    @Test func theTitleMayComeFromFrontMatterOrAccTitle() throws {
        let fromFrontMatter = try #require(read("---\ntitle: \"Spending\"\nconfig:\n  pie:\n    textPosition: 0.5\n---\npie\n\"Rent\" : 900\n"))
        #expect(fromFrontMatter.body.hasPrefix("type: pie\ntitle: Spending\n---\n"))
        let fromAccessibility = try #require(read("pie\naccTitle: Where it went\naccDescr {\n  Rent was\n  most of it.\n}\n\"Rent\" : 900\n"))
        #expect(fromAccessibility.body == "type: pie\ntitle: Where it went\ndescription: Rent was most of it.\n---\n\"Rent\" : 900")
        // A directive written over several lines is passed over whole.
        let directive = "%%{init: {'theme': 'dark',\n  'themeCSS': 'svg { background: #111; }'\n}}%%\nxychart-beta\n  x-axis [a, b]\n  bar [1, 2]\n"
        #expect(try #require(read(directive)).body.hasPrefix("type: bar\n"))
    }

    @Test func anXYChartBecomesBarsWithItsAxesAndRange() throws {
        let chart = try #require(
            read(
                "xychart-beta horizontal\n  title \"Sales Revenue\"\n  x-axis \"Month\" [jan, \"feb, late\", mar]\n  y-axis \"Revenue (in $)\" 4000 --> 11000\n  bar [5000, 6000]\n  bar [1, 2, 3]\n"
            ))
        #expect(
            chart.body
                == "type: bar\norientation: horizontal\ntitle: Sales Revenue\ny-axis: Month\nx-axis: Revenue (in $)\nmin: 4000\nmax: 11000\n---\n\"Label\" | \"Bar 1\" | \"Bar 2\"\n\"jan\" | 5000 | 1\n\"feb, late\" | 6000 | 2\n\"mar\" | - | 3"
        )
        // Lying down, the categories (Mermaid's x-axis) are on the left: here that is the y-axis. The
        // configuration may say so instead of the keyword, in front matter or a directive.
        for config in [
            "---\nconfig:\n    xyChart:\n        chartOrientation: horizontal\ntitle: \"Coverage\"\n---\n",
            "%%{init: {\"xyChart\": {\"chartOrientation\": \"horizontal\"}}}%%\n",
        ] {
            let sideways = try #require(read(config + "xychart-beta\n  x-axis \"type\" [tenants, projects]\n  y-axis \"count\" 0 --> 50\n  bar [12, 22]\n"))
            #expect(sideways.body.hasPrefix("type: bar\norientation: horizontal\n") && sideways.body.contains("y-axis: type\nx-axis: count\n"), "\(sideways.body)")
        }
        #expect(try #require(read("---\nconfig:\n  xyChart:\n    chartOrientation: vertical\n---\nxychart-beta\n  x-axis [a]\n  bar [1]\n")).body.contains("orientation") == false)
        let result = mermaid(MarkedBlock("xychart-beta\n  x-axis [jan, feb, mar]\n  bar [5, 6, 7]\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.html.contains("aria-roledescription=\"bar chart\""))
    }

    @Test func linesAloneMakeALineChartOverANumericAxis() throws {
        let chart = try #require(read("xychart-beta\n  x-axis Day 1 --> 3\n  y-axis Temperature\n  line [12, 14.5, 13]\n"))
        #expect(chart.body == "type: line\nx-axis: Day\ny-axis: Temperature\n---\n\"Label\" | \"Temperature\"\n\"1\" | 12\n\"2\" | 14.5\n\"3\" | 13")
        let result = mermaid(MarkedBlock("xychart-beta\n  x-axis 0 --> 1\n  line [1, 2, 3]\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.html.contains("aria-roledescription=\"line chart\""))
        #expect(result.html.contains(">0.5<"), "the middle point sits halfway along the range")
    }

    /// Lines beside bars are drawn over them, as Mermaid draws them: each named "Line n".
    @Test func linesBesideBarsAreDrawnOverThem() throws {
        let chart = try #require(read("xychart-beta\n  x-axis [a, b]\n  bar [1, 2]\n  line [1.5, 2.5]\n  line [3, 1]\n"))
        #expect(chart.body == "type: bar\nlines: Line 1, Line 2\n---\n\"Label\" | \"Bar 1\" | \"Line 1\" | \"Line 2\"\n\"a\" | 1 | 1.5 | 3\n\"b\" | 2 | 2.5 | 1", "\(chart.body)")
        let result = mermaid(MarkedBlock("xychart-beta\n  x-axis [a, b]\n  bar [1, 2]\n  line [1, 2]\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.html.contains("aria-roledescription=\"bar chart\"") && result.html.contains("<title>b, Line 1: 2</title>"), "\(result.html)")
    }

    @Test func otherDiagramsStayCodeWithAWarningAtTheFence() {
        for body in ["flowchart LR\n  A --> B\n", "sequenceDiagram\n  A->>B: hi\n", "", "%% only a comment\n"] {
            let result = mermaid(MarkedBlock(body))
            #expect(result.isLeftAsCode, "\(body)")
            #expect(result.html.isEmpty)
            #expect(result.diagnostics.count == 1 && result.diagnostics.first?.severity == .warning)
            // The fence is the line before the block's first.
            #expect(result.diagnostics.first?.location == SourceLocation(path: "post.md", line: 9, column: 1))
        }
        #expect(mermaid(MarkedBlock("flowchart LR\n")).diagnostics.first?.message == MermaidMessages.otherDiagram)
    }

    @Test func diagnosticsPointAtTheMermaidText() throws {
        // A row passed through keeps its column; a rewritten line points at its first character.
        let marked = MarkedBlock("pie title Odd\n  \"A\" : 1️⃣-5\n  \"B\" : 3\n  2️⃣what is this\n")
        let result = mermaid(marked, columnOffset: 2)
        let negative = try #require(result.diagnostics.first { $0.message.contains("negative value") })
        #expect(negative.location == marked.location(1, columnOffset: 2))
        #expect(negative.sourceLine == "  \"A\" : -5")
        let unread = try #require(result.diagnostics.first { $0.message.hasPrefix("this line of a Mermaid pie is left out") })
        #expect(unread.location == marked.location(2, columnOffset: 2))
        #expect(unread.message.contains("got 'what is this'"))
        // An error in a rewritten value is an error at the Mermaid line that holds it.
        let bad = MarkedBlock("xychart-beta\n  x-axis [a, b]\n  1️⃣bar [1, lots]\n")
        let error = try #require(mermaid(bad).diagnostics.first)
        #expect(error.isError && error.message.contains("\"lots\" is not a number"))
        #expect(error.location == bad.location(1))
        #expect(error.sourceLine == "  bar [1, lots]")
    }

    @Test func aSeriesWithoutValuesIsNamed() {
        let result = mermaid(MarkedBlock("xychart-beta\n  bar\n  bar [1, 2]\n"))
        #expect(result.diagnostics.map(\.message) == [MermaidMessages.seriesWithoutValues("bar")])
        #expect(!result.html.isEmpty)
    }

    /// The fuzzer's find: a block of a thousand lines it cannot read says so in a bounded list.
    @Test func manyUnreadLinesAreCountedNotListed() {
        let result = mermaid(MarkedBlock("pie\n\"A\" : 1\n" + String(repeating: "??\n", count: 1000)))
        #expect(result.diagnostics.count == ChartEngine.diagnosticsPerBlock + 1)
        #expect(result.diagnostics.last?.message.hasPrefix("… and 980 more in this chart block") == true)
        #expect(!result.html.isEmpty)
    }

    @Test func hostileTextStaysText() {
        let result = mermaid(MarkedBlock("pie title <script>alert(1)</script> & \"q\"\n  \"<b>A</b> | x\" : 2\n  \"B\" : 1\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.html.contains("<script>") && !result.html.contains("<b>A"))
        #expect(result.html.contains("&lt;b&gt;A&lt;/b&gt; | x"))
    }
}
