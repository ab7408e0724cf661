import Diagnostics
import Testing

@testable import Charts

/// Highcharts options (blogs' `{{< highcharts >}}` shortcodes, ```highcharts fences): line,
/// spline, area, column, bar, pie and scatter series drawn as this engine's charts without
/// script; options holding a function, or another type, left as code with a warning.
@Suite struct HighchartsTests {
    func body(_ text: String) -> String? {
        guard case .chart(let chart) = HighchartsOptions.read(text) else { return nil }
        return chart.body
    }

    func draw(_ text: String) -> RenderedChart {
        ChartEngine.figure(for: ChartBlock(body: text, path: "post.md", firstLine: 10, idSeed: "x", syntax: .highcharts))
    }

    @Test func aLineOverCategoriesWithoutTheOuterBraces() throws {
        let text = """
            chart: { type: 'spline' },
            title: { text: 'Turnout' }, subtitle: { text: 'Student elections' },
            xAxis: { categories: ['2005', '2006'] }, yAxis: { title: { text: 'Turnout (%)' } },
            series: [{ name: 'Turnout', data: [12.5, 13.1] }]
            """
        #expect(body(text) == "type: line\ntitle: Turnout\ndescription: Student elections\ncurve: monotone\ny-axis: Turnout (%)\n---\n\"Label\" | \"Turnout\"\n\"2005\" | 12.5\n\"2006\" | 13.1")
        let chart = draw(text)
        #expect(!chart.diagnostics.hasErrors && chart.html.contains("aria-roledescription=\"line chart\""), "\(chart.diagnostics)")
    }

    @Test func htmlInTitlesCategoriesAndNamesIsTheWordsItShows() throws {
        let text = "title: { text: '<b>Visitors</b><br>by month' }, xAxis: { categories: ['<span style=\"color:red\">Jan</span>', 'Feb'] }, series: [{ name: '<i>2024</i>', data: [3, 4] }]"
        #expect(body(text) == "type: line\ntitle: Visitors by month\nlegend: shown\n---\n\"Label\" | \"2024\"\n\"Jan\" | 3\n\"Feb\" | 4")
    }

    /// Highcharts keys one series too, unless `legend: {enabled: false}`: its name stays on the
    /// chart, but for a title that says it already.
    @Test func oneNamedSeriesKeepsItsLegend() throws {
        let text = "xAxis: {categories: ['Jan', 'Feb']}, series: [{name: 'Rain', data: [49, 71]}]"
        #expect(body(text)?.contains("legend: shown\n---") == true)
        #expect(body("legend: {enabled: false}, " + text)?.contains("legend:") == false)
        #expect(body("yAxis: {title: {text: 'Rain (mm)'}}, " + text)?.contains("legend:") == false)
        #expect(draw(text).html.contains("<li class=\"legend-item"))
    }

    @Test func kindsFromHighchartsTypes() throws {
        let series = "series: [{name: 'A', data: [1, 2]}, {name: 'B', data: [3, 4]}], xAxis: {categories: ['x', 'y']}"
        #expect(body("chart: {type: 'column'}, plotOptions: {series: {stacking: 'normal'}}, \(series)")?.hasPrefix("type: bar\nstacked: yes\n---\n") == true)
        #expect(body("chart: {type: 'column'}, plotOptions: {column: {stacking: 'percent'}}, \(series)")?.hasPrefix("type: bar\nstacked: percent\n---\n") == true)
        #expect(body("chart: {type: 'bar'}, \(series)")?.hasPrefix("type: bar\norientation: horizontal\n") == true)
        #expect(body("chart: {type: 'areaspline'}, \(series)")?.hasPrefix("type: area\ncurve: monotone\n") == true)
        // A pie's points as pairs or objects; an inner size makes a donut.
        let pie = body("chart: {type: 'pie'}, series: [{name: 'Share', innerSize: '50%', data: [['Chrome', 61.4], {name: 'Safari', y: 18.2}]}]")
        #expect(pie == "type: donut\n---\nLabel | \"Share\"\n\"Chrome\" | 61.4\n\"Safari\" | 18.2")
        #expect(body("chart: {type: 'scatter'}, series: [{data: [[1, 2], {x: 3, y: 4}]}]") == "type: scatter\n---\nx | y\n1 | 2\n3 | 4")
        // A series of another type beside the chart's (an area beside columns) is left out, with a warning.
        let mixed = draw("chart: {type: 'column'}, xAxis: {categories: ['x', 'y']}, series: [{name: 'A', data: [1, 2]}, {type: 'area', name: 'Trend', data: [1, 2]}]")
        #expect(mixed.diagnostics.map(\.severity) == [.warning] && mixed.diagnostics[0].message.contains("Trend"), "\(mixed.diagnostics)")
    }

    /// A `datetime` axis's milliseconds are the days (or times) they fall on.
    @Test func aDatetimeAxisIsATimeAxis() throws {
        let text = "xAxis: {type: 'datetime'}, series: [{name: 'Visits', data: [[1704067200000, 5], [1704153600000, 7], [1704155400000, 6]]}]"
        #expect(body(text) == "type: line\nlegend: shown\n---\n\"Label\" | \"Visits\"\n\"2024-01-01\" | 5\n\"2024-01-02\" | 7\n\"2024-01-02 00:30\" | 6")
    }

    /// A line or spline series beside columns is drawn over them; on an axis of its own, on theirs, with a warning.
    @Test func aSplineBesideColumnsIsDrawnOverThem() throws {
        let text = "chart: {type: 'column'}, xAxis: {categories: ['Jan', 'Feb']}, series: [{name: 'Rain', data: [49, 71]}, {name: 'Temp', type: 'spline', data: [7, 6.9]}]"
        #expect(body(text)?.contains("\nlines: Temp\n") == true, "\(body(text) ?? "")")
        let drawn = draw(text)
        #expect(drawn.diagnostics.isEmpty && drawn.html.contains("<title>Feb, Temp: 6.9</title>"), "\(drawn.diagnostics)")
        let twoAxes = draw(text.replacingOccurrences(of: "type: 'spline',", with: "type: 'spline', yAxis: 1,"))
        #expect(twoAxes.diagnostics.map(\.message) == [ScriptChartMessages.ownAxis("Temp", library: "Highcharts")])
    }

    /// A function (a chart event, a format) is left out with a warning and the chart drawn; a type
    /// the engine has not stays code.
    @Test func functionsAreLeftOutAndOtherTypesStayCode() throws {
        let function = draw("chart: { events: { load: function () { this.setTitle({text: 'x'}); } } },\nseries: [{ data: [1, 2] }]")
        #expect(!function.isLeftAsCode && function.diagnostics.map(\.message) == [ScriptChartMessages.functionLeftOut(line: 1, library: "Highcharts")])
        let heatmap = draw("chart: {type: 'heatmap'}, series: [{data: [[0, 0, 1]]}]")
        #expect(heatmap.isLeftAsCode && heatmap.diagnostics.first?.message.hasPrefix("this Highcharts heatmap chart is shown as its code") == true)
        #expect(draw("title: {text: 'Empty'}").diagnostics.first?.isError == true)
    }
}
