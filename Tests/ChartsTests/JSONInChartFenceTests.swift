import Diagnostics
import Testing

@testable import Charts

/// A chart library's configuration written as JSON in a ```chart fence, as Markdown editors and
/// notes moved from them hold it: read as that library's, by the keys its configuration has.
@Suite struct JSONInChartFenceTests {
    func draw(_ body: String) -> RenderedChart {
        ChartEngine.figure(for: ChartBlock(body: body, path: "post.md", firstLine: 10, idSeed: "json"))
    }

    @Test(arguments: [
        // Chart.js, as its own docs write it.
        ("{\"type\": \"bar\", \"data\": {\"labels\": [\"Jan\", \"Feb\"], \"datasets\": [{\"label\": \"Sales\", \"data\": [12000, 19000]}]}}", "<title>Jan, Sales: 12,000</title>"),
        // Chart.js's data at the top, as editors' chart blocks write it, with a title of its own.
        ("{\"type\":\"bar\",\"title\":\"Sales\",\"labels\":[\"Q1\",\"Q2\"],\"datasets\":[{\"label\":\"2026\",\"data\":[12,19]}]}", "<title>Q2, 2026: 19</title>"),
        ("{\"$schema\": \"https://vega.github.io/schema/vega-lite/v5.json\", \"data\": {\"values\": [{\"a\": \"A\", \"b\": 28}, {\"a\": \"B\", \"b\": 55}]}, \"mark\": \"bar\", \"encoding\": {\"x\": {\"field\": \"a\", \"type\": \"nominal\"}, \"y\": {\"field\": \"b\", \"type\": \"quantitative\"}}}", "<title>B, b: 55</title>"),
        ("{\"xAxis\": {\"type\": \"category\", \"data\": [\"Mon\", \"Tue\"]}, \"yAxis\": {\"type\": \"value\"}, \"series\": [{\"data\": [120, 200], \"type\": \"bar\"}]}", "<title>Tue: 200</title>"),
        ("{\"chart\": {\"type\": \"column\"}, \"xAxis\": {\"categories\": [\"Apples\", \"Pears\"]}, \"series\": [{\"name\": \"Jane\", \"data\": [1, 2]}]}", "<title>Pears, Jane: 2</title>"),
        ("{\"data\": [{\"x\": [\"giraffes\", \"orangutans\"], \"y\": [20, 14], \"type\": \"bar\"}]}", "<title>orangutans: 14</title>"),
    ])
    func aLibrarysConfigurationIsReadAsThatLibrarys(body: String, name: String) {
        let chart = draw(body)
        #expect(!chart.diagnostics.hasErrors && !chart.isLeftAsCode, "\(chart.diagnostics.formatted())")
        #expect(chart.html.contains(name), "\(chart.html.prefix(3000))")
    }

    @Test func theTitleAtTheTopIsTheChartsTitle() {
        let chart = draw("{\"type\":\"bar\",\"title\":\"Sales\",\"labels\":[\"Q1\",\"Q2\"],\"datasets\":[{\"label\":\"2026\",\"data\":[12,19]}]}")
        #expect(chart.html.contains("<span class=\"chart-title\" aria-hidden=\"true\">Sales</span>"))
    }

    /// JSON of no library (an app's own `series` of `label` and `value`), or a list, stays the one
    /// error that says how to write the block; a type a library has and this engine does not stays code.
    @Test func otherJSONIsOneError() {
        let own = draw("{\"type\":\"bar\",\"unit\":\"%\",\"series\":[{\"label\":\"A\",\"value\":12.5}]}")
        #expect(own.diagnostics.map(\.message) == [Messages.jsonChart] && own.diagnostics.first?.location?.line == 10)
        let radar = draw("{\"type\": \"radar\", \"data\": {\"labels\": [\"a\"], \"datasets\": [{\"data\": [1]}]}}")
        #expect(radar.isLeftAsCode && radar.diagnostics.first?.message.contains("Chart.js") == true, "\(radar.diagnostics)")
    }

    /// `data: [25, 50]` lists values where a file's name belongs: an error that says how to write rows.
    @Test func valuesListedInTheDataKeyAreTold() {
        let chart = draw("type: bar\nlabels: [A, B]\ndata: [25, 50]\n")
        #expect(chart.diagnostics.errors.map(\.message) == [
            "data: names a CSV file next to the post, not a list of values ([25, 50]); write the values as rows after a line '---', one label and its value each, e.g. 'A | 25'"
        ])
    }
}
