/// A Chart.js configuration, as Hugo themes' `{{< chart >}}` shortcode (Blowfish, Congo,
/// hugo-chart) and ```chartjs fences hold it, rewritten as a chart block: its type, title, axis
/// titles, labels and datasets. What only styles the chart (colours, borders, fonts) is left to
/// the site's palette, which keeps every mark readable.
enum ChartJSConfig {
    static func read(_ text: String) -> ScriptChart.Reading {
        let config: JSON5Value
        switch JSON5Value.read(text) {
        case .success(let value): config = value
        case .failure(let problem): return .notDrawn(problem.message(library: "Chart.js"), line: problem.line)
        }
        let type = config["type"]?.text ?? "bar"
        let datasets = config.at("data", "datasets")?.list ?? []
        guard !datasets.isEmpty else { return .invalid(ScriptChartMessages.nothingToDraw(library: "Chart.js", part: "datasets", hint: "data: {labels: [...], datasets: [{label: '...', data: [...]}]}")) }
        let options = config["options"]
        var chart = ScriptChart()
        let kind: String
        switch type {
        case "bar", "horizontalBar": kind = "bar"
        case "line": kind = datasets.allSatisfy { $0["fill"]?.isTrue == true } ? "area" : "line"
        case "pie": kind = "pie"
        case "doughnut": kind = "donut"
        case "scatter", "bubble": kind = "scatter"
        default: return .notDrawn(ScriptChartMessages.otherType(type, library: "Chart.js", drawn: "bar, line, pie, doughnut and scatter charts"))
        }
        chart.lines.append("type: \(kind)")
        if let title = options?.at("plugins", "title", "text")?.text ?? options?.at("title", "text")?.text, !title.isEmpty {
            chart.header("title", title)
        }
        if kind == "bar", type == "horizontalBar" || options?["indexAxis"]?.text == "y" { chart.lines.append("orientation: horizontal") }
        let stacked = options?.at("scales", "x", "stacked")?.isTrue == true || options?.at("scales", "y", "stacked")?.isTrue == true
        if stacked, kind == "bar" || kind == "area" { chart.lines.append("stacked: yes") }
        // The value axis's range: y, or x when the bars lie along y.
        let valueAxis = kind == "bar" && chart.lines.contains("orientation: horizontal") ? "x" : "y"
        if kind == "bar" {
            for bound in ["min", "max"] {
                if case .number = options?.at("scales", valueAxis, bound), let value = options?.at("scales", valueAxis, bound)?.text {
                    chart.lines.append("\(bound): \(value)")
                }
            }
        }
        if kind != "pie", kind != "donut" {
            for axis in ["x", "y"] {
                if let title = options?.at("scales", axis, "title", "text")?.text, !title.isEmpty { chart.header("\(axis)-axis", title) }
            }
        }
        let drawn = chart.keep(datasets, ofType: type, part: "dataset", nameKey: "label")
        chart.lines.append("---")
        if kind == "scatter" {
            chart.addPoints(drawn.map { dataset in
                (dataset["label"]?.text, (dataset["data"]?.list ?? []).compactMap { point in point["x"].flatMap { x in point["y"].map { (x, $0) } } })
            })
        } else {
            let values = drawn.map { ($0["data"]?.list ?? []).map { $0["y"] ?? $0 } }
            let written = config.at("data", "labels")?.list ?? []
            // Past the labels, `{x: 'Mon', y: 3}` points name their own.
            let labels = (0..<max(written.count, values.map(\.count).max() ?? 0)).map { row in
                row < written.count
                    ? written[row].text ?? String(row + 1)
                    : drawn.lazy.compactMap { dataset in dataset["data"]?.list.flatMap { row < $0.count ? $0[row]["x"]?.text : nil } }.first ?? String(row + 1)
            }
            chart.addRows(labels: labels, series: zip(drawn, values).map { ($0["label"]?.text, $1) })
        }
        return .chart(chart)
    }
}
