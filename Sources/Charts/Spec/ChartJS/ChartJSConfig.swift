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
        // A dataset of another type (a line over bars) is left out: a chart here is one kind.
        var drawn: [JSON5Value] = []
        for dataset in datasets {
            if let own = dataset["type"]?.text, own != type {
                chart.leftOut.append(ScriptChartMessages.leftOut("dataset", named: dataset["label"]?.text ?? own, type: own, drawn: type))
            } else {
                drawn.append(dataset)
            }
        }
        chart.lines.append("---")
        if kind == "scatter" {
            chart.lines += scatterRows(drawn)
        } else {
            chart.lines += rows(drawn, labels: config.at("data", "labels")?.list ?? [])
        }
        return .chart(chart)
    }

    /// A header row naming the datasets, then a row per label with each dataset's value.
    private static func rows(_ datasets: [JSON5Value], labels: [JSON5Value]) -> [String] {
        let values = datasets.map { $0["data"]?.list ?? [] }
        let names = datasets.enumerated().map { index, dataset in dataset["label"]?.text ?? (datasets.count == 1 ? "Value" : "Series \(index + 1)") }
        var lines = [(["Label"] + names).map(Cell.quoted).joined(separator: " | ")]
        let count = max(labels.count, values.map(\.count).max() ?? 0)
        for row in 0..<count {
            let label = row < labels.count ? labels[row].text ?? String(row + 1) : String(row + 1)
            // `{x: 'Mon', y: 3}` points name their own label.
            let cells = values.map { row < $0.count ? ($0[row]["y"] ?? $0[row]).cell : "-" }
            lines.append(([Cell.quoted(row < labels.count ? label : values.lazy.compactMap { row < $0.count ? $0[row]["x"]?.text : nil }.first ?? label)] + cells).joined(separator: " | "))
        }
        return lines
    }

    /// `{x, y}` points, one row each, with the dataset's name when there are several.
    private static func scatterRows(_ datasets: [JSON5Value]) -> [String] {
        let named = datasets.count > 1
        var lines = [named ? "x | y | Series" : "x | y"]
        for (index, dataset) in datasets.enumerated() {
            let name = dataset["label"]?.text ?? "Series \(index + 1)"
            for point in dataset["data"]?.list ?? [] {
                guard let x = point["x"], let y = point["y"] else { continue }
                lines.append([x.cell, y.cell].joined(separator: " | ") + (named ? " | " + Cell.quoted(name) : ""))
            }
        }
        return lines
    }
}
