import Diagnostics
import Testing

@testable import Charts

/// Obsidian's Charts plugin blocks, as a note moved from a vault keeps them (the site reads their
/// YAML and hands it on as JSON): bar, line, pie and doughnut drawn; radar and polar area left as
/// code with a warning.
@Suite struct ObsidianChartsTests {
    func body(_ json: String) -> String? {
        guard case .chart(let chart) = ObsidianChartsBlock.read(json) else { return nil }
        return chart.body
    }

    @Test func theSeriesAreColumnsAndTheLabelsRows() throws {
        let json = #"{"type": "bar", "labels": ["Monday", "Tuesday", "Wednesday"], "series": [{"title": "Title 1", "data": [1, 2, 3]}, {"title": "Title 2", "data": [5, 4]}], "indexAxis": "y", "stacked": true, "xTitle": "Steps", "width": "80%", "labelColors": false}"#
        #expect(body(json) == "type: bar\norientation: horizontal\nstacked: yes\nx-axis: Steps\n---\n\"Label\" | \"Title 1\" | \"Title 2\"\n\"Monday\" | 1 | 5\n\"Tuesday\" | 2 | 4\n\"Wednesday\" | 3 | -")
        let chart = ChartEngine.figure(for: ChartBlock(body: json, path: "note.md", firstLine: 3, idSeed: "o", syntax: .obsidianCharts))
        #expect(!chart.diagnostics.hasErrors, "\(chart.diagnostics)")
        #expect(chart.html.contains("chart-bar-h") && chart.html.contains("Title 2"))
    }

    @Test func kindsFromThePluginsTypes() throws {
        let data = #""labels": ["a", "b"], "series": [{"title": "A", "data": [1, 2]}]"#
        #expect(body("{\"type\": \"line\", \(data), \"fill\": true}")?.hasPrefix("type: area\n") == true)
        #expect(body("{\"type\": \"line\", \(data), \"tension\": 0.2}")?.hasPrefix("type: line\ncurve: monotone\n") == true)
        #expect(body("{\"type\": \"doughnut\", \(data)}")?.hasPrefix("type: donut\n---\n") == true)
        #expect(body("{\"type\": \"pie\", \(data)}")?.hasPrefix("type: pie\n") == true)
        guard case .notDrawn(let reason, _) = ObsidianChartsBlock.read("{\"type\": \"radar\", \(data)}") else {
            Issue.record("a radar chart is not drawn")
            return
        }
        #expect(reason.hasPrefix("this Obsidian Charts radar chart is shown as its code"))
        guard case .invalid = ObsidianChartsBlock.read("{\"type\": \"bar\", \"labels\": [\"a\"]}") else {
            Issue.record("a block without series is an error")
            return
        }
    }

    @Test func aBlockIsThePluginsWhenItHasSeriesAndNoRows() {
        #expect(ChartEngine.isObsidianChartsBlock("type: bar\nlabels: [a, b]\nseries:\n  - title: A\n    data: [1, 2]\n"))
        #expect(!ChartEngine.isObsidianChartsBlock("type: bar\nseries: A\n---\na | 1\n"))
        #expect(!ChartEngine.isObsidianChartsBlock("type: bar\n---\nseries: | 1\n"))
        // CRLF lines, a `---` with blanks around it, a `series:` that is indented (a YAML value's key) or last.
        #expect(ChartEngine.isObsidianChartsBlock("type: bar\r\nlabels: [a]\r\nseries:\r\n  - data: [1]\r\n"))
        #expect(!ChartEngine.isObsidianChartsBlock("series: A\r\n \t---\t\r\na | 1\r\n"))
        #expect(!ChartEngine.isObsidianChartsBlock("type: bar\n  series:\n"))
        #expect(ChartEngine.isObsidianChartsBlock("labels: [a]\nseries:"))
        #expect(!ChartEngine.isObsidianChartsBlock(""))
    }
}
