import Diagnostics

/// A chart configured for a script library (Chart.js, ECharts, Vega-Lite), rewritten as a chart block.
struct ScriptChart {
    /// The chart block's lines.
    var lines: [String] = []
    /// Series left out, with why.
    var leftOut: [String] = []

    var body: String { lines.joined(separator: "\n") }

    /// Adds the header line `key: value`, the value on one line (a title written over two in the
    /// configuration would otherwise start a line of its own).
    mutating func header(_ key: String, _ value: String) {
        lines.append("\(key): " + value.onOneLine)
    }

    /// Keys a bar, line or area chart's one series (`legend: shown`), as the libraries' legends
    /// do, so its name stays on the chart; not when the title or an axis's title says it already
    /// (`Turnout (%)` over a series named `Turnout`).
    mutating func keyTheOneSeries(named name: String?, kind: String, series count: Int) {
        guard kind == "bar" || kind == "line" || kind == "area", count == 1, let name = name.map(RichText.plain), !name.isEmpty else { return }
        let said = lines.contains { line in
            ["title: ", "x-axis: ", "y-axis: "].contains { line.hasPrefix($0) } && line.localizedCaseInsensitiveContains(name)
        }
        if !said { lines.append("legend: shown") }
    }

    /// The series (datasets) of the chart's `type`; each of another type (a line over bars) is
    /// left out with a warning, as a chart here is one kind. `part` names them in the warning.
    mutating func keep(_ series: [JSON5Value], ofType type: String, part: String, nameKey: String) -> [JSON5Value] {
        var kept: [JSON5Value] = []
        for one in series {
            let own = one["type"]?.text ?? type
            if own == type {
                kept.append(one)
            } else {
                leftOut.append(ScriptChartMessages.leftOut(part, named: one[nameKey]?.text ?? own, type: own, drawn: type))
            }
        }
        return kept
    }

    /// A header row naming the series (one without a name is "Value" alone, "Series 2" among
    /// others), then a row per label with each series' value, `-` where it has none. Labels past
    /// the ones given are numbered.
    mutating func addRows(labels: [String], series: [(name: String?, values: [JSON5Value])]) {
        // One series without a name is the values themselves ("Mon: 120"), as a block's `Label: value` rows are.
        let names = series.enumerated().map { index, one in one.name ?? (series.count == 1 ? "" : "Series \(index + 1)") }
        lines.append((["Label"] + names).map(Cell.quoted).joined(separator: " | "))
        let count = max(labels.count, series.map(\.values.count).max() ?? 0)
        for row in 0..<count {
            let label = row < labels.count ? labels[row] : String(row + 1)
            lines.append(([Cell.quoted(label)] + series.map { row < $0.values.count ? $0.values[row].cell : "-" }).joined(separator: " | "))
        }
    }

    /// Points, a row each (`x | y`), with their series' name when there are several.
    mutating func addPoints(_ series: [(name: String?, points: [(x: JSON5Value, y: JSON5Value)])]) {
        let named = series.count > 1
        lines.append(named ? "x | y | Series" : "x | y")
        for (index, one) in series.enumerated() {
            let name = Cell.quoted(one.name ?? "Series \(index + 1)")
            for point in one.points { lines.append(point.x.cell + " | " + point.y.cell + (named ? " | " + name : "")) }
        }
    }

    /// A configuration's text read as JSON5 and handed to `chart`; one that cannot be read stays
    /// code, with why and the line it is about.
    static func reading(_ written: String, library: String, _ chart: (JSON5Value) -> Reading) -> Reading {
        // `option = {…};`, as ECharts' examples write it, or `{…};`: the object.
        let text = ScriptFunctions.assignedObject(in: written) ?? ScriptFunctions.objectEndingAStatement(in: written) ?? written
        switch JSON5Value.read(text) {
        case .success(let value): return chart(value)
        case .failure(let problem):
            // What only a script reads (a function that formats ticks, a variable, a list's
            // holes) is left out when the rest draws; else the block stays code.
            if let lenient = JSON5Value.readLeniently(text), case .chart(var drawn) = chart(lenient.value) {
                if let line = lenient.functionLine { drawn.leftOut.append(ScriptChartMessages.functionLeftOut(line: line + 1, library: library)) }
                if let line = lenient.variableLine { drawn.leftOut.append(ScriptChartMessages.variableLeftOut(line: line + 1, library: library)) }
                return .chart(drawn)
            }
            return .notDrawn(problem.message(library: library), line: problem.line)
        }
    }

    enum Reading {
        case chart(ScriptChart)
        /// Not drawn, with why and the line (of the text, from 0) it is about: the block stays code.
        case notDrawn(String, line: Int = 0)
        /// Drawn as nothing: an error.
        case invalid(String)
    }
}

extension ChartEngine {
    /// A Chart.js, ECharts or Vega-Lite configuration (```chartjs, ```echarts and ```vega-lite,
    /// Hugo themes' `{{< chart >}}` and `{{< echarts >}}`), as its reader read it: its chart drawn
    /// as the chart block it reads as, every diagnostic said at the block's first line; a type this
    /// engine has not, or a configuration holding script, left as code with a warning.
    static func renderScriptChart(
        _ block: ChartBlock, _ reading: ScriptChart.Reading, settings: ChartSettings, standalone: Bool, image withImage: Bool
    ) -> RenderedChart {
        let start = SourceLocation(path: block.path, line: max(1, block.firstLine), column: 1 + block.columnOffset)
        switch reading {
        case .notDrawn(let reason, let line):
            var place = start
            place.line += line
            return RenderedChart(html: "", diagnostics: [.warning(reason, at: place)], isLeftAsCode: true)
        case .invalid(let reason):
            return RenderedChart(html: "", diagnostics: [.error(reason, at: start)])
        case .chart(let chart):
            var rendered = render(block.rewritten(as: chart.body), settings: settings, standalone: standalone, image: withImage)
            // A configuration read without fault whose values the chart it reads as cannot take
            // (a Vega-Lite bump chart's y of words) stays code, as a type not drawn does; a data
            // file that cannot be read is the author's to fix, an error.
            if let first = rendered.diagnostics.errors.first, !rendered.diagnostics.errors.contains(where: { $0.message.hasPrefix(Messages.unreadableDataPrefix) }) {
                let reason = ScriptChartMessages.undrawable(library: block.syntax.library, because: first.message)
                return RenderedChart(html: "", diagnostics: [.warning(reason, at: start)], isLeftAsCode: true)
            }
            // The rewritten block's lines are not the author's: each diagnostic is said where the configuration starts.
            let moved = rendered.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.location = start
                moved.excerpt = nil
                return moved
            }
            rendered.diagnostics = bounded(chart.leftOut.map { .warning($0, at: start) } + moved)
            return rendered
        }
    }
}
