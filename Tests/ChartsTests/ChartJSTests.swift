import Diagnostics
import Testing

@testable import Charts

/// Chart.js configurations (Blowfish's, Congo's and hugo-chart's `{{< chart >}}`, ```chartjs
/// fences): bar, line, pie, doughnut and scatter drawn as this engine's charts without script;
/// other types and configurations holding script left as code with a warning.
@Suite struct ChartJSTests {
    func body(_ text: String) -> String? {
        guard case .chart(let config) = ChartJSConfig.read(text) else { return nil }
        return config.body
    }

    func draw(_ text: String) -> RenderedChart {
        ChartEngine.figure(for: ChartBlock(body: text, path: "post.md", firstLine: 10, idSeed: "x", syntax: .chartJS))
    }

    @Test func aBarChartAsCongoWritesItWithoutBraces() throws {
        let text = """
            type: 'bar', // JSON5: comments, single quotes, trailing commas
            data: {
              labels: ['January', "February", 'March: end',],
              datasets: [{ label: 'Visits', data: [65, 59.5, null], backgroundColor: ['rgba(255, 99, 132, 0.2)'], borderWidth: 1 }]
            },
            options: { indexAxis: 'y', plugins: { title: { display: true, text: 'Visits | Q1' } }, scales: { x: { title: { text: 'Visits' } } } }
            """
        #expect(body(text) == "type: bar\ntitle: Visits | Q1\norientation: horizontal\nx-axis: Visits\n---\n\"Label\" | \"Visits\"\n\"January\" | 65\n\"February\" | 59.5\n\"March: end\" | -")
        let chart = draw(text)
        #expect(!chart.diagnostics.hasErrors, "\(chart.diagnostics)")
        #expect(chart.html.contains("aria-roledescription=\"bar chart\"") && chart.html.contains("chart-bar-h"))
        #expect(chart.html.contains("March: end"))
    }

    /// chart.xkcd's configurations (Zola's DeepThought theme): capitalised types, the title and
    /// axis names at the top; a pie has a hole unless `innerRadius: 0`; a radar stays code.
    @Test func chartXKCDConfigurationsAreDrawn() throws {
        let line = """
            {"type": "Line", "title": "Monthly income", "xLabel": "Month", "yLabel": "$ Dollars",
             "data": {"labels": ["1", "2", "3"], "datasets": [{"label": "Plan", "data": [30, 70, 200]}, {"label": "Reality", "data": [0, 1, 30]}]}}
            """
        #expect(body(line) == "type: line\ntitle: Monthly income\nx-axis: Month\ny-axis: $ Dollars\n---\n\"Label\" | \"Plan\" | \"Reality\"\n\"1\" | 30 | 0\n\"2\" | 70 | 1\n\"3\" | 200 | 30", "\(body(line) ?? "nil")")
        let stacked = try #require(body("""
            {"type": "StackedBar", "title": "Issues", "data": {"labels": ["Jan", "Feb"], "datasets": [{"label": "Issues", "data": [12, 19]}, {"label": "PRs", "data": [3, 5]}]}}
            """))
        #expect(stacked.hasPrefix("type: bar\ntitle: Issues\nstacked: yes\n---"), "\(stacked)")
        #expect(body(#"{"type": "Pie", "data": {"labels": ["a", "b"], "datasets": [{"data": [500, 200]}]}}"#)?.hasPrefix("type: donut\n") == true)
        #expect(body(#"{"type": "Pie", "data": {"labels": ["a", "b"], "datasets": [{"data": [500, 200]}]}, "options": {"innerRadius": 0}}"#)?.hasPrefix("type: pie\n") == true)
        let xy = try #require(body(#"{"type": "XY", "data": {"datasets": [{"label": "Pikachu", "data": [{"x": 3, "y": 10}, {"x": 4, "y": 122}]}]}}"#))
        #expect(xy.hasPrefix("type: scatter\n---\n"), "\(xy)")
        let drawn = draw(line)
        #expect(!drawn.diagnostics.hasErrors && drawn.html.contains("aria-roledescription=\"line chart\""), "\(drawn.diagnostics)")
        guard case .notDrawn(let message, _) = ChartJSConfig.read(#"{"type": "Radar", "data": {"labels": ["a"], "datasets": [{"data": [1]}]}}"#) else {
            Issue.record("a radar is no chart here")
            return
        }
        #expect(message.contains("chart.xkcd Radar chart"), "\(message)")
        // Chart.js's own lower-case types are Chart.js's, as before.
        #expect(body(#"{"type": "line", "xLabel": "x", "data": {"labels": ["a"], "datasets": [{"data": [1]}]}}"#) == "type: line\n---\n\"Label\" | \"\"\n\"a\" | 1")
    }

    /// A series with a value more than the labels (kmcd.dev's HTTP/3 usage: ten years, eleven values):
    /// Chart.js draws no value past its last label, so the last is left out with a warning that says
    /// how to keep it, instead of being drawn at a made-up label "11".
    @Test func valuesPastTheLabelsAreLeftOutWithAWarning() throws {
        let text = """
            type: 'line',
            data: {
              labels: ['2022', '2023', '2024', '2024 (Aug)'],
              datasets: [{ label: 'HTTP/2', data: [46.9, 40.0, 35.5, 35.4] },
                         { label: 'HTTP/3', data: [4.1, 24.2, 25.1, 27.8, 30.8] }]
            }
            """
        #expect(body(text) == "type: line\n---\n\"Label\" | \"HTTP/2\" | \"HTTP/3\"\n\"2022\" | 46.9 | 4.1\n\"2023\" | 40 | 24.2\n\"2024\" | 35.5 | 25.1\n\"2024 (Aug)\" | 35.4 | 27.8")
        let chart = draw(text)
        let warnings = chart.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings == ["the Chart.js series 'HTTP/3' has 5 values for 4 labels: the last one has no label, and Chart.js does not draw it either, so it is left out; add its label to 'labels', or take it out"], "\(warnings)")
        #expect(!chart.html.contains("30.8") && !chart.html.contains(">5<"))
        // Points that name their own x past the labels are drawn at theirs.
        let named = "type: 'line', data: { labels: ['Mon'], datasets: [{ label: 'n', data: [1, {x: 'Tue', y: 2}] }] }"
        #expect(body(named)?.hasSuffix("\"Mon\" | 1\n\"Tue\" | 2") == true, "\(body(named) ?? "")")
    }

    /// A configuration written as the script that draws it, `new Chart(document.getElementById('c'), {…});`
    /// (as some blogs' `chartjs` shortcodes hold it): the object is read, and a mistake in it is told
    /// at its own line; a script that is no such call stays what it was.
    @Test func theScriptThatDrawsTheConfigurationIsReadAsItsObject() throws {
        let script = """
            const canvas = document.getElementById('jobs'); // (one, two)
            new Chart(canvas.closest("div, p") ?? canvas, {
              type: 'bar',
              data: { labels: ['Glassdoor', 'LinkedIn'], datasets: [{ label: 'Jobs', data: [12, 19] }] },
            });
            """
        #expect(body(script) == "type: bar\nlegend: shown\n---\n\"Label\" | \"Jobs\"\n\"Glassdoor\" | 12\n\"LinkedIn\" | 19")
        let broken = ChartJSConfig.configuration(in: "new Chart(c, {\n  type: 'bar',\n  data: [1 2]\n});")
        #expect(broken.split(separator: "\n", omittingEmptySubsequences: false).count == 4 && broken.hasPrefix("             {"))
        #expect(ChartJSConfig.configuration(in: "chart.update();") == "chart.update();")
        #expect(ChartJSConfig.configuration(in: "{type: 'bar'}") == "{type: 'bar'}")
    }

    @Test func kindsFromChartJSTypes() throws {
        let data = "data: {labels: ['a', 'b'], datasets: [{label: 'A', data: [1, 2], fill: true}, {label: 'B', data: [3, 4], fill: true}]}"
        #expect(body("{type: 'line', \(data)}")?.hasPrefix("type: area\n") == true)
        #expect(body("{type: 'line', \(data), options: {scales: {y: {stacked: true}}}}")?.hasPrefix("type: area\nstacked: yes\n") == true)
        #expect(body("{type: 'doughnut', \(data)}")?.hasPrefix("type: donut\n---\n\"Label\" | \"A\" | \"B\"\n") == true)
        #expect(body("{type: 'pie', \(data)}")?.hasPrefix("type: pie\n") == true)
        #expect(body("{type: 'horizontalBar', \(data)}")?.hasPrefix("type: bar\norientation: horizontal\n") == true)
        let scatter = "{type: 'scatter', data: {datasets: [{label: 'Sleep', data: [{x: 7.5, y: 9000}, {x: 6, y: 4000}]}, {label: 'Naps', data: [{x: 1, y: 2}]}]}}"
        #expect(body(scatter) == "type: scatter\n---\nx | y | Series\n7.5 | 9000 | \"Sleep\"\n6 | 4000 | \"Sleep\"\n1 | 2 | \"Naps\"")
        #expect(!draw(scatter).diagnostics.hasErrors)
    }

    /// As posts write them: values labelled with HTML comments (a page's script reads them as
    /// comments), a range on the value axis, the config in braces with JSON's quotes.
    @Test func configsAsPostsWriteThem() throws {
        let commented = "type: 'bar',\ndata: {\n  labels: ['Heads', 'Hands'],\n  datasets: [{ label: 'Parts', data: [1, <!-- heads -->\n 2 <!-- hands --> ] }]\n},\noptions: { scales: { y: { max: 100, title: { display: true, text: '% kept' } } } }"
        #expect(body(commented) == "type: bar\nmax: 100\ny-axis: % kept\nlegend: shown\n---\n\"Label\" | \"Parts\"\n\"Heads\" | 1\n\"Hands\" | 2")
        let quoted = "{\n  \"type\": \"bar\",\n  \"data\": {\"labels\": [\"Binary\"], \"datasets\": [{\"label\": \"ns/op\", \"data\": [82]}]},\n  \"options\": {\"indexAxis\": \"y\", \"scales\": {\"x\": {\"min\": 0}}}\n}"
        #expect(body(quoted) == "type: bar\norientation: horizontal\nmin: 0\nlegend: shown\n---\n\"Label\" | \"ns/op\"\n\"Binary\" | 82")
        #expect(!draw(commented).diagnostics.hasErrors)
        // Text over two lines stays on one line of the block, so it cannot start a row or a key.
        #expect(body("{type: 'bar', data: {labels: ['Two\\nlines'], datasets: [{data: [1]}]}, options: {plugins: {title: {text: 'A\\n---\\nB: 2'}}}}")
            == "type: bar\ntitle: A --- B: 2\n---\n\"Label\" | \"\"\n\"Two lines\" | 1")
    }

    /// A line dataset beside bars is drawn over them (Chart.js's mixed chart); one on a value axis
    /// of its own is drawn on the bars' axis, with a warning.
    @Test func aLineOverBarsIsDrawnOverThem() {
        let chart = draw("{type: 'bar', data: {labels: ['a', 'b'], datasets: [{label: 'Sales', data: [1, 2]}, {type: 'line', label: 'Trend', data: [1, 2]}]}}")
        #expect(chart.html.contains("aria-roledescription=\"bar chart\"") && chart.html.contains("<title>b, Trend: 2</title>"))
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics)")
        // A line chart with a bar dataset is the same mix.
        #expect(body("{type: 'line', data: {labels: ['a'], datasets: [{label: 'Trend', data: [1]}, {type: 'bar', label: 'Sales', data: [3]}]}}")?.hasPrefix("type: bar\nlines: Trend\n") == true)
        let twoAxes = draw("{type: 'bar', data: {labels: ['a'], datasets: [{label: 'Rain', data: [49]}, {type: 'line', label: 'Temp', yAxisID: 'y1', data: [7]}]}}")
        #expect(twoAxes.diagnostics.map(\.message) == [ScriptChartMessages.ownAxis("Temp", library: "Chart.js")])
    }

    @Test func otherTypesAndScriptStayCode() {
        let radar = draw("{type: 'radar', data: {labels: ['a'], datasets: [{data: [1]}]}}")
        #expect(radar.isLeftAsCode && radar.diagnostics.first?.severity == .warning)
        #expect(radar.diagnostics.first?.message.hasPrefix("this Chart.js radar chart is shown as its code") == true)
        // A function formats ticks or tooltips: it is left out with a warning, and a unit it adds to the ticks kept.
        let script = draw("type: 'bar',\ndata: {labels: ['a'], datasets: [{data: [1]}]},\noptions: {scales: {y: {ticks: {callback: function(v) { return '$' + v; }}}}}")
        #expect(!script.isLeftAsCode && script.html.contains("<title>a: $1</title>"), "\(script.diagnostics)")
        #expect(script.diagnostics.map(\.message) == [ScriptChartMessages.functionLeftOut(line: 3, library: "Chart.js")])
        // A logarithmic axis: a line's log scale; bars are drawn linear, with a warning.
        #expect(body("{type: 'line', data: {labels: ['a'], datasets: [{data: [1]}]}, options: {scales: {y: {type: 'logarithmic'}}}}")?.contains("\nscale: log\n") == true)
        let logBars = draw("{type: 'bar', data: {labels: ['a', 'b'], datasets: [{data: [10, 10000000]}]}, options: {scales: {y: {type: 'logarithmic'}}}}")
        #expect(!logBars.isLeftAsCode && logBars.diagnostics.map(\.message) == [ScriptChartMessages.noLogScale(kind: "bar", library: "Chart.js")])
        // Data a script computes, or a variable holds, stays code.
        #expect(draw("type: 'bar',\ndata: {labels: ['a'], datasets: [{data: makeData()}]}").isLeftAsCode)
        let variable = draw("type: 'bar',\ndata: {labels: ['a'], datasets: [{data: values}]}")
        #expect(variable.isLeftAsCode && variable.diagnostics.count == 1, "\(variable.diagnostics)")
        // A stepped line with holes and an animation variable, as a blog wrote it: drawn, the variable said.
        let stepped = draw("type: 'line',\ndata: {labels: ['Jan', 'Feb', 'Mar'], datasets: [{label: '2019', data: [,,1], stepped: 'middle'}]},\noptions: {animations: animation}")
        #expect(!stepped.isLeftAsCode && stepped.html.contains("Jan: no data") || stepped.html.contains("2019"), "\(stepped.diagnostics)")
        #expect(stepped.diagnostics.map(\.message) == [ScriptChartMessages.variableLeftOut(line: 3, library: "Chart.js")])
        #expect(body("{type: 'line', data: {labels: ['a'], datasets: [{data: [1], stepped: 'middle'}]}}")?.contains("\ncurve: step\n") == true)
        #expect(body("{type: 'line', data: {labels: ['a'], datasets: [{data: [1], tension: 0.4}]}}")?.contains("\ncurve: monotone\n") == true)
        #expect(body("{type: 'line', data: {labels: ['a'], datasets: [{data: [1], tension: 0}]}}")?.contains("curve") == false)
        let empty = draw("{type: 'bar', data: {labels: ['a']}}")
        #expect(empty.diagnostics.hasErrors && empty.html.isEmpty)
    }

    /// Chart.js keys one dataset in a legend too, unless told not to (v3's `plugins.legend`, v2's
    /// `legend`), so its name stays on the chart; an axis title that says it already is enough.
    @Test func oneNamedDatasetKeepsItsLegend() throws {
        let data = "data: {labels: ['Jan', 'Feb'], datasets: [{label: '# of bugs', data: [65, 59]}]}"
        #expect(body("{type: 'line', \(data)}")?.contains("legend: shown\n---") == true)
        #expect(body("{type: 'line', \(data), options: {plugins: {legend: {display: false}}}}")?.contains("legend:") == false)
        #expect(body("{type: 'bar', \(data), options: {legend: {display: false}}}")?.contains("legend:") == false)
        #expect(body("{type: 'bar', \(data), options: {scales: {y: {title: {text: '# of bugs'}}}}}")?.contains("legend:") == false)
        #expect(body("{type: 'bar', data: {labels: ['Jan'], datasets: [{data: [65]}]}}")?.contains("legend:") == false)
        let chart = draw("{type: 'line', \(data)}")
        #expect(chart.html.contains("<li class=\"legend-item") && chart.html.contains("# of bugs</"), "\(chart.html)")
    }
}

/// Functions in a configuration (tick and tooltip formats), as blogs write them: every form is read
/// as its source text, so the rest of the configuration reads.
@Suite struct ScriptFunctionTests {
    @Test(arguments: [
        "{a: function(v) { return '$' + v; }, b: 1}",
        "{a: function named(v, i) { if (i) { return v; } return '}' }, b: 1}",
        "{a: (c) => c.dataset.label + ': ' + c.parsed.y.toLocaleString('en-US'), b: 1}",
        "{a: v => `${v} %`, b: 1}",
        "{a: (v) => { return v + 'k'; }, b: 1}",
        "{callbacks: { label(context) { return context.raw + ' rows'; } }, b: 1}",
        "{a: 'function', c: '=>', d: function () {}, b: 1}",
    ])
    func functionsBecomeText(_ text: String) throws {
        let read = try #require(JSON5Value.readLeniently(text))
        #expect(read.value["b"] == .number(1) && read.functionLine == 0 && read.variableLine == nil, "\(read.value)")
    }

    /// An arrow whose parameters reach back into a method already read (its body closed early on a
    /// string's bracket, as the fuzzer wrote it) is read, not a crash.
    @Test func anArrowReachingIntoAMethodIsNoCrash() {
        for text in ["{[],c(){'(')=>}", "{b: 1, c(){'(')=> 2, d: 3}", "{c(x){(')'}=>1}"] {
            #expect(ScriptFunctions.lenient(text) != nil, "\(text)")
            _ = JSON5Value.readLeniently(text)
        }
    }

    /// A variable (`animations: animation`) is its name as text; a list's holes (`[,,1]`) gaps;
    /// `undefined` a gap.
    @Test func variablesAndHoles() throws {
        let read = try #require(JSON5Value.readLeniently("{\nanimations: animation,\ncolor: Chart.helpers.color,\ndata: [,, 1, undefined, 2,], e: [true, NaN]}"))
        #expect(read.value["data"] == .list([.null, .null, .number(1), .null, .number(2)]), "\(read.value)")
        #expect(read.value["animations"] == .text("\u{1}animation") && read.value["color"] == .text("\u{1}Chart.helpers.color"))
        #expect(read.variableLine == 1 && read.functionLine == nil)
        #expect(JSON5Value.readLeniently("{a: 1}") == nil)
        // A variable where the data goes is read by no reader: only the page's script knows it.
        #expect(JSON5Value.readLeniently("{data: {datasets: [{data: values}]}}") == nil)
    }

    @Test func aTickFormatSaysItsUnit() {
        #expect(ScriptFunctions.tickAffixes("function(value) { return '$' + value; }").map { [$0.prefix, $0.suffix] } == ["$", ""])
        #expect(ScriptFunctions.tickAffixes("(v) => v.toLocaleString() + ' %'").map { [$0.prefix, $0.suffix] } == ["", " %"])
        #expect(ScriptFunctions.tickAffixes("(v) => v / 1000 + 'k'") == nil || ScriptFunctions.tickAffixes("(v) => v / 1000 + 'k'")?.suffix == "k")
        #expect(ScriptFunctions.tickAffixes("function(v, i) { return i % 2 ? '' : v; }") == nil)
    }
}

/// ECharts options (LoveIt's and FixIt's `{{< echarts >}}`, ```echarts fences) in JSON: bar, line,
/// pie and scatter series drawn as this engine's charts; other series types left as code.
@Suite struct EChartsTests {
    func body(_ text: String) -> String? {
        guard case .chart(let chart) = EChartsOption.read(text) else { return nil }
        return chart.body
    }

    func draw(_ text: String) -> RenderedChart {
        ChartEngine.figure(for: ChartBlock(body: text, path: "post.md", firstLine: 5, idSeed: "e", syntax: .echarts))
    }

    /// A `legend` keys one series too: its name stays on the chart; without one it does not.
    @Test func oneSeriesWithALegendKeepsItsName() throws {
        let option = "{legend: {data: ['sales']}, xAxis: {data: ['Shirts', 'Socks']}, yAxis: {}, series: [{name: 'sales', type: 'bar', data: [5, 20]}]}"
        #expect(body(option)?.contains("legend: shown\n---") == true)
        #expect(body(option.replacingOccurrences(of: "legend: {data: ['sales']}", with: "legend: {show: false}"))?.contains("legend:") == false)
        #expect(body(option.replacingOccurrences(of: "legend: {data: ['sales']}, ", with: ""))?.contains("legend:") == false)
        #expect(draw(option).html.contains("<li class=\"legend-item"))
    }

    @Test func seriesOverACategoryAxis() throws {
        let option = """
            {"title": {"text": "Visits", "subtext": "A week"}, "xAxis": {"type": "category", "data": ["Mon", "Tue", "Wed"], "name": "Day"},
             "yAxis": {"type": "value"}, "series": [{"name": "Web", "type": "bar", "data": [120, {"value": 200}, null]},
             {"name": "Trend", "type": "line", "data": [1, 2, 3]}]}
            """
        // A line beside bars is drawn over them; on a second value axis of its own, on theirs, with a warning.
        #expect(body(option) == "type: bar\ntitle: Visits\ndescription: A week\nlines: Trend\nx-axis: Day\n---\n\"Label\" | \"Web\" | \"Trend\"\n\"Mon\" | 120 | 1\n\"Tue\" | 200 | 2\n\"Wed\" | - | 3", "\(body(option) ?? "")")
        let chart = draw(option)
        #expect(chart.html.contains("aria-roledescription=\"bar chart\"") && chart.html.contains("<title>Wed, Trend: 3</title>"))
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics)")
        let twoAxes = draw(option.replacingOccurrences(of: "\"type\": \"line\",", with: "\"type\": \"line\", \"yAxisIndex\": 1,"))
        #expect(twoAxes.diagnostics.map(\.message) == [ScriptChartMessages.ownAxis("Trend", library: "ECharts")])
        // Bars along a category y axis are horizontal; stacked lines add up as stacked areas.
        #expect(body("{yAxis: {type: 'category', data: ['a']}, series: [{type: 'bar', data: [1]}]}")?.contains("orientation: horizontal") == true)
        #expect(body("{xAxis: {data: ['a']}, series: [{type: 'line', stack: 'x', smooth: true, data: [1]}]}")?.hasPrefix("type: area\nstacked: yes\ncurve: monotone\n") == true)
    }

    @Test func piesDonutsScattersAndDatasets() throws {
        #expect(body("{series: [{name: 'From', type: 'pie', radius: ['40%', '70%'], data: [{value: 3, name: 'Search'}, {value: 1, name: 'Mail | Post'}]}]}")
            == "type: donut\n---\nLabel | \"From\"\n\"Search\" | 3\n\"Mail | Post\" | 1")
        #expect(body("{series: [{type: 'pie', radius: '50%', data: [{value: 3, name: 'A'}]}]}")?.hasPrefix("type: pie\n") == true)
        #expect(body("{series: [{type: 'scatter', data: [[1.5, 2], [3, 4]]}]}") == "type: scatter\n---\nx | y\n1.5 | 2\n3 | 4")
        let dataset = "{dataset: {source: [['product', '2015', '2016'], ['Latte', 43.3, 85.8], ['Tea', 83.1, 73.4]]}, xAxis: {type: 'category'}, series: [{type: 'bar'}, {type: 'bar'}]}"
        #expect(body(dataset) == "type: bar\n---\n\"product\" | 2015 | 2016\n\"Latte\" | 43.3 | 85.8\n\"Tea\" | 83.1 | 73.4")
        #expect(!draw(dataset).diagnostics.hasErrors)
    }

    @Test func otherSeriesAndScriptStayCode() {
        let gauge = draw("{series: [{type: 'gauge', data: [{value: 50}]}]}")
        #expect(gauge.isLeftAsCode && gauge.diagnostics.first?.message.hasPrefix("this ECharts gauge chart is shown as its code") == true)
        let script = draw("{\nseries: [{type: 'bar', data: [1]}],\ntooltip: {formatter: function (p) { return p; }}\n}")
        #expect(!script.isLeftAsCode && script.diagnostics.first?.message == ScriptChartMessages.functionLeftOut(line: 3, library: "ECharts"))
        #expect(draw("{title: {text: 'x'}}").diagnostics.hasErrors)
    }
}

/// Vega-Lite specs (```vega-lite fences): one bar, line, area, point or arc mark over its values,
/// a colour field making the series; a spec that transforms its data or joins views stays code.
@Suite struct VegaLiteTests {
    func body(_ text: String) -> String? {
        guard case .chart(let chart) = VegaLiteSpec.read(text) else { return nil }
        return chart.body
    }

    func draw(_ text: String) -> RenderedChart {
        ChartEngine.figure(for: ChartBlock(body: text, path: "post.md", firstLine: 3, idSeed: "v", syntax: .vegaLite))
    }

    /// Vega-Lite's aggregates are worked out per label (and series): a sum over records (the
    /// canonical bar example), a count without a field, a mean; values written as CSV text are
    /// records too. Bars of a binned field's count are a histogram; another binned or time-unit
    /// channel, or an aggregate over a file, stays code.
    @Test func aggregatesAreWorkedOutPerLabel() throws {
        let visits = """
            {"data": {"values": "place,visits\\nHome,100\\nGym,21.0\\nHome,37", "format": {"type": "csv"}},
             "layer": [{"mark": "bar", "encoding": {"y": {"field": "place", "type": "ordinal", "sort": "-x"}, "x": {"aggregate": "sum", "field": "visits"}}},
                       {"mark": "text", "encoding": {"y": {"field": "place"}, "x": {"aggregate": "sum", "field": "visits"}, "text": {"field": "visits"}}}]}
            """
        #expect(body(visits) == "type: bar\norientation: horizontal\n---\n\"place\" | \"visits\"\n\"Home\" | 137\n\"Gym\" | 21")
        let counted = #"{"data": {"values": [{"k": "a"}, {"k": "b"}, {"k": "a"}]}, "mark": "bar", "encoding": {"x": {"field": "k"}, "y": {"aggregate": "count"}}}"#
        #expect(body(counted)?.hasSuffix("\"a\" | 2\n\"b\" | 1") == true, "\(body(counted) ?? "")")
        let mean = #"{"data": {"values": [{"k": "a", "v": 1}, {"k": "a", "v": 4}, {"k": "b", "v": 2}]}, "mark": "bar", "encoding": {"x": {"field": "k"}, "y": {"field": "v", "aggregate": "mean"}}}"#
        #expect(body(mean)?.hasSuffix("\"a\" | 2.5\n\"b\" | 2") == true, "\(body(mean) ?? "")")
        // Bars of a binned field's count are a histogram (Vega-Lite's own example); binned otherwise, code.
        let binned = #"{"data": {"values": [{"v": 1}, {"v": 2.5}, {"v": 4}]}, "mark": "bar", "encoding": {"x": {"field": "v", "bin": {"maxbins": 20}, "title": "Rating"}, "y": {"aggregate": "count"}}}"#
        #expect(body(binned) == "type: histogram\nbins: 20\nx-axis: Rating\n---\n\"v\"\n1\n2.5\n4", "\(body(binned) ?? "")")
        #expect(draw(binned).html.contains("aria-roledescription=\"histogram\""))
        let binnedLine = #"{"data": {"values": [{"v": 1}]}, "mark": "line", "encoding": {"x": {"field": "v", "bin": true}, "y": {"aggregate": "count"}}}"#
        #expect(draw(binnedLine).diagnostics.first?.message == VegaLiteMessages.transformed)
        let fromFile = #"{"data": {"url": "v.csv"}, "mark": "bar", "encoding": {"x": {"field": "k"}, "y": {"field": "v", "aggregate": "sum"}}}"#
        #expect(draw(fromFile).diagnostics.first?.message == VegaLiteMessages.transformed)
    }

    /// A real tracking blog's spending chart: bars shaded by a quantitative colour (decoration, no
    /// series) under a text layer that writes the values as percentages (so they are fractions).
    /// A spec of Vega itself is no Vega-Lite, and its warning says so.
    @Test func aShadedBarWithPercentLabelsAndAVegaSpec() throws {
        let spending = """
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": {"text": "Spending by category"},
             "data": {"values": [{"name": "People", "percentage": 0.0788}, {"name": "Rent", "percentage": 0.31}]},
             "encoding": {"y": {"field": "name", "type": "nominal", "sort": "-x"}, "x": {"field": "percentage", "type": "quantitative", "axis": null}},
             "layer": [{"mark": "bar", "encoding": {"color": {"field": "percentage", "type": "quantitative", "legend": null}}},
                       {"mark": {"type": "text", "dx": 3}, "encoding": {"text": {"field": "percentage", "type": "quantitative", "format": ".2%"}}}]}
            """
        let chart = draw(spending)
        #expect(!chart.diagnostics.hasErrors && chart.html.contains("People, percentage: 7.88%"), "\(chart.diagnostics)")
        let vega = draw("{\"$schema\": \"https://vega.github.io/schema/vega/v5.json\", \"signals\": [], \"marks\": [{\"type\": \"rect\"}]}")
        #expect(vega.isLeftAsCode && vega.diagnostics.first?.message == VegaLiteMessages.vega)
    }

    @Test func marksOverValues() throws {
        let bars = """
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": {"text": "Votes"}, "description": "B won.",
             "data": {"values": [{"a": "A", "b": 28}, {"a": "B | C", "b": 55}, {"a": "D"}]}, "mark": "bar",
             "encoding": {"y": {"field": "a", "type": "nominal"}, "x": {"field": "b", "type": "quantitative", "title": "Votes cast"}}}
            """
        #expect(body(bars) == "type: bar\ntitle: Votes\ndescription: B won.\norientation: horizontal\nx-axis: Votes cast\n---\n\"a\" | \"b\"\n\"A\" | 28\n\"B | C\" | 55\n\"D\" | -")
        #expect(!draw(bars).diagnostics.hasErrors)
        let lines = """
            {"data": {"values": [{"d": "2024-01", "p": 10, "s": "AAPL"}, {"d": "2024-02", "p": 12, "s": "AAPL"}, {"d": "2024-01", "p": 20, "s": "MSFT"}]},
             "mark": {"type": "line"}, "encoding": {"x": {"field": "d", "type": "temporal"}, "y": {"field": "p"}, "color": {"field": "s"}}}
            """
        #expect(body(lines)?.hasPrefix("type: line\ngroup-by: s\ncolumns: d, p\n---\n\"d\" | \"p\" | \"s\"\n") == true)
        let drawn = draw(lines)
        #expect(!drawn.diagnostics.hasErrors, "\(drawn.diagnostics)")
        #expect(drawn.html.contains("aria-roledescription=\"line chart\"") && drawn.html.contains("MSFT"))
        // Coloured bars stack, as Vega-Lite stacks them, unless the spec says `stack: null`.
        let stacked = "{data: {values: [{x: 'a', y: 1, c: 'k'}]}, mark: 'bar', encoding: {x: {field: 'x'}, y: {field: 'y'}, color: {field: 'c'}}}"
        #expect(body(stacked)?.contains("stacked: yes") == true)
        #expect(body(stacked.replacingOccurrences(of: "y: {field: 'y'}", with: "y: {field: 'y', stack: null}"))?.contains("stacked") == false)
        // Vega-Lite's grouped bars set them side by side with an offset channel.
        #expect(body(stacked.replacingOccurrences(of: "color: {field: 'c'}", with: "xOffset: {field: 'c'}, color: {field: 'c'}"))?.contains("stacked") == false)
        #expect(body("{data: {values: [{c: 'Rent', v: 4}]}, mark: {type: 'arc', innerRadius: 50}, encoding: {theta: {field: 'v'}, color: {field: 'c'}}}")
            == "type: donut\n---\n\"c\" | \"v\"\n\"Rent\" | 4")
        #expect(body("{data: {values: [{x: 1.5, y: 2, k: 'a'}]}, mark: 'point', encoding: {x: {field: 'x'}, y: {field: 'y'}, color: {field: 'k'}}}")
            == "type: scatter\n---\n\"x\" | \"y\" | \"k\"\n1.5 | 2 | \"a\"")
        #expect(body("{data: {url: 'cars.csv'}, mark: 'line', encoding: {x: {field: 'Year'}, y: {field: 'Miles, per gallon'}}}")
            == "type: line\ndata: cars.csv\ncolumns: Year, \"Miles, per gallon\"\n---")
        // Altair names its data and keeps the records under `datasets`.
        #expect(body("{data: {name: 'data-1f'}, datasets: {'data-1f': [{d: 'Mon', s: 4}]}, mark: 'bar', encoding: {x: {field: 'd'}, y: {field: 's'}}}")
            == "type: bar\n---\n\"d\" | \"s\"\n\"Mon\" | 4")
        // A scatter's point without an x (a film without a critics' score) is left out, as Vega-Lite leaves it.
        let films = draw("{data: {values: [{x: null, y: 6.1}, {x: 80, y: 7.2}, {x: 40, y: 5.5}]}, mark: 'circle', encoding: {x: {field: 'x'}, y: {field: 'y'}}}")
        #expect(!films.diagnostics.hasErrors && films.html.contains("Scatter chart of 2 points"), "\(films.diagnostics)")
    }

    /// A bar layer with line layers over the same x, each its own y, is bars with lines over them;
    /// on independent y scales, on one, with a warning.
    @Test func aBarLayerWithALineLayerIsBarsWithALine() throws {
        let spec = #"{"data": {"values": [{"m": "Jan", "rain": 49, "temp": 7}, {"m": "Feb", "rain": 71, "temp": 6.9}]}, "encoding": {"x": {"field": "m", "type": "ordinal"}}, "layer": [{"mark": "bar", "encoding": {"y": {"field": "rain", "type": "quantitative"}}}, {"mark": "line", "encoding": {"y": {"field": "temp", "type": "quantitative"}}}]}"#
        #expect(body(spec) == "type: bar\nlines: temp\n---\n\"m\" | \"rain\" | \"temp\"\n\"Jan\" | 49 | 7\n\"Feb\" | 71 | 6.9", "\(body(spec) ?? "")")
        let drawn = draw(spec)
        #expect(drawn.diagnostics.isEmpty && drawn.html.contains("<title>Feb, temp: 6.9</title>"), "\(drawn.diagnostics)")
        let independent = draw(spec.dropLast() + #", "resolve": {"scale": {"y": "independent"}}}"#)
        #expect(independent.diagnostics.map(\.message) == [ScriptChartMessages.ownAxis("temp", library: "Vega-Lite")])
    }

    /// Layers that draw one view (an area with its line and points, bars with their values) are
    /// that view; a rule layer is left out with a warning. A percent axis format holds fractions.
    @Test func layersOfOneViewAreThatView() throws {
        let area = """
            {"data": {"values": [{"ytg": 1, "rate": 0.68}, {"ytg": 2, "rate": 0.55}]},
             "layer": [{"mark": {"type": "area", "opacity": 0.15}}, {"mark": {"type": "line", "point": true}, "encoding": {"tooltip": [{"field": "rate"}]}}],
             "encoding": {"x": {"field": "ytg", "type": "quantitative", "title": "Yards to go"}, "y": {"field": "rate", "axis": {"format": ".0%"}}}}
            """
        #expect(body(area) == "type: area\nx-axis: Yards to go\nformat: percent\n---\n\"ytg\" | \"rate\"\n\"1\" | 0.68\n\"2\" | 0.55")
        let drawn = draw(area)
        #expect(drawn.diagnostics.isEmpty && drawn.html.contains("68%"), "\(drawn.diagnostics)")
        let bars = """
            {data: {values: [{k: 'a', v: 3}]}, encoding: {x: {field: 'k'}, y: {field: 'v'}},
             layer: [{mark: 'bar'}, {mark: {type: 'text', dy: -4}, encoding: {text: {field: 'v'}}}, {mark: 'rule', encoding: {y: {aggregate: 'mean', field: 'v'}}}]}
            """
        let withRule = draw(bars)
        #expect(withRule.html.contains("aria-roledescription=\"bar chart\""))
        #expect(withRule.diagnostics.count == 1 && withRule.diagnostics[0].message.contains("rule layer is left out"), "\(withRule.diagnostics)")
    }

    @Test func transformsViewsAndRemoteDataStayCode() {
        for spec in [
            "{data: {values: [{a: 1}]}, mark: 'bar', encoding: {x: {field: 'a', bin: true}, y: {aggregate: 'count'}, color: {field: 'a'}}}",
            "{data: {values: [{a: 1}]}, transform: [{filter: 'datum.a > 0'}], mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'a'}}}",
            "{data: {values: [{a: 1}]}, layer: [{mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'a'}}}, {mark: 'line', encoding: {x: {field: 'a'}, y: {field: 'b'}}}]}",
            "{layer: [{data: {values: [{a: 1}]}, mark: 'line'}, {data: {values: [{a: 2}]}, mark: 'line'}], encoding: {x: {field: 'a'}, y: {field: 'a'}}}",
            "{data: {url: 'https://example.org/cars.json'}, mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'b'}}}",
            "{data: {values: [{a: 1}]}, mark: 'rect', encoding: {x: {field: 'a'}, y: {field: 'a'}}}",
            // A Gantt chart's bars from start to end, small multiples, a stack of shares: drawn from zero, in one view, as values, they would mislead.
            "{data: {values: [{task: 'A', start: 1, end: 3}]}, mark: 'bar', encoding: {y: {field: 'task', type: 'ordinal'}, x: {field: 'start', type: 'quantitative'}, x2: {field: 'end'}}}",
            "{data: {values: [{a: 'x', b: 1, c: 'p'}]}, mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'b'}, column: {field: 'c'}}}",
            "{data: {values: [{a: 'x', b: 1, c: 'p'}]}, mark: 'area', encoding: {x: {field: 'a'}, y: {field: 'b', stack: 'normalize'}, color: {field: 'c'}}}",
            "{data: {values: [{a: 'x', b: 1, c: 'p'}]}, mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'b', stack: 'center'}, color: {field: 'c'}}}",
        ] {
            let chart = draw(spec)
            #expect(chart.isLeftAsCode && chart.diagnostics.first?.severity == .warning, "\(spec)")
        }
        // A transform is named by what it does, not taken for an aggregate.
        let filtered = draw("{data: {values: [{a: 1}]}, transform: [{filter: 'datum.a > 0'}], mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'a'}}}")
        #expect(filtered.diagnostics.first?.message == VegaLiteMessages.transformed(by: "filter"))
        #expect(filtered.diagnostics.first?.message.contains("goes through a filter transform") == true)
        // Bars stacked to shares of 100% are drawn so.
        let shares = draw("{data: {values: [{a: 'x', b: 3, c: 'p'}, {a: 'x', b: 1, c: 'q'}]}, mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'b', stack: 'normalize'}, color: {field: 'c'}}}")
        #expect(!shares.isLeftAsCode && shares.html.contains("<title>x, p: 3 (75%)</title>"), "\(shares.diagnostics)")
        // One positional field is a strip Vega-Lite draws and a chart here does not; none at all is a mistake.
        let strip = draw("{data: {values: [{a: 1}]}, mark: 'bar', encoding: {x: {field: 'a'}}}")
        #expect(strip.isLeftAsCode && strip.diagnostics.first?.message.contains("places its marks by x alone") == true, "\(strip.diagnostics)")
        #expect(draw("{data: {values: [{a: 1}]}, mark: 'bar', encoding: {color: {field: 'a'}}}").diagnostics.hasErrors)
    }

    /// Vega-Lite's own examples, read without fault but with values the chart they read as cannot
    /// take (the bump chart's y of words, a ranged bar's two fields), stay code with a warning
    /// that says why; a data file that cannot be read stays an error, the author's to fix.
    @Test func specsWhoseValuesDoNotFitStayCode() {
        let bump = """
            {"data": {"values": [{"build": 1, "result": "PASSED"}, {"build": 2, "result": "FAILED"}, {"build": 3, "result": "SKIPPED"}]},
             "mark": "line", "encoding": {"x": {"field": "build", "type": "ordinal"}, "y": {"field": "result", "type": "nominal"}}}
            """
        let chart = draw(bump)
        #expect(chart.isLeftAsCode && !chart.diagnostics.hasErrors, "\(chart.diagnostics)")
        let warning = chart.diagnostics.first
        #expect(warning?.message.hasPrefix("this Vega-Lite chart is shown as its code: read as a chart here, its data does not fit (\"PASSED\" is not a number") == true, "\(chart.diagnostics)")
        #expect(warning?.location?.line == 3, "at the block's first line")
        let file = draw("{data: {url: 'data/cars.csv'}, mark: 'bar', encoding: {x: {field: 'a'}, y: {field: 'b'}}}")
        #expect(file.diagnostics.errors.first?.message.hasPrefix("cannot read data file 'data/cars.csv'") == true, "\(file.diagnostics)")
    }
}

/// Plotly figures (al-folio's ```plotly fences): scatter traces drawn as lines, areas or points,
/// bar, pie and histogram traces, over the layout's titles; other trace types left as code.
@Suite struct PlotlyTests {
    func body(_ text: String) -> String? {
        guard case .chart(let chart) = PlotlyFigure.read(text) else { return nil }
        return chart.body
    }

    func draw(_ text: String) -> RenderedChart {
        ChartEngine.figure(for: ChartBlock(body: text, path: "post.md", firstLine: 5, idSeed: "p", syntax: .plotly))
    }

    @Test func scatterTracesAreLinesOverTheirX() throws {
        let figure = """
            {"data": [{"x": [1, 2, 3, 4], "y": [10, 15, 13, 17], "type": "scatter", "name": "Newts"},
                      {"x": [1, 2, 3, 4], "y": [16, 5, 11, 9], "type": "scatter"}],
             "layout": {"title": {"text": "Counts<br><b>spring</b>"}, "xaxis": {"title": "Week"}, "yaxis": {"title": {"text": "Seen"}, "ticksuffix": "%"}}}
            """
        #expect(body(figure) == "type: line\ntitle: Counts spring\nx-axis: Week\ny-axis: Seen\nunit: %\n---\n\"Label\" | \"Newts\" | \"Series 2\"\n\"1\" | 10 | 16\n\"2\" | 15 | 5\n\"3\" | 13 | 11\n\"4\" | 17 | 9")
        let drawn = draw(figure)
        #expect(!drawn.diagnostics.hasErrors, "\(drawn.diagnostics)")
        #expect(drawn.html.contains("aria-roledescription=\"line chart\"") && drawn.html.contains("Newts"))
        // Traces over different x values share a row for each, in order; a trace without x is over 0, 1, 2….
        #expect(body("[{x: [3, 1], y: [30, 10]}, {x: [2], y: [20]}]") == "type: line\n---\n\"Label\" | \"Series 1\" | \"Series 2\"\n\"1\" | 10 | -\n\"2\" | - | 20\n\"3\" | 30 | -")
        #expect(body("{data: [{y: [5, 6]}]}") == "type: line\n---\n\"Label\" | \"\"\n\"0\" | 5\n\"1\" | 6")
        // Markers alone over numbers are a scatter; over words, a line through them.
        #expect(body("{data: [{x: [1.5, 2], y: [3, 4], mode: 'markers'}]}") == "type: scatter\n---\nx | y\n1.5 | 3\n2 | 4")
        #expect(body("{data: [{x: ['a', 'b'], y: [3, 4], mode: 'markers'}]}")?.hasPrefix("type: line\n") == true)
        // ggplotly parts a trace's groups with nulls: no points, and no reason to take the numbers for words.
        #expect(body("{data: [{x: [1.5, 2, null, 7], y: [3, 4, null, 1], mode: 'markers'}]}") == "type: scatter\n---\nx | y\n1.5 | 3\n2 | 4\n7 | 1")
        // Markers beside lines are drawn as lines too, every trace kept.
        let mixed = draw("{data: [{x: [1, 2], y: [1, 2], mode: 'markers'}, {x: [2, 3], y: [5, 6], mode: 'lines'}, {x: [1], y: [0], mode: 'lines+markers'}]}")
        #expect(mixed.diagnostics.isEmpty && mixed.html.contains("aria-roledescription=\"line chart\"") && mixed.html.contains("Series 3"), "\(mixed.diagnostics)")
        #expect(body("{data: [{x: [1, 2], y: [3, 4], fill: 'tozeroy', line: {shape: 'spline'}}]}")?.hasPrefix("type: area\ncurve: monotone\n---") == true)
        #expect(body("{data: [{x: [1], y: [3], stackgroup: 'one'}, {x: [1], y: [4], stackgroup: 'one'}]}")?.hasPrefix("type: area\nstacked: yes\n---") == true)
    }

    /// ggplotly's histogram: bars over the ranges' middles, each as wide as the step between
    /// them, named by their ranges; bars of other widths, or unevenly spaced, keep their labels.
    @Test func ggplotlysHistogramBarsAreNamedByTheirRanges() {
        #expect(body("{data: [{type: 'bar', x: [0, 50, 100], y: [6, 424, 1702], width: [50, 50, 50], orientation: 'v'}]}")
            == "type: bar\n---\n\"Label\" | \"\"\n\"-25–25\" | 6\n\"25–75\" | 424\n\"75–125\" | 1702")
        #expect(body("{data: [{type: 'bar', x: [0.1, 0.2], y: [1, 2], width: 0.1}]}")?.contains("\"0.05–0.15\" | 1\n\"0.15–0.25\" | 2") == true)
        #expect(body("{data: [{type: 'bar', x: [1, 2, 4], y: [1, 2, 3], width: 0.9}]}")?.contains("\"1\" | 1") == true)
        #expect(body("{data: [{type: 'bar', x: ['a', 'b'], y: [1, 2], width: 1}]}")?.contains("\"a\" | 1") == true)
    }

    /// A trace that fills a closed shape (`fill: 'toself'`, as ggplotly draws a heat map's tiles or
    /// a smoother's ribbon) is part of a picture, not values along an axis: a figure of them stays
    /// code; beside a line it is left out, the line drawn.
    @Test func closedShapesAreNoSeries() {
        let tiles = (0..<30).map { "{x: [\($0), \($0), \($0 + 1), \($0 + 1), \($0)], y: [0, 1, 1, 0, 0], fill: 'toself', mode: 'lines', type: 'scatter', name: 'FALSE'}" }
        let heatMap = draw("{data: [" + tiles.joined(separator: ", ") + "]}")
        #expect(heatMap.isLeftAsCode)
        #expect(heatMap.diagnostics.map(\.message).contains { $0.contains("shown as its code") }, "\(heatMap.diagnostics)")
        let smooth = draw("{data: [{x: [1, 2, 3], y: [2, 4, 5], mode: 'lines', name: 'fit'}, {x: [1, 2, 3, 3, 2, 1], y: [1, 3, 4, 6, 5, 3], fill: 'toself', name: 'band'}]}")
        #expect(!smooth.isLeftAsCode && smooth.html.contains("aria-roledescription=\"line chart\""))
        #expect(!smooth.html.contains(">band<"), "the ribbon is no series")
    }

    /// Plotly has no place for credits, so figures write them as an axis title (Hugo Blox's data
    /// science blog template) or an annotation under the plot: they are the chart's source, links
    /// kept; the rest of the title stays the axis's name.
    @Test func creditsInAnAxisTitleOrAnAnnotationAreTheSource() throws {
        let figure = """
            {"data": [{"x": ["2000-01-01", "2001-01-01", "2002-01-01"], "y": ["17087182", "29354370", "38760373"], "fill": "tonexty", "mode": "none"}],
             "layout": {"title": "Total Number of Websites",
                        "xaxis": {"title": "Source: <a href='http://www.scribblrs.com/'>Scribblrs</a><br>Source: <a href='http://www.internetlivestats.com/total-number-of-websites/'>Internet Live Stats</a>"}}}
            """
        let written = try #require(body(figure))
        #expect(written.hasPrefix("type: area\ntitle: Total Number of Websites\nsource: [Scribblrs](http://www.scribblrs.com/); [Internet Live Stats](http://www.internetlivestats.com/total-number-of-websites/)\n---"), "\(written)")
        #expect(!written.contains("x-axis:"))
        let drawn = draw(figure)
        #expect(!drawn.diagnostics.hasErrors, "\(drawn.diagnostics)")
        // The caption's Markdown is the site's to read (see MarkdownExtensionTests); here it is the source, as written.
        #expect(drawn.html.contains("<span class=\"chart-source\">Source: [Scribblrs](http://www.scribblrs.com/); [Internet Live Stats]"))
        // An axis's name above its credit stays its name; an annotation of credits is one too; other annotations are not.
        let annotated = try #require(body("""
            {data: [{type: 'bar', x: ['a', 'b'], y: [1, 2]}],
             layout: {yaxis: {title: 'Tonnes<br>Data: FAO'}, annotations: [{text: 'Quelle: <i>Destatis</i>', y: -0.2}, {text: 'Peak in 2020'}, {text: 'Source: <a href="javascript:alert(1)">[evil]</a>'}]}}
            """))
        #expect(annotated.contains("source: FAO; Destatis; \\[evil\\]\n"), "\(annotated)")
        #expect(annotated.contains("y-axis: Tonnes\n") && !annotated.contains("Peak"))
        // A title of words with a colon is no credit.
        #expect(body("{data: [{x: [1, 2], y: [3, 4]}], layout: {xaxis: {title: 'Time: seconds'}}}")?.contains("x-axis: Time: seconds\n") == true)
    }

    /// A survey's figures (the Rust blog's) write their labels and names in Plotly's rich text:
    /// a larger font in a span, lines broken with `<br />`. The chart shows the words.
    @Test func richTextInLabelsAndNamesIsTheWordsItShows() throws {
        let bars = """
            {"data": [{"type": "bar", "name": "<b>2025</b>",
                       "x": ["<span style='font-size: 1.3em'>Current stable version</span>", "<span style='font-size: 1.3em'>Sometimes (e.g. once per week</span><br /><span style='font-size: 1.3em'>or so)</span>", "a < b", "<5 km"],
                       "y": [89.2, 7.1, 3, 1]}]}
            """
        #expect(body(bars) == "type: bar\n---\n\"Label\" | \"2025\"\n\"Current stable version\" | 89.2\n\"Sometimes (e.g. once per week or so)\" | 7.1\n\"a < b\" | 3\n\"<5 km\" | 1")
        let pie = body(#"{"data": [{"type": "pie", "labels": ["United Kingdom of Great<br />Britain", "<i>France</i>"], "values": [439, 398]}]}"#)
        #expect(pie?.contains("\"United Kingdom of Great Britain\" | 439\n\"France\" | 398") == true, "\(pie ?? "")")
        #expect(RichText.plain("Splitting code across crates (e.g.<br />orphan rule)") == "Splitting code across crates (e.g. orphan rule)")
        #expect(RichText.plain("x<y and y>z") == "x<y and y>z", "no tag the libraries draw")
        #expect(RichText.plain("<unclosed") == "<unclosed" && RichText.plain("3 <4 <b>") == "3 <4")
    }

    /// plotly.py 6 writes a NumPy or pandas column as a typed array: base64 of little-endian
    /// numbers and their type (`f8`, `i4`, …); NaN is a gap.
    @Test func typedArraysAreTheirNumbers() throws {
        // 2021, 2022, 2023 as i4; 1.5, 2.5, NaN as f8; 7 and 9 as u1.
        let figure = #"{"data": [{"type": "bar", "x": {"dtype": "i4", "bdata": "5QcAAOYHAADnBwAA"}, "y": {"dtype": "f8", "bdata": "AAAAAAAA+D8AAAAAAAAEQAAAAAAAAPh/"}}]}"#
        #expect(body(figure) == "type: bar\n---\n\"Label\" | \"\"\n\"2021\" | 1.5\n\"2022\" | 2.5\n\"2023\" | -", "\(body(figure) ?? "")")
        #expect(body(#"{"data": [{"type": "pie", "labels": ["a", "b"], "values": {"dtype": "u1", "bdata": "Bwk="}}]}"#)?.hasSuffix("\"a\" | 7\n\"b\" | 9") == true)
    }

    @Test func barsAndPies() throws {
        #expect(body("{data: [{type: 'bar', orientation: 'h', y: ['Heron', 'Moorhen'], x: [4, 9]}], layout: {title: 'Birds', barmode: 'stack', xaxis: {tickprefix: '$'}}}")
            == "type: bar\ntitle: Birds\norientation: horizontal\nstacked: yes\nunit: $\n---\n\"Label\" | \"\"\n\"Heron\" | 4\n\"Moorhen\" | 9")
        #expect(body("{data: [{type: 'pie', labels: ['Rent', 'Food'], values: [800, 300], hole: 0.4}]}") == "type: donut\n---\nLabel | \"Value\"\n\"Rent\" | 800\n\"Food\" | 300")
        #expect(body("{data: [{type: 'pie', labels: ['Rent'], values: [800]}]}")?.hasPrefix("type: pie\n") == true)
        #expect(body("{data: [{type: 'bar', x: ['a'], y: [0.38]}], layout: {yaxis: {tickformat: '.0%'}}}")?.hasPrefix("type: bar\nformat: percent\n---") == true)
        // Plotly's rich text is the words it shows; anything else is text, escaped.
        let pie = draw("{data: [{type: 'pie', labels: ['Rent', 'Food <b>&</b> drink', '<script>alert(1)</script>'], values: [800, 300, 1]}]}")
        #expect(!pie.diagnostics.hasErrors && pie.html.contains("Food &amp; drink") && !pie.html.contains("<b>"))
        #expect(pie.html.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && !pie.html.contains("<script"))
        // A line over bars is left out with a warning naming it; the bars are drawn.
        let mixed = draw("{data: [{type: 'bar', x: ['a'], y: [1]}, {type: 'scatter', name: 'Trend', x: ['a'], y: [1]}]}")
        #expect(mixed.diagnostics.count == 1 && mixed.diagnostics[0].severity == .warning && mixed.diagnostics[0].message.contains("'Trend'"))
        #expect(mixed.html.contains("aria-roledescription=\"bar chart\""))
    }

    /// A histogram trace is a histogram: its values, its name above them, its bins asked for.
    @Test func histogramTracesAreHistograms() throws {
        let body = try #require(self.body("{data: [{type: 'histogram', name: 'Latency (ms)', x: [1.2, 2.5, 2.7, 3.1, 4.4], xbins: {size: 0.5}}], layout: {xaxis: {title: 'ms'}}}"))
        #expect(body.hasPrefix("type: histogram\nbin-width: 0.5\nx-axis: ms\n---\n\"Latency (ms)\"\n1.2\n2.5\n"), "\(body)")
        let chart = draw("{data: [{type: 'histogram', x: [1, 2, 2, 3, 5, 8], nbinsx: 3}]}")
        #expect(!chart.diagnostics.hasErrors, "\(chart.diagnostics.formatted())")
        #expect(chart.html.contains("aria-roledescription=\"histogram\""))
    }

    @Test func otherTracesAndBrokenFiguresStayCode() {
        for figure in ["{data: [{type: 'box', y: [1, 2, 2]}]}", "{data: [{type: 'heatmap', z: [[1]]}]}", "{data: [{x: [1], y: [2], }", "{data: [{y: function () { return 1 }}]}"] {
            let chart = draw(figure)
            #expect(chart.isLeftAsCode && chart.diagnostics.first?.severity == .warning && chart.diagnostics.first?.location?.line == 5, "\(figure)")
        }
        #expect(draw("{data: []}").diagnostics.hasErrors)
        #expect(draw("{layout: {title: 'x'}}").diagnostics.first?.message.contains("traces") == true)
    }
}
